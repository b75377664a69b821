import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `x!` inside `@Test` functions and `XCTUnwrap(…)` in Swift Testing files.
struct TestRequireUnwrapRule: SyntaxRule {
    static let description = RuleDescription(
        id: "test-require-unwrap", title: "Unwrap optionals in tests with #require", category: .testing, impact: .must,
        presets: [.mvvm],
        rationale: """
        The MVVM guide unwraps optionals in tests with `try #require(…)`, which stops the test \
        with a readable failure when the value is nil; a force unwrap crashes the whole test run \
        instead, and `XCTUnwrap` is XCTest's spelling that Swift Testing does not report. Only \
        test files that `import Testing` are checked. Reported: a postfix force unwrap (`x!`, \
        `items.first!.name`, `URL(string: path)!`), at the `!`, anywhere in the body of a `@Test` \
        function (closures and local functions included); and a call to `XCTUnwrap(…)` anywhere \
        in such a file, at its name. Left alone: negation (`!flag`, `#expect(!list.isEmpty)`), \
        `!=`, implicitly unwrapped declarations (`var sut: Model!`), `try!` and `as!`, which are \
        not unwraps of an optional; `URL(string: "https://…")!` on a plain literal, which reviewers \
        read as a constant rather than a value under test; force unwraps in stored-property initialisers, suite \
        initialisers and helper functions, where `#require` needs the code reorganised first; \
        nested types; XCTest files (`test-swift-testing` reports those); production files; \
        comments and strings. Whether the value is an optional or an implicitly unwrapped one is \
        not known without types; both are reported.

        `fix` writes `try #require(x)` for `x!` where one `try` in front covers it without \
        changing the test: the unwrap starts a variable's whole initial value or the first operand \
        of `#expect`/`#require`, its operand holds no other unwrap, `try`, `await` or closure, and \
        no closure, `defer` or `do … catch` (which would catch the failure) lies between it and the \
        test's body; a test that does not throw gets `throws`, one with typed throws is left \
        alone. `try XCTUnwrap(x)` (with at most a literal message) becomes `try #require(x)`. \
        Other findings are left for a person.
        """,
        triggering: [
            RuleExample("""
            import Testing
            @testable import Shop

            @Suite struct CartViewModelTests {
                @Test func firstItem() async {
                    let viewModel = CartViewModel(repository: StubCartRepository())
                    await viewModel.load()
                    #expect(viewModel.items.first↓!.name == "Tea")
                }
            }
            """, path: "Tests/ShopTests/CartViewModelTests.swift"),
            RuleExample("""
            import Testing

            @Test func parsesLink() throws {
                let url = URL(string: "https://example.com/item/\\(id)")↓!
                #if os(iOS)
                let match = items.first { $0.url == url }↓!
                #expect(match.id != 0)
                #endif
            }
            """, path: "Tests/RouterTests/RouterTests.swift"),
            RuleExample("""
            import Testing
            import XCTest

            extension ProfileTests {
                @Test("Name is loaded") func name() throws {
                    let profile = try ↓XCTUnwrap(ProfileViewModel.make().profile)
                    #expect(!profile.name.isEmpty)
                }
            }
            """, path: "Tests/ProfileTests/ProfileTests.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            import Testing

            @Test func opensTheHelpPage() {
                let url = URL(string: "https://example.com/help")!
                #expect(Router.route(for: url) == .help)
            }
            """, path: "Tests/RouterTests/RouterTests.swift"),
            RuleExample("""
            import Testing

            // Never write viewModel.items.first! here; use #require.
            @Suite struct CartViewModelTests {
                var sut: CartViewModel!
                @Test func firstItem() throws {
                    let item = try #require(CartViewModel.sample.items.first)
                    #expect(!item.name.isEmpty && item.count != 0, "first!")
                    let data = try! JSONEncoder().encode(item)
                    let copy = sut as! NSObject
                    #expect(data.count > 0 && copy != nil)
                }
            }
            """, path: "Tests/ShopTests/CartViewModelTests.swift"),
            RuleExample("""
            import Testing

            @Suite struct RouterTests {
                let base = URL(string: "https://example.com")!
                init() { Router.shared.base = URL(string: "https://example.com")! }
                func makeURL(_ path: String) -> URL { URL(string: path)! }
                @Test func opens() { #expect(Router.shared.open(base)) }
            }
            """, path: "Tests/RouterTests/RouterTests.swift"),
            RuleExample("""
            import XCTest

            final class LegacyTests: XCTestCase {
                func testFirst() throws {
                    let item = try XCTUnwrap(items.first)
                    XCTAssertEqual(items.first!.name, item.name)
                }
            }
            """, path: "Tests/ShopTests/LegacyTests.swift"),
            RuleExample("""
            import Testing

            struct Parser {
                @Test func parse() { _ = lines.first! }
            }
            """, path: "Sources/Shop/Parser.swift"),
        ],
        corrections: [
            RuleCorrection("""
            import Testing

            struct Cart { var items: [Item] = [] }

            @Test func firstItem() {
                let cart = Cart(items: [Item(id: 1, title: "Tea")])
                let first = cart.items.first!
                #expect(cart.items.last!.title == "Tea")
                #expect(first.id == 1)
            }
            """, becomes: """
            import Testing

            struct Cart { var items: [Item] = [] }

            @Test func firstItem() throws {
                let cart = Cart(items: [Item(id: 1, title: "Tea")])
                let first = try #require(cart.items.first)
                #expect(try #require(cart.items.last).title == "Tea")
                #expect(first.id == 1)
            }
            """, path: "Tests/ShopTests/CartTests.swift"),
            RuleCorrection("""
            import Testing
            import XCTest

            struct Cart { var items: [Item] = [] }

            @Suite struct CartTests {
                @Test("First item") func first() async throws {
                    let cart = Cart()
                    let item = try XCTUnwrap(cart.items.first, "the cart is empty")
                    let name = cart.items.first!.name.uppercased()
                    #expect(item.id == 0 && !name.isEmpty)
                }
            }
            """, becomes: """
            import Testing
            import XCTest

            struct Cart { var items: [Item] = [] }

            @Suite struct CartTests {
                @Test("First item") func first() async throws {
                    let cart = Cart()
                    let item = try #require(cart.items.first, "the cart is empty")
                    let name = try #require(cart.items.first).name.uppercased()
                    #expect(item.id == 0 && !name.isEmpty)
                }
            }
            """, path: "Tests/ShopTests/CartTests.swift"),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["XCTUnwrap"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        guard file.isTestFile, let body = node.body, SyntaxQueries.attribute("Test", in: node.attributes) != nil,
              file.mentions("!"), Self.importsTesting(file) else { return }
        let finder = UnwrapFinder()
        finder.walk(body)
        // `URL(string: "https://…")!` on a literal cannot be nil for a valid literal: reviewers read
        // it as a constant, not as a value under test.
        for unwrap in finder.unwraps where !Self.isLiteralURL(unwrap.expression) {
            report(unwrap.exclamationMark, "A force unwrap in a test crashes the run when the value is nil; unwrap it with `try #require(…)` instead.", in: file,
                   fixable: TestRequireUnwrapFix.canRewrite(unwrap, in: node))
        }
    }

    /// Whether `expression` is `URL(string:)` on a plain string literal (no interpolation).
    static func isLiteralURL(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), SyntaxQueries.isCall(call, toType: "URL"),
              call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "string",
              let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard file.isTestFile, let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
              reference.baseName.text == "XCTUnwrap", Self.importsTesting(file) else { return }
        report(reference, "`XCTUnwrap` is XCTest's unwrap; in a Swift Testing file write `try #require(…)` instead.", in: file,
               fixable: TestRequireUnwrapFix.canRewrite(node))
    }

    private enum ImportsTesting {}

    static func importsTesting(_ file: FileContext) -> Bool {
        file.cachedFlag(ImportsTesting.self) { SyntaxQueries.importedModules(of: file.tree).contains("Testing") }
    }

    /// The postfix force unwraps of a test body, outside nested types.
    final class UnwrapFinder: SyntaxQueries.ScopedVisitor {
        var unwraps: [ForceUnwrapExprSyntax] = []
        override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
            unwraps.append(node)
            return .visitChildren
        }
    }
}
