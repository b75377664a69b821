import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags tasks managed by hand in views: a stored `Task<…>` property, or a `Task` started in `.onChange`.
struct DataCancellationRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "data-cancellation", title: "Let .task(id:) manage view tasks", category: .data, impact: .medium,
        presets: [.recommended, .clinic, .optimise, .review], aliases: ["conc-task-id-pattern", "review-task-id-for-input"],
        rationale: """
        A view that keeps its own `Task` handle has to remember to cancel the previous task on \
        every change and again when it disappears; forgetting either leaves stale work racing \
        newer work. `.task(id: value)` restarts and cancels for you. \
        The rule reports two forms in View code: (1) a stored property of a View struct whose \
        declared type is `Task<…>` or `Task<…>?` (usually `@State`), reported at the type; \
        (2) a task creation (`Task {…}`, `Task.detached {…}`) written in the body of an \
        `.onChange` closure, reported at `Task`. For (2) the closure must be the `.onChange` \
        closure itself (tasks inside a nested closure within it are left alone), and the code \
        must not sit in a class or actor. Each change starts another task while the previous \
        one keeps running, so an older run can finish last; the fix is to keep the task and \
        cancel it before starting the next, or `.task(id:)` when the work should also run on \
        appear and only the latest result matters. \
        For (2) the task must also be stored over a previous one (`searchTask = Task {…}` with no \
        cancellation of it first), or read the changed value: a named parameter of the `.onChange`         closure (`newValue`), or the observed expression written again (`query`,         `model.searchText`), as a search does. A task that reads neither (`Task { await         fetchNotifications() }` on a scene-phase or client change, `Task { await model.update() }`         after a toggle) is a refresh the change sets off: whether an older run can overwrite a         newer result then depends on what the called code does with shared state, which the rule         cannot see, and on the real apps such refreshes were overwhelmingly harmless (one         request, or a control disabled while it runs), so it stays silent.         Left alone on purpose: an `.onChange` that observes an event (a value whose name has the \
        word `event`, such as `latestEvent?.id`), where every event must be handled and \
        overlapping runs are intended; a task whose only `await` is one `Task.sleep` or \
        `Task.yield` followed by synchronous work (a delayed scroll), where each run applies the \
        state current when it wakes; a task stored over the previous one right after cancelling \
        it (`lookup?.cancel()` and then `lookup = Task {…}` in the same block), and a stored \
        task property that the view cancels itself somewhere (`lookup?.cancel()`): that is \
        correct hand-made debouncing, not a forgotten cancellation; `@Binding` task \
        properties, whose storage the parent owns; tasks stored in classes such as ViewModels, where storing and \
        cancelling the previous task is the documented way to supersede work; `Task` properties \
        whose type is only inferred from an initializer; a struct that is a View only through an \
        extension in another file.
        """,
        triggering: [
            RuleExample("""
            struct SearchScreen: View {
                @State private var query = ""
                @State private var searchTask: ↓Task<Void, Never>?
                var body: some View {
                    TextField("Search", text: $query)
                        .onChange(of: query) { _, newValue in
                            searchTask = ↓Task {
                                await model.search(newValue)
                            }
                        }
                        .onChange(of: model.scope) {
                            // Cancels a different task: the search task still races.
                            scopeTask?.cancel()
                            searchTask = ↓Task { await model.search(query) }
                        }
                }
            }
            """),
            RuleExample("""
            struct CategoryScreen: View {
                @State var model: CategoryModel
                var body: some View {
                    VStack { Picker("Category", selection: $model.category) { Text("All") } }
                        .onChange(of: model.category) {
                            if model.category != .all {
                                ↓Task.detached { await model.reload(model.category) }
                            }
                        }
                }
            }
            """),
            RuleExample("""
            struct DraftEditor: View {
                @State private var preventDuplicates = false
                @State private var draft = ""
                var body: some View {
                    Toggle("Unique", isOn: $preventDuplicates)
                        .onChange(of: preventDuplicates) { _, unique in
                            ↓Task {
                                try? await Task.sleep(for: .milliseconds(200))
                                await store.save(draft, unique: unique)
                            }
                        }
                }
            }
            """),
            RuleExample("""
            struct Poller {
                var timer: ↓_Concurrency.Task<Void, any Error>
            }
            extension Poller: View {
                var body: some View { Text("polling") }
            }
            """),
            RuleExample("""
            #if DEBUG
            extension View {
                func logChanges(of value: Int) -> some View {
                    onChange(of: value) { old, new in
                        ↓Task(priority: .low) { await DebugLog.shared.record(old, new) }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct InstancePicker: View {
                @State private var name = ""
                @State private var lookup: Task<Void, Never>?
                @State private var preflight = Task<Void, Never> {}
                var body: some View {
                    TextField("Server", text: $name)
                        .onChange(of: name) {
                            lookup?.cancel()
                            lookup = Task {
                                try? await Task.sleep(for: .milliseconds(100))
                                await directory.search(name)
                            }
                            self.preflight.cancel()
                            self.preflight = Task { await directory.check(name) }
                        }
                }
            }
            """),
            RuleExample("""
            struct Thumbnail: View {
                @Binding var loading: Task<Void, Never>
                @State private var resize: Task<Void, Never>?
                var body: some View {
                    GeometryReader { proxy in Color.clear.onAppear { debounce(proxy.size) } }
                }
                private func debounce(_ size: CGSize) {
                    resize?.cancel()
                    resize = Task { await render(size) }
                }
            }
            """),
            RuleExample("""
            @Observable @MainActor
            final class SearchViewModel {
                private var searchTask: Task<Void, Never>?
                func search(_ text: String) {
                    searchTask?.cancel()
                    searchTask = Task { await run(text) }
                }
            }
            """),
            RuleExample("""
            // Avoid `@State var task: Task<Void, Never>?` and `.onChange { Task { } }`.
            struct SearchScreen: View {
                @State private var query = ""
                @State private var taskLabel = "Task"
                var body: some View {
                    TextField("Search", text: $query)
                        .task(id: query) { await model.search(query) }
                        .onChange(of: query) { _, newValue in model.draft = newValue }
                }
            }
            """),
            RuleExample("""
            struct NotificationsScreen: View {
                @Environment(\\.scenePhase) private var scenePhase
                @State private var category = Category.all
                var body: some View {
                    List(model.items) { Row(item: $0) }
                        // Refreshes the change sets off: neither reads the changed value.
                        .onChange(of: scenePhase) { _, phase in
                            guard phase == .active else { return }
                            Task { await model.fetchNotifications() }
                        }
                        .onChange(of: category) {
                            Task.detached { await model.reload() }
                        }
                        // The observed name in a string is not a read of it.
                        .onChange(of: isExclusive) { _, _ in
                            Task { await model.update("isExclusive") }
                        }
                }
            }
            """),
            RuleExample("""
            struct TaskRow: View {
                let task: TaskItem
                var pending: [Task<Void, Never>] { [] }
                var body: some View {
                    Text(task.title)
                        .onChange(of: task.done) { _, done in
                            Button("Undo") { Task { await undo() } }
                        }
                }
            }
            """),
            RuleExample("""
            struct InboxScreen: View {
                @Environment(PushCenter.self) private var push
                var body: some View {
                    List(model.threads) { ThreadRow(thread: $0) }
                        // Each pushed event is handled on its own; none may replace another.
                        .onChange(of: push.lastEvent?.id) {
                            guard let event = push.lastEvent else { return }
                            Task { await model.apply(event) }
                        }
                }
            }
            """),
            RuleExample("""
            struct Composer: View {
                @State private var anchor: UUID?
                var body: some View {
                    ScrollView { AttachmentStrip(items: model.items) }
                        .scrollPosition(id: $anchor)
                        .onChange(of: model.items.count) { before, after in
                            guard after > before else { return }
                            Task {
                                try? await Task.sleep(for: .seconds(0.3))
                                withAnimation { anchor = model.items.last?.id }
                            }
                        }
                }
            }
            """),
            RuleExample("""
            final class Coordinator {
                var running: Task<Void, Never>?
                func content() -> some View {
                    Text("x").onChange(of: flag) { Task { await refresh() } }
                }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard Self.mentionsTask(file) else { return }
        checkStoredTask(variable, in: file)
    }

    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard Self.mentionsTask(file) else { return }
        checkTaskInOnChange(call, in: file)
    }

    /// A stored task and a task creation are both spelled `Task`: a file whose text never
    /// contains the word has nothing to report.
    static func mentionsTask(_ file: FileContext) -> Bool {
        file.cachedFlag(TaskMentioned.self, { file.mentions("Task") })
    }

    /// The key of the per-file answer of the text check.
    private enum TaskMentioned {}

    private func checkStoredTask(_ variable: VariableDeclSyntax, in file: FileContext) {
        // The type test comes first because it is the cheap rejection: most properties are not tasks.
        var tasks: [(type: TypeSyntax, binding: PatternBindingSyntax)] = []
        for binding in variable.bindings {
            if let type = binding.typeAnnotation?.type, AsyncWorkSyntax.isTaskType(type) { tasks.append((type, binding)) }
        }
        guard !tasks.isEmpty, DeclarationLookup.isStoredInstanceProperty(variable),
              SyntaxQueries.attribute("Binding", in: variable.attributes) == nil,
              let view = EnclosingView.owner(ofMember: variable, in: file) else { return }
        for (type, binding) in tasks {
            let name = binding.pattern.trimmedText
            // A view that cancels the task itself manages it on purpose.
            guard SyntaxQueries.calls(in: view.memberBlock, where: { AsyncWorkSyntax.isCancelCall($0, on: name) }).isEmpty else { continue }
            report(type, "`\(view.name.text)` stores the task `\(name)` and must cancel it by hand; start the work with `.task(id:)` so SwiftUI cancels and restarts it.", in: file)
        }
    }

    private func checkTaskInOnChange(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard AsyncWorkSyntax.isTaskCreation(call), let closure = innermostClosure(of: call),
              let owner = closure.parent, isOnChangeClosure(closure, owner: owner),
              !AsyncWorkSyntax.replacesCancelledTask(call) else { return }
        if let type = SyntaxQueries.enclosingTypeDeclaration(of: call), type.is(ClassDeclSyntax.self) || type.is(ActorDeclSyntax.self) {
            return
        }
        guard let onChange = SyntaxQueries.owningCall(of: closure), !observesEvent(onChange),
              !isDelayedSynchronousWork(call),
              isStoredOverPrevious(call) || readsChangedValue(call, onChange: onChange, closure: closure) else { return }
        report(call.calledExpression, "This `.onChange` starts a new `Task` on every change while the previous one keeps running, so an older run can finish after a newer one; keep the task in `@State` and cancel it before starting the next, or use `.task(id:)` on the value when the work should also run on appear and only the latest result matters.", in: file)
    }

    /// Whether the `.onChange` observes an event (a value whose spelled name contains `event`,
    /// such as `watcher.latestEvent?.id`): every event must be handled on its own, so overlapping
    /// runs are intended and cancelling the previous one would drop an event.
    private func observesEvent(_ onChange: FunctionCallExprSyntax) -> Bool {
        guard let observed = SyntaxQueries.argument("of", of: onChange)?.expression else { return false }
        return observed.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind else { return false }
            return Self.camelCaseWords(token.text).contains { $0 == "event" || $0 == "events" }
        }
    }

    /// The lowercased words of a camel-case name: `latestEvent` gives `latest`, `event`.
    private static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if (character.isUppercase || character == "_"), !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Whether the task is stored (`searchTask = Task {…}`) without the previous one being
    /// cancelled first: the handle shows that overlapping runs matter, and nothing stops them.
    private func isStoredOverPrevious(_ task: FunctionCallExprSyntax) -> Bool {
        guard let sequence = task.parent?.as(SequenceExprSyntax.self) ?? task.parent?.parent?.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) }
    }

    /// Whether the task reads the value the `.onChange` observes: a named parameter of the
    /// `.onChange` closure, or the observed expression written out again (`query`,
    /// `model.searchText`). A task that reads neither refreshes something the change triggers,
    /// and whether a late run can overwrite a newer one depends on code the rule cannot see.
    private func readsChangedValue(_ task: FunctionCallExprSyntax, onChange: FunctionCallExprSyntax, closure: ClosureExprSyntax) -> Bool {
        // Text inside string literals is not a read (comments are trivia, not tokens).
        let body = task.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .stringSegment = token.tokenKind { return nil }
            return token.text
        }
        let names = SyntaxQueries.closureParameterNames(closure)
        if names.contains(where: { $0 != "_" && body.contains($0) }) { return true }
        guard let observed = SyntaxQueries.argument("of", of: onChange)?.expression else { return false }
        var words = observed.tokens(viewMode: .sourceAccurate).map(\.text)
        if words.count > 2, words[0] == "self", words[1] == "." { words.removeFirst(2) }
        guard !words.isEmpty, body.count >= words.count else { return false }
        return (0...(body.count - words.count)).contains { start in
            body[start..<(start + words.count)].elementsEqual(words)
        }
    }

    /// Whether the task only waits once, with `Task.sleep` or `Task.yield`, and then does
    /// synchronous work (a delayed scroll or state change): overlapping runs each apply the
    /// state current when they wake, so no stale result can win.
    private func isDelayedSynchronousWork(_ task: FunctionCallExprSyntax) -> Bool {
        guard let body = task.trailingClosure ?? task.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first else {
            return false
        }
        let awaits = AwaitCollector(viewMode: .sourceAccurate)
        awaits.walk(body.statements)
        guard awaits.found.count == 1, let awaited = awaits.found.first else { return false }
        var expression = awaited.expression
        if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["sleep", "yield"].contains(member.declName.baseName.text),
              let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "Task" else { return false }
        return true
    }

    /// Collects the `await` expressions under a node, including in nested closures.
    private final class AwaitCollector: SyntaxVisitor {
        var found: [AwaitExprSyntax] = []
        override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }

    /// The nearest closure around `node`.
    private func innermostClosure(of node: some SyntaxProtocol) -> ClosureExprSyntax? {
        var current = node.parent
        while let candidate = current {
            if let closure = candidate.as(ClosureExprSyntax.self) { return closure }
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(InitializerDeclSyntax.self) || candidate.is(AccessorBlockSyntax.self) {
                return nil
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether the closure is the trailing closure or an argument of an `onChange(…)` call.
    private func isOnChangeClosure(_ closure: ClosureExprSyntax, owner: Syntax) -> Bool {
        let call: FunctionCallExprSyntax?
        if let direct = owner.as(FunctionCallExprSyntax.self) {
            call = direct.trailingClosure?.id == closure.id ? direct : nil
        } else if owner.is(LabeledExprSyntax.self) {
            call = owner.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else {
            call = nil
        }
        guard let call else { return false }
        return SyntaxQueries.calledName(call) == "onChange"
    }
}
