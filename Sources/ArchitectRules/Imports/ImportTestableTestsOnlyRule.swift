import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `@testable import` outside test targets and test folders.
struct ImportTestableTestsOnlyRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "import-testable-tests-only", title: "@testable import only in tests", category: .imports, impact: .must, severity: .error,
        presets: [.recommended, .mvvm],
        rationale: """
        `@testable import` opens a module's internal declarations to the importer and only \
        works against a build made with testing enabled. In production code it couples modules \
        through internals they never meant to publish, and a release build fails to compile. \
        Make the needed declarations `public` (or `package`) instead, or move the code into a test target.

        The decision is path-based: a file counts as test code when it belongs to a test target \
        of a `Package.swift`, or when one of its folders is named `Tests` or ends in `Tests` \
        (`AppTests`, `FeatureUITests`; the case matters, so `Contests` is no test folder, and a \
        file merely named `AppTests.swift` in a source folder is no test file either). A support \
        target that tests depend on (`TestSupport`) is not a test target: its `@testable` import \
        is reported. Any other file with an `@testable` import is reported, \
        once per import, at the `@testable` attribute. Left alone: an import inside an \
        `#if DEBUG` clause (previews that reach a module's internals; the release build never \
        compiles it) and files of preview apps and preview folders (a folder named `Previews` \
        or `Preview Content`), which are debug scaffolding as well. Plain imports, `@_spi` imports and \
        mentions in comments or strings are left alone.
        """,
        triggering: [
            RuleExample("""
            import SwiftUI
            ↓@testable import ProfileFeature

            struct DebugMenu: View {
                var body: some View { Text("Debug") }
            }
            """, path: "Sources/App/DebugMenu.swift"),
            RuleExample("""
            #if os(iOS)
            ↓@testable import Networking
            #endif
            #if !DEBUG
            ↓@testable import Billing
            #endif
            """, path: "Sources/App/Support/PreviewData.swift"),
            RuleExample("""
            // Shared fixtures, compiled into the app target.
            ↓@testable import Core
            ↓@testable import struct Domain.Order
            """, path: "App/TestSupport/Fixtures.swift"),
            RuleExample("""
            import SwiftUI
            ↓@testable
            import Leaderboard
            """, path: "Sources/Contests/LeaderboardView.swift"),
            RuleExample("""
            #if canImport(XCTest)
            import XCTest
            ↓@testable import App
            #endif
            """, path: "Sources/App/AppTests.swift"),
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "App", targets: [
                    .target(name: "App"),
                    .target(name: "TestSupport", dependencies: ["App"]),
                    .testTarget(name: "AppTests", dependencies: ["App", "TestSupport"]),
                ])
                """),
                ExampleFile("Sources/TestSupport/Fixtures.swift", """
                ↓@testable import App
                public let sampleOrder = Order(id: 1)
                """),
                ExampleFile("Tests/AppTests/OrderTests.swift", """
                @testable import App
                import TestSupport
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample("""
            import SwiftUI

            #if DEBUG
            @testable import GameCenterClient
            struct HomeView_Previews: PreviewProvider {
                static var previews: some View { HomeView(store: .preview) }
            }
            #endif
            """, path: "Sources/HomeFeature/Home.swift"),
            RuleExample("""
            @testable import HomeFeature
            import SwiftUI

            @main
            struct HomePreviewApp: App {
                var body: some Scene { WindowGroup { HomeView() } }
            }
            """, path: "App/Previews/HomePreview/HomePreviewApp.swift"),
            RuleExample("""
            import Testing
            @testable import ProfileFeature

            @Test func loadsProfile() async throws {}
            """, path: "Tests/ProfileFeatureTests/ProfileViewModelTests.swift"),
            RuleExample("""
            import XCTest
            @testable import App
            """, path: "AppUITests/LaunchTests.swift"),
            RuleExample("""
            // Never write `@testable import App` here.
            import SwiftUI
            @_spi(Internal) import DesignSystem
            import TestableKit
            import struct Testing.Tag
            let reminder = "@testable import App"
            """, path: "Sources/App/Root.swift"),
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Checkout", targets: [
                    .target(name: "Checkout"),
                    .testTarget(name: "Verification", dependencies: ["Checkout"], path: "Verification"),
                ])
                """),
                ExampleFile("Verification/CartChecks.swift", """
                #if canImport(Testing)
                import Testing
                @testable import Checkout
                #endif
                """),
            ]),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Whether one of the file's folders is a preview folder (`Previews`, `Preview Content`).
    private func isInPreviewFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0 == "Previews" || $0 == "Preview Content" }
    }

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ declaration: ImportDeclSyntax, in file: FileContext) {
        guard !file.isTestFile,
              let attribute = SyntaxQueries.attribute("testable", in: declaration.attributes),
              !SyntaxQueries.isDebugOnly(declaration), !isInPreviewFolder(file.path) else { return }
        report(attribute, "`@testable import \(declaration.path.trimmedDescription)` is outside a test target; make the needed API public or move this code into tests.", in: file)
    }
}
