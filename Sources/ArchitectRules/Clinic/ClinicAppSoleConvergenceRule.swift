import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags modules other than the App target that bring features (or features and Data) together.
struct ClinicAppSoleConvergenceRule: ProjectRule {
    public static let description = RuleDescription(
        id: "clinic-app-sole-convergence", title: "Only the App target converges features and Data", category: .clinic,
        impact: .nonNegotiable, presets: [.clinic], needsLayers: true,
        rationale: """
        The App target is the one place that knows every feature and the Data implementations, and \
        wires them together. Any other module that does so becomes a second, hidden composition \
        root. Reported once per converging module, a module of no known layer that depends on \
        two or more features, or on Data and a feature, at its first such dependency in \
        `Package.swift` (else its first such `import` in path order), naming all of them; and \
        once per forbidden pair for a lower layer that depends on a higher one: Data on a \
        feature or the App, DesignSystem or a shared module on a feature, the App, Data or \
        Domain. Test modules are exempt.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("Router/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Router", targets: [.target(name: "Router")])
                """),
                ExampleFile("Router/Sources/Router/Router.swift", """
                import FeatureCart
                import FeatureProfile
                """),
                ExampleFile("Router/Sources/Router/Links.swift", """
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
            RuleExample(project: [
                ExampleFile("DesignSystem/Avatar.swift", """
                import SwiftUI
                ↓import Data
                """),
                ExampleFile("DesignSystem/Badge.swift", "import Data"),
                ExampleFile("Data/Store.swift", "struct Store {}"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("SharedKit/Clock.swift", """
                import Foundation
                import DesignSystem
                """),
                ExampleFile("DesignSystem/Palette.swift", "public enum Palette {}"),
            ]),
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

    public func check(_ project: ProjectIndex) -> [Finding] {
        var findings = ClinicSupport.forbiddenDependencyFindings(of: self, breach: .convergence, in: project) { use, fromLayer, toLayer in
            "'\(use.from)' (\(fromLayer)) \(ClinicSupport.verb(use)) '\(use.to)' (\(toLayer)); \(Self.advice(toLayer: toLayer))"
        }
        let layout = project.layout
        let uses = project.dependencyUses.filter { layout.layer(ofModule: $0.from) == nil }
        for (module, moduleUses) in Dictionary(grouping: uses, by: \.from).sorted(by: { $0.key < $1.key }) {
            let converging = moduleUses.filter { [Layer.features, .data].contains(layout.layer(ofModule: $0.to)) }
            let features = Set(converging.filter { layout.layer(ofModule: $0.to) == .features }.map(\.to))
            let data = Set(converging.filter { layout.layer(ofModule: $0.to) == .data }.map(\.to))
            guard features.count >= 2 || (!data.isEmpty && !features.isEmpty) else { continue }
            // One problem, one finding: the module is a second composition root. It lands on its
            // first converging dependency in Package.swift, else on the first such import.
            let sites: [DependencyUse] = ClinicSupport.representatives(of: converging).map(\.use)
            let manifestSites = sites.filter { $0.kind == .manifest }
            guard let site = Self.first(manifestSites.isEmpty ? sites : manifestSites) else { continue }
            let names = (features.sorted() + data.sorted()).map { "'\($0)'" }.joined(separator: ", ")
            findings.append(finding(site.path, site.location,
                "'\(module)' depends on \(names); only the App target may bring features (and Data) together, so move this composition into the App target."))
        }
        return findings
    }

    /// The use written first, by file path and then position.
    static func first(_ uses: [DependencyUse]) -> DependencyUse? {
        uses.min { lhs, rhs in
            if lhs.path != rhs.path { return lhs.path < rhs.path }
            return (lhs.location.line, lhs.location.column) < (rhs.location.line, rhs.location.column)
        }
    }

    /// What to do about a lower layer's dependency on `toLayer`.
    static func advice(toLayer: String) -> String {
        switch toLayer {
        case "features": "only the App target may depend on features, so invert this through a Domain protocol."
        case "app": "nothing may depend on the App target; move what is needed into a lower layer."
        default: "design-system and shared modules sit below Domain and Data, so move the code that needs it up a layer or invert the dependency through a protocol."
        }
    }
}
