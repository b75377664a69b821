import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags empty `catch` blocks and `try?` statements whose result is thrown away.
struct ErrNoSilentFailureRule: SyntaxRule {
    static let description = RuleDescription(
        id: "err-no-silent-failure", title: "Do not swallow errors", category: .error, impact: .must,
        presets: [.mvvm],
        rationale: """
        The MVVM guide allows no silent failures: every error is shown to the user or logged. \
        Two shapes throw an error away without a trace, and are reported: a `catch` clause with \
        an empty block, at `catch` (unless the block holds a comment that records a decision, \
        such as `// Keep the current page when a later one fails`: the team chose to go on and \
        wrote why; a `TODO`, a `FIXME` or a comment that says "handle" marks unfinished handling \
        and is still reported), and a `try?` \
        whose optional result is discarded, at `try`: a statement of its own (`try? store.save()`, \
        `try? await client.post(…)`), `_ = try? …` or `let _ = try? …`. The only statement of a closure, a getter or a function \
        with a result type may be its implicit return value and is left alone, except in closures \
        handed to `Task`, `.task`, `.onAppear`, `.refreshable`, `Button` and similar actions, \
        which return nothing anyone reads (without types, a closure stored as \
        `load: { try? await store.load() }` is not told apart). Code is checked in \
        functions, initialisers and properties (accessors such as a View's `body`, initial \
        values), closures inside them included. Left alone, because the failure carries no \
        information: `try? await Task.sleep(…)` (it only fails when the task is cancelled), \
        a clock's or scheduler's `sleep(for:)`/`sleep(until:)` (the same), \
        `try? fileManager.removeItem(at:)` (best-effort clean-up, which mostly fails because the \
        item is already gone), `createDirectory(at:…)` (when it fails, the write into the \
        directory that follows fails too, and that is where the error belongs), the App Store \
        review prompt (`try? await requestReview()`, which the system may decline to show \
        anyway), the audio session's `setCategory`/`setActive`/`setMode` and `setVolume` (the \
        default session or level is what the user gets), calls on a receiver whose name \
        contains "haptic" (`hapticEngine.start()`: feedback a device may not even have), Game Center's `localPlayer.authenticate()` (it shows its own sign-in), `try?` in \
        `encode(to:)` and `init(from:)` (optional fields of a Codable type), a \
        `do` block whose only `try`s are such calls (a debounce that sleeps), an empty `catch` after a `do` \
        that only assigns `try` results to names declared before it (`do { image = try load() } \
        catch {}`, which says what `image = try? load()` says), `catch is CancellationError {}`, an empty `catch` in a `while` or `repeat` loop whose \
        body also sleeps (`try? await Task.sleep(…)` as a statement of the loop: a polling or \
        retry loop, whose next turn handles the failure), cache code (a function or an enclosing type whose name \
        contains "cache", such as `clearCache()` or `actor TimelineCache`: a cache is best effort \
        by design, and a failed read or write only means fetching again), and `try? await task.value` \
        or `.result`, which only waits for another task that handles its own errors. Also left \
        alone: `try?` whose value is used (`if let`, `??`, assignment to a name), `catch` blocks \
        with any statement, test files, previews and `#if DEBUG` code, comments and strings. \
        Not checked: top-level code, `deinit` and subscripts. The `.failure` branch of the \
        catalog row needs to know what counts as logging and is not implemented here.
        """,
        triggering: [
            RuleExample("""
            @Observable final class ProfileViewModel {
                func save() async {
                    do {
                        try await repository.save(profile)
                    } ↓catch {
                        // TODO: handle the error
                    }
                    do { try await repository.sync() } ↓catch {}
                    while let next = queue.popFirst() {
                        do { try await repository.upload(next) } ↓catch {}
                    }
                    ↓try? cache.flush()
                    ↓try? FileManager.default.copyItem(at: draftURL, to: exportURL)
                    ↓try? data.write(to: exportURL)
                }
            }
            """),
            RuleExample("""
            struct SettingsView: View {
                var body: some View {
                    Button("Reset") {
                        Task {
                            _ = ↓try? await client.post(endpoint: .reset)
                            let _ = ↓try? store.clear()
                        }
                    }
                    .refreshable { ↓try? await store.reload() }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension AudioPlayer {
                struct Session {
                    init() {
                        ↓try? audioEngine.start()
                        do { try load() } ↓catch let error as DecodingError {} catch { log(error) }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            func cachedImage(at url: URL) -> UIImage? {
                var data: Data?
                do {
                    data = try Data(contentsOf: url)
                } catch {}
                guard let data else { return nil }
                return UIImage(data: data)
            }
            """),
            RuleExample("""
            struct TimelineFilter: Codable {
                var tag: String?
                func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try? container.encode(tag, forKey: .tag)
                }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    tag = try? container.decode(String.self, forKey: .tag)
                    _ = try? container.decodeNil(forKey: .tag)
                }
            }
            """),
            RuleExample("""
            // try? store.save() would hide the error; catch {} too.
            final class StoreViewModel {
                var errorMessage: String?
                func save() {
                    do { try store.save() } catch { errorMessage = "Could not save." }
                    let saved = try? store.load()
                    if let data = try? store.export() { share(data) }
                    print("try? catch {}", saved ?? 0)
                }
                var data: Data? { try? Data(contentsOf: url) }
                var cached: Data? { get { try? store.cached() } }
                func decoded() -> Settings? { try? decoder.decode(Settings.self, from: data) }
                let values = rows.compactMap { try? decoder.decode(Row.self, from: $0) }
            }
            """),
            RuleExample("""
            final class Poller {
                var task: Task<Void, Never>?
                func poll(previous: Task<Void, Error>) async {
                    _ = try? await previous.value
                    try? await Task.sleep(for: .seconds(1))
                    try? FileManager.default.removeItem(at: cacheURL)
                    try? await self.requestReviewAsync()
                    try? AVAudioSession.sharedInstance().setCategory(.ambient)
                    try? await gameCenter.localPlayer.authenticate()
                    do { try await Task.sleep(nanoseconds: 500) } catch {}
                    do {
                        try await Task.sleep(for: .milliseconds(300))
                        query = text
                    } catch {}
                    do { try await refresh() } catch is CancellationError {} catch { logger.error("\\(error)") }
                }
            }
            """),
            RuleExample("""
            final class UploadPoller {
                func waitForProcessing(id: String) async {
                    while !Task.isCancelled {
                        do {
                            if try await client.media(id: id).isReady { return }
                        } catch {}
                        try? await Task.sleep(for: .seconds(5))
                    }
                }
            }
            actor ImageCache {
                func clear() async {
                    do { try await storage.removeAll() } catch {}
                    try? await storage.compact()
                }
            }
            final class FeedViewModel {
                func clearCache() { try? store.wipe() }
                func loadNextPage() async {
                    do {
                        pages.append(try await client.page(after: cursor))
                    } catch {
                        // Keep the pages already shown when a later one fails.
                    }
                }
            }
            """),
            RuleExample("""
            final class AttachmentStore {
                private let clock = ContinuousClock()
                func cache(_ data: Data, named name: String) async throws {
                    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attachments")
                    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try data.write(to: folder.appendingPathComponent(name))
                    try? await clock.sleep(for: .milliseconds(200))
                    do { try await scheduler.sleep(until: deadline) } catch {}
                }
                func play(_ sound: Sound, volume: Float) {
                    try? audioSession.setMode(.default)
                    try? player.setVolume(of: sound, to: volume)
                    try? hapticEngine?.start()
                    try? HapticFeedback.shared.play(.success)
                    do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {}
                }
            }
            """),
            RuleExample("""
            import Testing

            @Test func savesQuietly() throws {
                try? store.save()
                do { try store.load() } catch {}
            }
            """, path: "Tests/StoreTests/StoreTests.swift"),
            RuleExample("""
            #Preview {
                let store = Store()
                try? store.seed()
                return StoreView(store: store)
            }
            struct StoreView_Previews: PreviewProvider {
                static var previews: some View {
                    let _ = try? Store.demo.seed()
                    StoreView(store: .demo)
                }
            }
            #if DEBUG
            extension Store { func reset() { try? wipe() } }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        guard let body = node.body else { return }
        check(Syntax(body), owner: node, in: file)
    }

    func visit(_ node: InitializerDeclSyntax, in file: FileContext) {
        guard let body = node.body else { return }
        check(Syntax(body), owner: node, in: file)
    }

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("try?") || file.mentions("catch") else { return }
        for binding in node.bindings {
            if binding.pattern.is(WildcardPatternSyntax.self), let value = binding.initializer?.value.as(TryExprSyntax.self),
               Self.isSilentTry(value), !SyntaxQueries.isPreviewOrDebugCode(node), !Self.isCacheCode(node) {
                report(value.tryKeyword, Self.tryMessage, in: file)
            }
            check(Syntax(binding), owner: node, in: file)
        }
    }

    static let tryMessage = "The error of this `try?` is thrown away; handle it with `do`/`catch` and show or log it."
    static let catchMessage = "This `catch` block is empty, so the error disappears; show it to the user or log it."

    private func check(_ scope: Syntax, owner: some SyntaxProtocol, in file: FileContext) {
        guard !file.isTestFile, file.mentions("try?") || file.mentions("catch") else { return }
        let finder = SilentFailureFinder()
        finder.walk(scope)
        guard !finder.found.isEmpty, !SyntaxQueries.isPreviewOrDebugCode(owner), !Self.isCacheCode(owner) else { return }
        for token in finder.found {
            report(token, token.tokenKind == .keyword(.catch) ? Self.catchMessage : Self.tryMessage, in: file)
        }
    }

    /// Whether `node` is a `try?` whose failure would carry information: not a sleep, not a wait for a task.
    static func isSilentTry(_ node: TryExprSyntax) -> Bool {
        guard node.questionOrExclamationMark?.tokenKind == .postfixQuestionMark else { return false }
        var operand = node.expression
        if let awaited = operand.as(AwaitExprSyntax.self) {
            operand = awaited.expression
            if let member = operand.as(MemberAccessExprSyntax.self), member.base != nil,
               ["value", "result"].contains(member.declName.baseName.text) { return false }
        }
        if let call = operand.as(FunctionCallExprSyntax.self), isBestEffort(call) { return false }
        return !isInCodableConformance(node)
    }

    /// Whether the failure of `call` leaves nothing to show or do: a sleep, a best-effort call,
    /// Game Center's sign-in or a haptic.
    static func isBestEffort(_ call: FunctionCallExprSyntax) -> Bool {
        isTaskSleep(call) || isClockSleep(call) || bestEffortCalls.contains(where: { SyntaxQueries.isMemberCall(call, named: $0) })
            || isGameCenterSignIn(call) || isHapticCall(call)
    }

    /// `localPlayer.authenticate()`: Game Center shows its own sign-in, and a player who declines
    /// is an expected outcome, not an error to report.
    static func isGameCenterSignIn(_ call: FunctionCallExprSyntax) -> Bool {
        guard SyntaxQueries.isMemberCall(call, named: "authenticate"), let receiver = SyntaxQueries.receiver(of: call) else { return false }
        return receiver.trimmedDescription.hasSuffix("localPlayer")
    }

    /// Whether `node` sits in a Codable implementation, `encode(to:)` or `init(from:)`, where a
    /// `try?` marks a field as optional and there is no user to tell.
    static func isInCodableConformance(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self) {
                return function.name.text == "encode" && function.signature.parameterClause.parameters.first?.firstName.text == "to"
            }
            if let initializer = candidate.as(InitializerDeclSyntax.self) {
                return initializer.signature.parameterClause.parameters.first?.firstName.text == "from"
                    && initializer.signature.parameterClause.parameters.count == 1
            }
            if SyntaxQueries.isTypeDeclaration(candidate) { return false }
            current = candidate.parent
        }
        return false
    }

    /// Calls whose failure leaves nothing to show or to do: clean-up of what may be gone already,
    /// the App Store review prompt (the system decides whether it appears at all), and the audio
    /// session set-up an app makes at launch, whose failure only means the default session.
    /// Also creating a directory (`createDirectory(at:withIntermediateDirectories:)`): when it
    /// fails, the write into it that follows fails too, and that is where the error belongs.
    /// Audio levels and routes (`setMode`, `setVolume`) are decoration of the same kind.
    static let bestEffortCalls = ["removeItem", "requestReview", "requestReviewAsync", "setCategory", "setActive",
                                  "setMode", "setVolume", "createDirectory"]

    /// `clock.sleep(for:)`, `clock.sleep(until:)` or `sleep(for:)` on any receiver: the `Clock`
    /// and scheduler sleeps throw only when the task is cancelled, as `Task.sleep` does.
    static func isClockSleep(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
              member.declName.baseName.text == "sleep", let label = call.arguments.first?.label?.text else { return false }
        return label == "for" || label == "until"
    }

    /// A call on a haptic engine or player (`hapticEngine.start()`, `HapticManager.shared.play(…)`):
    /// haptics are feedback the user may not even feel (no hardware, Low Power Mode), and there
    /// is nothing to show when they fail. Told by a receiver whose name contains "haptic".
    static func isHapticCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let receiver = SyntaxQueries.receiver(of: call) else { return false }
        return receiver.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return name.lowercased().contains("haptic") }
            return false
        }
    }

    /// `Task.sleep(…)`, also `_Concurrency.Task.sleep(…)`.
    static func isTaskSleep(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "sleep",
              let base = member.base else { return false }
        return SyntaxQueries.isTypeReference(base, named: "Task")
    }

    /// Whether every `try` of the `do` statement's body (outside nested closures and functions)
    /// is a sleep or another best-effort call (`isBestEffort`): its `catch` then only ever sees a
    /// cancellation or a failure not worth telling, as in a debounce that sleeps and then does
    /// work that cannot throw, or `do { try fileManager.createDirectory(…) } catch {}`.
    static func onlyBestEffort(_ doStatement: DoStmtSyntax) -> Bool {
        let finder = TryFinder(viewMode: .sourceAccurate)
        finder.walk(doStatement.body)
        return !finder.tries.isEmpty && finder.tries.allSatisfy { tryExpr in
            let operand = tryExpr.expression.as(AwaitExprSyntax.self)?.expression ?? tryExpr.expression
            guard let call = operand.as(FunctionCallExprSyntax.self) else { return false }
            return isBestEffort(call)
        }
    }

    /// The `try` expressions of a block, outside nested closures and functions.
    private final class TryFinder: SyntaxVisitor {
        var tries: [TryExprSyntax] = []
        override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
            tries.append(node)
            return .visitChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// Calls whose closures return nothing anyone reads: a single `try?` in them is discarded.
    static let voidClosureCalls: Set<String> = ["Task", "detached", "task", "onAppear", "onDisappear", "refreshable", "onChange",
                                                "onTapGesture", "onSubmit", "onReceive", "Button", "withAnimation"]

    /// Whether `item` is the only statement of a body that returns its value: a closure (unless
    /// handed to one of `voidClosureCalls`), a getter, or a function with a result type.
    static func mayBeImplicitReturn(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, let container = list.parent else { return false }
        if let closure = container.as(ClosureExprSyntax.self) {
            guard let call = SyntaxQueries.owningCall(of: closure), let name = SyntaxQueries.calledName(call) else { return true }
            return !voidClosureCalls.contains(name)
        }
        if container.is(AccessorBlockSyntax.self) { return true }
        guard let block = container.as(CodeBlockSyntax.self), let owner = block.parent else { return false }
        if let accessor = owner.as(AccessorDeclSyntax.self) { return accessor.accessorSpecifier.tokenKind == .keyword(.get) }
        if let function = owner.as(FunctionDeclSyntax.self), let result = function.signature.returnClause?.type {
            return SyntaxQueries.plainTypeName(result) != "Void" && !(result.as(TupleTypeSyntax.self)?.elements.isEmpty ?? false)
        }
        return false
    }

    /// Whether a `do` block only assigns the results of `try` to names declared before it
    /// (`do { cached = try load() } catch {}`): the name keeps its old value, usually nil, on
    /// failure, which is what `cached = try? load()` says, and the code after it checks.
    static func onlyAssignsTries(_ doStatement: DoStmtSyntax) -> Bool {
        let statements = doStatement.body.statements
        return !statements.isEmpty && statements.allSatisfy { item in
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { return false }
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[0].is(DeclReferenceExprSyntax.self)
                && elements[1].is(AssignmentExprSyntax.self) && elements[2].is(TryExprSyntax.self)
        }
    }

    /// Whether `owner` is cache code: its own name (a function's) or an enclosing type's name
    /// contains "cache" (`clearCache()`, `actor TimelineCache`, `cachedImage(for:)`). A cache is
    /// best effort by design: when a read or write fails, the data is fetched again, and the
    /// user has nothing to be told.
    static func isCacheCode(_ owner: some SyntaxProtocol) -> Bool {
        if let function = owner.as(FunctionDeclSyntax.self), function.name.text.lowercased().contains("cache") { return true }
        var current = owner.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self), function.name.text.lowercased().contains("cache") { return true }
            if SyntaxQueries.isTypeDeclaration(node) {
                let name = node.as(ExtensionDeclSyntax.self).map { $0.extendedType.trimmedDescription } ?? SyntaxQueries.declaredName(of: node)
                if name?.lowercased().contains("cache") == true { return true }
            }
            current = node.parent
        }
        return false
    }

    /// Whether an empty `catch` block holds a comment that records a decision (`// Keep the
    /// current page when a later one fails`): the team chose to go on, and wrote why. A comment
    /// that asks for the handling still to be written (`TODO`, `FIXME`, or one that says
    /// "handle") marks the block as unfinished and does not count.
    static func hasDecisionComment(_ clause: CatchClauseSyntax) -> Bool {
        let trivia = clause.body.leftBrace.trailingTrivia.pieces + clause.body.rightBrace.leadingTrivia.pieces
        let comments = trivia.compactMap { piece -> String? in
            switch piece {
            case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): return text
            default: return nil
            }
        }
        guard !comments.isEmpty else { return false }
        let text = comments.joined(separator: " ").lowercased()
        return !["todo", "fixme", "handle"].contains { text.contains($0) }
    }

    /// Whether the `catch` sits in the body of a `while` or `repeat` loop that also sleeps
    /// (`Task.sleep`, a clock's `sleep(for:)`) outside the `do` statement: a polling or retry
    /// loop, whose next turn is the handling of a failed one.
    static func isInPollingLoop(_ clause: CatchClauseSyntax) -> Bool {
        var current = clause.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) { return false }
            let loopBody = node.as(WhileStmtSyntax.self)?.body ?? node.as(RepeatStmtSyntax.self)?.body
            if let loopBody {
                return loopBody.statements.contains { item in
                    let operand = item.item.as(TryExprSyntax.self).map { $0.expression.as(AwaitExprSyntax.self)?.expression ?? $0.expression }
                        ?? item.item.as(AwaitExprSyntax.self)?.expression.as(TryExprSyntax.self)?.expression
                    guard let call = operand?.as(FunctionCallExprSyntax.self) else { return false }
                    return isTaskSleep(call) || isClockSleep(call)
                }
            }
            current = node.parent
        }
        return false
    }

    /// Whether every pattern of the clause is `is CancellationError`.
    static func catchesOnlyCancellation(_ clause: CatchClauseSyntax) -> Bool {
        !clause.catchItems.isEmpty && clause.catchItems.allSatisfy { item in
            guard let pattern = item.pattern?.as(IsTypePatternSyntax.self) else { return false }
            return SyntaxQueries.baseTypeName(pattern.type) == "CancellationError"
        }
    }

    /// Collects the `catch` and `try` keywords to report, staying out of nested declarations
    /// (functions, initialisers, variables and types are visited on their own).
    private final class SilentFailureFinder: SyntaxQueries.ScopedVisitor {
        var found: [TokenSyntax] = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
            if node.body.statements.isEmpty, !ErrNoSilentFailureRule.catchesOnlyCancellation(node),
               !ErrNoSilentFailureRule.hasDecisionComment(node), !ErrNoSilentFailureRule.isInPollingLoop(node),
               !(node.parent?.parent?.as(DoStmtSyntax.self).map(ErrNoSilentFailureRule.onlyBestEffort) ?? false),
               !(node.parent?.parent?.as(DoStmtSyntax.self).map(ErrNoSilentFailureRule.onlyAssignsTries) ?? false) {
                found.append(node.catchKeyword)
            }
            return .visitChildren
        }

        override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
            if ErrNoSilentFailureRule.isSilentTry(node), Self.isDiscarded(node) { found.append(node.tryKeyword) }
            return .visitChildren
        }

        /// A statement of its own, or the right side of `_ = …`.
        static func isDiscarded(_ node: TryExprSyntax) -> Bool {
            guard let parent = node.parent else { return false }
            if let item = parent.as(CodeBlockItemSyntax.self) { return !ErrNoSilentFailureRule.mayBeImplicitReturn(item) }
            if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                return elements.count == 3 && elements[0].is(DiscardAssignmentExprSyntax.self)
                    && elements[1].is(AssignmentExprSyntax.self) && elements[2].id == node.id
                    && sequence.parent?.is(CodeBlockItemSyntax.self) == true
            }
            return false
        }
    }
}
