import ArchitectCore
import ArchitectProject

/// Flags modules other than the App target that bring features (or features and Data) together.
public struct AppSoleConvergence: ProjectRule {
    public static let description = RuleDescription(
        id: "clinic-app-sole-convergence",
        title: "Only the App target converges features and Data",
        category: "clinic",
        impact: .nonNegotiable,
        presets: [.clinic],
        scope: .project,
        rationale: """
        The App target is the one place that knows every feature and the Data implementations, and \
        wires them together. Any other module that does so becomes a second, hidden composition \
        root. Reported at each dependency (import or `Package.swift` string) that makes a \
        non-App module converge: a module of no known layer that depends on two or more features, \
        or on Data and a feature; and a lower layer (Data, DesignSystem, SharedKit) that depends \
        on a feature or the App. Test modules are exempt.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("Router/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Router", targets: [.target(name: "Router")])
                """),
                ExampleFile("Router/Sources/Router/Router.swift", """
                ↓import FeatureCart
                ↓import FeatureProfile
                """),
                ExampleFile("FeatureCart/Cart.swift", "struct Cart {}"),
                ExampleFile("FeatureProfile/Profile.swift", "struct Profile {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Data/Sync.swift", """
                import Foundation
                ↓import FeatureCart
                """),
                ExampleFile("FeatureCart/Cart.swift", "struct Cart {}"),
            ]),
            RuleExample(project: [
                ExampleFile("DesignSystem/Button.swift", """
                import SwiftUI
                ↓import App
                """),
                ExampleFile("App/Main.swift", "struct Main {}"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Shell.swift", """
                import Data
                import FeatureCart
                import FeatureProfile
                """),
                ExampleFile("Data/Store.swift", "struct Store {}"),
                ExampleFile("FeatureCart/Cart.swift", "struct Cart {}"),
                ExampleFile("FeatureProfile/Profile.swift", "struct Profile {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Router/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Router", targets: [.target(name: "Router")])
                """),
                ExampleFile("Router/Sources/Router/Router.swift", """
                import Domain
                import FeatureCart
                // import FeatureProfile would make this a second composition root.
                """),
                ExampleFile("FeatureCart/Cart.swift", "struct Cart {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/IntegrationTests/FlowTests.swift", """
                import Data
                import FeatureCart
                import FeatureProfile
                """),
                ExampleFile("Data/Store.swift", "struct Store {}"),
                ExampleFile("FeatureCart/Cart.swift", "struct Cart {}"),
                ExampleFile("FeatureProfile/Profile.swift", "struct Profile {}"),
            ]),
        ]
    )

    public let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    public func check(_ project: ProjectIndex) -> [Finding] {
        var findings = ClinicSupport.forbiddenDependencyFindings(of: self, in: project) { use, fromLayer, toLayer in
            "'\(use.from)' (\(fromLayer)) \(ClinicSupport.verb(use)) '\(use.to)' (\(toLayer)); only the App target may depend on features, so invert this through a Domain protocol."
        }
        let layout = project.layout
        let uses = project.dependencyUses.filter { layout.layer(ofModule: $0.from) == nil }
        for (module, moduleUses) in Dictionary(grouping: uses, by: \.from) {
            let converging = moduleUses.filter { ["features", "data"].contains(layout.layer(ofModule: $0.to)) }
            let features = Set(converging.filter { layout.layer(ofModule: $0.to) == "features" }.map(\.to))
            let data = converging.contains { layout.layer(ofModule: $0.to) == "data" }
            guard features.count >= 2 || (data && !features.isEmpty) else { continue }
            for use in converging {
                findings.append(finding(use.path, use.location,
                    "'\(module)' \(ClinicSupport.verb(use)) '\(use.to)' while also depending on other features or Data; compose features and Data only in the App target."))
            }
        }
        return findings
    }
}
