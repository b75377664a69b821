import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a repository held by the dependency container that is built eagerly instead of as a `lazy var`.
struct MvvmDiLazyReposRule: SyntaxRule {
    static let containerTypes = Option<[String]>("containerTypes", default: ["DependencyContainer"],
        "The type names of the app's dependency container.")

    static let description = RuleDescription(
        id: "mvvm-di-lazy-repos", title: "Container repositories are lazy", category: .di, impact: .must,
        presets: [.mvvm],
        rationale: """
        The MVVM guide's `DependencyContainer` declares each repository as a `lazy var`, so that a \
        repository is built the first time a screen asks for it and launch does not pay for \
        features the user never opens. Reported, at the property name: a stored instance property \
        of a class, struct or actor named as in `containerTypes` that is not `lazy` and whose name \
        ends in `repository` or whose written or constructed type name contains `Repository` \
        (`let productRepository: ProductRepository`, `var orders = OrdersRepositoryImpl()`). Left \
        alone: `lazy var` properties, computed properties (a factory that builds a fresh value on \
        each read is a choice, not an eager build), static members, services and other \
        non-repository members (the network service or session the repositories share), types \
        with other names, test files and `#if DEBUG` code. A repository whose name and type say \
        nothing of `Repository` (`let products: ProductStore`) is not recognised.
        """,
        options: [containerTypes],
        triggering: [
            RuleExample("""
            @Observable final class DependencyContainer {
                let networkService: NetworkServiceProtocol = NetworkService()
                let ↓productRepository: ProductRepositoryProtocol
                var ↓orders = OrdersRepositoryImpl()
                init() { productRepository = ProductRepositoryImpl(network: networkService) }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension App {
                @Observable final class DependencyContainer {
                    private(set) var ↓userRepository: any UserRepository = UserRepositoryImpl()
                }
            }
            #endif
            """),
            RuleExample("""
            final class AppContainer {
                // profileRepository is built eagerly below.
                let ↓profileRepository: ProfileRepository = ProfileRepositoryImpl()
                lazy var feedRepository: FeedRepository = FeedRepositoryImpl()
            }
            """, options: ["containerTypes": .strings(["AppContainer"])]),
        ],
        nonTriggering: [
            RuleExample("""
            @Observable final class DependencyContainer {
                let networkService: NetworkServiceProtocol = NetworkService()
                lazy var productRepository: ProductRepositoryProtocol = ProductRepositoryImpl(network: networkService)
                @ObservationIgnored lazy var ordersRepository = OrdersRepositoryImpl(network: networkService)
                var searchRepository: SearchRepository { SearchRepositoryImpl(network: networkService) }
                static let previewRepository = ProductRepositoryStub()
                let repositoryCount = 3
            }
            """),
            RuleExample("""
            final class ProductViewModel {
                let productRepository: ProductRepositoryProtocol
                init(productRepository: ProductRepositoryProtocol) { self.productRepository = productRepository }
            }
            struct DependencyContainerView: View {
                let repository: ProductRepository
                var body: some View { Text("x") }
            }
            """),
            RuleExample("""
            #if DEBUG
            final class DependencyContainer {
                let productRepository = ProductRepositoryStub()
            }
            #endif
            """),
            RuleExample("""
            final class DependencyContainer {
                let productRepository = ProductRepositoryMock()
            }
            """, path: "Tests/AppTests/Support/Container.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, node.bindings.contains(where: { Self.isRepository($0) }),
              !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
              !SyntaxQueries.isTypeMember(node.modifiers),
              let owner = SyntaxQueries.enclosingTypeDeclaration(of: node), Self.isMember(node, of: owner),
              let name = SessionStorage.shortName(of: owner), configuration[Self.containerTypes].contains(name),
              !owner.is(ExtensionDeclSyntax.self), !owner.is(ProtocolDeclSyntax.self),
              !SyntaxQueries.isDebugOnly(node) else { return }
        for binding in node.bindings where SyntaxQueries.isStored(binding) && Self.isRepository(binding) {
            guard let token = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            report(token, "`\(token.text)` is built with the container; declare it `lazy var` so the repository is created on first use.", in: file)
        }
    }

    /// Whether a binding names a repository: its name, written type or constructed type says so.
    static func isRepository(_ binding: PatternBindingSyntax) -> Bool {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
        if DefaultsAccess.mayHaveWord(name, "repository"), DefaultsAccess.words(name).last == "repository" { return true }
        if var type = binding.typeAnnotation?.type {
            if let existential = type.as(SomeOrAnyTypeSyntax.self) { type = existential.constraint }
            if let typeName = SyntaxQueries.plainTypeName(type), typeName.contains("Repository") { return true }
        }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
           let constructed = SyntaxQueries.constructedTypeName(call), constructed.contains("Repository") { return true }
        return false
    }

    /// Whether `variable` is a member of `owner` itself (not a local in one of its functions).
    static func isMember(_ variable: VariableDeclSyntax, of owner: Syntax) -> Bool {
        var current = variable.parent
        while let node = current, node.id != owner.id {
            switch node.kind {
            case .codeBlock, .closureExpr, .accessorBlock: return false
            default: current = node.parent
            }
        }
        return true
    }
}
