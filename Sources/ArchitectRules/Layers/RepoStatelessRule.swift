import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags mutable stored properties (`var`) of a repository class.
struct RepoStatelessRule: SyntaxRule {
    /// The `classSuffixes` option.
    static let classSuffixes = Option<[String]>("classSuffixes", default: ["Repository", "RepositoryImpl"],
                                                "Name endings that make a class a repository.")
    /// The `protocolSuffixes` option.
    static let protocolSuffixes = Option<[String]>("protocolSuffixes", default: ["Repository", "RepositoryProtocol"],
                                                   "Endings of the protocol names whose conforming classes are repositories.")

    /// Name beginnings of test doubles and preview stand-ins, which keep canned answers on purpose.
    static let doublePrefixes = ["Mock", "Mocked", "Fake", "Stub", "Spy", "Preview", "Dummy"]

    /// Property names that are plainly screen state rather than data.
    static let uiStateNames: Set<String> = ["isLoading", "errorMessage", "error", "isRefreshing", "isEmpty",
                                            "selectedItem", "selection", "alertMessage", "showError", "state"]

    static let description = RuleDescription(
        id: "repo-stateless", title: "Repositories hold no mutable state",
        category: .layer, impact: .must, presets: [.mvvm],
        rationale: """
        In the mvvm guide a repository fetches and maps data and hands it back; the ViewModel owns \
        whatever the screen shows. A repository that keeps `var`s (a cache array, `isLoading`, an \
        `errorMessage`, the last loaded `items`) splits state between two owners, goes stale behind \
        the ViewModel's back, and is a class with unsynchronised mutable state, so it cannot be \
        `Sendable`. Dependencies come in through `init` and are stored as `let`.

        Reported, at the property name: each stored instance `var` (observers included, `@Published` \
        included, `private(set)` included) declared in a class whose name ends in one of \
        `classSuffixes` (default `Repository`, `RepositoryImpl`) or that conforms, in this file, to a \
        protocol ending in one of `protocolSuffixes` (default `Repository`, `RepositoryProtocol`). A \
        `var` that holds a service is reported too: an injected dependency should be a `let`.

        Left alone: `let`s, computed properties, `static` properties; `lazy var`s (set once, usually \
        a formatter or decoder) and `weak`/`unowned` references (delegates); properties with any \
        attribute other than `@Published` (a wrapper such as a DI `@Injected` manages them); actors, \
        whose state is isolated and whose use as a cache is a deliberate choice (the guide's own \
        concern is the non-Sendable class); structs and enums; `@Model` classes; test files, \
        `#Preview`/`#if DEBUG` code and test doubles named `Mock…`, `Fake…`, `Stub…`, `Spy…`, \
        `Preview…` or `Dummy…`. Conformances declared in another file are not seen.
        """,
        options: [classSuffixes, protocolSuffixes],
        triggering: [
            RuleExample("""
            final class ProductRepositoryImpl: ProductRepository {
                private let network: NetworkServiceProtocol
                private var ↓cachedItems: [ProductModel] = []
                var ↓isLoading = false
                init(network: NetworkServiceProtocol) { self.network = network }
            }
            """),
            RuleExample("""
            enum Catalog {
                // The store is a repository only through its protocol.
                final class DiskStore: Domain.CatalogRepository {
                    #if os(iOS)
                    @Published var ↓errorMessage: String?
                    #endif
                    var ↓service: CatalogService
                    init(service: CatalogService) { self.service = service }
                }
            }
            """),
            RuleExample("""
            final class OrderRepository {
                private(set) var ↓lastFetch: Date? { didSet { log() } }
                var ↓page = 0, ↓pageSize = 20
                func log() {}
            }
            extension OrderRepository: OrderRepositoryProtocol {}
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // A repository must not keep `var cachedItems`.
            final class ProductRepositoryImpl: ProductRepository {
                private let network: NetworkServiceProtocol
                private lazy var decoder = JSONDecoder()
                weak var delegate: RepositoryDelegate?
                @Injected private var analytics: Analytics
                static var shared = ProductRepositoryImpl(network: Network())
                var endpoint: String { "/products" }
                let note = "var isLoading = false"
                init(network: NetworkServiceProtocol) { self.network = network }
            }
            """),
            RuleExample("""
            actor ImageRepository { var cache: [URL: Data] = [:] }
            struct RemoteUserRepository: UserRepository { var baseURL: URL }
            final class RepositoryListViewModel { var isLoading = false }
            final class RepositoryCell { var title = "" }
            @Model final class SavedRepository { var name: String = "" }
            """),
            RuleExample("""
            final class MockUserRepository: UserRepository {
                var users: [User] = []
            }
            """, path: "Tests/AppTests/MockUserRepository.swift"),
            RuleExample("""
            #if DEBUG
            final class SampleProductRepository: ProductRepository { var items: [Product] = [] }
            #endif
            final class PreviewProductRepository: ProductRepository { var items: [Product] = [] }
            final class MockedOrderRepository: OrderRepository { var orders: [Order] = [] }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ClassDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("var") else { return }
        let name = node.name.text
        guard !Self.doublePrefixes.contains(where: { name.hasPrefix($0) }),
              !SyntaxQueries.attributeNames(node.attributes).contains("Model"),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        let classSuffixes = configuration[Self.classSuffixes]
        let protocolSuffixes = configuration[Self.protocolSuffixes]
        let isRepository = classSuffixes.contains { name.hasSuffix($0) }
            || SyntaxQueries.inheritedNamesInFile(of: node).contains { inherited in protocolSuffixes.contains { inherited.hasSuffix($0) } }
        guard isRepository else { return }
        for property in SyntaxQueries.storedProperties(in: [node.memberBlock]) where Self.isReportable(property.variable) {
            let propertyName = property.name.text
            let kind = Self.uiStateNames.contains(propertyName) || SyntaxQueries.attributeNames(property.variable.attributes).contains("Published")
                ? "UI state" : "mutable state"
            report(property.name,
                   "Repository '\(name)' holds \(kind) in `var \(propertyName)`; return data to the ViewModel and let it own the state, keeping only `let` dependencies here.",
                   in: file)
        }
    }

    /// Whether a stored property is a plain mutable `var` the rule reports.
    static func isReportable(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
        let skipped: Set<String> = ["lazy", "weak", "unowned"]
        if variable.modifiers.contains(where: { skipped.contains($0.name.text) }) { return false }
        return SyntaxQueries.attributeNames(variable.attributes).allSatisfy { $0 == "Published" }
    }
}
