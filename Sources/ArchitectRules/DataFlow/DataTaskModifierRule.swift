import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `.onAppear` closures that start a `Task`, which `.task` would cancel automatically.
struct DataTaskModifierRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "data-task-modifier", title: "Start async work in .task, not in .onAppear", category: .data, impact: .medium,
        presets: [.recommended, .clinic, .optimise, .review, .mvvm],
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
        may be legitimate conditional or user-driven work; `.onAppear(perform: load)` with a \
        function reference, whose body the rule cannot see; and tasks meant to outlive the view: an \
        `.onAppear` in the items of a `Menu` or a `.contextMenu` (it marks the menu opening, and the \
        items vanish when it closes, which would cancel a `.task`), and a pagination trigger, whose \
        closure calls something named like `fetchNextPage`, `loadMore`, `fetchMore` or `paginate` \
        (the page request must finish even if the sentinel row scrolls away); and a load run once \
        behind a guard on a flag (`guard !isLoaded else { return }` as the closure's first \
        statement): as `.task`, a screen pushed over the view before the load ends would cancel \
        it, and the flag would then block any retry. `fix` leaves those alone too. \
        Nothing is reported when the iOS deployment target is below 15, which has no `.task`.
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
            struct Toolbar: View {
                var body: some View {
                    Menu {
                        Button("Refresh") { refresh() }
                    } label: {
                        Image(systemName: "ellipsis")
                            .↓onAppear { Task { await badge.load() } }
                    }
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
            struct StatusDetail: View {
                @State private var isLoaded = false
                var body: some View {
                    List(items) { Row($0) }
                        .onAppear {
                            guard !isLoaded else { return }
                            Task {
                                await model.fetch()
                                isLoaded = true
                            }
                        }
                }
            }
            """),
            RuleExample("""
            struct PostRow: View {
                var body: some View {
                    Menu {
                        PostActions(post: post)
                            .onAppear { Task { await model.loadRelationship() } }
                    } label: {
                        Image(systemName: "ellipsis")
                    }
                    PostBody(post: post)
                        .contextMenu {
                            PostActions(post: post)
                                .onAppear {
                                    Task { await model.loadRelationship() }
                                }
                        }
                    if hasMore {
                        ProgressView()
                            .onAppear {
                                Task { try? await feed.fetchNextPage() }
                            }
                    }
                }
            }
            """),
            RuleExample("""
            struct ArticleScreen: View {
                var body: some View {
                    ArticleBody(article: model.article)
                        .onAppear { Task { await model.load() } }
                }
            }
            """, iOS: Version(14)),
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
        ],
        corrections: [
            RuleCorrection("""
            struct Feed: View {
                @State private var model = FeedModel()

                var body: some View {
                    List(model.items) { item in
                        Text(item.title)
                    }
                    .onAppear {
                        Task {
                            await model.load()
                        }
                    }
                }
            }
            """, becomes: """
            struct Feed: View {
                @State private var model = FeedModel()

                var body: some View {
                    List(model.items) { item in
                        Text(item.title)
                    }
                    .task {
                        await model.load()
                    }
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["onAppear"]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        // `.task` arrived in iOS 15; below it `.onAppear { Task { … } }` is the way to start async work.
        guard file.iOSTarget >= TaskModifierConversion.minimumTarget, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "onAppear" else { return }
        let createsTask = SyntaxQueries.closures(of: call).contains { closure in
            closure.statements.contains { item in startsTask(item) }
        }
        guard createsTask, !Self.isDeliberatelyDetached(call, memo: file.cached(MenuMemo.self, MenuMemo.init).memo) else { return }
        // Fixable where `fix` rewrites it: one `Task` as the whole closure, with no hazard.
        let conditions = file.cached(ConditionMemo.self, ConditionMemo.init).memo
        let fixable = TaskModifierConversion.soleTask(of: call).map {
            TaskModifierConversion.hazard(of: call, body: $0.body, conditions: conditions) == nil
        } ?? false
        report(member.declName.baseName, "This `.onAppear` starts a `Task` that is not cancelled when the view disappears; move the work into `.task { … }`, which cancels it when the view goes (code after an `await` should expect that).", in: file, fixable: fixable)
    }

    /// Whether an `.onAppear` that starts a task means it to outlive the view, so `.task` would be
    /// wrong: inside the content of a `Menu` or a `.contextMenu`, where `.onAppear` marks the
    /// menu opening and the items disappear as soon as it closes; or a pagination trigger, whose
    /// task loads the next page (a call named like `fetchNextPage`, `loadMore`, `paginate`), a
    /// request that must finish even when the sentinel row scrolls away. `fix` uses the same test.
    /// `memo` keeps the menu answers of one tree (see `AncestorMemo`).
    public static func isDeliberatelyDetached(_ onAppear: FunctionCallExprSyntax, memo: AncestorMemo = AncestorMemo()) -> Bool {
        isInMenuContent(onAppear, memo: memo) || SyntaxQueries.closures(of: onAppear).contains { closure in
            loadsOnce(closure) || !SyntaxQueries.calls(in: closure, where: { call in
                guard let name = SyntaxQueries.calledName(call)?.lowercased() else { return false }
                return pagingWords.contains { name.contains($0) }
            }).isEmpty
        }
    }

    /// Whether the closure opens with a load-once guard on a flag (`guard !isLoaded else { return }`):
    /// as `.task`, a screen pushed over the view before the load ends would cancel it, and the
    /// flag would then block any retry.
    private static func loadsOnce(_ closure: ClosureExprSyntax) -> Bool {
        guard let guardStatement = closure.statements.first?.item.as(GuardStmtSyntax.self), guardStatement.conditions.count == 1,
              let negation = guardStatement.conditions.first?.condition.as(PrefixOperatorExprSyntax.self),
              negation.operator.text == "!" else { return false }
        let flag = negation.expression
        return flag.is(DeclReferenceExprSyntax.self)
            || flag.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    private static let pagingWords = ["nextpage", "loadmore", "fetchmore", "paginat"]

    /// Whether `node` is inside the items closure of `Menu { … } label: { … }` or of `.contextMenu { … }`.
    private static func isInMenuContent(_ node: FunctionCallExprSyntax, memo: AncestorMemo) -> Bool {
        memo.answer(from: node.parent) { candidate in
            if let closure = candidate.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure) {
                switch SyntaxQueries.calledName(owner) {
                case "Menu":
                    // The label closure is a view of the screen; only the items are menu content.
                    let isLabel = SyntaxQueries.argument("label", of: owner)?.expression.id == closure.id
                        || owner.additionalTrailingClosures.contains { $0.label.text == "label" && $0.closure.id == closure.id }
                    if !isLabel { return true }
                case "contextMenu":
                    let isPreview = owner.additionalTrailingClosures.contains { $0.label.text == "preview" && $0.closure.id == closure.id }
                        || SyntaxQueries.argument("preview", of: owner)?.expression.id == closure.id
                    if !isPreview { return true }
                default:
                    break
                }
            }
            if candidate.is(DeclSyntax.self) && !candidate.is(IfConfigDeclSyntax.self) { return false }
            return nil
        }
    }

    /// The file's memo of the menu question (a class of its own, the key of `FileContext.cached`).
    private final class MenuMemo {
        let memo = AncestorMemo()
    }

    /// The file's memo of enclosing conditions, for the fixability of its findings.
    private final class ConditionMemo {
        let memo = TaskModifierConversion.ConditionScan.Memo()
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
