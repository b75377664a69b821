import ArchitectCore
import ArchitectProject

/// Flags a test class or suite for a `@MainActor` ViewModel that is not itself `@MainActor`.
struct CleanTestMainactorRule: ProjectRule {
    static let description = RuleDescription(
        id: "clean-test-mainactor", title: "Tests of @MainActor ViewModels run on the main actor", category: .testing,
        impact: .should, presets: [.clean],
        rationale: """
        A `@MainActor` ViewModel can only be created and read on the main actor. A test type \
        that is not isolated there has to hop for every line (or stops compiling under Swift 6); \
        marking the whole test class or suite `@MainActor`, as the clean guide does, keeps each \
        test straight-line: arrange, act, assert.

        Reported, at the test type's name, in test files: an `XCTestCase` subclass or a type \
        marked `@Suite`, without `@MainActor`, that tests a class of the project marked \
        `@MainActor` whose name ends in `ViewModel`: the test type is named after it \
        (`FeedViewModelTests`, `FeedViewModelTest`, `FeedViewModelSpec`) or stores a property of \
        that type (`var sut: FeedViewModel!`). Left alone: test targets that default to the main \
        actor, ViewModels isolated only by a project-wide default, Swift Testing types without \
        `@Suite` (the index cannot see their `@Test` functions), and `#if DEBUG` code. Known \
        false positive: a test type whose every method is marked `@MainActor` one by one; the \
        index does not record method attributes. Either test framework counts (`testFramework = \
        any` in the clean guide).
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", "@Observable @MainActor final class FeedViewModel { var items: [String] = [] }"),
                ExampleFile("Tests/AppTests/FeedViewModelTests.swift", """
                import XCTest
                @testable import App
                final class ↓FeedViewModelTests: XCTestCase {
                    func test_load_success_setsItems() async {}
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Cart/CartViewModel.swift", "@MainActor @Observable final class CartViewModel {}"),
                ExampleFile("Tests/AppTests/CheckoutTests.swift", """
                import Testing
                @Suite("Checkout")
                struct ↓CheckoutTests {
                    let sut: CartViewModel?
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Login/LoginViewModel.swift", "@MainActor final class LoginViewModel {}"),
                ExampleFile("Tests/AppTests/LoginViewModelSpec.swift", """
                import XCTest
                class ↓LoginViewModelSpec: XCTest.XCTestCase {
                    var sut: LoginViewModel!
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", "@Observable @MainActor final class FeedViewModel {}"),
                ExampleFile("Tests/AppTests/FeedViewModelTests.swift", """
                import XCTest
                @MainActor
                final class FeedViewModelTests: XCTestCase {
                    func test_load() async {}
                }
                @MainActor @Suite struct FeedSuite { let sut: FeedViewModel }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", """
                // Not isolated, so nothing forces the tests onto the main actor.
                @Observable final class FeedViewModel {}
                struct RowViewModel {}
                """),
                ExampleFile("Tests/AppTests/FeedViewModelTests.swift", """
                import XCTest
                final class FeedViewModelTests: XCTestCase {}
                final class RowViewModelTests: XCTestCase {}
                final class FormatterTests: XCTestCase {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", "@MainActor final class FeedViewModel {}"),
                ExampleFile("Tests/AppTests/FeedViewModelTests.swift", """
                import Testing
                struct FeedViewModelTests {
                    @Test func loads() async {}
                }
                final class FeedViewModelHelper { var sut: FeedViewModel? }
                """),
                ExampleFile("App/Feed/FeedViewModelTests.swift", "final class FeedViewModelTests: XCTestCase {}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    /// The name endings that make a test type "named after" the type it tests.
    static let testSuffixes = ["Tests", "Test", "Spec"]

    func check(_ project: ProjectIndex) -> [Finding] {
        var isolated = Set<String>()
        for entry in project.allTypes where entry.type.kind == .class && ViewModelShapes.isViewModelName(entry.type.name) {
            if !entry.placement.isTestFile, entry.type.attributes.contains("MainActor") { isolated.insert(entry.type.name) }
        }
        guard !isolated.isEmpty else { return [] }
        var findings: [Finding] = []
        var defaults: [String: Bool] = [:]
        for entry in project.allTypes where entry.placement.isTestFile {
            let type = entry.type
            let isTestType = (type.kind == .class && type.inherited.first == "XCTestCase") || type.attributes.contains("Suite")
            guard isTestType, !type.attributes.contains("MainActor"), !type.isDebugOnly else { continue }
            let named = Self.testSuffixes.lazy.compactMap { suffix in
                type.name.hasSuffix(suffix) ? String(type.name.dropLast(suffix.count)) : nil
            }.first { isolated.contains($0) }
            let held = type.properties.lazy.compactMap(\.plainTypeName).first { isolated.contains($0) }
            guard let tested = named ?? held else { continue }
            let path = entry.file.path
            if defaults[path] == nil { defaults[path] = project.layout.mayDefaultToMainActor(path) }
            if defaults[path] == true { continue }
            findings.append(finding(path, type.location,
                "`\(type.name)` tests the @MainActor `\(tested)` but is not isolated to the main actor; mark the test type `@MainActor`."))
        }
        return findings
    }
}
