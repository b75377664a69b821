import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags network-service classes that hold only Sendable `let`s and are not marked `Sendable`.
struct MvvmConcNetworkSendableRule: ProjectRule {
    /// The `names` option.
    static let names = Option<[String]>("names", default: ["NetworkService", "NetworkServiceImpl", "NetworkServiceProtocol", "NetworkServicing"],
        "Name endings of network-service classes, and of the protocols whose conforming classes are network services.")

    static let description = RuleDescription(
        id: "mvvm-conc-network-sendable", title: "Mark the network service Sendable",
        category: .conc, impact: .should, presets: [.mvvm],
        rationale: """
        In the mvvm guide the network service is a stateless wrapper around `URLSession` that \
        every repository shares, from whatever isolation it runs in; saying `Sendable` lets the \
        compiler prove that sharing is safe and keeps it so when someone adds a cache later.

        Reported, at the class name: a class outside tests and `#if DEBUG` whose name ends in one \
        of `names` (default `NetworkService`, `NetworkServiceImpl`, `NetworkServiceProtocol`, \
        `NetworkServicing`) or that conforms to a protocol ending so, when every stored instance \
        property is a `let` without attributes of a visibly `Sendable` type (as for \
        `mvvm-conc-repo-sendable`: standard values, `URLSession`, project types or protocols that \
        are `Sendable`) and nothing makes it `Sendable` yet. A class that is not `final` is \
        reported only when no project class inherits from it; the message then asks for `final` \
        too, which a checked `Sendable` class needs.

        Left alone: classes with a `var`, with a dependency not visibly `Sendable` (a \
        `JSONDecoder`, an inferred type), with attributes (`@MainActor`), with a superclass, \
        actors and structs (already `Sendable` or copied), test doubles, and names declared \
        twice. The guide's other advice, `sending` on protocol methods whose values cross \
        isolation, depends on how values flow, which syntax cannot see, and is not checked.
        """,
        options: [names],
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Network/NetworkService.swift", """
                protocol NetworkServiceProtocol {
                    func request<T: Decodable>(_ endpoint: Endpoint) async -> Result<T, NetworkError>
                }
                final class ↓NetworkService {
                    private let session: URLSession
                    init(session: URLSession = .shared) { self.session = session }
                }
                extension NetworkService: NetworkServiceProtocol {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Network/Sources/Network/Client.swift", """
                public protocol NetworkServicing {}
                #if canImport(Foundation)
                public class ↓LiveClient: NetworkServicing {
                    let baseURL: URL
                    public init(baseURL: URL) { self.baseURL = baseURL }
                }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Network/APINetworkService.swift", """
                enum API {
                    final class ↓APINetworkService {
                        static let shared = APINetworkService()
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Network/NetworkService.swift", """
                protocol NetworkServiceProtocol: Sendable {}
                final class NetworkService: NetworkServiceProtocol { let session: URLSession }
                final class MockNetworkService { let session: URLSession }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Network/Services.swift", """
                final class CachingNetworkService { var cache: [URL: Data] = [:] }
                final class DecodingNetworkService { let decoder = JSONDecoder() }
                @MainActor final class UINetworkService {}
                actor ActorNetworkService {}
                struct PlainNetworkService { let session: URLSession }
                // final class CommentedNetworkService {}
                final class NetworkServiceFactory {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Network/BaseNetworkService.swift", """
                class BaseNetworkService { let timeout: Double = 30 }
                final class AuthNetworkService: BaseNetworkService {}
                """),
                ExampleFile("Tests/AppTests/StubNetworkService.swift", "final class TestNetworkService { let id = 1 }"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        let endings = configuration[Self.names]
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .class {
            let name = entry.type.name
            let conformances = entry.type.inherited + project.extensions(of: name).flatMap(\.extensionSummary.inherited)
            let isService = endings.contains { name.hasSuffix($0) }
                || conformances.contains { inherited in endings.contains { inherited.hasSuffix($0) } }
            guard isService, SendableCandidates.canBecomeSendable(entry, in: project) else { continue }
            let isFinal = entry.type.modifiers.contains("final")
            if !isFinal, SendableCandidates.isSubclassed(name, in: project) { continue }
            let change = isFinal ? "add `Sendable` to its conformances" : "make it `final` and add `Sendable` to its conformances"
            findings.append(finding(entry.file.path, entry.type.location,
                "Network service '\(name)' keeps only Sendable `let`s but is not marked `Sendable`; \(change) so repositories can share it across isolation safely."))
        }
        return findings
    }
}
