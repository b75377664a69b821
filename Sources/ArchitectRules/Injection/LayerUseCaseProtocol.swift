import ArchitectCore
import SwiftSyntax

/// Flags use-case and interactor types, a layer the clinic architecture leaves out.
public struct LayerUseCaseProtocol: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "layer-usecase-protocol",
        title: "No default use-case layer",
        category: "layer",
        impact: .high,
        presets: [.clinic],
        rationale: """
        In the clinic architecture a ViewModel calls the Domain repository protocols directly. A \
        use case whose only job is `execute()` forwarding to one repository adds a protocol, an \
        implementation, a mock and an injection point per operation, and hides nothing. Domain \
        rules belong in Domain models and repository implementations.

        The rule reports, at the name, every protocol, class, struct, actor or enum whose name \
        ends in one of `suffixes` (`UseCase`, `UseCaseImpl`, `Interactor` by default). It does not \
        look at what the type does. The catalog exempts a workflow that is genuinely shared by \
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
            RuleOption("suffixes", default: .strings(["UseCase", "UseCaseImpl", "Interactor"]), "Type-name endings that mark a use-case layer."),
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
            }

            enum Orders {
                #if os(iOS)
                actor ↓SyncInteractor {}
                #endif
            }
            """),
            RuleExample("""
            struct ↓PlaceOrderCommand {
                func run() {}
            }
            """, options: ["suffixes": .strings(["Command"])]),
        ],
        nonTriggering: [
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

    /// Type and protocol declarations.
    public static let nodeKinds: [SyntaxKind] = [.protocolDecl, .classDecl, .structDecl, .actorDecl, .enumDecl]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule for one run.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Whether a name marks a test or preview double.
    private func isDouble(_ name: String) -> Bool {
        ["Stub", "Mock", "Fake", "Preview"].contains { name.hasPrefix($0) || name.hasSuffix($0) }
    }

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        guard !file.isTestFile else { return }
        let name: TokenSyntax
        let kind: String
        if let declaration = node.as(ProtocolDeclSyntax.self) {
            (name, kind) = (declaration.name, "protocol")
        } else if let declaration = node.as(ClassDeclSyntax.self) {
            (name, kind) = (declaration.name, "class")
        } else if let declaration = node.as(StructDeclSyntax.self) {
            (name, kind) = (declaration.name, "struct")
        } else if let declaration = node.as(ActorDeclSyntax.self) {
            (name, kind) = (declaration.name, "actor")
        } else if let declaration = node.as(EnumDeclSyntax.self) {
            (name, kind) = (declaration.name, "enum")
        } else {
            return
        }
        let suffixes = configuration.strings("suffixes", fallback: ["UseCase", "UseCaseImpl", "Interactor"])
        let isUseCase = { (candidate: String) in suffixes.contains { !$0.isEmpty && candidate.hasSuffix($0) } }
        guard isUseCase(name.text), !isDouble(name.text) else { return }
        // An implementation of a use-case protocol is reported at the protocol.
        if kind != "protocol", let group = node.asProtocol(DeclGroupSyntax.self),
           SyntaxQueries.inheritedNames(group.inheritanceClause).contains(where: isUseCase) { return }
        report(name, "The \(kind) `\(name.text)` adds a use-case layer; let the ViewModel call the Domain repository protocol directly (suppress this only for a workflow shared by several features).", in: file)
    }
}
