import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags ViewModels that no test file or test type is named after.
struct TestVmCoverageRule: ProjectRule {
    /// The `suffixes` option.
    static let suffixes = Option<[String]>("suffixes", default: ["ViewModel"], "Name endings that make a type a ViewModel.")

    /// Name beginnings of preview and test stand-ins, which need no tests of their own.
    static let standInPrefixes = ["Mock", "Mocked", "Stub", "Fake", "Preview", "Sample", "Dummy"]

    static let description = RuleDescription(
        id: "test-vm-coverage", title: "Every ViewModel has its own tests",
        category: .testing, impact: .should, presets: [.mvvm],
        rationale: """
        In the mvvm guide the ViewModel holds the screen's logic (loading, validation, error \
        mapping, pagination), so its tests come first: a ViewModel nobody tests is where \
        regressions hide. The guide names tests after what they test (`ProductViewModelTests`).

        Reported, at the type's name: a top-level class, struct or actor whose name ends in one of \
        `suffixes` (default `ViewModel`), declared outside test files and `#if DEBUG`, when no test \
        file's name contains the ViewModel's name and no type declared in a test file has a name \
        that starts with it (`ProductViewModelTests`, `ProductViewModelSpec`, a \
        `@Suite struct ProductViewModelTests` in `ShopTests.swift`).

        Left alone: types named only `ViewModel` or nested in another type (their tests cannot be \
        matched by name), protocols, stand-ins named `Mock…`, `Stub…`, `Fake…`, `Preview…`, \
        `Sample…` or `Dummy…`, and every ViewModel of a project whose linted files hold no test \
        file at all (its tests may live outside the linted paths). Tests named otherwise \
        (`CheckoutTests` for `CartViewModel`) or display names in `@Suite(\"…\")` are not matched, \
        so such a ViewModel is reported although tested; the name is the convention the rule \
        checks.
        """,
        options: [suffixes],
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Features/Product/ViewModel/ProductViewModel.swift", """
                @MainActor @Observable final class ↓ProductViewModel {}
                // ProductListViewModel is tested in ProductListViewModelTests.
                @MainActor @Observable final class ProductListViewModel {}
                """),
                ExampleFile("Tests/AppTests/ProductListViewModelTests.swift", "import Testing\n@Suite struct ProductListViewModelTests {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Profile/Sources/Profile/ProfileViewModel.swift", """
                #if os(iOS)
                public final class ↓ProfileViewModel {}
                #endif
                struct ↓AvatarViewModel {}
                """),
                ExampleFile("Packages/Profile/Tests/ProfileTests/ProfileTests.swift", """
                import Testing
                @Suite("ProfileViewModel") struct ProfileTests {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Cart/CartStore.swift", "actor ↓CartStore {}\nfinal class CartViewModel {}"),
                ExampleFile("Tests/CartTests/CartViewModelSpec.swift", "import Testing\nstruct Spec {}"),
            ], options: ["suffixes": .strings(["ViewModel", "Store"])]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Features/Product/ViewModel/ProductViewModel.swift", """
                @Observable final class ProductViewModel {}
                protocol SearchViewModel {}
                struct ProductScreen { final class ViewModel {} }
                #if DEBUG
                final class DebugMenuViewModel {}
                #endif
                final class PreviewCartViewModel {}
                """),
                ExampleFile("Tests/AppTests/ShopTests.swift", "import Testing\n@Suite struct ProductViewModelTests {}"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Settings/SettingsViewModel.swift", "final class SettingsViewModel {}"),
                ExampleFile("App/Settings/SettingsView.swift", "struct SettingsView {}"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Orders/OrdersViewModel.swift", "final class OrdersViewModel {}"),
                ExampleFile("Tests/OrdersTests/OrdersViewModelTests+Paging.swift", "import Testing\nextension OrdersSuite {}"),
                ExampleFile("Tests/OrdersTests/Mocks/MockOrdersViewModel.swift", "final class MockOrdersViewModel {}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        let suffixes = configuration[Self.suffixes]
        let testFiles = project.files.filter { project.placements[$0.path]?.isTestFile == true }
        guard !testFiles.isEmpty, !suffixes.isEmpty else { return [] }
        let testFileNames = testFiles.map { UTF8Text.lastComponent(of: $0.path, separatedBy: "/") }
        let testTypeNames = testFiles.flatMap { $0.types.map(\.name) }
        // Whether a test file or test type is named after `name`: every test is searched, so the
        // answer is kept per name (modular apps repeat names), with byte searches.
        var covered: [String: Bool] = [:]
        func isCovered(_ name: String) -> Bool {
            if let known = covered[name] { return known }
            let found = testFileNames.contains { UTF8Text.contains($0, name) } || testTypeNames.contains { $0.hasPrefix(name) }
            covered[name] = found
            return found
        }
        var findings: [Finding] = []
        for file in project.files {
            guard let placement = project.placements[file.path], !placement.isTestFile else { continue }
            for type in file.types where type.kind != .protocol && type.enclosingTypes.isEmpty && !type.isDebugOnly {
                let name = type.name
                guard suffixes.contains(where: { name.hasSuffix($0) && name != $0 }),
                      !Self.standInPrefixes.contains(where: { name.hasPrefix($0) }),
                      !isCovered(name) else { continue }
                findings.append(finding(file.path, type.location,
                    "ViewModel '\(name)' has no tests; add `\(name)Tests.swift` with a `@Suite struct \(name)Tests` that drives its success and failure paths through stub repositories."))
            }
        }
        return findings
    }
}
