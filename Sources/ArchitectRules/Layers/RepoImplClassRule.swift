import ArchitectCore
import ArchitectProject

/// Flags a repository protocol that no `…Impl` class implements: only structs or actors adopt it,
/// its logic sits in a protocol extension, or its class goes by another name.
struct RepoImplClassRule: ProjectRule {
    /// The `protocolSuffixes` option.
    static let protocolSuffixes = Option<[String]>("protocolSuffixes", default: ["Repository", "RepositoryProtocol"],
                                                   "Name endings of repository protocols.")
    /// The `implSuffix` option.
    static let implSuffix = Option<String>("implSuffix", default: "Impl",
                                           "What the implementing class adds to the protocol's name (`ProductRepository` → `ProductRepositoryImpl`).")

    static let description = RuleDescription(
        id: "repo-impl-class", title: "Each repository protocol has its own Impl class",
        category: .layer, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide pairs every repository protocol with one concrete class beside it, \
        `ProductRepository` with `ProductRepositoryImpl`: the protocol is what ViewModels and \
        tests see, the final class holds the network service it was given and does the work. \
        Logic in a protocol extension cannot be replaced by a mock, and a struct or an actor \
        implementation departs from the layout the rest of the guide (Sendable final classes, \
        `init` injection) is written for.

        Reported, once per protocol and at its name: a protocol whose name ends in one of \
        `protocolSuffixes` (default `Repository`, `RepositoryProtocol`), declared once in the \
        project outside tests and `#if DEBUG` code, when (1) the types adopting it (directly, \
        through an extension or through another protocol or class of the project) are all structs, \
        enums or actors; (2) nothing adopts it but a protocol extension gives it methods; or \
        (3) classes adopt it but none is named the protocol's name (without a trailing \
        `Protocol`) plus `implSuffix` (default `Impl`), such as `RemoteProductRepository`.

        Left alone: protocols that refine another protocol of the project (a shared transport \
        such as `WebRepository`) and are adopted only by structs whose stored instance properties \
        are all `let`, at least one (`let session: URLSession`, `let baseURL: String`): a \
        protocol-oriented design in which the struct holds the services it was given, as the \
        final class would, cannot change after `init` and is `Sendable` for free, so the class \
        would change only the name (a repository that refines no project protocol, or whose struct \
        has no stored property or a `var`, is still reported); protocols nothing adopts and no extension fills in (`repo-protocol` and \
        `layer-domain-protocol-implemented` speak about those), a protocol that another \
        protocol of the project refines (a shared base such as a generic `WebRepository`, judged \
        through the protocols built on it), adopters in test files, under \
        `#if DEBUG` or named as test doubles (`Mock…`, `Fake…`, `Stub…`, `Spy…`, `Preview…`, \
        `Dummy…`), protocols a SwiftData `@ModelActor` adopts (the actor isolation is what keeps \
        its writes to the store safe, and a class would lose it), protocols declared under the \
        same name more than once, and look-alike names \
        (`RepositoryListing`, `OrderRepositoryError`). Other guides name implementations \
        `Remote…`/`Default…Repository`; this rule belongs to the `mvvm` preset only.
        """,
        options: [protocolSuffixes, implSuffix],
        triggering: [
            RuleExample(project: [
                ExampleFile("Features/Countries/Repository/CountriesRepository.swift", """
                protocol ↓CountriesRepository: Sendable {
                    func countries() async -> Result<[Country], AppError>
                }
                struct RealCountriesRepository: CountriesRepository {
                    func countries() async -> Result<[Country], AppError> { .success([]) }
                }
                """),
                ExampleFile("Tests/AppTests/MockCountriesRepository.swift",
                            "final class MockCountriesRepository: CountriesRepository {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Profile/Repository/ProfileRepository.swift", """
                protocol ↓ProfileRepositoryProtocol {
                    func profile() async -> Result<Profile, AppError>
                }
                extension ProfileRepositoryProtocol {
                    func profile() async -> Result<Profile, AppError> { .success(Profile()) }
                }
                """),
                ExampleFile("Features/Profile/ViewModel/ProfileViewModel.swift",
                            "final class ProfileViewModel { let repository: any ProfileRepositoryProtocol }"),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Orders/Repository/OrderRepository.swift", """
                #if os(iOS)
                enum Orders {
                    protocol ↓OrderRepository { func orders() async -> Result<[Order], AppError> }
                }
                #endif
                """),
                ExampleFile("Features/Orders/Repository/RemoteOrderRepository.swift", """
                final class RemoteOrderRepository {}
                extension RemoteOrderRepository: Orders.OrderRepository {
                    func orders() async -> Result<[Order], AppError> { .success([]) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Cart/Repository/CartRepository.swift", """
                protocol Transport {}
                protocol ↓CartRepository: Transport {
                    mutating func add(_ item: Item) async -> Result<Void, AppError>
                }
                struct LiveCartRepository: CartRepository {
                    let client: APIClient
                    var pending: [Item] = []
                    mutating func add(_ item: Item) async -> Result<Void, AppError> { pending.append(item); return .success(()) }
                }
                protocol ↓WishlistRepository: Sendable {
                    func items() async -> Result<[Item], AppError>
                }
                struct LiveWishlistRepository: WishlistRepository {
                    let client: APIClient
                    func items() async -> Result<[Item], AppError> { .success([]) }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Features/Countries/Repository/CountriesWebRepository.swift", """
                protocol WebRepository: Sendable {
                    var session: URLSession { get }
                    var baseURL: String { get }
                }
                protocol CountriesWebRepository: WebRepository {
                    func countries() async throws -> [Country]
                }
                struct RealCountriesWebRepository: CountriesWebRepository {
                    let session: URLSession
                    let baseURL: String
                    static var shared: RealCountriesWebRepository?
                    var host: String { baseURL }
                    func countries() async throws -> [Country] { [] }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Countries/Repository/CountriesDBRepository.swift", """
                protocol CountriesDBRepository {
                    func store(countries: [Country]) async throws
                }
                @ModelActor
                actor MainDBRepository: CountriesDBRepository {
                    func store(countries: [Country]) async throws { try modelContext.save() }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Products/Repository/ProductRepository.swift", """
                protocol ProductRepository: Sendable {
                    func products() async -> Result<[Product], AppError>
                }
                extension ProductRepository {
                    func firstPage() async -> Result<[Product], AppError> { await products() }
                }
                """),
                ExampleFile("Features/Products/Repository/ProductRepositoryImpl.swift", """
                final class ProductRepositoryImpl: ProductRepository, Sendable {
                    func products() async -> Result<[Product], AppError> { .success([]) }
                }
                """),
                ExampleFile("Features/Products/Model/ProductModelStub.swift", """
                #if DEBUG
                struct PreviewProductRepository: ProductRepository {
                    func products() async -> Result<[Product], AppError> { .success([]) }
                }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Cart/Repository/CartRepository.swift", """
                // The CartRepository protocol is adopted by a struct in the old code.
                protocol CartRepository { func items() async -> Result<[Item], AppError> }
                protocol RepositoryListing {}
                struct RepositoryListingRow: RepositoryListing {}
                enum CartRepositoryError: Error { case empty }
                """),
                ExampleFile("Tests/AppTests/StubCartRepository.swift", "struct StubCartRepository: CartRepository {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Feed/Repository/FeedRepositoryProtocol.swift", """
                protocol FeedRepositoryProtocol { func feed() async -> Result<[Post], AppError> }
                protocol CachingFeedRepository: FeedRepositoryProtocol {}
                """),
                ExampleFile("Features/Feed/Repository/FeedRepositoryImpl.swift", """
                final class FeedRepositoryImpl: CachingFeedRepository {
                    func feed() async -> Result<[Post], AppError> { .success([]) }
                }
                final class CachingFeedRepositoryImpl: CachingFeedRepository {
                    func feed() async -> Result<[Post], AppError> { .success([]) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Repositories/WebAPI/WebRepository.swift", """
                protocol WebRepository { var baseURL: String { get } }
                extension WebRepository {
                    func call<Value: Decodable>(_ path: String) async -> Result<Value, AppError> { .failure(.unknown) }
                }
                protocol CountriesWebRepository: WebRepository {}
                final class CountriesWebRepositoryImpl: CountriesWebRepository { let baseURL = "" }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/Doubles.swift", """
                protocol SpyRepository {}
                struct RecordingSpy: SpyRepository {}
                """),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    /// Whether a type is a struct whose stored instance properties are all `let`, with at least
    /// one (`let session: URLSession`, `let baseURL: String`): it holds the services it was given
    /// as the guide's final class would, cannot change after `init` and is `Sendable` for free,
    /// so a class would change only the name.
    static func isImmutableServiceHolder(_ type: TypeSummary) -> Bool {
        let stored = type.properties.filter { $0.isStored && !$0.isStatic }
        return type.kind == .struct && !stored.isEmpty && stored.allSatisfy(\.isLet)
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let suffixes = configuration[Self.protocolSuffixes]
        let implSuffix = configuration[Self.implSuffix]
        let protocols = project.allTypes.filter { entry in
            entry.type.kind == .protocol && ClinicIndexQueries.isProduction(entry)
                && suffixes.contains { entry.type.name.hasSuffix($0) }
                && project.declarations(of: entry.type.name).count == 1
        }
        guard !protocols.isEmpty else { return [] }
        // A base protocol that others refine (a shared transport `WebRepository`) is judged through them.
        let refined = Set(project.allTypes.filter { $0.type.kind == .protocol && ClinicIndexQueries.isProduction($0) }.flatMap(\.type.inherited))
        let wanted = Set(protocols.map(\.type.name))
        // The production adopters of each repository protocol.
        var adopters: [String: [TypeSummary]] = [:]
        for entry in project.allTypes where entry.type.kind != .protocol && ClinicIndexQueries.isProduction(entry)
            && !NetworkLayer.isDouble(entry.type.name) {
            let reached = ClinicIndexQueries.conformances(of: entry.type.name, in: project)
            for name in reached.intersection(wanted) { adopters[name, default: []].append(entry.type) }
        }
        var findings: [Finding] = []
        for entry in protocols where !refined.contains(entry.type.name) {
            let name = entry.type.name
            let stem = name.hasSuffix("Protocol") ? String(name.dropLast("Protocol".count)) : name
            let implName = stem + implSuffix
            let types = adopters[name] ?? []
            if types.isEmpty {
                let filled = project.extensions(of: name).contains { !$0.placement.isTestFile && !$0.extensionSummary.methods.isEmpty }
                guard filled else { continue }
                findings.append(finding(entry.file.path, entry.type.location,
                    "Repository protocol '\(name)' is filled in by a protocol extension and adopted by no class; move the logic into a final class '\(implName)' that conforms to it."))
                continue
            }
            let classes = types.filter { $0.kind == .class }
            // A SwiftData `@ModelActor` needs its actor isolation for the store it writes.
            if types.contains(where: { $0.kind == .actor && $0.attributes.contains("ModelActor") }) { continue }
            // Built on the project's own base protocol (a transport such as `WebRepository`) and
            // adopted by structs that keep their injected services in `let`s: a protocol-oriented
            // design whose value holder would change only its name as a class.
            let refinesProjectProtocol = entry.type.inherited.contains { project.kind(of: $0) == .protocol }
            if refinesProjectProtocol, types.allSatisfy(Self.isImmutableServiceHolder) { continue }
            if classes.isEmpty {
                let list = types.map { "\($0.kind.rawValue) '\($0.name)'" }.joined(separator: ", ")
                findings.append(finding(entry.file.path, entry.type.location,
                    "Repository protocol '\(name)' is implemented only by \(list); implement it in a final class '\(implName)'."))
            } else if !classes.contains(where: { $0.name == implName }) {
                findings.append(finding(entry.file.path, entry.type.location,
                    "No class named '\(implName)' implements repository protocol '\(name)'; name its implementation '\(implName)' as the feature layout does."))
            }
        }
        return findings
    }
}
