import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags final repository classes that hold only Sendable `let`s and are not marked `Sendable`.
struct MvvmConcRepoSendableRule: ProjectRule {
    /// The `classSuffixes` option.
    static let classSuffixes = Option<[String]>("classSuffixes", default: ["Repository", "RepositoryImpl"],
                                                "Name endings that make a class a repository.")
    /// The `protocolSuffixes` option.
    static let protocolSuffixes = Option<[String]>("protocolSuffixes", default: ["Repository", "RepositoryProtocol"],
                                                   "Endings of the protocol names whose conforming classes are repositories.")

    static let description = RuleDescription(
        id: "mvvm-conc-repo-sendable", title: "Mark stateless repositories Sendable",
        category: .conc, impact: .should, presets: [.mvvm],
        rationale: """
        The mvvm guide prepares code for Swift 6: a repository implementation that keeps no \
        mutable state, only `let` dependencies that are themselves `Sendable`, should say \
        `Sendable`, so the compiler checks that it stays that way and ViewModels on the main actor \
        can hand it to background work without warnings.

        Reported, at the class name: a `final class` outside tests and `#if DEBUG` whose name ends \
        in one of `classSuffixes` (default `Repository`, `RepositoryImpl`) or that conforms to a \
        protocol ending in one of `protocolSuffixes` (default `Repository`, `RepositoryProtocol`), \
        when every stored instance property is a `let` without attributes whose type is visibly \
        `Sendable` (a standard value type, `URLSession`, a project protocol that refines \
        `Sendable`, a project type that conforms to it, or an internal struct or enum of such \
        members) and neither the class, its extensions nor its protocols (through refinement) \
        already make it `Sendable`. A class with no stored property at all is reported too.

        Left alone: classes with any `var` (that is `repo-stateless`'s finding), with a `let` \
        whose type the index cannot show to be `Sendable` (`any Service`, an inferred type, a \
        protocol that does not refine `Sendable`: marking the class would not compile until that \
        dependency is fixed), with attributes (`@MainActor`, `@Observable`), with a superclass it \
        can see or suspect (a project class, an `NS…`/`UI…` name), non-final classes, names \
        declared twice, and test doubles. The catalog row's other half, a `Sendable` class with \
        `var`s, is left to the compiler (a checked `Sendable` class with a mutable stored \
        property does not compile) and, for `@unchecked Sendable`, to `conc-swift6-sendable`.
        """,
        options: [classSuffixes, protocolSuffixes],
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Network/NetworkService.swift", "protocol NetworkService: Sendable {}"),
                ExampleFile("App/Features/Product/Repository/ProductRepositoryImpl.swift", """
                protocol ProductRepository {}
                final class ↓ProductRepositoryImpl: ProductRepository {
                    private let networkService: NetworkService
                    private let baseURL: URL
                    init(networkService: NetworkService, baseURL: URL) {
                        self.networkService = networkService
                        self.baseURL = baseURL
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/Orders/OrdersStore.swift", """
                #if os(iOS)
                public final class ↓DiskOrders: OrdersRepositoryProtocol {
                    let folder: String
                    static var shared: DiskOrders?
                    var count: Int { 0 }
                    init(folder: String) { self.folder = folder }
                }
                #endif
                """),
                ExampleFile("Sources/Orders/Contracts.swift", "public protocol OrdersRepositoryProtocol {}"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Settings/SettingsRepository.swift", """
                struct Endpoint { let path: String }
                enum Orders {
                    final class ↓SettingsRepository {
                        let endpoint: Endpoint
                        init(endpoint: Endpoint) { self.endpoint = endpoint }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Features/Product/Repository/ProductRepositoryImpl.swift", """
                protocol ProductRepository: Sendable {}
                protocol NetworkService {}
                final class ProductRepositoryImpl: ProductRepository {}
                final class CartRepository: Sendable { let id: UUID }
                final class UserRepository { let network: NetworkService }
                final class OrderRepository { var cache: [String] = [] }
                final class ImageRepository { let session = URLSession.shared }
                final class DraftRepository {}
                extension DraftRepository: @unchecked Sendable {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Data/Repositories.swift", """
                @MainActor final class SessionRepository { let key: String }
                class BaseRepository { let key: String = "" }
                final class FeedRepository: BaseRepository {}
                final class CoreDataRepository: NSObject {}
                final class MockRepository { let id: Int = 0 }
                // final class CommentsRepository { let id: Int }
                final class RepositoryCell { let title: String = "" }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/Doubles.swift", "final class StubProductRepository: ProductRepository { let items: [Int] = [] }"),
                ExampleFile("App/Debug.swift", "#if DEBUG\nfinal class DebugRepository {}\n#endif"),
                ExampleFile("App/Repo.swift", "protocol ProductRepository {}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        let classSuffixes = configuration[Self.classSuffixes]
        let protocolSuffixes = configuration[Self.protocolSuffixes]
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .class && entry.type.modifiers.contains("final") {
            let name = entry.type.name
            let conformances = entry.type.inherited + project.extensions(of: name).flatMap(\.extensionSummary.inherited)
            let isRepository = classSuffixes.contains { name.hasSuffix($0) }
                || conformances.contains { inherited in protocolSuffixes.contains { inherited.hasSuffix($0) } }
            guard isRepository, SendableCandidates.canBecomeSendable(entry, in: project) else { continue }
            findings.append(finding(entry.file.path, entry.type.location,
                "Repository '\(name)' keeps only Sendable `let` dependencies but is not marked `Sendable`; add `Sendable` to its conformances so the compiler keeps it free of shared mutable state."))
        }
        return findings
    }
}
