import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags feature modules that depend on anything but Domain, DesignSystem and Apple frameworks.
struct ClinicFeatureImportAllowlistRule: ProjectRule {
    /// The `allowedModules` option.
    static let allowedModules = Option<[String]>("allowedModules", default: [], "Extra modules features may import (for example a logging package).")

    public static let description = RuleDescription(
        id: "clinic-feature-import-allowlist", title: "Features depend only on Domain and DesignSystem", category: .clinic,
        impact: .nonNegotiable, presets: [.clinic], needsLayers: true,
        rationale: """
        In the clinic architecture a feature module sees the app through Domain's protocols and \
        draws with DesignSystem; everything else reaches it through injection from the App target. \
        A feature that imports Data (or the App, a shared module, or a third-party package) couples \
        itself to concrete implementations and can no longer be built, previewed or tested alone. \
        One finding per forbidden pair of modules (a feature and what it depends on), not per \
        file: at the dependency string in the feature target's `Package.swift` when the manifest \
        declares it, since that place does not move with the files linted, else at the first \
        `import` of it in path order, with a count of the other files that import it too. Only \
        modules whose layer is `features` are checked, and test files are exempt. Imports \
        between two features are left to `clinic-feature-no-sibling-import`. A project module of \
        no known layer (a helper or client module that no layer pattern names) is left alone, \
        since the rule cannot tell whether it is shared code or a hidden Data layer. A \
        third-party import is reported only when its module is neither a project module (a \
        target of any manifest read, however the manifest adds it) nor one of Apple's or \
        Swift's own modules; `allowedModules` adds names to that list.
        """,
        options: [allowedModules],
        triggering: [
            RuleExample(project: [
                ExampleFile("FeatureOrders/C.swift", """
                import Alamofire
                import Data
                """),
                ExampleFile("FeatureOrders/B.swift", """
                import Data
                ↓import Alamofire
                """),
                ExampleFile("FeatureOrders/A.swift", """
                import SwiftUI
                ↓import Data
                """),
                ExampleFile("Data/Store.swift", "public struct Store {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/FeatureOrders/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(
                    name: "FeatureOrders",
                    targets: [.target(name: "FeatureOrders", dependencies: ["Domain", ↓"Data"])]
                )
                """),
                ExampleFile("Packages/FeatureOrders/Sources/FeatureOrders/OrdersView.swift", """
                import SwiftUI
                import Domain
                import Data
                struct OrdersView: View { var body: some View { Text("Orders") } }
                """),
                ExampleFile("Packages/Data/Sources/Data/Store.swift", "public struct Store {}"),
                ExampleFile("Packages/Data/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Data", targets: [.target(name: "Data")])
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureProfile/ProfileView.swift", """
                import SwiftUI
                ↓import Alamofire
                struct ProfileView: View { var body: some View { Text("Me") } }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureCart/CartView.swift", """
                import SwiftUI
                #if canImport(UIKit)
                ↓import SharedKit
                #endif
                """),
                ExampleFile("SharedKit/Clock.swift", "public struct Clock {}"),
            ]),
        ],
        nonTriggering: [
            // A project with no Domain module and no configured layers has not adopted the
            // layered architecture: its features may use any package.
            RuleExample(project: [
                ExampleFile("GameFeature/GameView.swift", """
                import SwiftUI
                import ComposableArchitecture
                struct GameView: View { var body: some View { Text("play") } }
                """),
                ExampleFile("SettingsFeature/SettingsView.swift", "import Tagged\n"),
            ], layered: false),
            RuleExample(project: [
                ExampleFile("FeatureWidgets/Timeline.swift", """
                import SwiftUI
                import WidgetKit
                import AppIntents
                import ExtensionFoundation
                import QuickLookUI
                import StoreKit
                import RegexBuilder
                import Synchronization
                import os
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureOrders/OrdersView.swift", """
                import SwiftUI
                import Observation
                import Domain
                import DesignSystem
                // import Data is forbidden here, so we do not.
                struct OrdersView: View { var body: some View { Text("import Data") } }
                """),
                ExampleFile("Domain/Order.swift", "public struct Order {}"),
                ExampleFile("DesignSystem/Colors.swift", "public enum Palette {}"),
            ]),
            RuleExample(project: [
                ExampleFile("App/AppRoot.swift", """
                import SwiftUI
                import Data
                import FeatureOrders
                """),
                ExampleFile("Data/Store.swift", "public struct Store {}"),
                ExampleFile("FeatureOrders/OrdersView.swift", "import SwiftUI"),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureSearch/SearchView.swift", """
                import SwiftUI
                import Logging
                """),
            ], options: ["allowedModules": .strings(["Logging"])]),
            RuleExample(project: [
                ExampleFile("Tests/FeatureOrdersTests/OrdersTests.swift", """
                import Testing
                import Data
                @testable import FeatureOrders
                """),
                ExampleFile("Data/Store.swift", "public struct Store {}"),
                ExampleFile("FeatureOrders/OrdersView.swift", "import SwiftUI"),
            ]),
        ]
    )

    public let configuration: RuleConfiguration

    public func check(_ project: ProjectIndex) -> [Finding] {
        var findings = ClinicSupport.forbiddenDependencyFindings(of: self, breach: .featureDependency, in: project) { use, _, toLayer in
            "Feature module '\(use.from)' \(ClinicSupport.verb(use)) '\(use.to)' (\(toLayer)); features may depend only on Domain and DesignSystem, so reach it through a Domain protocol injected by the App target."
        }
        let allowed = ClinicSupport.appleModules.union(configuration[Self.allowedModules])
        for site in ClinicSupport.thirdPartyDependencies(in: project, layer: .features, known: allowed) {
            findings.append(finding(site.path, site.location, ClinicSupport.noting(site.otherFiles, in:
                "Feature module '\(site.module)' imports third-party module '\(site.dependency)'; keep features on Domain and DesignSystem and wrap the package behind a Domain protocol.")))
        }
        return findings
    }
}
