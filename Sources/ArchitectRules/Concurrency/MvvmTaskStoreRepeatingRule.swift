import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags ViewModel methods that start debouncing, polling or search tasks without keeping the
/// task and cancelling the previous one.
struct MvvmTaskStoreRepeatingRule: SyntaxRule {
    static let description = RuleDescription(
        id: "mvvm-task-store-repeating", title: "Store and cancel superseded ViewModel tasks", category: .conc, impact: .must,
        presets: [.mvvm],
        rationale: """
        A `Task {}` started by hand is not cancelled by anyone. For one-shot work (a delete, a \
        submit) that is fine, but work that the next call supersedes or that repeats has to be \
        kept and cancelled: otherwise each keystroke leaves another debounced search running, an \
        older result can land after a newer one, and a second `startPolling()` doubles the polling. \
        The MVVM guide stores such a task in the ViewModel (`private var searchTask: Task<Void, \
        Never>?`) and cancels it before starting the next. \
        Reported, at `Task`, in a method of a ViewModel class (a class named `…ViewModel`, \
        `@Observable`, or inheriting `ObservableObject`, and extensions of `…ViewModel` types): a \
        `Task {…}` or `Task.detached {…}` whose work supersedes or repeats (its closure starts \
        with a `Task.sleep`, a debounce; its closure holds a `while` or `repeat` loop, polling; or \
        the method's name starts with `search` and it takes an argument, search-as-you-type) and \
        that is either not stored in a property (a statement of its own, `_ =`, a local \
        constant), or stored over a property that the method neither cancels \
        (`task?.cancel()`) nor tests for `nil` first (`guard task == nil`). \
        Left alone: one-shot tasks, tasks in Views (the `data-cancellation` rule's business, so no \
        finding is made twice), structs, actors and other classes, test files, previews and \
        `#if DEBUG` code, and a stored task that some method of the type cancels (`show()` \
        cancels `dismissalTask` and then calls the helper that replaces it). Known limit: a task \
        stored through a helper method is not seen and is reported.
        """,
        triggering: [
            RuleExample("""
            @Observable @MainActor
            final class SearchViewModel {
                var results: [Product] = []
                func search(_ query: String) {
                    ↓Task {
                        results = await repository.search(query)
                    }
                }
            }
            """),
            RuleExample("""
            final class FeedViewModel: ObservableObject {
                private var pollTask: Task<Void, Never>?
                func startPolling() {
                    pollTask = ↓Task {
                        while !Task.isCancelled {
                            await refresh()
                            try? await Task.sleep(for: .seconds(30))
                        }
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Catalog.FilterViewModel {
                func filterChanged(_ filter: Filter) {
                    let pending = ↓Task.detached {
                        try? await Task.sleep(for: .milliseconds(250))
                        guard !Task.isCancelled else { return }
                        await self.apply(filter)
                    }
                    log(pending)
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Task { while true { … } } in a ViewModel must be stored and cancelled.
            @Observable @MainActor
            final class SearchViewModel {
                private var searchTask: Task<Void, Never>?
                private var pollTask: Task<Void, Never>?
                func search(_ query: String) {
                    searchTask?.cancel()
                    searchTask = Task {
                        try? await Task.sleep(for: .milliseconds(300))
                        guard !Task.isCancelled else { return }
                        await performSearch(query)
                    }
                }
                func startPolling() {
                    guard pollTask == nil else { return }
                    pollTask = Task { while !Task.isCancelled { await refresh() } }
                }
                func delete(_ item: Item) {
                    Task { await repository.delete(item) }
                }
                func searchAgain() { Task { await performSearch(lastQuery) } }
                private var dismissTask: Task<Void, Never>?
                func show() {
                    dismissTask?.cancel()
                    scheduleDismiss()
                }
                private func scheduleDismiss() {
                    dismissTask = Task {
                        try? await Task.sleep(for: .seconds(2))
                        guard !Task.isCancelled else { return }
                        toast = nil
                    }
                }
            }
            """),
            RuleExample("""
            struct SearchScreen: View {
                @State private var query = ""
                func search(_ text: String) {
                    Task { await model.search(text) }
                }
                var body: some View { TextField("Search", text: $query) }
            }
            actor Poller {
                func start() { Task { while true { await tick() } } }
            }
            final class SearchViewModelTaskPolicy {
                func search(_ query: String) { Task { await run(query) } }
            }
            """),
            RuleExample("""
            final class SearchViewModelTests: XCTestCase {
                func search(_ query: String) { Task { await sut.search(query) } }
            }
            """, path: "Tests/SearchTests/SearchViewModelTests.swift"),
            RuleExample("""
            #if DEBUG
            extension FeedViewModel {
                func simulate() { Task { while true { await refresh() } } }
            }
            #endif
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["Task", "detached"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, AsyncWorkSyntax.isTaskCreation(node),
              let function = Self.enclosingFunction(of: node), let owner = SyntaxQueries.enclosingTypeDeclaration(of: function),
              Self.isViewModel(owner), let kind = Self.kind(of: node, in: function) else { return }
        let message: String
        if let property = Self.storedProperty(of: node) {
            guard !Self.manages(property, in: function), !Self.cancelsAnywhere(property, around: owner) else { return }
            message = "`\(property)` is replaced without cancelling the \(kind) task it holds; call `\(property)?.cancel()` before starting the new one."
        } else {
            guard !Self.isReturned(node) else { return }
            message = "This \(kind) task is not stored, so nothing cancels it when the next one starts; keep it in a `Task` property and cancel the previous one first."
        }
        guard !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(node.calledExpression, message, in: file)
    }

    /// The function whose own code creates the task (no closure in between other than `Task`'s own).
    static func enclosingFunction(of call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        var current = call.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function }
            if node.is(ClosureExprSyntax.self) || SyntaxQueries.isTypeDeclaration(node) || node.is(AccessorBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// A class named `…ViewModel`, `@Observable` or inheriting `ObservableObject`, or an extension of a `…ViewModel` type.
    static func isViewModel(_ owner: Syntax) -> Bool { FormFocusInViewRule.isViewModel(owner) }

    /// "debounced", "polling" or "search", when the task's work supersedes or repeats; nil otherwise.
    static func kind(of call: FunctionCallExprSyntax, in function: FunctionDeclSyntax) -> String? {
        guard let closure = call.trailingClosure ?? call.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first else { return nil }
        if let first = closure.statements.first?.item.as(ExprSyntax.self), startsWithSleep(first) { return "debounced" }
        if CancellationSyntax.outermostLoops(in: closure.statements).contains(where: { $0.is(WhileStmtSyntax.self) || $0.is(RepeatStmtSyntax.self) }) {
            return "polling"
        }
        if function.name.text.hasPrefix("search"), !function.signature.parameterClause.parameters.isEmpty { return "search" }
        return nil
    }

    /// `try? await Task.sleep(…)`, `try await Task.sleep(…)` or `await Task.sleep(…)`.
    static func startsWithSleep(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let tryExpr = expression.as(TryExprSyntax.self) { expression = tryExpr.expression }
        guard let awaited = expression.as(AwaitExprSyntax.self), let sleep = awaited.expression.as(FunctionCallExprSyntax.self) else { return false }
        return ErrNoSilentFailureRule.isTaskSleep(sleep)
    }

    /// The property a task is assigned to (`name = Task {…}`, `self.name = Task {…}`); nil when it is not stored.
    static func storedProperty(of call: FunctionCallExprSyntax) -> String? {
        guard let elements = call.parent?.as(ExprListSyntax.self), elements.count == 3, elements.last?.id == call.id,
              elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let first = elements.first else { return nil }
        return AsyncWorkSyntax.storageName(first)
    }

    /// Whether the task is the value a `return` or an implicit-return closure hands back (the caller stores it).
    static func isReturned(_ call: FunctionCallExprSyntax) -> Bool {
        call.parent?.is(ReturnStmtSyntax.self) == true
    }

    /// Whether the function cancels the property (`name?.cancel()`) or tests it for `nil`.
    static func manages(_ property: String, in function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return false }
        if !SyntaxQueries.calls(in: body, where: { AsyncWorkSyntax.isCancelCall($0, on: property) }).isEmpty { return true }
        let finder = NilTestFinder(property: property)
        finder.walk(body)
        return finder.found
    }

    /// Whether any member of the type (class and same-file extensions) cancels the property:
    /// callers that cancel before they call a scheduling helper manage the task too.
    static func cancelsAnywhere(_ property: String, around owner: Syntax) -> Bool {
        SyntaxQueries.memberBlocks(ofTypeAround: owner).contains { block in
            !SyntaxQueries.calls(in: block, where: { AsyncWorkSyntax.isCancelCall($0, on: property) }).isEmpty
        }
    }

    /// Finds `property == nil` / `property != nil` (also `self.property`).
    private final class NilTestFinder: SyntaxVisitor {
        let property: String
        var found = false
        init(property: String) {
            self.property = property
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (index, element) in elements.enumerated() where index + 2 < elements.count {
                guard let op = elements[index + 1].as(BinaryOperatorExprSyntax.self), ["==", "!="].contains(op.operator.text),
                      elements[index + 2].is(NilLiteralExprSyntax.self) else { continue }
                if AsyncWorkSyntax.storageName(element) == property { found = true }
            }
            return .visitChildren
        }
    }
}
