import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags repository protocols outside Domain and concrete repositories outside Data.
struct LayerRepositoryProtocolRule: ProjectRule {
    /// The name endings that mark a repository protocol, by default.
    static let defaultSuffixes = ["Repository", "RepositoryProtocol"]

    /// The `suffixes` option.
    static let suffixes = Option<[String]>("suffixes", default: defaultSuffixes, "Name endings of repository protocols.")

    /// The `checkLayers` option.
    static let checkLayers = Option<Bool>("checkLayers", default: true, "Check that protocols sit in Domain and implementations in Data.")

    /// The `requireProtocol` option.
    static let requireProtocol = Option<Bool>("requireProtocol", default: false, "Report repository implementations that conform to no repository protocol.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "layer-repository-protocol", title: "Repository protocols in Domain, implementations in Data", category: .layer, impact: .high,
        presets: [.clinic, .mvvm], aliases: ["repo-protocol"],
        rationale: """
        A repository protocol says what data the app can ask for; its implementations say how \
        (network, SwiftData, memory). Declaring the protocol in Domain and the implementations in \
        Data inverts the dependency: features and Domain never see how data is fetched, sources can \
        be swapped, and tests inject mocks.

        With `checkLayers` (the default), reported at the type name, in modules of known layer \
        and outside test files and `#if DEBUG` code: a protocol whose name ends in one of \
        `suffixes` (default `Repository`, `RepositoryProtocol`) declared outside Domain; a class, \
        struct, actor or enum that conforms to such a protocol (in its declaration, an extension \
        or through a project superclass or protocol) declared outside Data; and a concrete class \
        or actor named like a repository declared in Domain. Test doubles in test folders and \
        preview stubs under `#if DEBUG` are exempt. A name the project does not declare counts as \
        a protocol only when it cannot be a superclass.

        The mvvm guide keeps protocol and implementation together in the feature folder, so its \
        preset turns `checkLayers` off and `requireProtocol` on (its `repo-protocol` row): a \
        class, struct or actor named `*Repository` or `*RepositoryImpl` that conforms to no \
        repository protocol is reported, wherever it is.
        """,
        options: [
            suffixes,
            checkLayers,
            requireProtocol,
        ],
        presetOptions: [.mvvm: ["checkLayers": .bool(false), "requireProtocol": .bool(true)]],
        triggering: [
            RuleExample(project: [
                ExampleFile("FeatureOrders/OrderRepository.swift", """
                public protocol ↓OrderRepository: Sendable {
                    func orders() async throws -> [Order]
                }
                """),
                ExampleFile("App/LiveOrderRepository.swift", """
                final class ↓LiveOrderRepository: OrderRepository {
                    func orders() async throws -> [Order] { [] }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/UserRepository.swift", """
                import Foundation
                // Concrete networking code in Domain.
                public final class ↓UserRepository {
                    public func user(id: String) async throws -> User { User() }
                }
                """),
                ExampleFile("Domain/User.swift", "public struct User: Equatable, Sendable {}"),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureCatalog/CachedCatalog.swift", """
                import Domain
                struct ↓CachedCatalog {}
                #if os(iOS)
                extension CachedCatalog: CatalogRepository {}
                #endif
                enum Sources {
                    actor ↓Remote: Domain.CatalogRepository {}
                }
                """),
                ExampleFile("Domain/CatalogRepository.swift", "public protocol CatalogRepository: Sendable {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Products/Repository/ProductRepository.swift", """
                protocol ProductRepository { func products() async -> [Product] }
                final class ProductRepositoryImpl: ProductRepository {
                    func products() async -> [Product] { [] }
                }
                final class ↓ReviewRepositoryImpl {
                    func reviews() async -> [Review] { [] }
                }
                """),
            ], options: ["checkLayers": .bool(false), "requireProtocol": .bool(true)]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Domain/OrderRepository.swift", """
                public protocol OrderRepository: Sendable { func orders() async throws -> [Order] }
                """),
                ExampleFile("Data/RemoteOrderRepository.swift", """
                import Domain
                final class RemoteOrderRepository: OrderRepository {
                    func orders() async throws -> [Order] { [] }
                }
                """),
                ExampleFile("Tests/FeatureOrdersTests/MockOrderRepository.swift", """
                final class MockOrderRepository: OrderRepository {
                    func orders() async throws -> [Order] { [] }
                }
                """),
                ExampleFile("FeatureOrders/OrdersPreview.swift", """
                #if DEBUG
                struct PreviewOrderRepository: OrderRepository {
                    func orders() async throws -> [Order] { [] }
                }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/Kit/Repositories.swift", """
                protocol NoteRepository {}
                final class DiskNoteRepository: NoteRepository {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureOrders/OrdersView.swift", """
                // OrderRepository lives in Domain; this view only names it in a comment.
                struct RepositoryBadge {}
                final class RepositoryCache: BaseRepository {}
                protocol RepositoryListing {}
                let title = "OrderRepository"
                """),
                ExampleFile("Domain/Errors.swift", """
                public enum OrderRepositoryError: Error { case missing }
                public struct OrderRepositoryConfiguration: Sendable {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Products/Repository/ProductRepository.swift", """
                protocol ProductRepository { func products() async -> [Product] }
                final class ProductRepositoryImpl: ProductRepository {
                    func products() async -> [Product] { [] }
                }
                """),
            ], options: ["checkLayers": .bool(false), "requireProtocol": .bool(true)]),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        let suffixes = configuration[Self.suffixes]
        func isRepositoryName(_ name: String) -> Bool { suffixes.contains { name.hasSuffix($0) } }
        let checkLayers = configuration[Self.checkLayers]
        let requireProtocol = configuration[Self.requireProtocol]
        var findings: [Finding] = []
        for entry in project.allTypes where ClinicIndexQueries.isProduction(entry) {
            let type = entry.type
            let path = entry.file.path
            let isConcrete = type.kind != .protocol
            let repositoryProtocols = isConcrete ? ClinicIndexQueries.protocols(of: entry, in: project, where: isRepositoryName) : []
            if checkLayers, let layer = entry.placement.layer {
                let where_ = ClinicIndexQueries.label(module: entry.placement.module, layer: layer)
                if type.kind == .protocol, isRepositoryName(type.name), layer != .domain {
                    findings.append(finding(path, type.location,
                        "Repository protocol '\(type.name)' is declared in \(where_); declare it in Domain so features depend on the contract and Data implements it."))
                    continue
                }
                if let implemented = repositoryProtocols.first, layer != .data {
                    findings.append(finding(path, type.location,
                        "'\(type.name)' implements repository protocol '\(implemented)' in \(where_); move the implementation to the Data layer and inject it from the App target."))
                    continue
                }
                if layer == .domain, type.kind == .class || type.kind == .actor, isRepositoryName(type.name) {
                    findings.append(finding(path, type.location,
                        "Domain declares concrete repository '\(type.name)'; turn it into a protocol in Domain and move the implementation to Data."))
                    continue
                }
            }
            if requireProtocol, [.class, .struct, .actor].contains(type.kind),
               isRepositoryName(type.name) || type.name.hasSuffix("RepositoryImpl"), repositoryProtocols.isEmpty {
                let protocolName = type.name.hasSuffix("Impl") ? String(type.name.dropLast(4)) : type.name + "Protocol"
                findings.append(finding(path, type.location,
                    "Repository '\(type.name)' conforms to no repository protocol; declare a protocol such as '\(protocolName)', conform to it and let ViewModels depend on the protocol."))
            }
        }
        return findings
    }
}
