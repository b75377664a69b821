import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags use-case and interactor types, a layer the clinic architecture leaves out.
struct LayerUsecaseProtocolRule: SyntaxRule {
    /// The `suffixes` option.
    static let suffixes = Option<[String]>("suffixes", default: ["UseCase", "UseCaseImpl", "Interactor"], "Type-name endings that mark a use-case layer.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "layer-usecase-protocol", title: "No default use-case layer", category: .layer, impact: .high, presets: [.clinic],
        rationale: """
        In the clinic architecture a ViewModel calls the Domain repository protocols directly. A \
        use case whose only job is `execute()` forwarding to one repository adds a protocol, an \
        implementation, a mock and an injection point per operation, and hides nothing. Domain \
        rules belong in Domain models and repository implementations.

        The rule reports, at the name, a protocol, class, struct, actor or enum whose name ends \
        in one of `suffixes` (`UseCase`, `UseCaseImpl`, `Interactor` by default) and that is seen \
        to forward: the type itself, or for a protocol every implementation of it in the same \
        file (doubles aside), has at least one method and each method's body is one call of a \
        method on a stored property (`try await repository.fetchAll()`). A use case that does \
        work of its own (maps statuses, updates app state, wraps a system API), one with no \
        method, and a protocol whose implementation is in another file are left alone: the \
        syntax cannot show them to be the empty layer the rule is about, and on the real apps \
        such interactors were the project's deliberate design. The catalog exempts a workflow that is genuinely shared by \
        several features; syntax cannot tell that apart, so mark such a type with \
        `// swiftui-architect:disable:next layer-usecase-protocol - <why it is shared>`. One \
        finding is made per use case: a type that adopts a protocol which is itself a use case \
        (`RealCountriesInteractor: CountriesInteractor`) is covered by the protocol's finding, \
        and so are doubles named `Stub…`, `Mock…`, `Fake…`, `Preview…` or `…Stub`/`…Mock`. Test \
        files are left alone, since their doubles exist only because the production type does. \
        The `clean` preset's `clean-usecase-layer` asks for the opposite, which is why this rule \
        belongs to `clinic` only.
        """,
        options: [
            suffixes,
        ],
        triggering: [
            RuleExample("""
            protocol ↓FetchUsersUseCase {
                func execute() async throws -> [User]
            }

            final class FetchUsersUseCaseImpl: FetchUsersUseCase {
                private let repository: any UserRepository
                init(repository: any UserRepository) { self.repository = repository }
                func execute() async throws -> [User] { try await repository.fetchAll() }
            }
            """),
            RuleExample("""
            struct ↓CheckoutInteractor {
                let cart: any CartRepository
                func total() -> Decimal { cart.total() }
                func clear() async throws { try await self.cart.removeAll() }
            }

            enum Orders {
                #if os(iOS)
                actor ↓SyncInteractor {
                    let remote: OrdersRemote?
                    func sync() async { await remote?.pull() }
                }
                #endif
            }
            """),
            RuleExample("""
            struct ↓PlaceOrderCommand {
                let orders: any OrderRepository
                func run(_ cart: Cart) async throws -> Receipt { return try await orders.place(cart) }
            }
            """, options: ["suffixes": .strings(["Command"])]),
        ],
        nonTriggering: [
            RuleExample("""
            protocol PermissionsInteractor {
                func request(_ permission: Permission)
            }
            struct RealPermissionsInteractor: PermissionsInteractor {
                let appState: AppState
                func request(_ permission: Permission) {
                    let status = center.status(for: permission)
                    appState.permissions[permission] = status.mapped
                }
            }
            protocol ImagesInteractor {
                func load(_ url: URL) async
            }
            struct CartInteractor {
                let cart: any CartRepository
            }
            """),
            RuleExample("""
            struct RealImagesInteractor: ImagesInteractor {
                let repository: any ImagesRepository
            }

            struct StubImagesInteractor: ImagesInteractor {}

            final class PreviewSyncInteractor {}
            """),
            RuleExample("""
            // A FetchUsersUseCase protocol would be reported; the ViewModel uses the repository.
            @Observable
            final class UserListViewModel {
                private let repository: any UserRepository
                var users: [User] = []
                init(repository: any UserRepository) { self.repository = repository }
                func load() async { users = (try? await repository.fetchAll()) ?? [] }
            }
            """),
            RuleExample("""
            struct UseCaseList {}
            enum InteractorKind { case tap, drag }
            protocol UseCaseFactory {}
            let label = "SearchUseCase"
            """),
            RuleExample("""
            final class MockFetchUsersUseCase {
                var calls = 0
            }
            """, path: "Tests/UsersTests/MockFetchUsersUseCase.swift"),
            RuleExample("""
            // swiftui-architect:disable:next layer-usecase-protocol - checkout and reorder both run this workflow
            protocol PlaceOrderUseCase {
                func execute(cart: Cart) async throws -> Receipt
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Whether a type's methods all forward: there is at least one, and each body is a single
    /// call (possibly returned, tried or awaited) of a method on one of the type's stored
    /// properties (`repository.fetchAll()`, `self.store.save(order)`).
    static func onlyForwards(_ members: MemberBlockSyntax) -> Bool {
        let stored = Set(SyntaxQueries.storedProperties(in: [members]).map(\.name.text))
        var methods = 0
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                  !SyntaxQueries.isTypeMember(function.modifiers) else { continue }
            methods += 1
            guard let statements = function.body?.statements, statements.count == 1, let item = statements.first else { return false }
            var expression: ExprSyntax?
            if let returned = item.item.as(ReturnStmtSyntax.self) { expression = returned.expression } else { expression = item.item.as(ExprSyntax.self) }
            while let current = expression {
                if let tried = current.as(TryExprSyntax.self) { expression = tried.expression } else if let awaited = current.as(AwaitExprSyntax.self) { expression = awaited.expression } else { break }
            }
            guard let call = expression?.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(MemberAccessExprSyntax.self), var base = callee.base else { return false }
            if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                guard stored.contains(member.declName.baseName.text) else { return false }
                continue
            }
            if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
            guard let reference = base.as(DeclReferenceExprSyntax.self), stored.contains(reference.baseName.text) else { return false }
        }
        return methods > 0
    }

    /// Whether a name marks a test or preview double.
    private func isDouble(_ name: String) -> Bool {
        ["Stub", "Mock", "Fake", "Preview"].contains { name.hasPrefix($0) || name.hasSuffix($0) }
    }

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ node: ProtocolDeclSyntax, in file: FileContext) { check(Syntax(node), name: node.name, kind: "protocol", in: file) }
    public func visit(_ node: ClassDeclSyntax, in file: FileContext) { check(Syntax(node), name: node.name, kind: "class", in: file) }
    public func visit(_ node: StructDeclSyntax, in file: FileContext) { check(Syntax(node), name: node.name, kind: "struct", in: file) }
    public func visit(_ node: ActorDeclSyntax, in file: FileContext) { check(Syntax(node), name: node.name, kind: "actor", in: file) }
    public func visit(_ node: EnumDeclSyntax, in file: FileContext) { check(Syntax(node), name: node.name, kind: "enum", in: file) }

    /// Checks one type declaration named `name`, of `kind` (`protocol`, `class`, …).
    private func check(_ node: Syntax, name: TokenSyntax, kind: String, in file: FileContext) {
        guard !file.isTestFile else { return }
        let suffixes = configuration[Self.suffixes]
        let isUseCase = { (candidate: String) in suffixes.contains { !$0.isEmpty && candidate.hasSuffix($0) } }
        guard isUseCase(name.text), !isDouble(name.text) else { return }
        // An implementation of a use-case protocol is reported at the protocol.
        if kind != "protocol", let group = node.asProtocol(DeclGroupSyntax.self),
           SyntaxQueries.inheritedNames(group.inheritanceClause).contains(where: isUseCase) { return }
        // Only a use case seen to forward is reported: the type itself, or for a protocol its
        // implementations in the same file, whose every method hands the call to a stored
        // dependency. A use case that does work of its own is not the layer the rule is about.
        let implementations: [MemberBlockSyntax]
        if kind == "protocol" {
            implementations = DeclarationLookup.index(of: file).topLevel.compactMap { declaration in
                guard let group = declaration.asProtocol(DeclGroupSyntax.self), !declaration.is(ProtocolDeclSyntax.self),
                      SyntaxQueries.inheritedNames(group.inheritanceClause).contains(name.text),
                      let implementation = SyntaxQueries.declaredName(of: declaration), !isDouble(implementation) else { return nil }
                return group.memberBlock
            }
        } else if let group = node.asProtocol(DeclGroupSyntax.self) {
            implementations = [group.memberBlock]
        } else {
            implementations = []
        }
        guard !implementations.isEmpty, implementations.allSatisfy(Self.onlyForwards) else { return }
        report(name, "The \(kind) `\(name.text)` adds a use-case layer; let the ViewModel call the Domain repository protocol directly (suppress this only for a workflow shared by several features).", in: file)
    }
}
