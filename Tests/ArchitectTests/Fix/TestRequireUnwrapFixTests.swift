@testable import ArchitectRules
import ArchitectCore
import Testing

/// The unwrap fix leaves alone every force unwrap whose rewrite could change what the test does
/// or would not compile, and says so through the finding's `fixable` flag.
@Suite("Fix: force unwraps in tests become #require")
struct TestRequireUnwrapFixTests {
    static let path = "Tests/ShopTests/CartTests.swift"

    /// A test file whose unwraps the fix must not touch.
    static let leftAlone = """
    import Testing

    struct Cart { var items: [Item] = []; var count: Int? = nil }
    enum CartError: Error { case empty }

    @Test func inAClosure() {
        let cart = Cart()
        let names = [cart].map { $0.items.first!.name }
        #expect(names.count == 1)
    }

    @Test func afterAnOperator() {
        let cart = Cart()
        let total = 1 + cart.count!
        #expect(total > 0)
    }

    @Test func caughtByTheTest() {
        let cart = Cart()
        do {
            let first = cart.items.first!
            try check(first)
        } catch {
            Issue.record(error)
        }
    }

    @Test func typedThrows() throws(CartError) {
        let cart = Cart()
        let first = cart.items.first!
        if first.id < 0 { throw .empty }
    }

    @Test func unwrapInsideAnUnwrap() {
        let carts: [Cart]? = [Cart()]
        let first = carts!.first!
        #expect(first.items.isEmpty)
    }

    func check(_ item: Item) throws {}
    """

    @Test func unsafeUnwrapsAreLeftAloneAndNotFixable() throws {
        FixHarness.expect(Self.leftAlone, becomes: Self.leftAlone, count: 0, with: TestRequireUnwrapFix.self, path: Self.path)
        let findings = try ExampleHarness.findings(for: RuleExample(Self.leftAlone, path: Self.path), rule: TestRequireUnwrapRule.description)
        // `carts!.first!` holds two unwraps: the outer one's operand has an unwrap, the inner one
        // does not start the value on its own.
        #expect(findings.count == 6)
        #expect(findings.allSatisfy { !$0.fixable }, "\(findings.filter(\.fixable).map(\.line))")
    }

    @Test func productionFilesAreNotRewritten() {
        let code = """
        import Testing

        @Test func first() {
            let values: [Int]? = [1]
            let value = values!
            #expect(value.count == 1)
        }
        """
        FixHarness.expect(code, becomes: code, count: 0, with: TestRequireUnwrapFix.self, path: "Sources/Shop/Checks.swift")
    }

    @Test func suppressedUnwrapsStay() {
        let code = """
        import Testing

        @Test func first() {
            let values: [Int]? = [1]
            // swiftui-architect:disable:next test-require-unwrap
            let value = values!
            #expect(value.count == 1)
        }
        """
        FixHarness.expect(code, becomes: code, count: 0, with: TestRequireUnwrapFix.self, path: Self.path)
    }
}
