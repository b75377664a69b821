import ArchitectCore
import SwiftSyntax

/// Flags `.onAppear` closures that start a `Task`, which `.task` would cancel automatically.
public struct DataTaskModifier: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "data-task-modifier",
        title: "Start async work in .task, not in .onAppear",
        category: "data",
        impact: .medium,
        presets: [.recommended, .clinic, .optimise, .review, .mvvm],
        fixable: true,
        aliases: ["perf-task-modifier", "review-task-not-onappear", "mvvm-view-task-not-onappear"],
        rationale: """
        A `Task` started from `.onAppear` is not tied to the view: it keeps running after the view \
        disappears, its result may land on a screen that is gone, and every re-appearance starts \
        another copy. The `.task` modifier (or `.task(id:)`) gives the same timing with automatic \
        cancellation. \
        The rule reports an `.onAppear` call whose closure (trailing or `perform:`) has, as one of \
        its own top-level statements, a task creation: `Task {…}`, `Task(priority:) {…}`, \
        `Task.detached {…}` or `_ = Task {…}`. The finding sits on the `onAppear` name after the \
        dot, once per modifier however many tasks it starts. \
        Left alone: `.onAppear` doing synchronous work, analytics or UI setup; tasks nested deeper \
        (inside an `if`, a `Button` action or another closure within the `.onAppear` body), which \
        may be legitimate conditional or user-driven work; and `.onAppear(perform: load)` with a \
        function reference, whose body the rule cannot see.
        """,
        triggering: [
            RuleExample("""
            struct ArticleScreen: View {
                @State var model: ArticleModel
                var body: some View {
                    ArticleBody(article: model.article)
                        .↓onAppear {
                            Task { await model.load() }
                        }
                }
            }
            """),
            RuleExample("""
            struct InboxScreen: View {
                var body: some View {
                    List(rows) { Text($0) }
                        .navigationTitle("Inbox")
                        .↓onAppear(perform: {
                            tracker.screenViewed("inbox")
                            Task.detached(priority: .background) { await cache.warm() }
                        })
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension View {
                func reloading(_ store: FeedStore) -> some View {
                    self.↓onAppear {
                        _ = Task(priority: .userInitiated) {
                            await store.refresh()
                        }
                        Task { await store.prefetch() }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct ArticleScreen: View {
                @State var model: ArticleModel
                var body: some View {
                    ArticleBody(article: model.article)
                        .task { await model.load() }
                        .onAppear { analytics.log("article") }
                }
            }
            """),
            RuleExample("""
            // Do not write .onAppear { Task { … } } here.
            struct SearchField: View {
                @FocusState private var focused: Bool
                var body: some View {
                    TextField("Search", text: .constant("Task {"))
                        .focused($focused)
                        .onAppear { focused = true }
                }
            }
            """),
            RuleExample("""
            struct Row: View {
                let isLast: Bool
                var body: some View {
                    Text("row")
                        .onAppear {
                            if isLast { Task { await pager.next() } }
                        }
                        .onAppear(perform: markSeen)
                        .onAppearTask { await pager.reset() }
                }
            }
            """),
            RuleExample("""
            struct Screen: View {
                var body: some View {
                    Text("x").onAppear {
                        let task = TaskItem(title: "Task")
                        store.add(task)
                    }
                }
            }
            """),
        ]
    )

    /// Every call; only `.onAppear` member calls are examined.
    public static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule for one run.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        guard let call = node.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "onAppear" else { return }
        let createsTask = SyntaxQueries.closures(of: call).contains { closure in
            closure.statements.contains { item in startsTask(item) }
        }
        guard createsTask else { return }
        report(member.declName.baseName, "This `.onAppear` starts a `Task` that is not cancelled when the view disappears; move the work into `.task { … }`.", in: file)
    }

    /// Whether a top-level statement is `Task {…}` or `_ = Task {…}`.
    private func startsTask(_ item: CodeBlockItemSyntax) -> Bool {
        guard let expression = item.item.as(ExprSyntax.self) else { return false }
        if let call = expression.as(FunctionCallExprSyntax.self) { return AsyncWorkSyntax.isTaskCreation(call) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[0].is(DiscardAssignmentExprSyntax.self), elements[1].is(AssignmentExprSyntax.self),
                  let call = elements[2].as(FunctionCallExprSyntax.self) else { return false }
            return AsyncWorkSyntax.isTaskCreation(call)
        }
        return false
    }
}
