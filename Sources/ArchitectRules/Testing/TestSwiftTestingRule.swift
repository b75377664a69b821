import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags unit-test files written with XCTest, once per file, at `import XCTest`.
struct TestSwiftTestingRule: SyntaxRule {
    static let description = RuleDescription(
        id: "test-swift-testing", title: "Write unit tests with Swift Testing", category: .testing, impact: .must,
        presets: [.mvvm],
        rationale: """
        The MVVM guide writes its tests with Swift Testing (`@Suite`, `@Test`, `#expect`, \
        `#require`) and not with XCTest. An XCTest file is recognised by its `import XCTest`, \
        which every `XCTestCase` subclass and `XCTAssert…` call needs; the rule reports that \
        import, once per file (the first one, also inside `#if`), rather than every class or \
        assertion, so a file to migrate costs one finding. A file that also imports Testing is \
        reported only when it names something of XCTest's (`XCTestCase`, `XCTAssert…`, `XCTFail`, \
        `XCTestExpectation`): an `import XCTest` left over beside `@Test` functions is an unused \
        import, not an XCTest test. A file without `import Testing` is reported even when its \
        class inherits XCTestCase through a base class of the project (`DatabaseTestCase`). Only test files count (a test target \
        of a `Package.swift`, or a folder named `Tests` or ending in `Tests`). Left alone: tests in a \
        package whose `swift-tools-version` is below 6.0, which says it still builds with \
        toolchains that have no Swift Testing (Xcode 15, Swift 5.9); tests of \
        server-side code (a folder named `…Middleware…` or `Server…`, not `…Client`, or a file importing \
        a server framework such as Vapor, PostgresKit or SwiftNIO); UI \
        tests and performance tests, which Swift Testing cannot write: a file under a folder \
        ending in `UITests`, or one that names `XCUIApplication` or calls `measure(…)` or \
        `measure(metrics:…)`, is skipped as a whole. Also left alone: production files, \
        look-alike modules (`XCTestDynamicOverlay`, `XCTestHelpers`) and mentions in comments \
        or strings. A file that reaches XCTest only through another module's re-export is not seen.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Cart"),
                    .testTarget(name: "CartTests", dependencies: ["Cart"]),
                ])
                """),
                ExampleFile("Tests/CartTests/CartTests.swift", """
                ↓import XCTest
                @testable import Cart

                final class CartTests: XCTestCase {
                    func testTotal() { XCTAssertEqual(Cart().total, 0) }
                }
                """),
            ]),
            RuleExample("""
            ↓import XCTest
            @testable import Shop

            final class CartViewModelTests: XCTestCase {
                func testTotal() { XCTAssertEqual(CartViewModel().total, 0) }
            }
            """, path: "Tests/ShopTests/CartViewModelTests.swift"),
            RuleExample("""
            import Foundation
            #if canImport(XCTest)
            ↓@preconcurrency import XCTest
            import XCTest
            #endif

            extension ProfileTests {
                final class Nested: XCTestCase {
                    func testName() throws { XCTAssertTrue(try ProfileViewModel.make().name.isEmpty) }
                }
            }
            """, path: "Tests/ProfileTests/NestedTests.swift"),
            RuleExample("""
            ↓import XCTest
            @testable import Database

            final class FetchScoresTests: DatabaseTestCase {
                func testFetch() throws { expectNoDifference(try database.scores(), []) }
            }
            """, path: "Tests/DatabaseLiveTests/FetchScoresTests.swift"),
            RuleExample("""
            // Swift Testing is preferred; this file still uses XCTest.
            ↓import class XCTest.XCTestCase
            import Testing

            final class LegacyTests: XCTestCase {}
            @Test func modern() { #expect(true) }
            """, path: "Packages/Orders/Tests/OrdersTests/LegacyTests.swift"),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Game", targets: [
                    .target(name: "GameCore"),
                    .testTarget(name: "GameCoreTests", dependencies: ["GameCore"]),
                ])
                """),
                ExampleFile("Tests/GameCoreTests/ScoreTests.swift", """
                import XCTest
                @testable import GameCore

                final class ScoreTests: XCTestCase {
                    func testScore() { XCTAssertEqual(score("CAB"), 6) }
                }
                """),
            ]),
            RuleExample("""
            import Testing
            @testable import Shop

            // Migrated from XCTest: no more XCTAssertEqual or XCTestCase here.
            @Suite struct CartViewModelTests {
                @Test func total() { #expect(CartViewModel().total == 0, "import XCTest") }
            }
            """, path: "Tests/ShopTests/CartViewModelTests.swift"),
            RuleExample("""
            import Testing
            import XCTest
            @testable import Router

            @Test func opensProfileLink() {
                #expect(RouterPath().handle(url: profileURL) == .handled)
            }
            """, path: "Packages/Env/Tests/RouterTests.swift"),
            RuleExample("""
            import XCTest

            final class LaunchTests: XCTestCase {
                func testLaunch() {
                    let app = XCUIApplication()
                    app.launch()
                }
            }
            """, path: "App/ShopUITests/LaunchTests.swift"),
            RuleExample("""
            import PostgresKit
            import XCTest
            @testable import DatabaseLive

            final class LeaderboardQueryTests: XCTestCase {
                func testFetch() throws {
                    XCTAssertEqual(try database.fetchLeaderboard().count, 3)
                }
            }
            """, path: "Tests/DatabaseLiveTests/LeaderboardQueryTests.swift"),
            RuleExample("""
            import XCTest

            final class ParserPerformanceTests: XCTestCase {
                func testParseSpeed() {
                    measure { _ = Parser().parse(sample) }
                }
            }
            """, path: "Tests/ParserTests/ParserPerformanceTests.swift"),
            RuleExample("""
            import XCTest
            import XCTestDynamicOverlay

            struct FailingClient {
                var fetch: () -> Void = { XCTFail("unimplemented") }
            }
            """, path: "Sources/Client/FailingClient.swift"),
            RuleExample("""
            import XCTestDynamicOverlay
            import Testing

            @Test func unimplementedFails() { #expect(Client.failing.fetch != nil) }
            """, path: "Tests/ClientTests/ClientTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    /// The first tools version whose toolchains ship Swift Testing (Swift 6, Xcode 16).
    static let swiftTestingTools = Version(6, 0)

    func visit(_ node: ImportDeclSyntax, in file: FileContext) {
        guard file.isTestFile, Self.isXCTestImport(node), !Self.isUITestPath(file.path), !AppTargets.isServerSide(file),
              (file.swiftToolsVersion ?? Self.swiftTestingTools) >= Self.swiftTestingTools else { return }
        guard let first = Self.firstXCTestImport(in: file.tree), first.id == node.id else { return }
        let usage = file.cached(Usage.self) { Usage(file) }
        guard !usage.hasUIOrPerformanceTests,
              usage.namesXCTest || !SyntaxQueries.importedModules(of: file.tree).contains("Testing") else { return }
        report(node, "This unit-test file uses XCTest; rewrite it with Swift Testing (`import Testing`, `@Test`, `#expect`, `#require`).", in: file)
    }

    /// What the file does with XCTest, found in one walk.
    private final class Usage {
        /// A name starting with `XCT` outside imports (`XCTestCase`, `XCTAssertEqual`, `XCTFail`).
        var namesXCTest = false
        /// `XCUIApplication`, or a call to `measure(…)`/`measureMetrics(…)`.
        var hasUIOrPerformanceTests = false

        init(_ file: FileContext) {
            final class Finder: SyntaxVisitor {
                var names = false, uiOrPerformance = false
                func note(_ name: String) {
                    if name == "XCUIApplication" { uiOrPerformance = true }
                    if name.hasPrefix("XCT") { names = true }
                }
                override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
                override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                    note(node.baseName.text)
                    return .visitChildren
                }
                override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
                    note(node.name.text)
                    return .visitChildren
                }
                override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
                    note(node.name.text)
                    return .visitChildren
                }
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    if let name = SyntaxQueries.calledName(node), name == "measure" || name == "measureMetrics" { uiOrPerformance = true }
                    return .visitChildren
                }
            }
            guard file.mentions("XCT") else { return }
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            namesXCTest = finder.names
            hasUIOrPerformanceTests = finder.uiOrPerformance
        }
    }

    static func isXCTestImport(_ node: ImportDeclSyntax) -> Bool {
        node.path.first?.name.text == "XCTest"
    }

    /// The first `import XCTest` at file level, also inside `#if` clauses.
    static func firstXCTestImport(in tree: SourceFileSyntax) -> ImportDeclSyntax? {
        func search(_ items: CodeBlockItemListSyntax) -> ImportDeclSyntax? {
            for item in items {
                if let importDecl = item.item.as(ImportDeclSyntax.self), isXCTestImport(importDecl) { return importDecl }
                if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .statements(let statements)? = clause.elements, let found = search(statements) { return found }
                    }
                }
            }
            return nil
        }
        return search(tree.statements)
    }

    /// Whether one of the file's folders is a UI-test folder (`AppUITests`).
    static func isUITestPath(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix("UITests") }
    }
}
