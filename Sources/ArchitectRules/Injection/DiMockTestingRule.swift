import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags injectable protocols that no test target provides a mock for.
struct DiMockTestingRule: ProjectRule {
    /// Name endings of protocols treated as injected dependencies outside Domain, by default.
    static let defaultSuffixes = ["Repository", "Service", "Client"]

    /// The `doublePrefixes` option.
    static let doublePrefixes = Option<[String]>("doublePrefixes", default: ["Mock"], "Name prefixes of test doubles that count as mocks.")

    /// The `protocolSuffixes` option.
    static let protocolSuffixes = Option<[String]>("protocolSuffixes", default: defaultSuffixes, "Name endings of dependency protocols outside Domain.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "di-mock-testing", title: "Every injected protocol has a mock in the tests", category: .di, impact: .mediumHigh,
        presets: [.clinic, .clean], aliases: ["clean-test-mock-repository"],
        rationale: """
        Protocols are injected so tests can swap the live implementation for a double that records \
        calls and returns chosen results; a test that has to use the live service is slow, flaky \
        and cannot reach the error paths. A protocol with no mock in any test target is a sign \
        that the code behind it is tested against the real thing or not at all.

        Reported at the protocol name: a protocol with at least one requirement, declared outside \
        test files and `#if DEBUG` code, that is either declared in the `domain` layer or named \
        with one of `protocolSuffixes` (default `Repository`, `Service`, `Client`, also followed \
        by `Protocol`), when no double conforms to it, in its declaration, an extension or \
        through a project protocol that refines it. A double is a type whose name starts or \
        ends with one of `doublePrefixes` (default `Mock`: `MockClient` and `ClientMock` both \
        count) declared in a test file or in a mock folder or module (a folder named `Mocks`, \
        `Mock`, `Fakes` or `TestDoubles`, or whose name ends in `Mocks`, where generated or \
        shared doubles live). A protocol whose mock a generator writes (it refines Sourcery's \
        `AutoMockable`, or carries `@Mockable` or `@AutoMockable`) counts as mocked too. The rule stays silent when the project has \
        no test file at all (the tests may live outside the linted paths) and ignores marker \
        protocols without requirements and protocols that describe data rather than a service \
        (those refining `Equatable`, `Hashable`, `Comparable`, `Identifiable` or `Codable`). The other half of the catalog row, a test that builds \
        the live implementation, is not checked.
        """,
        options: [
            doublePrefixes,
            protocolSuffixes,
        ],
        triggering: [
            RuleExample(project: [
                ExampleFile("Domain/OrderRepository.swift", """
                public protocol ↓OrderRepository: Sendable {
                    func orders() async throws -> [Order]
                }
                """),
                ExampleFile("Tests/FeatureOrdersTests/OrdersViewModelTests.swift", """
                import Testing
                // MockOrderRepository is still to be written.
                @Test func loads() async {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/Payments/PaymentClient.swift", """
                protocol ↓PaymentServiceProtocol {
                    func pay(cents: Int) async throws
                }
                protocol Formatting { func format(_ cents: Int) -> String }
                """),
                ExampleFile("Tests/PaymentsTests/Doubles.swift", """
                final class StubPaymentService: PaymentServiceProtocol {
                    func pay(cents: Int) async throws {}
                }
                final class MockPaymentServiceRecorder {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Domain/Sources/Domain/Contracts.swift", """
                public protocol OrderRepository { func orders() async throws -> [Order] }
                #if os(iOS)
                public protocol ↓CartRepository { var count: Int { get } }
                #endif
                """),
                ExampleFile("Packages/Domain/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Domain", targets: [
                    .target(name: "Domain"),
                    .testTarget(name: "DomainTests", dependencies: ["Domain"]),
                ])
                """),
                ExampleFile("Packages/Domain/Tests/DomainTests/MockOrderRepository.swift", """
                @testable import Domain
                final class MockOrderRepository: OrderRepository {
                    func orders() async throws -> [Order] { [] }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Sources/Network/Clients.swift", """
                protocol APIClient { func get(_ path: String) async throws -> Data }
                protocol SearchService { func search(_ text: String) async -> [String] }
                protocol FeedRepository: AutoMockable { func feed() async throws -> [Post] }
                @Mockable protocol AuthService { func signIn() async throws }
                """),
                ExampleFile("Tests/NetworkTests/ClientMock.swift", """
                final class APIClientMock: APIClient {
                    func get(_ path: String) async throws -> Data { Data() }
                }
                """),
                ExampleFile("Sources/NetworkMocks/Generated/SearchServiceMock.swift", """
                final class SearchServiceMock: SearchService {
                    func search(_ text: String) async -> [String] { [] }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/OrderRepository.swift", """
                public protocol OrderRepository { func orders() async throws -> [Order] }
                """),
                ExampleFile("FeatureOrders/OrdersViewModel.swift", "final class OrdersViewModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Contracts.swift", """
                public protocol OrderRepository { func orders() async throws -> [Order] }
                public protocol CachedOrderRepository: OrderRepository { func clear() }
                public protocol Entity: Sendable {}
                public protocol Priced: Hashable { var cents: Int { get } }
                """),
                ExampleFile("Tests/DomainTests/Mocks.swift", """
                final class MockOrders {}
                extension MockOrders: CachedOrderRepository {
                    func orders() async throws -> [Order] { [] }
                    func clear() {}
                }
                protocol HelperService { func help() }
                """),
                ExampleFile("FeatureOrders/Preview.swift", """
                #if DEBUG
                protocol PreviewDataService { func sample() -> [Order] }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Clock.swift", "public protocol Clock { var now: Double { get } }"),
                ExampleFile("Tests/DomainTests/FakeClock.swift", """
                struct FakeClock: Clock { var now: Double { 0 } }
                """),
            ], options: ["doublePrefixes": .strings(["Mock", "Fake"])]),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Whether one of a file's folders holds doubles: `Mocks`, `Mock`, `Fakes`, `TestDoubles`, `…Mocks`.
    private func isMockFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            ["Mock", "Fakes", "TestDoubles"].contains(folder) || folder.hasSuffix("Mocks")
        }
    }

    /// Whether a generator writes the protocol's mock: it refines `AutoMockable` or carries
    /// `@Mockable`/`@AutoMockable`.
    private func isGeneratedMock(_ type: TypeSummary, in project: ProjectIndex) -> Bool {
        type.attributes.contains { $0 == "Mockable" || $0 == "AutoMockable" }
            || ClinicIndexQueries.conformances(of: type.name, in: project).contains("AutoMockable")
    }

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        guard project.placements.values.contains(where: \.isTestFile) else { return [] }
        let prefixes = configuration[Self.doublePrefixes]
        let suffixes = configuration[Self.protocolSuffixes]
        var mocked = Set<String>()
        for entry in project.allTypes where entry.type.kind != .protocol && (entry.placement.isTestFile || isMockFolder(entry.file.path))
            && prefixes.contains(where: { !$0.isEmpty && (entry.type.name.hasPrefix($0) || entry.type.name.hasSuffix($0)) }) {
            mocked.formUnion(ClinicIndexQueries.conformances(of: entry.type.name, in: project))
        }
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .protocol && ClinicIndexQueries.isProduction(entry) {
            let type = entry.type
            guard !type.methods.isEmpty || !type.properties.isEmpty, !mocked.contains(type.name), !isGeneratedMock(type, in: project),
                  !ClinicIndexQueries.isDataShapeProtocol(type.name, in: project) else { continue }
            let baseName = type.name.hasSuffix("Protocol") ? String(type.name.dropLast("Protocol".count)) : type.name
            guard entry.placement.layer == .domain || suffixes.contains(where: { baseName.hasSuffix($0) }) else { continue }
            let prefix = prefixes.first ?? "Mock"
            findings.append(finding(entry.file.path, type.location,
                "Protocol '\(type.name)' has no '\(prefix)…' conformer in any test target; add a mock that records calls and returns configurable results so its consumers can be tested without the live implementation."))
        }
        return findings
    }
}
