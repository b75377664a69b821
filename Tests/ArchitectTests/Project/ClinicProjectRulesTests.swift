import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import ArchitectProject
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@Suite("Clinic project rules")
struct ClinicProjectRulesTests {
    /// The rules of the clinic project group written on top of the lead's three.
    static let ruleIDs = [
        "clinic-spm-local-packages", "clinic-domain-contracts", "clinic-coordinator-placement", "clinic-route-shell-destinations",
        "clinic-data-owns-io", "layer-dependency-rule", "layer-repository-protocol", "layer-model-value-types",
        "layer-model-equatable-sendable", "diff-reference-types", "nav-coordinator-pattern", "di-mock-testing",
        "di-container-composition", "di-protocol-abstraction", "conc-strict-concurrency-enabled",
    ]

    func lint(_ project: TemporaryProject, rules: [String] = ClinicProjectRulesTests.ruleIDs, cache: String? = nil) throws -> [Finding] {
        var options = LintOptions()
        options.paths = [project.root]
        options.workingDirectory = project.root
        options.onlyRules = rules
        if let cache {
            options.useCache = true
            options.cacheDirectory = cache
        }
        return try Linter(configuration: Configuration(baseDirectory: project.root), options: options).run().findings
    }

    static func manifest(_ name: String, dependencies: [String] = [], tests: Bool = false) -> String {
        let list = dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
        let testTarget = tests ? ",\n        .testTarget(name: \"\(name)Tests\", dependencies: [\"\(name)\"])" : ""
        return """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "\(name)",
            targets: [
                .target(name: "\(name)", dependencies: [\(list)])\(testTarget)
            ]
        )
        """
    }

    /// A small project laid out the way the clinic guide asks.
    static let wellFormed: [String: String] = [
        "Packages/Domain/Package.swift": manifest("Domain", tests: true),
        "Packages/Domain/Sources/Domain/Order.swift": """
        import Foundation
        public struct Order: Identifiable, Hashable, Sendable {
            public let id: UUID
            public let title: String
        }
        """,
        "Packages/Domain/Sources/Domain/Contracts.swift": """
        public enum AppError: Error, Equatable { case offline, unknown }
        public protocol ErrorRouting: AnyObject { func route(_ error: AppError) }
        public protocol OrdersCoordinating: AnyObject { func showDetail(of order: Order) }
        public protocol OrderRepository: Sendable { func orders() async throws -> [Order] }
        """,
        "Packages/Domain/Tests/DomainTests/MockOrderRepository.swift": """
        import Domain
        final class MockOrderRepository: OrderRepository, @unchecked Sendable {
            var result: [Order] = []
            func orders() async throws -> [Order] { result }
        }
        final class MockOrdersCoordinator: OrdersCoordinating { func showDetail(of order: Order) {} }
        final class MockErrorRouter: ErrorRouting { func route(_ error: AppError) {} }
        """,
        "Packages/Data/Package.swift": manifest("Data", dependencies: ["Domain"]),
        "Packages/Data/Sources/Data/RemoteOrderRepository.swift": """
        import Foundation
        import SwiftData
        import Domain
        public final class RemoteOrderRepository: OrderRepository {
            private let session: URLSession
            public init(session: URLSession = .shared) { self.session = session }
            public func orders() async throws -> [Order] { [] }
        }
        """,
        "Packages/FeatureOrders/Package.swift": manifest("FeatureOrders", dependencies: ["Domain", "DesignSystem"]),
        "Packages/FeatureOrders/Sources/FeatureOrders/OrdersViewModel.swift": """
        import Observation
        import Domain
        @Observable
        public final class OrdersViewModel {
            private let repository: any OrderRepository
            private let coordinator: any OrdersCoordinating
            var titles: [String] = []
            public init(repository: any OrderRepository, coordinator: any OrdersCoordinating) {
                self.repository = repository
                self.coordinator = coordinator
            }
        }
        """,
        "Packages/FeatureOrders/Sources/FeatureOrders/OrdersList.swift": """
        import SwiftUI
        import Domain
        public struct OrdersList: View {
            let viewModel: OrdersViewModel
            let title: String
            public var body: some View { List(viewModel.titles, id: \\.self) { Text($0) } }
        }
        #Preview {
            NavigationStack { Text("preview") }
        }
        """,
        "Packages/DesignSystem/Package.swift": manifest("DesignSystem"),
        "Packages/DesignSystem/Sources/DesignSystem/Palette.swift": "public enum Palette { case accent }",
        "App/OrdersCoordinator.swift": """
        import SwiftUI
        import Domain
        @Observable
        final class OrdersCoordinator: OrdersCoordinating {
            var path = NavigationPath()
            func showDetail(of order: Order) { path.append(order) }
        }
        """,
        "App/OrdersShell.swift": """
        import SwiftUI
        import Domain
        import FeatureOrders
        struct OrdersShell: View {
            @State private var coordinator = OrdersCoordinator()
            let viewModel: OrdersViewModel
            var body: some View {
                NavigationStack(path: $coordinator.path) {
                    OrdersList(viewModel: viewModel, title: "Orders")
                        .navigationDestination(for: Order.self) { Text($0.title) }
                }
            }
        }
        """,
        "App/DependencyContainer.swift": """
        import Data
        import Domain
        @Observable
        final class DependencyContainer {
            let orders: any OrderRepository = RemoteOrderRepository()
        }
        """,
    ]

    @Test func wellFormedClinicProjectIsClean() throws {
        let project = try TemporaryProject(Self.wellFormed)
        let findings = try lint(project)
        #expect(findings.isEmpty, "\(findings.map { "\($0.ruleID) \($0.path):\($0.line) \($0.message)" })")
    }

    @Test func eachRuleSpeaksOnABrokenProject() throws {
        var files = Self.wellFormed
        files["Packages/FeatureOrders/Sources/FeatureOrders/OrdersList.swift"] = """
        import SwiftUI
        import SwiftData
        final class RowCache {}
        public struct OrdersList: View {
            let cache: RowCache
            public var body: some View {
                NavigationStack {
                    Text("orders").navigationDestination(for: String.self) { Text($0) }
                }
            }
        }
        """
        files["Packages/FeatureOrders/Sources/FeatureOrders/OrdersViewModel.swift"] = """
        import Domain
        import Data
        @Observable
        public final class OrdersViewModel {
            private let repository: RemoteOrderRepository
            private let client = PaymentClient()
            public init(repository: RemoteOrderRepository) { self.repository = repository }
        }
        final class OrdersCoordinator { var path = NavigationPath() }
        final class DependencyContainer {}
        final class LocalOrderRepository: OrderRepository { func orders() async throws -> [Order] { [] } }
        """
        files["Packages/Domain/Sources/Domain/Order.swift"] = """
        import SwiftUI
        public final class Order {}
        public struct Receipt {}
        """
        files["Packages/Domain/Sources/Domain/Contracts.swift"] = """
        public protocol OrderRepository: Sendable { func orders() async throws -> [Order] }
        public protocol PaymentService { func pay() async throws }
        """
        files["Packages/Domain/Package.swift"] = Self.manifest("Domain", tests: true).replacingOccurrences(of: "6.0", with: "5.9")
        files["MyApp/SharedKit/Clock.swift"] = "struct Clock {}"
        let project = try TemporaryProject(files)
        let reported = Set(try lint(project).map(\.ruleID))
        #expect(reported == Set(Self.ruleIDs), "missing: \(Set(Self.ruleIDs).subtracting(reported).sorted())")
    }

    @Test func cachedSummariesKeepInitializerFacts() throws {
        var files = Self.wellFormed
        files["Packages/FeatureOrders/Sources/FeatureOrders/OrdersViewModel.swift"] = """
        import Domain
        @Observable
        public final class OrdersViewModel {
            public init(repository: RemoteOrderRepository) {}
        }
        """
        let project = try TemporaryProject(files)
        let cache = try TemporaryProject()
        let cold = try lint(project, rules: ["di-protocol-abstraction"], cache: cache.root)
        let warm = try lint(project, rules: ["di-protocol-abstraction"], cache: cache.root)
        #expect(cold.count == 1)
        #expect(warm == cold)
    }

    @Test func manifestReaderRecordsToolsVersionAndIndirectSettings() {
        let literal = ManifestReader.read(source: """
        // swift-tools-version: 5.10
        import PackageDescription
        let package = Package(name: "A", targets: [.target(name: "A", swiftSettings: [.enableUpcomingFeature("StrictConcurrency")])])
        """, path: "/p/Package.swift")
        #expect(literal.toolsVersion == Version(5, 10))
        #expect(!literal.hasIndirectSettings)

        let shared = ManifestReader.read(source: """
        // swift-tools-version:5.9
        import PackageDescription
        let settings: [SwiftSetting] = []
        let package = Package(name: "A", targets: [.target(name: "A", swiftSettings: settings)])
        """, path: "/p/Package.swift")
        #expect(shared.toolsVersion == Version(5, 9))
        #expect(shared.hasIndirectSettings)

        let none = ManifestReader.read(source: "import PackageDescription\nlet package = Package(name: \"A\")", path: "/p/Package.swift")
        #expect(none.toolsVersion == nil)
        #expect(!none.hasIndirectSettings)
    }

    @Test func summariesRecordInitializersAndTypePositions() throws {
        let source = """
        final class Model {
            let a: Data.Repo?
            var path = SwiftUI.NavigationPath()
            init(repo: any Repo, _ other: Other = Other()) {}
        }
        """
        let tree = Parser.parse(source: source)
        let summary = FileSummaryBuilder.summarize(tree, path: "/p/Model.swift", converter: SourceLocationConverter(fileName: "/p/Model.swift", tree: tree))
        let type = try #require(summary.types.first)
        #expect(type.properties.map(\.typeName) == ["Repo", nil])
        #expect(type.properties.first?.typeLocation == SourcePoint(line: 2, column: 12))
        #expect(type.properties.last?.initializerCallee == "NavigationPath")
        let parameters = try #require(type.initializers.first?.parameters)
        #expect(parameters.map(\.label) == ["repo", "_"])
        #expect(parameters.map(\.typeName) == [nil, "Other"])
        #expect(parameters.last?.defaultText == "Other()")
        #expect(parameters.last?.typeLocation == SourcePoint(line: 4, column: 35))
    }
}
