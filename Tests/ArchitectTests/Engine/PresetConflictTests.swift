@testable import ArchitectRules
import ArchitectCore
import ArchitectEngine
import Testing

/// The documents disagree in places (catalog §7, conflicts K1–K27). Each preset follows its own
/// document; `recommended` must stay out of every disagreement, so a team on the default preset
/// is never told to undo what the guide it follows asks for.
@Suite("Preset conflicts")
struct PresetConflictTests {
    /// For each conflict, the rule IDs (canonical or alias) that take a side. `recommended` may run
    /// none of them. Where §8 lets `recommended` keep the common ground of a conflict under a
    /// narrower trigger (K9's Bool-driven sheets, K12's dynamic collections, K13's tasks stored in
    /// views, K23's deployment-target gate), the shared rule is not listed here; the canonical-code
    /// test below checks that its narrower trigger leaves each side's code alone.
    static let sides: [String: [String]] = [
        "K1": ["layer-usecase-protocol", "clean-usecase-layer"],
        "K2": ["mvvm-vm-foundation-only", "import-repo-foundation-only"],
        "K3": ["repo-result-no-throw", "net-result-no-throw", "mvvm-vm-handle-result", "layer-repository-protocol",
               "clean-repo-protocol-sendable-async"],
        "K4": ["di-environment-injection", "review-environment-di", "mvvm-di-container", "mvvm-di-env-access", "mvvm-di-lazy-repos"],
        "K5": ["clean-state-owns-vm", "review-no-state-for-objects", "review-state-private", "review-state-not-passed-in"],
        "K6": ["data-error-loadable", "review-loadstate-enum", "clean-viewstate-enum", "mvvm-vm-defer-loading",
               "mvvm-vm-error-message", "mvvm-pagination-guard"],
        "K7": ["diff-equatable-views", "diff-closure-skip", "review-equatable-vm"],
        "K8": ["nav-coordinator-pattern", "clinic-coordinator-placement", "clinic-route-shell-destinations",
               "mvvm-nav-router-environment", "review-routerpath", "clean-router-observable", "review-central-destinations"],
        "K10": ["review-route-ids-not-models"],
        "K11": ["view-extract-subviews", "comp-section-own-file", "comp-inline-private-limit"],
        "K13": ["mvvm-task-store-repeating"],
        "K14": ["conc-combine-to-async", "mvvm-vm-async-methods"],
        "K15": ["test-swift-testing", "clean-test-naming-aaa"],
        "K17": ["theme-semantic-colors", "review-theme-colors", "theme-tokens-value-types"],
        "K18": ["layer-model-value-types", "layer-model-equatable-sendable", "mvvm-model-conformances", "clean-dto-mapping"],
        "K20": ["clinic-error-routing", "err-view-display", "err-human-readable"],
        "K21": ["anim-spring", "a11y-reduce-motion"],
        "K22": ["list-constant-viewcount"],
        "K24": ["mvvm-vm-mainactor", "clean-vm-mainactor", "review-observable-mainactor"],
        "K26": ["clean-pass-observable-down", "view-minimal-dependencies"],
        "K27": ["l10n-no-hardcoded-strings", "theme-spacing-tokens", "theme-radius-tokens", "preview-stub-only"],
    ]

    @Test func recommendedTakesNoSideInAConflict() {
        let catalog = Registry.catalog
        let recommended = Set(catalog.ruleIDs(in: .recommended))
        for (conflict, ids) in Self.sides.sorted(by: { $0.key < $1.key }) {
            for id in ids {
                // A manual item never runs; a row not built yet has nothing to run.
                if catalog.manualItem(for: id) != nil || PresetCoverageTests.reviewRowsNotYetCovered.contains(id) { continue }
                guard let rule = catalog.description(for: id) else {
                    Issue.record("\(conflict): \(id) is neither a rule, an alias nor a manual item")
                    continue
                }
                #expect(!recommended.contains(rule.id), "\(conflict): recommended runs \(rule.id), which takes a side (\(id))")
            }
        }
    }

    /// Code each guide holds up as right where the guides disagree, one small app per side.
    static let canonicalCode: [(conflict: String, files: [String: String])] = [
        ("K5 clinic/clean: the View owns its ViewModel in @State, injected through init", [
            "Sources/Feed/FeedView.swift": """
            import SwiftUI
            import Observation

            @MainActor @Observable final class FeedViewModel {
                private(set) var titles: [String] = []
                func load() async { titles = ["One"] }
            }

            struct FeedView: View {
                @State var viewModel: FeedViewModel
                var body: some View {
                    VStack { ForEach(viewModel.titles, id: \\.self) { Text($0) } }
                        .task { await viewModel.load() }
                }
            }
            """,
        ]),
        ("K5 review: the View keeps a plain let", [
            "Sources/Feed/FeedView.swift": """
            import SwiftUI
            import Observation

            @Observable final class FeedViewModel {
                var titles: [String] = []
            }

            struct FeedView: View {
                let viewModel: FeedViewModel
                var body: some View {
                    VStack { ForEach(viewModel.titles, id: \\.self) { Text($0) } }
                }
            }
            """,
        ]),
        ("K3 mvvm: repositories return Result / clean: they throw", [
            "Sources/Data/Repositories.swift": """
            import Foundation

            enum AppError: Error { case offline }
            struct Item: Sendable, Hashable { let id: Int }

            protocol ItemsRepository: Sendable {
                func items() async -> Result<[Item], AppError>
            }

            protocol OrdersRepository: Sendable {
                func orders() async throws -> [Item]
            }
            """,
        ]),
        ("K6 mvvm: isLoading with defer and errorMessage / clean: one ViewState enum", [
            "Sources/Feed/ViewModels.swift": """
            import Observation

            @MainActor @Observable final class ListViewModel {
                var isLoading = false
                var errorMessage: String?
                var names: [String] = []
                func load() async {
                    isLoading = true
                    defer { isLoading = false }
                    names = ["A"]
                }
            }

            enum ViewState: Equatable { case idle, loading, loaded, error(String) }

            @MainActor @Observable final class DetailViewModel {
                private(set) var state: ViewState = .idle
            }
            """,
        ]),
        ("K8 clinic: a coordinator owns the path / review: a RouterPath in the environment", [
            "Sources/App/Navigation.swift": """
            import SwiftUI
            import Observation

            enum OrderRoute: Hashable { case detail(id: Int) }

            @MainActor @Observable final class OrderCoordinator {
                var path = NavigationPath()
                func showDetail(id: Int) { path.append(OrderRoute.detail(id: id)) }
            }

            @MainActor @Observable final class RouterPath {
                var path: [OrderRoute] = []
                func navigate(to route: OrderRoute) { path.append(route) }
                func pop() { _ = path.popLast() }
                func popToRoot() { path.removeAll() }
            }

            struct OrdersRoot: View {
                @State private var router = RouterPath()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        Text("Orders")
                            .navigationDestination(for: OrderRoute.self) { route in
                                switch route {
                                case .detail(let id): Text("Order \\(id)")
                                }
                            }
                    }
                    .environment(router)
                }
            }

            @main struct OrdersApp: App {
                var body: some Scene { WindowGroup { OrdersRoot() } }
            }
            """,
        ]),
        ("K9 review: one optional SheetDestination in view state", [
            "Sources/Feed/SheetHost.swift": """
            import SwiftUI

            enum SheetDestination: Identifiable {
                case compose, settings
                var id: Self { self }
            }

            struct SheetHost: View {
                @State private var sheet: SheetDestination?
                var body: some View {
                    Button("Compose") { sheet = .compose }
                        .sheet(item: $sheet) { destination in
                            switch destination {
                            case .compose: Text("Compose")
                            case .settings: Text("Settings")
                            }
                        }
                }
            }
            """,
        ]),
        ("K2 clean/clinic: the ViewModel lives with its View and imports SwiftUI", [
            "Sources/Profile/Profile.swift": """
            import SwiftUI
            import Observation

            @MainActor @Observable final class ProfileViewModel {
                var tint: Color = .accentColor
                var name = ""
            }

            struct ProfileView: View {
                @State var viewModel = ProfileViewModel()
                var body: some View { Text(viewModel.name).foregroundStyle(viewModel.tint) }
            }
            """,
        ]),
        ("K13/K14 mvvm: the ViewModel stores its search Task; clinic: Combine for debounce", [
            "Sources/Search/SearchViewModel.swift": """
            import Combine
            import Observation

            @MainActor @Observable final class SearchViewModel {
                private var searchTask: Task<Void, Never>?
                private var cancellables = Set<AnyCancellable>()
                let query = PassthroughSubject<String, Never>()
                var results: [String] = []

                func search(_ text: String) {
                    searchTask?.cancel()
                    searchTask = Task { results = [text] }
                }

                func bind() {
                    query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .sink { [weak self] text in self?.search(text) }
                        .store(in: &cancellables)
                }
            }
            """,
        ]),
        ("K15 clean: XCTest with test_unit_condition_outcome names", [
            "Tests/FeedTests/FeedViewModelTests.swift": """
            import XCTest
            @testable import Feed

            @MainActor final class FeedViewModelTests: XCTestCase {
                func test_load_whenRepositorySucceeds_showsItems() async {
                    XCTAssertTrue(true)
                }
            }
            """,
        ]),
        ("K17/K27 clinic/review: raw colours, literal spacing and strings; a Theme in the environment", [
            "Sources/Feed/Badge.swift": """
            import SwiftUI
            import Observation

            @MainActor @Observable final class Theme {
                var accent: Color = .blue
            }

            struct Badge: View {
                @Environment(Theme.self) private var theme
                var body: some View {
                    Text("New")
                        .padding(12)
                        .background(Color.gray.opacity(0.2))
                        .foregroundStyle(theme.accent)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                }
            }

            struct BadgeRoot: View {
                @State private var theme = Theme()
                var body: some View { Badge().environment(theme) }
            }

            @main struct BadgeApp: App {
                var body: some Scene { WindowGroup { BadgeRoot() } }
            }
            """,
        ]),
        ("K21/K24 optimise and clinic: timing curves in examples, a ViewModel without @MainActor", [
            "Sources/Feed/Fade.swift": """
            import SwiftUI
            import Observation

            @Observable final class FadeModel {
                var shown = false
            }

            struct Fade: View {
                @State private var model = FadeModel()
                var body: some View {
                    Text("Hello")
                        .opacity(model.shown ? 1 : 0)
                        .onTapGesture { withAnimation(.easeInOut(duration: 0.25)) { model.shown.toggle() } }
                        .accessibilityAddTraits(.isButton)
                }
            }
            """,
        ]),
        ("K26 clean: a feature ViewModel passed down through the environment", [
            "Sources/Feed/FeedScreen.swift": """
            import SwiftUI
            import Observation

            @MainActor @Observable final class FeedModel {
                var count = 0
            }

            struct FeedScreen: View {
                @State private var model = FeedModel()
                var body: some View { FeedCounter().environment(model) }
            }

            struct FeedCounter: View {
                @Environment(FeedModel.self) private var model
                var body: some View { Text("\\(model.count)") }
            }

            @main struct FeedApp: App {
                var body: some Scene { WindowGroup { FeedScreen() } }
            }
            """,
        ]),
    ]

    static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(
        name: "Canon",
        platforms: [.iOS(.v17)],
        targets: [.target(name: "Feed"), .testTarget(name: "FeedTests", dependencies: ["Feed"])]
    )
    """

    @Test(arguments: canonicalCode.indices)
    func recommendedLeavesEachSidesCanonicalCodeAlone(_ index: Int) throws {
        let (conflict, files) = Self.canonicalCode[index]
        let project = try TemporaryProject(files.merging(["Package.swift": Self.manifest]) { current, _ in current })
        var options = LintOptions()
        options.paths = [project.root]
        options.workingDirectory = project.root
        options.preset = .recommended
        let findings = try Linter(configuration: Configuration(baseDirectory: project.root), options: options).run().findings
        #expect(findings.isEmpty, "\(conflict): \(findings.map { "\($0.ruleID) at \($0.path):\($0.line): \($0.message)" })")
    }
}
