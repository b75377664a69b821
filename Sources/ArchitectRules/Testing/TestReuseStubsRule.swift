import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags tests that build a model value from literals instead of reusing its `.stub`.
struct TestReuseStubsRule: SyntaxRule {
    /// The `modelSuffixes` option.
    static let modelSuffixes = Option<[String]>("modelSuffixes", default: ["Model"],
        "Name endings of the model types whose values tests should take from `.stub`/`.stubs`.")

    /// Endings that look like a model suffix but name something else.
    static let excludedSuffixes = ["ViewModel", "DataModel", "ObjectModel"]

    static let description = RuleDescription(
        id: "test-reuse-stubs", title: "Reuse Model.stub in tests",
        category: .testing, impact: .should, presets: [.mvvm],
        rationale: """
        The mvvm guide gives every model a `static let stub` and `static let stubs` beside it and \
        asks tests to use them, so previews and tests exercise the same data and a new stored \
        property is filled in once, in the stub, instead of in every test that spells the value \
        out. A test that builds `ProductModel(id: \"1\", name: \"Desk\", price: 120)` by hand \
        repeats the stub and breaks whenever the model changes.

        Reported, at the type name: in a test file, a call that constructs a type named with one \
        of `modelSuffixes` (default `Model`, the guide's `{Feature}Model` naming), written as a \
        plain or module-qualified name, with at least two arguments that are all literals \
        (strings without interpolation, numbers, Booleans, `nil`, arrays of those).

        Left alone: calls where any argument is a variable, a member or a call (the test is \
        varying a field on purpose, or deriving it), calls with fewer than two arguments, factory functions (`makeModel(…)`), `…ViewModel`, \
        `…DataModel` and `…ObjectModel` types, calls inside `static` declarations (that is where a \
        stub is defined) and production or preview code. The rule does not check that the model \
        has a `stub`: a project whose models are named otherwise (`Product`) is not seen, and \
        one without stubs is told to add them.
        """,
        options: [modelSuffixes],
        triggering: [
            RuleExample("""
            import Testing
            @testable import Shop

            @Test func totalAddsPrices() {
                let items = [↓ProductModel(id: "1", name: "Desk", price: 120), ↓Shop.ProductModel(id: "2", name: "Lamp", price: -5.5)]
                #expect(CartViewModel(items: items).total == 114.5)
            }
            """, path: "Tests/ShopTests/CartViewModelTests.swift"),
            RuleExample("""
            import Testing

            extension ProfileTests {
                #if os(iOS)
                @Test func showsName() {
                    let user = ↓UserModel(
                        id: "u1",
                        name: "Ada",
                        bio: nil,
                        tags: ["admin", "beta"]
                    )
                    #expect(ProfileViewModel(user: user).title == "Ada")
                }
                #endif
            }
            """, path: "Tests/ProfileTests/ProfileNameTests.swift"),
            RuleExample("""
            final class OrderSummaryTests: XCTestCase {
                func testFree() {
                    let order = ↓OrderModel(id: 7, isPaid: true)
                    XCTAssertEqual(order.id, 7)
                }
            }
            """, path: "Tests/OrdersTests/OrderSummaryTests.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            import Testing
            // Not: ProductModel(id: "1", name: "Desk", price: 120)
            @Test func totalAddsPrices() {
                let items = [ProductModel.stub, ProductModel(id: id, name: "Desk", price: 120)]
                let vm = CartViewModel(items: items, currency: "EUR")
                let single = ProductModel(id: "9")
                let copy = ProductModel(id: "3", name: "\\(prefix) Desk", price: 1)
                let text = "ProductModel(id: \\"1\\", name: \\"Desk\\")"
                #expect(vm.total > 0)
            }
            """, path: "Tests/ShopTests/CartViewModelTests.swift"),
            RuleExample("""
            extension ProductModel {
                static let stub = ProductModel(id: "1", name: "Desk", price: 120)
                static var stubs: [ProductModel] { [ProductModel(id: "2", name: "Lamp", price: 30)] }
            }
            """, path: "Tests/ShopTests/Stubs.swift"),
            RuleExample("""
            struct ProductRow_Previews {
                static let product = ProductModel(id: "1", name: "Desk", price: 120)
            }
            let sample = ProductModel(id: "1", name: "Desk", price: 120)
            """, path: "App/Features/Product/View/ProductRow.swift"),
            RuleExample("""
            import Testing
            @Test func parses() {
                let config = ConfigDataModel(version: 2, name: "x")
                let vm = SettingsViewModel(title: "Settings", count: 3)
                let point = Point(x: 1, y: 2)
                let made = makeModel(id: "1", name: "Desk")
                #expect(vm.title == "Settings")
            }
            """, path: "Tests/SettingsTests/SettingsTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard file.isTestFile, node.arguments.count >= 2, node.trailingClosure == nil,
              let name = Self.typeNameToken(node.calledExpression) else { return }
        let text = name.text
        guard UTF8Text.startsUppercase(text), configuration[Self.modelSuffixes].contains(where: { text.hasSuffix($0) && text != $0 }),
              !Self.excludedSuffixes.contains(where: { text.hasSuffix($0) }),
              node.arguments.allSatisfy({ Self.isLiteral($0.expression) }),
              !Self.isInsideStaticDeclaration(node) else { return }
        report(node.calledExpression,
               "This test builds '\(text)' from literals; use `\(text).stub` (or `.stubs`), adjusting only the field the test is about, so tests and previews share one set of sample data.",
               in: file)
    }

    /// The type name of a constructor callee written `Name` or `Module.Name`.
    static func typeNameToken(_ callee: ExprSyntax) -> TokenSyntax? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           UTF8Text.startsUppercase(base.baseName.text) {
            return member.declName.baseName
        }
        return nil
    }

    /// Whether an argument is a plain literal.
    static func isLiteral(_ value: ExprSyntax) -> Bool {
        if value.is(NilLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
            || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) { return true }
        if let text = value.as(StringLiteralExprSyntax.self) { return text.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } }
        if let prefix = value.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "-" && isLiteral(prefix.expression) }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isLiteral($0.expression) } }
        return false
    }

    /// Whether the call sits in a `static` property or function (a stub's own definition).
    static func isInsideStaticDeclaration(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let variable = candidate.as(VariableDeclSyntax.self), SyntaxQueries.isTypeMember(variable.modifiers) { return true }
            if let function = candidate.as(FunctionDeclSyntax.self) { return SyntaxQueries.isTypeMember(function.modifiers) }
            if candidate.is(MemberBlockSyntax.self) { return false }
            current = candidate.parent
        }
        return false
    }
}
