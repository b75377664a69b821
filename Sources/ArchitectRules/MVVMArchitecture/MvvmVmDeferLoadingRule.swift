import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a loading flag set to true and cleared by hand instead of with `defer`.
struct MvvmVmDeferLoadingRule: SyntaxRule {
    /// The `flags` option.
    static let flags = Option<[String]>(
        "flags",
        default: ["isLoading", "isLoadingMore", "isFetching", "isRefreshing", "isSubmitting", "isSaving", "isDeleting",
                  "isUpdating", "isSending", "isUploading", "isDownloading", "isSyncing", "isProcessing", "isSearching"],
        "Names of the busy flags that must be cleared with `defer`; any name starting with `isLoading` counts too.")

    static let description = RuleDescription(
        id: "mvvm-vm-defer-loading", title: "Clear loading flags with defer", category: .mvvmArchitecture, impact: .must,
        presets: [.mvvm],
        rationale: """
        A flag such as `isLoading` drives a spinner and usually disables buttons. When a function \
        sets it and clears it again at the end, every early `return`, `guard` and thrown error \
        in between leaves the screen stuck in its busy state. Writing `defer { isLoading = false }` \
        right after setting it clears the flag on every way out.

        Reported, at the flag: a statement `flag = true` (or `self.flag = true`) written \
        directly in the body of a function, initializer, accessor or closure, where the flag is \
        one of `flags` or starts with `isLoading`, when that same body holds no `defer` that sets \
        it to `false` and clears it by hand in a way an exit can skip: the first later statement \
        that clears it is a branch (`do`/`catch`, `if`, `switch` with `flag = false` inside), or \
        a plain `flag = false` with a `return`, `guard`, uncaught `throw` or uncaught `try` \
        between the two. Left alone: straight-line code that always reaches the reset (an \
        `await` alone cannot skip it); an `if … else` whose every branch clears it before any \
        exit, and a `do` whose body ends by clearing it with no `return`, `break` or `continue` \
        before, when every `catch` clears it first (the reset is then on every path; `defer` \
        would only tidy it); a flag never cleared in the same body (another method or \
        a callback clears it, and `defer` would clear it too early); a body that clears it \
        inside a closure (`withAnimation { isLoading = false }`, `Task { … }`, a completion \
        handler), for the same reason; `flag = true` inside an `if` or other nested block; \
        other names (`isEditing`, `isPlaying`, `isPresented` are state, not work in progress), \
        comparisons, and the words in comments and strings.
        """,
        options: [flags],
        triggering: [
            RuleExample("""
            @Observable @MainActor
            final class ProductViewModel {
                var isLoading = false
                func fetchProducts() async {
                    ↓isLoading = true
                    guard let data = await repository.products() else { return }
                    products = data
                    isLoading = false
                }
            }
            """),
            RuleExample("""
            extension CheckoutViewModel {
                func submit() async {
                    ↓self.isSubmitting = true
                    do {
                        guard !order.isEmpty else { return }
                        try await repository.submit(order)
                        isSubmitting = false
                    } catch {
                        isSubmitting = false
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            final class FeedViewModel {
                func loadMore() {
                    Task {
                        ↓isLoadingMore = true
                        try await fetchNextPage()
                        self.isLoadingMore = false
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor final class EditorViewModel {
                func save() async {
                    isSaving = true
                    do {
                        try await client.save(draft)
                        isSaving = false
                    } catch {
                        isSaving = false
                        errorMessage = error.localizedDescription
                    }
                }
            }
            """, options: ["flags": .strings(["isSaving"])]),
            RuleExample("""
            @MainActor final class StatusViewModel {
                func fetchRemote() async -> Bool {
                    isLoadingRemote = true
                    let found = await client.find(url)
                    if let status = found {
                        localStatus = status
                        isLoadingRemote = false
                        return true
                    } else {
                        isLoadingRemote = false
                        return false
                    }
                }
            }
            """, options: ["flags": .strings(["isLoadingRemote"])]),
            RuleExample("""
            final class ProductViewModel {
                func fetchProducts() async {
                    // `isLoading = true` without defer would be reported.
                    isLoading = true
                    defer { isLoading = false }
                    products = await repository.products()
                    isLoading = false
                }
                func refresh() async {
                    defer { self.isRefreshing = false }
                    isRefreshing = true
                    await reload()
                }
            }
            """),
            RuleExample("""
            final class FeedViewModel {
                func load() {
                    isLoading = true
                    Task {
                        await fetch()
                        isLoading = false
                    }
                }
                func start() { isLoading = true }
                func reload() async {
                    isLoading = true
                    items = await repository.items()
                    do { try await cache.save(items) } catch { print(error) }
                    isLoading = false
                }
                func search() async {
                    isSearching = true
                    do {
                        results = try await client.search(query)
                        withAnimation { isSearching = false }
                    } catch {
                        isSearching = false
                    }
                }
                func finish() { isLoading = false }
                func upload() {
                    isUploading = true
                    client.upload(file) { _ in self.isUploading = false }
                }
            }
            """),
            RuleExample("""
            final class EditorViewModel {
                func edit() {
                    isEditing = true
                    save()
                    isEditing = false
                    if retry { isLoading = true }
                    isLoading = false
                    let busy = isLoading == true
                    print("isLoading = true", busy)
                }
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ sequence: SequenceExprSyntax, in file: FileContext) {
        guard let flag = Self.assignedFlag(sequence, value: true), isFlag(flag.name),
              let item = sequence.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              Self.isScopeBody(list) else { return }
        var deferred = false
        var reached = false
        var exitSeen = false
        var skippable = false   // a later clear that some exit path can miss
        var decided = false
        for statement in list {
            if statement.id == item.id { reached = true; continue }
            if let deferStmt = statement.item.as(DeferStmtSyntax.self) {
                if Self.clears(flag.name, in: Syntax(deferStmt.body)) { deferred = true }
                continue
            }
            guard reached else { continue }
            // A clear inside a closure (`withAnimation`, `Task`): the reset is deliberately elsewhere.
            if Self.clears(flag.name, in: Syntax(statement), insideClosures: true) { return }
            guard !decided else { continue }
            if Self.isClear(statement, of: flag.name) || Self.clearsOnEveryBranch(statement, of: flag.name) {
                skippable = exitSeen
                decided = true
            } else if Self.clears(flag.name, in: Syntax(statement)) {
                skippable = true   // cleared by hand in branches
                decided = true
            } else if Self.mayExit(Syntax(statement)) {
                exitSeen = true
            }
        }
        guard skippable, !deferred else { return }
        report(flag.token, "`\(flag.name)` is set here and cleared by hand; write `defer { \(flag.name) = false }` right after this line so every exit path clears it.", in: file)
    }

    private func isFlag(_ name: String) -> Bool {
        name.hasPrefix("isLoading") || configuration[Self.flags].contains(name)
    }

    /// The flag of `flag = value` or `self.flag = value` with a Boolean literal, and the node to report.
    static func assignedFlag(_ sequence: SequenceExprSyntax, value: Bool) -> (name: String, token: Syntax)? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let literal = elements[2].as(BooleanLiteralExprSyntax.self),
              literal.literal.tokenKind == (value ? .keyword(.true) : .keyword(.false)) else { return nil }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            return (reference.baseName.text, Syntax(reference))
        }
        if let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.tokenKind == .keyword(.self) {
            return (member.declName.baseName.text, Syntax(member))
        }
        return nil
    }

    /// Whether a statement list is the body of a function, initializer, accessor, closure or `defer`-free scope owner.
    static func isScopeBody(_ list: CodeBlockItemListSyntax) -> Bool {
        if list.parent?.is(ClosureExprSyntax.self) == true { return true }
        guard let block = list.parent?.as(CodeBlockSyntax.self), let owner = block.parent else { return false }
        return owner.is(FunctionDeclSyntax.self) || owner.is(InitializerDeclSyntax.self) || owner.is(AccessorDeclSyntax.self)
    }

    /// Whether a statement is `flag = false` (or `self.flag = false`) itself.
    static func isClear(_ statement: CodeBlockItemSyntax, of flag: String) -> Bool {
        guard let sequence = statement.item.as(SequenceExprSyntax.self) else { return false }
        return assignedFlag(sequence, value: false)?.name == flag
    }

    /// Whether `statement` is an `if … else` chain each of whose bodies sets `flag` to false as
    /// one of its own statements before anything in it may leave the function.
    static func clearsOnEveryBranch(_ statement: CodeBlockItemSyntax, of flag: String) -> Bool {
        func clearsFirst(_ body: CodeBlockSyntax) -> Bool {
            for item in body.statements {
                if isClear(item, of: flag) { return true }
                if mayExit(Syntax(item)) { return false }
            }
            return false
        }
        // `do { …; flag = false } catch { flag = false }`: the `do` body may leave only by throwing
        // into a `catch`, and every `catch` clears first.
        if let doStatement = statement.item.as(DoStmtSyntax.self), !doStatement.catchClauses.isEmpty {
            let body = doStatement.body.statements
            guard let last = body.last, isClear(last, of: flag),
                  !body.dropLast().contains(where: { item in
                      // Any `return`, `break` or `continue` (even in a closure) keeps the finding.
                      item.tokens(viewMode: .sourceAccurate).contains { token in
                          token.tokenKind == .keyword(.return) || token.tokenKind == .keyword(.break)
                              || token.tokenKind == .keyword(.continue)
                      }
                  }) else { return false }
            return doStatement.catchClauses.allSatisfy { clearsFirst($0.body) }
        }
        guard var branch = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? statement.item.as(IfExprSyntax.self) else { return false }
        while true {
            guard clearsFirst(branch.body) else { return false }
            guard let elseBody = branch.elseBody else { return false }
            if let block = elseBody.as(CodeBlockSyntax.self) { return clearsFirst(block) }
            guard let next = elseBody.as(IfExprSyntax.self) else { return false }
            branch = next
        }
    }

    /// Whether `node` sets `flag` to false: outside nested closures and functions, or with
    /// `insideClosures`, only inside a closure it holds.
    static func clears(_ flag: String, in node: Syntax, insideClosures: Bool = false) -> Bool {
        let finder = BodyFinder(flag: flag, insideClosures: insideClosures)
        finder.walk(node)
        return finder.found
    }

    /// Whether `node` holds a way out of the enclosing body before it ends: `return`, a `guard`,
    /// or a `throw` or a `try` without `?`/`!` that no `catch` around it takes (nested closures
    /// and functions left out).
    static func mayExit(_ node: Syntax) -> Bool {
        let finder = BodyFinder(flag: nil, insideClosures: false)
        finder.walk(node)
        return finder.exits
    }

    private final class BodyFinder: SyntaxVisitor {
        let flag: String?
        let insideClosures: Bool
        var depth = 0
        var found = false
        var exits = false
        init(flag: String?, insideClosures: Bool) {
            self.flag = flag
            self.insideClosures = insideClosures
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            guard insideClosures else { return .skipChildren }
            depth += 1
            return .visitChildren
        }
        override func visitPost(_ node: ClosureExprSyntax) { if insideClosures { depth -= 1 } }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let flag, insideClosures == (depth > 0), let assigned = MvvmVmDeferLoadingRule.assignedFlag(node, value: false),
               assigned.name == flag { found = true }
            return .visitChildren
        }
        /// How many `do` bodies with `catch` clauses the walk is inside: errors there are caught.
        var caught = 0
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            if Self.isCaughtBody(node) { caught += 1 }
            return .visitChildren
        }
        override func visitPost(_ node: CodeBlockSyntax) { if Self.isCaughtBody(node) { caught -= 1 } }
        static func isCaughtBody(_ block: CodeBlockSyntax) -> Bool {
            guard let doStmt = block.parent?.as(DoStmtSyntax.self) else { return false }
            return doStmt.body.id == block.id && !doStmt.catchClauses.isEmpty
        }
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { exits = true; return .visitChildren }
        override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { if caught == 0 { exits = true }; return .visitChildren }
        override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { exits = true; return .visitChildren }
        override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
            if node.questionOrExclamationMark == nil, caught == 0 { exits = true }
            return .visitChildren
        }
    }
}
