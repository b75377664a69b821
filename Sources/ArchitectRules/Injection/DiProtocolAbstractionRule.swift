import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags ViewModel dependencies typed as a concrete class when the project offers a protocol for it.
struct DiProtocolAbstractionRule: ProjectRule {
    /// The `allTypes` option.
    static let allTypes = Option<Bool>("allTypes", default: false, "Check the dependencies of every type, not only ViewModels.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "di-protocol-abstraction", title: "Inject dependencies as protocols", category: .di, impact: .mediumHigh,
        presets: [.clinic, .mvvm], aliases: ["mvvm-di-protocol-typed", "mvvm-vm-repo-injected", "repo-network-injected", "net-protocol"],
        rationale: """
        A dependency typed as a concrete class can only ever be that class: tests and previews \
        cannot pass a mock, and the consumer is coupled to the layer that implements it. When the \
        project already has a protocol for it, typing the property or parameter as \
        `any Protocol` costs nothing and keeps the seam open.

        Reported at the written type: a stored instance property or an `init` parameter of a \
        ViewModel (a class that is `@Observable` or named `*ViewModel`), outside test files and \
        `#if DEBUG` code, whose type (optional or module-qualified included) is a class or actor \
        declared in the project that conforms to at least one protocol the project declares. A \
        concrete type with no project protocol is left alone, since there is nothing to type it \
        as; so are structs and enums, existentials (`any P`), generics and collections, and \
        names the project declares as more than one kind. The protocol must be the type's own \
        abstraction: declared at the top level (a protocol nested in a service, \
        `PostingService.Client`, is that service's narrow seam, not the type's interface) and \
        named after the same thing (role words such as `Protocol`, `Live` or `Remote` aside, \
        the words of one name are all in the other: `OrderRepository` for \
        `RemoteOrderRepository`, `NetworkServiceProtocol` for `NetworkService`); a class that \
        adopts an unrelated protocol (logging, identity) has none. Model classes (`Codable` \
        and the like) are data, not dependencies, and are left alone. The mvvm preset turns `allTypes` on, \
        which applies the same check to every class, struct and actor other than Views (for \
        example a repository holding a concrete network service, its `repo-network-injected` and \
        `net-protocol` rows); a View holding its ViewModel is not dependency injection. Protocols that \
        describe data (refining `Hashable`, `Identifiable`, `Codable` and the like) do not count \
        as abstractions. Building a \
        dependency inline or as a default argument is not checked here; inline construction in \
        ViewModels is `di-container-composition`'s.
        """,
        options: [allTypes],
        presetOptions: [.mvvm: ["allTypes": .bool(true)]],
        triggering: [
            RuleExample(project: [
                ExampleFile("FeatureOrders/OrdersViewModel.swift", """
                import Domain
                @Observable
                final class OrdersViewModel {
                    private let repository: ↓RemoteOrderRepository
                    init(repository: ↓RemoteOrderRepository) {
                        self.repository = repository
                    }
                }
                """),
                ExampleFile("Domain/OrderRepository.swift", "public protocol OrderRepository: Sendable {}"),
                ExampleFile("Data/RemoteOrderRepository.swift", """
                import Domain
                public final class RemoteOrderRepository: OrderRepository {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureCheckout/CheckoutViewModel.swift", """
                #if os(iOS)
                final class CheckoutViewModel {
                    var client: ↓Networking.LiveClient?
                    let logger: EventLogger
                }
                #endif
                """),
                ExampleFile("Networking/LiveClient.swift", """
                protocol PaymentsClient {}
                final class LiveClient {}
                extension LiveClient: PaymentsClient {}
                final class EventLogger: Sendable {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Products/Repository/ProductRepositoryImpl.swift", """
                final class ProductRepositoryImpl: ProductRepository {
                    private let network: ↓NetworkService
                    init(network: ↓NetworkService) { self.network = network }
                }
                """),
                ExampleFile("Network/NetworkService.swift", """
                protocol NetworkServiceProtocol {}
                actor NetworkService: NetworkServiceProtocol {}
                """),
            ], options: ["allTypes": .bool(true)]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Domain/OrderRepository.swift", "public protocol OrderRepository: Sendable {}"),
                ExampleFile("Data/RemoteOrderRepository.swift", "public final class RemoteOrderRepository: OrderRepository {}"),
                ExampleFile("FeatureOrders/OrdersViewModel.swift", """
                // Typed as the protocol, never as RemoteOrderRepository.
                @Observable
                final class OrdersViewModel {
                    private let repository: any OrderRepository
                    private let fallback: (any OrderRepository)?
                    init(repository: some OrderRepository, label: String = "RemoteOrderRepository") {
                        self.repository = repository
                        self.fallback = nil
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureOrders/OrdersViewModel.swift", """
                protocol Entity: Identifiable { var id: String { get } }
                final class Session: Entity { let id = "s" }
                final class PriceFormatter {}
                struct Pager: Paging {}
                protocol Paging {}
                final class Tracker: Sendable {}
                @Observable final class OrdersViewModel {
                    let formatter: PriceFormatter
                    let session: Session
                    let pager: Pager
                    let tracker: Tracker
                    let history: [RemoteOrderRepository]
                    init(formatter: PriceFormatter, session: Session, pager: Pager, tracker: Tracker) {
                        self.formatter = formatter
                        self.session = session
                        self.pager = pager
                        self.tracker = tracker
                        self.history = []
                    }
                }
                """),
                ExampleFile("Data/RemoteOrderRepository.swift", """
                protocol OrderRepository {}
                final class RemoteOrderRepository: OrderRepository {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Data/RemoteOrderRepository.swift", """
                protocol OrderRepository {}
                protocol HTTPClient {}
                final class URLSessionClient: HTTPClient {}
                final class RemoteOrderRepository: OrderRepository {
                    let client: URLSessionClient
                    init(client: URLSessionClient) { self.client = client }
                }
                """),
                ExampleFile("Tests/FeatureOrdersTests/OrdersViewModelTests.swift", """
                final class ProbeViewModel { let repository: RemoteOrderRepository }
                """),
                ExampleFile("FeatureOrders/Previews.swift", """
                #if DEBUG
                final class PreviewOrdersViewModel { let repository: RemoteOrderRepository }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Timeline/TimelineViewModel.swift", """
                @Observable final class TimelineViewModel {
                    let client: APIClient
                    let post: Post
                    init(client: APIClient, post: Post) { self.client = client; self.post = post }
                }
                """),
                ExampleFile("Network/APIClient.swift", """
                final class APIClient: Equatable, Sendable, Loggable {}
                protocol Loggable {}
                """),
                ExampleFile("Editor/PostingService.swift", """
                struct PostingService {
                    protocol Client { func post() async throws }
                }
                extension APIClient: PostingService.Client {}
                """),
                ExampleFile("Models/Post.swift", """
                protocol AnyPost { var id: String { get } }
                final class Post: AnyPost, Codable {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Orders/View/OrdersScreen.swift", """
                protocol OrdersScreenModel {}
                @Observable final class OrdersViewModel: OrdersScreenModel {}
                struct OrdersScreen: View {
                    @State var viewModel: OrdersViewModel
                    var body: some View { Text("Orders") }
                }
                """),
            ], options: ["allTypes": .bool(true)]),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        let allTypes = configuration[Self.allTypes]
        var findings: [Finding] = []
        var abstractions: [String: String?] = [:]
        func abstraction(of name: String) -> String? {
            if let cached = abstractions[name] { return cached }
            var result: String?
            if let kind = project.kind(of: name), kind == .class || kind == .actor {
                let conformances = ClinicIndexQueries.conformances(of: name, in: project)
                // A model class (`Codable` and the like) is data handed around, not a service.
                guard conformances.isDisjoint(with: ["Codable", "Decodable", "Encodable"]) else {
                    abstractions[name] = .some(nil)
                    return nil
                }
                result = conformances
                    .filter { isAbstraction($0, of: name, in: project) }
                    .sorted().first
            }
            abstractions[name] = result
            return result
        }
        for entry in project.allTypes where ClinicIndexQueries.isProduction(entry) {
            let type = entry.type
            let isViewModel = type.kind == .class && (type.name.hasSuffix("ViewModel") || type.attributes.contains("Observable"))
            let isOtherConsumer = allTypes && [.class, .struct, .actor].contains(type.kind)
                && !ClinicIndexQueries.conformances(of: type.name, in: project).contains("View")
            guard isViewModel || isOtherConsumer else { continue }
            var uses: [(name: String, location: SourcePoint)] = []
            for property in type.properties where property.isStored && !property.isStatic {
                if let name = property.typeName, let location = property.typeLocation { uses.append((name, location)) }
            }
            for initializer in type.initializers {
                for parameter in initializer.parameters {
                    if let name = parameter.typeName { uses.append((name, parameter.typeLocation)) }
                }
            }
            for use in uses where use.name != type.name {
                guard let protocolName = abstraction(of: use.name) else { continue }
                findings.append(finding(entry.file.path, use.location,
                    "'\(type.name)' depends on concrete '\(use.name)'; type the dependency as `any \(protocolName)` so tests and previews can inject another implementation."))
            }
        }
        return findings
    }

    /// Words that name the role of a protocol or an implementation rather than what it does.
    private static let roleWords: Set<String> = ["protocol", "type", "interface", "any", "live", "remote", "default", "real", "concrete", "impl", "implementation"]

    /// Whether `protocolName` is the abstraction of the concrete type `name`: a top-level project
    /// protocol that does not describe data, whose name is about the same thing as the type's
    /// (one name's words, role words aside, are all among the other's: `OrderRepository` and
    /// `RemoteOrderRepository`, `HTTPClient` and `URLSessionHTTPClient`).
    private func isAbstraction(_ protocolName: String, of name: String, in project: ProjectIndex) -> Bool {
        let declarations = project.declarations(of: protocolName)
        guard project.kind(of: protocolName) == .protocol,
              declarations.allSatisfy({ $0.type.enclosingTypes.isEmpty }),
              !ClinicIndexQueries.isDataShapeProtocol(protocolName, in: project) else { return false }
        let protocolWords = Self.words(of: protocolName).subtracting(Self.roleWords)
        let typeWords = Self.words(of: name).subtracting(Self.roleWords)
        guard !protocolWords.isEmpty, !typeWords.isEmpty else { return false }
        return protocolWords.isSubset(of: typeWords) || typeWords.isSubset(of: protocolWords)
    }

    /// The lowercased camel-case words of a name: `URLSessionHTTPClient` gives url, session, http, client.
    static func words(of name: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last?.isLowercase == true || current.last?.isNumber == true || next?.isLowercase == true)
            if startsWord || character == "_" {
                words.insert(current.lowercased())
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }
}
