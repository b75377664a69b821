import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags ViewModel test suites with async tests none of which drives a failure.
struct TestSuccessAndFailureRule: SyntaxRule {
    /// The `suiteSuffixes` option.
    static let suiteSuffixes = Option<[String]>("suiteSuffixes", default: ["ViewModelTests", "ViewModelTest"],
        "Name endings of the test types that test a ViewModel.")

    /// Word parts whose presence in a name shows that a test looks at an error path.
    static let failureWords = ["fail", "Fail", "error", "Error", "throw", "Throw", "reject", "Reject", "invalid", "Invalid",
                               "offline", "Offline", "unauthori", "Unauthori", "timeout", "Timeout", "cancel", "Cancel"]

    /// Suite names that say nothing of what they test.
    static let genericSuiteNames: Set<String> = ["Tests", "Test", "Suite", "Spec", "UnitTests"]

    static let description = RuleDescription(
        id: "test-success-and-failure", title: "Test the failure path of ViewModel methods too",
        category: .testing, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide asks for both paths of every async ViewModel method to be tested: the \
        success path, and the failure path where the stub repository returns `.failure(…)` and \
        the ViewModel must show an error, stop loading and keep its old data. Failure handling is \
        the code that runs least often by hand and breaks most quietly.

        The catalog phrases this per method, which needs to know what every test calls; the rule \
        checks what one file shows, per suite. Reported, at the type's name: a struct or class in \
        a test file, named with one of `suiteSuffixes` (default `ViewModelTests`, `ViewModelTest`) \
        or named `Tests`, `Test`, `Suite`, `Spec` or `UnitTests` at the top level of a file so \
        named (`@Suite(\"Timeline\") struct Tests` in `TimelineViewModelTests.swift`), whose tests (`@Test` functions, or XCTest `test…` methods), in its body and the same \
        file's extensions of it, contain at least one `await`, when nothing in those bodies shows \
        an error path: no `throw`, no `#expect(throws:)` or `#require(throws:)`, and no name \
        containing fail, error, throw, reject, invalid, offline, unauthori(sed), timeout or \
        cancel (`.failure(…)`, `errorMessage`, `XCTFail`, `makeFailingRepository()`).

        Left alone: suites without async tests, suites named otherwise, and any suite with one \
        sign of a failure test, even if other async methods have none (the rule cannot map tests \
        to methods); failure tests kept in another file, or configured through a helper named \
        without those words, are not seen, so such a suite is reported although covered.
        """,
        options: [suiteSuffixes],
        triggering: [
            RuleExample("""
            import Testing
            @testable import Shop

            @MainActor @Suite struct ↓ProductViewModelTests {
                let repository = MockProductRepository()

                @Test func loadsProducts() async {
                    repository.result = .success(ProductModel.stubs)
                    let sut = ProductViewModel(repository: repository)
                    await sut.fetchProducts()
                    #expect(sut.products.count == 3)
                }
            }
            """, path: "Tests/ShopTests/ProductViewModelTests.swift"),
            RuleExample("""
            import XCTest

            enum Cart {
                final class ↓CartViewModelTest: XCTestCase {
                    #if os(iOS)
                    func testCheckout() async throws {
                        let sut = CartViewModel(repository: StubCartRepository(items: [.stub]))
                        await sut.checkout()
                        XCTAssertTrue(sut.isDone)
                    }
                    #endif
                }
            }
            """, path: "Tests/CartTests/CartViewModelTest.swift"),
            RuleExample("""
            import Testing

            // TODO: a failure test for refresh.
            struct ↓FeedViewModelTests {}
            extension FeedViewModelTests {
                @Test func refreshes() async {
                    let sut = FeedViewModel(repository: StubFeedRepository())
                    await sut.refresh()
                    #expect(sut.items.isEmpty == false, "errorMessage stays nil")
                }
            }
            """, path: "Tests/FeedTests/FeedViewModelTests.swift"),
            RuleExample("""
            import Testing

            @MainActor @Suite("Timeline") struct ↓Tests {
                struct Helpers { func make() async {} }
                @Test func insertsStatus() async {
                    let sut = TimelineViewModel()
                    await sut.insert(.placeholder)
                    #expect(sut.count == 1)
                }
            }
            """, path: "Packages/Timeline/Tests/TimelineTests/TimelineViewModelTests.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            import Testing

            @MainActor @Suite struct ProductViewModelTests {
                let repository = MockProductRepository()

                @Test func loadsProducts() async {
                    await ProductViewModel(repository: repository).fetchProducts()
                }

                @Test func showsMessageWhenLoadingFails() async {
                    repository.result = .failure(.network)
                    let sut = ProductViewModel(repository: repository)
                    await sut.fetchProducts()
                    #expect(sut.errorMessage != nil)
                }
            }
            """, path: "Tests/ShopTests/ProductViewModelTests.swift"),
            RuleExample("""
            import Testing

            struct LoginViewModelTests {
                @Test func rejectsEmptyPassword() async {
                    await #expect(throws: LoginError.self) { try await LoginViewModel().submit(password: "") }
                }
            }
            struct SettingsViewModelTests {
                @Test func togglesTheme() { #expect(SettingsViewModel().toggle() == .dark) }
            }
            struct OrdersTests {
                @Test func loads() async { await OrdersViewModel().load() }
            }
            """, path: "Tests/AppTests/LoginViewModelTests.swift"),
            RuleExample("""
            struct ProfileViewModelTests {
                func check() async { await ProfileViewModel().load() }
            }
            """, path: "App/Debug/ProfileViewModelTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        check(node, name: node.name, in: file)
    }

    func visit(_ node: ClassDeclSyntax, in file: FileContext) {
        check(node, name: node.name, in: file)
    }

    private func check(_ node: some DeclGroupSyntax, name: TokenSyntax, in file: FileContext) {
        guard file.isTestFile else { return }
        let suffixes = configuration[Self.suiteSuffixes]
        let stem = file.fileName.hasSuffix(".swift") ? String(file.fileName.dropLast(6)) : file.fileName
        let namedSo = suffixes.contains { name.text.hasSuffix($0) }
        // A generically named suite (`Tests`) at the top level of `TimelineViewModelTests.swift`.
        let inNamedFile = suffixes.contains { stem.hasSuffix($0) } && SyntaxQueries.enclosingTypeDeclaration(of: node) == nil
            && (Self.genericSuiteNames.contains(name.text) || stem.hasSuffix(name.text))
        guard namedSo || inNamedFile else { return }
        let tests = SyntaxQueries.memberBlocks(ofTypeAround: node).flatMap(SyntaxQueries.memberDeclarations(of:))
            .compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter(Self.isTest)
        guard tests.contains(where: Self.awaits) else { return }
        guard !tests.contains(where: Self.showsFailure) else { return }
        report(name,
               "No test in '\(name.text)' drives a failure; add one that makes the stub repository return `.failure(…)` (or throw) and checks the ViewModel's error state.",
               in: file)
    }

    /// An `@Test` function, or an XCTest-style `test…` method.
    static func isTest(_ function: FunctionDeclSyntax) -> Bool {
        SyntaxQueries.attribute("Test", in: function.attributes) != nil
            || (function.name.text.hasPrefix("test") && function.signature.parameterClause.parameters.isEmpty)
    }

    static func awaits(_ function: FunctionDeclSyntax) -> Bool {
        function.body?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) } ?? false
    }

    /// Whether a test's name or body shows an error path.
    static func showsFailure(_ function: FunctionDeclSyntax) -> Bool {
        if failureWords.contains(where: { function.name.text.contains($0) }) { return true }
        guard let body = function.body else { return false }
        for token in body.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .keyword(.throw), .keyword(.throws):
                return true
            case .identifier(let text):
                if failureWords.contains(where: { text.contains($0) }) { return true }
            default:
                continue
            }
        }
        return false
    }
}
