import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags mutable `static` and global state that the tests of a Swift Testing suite share.
struct TestIndependentRule: SyntaxRule {
    static let description = RuleDescription(
        id: "test-independent", title: "Keep Swift Testing tests independent of each other",
        category: .testing, impact: .must, presets: [.mvvm],
        rationale: """
        Swift Testing runs the tests of a suite in parallel, each on a fresh instance of the suite \
        type. Instance properties are therefore private to one test, but a `static var` of the \
        suite, or a `var` declared at the top level of the test file, is one value that every \
        test reads and writes at the same time: results then depend on order and timing, and a \
        test that passes alone fails in the full run.

        Reported, at the property's name: a stored `static var` declared in a suite type (one \
        marked `@Suite`, or whose body, or that of the extension it sits in, declares an `@Test` \
        function), also in nested types, extensions and `#if` blocks; and a stored `var` at the \
        top level of a test file that imports Testing and declares `@Test` functions \
        (`nonisolated(unsafe)` included: it silences the compiler, not the race). Only test \
        files count.

        Left alone: instance properties, `let`s, computed properties; `@TaskLocal` statics (one \
        value per task, the sanctioned way to share context) and properties carrying any other \
        attribute except `@MainActor`; suites marked `.serialized`, whose author chose to run \
        them one after another; static state in helper types that declare no tests (a fixture \
        factory may keep a counter on purpose, and the rule cannot see whether tests mutate it); \
        XCTest classes, which run serially. Statics of a suite declared in another file, and \
        state reached through a singleton, are not seen.
        """,
        triggering: [
            RuleExample("""
            import Testing
            @testable import Shop

            @Suite struct CartViewModelTests {
                static var ↓repository = MockCartRepository()
                nonisolated(unsafe) static var ↓calls = 0, ↓lastID: String?

                @Test func loads() async {
                    Self.calls += 1
                    #expect(await CartViewModel(repository: Self.repository).load() != nil)
                }
            }
            """, path: "Tests/ShopTests/CartViewModelTests.swift"),
            RuleExample("""
            import Testing

            nonisolated(unsafe) var ↓sharedSession = Session()
            var ↓counter = 0 { didSet { print(counter) } }

            #if os(iOS)
            @Test func signsIn() { counter += 1 }
            #endif
            """, path: "Tests/AuthTests/SessionTests.swift"),
            RuleExample("""
            import Testing

            enum Checkout {
                struct PaymentTests {
                    #if DEBUG
                    @MainActor static var ↓attempts: [String] = []
                    #endif
                    @Test func pays() {}
                }
            }
            extension OrderTests {
                static var ↓cache: [Order] = []
                @Test func cachesOrders() {}
            }
            """, path: "Tests/ShopTests/CheckoutTests.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            import Testing

            // Avoid `static var repository` here: suites run in parallel.
            @Suite struct CartViewModelTests {
                var repository = MockCartRepository()
                static let fixture = Cart.stub
                static var fixtures: [Cart] { [.stub] }
                @TaskLocal static var locale = "en"
                let note = "static var counter = 0"

                @Test func loads() { #expect(repository.calls == 0) }
            }
            """, path: "Tests/ShopTests/CartViewModelTests.swift"),
            RuleExample("""
            import Testing

            @Suite(.serialized) struct DatabaseTests {
                static var connection = Database()
                @Test func writes() {}
            }
            enum Fixtures {
                static var nextID = 0
            }
            """, path: "Tests/StoreTests/DatabaseTests.swift"),
            RuleExample("""
            import XCTest

            var launchCount = 0
            final class LegacyTests: XCTestCase {
                static var shared = Session()
                func testLaunch() { launchCount += 1 }
            }
            """, path: "Tests/AppTests/LegacyTests.swift"),
            RuleExample("""
            import Testing

            @Suite struct SettingsStore {
                static var current = SettingsStore()
                @Test func defaults() {}
            }
            var cache: [String: Int] = [:]
            """, path: "App/Settings/SettingsStore.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        guard file.isTestFile, node.bindingSpecifier.tokenKind == .keyword(.var), file.mentions("Test") else { return }
        guard node.attributes.allSatisfy({ attributeName($0) == "MainActor" }) else { return }
        let place: String
        if SyntaxQueries.isTypeMember(node.modifiers) {
            guard let owner = Self.owningDeclaration(of: node), Self.isParallelSuite(owner) else { return }
            place = "static state of this suite"
        } else if SyntaxQueries.isFileLevel(node) {
            let testsHere = file.cachedFlag(FileLevelTests.self) {
                SyntaxQueries.importedModules(of: file.tree).contains("Testing") && Self.declaresTests(file.tree)
            }
            guard testsHere else { return }
            place = "a global of this test file"
        } else {
            return
        }
        for binding in node.bindings where SyntaxQueries.isStored(binding) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            report(name, "`\(name.text)` is \(place), shared by tests that Swift Testing runs in parallel; make it an instance property of the suite, set up in `init`, or a `let`.", in: file)
        }
    }

    private enum FileLevelTests {}

    private func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
    }

    /// The type or extension whose member block declares `node` (through `#if` clauses), or nil.
    static func owningDeclaration(of node: VariableDeclSyntax) -> DeclGroupSyntax? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(MemberBlockSyntax.self) { return candidate.parent?.asProtocol(DeclGroupSyntax.self) }
            guard candidate.is(MemberBlockItemSyntax.self) || candidate.is(MemberBlockItemListSyntax.self)
                || candidate.is(IfConfigClauseSyntax.self) || candidate.is(IfConfigClauseListSyntax.self)
                || candidate.is(IfConfigDeclSyntax.self) else { return nil }
            current = candidate.parent
        }
        return nil
    }

    /// Whether `owner` is a suite whose tests run in parallel: marked `@Suite` (without
    /// `.serialized`) or declaring an `@Test` function in this body.
    static func isParallelSuite(_ owner: DeclGroupSyntax) -> Bool {
        if let suite = SyntaxQueries.attribute("Suite", in: owner.attributes) {
            return suite.arguments?.trimmedDescription.contains("serialized") != true
        }
        return SyntaxQueries.memberDeclarations(of: owner.memberBlock).contains { member in
            member.as(FunctionDeclSyntax.self).map { SyntaxQueries.attribute("Test", in: $0.attributes) != nil } ?? false
        }
    }

    /// Whether a file declares an `@Test` function at file level or in any type.
    static func declaresTests(_ tree: SourceFileSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if SyntaxQueries.attribute("Test", in: node.attributes) != nil { found = true }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }
}
