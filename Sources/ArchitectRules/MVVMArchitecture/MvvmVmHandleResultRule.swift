import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags repository results whose failure is dropped: a `switch` without `.failure`, an
/// `if case .success` without `else`, or `try? ….get()`.
struct MvvmVmHandleResultRule: SyntaxRule {
    static let description = RuleDescription(
        id: "mvvm-vm-handle-result", title: "Handle both cases of a repository Result", category: .mvvmArchitecture, impact: .must,
        presets: [.mvvm],
        rationale: """
        In the mvvm guide repositories return `Result<T, AppError>` instead of throwing, so the \
        compiler no longer forces anyone to look at the error. The ViewModel has to switch over \
        the result and handle both cases: `.success` fills the screen's state, `.failure` sets \
        `errorMessage`. Code that looks only at `.success` shows stale or empty data with no \
        explanation when the call fails.

        Reported, for a call on a repository (a receiver named `…repository` or `…Repository`: \
        `repository.products()`, `self.cartRepository.items()`), outside tests, previews and \
        `#if DEBUG`: at `switch`, a switch over the call (directly, or over a `let`/`var` \
        bound to it earlier in the same block) that names no `.success` or no `.failure` case \
        and whose `default` does nothing (`break`, a bare `return`, or empty); at `if`, an \
        `if case .success… = ` on the call with no `else`; at `try`, `try? ….get()` on the \
        call, which turns the failure into `nil`. Left alone: a `default` that does something \
        (it handles the other case), `guard case`, `try ….get()` inside `do`/`catch` or a \
        throwing function (the error goes somewhere), results stored or returned for later, \
        `_ = repository.x()` (one file cannot tell a discarded `Result` from another return \
        value), and calls on receivers with other names.
        """,
        triggering: [
            RuleExample("""
            @Observable @MainActor final class ProductViewModel {
                func fetchProducts() async {
                    let result = await repository.getProducts(page: 1)
                    ↓switch result {
                    case .success(let data): products = data
                    default: break
                    }
                }
            }
            """),
            RuleExample("""
            extension CartViewModel {
                func load() async {
                    ↓if case .success(let items) = await self.cartRepository.items() {
                        self.items = items
                    }
                    #if os(iOS)
                    badge = (↓try? await cartRepository.count().get()) ?? 0
                    #endif
                }
            }
            """),
            RuleExample("""
            final class OrdersViewModel {
                func delete(_ id: String) async {
                    ↓switch await ordersRepository.delete(id) {
                    case .failure(let error): errorMessage = error.userMessage
                    default: return
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @Observable @MainActor final class ProductViewModel {
                func fetchProducts() async {
                    // `switch result` without `.failure` would be reported.
                    let result = await repository.getProducts(page: 1)
                    switch result {
                    case .success(let data): products = data
                    case .failure(let error): errorMessage = error.userMessage
                    }
                    switch await repository.count() {
                    case .success(let count): total = count
                    default: errorMessage = "Could not count"
                    }
                }
            }
            """),
            RuleExample("""
            final class CartViewModel {
                func load() async throws {
                    items = try await cartRepository.items().get()
                    if case .success(let count) = await cartRepository.count() { badge = count } else { badge = 0 }
                    guard case .success(let user) = await userRepository.current() else { return }
                    self.user = user
                    let cached = try? await cache.items().get()
                    print("try? repository.items().get()", cached as Any)
                }
            }
            """),
            RuleExample("""
            final class SpyViewModel {
                func load() async {
                    if case .success(let items) = await repository.items() { self.items = items }
                }
            }
            """, path: "Tests/AppTests/SpyViewModel.swift"),
            RuleExample("""
            #if DEBUG
            func previewItems() async -> [String] {
                (try? await repository.items().get()) ?? []
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let repository = ViewModelShapes.repositoryReceiver(of: call), !file.isTestFile,
              !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        let method = (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text).map { "\(repository).\($0)" } ?? repository
        let outer = Self.wrapped(ExprSyntax(call))
        if let flattening = Self.optionalTry(flattening: call) {
            report(flattening.tryKeyword, "`try? ….get()` turns a failure of `\(method)` into nil; switch over the result and handle `.failure` (set `errorMessage`).", in: file)
            return
        }
        if let switchExpr = outer.parent?.as(SwitchExprSyntax.self), switchExpr.subject.id == outer.id {
            check(switchExpr, method: method, in: file)
            return
        }
        if let condition = outer.parent?.as(InitializerClauseSyntax.self)?.parent?.as(MatchingPatternConditionSyntax.self),
           condition.parent?.parent?.parent?.is(IfExprSyntax.self) == true,
           let ifExpr = condition.parent?.parent?.parent?.as(IfExprSyntax.self), ifExpr.elseBody == nil,
           Self.names(condition.pattern).contains("success") {
            report(ifExpr.ifKeyword, "Only the success of `\(method)` is handled here; switch over the result and set `errorMessage` in the `.failure` case.", in: file)
            return
        }
        if let binding = outer.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let item = binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
           let list = item.parent?.as(CodeBlockItemListSyntax.self) {
            var reached = false
            for statement in list {
                if statement.id == item.id { reached = true; continue }
                guard reached, let switchExpr = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
                        ?? statement.item.as(SwitchExprSyntax.self),
                      switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { continue }
                check(switchExpr, method: method, in: file)
                return
            }
        }
    }

    /// Reports a switch that leaves out `.success` or `.failure` and whose `default` does nothing.
    private func check(_ switchExpr: SwitchExprSyntax, method: String, in file: FileContext) {
        var named = Set<String>()
        var idleDefault = false
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { return }   // `#if` inside the switch: unsure
            switch switchCase.label {
            case .case(let label):
                for item in label.caseItems { named.formUnion(Self.names(item.pattern)) }
            case .default:
                idleDefault = switchCase.statements.allSatisfy { statement in
                    if statement.item.is(BreakStmtSyntax.self) { return true }
                    if let returned = statement.item.as(ReturnStmtSyntax.self) { return returned.expression == nil }
                    return false
                }
            @unknown default:
                return
            }
        }
        let missing = ["success", "failure"].filter { !named.contains($0) }
        guard let first = missing.first, idleDefault else { return }
        report(switchExpr.switchKeyword, "This `switch` over the result of `\(method)` has no `.\(first)` case; handle both `.success` and `.failure` so a failure reaches `errorMessage`.", in: file)
    }

    /// The identifiers a pattern mentions (`success` for `.success(let x)` or `let .success(x)`).
    static func names(_ pattern: PatternSyntax) -> Set<String> {
        Set(pattern.tokens(viewMode: .sourceAccurate).filter { if case .identifier = $0.tokenKind { return true }; return false }.map(\.text))
    }

    /// `expression` with the `await`, `try` and parentheses written directly around it.
    static func wrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let parent = current.parent {
            if let awaited = parent.as(AwaitExprSyntax.self) { current = ExprSyntax(awaited); continue }
            if let tried = parent.as(TryExprSyntax.self), tried.questionOrExclamationMark == nil { current = ExprSyntax(tried); continue }
            break
        }
        return current
    }

    /// The `try?` of `try? [await] call.get()`, when `call` is the receiver of a `get()` with no arguments.
    static func optionalTry(flattening call: FunctionCallExprSyntax) -> TryExprSyntax? {
        guard let member = call.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "get",
              let getCall = member.parent?.as(FunctionCallExprSyntax.self), getCall.arguments.isEmpty, getCall.trailingClosure == nil else { return nil }
        var current = Syntax(getCall)
        while let parent = current.parent {
            if let tried = parent.as(TryExprSyntax.self) {
                return tried.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? tried : nil
            }
            guard parent.is(AwaitExprSyntax.self) || parent.is(TupleExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
                    || parent.is(LabeledExprSyntax.self) else { return nil }
            if let tuple = parent.as(TupleExprSyntax.self), tuple.elements.count != 1 { return nil }
            current = parent
        }
        return nil
    }
}
