import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags loops in async code that await on every pass but never look at cancellation.
struct MvvmTaskCheckCancellationRule: SyntaxRule {
    static let description = RuleDescription(
        id: "mvvm-task-check-cancellation", title: "Check for cancellation in long async loops", category: .conc, impact: .must,
        presets: [.mvvm, .clean], aliases: ["clean-task-respects-cancellation"],
        rationale: """
        Cancelling a task only sets a flag: code keeps running until it looks. A loop that awaits \
        on each pass (polling, paging through a sync, uploading files one by one) therefore goes on \
        after its view has gone or its work was superseded, unless it asks `Task.isCancelled` or \
        calls `try Task.checkCancellation()` between steps, as the MVVM guide asks for long loops \
        and the clean-architecture guide asks of ViewModel work started from `.task`. \
        Reported, at `while` or `repeat`: the outermost loop of an `async` function, or of the \
        closure of `Task {…}`, `Task.detached {…}` or `.task {…}`, whose own code awaits (nested \
        closures and functions are not its code) and that mentions neither `isCancelled`, \
        `checkCancellation` nor `withTaskCancellationHandler` anywhere, condition included. \
        `for … in` loops are left alone: they end with their collection, and on the real apps those \
        that awaited were short walks over a few local or user-picked items (accounts, cache \
        folders, shared attachments), often in a task nothing cancels, where finishing is \
        harmless; a long upload loop that swallows its errors is the known miss. \
        Also left alone: `for await` / `for try await` loops (an async sequence's iterator ends or \
        throws when the task is cancelled); loops that await only in their condition \
        (`while let next = await queue.next()`); loops with a `try await` whose error leaves the \
        loop (not caught inside it, or caught by clauses that `break`, `return` or `throw`), since \
        the first callee that throws `CancellationError` (`Task.sleep`, `URLSession`) ends them, \
        which is also why `try await Task.sleep` counts as a check and `try? await Task.sleep` does \
        not; awaits inside `group.addTask {…}` and other closures; test files, previews and \
        `#if DEBUG` code; the loop of a task kept in a `static` or global constant \
        (`static let observer = Task { while true { … } }`), which lives as long as the app and is \
        never cancelled; retry loops that run a handful of times (`for _ in 0..<3`, \
        `while attempt < 5`, or a counter or bound named for attempts or retries), which end within \
        a few quick failures once the task is cancelled. Known false positives: a long-lived poller stored some other way that \
        nobody cancels, and loops whose callee checks cancellation itself and returns early; \
        silence such a loop with a suppression comment.
        """,
        triggering: [
            RuleExample("""
            struct FeedScreen: View {
                @State private var model = FeedViewModel()
                var body: some View {
                    List(model.items) { Text($0.title) }
                        .task {
                            ↓while model.hasMore {
                                await model.loadNextPage()
                            }
                        }
                }
            }
            """),
            RuleExample("""
            @Observable @MainActor
            final class FeedViewModel {
                func startPolling() async {
                    ↓while true {
                        await refresh()
                        try? await Task.sleep(for: .seconds(30))
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension SyncEngine {
                struct Worker {
                    func run() {
                        Task.detached {
                            var page = 0
                            ↓repeat {
                                page += 1
                                await store.sync(page: page)
                            } while page < 50
                        }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            final class UploadViewModel {
                func upload(_ files: [URL]) async {
                    for file in files {
                        do {
                            try await client.upload(file)
                        } catch {
                            failures.append(file)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // while true { await refresh() } never stops: check Task.isCancelled.
            final class FeedViewModel {
                func startPolling() async {
                    while !Task.isCancelled {
                        await refresh()
                        try? await Task.sleep(for: .seconds(30))
                    }
                }
                func sync(_ pages: [Int]) async throws {
                    for page in pages {
                        try Task.checkCancellation()
                        await store.sync(page: page)
                    }
                }
                func tick() async throws {
                    while true {
                        try await Task.sleep(for: .seconds(1))
                        seconds += 1
                    }
                }
                func fetchWithRetry() async -> Data? {
                    var attempt = 0
                    while attempt < maxRetries {
                        attempt += 1
                        if let data = try? await client.fetch() { return data }
                    }
                    for _ in 0..<3 { if let data = try? await client.fetch() { return data } }
                    return nil
                }
                func upload(_ files: [URL]) async {
                    for file in files { await client.upload(file) }
                    while pages < 10 {
                        do { try await client.fetch(page: pages) } catch { break }
                        pages += 1
                    }
                }
                let title = "while true { await refresh() }"
            }
            """),
            RuleExample("""
            final class StreamViewModel {
                func listen() async {
                    for await event in stream.events { handle(event) }
                    while let message = await inbox.next() { show(message) }
                    await withTaskGroup(of: Void.self) { group in
                        for id in ids { group.addTask { await self.load(id) } }
                    }
                }
                func reset() {
                    for id in ids { cache.remove(id) }
                }
                func report() async {
                    for line in lines { print(line) }
                }
            }
            """),
            RuleExample("""
            import Testing

            @Test func pollsThreeTimes() async {
                for _ in 0..<3 { await model.refresh() }
            }
            """, path: "Tests/FeedTests/PollingTests.swift"),
            RuleExample("""
            enum SceneWatcher {
                static let observer = Task { @MainActor in
                    while true {
                        try? await Task.sleep(for: .seconds(0.1))
                        await update()
                    }
                }
            }
            #Preview {
                FeedView().task {
                    while true { await demo.advance() }
                }
            }
            #if DEBUG
            extension FeedViewModel {
                func simulate() async { while true { await refresh() } }
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        guard node.signature.effectSpecifiers?.asyncSpecifier != nil, let body = node.body,
              !file.isTestFile, file.mentions("await") else { return }
        check(body, in: file)
    }

    func visit(_ node: ClosureExprSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("await"), CancellationSyntax.isAsyncOperation(node), !Self.livesAsLongAsTheApp(node) else { return }
        check(node.statements, in: file)
    }

    /// Whether the closure is the operation of a task kept in a `static` or global constant
    /// (`static let observer = Task { while true { … } }`): nothing cancels such a task, so there
    /// is no cancellation to check for.
    static func livesAsLongAsTheApp(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = SyntaxQueries.owningCall(of: closure), let clause = call.parent?.as(InitializerClauseSyntax.self),
              let variable = clause.parent?.parent?.parent?.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.let) else { return false }
        if SyntaxQueries.isTypeMember(variable.modifiers) { return true }
        return variable.parent?.is(CodeBlockItemSyntax.self) == true && variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    private func check(_ body: some SyntaxProtocol, in file: FileContext) {
        for loop in CancellationSyntax.outermostLoops(in: body) {
            guard let (keyword, loopBody) = Self.parts(of: loop), CancellationSyntax.awaits(loopBody),
                  !loop.is(ForStmtSyntax.self), !Self.isRetryLoop(loop),
                  !CancellationSyntax.looksAtCancellation(loop), !CancellationSyntax.propagatesAwaitedError(loopBody),
                  !SyntaxQueries.isPreviewOrDebugCode(loop) else { continue }
            report(keyword, "This loop awaits on every pass but never checks for cancellation; add `try Task.checkCancellation()` or `guard !Task.isCancelled else { return }` inside it.", in: file)
        }
    }

    /// A loop that runs a handful of times: `for attempt in 1...3`, `for _ in 0..<5`,
    /// `while attempt < 3`, or one whose counter or bound names an attempt or retry
    /// (`while attempt < maxRetries`). After a cancellation it ends within a few quick failures.
    static func isRetryLoop(_ loop: StmtSyntax) -> Bool {
        func mentionsRetry(_ node: some SyntaxProtocol) -> Bool {
            let text = node.trimmedDescription.lowercased()
            return text.contains("attempt") || text.contains("retr")
        }
        func smallBound(_ elements: [ExprSyntax], operators: Set<String>) -> Bool {
            guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self), operators.contains(op.operator.text) else { return false }
            if mentionsRetry(elements[0]) || mentionsRetry(elements[2]) { return true }
            guard let upper = elements[2].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) else { return false }
            let lower = elements[0].as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) } ?? 0
            return upper - lower <= 10
        }
        if let forLoop = loop.as(ForStmtSyntax.self) {
            if mentionsRetry(forLoop.pattern) { return true }
            guard let range = forLoop.sequence.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(range.elements)
            return elements.first?.is(IntegerLiteralExprSyntax.self) == true && smallBound(elements, operators: ["..<", "..."])
        }
        if let whileLoop = loop.as(WhileStmtSyntax.self), whileLoop.conditions.count == 1,
           case .expression(let condition) = whileLoop.conditions.first?.condition,
           let comparison = condition.as(SequenceExprSyntax.self) {
            return smallBound(Array(comparison.elements), operators: ["<", "<="])
        }
        return false
    }

    /// The keyword and body of a loop; nil for `for await` loops, which end on cancellation.
    static func parts(of loop: StmtSyntax) -> (TokenSyntax, CodeBlockSyntax)? {
        if let forLoop = loop.as(ForStmtSyntax.self) {
            guard forLoop.awaitKeyword == nil else { return nil }
            return (forLoop.forKeyword, forLoop.body)
        }
        if let whileLoop = loop.as(WhileStmtSyntax.self) { return (whileLoop.whileKeyword, whileLoop.body) }
        if let repeatLoop = loop.as(RepeatStmtSyntax.self) { return (repeatLoop.repeatKeyword, repeatLoop.body) }
        return nil
    }
}
