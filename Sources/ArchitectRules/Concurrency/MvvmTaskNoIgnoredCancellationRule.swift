import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags cancellation that is thrown away: a catch-all that shows `CancellationError` to the
/// user, and `try? await Task.sleep` followed by more async work without a cancellation check.
struct MvvmTaskNoIgnoredCancellationRule: SyntaxRule {
    static let description = RuleDescription(
        id: "mvvm-task-no-ignored-cancellation", title: "Do not ignore cancellation", category: .conc, impact: .must,
        presets: [.mvvm],
        rationale: """
        The MVVM guide asks that cancellation is never ignored: either `CancellationError` \
        propagates, or the code handles it on purpose. Two shapes ignore it and are reported. \
        (1) `try? await Task.sleep(…)` followed, in the same block, by a statement that awaits \
        before anything checks `Task.isCancelled` or calls `Task.checkCancellation()`, reported at \
        `try`: a cancelled sleep returns at once, so a debounce or delayed reload runs its work \
        anyway (the guide's own debounce sleeps with `try?` and then guards on \
        `Task.isCancelled`). (2) A catch-all `catch` (no pattern, or only a name) of a `do` that is the own code of a \
        `.task {…}`, `.task(id:) {…}` or `.refreshable {…}` closure, whose own code awaits, with no \
        earlier `catch is CancellationError` and no mention of `CancellationError` or \
        `isCancelled` in its block, that hands the error to the user: it assigns (anything but \
        `nil` or `false`) to a property whose name has `error` or `alert` in it \
        (`errorMessage`, `showError`, `alertItem`) or a value built with `.error(…)`/`.failed(…)`; \
        reported at `catch`. A cancelled load then shows the user an error they did not cause. \
        Left alone: a `try? await Task.sleep` that is last in its block, or followed only by \
        synchronous work (hiding a toast, scrolling: the work merely happens early), `try await \
        Task.sleep` (it throws on cancellation), catch blocks that only log, rethrow or reset \
        state, catches of a specific error type, test files, previews and `#if DEBUG` code. A sleep \
        at the end of a loop body is the looping rule's business (`mvvm-task-check-cancellation`), \
        and a sleep in the body of `while !Task.isCancelled { … }` is left alone: the loop \
        respects cancellation and at most one more pass of work runs. \
        Catch-alls are only reported in those three modifiers because SwiftUI cancels their \
        closures when the view disappears or the id changes, so the cancellation is certain; a \
        ViewModel method with the same `do`/`catch` is left alone, because whether its caller \
        can be cancelled is not visible from the method (on the real apps most such methods ran \
        from buttons). `URLSession` reports cancellation as `URLError(.cancelled)`, which a \
        `Task.isCancelled` check notices and `catch is CancellationError` does not. Not seen: an error property named without `error` or `alert`.
        """,
        triggering: [
            RuleExample("""
            @Observable @MainActor
            final class SearchViewModel {
                private var searchTask: Task<Void, Never>?
                func search(_ query: String) {
                    searchTask?.cancel()
                    searchTask = Task {
                        ↓try? await Task.sleep(for: .milliseconds(300))
                        await performSearch(query)
                    }
                }
            }
            """),
            RuleExample("""
            struct OrdersScreen: View {
                @State private var errorMessage: String?
                @State private var orders: [Order] = []
                var body: some View {
                    List(orders) { OrderRow(order: $0) }
                        .task(id: filter) {
                            do {
                                orders = try await repository.orders(filter)
                            } ↓catch {
                                errorMessage = "Could not load your orders."
                            }
                        }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Inbox {
                struct Screen: View {
                    @State private var state: LoadState = .idle
                    var body: some View {
                        List(items) { Row(item: $0) }
                            .refreshable {
                                do { try await store.reload() } ↓catch let failure { state = .failed(failure) }
                            }
                            .task {
                                ↓try? await Task.sleep(nanoseconds: 500_000_000)
                                if ready { await store.prefetch() }
                            }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // try? await Task.sleep(for: .seconds(1)) then await: check Task.isCancelled first.
            final class SearchViewModel {
                var errorMessage: String?
                func search(_ query: String) async {
                    try? await Task.sleep(for: .milliseconds(300))
                    guard !Task.isCancelled else { return }
                    await performSearch(query)
                }
                func poll() async {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(30))
                        await refresh()
                    }
                }
                func debounce() async throws {
                    try await Task.sleep(for: .milliseconds(300))
                    await performSearch(query)
                }
                func load() async {
                    do {
                        items = try await repository.items()
                    } catch is CancellationError {
                        return
                    } catch {
                        errorMessage = "Could not load."
                    }
                }
            }
            """),
            RuleExample("""
            struct Toast: View {
                @State private var visible = true
                var body: some View {
                    Text("Saved").task {
                        try? await Task.sleep(for: .seconds(2))
                        withAnimation { visible = false }
                    }
                }
            }
            final class OrdersViewModel {
                var errorMessage: String?
                func load() async {
                    do { orders = try await repository.orders() } catch { errorMessage = "Could not load." }
                }
            }
            struct Screen: View {
                var body: some View {
                    List(items) { Row(item: $0) }
                        .refreshable {
                            do { try await store.reload() } catch { errorMessage = nil; showsError = false }
                        }
                }
            }
            final class Loader {
                var lastError: Error?
                func load() async {
                    do { try await fetch() } catch { logger.error("load failed") }
                    do { try await fetch() } catch let error as DecodingError { lastError = error } catch { throw error }
                    do { try await fetch() } catch {
                        guard !(error is CancellationError) else { return }
                        lastError = error
                    }
                    do { try parse() } catch { lastError = error }
                }
            }
            """),
            RuleExample("""
            import Testing

            @Test func debounces() async {
                try? await Task.sleep(for: .milliseconds(10))
                await model.search("a")
                do { try await model.load() } catch { errorMessage = "x" }
            }
            """, path: "Tests/SearchTests/DebounceTests.swift"),
            RuleExample("""
            #Preview {
                SearchView().task {
                    try? await Task.sleep(for: .seconds(1))
                    await demo.fill()
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["sleep"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard ErrNoSilentFailureRule.isTaskSleep(node), !file.isTestFile,
              let awaited = node.parent?.as(AwaitExprSyntax.self), let tryExpr = awaited.parent?.as(TryExprSyntax.self),
              CancellationSyntax.isIgnoredSleep(ExprSyntax(tryExpr)),
              let item = tryExpr.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return }
        if let loop = list.parent?.parent?.as(WhileStmtSyntax.self), CancellationSyntax.looksAtCancellation(loop.conditions) { return }
        var after = false
        for statement in list {
            if statement.id == item.id { after = true; continue }
            guard after else { continue }
            if CancellationSyntax.looksAtCancellation(statement) { return }
            if CancellationSyntax.awaits(statement) { break }
            if statement.id == list.last?.id { return }
        }
        guard after, list.last?.id != item.id, !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(tryExpr.tryKeyword, "This `try?` throws away the sleep's cancellation, so the work after it runs anyway; add `guard !Task.isCancelled else { return }` after the sleep.", in: file)
    }

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        guard let body = node.body else { return }
        check(Syntax(body), in: file)
    }

    func visit(_ node: InitializerDeclSyntax, in file: FileContext) {
        guard let body = node.body else { return }
        check(Syntax(body), in: file)
    }

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true || node.parent?.is(CodeBlockItemSyntax.self) == true
                && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return }
        for binding in node.bindings {
            if let accessors = binding.accessorBlock { check(Syntax(accessors), in: file) }
        }
    }

    private func check(_ scope: Syntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("catch"), file.mentions("await") else { return }
        let finder = DoFinder()
        finder.walk(scope)
        for doStatement in finder.found where Self.isInCancellingModifier(doStatement) {
            guard let clause = Self.reportingCatchAll(doStatement), !SyntaxQueries.isPreviewOrDebugCode(doStatement) else { continue }
            report(clause.catchKeyword, "This catch-all shows the user an error when SwiftUI cancels the task too; return early when `Task.isCancelled` (or on `CancellationError`) before showing it.", in: file)
        }
    }

    /// The catch-all clause of an awaiting `do` that hands every error, cancellation included, to the user.
    static func reportingCatchAll(_ doStatement: DoStmtSyntax) -> CatchClauseSyntax? {
        guard CancellationSyntax.awaits(doStatement.body) else { return nil }
        for clause in doStatement.catchClauses {
            if clause.catchItems.contains(where: { $0.trimmedDescription.contains("CancellationError") }) { return nil }
            guard isCatchAll(clause) else { continue }
            if clause.body.trimmedDescription.contains("CancellationError") || CancellationSyntax.looksAtCancellation(clause.body) { return nil }
            return showsError(clause.body) ? clause : nil
        }
        return nil
    }

    /// Whether the `do` statement's nearest closure is that of `.task`, `.task(id:)` or `.refreshable`.
    static func isInCancellingModifier(_ doStatement: DoStmtSyntax) -> Bool {
        var current = doStatement.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                guard let call = SyntaxQueries.owningCall(of: closure),
                      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      ["task", "refreshable"].contains(member.declName.baseName.text) else { return false }
                return CancellationSyntax.isAsyncOperation(closure) || member.declName.baseName.text == "refreshable"
            }
            if node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(InitializerDeclSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// `catch` or `catch let name` with no type pattern and no `where`.
    static func isCatchAll(_ clause: CatchClauseSyntax) -> Bool {
        if clause.catchItems.isEmpty { return true }
        guard clause.catchItems.count == 1, let item = clause.catchItems.first, item.whereClause == nil,
              let binding = item.pattern?.as(ValueBindingPatternSyntax.self) else { return false }
        return binding.pattern.is(IdentifierPatternSyntax.self)
    }

    /// Whether a catch body (its own statements and their nested blocks, not closures) assigns to
    /// an error or alert property, or a `.error(…)`/`.failed(…)` value.
    static func showsError(_ body: CodeBlockSyntax) -> Bool {
        let finder = AssignmentFinder()
        finder.walk(body)
        return finder.found
    }

    private final class DoFinder: SyntaxQueries.ScopedVisitor {
        var found: [DoStmtSyntax] = []
        override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    private final class AssignmentFinder: SyntaxQueries.ScopedVisitor {
        var found = false
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
            let clears = elements[2].is(NilLiteralExprSyntax.self) || elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            if !clears, let name = AsyncWorkSyntax.storageName(elements[0]) ?? elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               Self.isErrorName(name) {
                found = true
            }
            if let call = elements[2].as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.base == nil, ["error", "failed", "failure"].contains(member.declName.baseName.text) {
                found = true
            }
            return .visitChildren
        }

        static func isErrorName(_ name: String) -> Bool {
            let lower = name.lowercased()
            return lower.contains("error") || lower.contains("alert")
        }
    }
}
