import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags a feature module that depends on another feature module.
struct ClinicFeatureNoSiblingImportRule: ProjectRule {
    public static let description = RuleDescription(
        id: "clinic-feature-no-sibling-import", title: "Features never depend on other features", category: .clinic, impact: .nonNegotiable,
        presets: [.clinic], needsLayers: true,
        rationale: """
        Features are siblings: when one needs to open another, it asks a coordinator protocol from \
        Domain and the App target, the only place that sees every feature, wires the two together. \
        A direct dependency between features builds a web in which one change rebuilds and retests \
        many screens, and cycles follow. One finding per pair of features: at the dependency \
        string in the depending feature's `Package.swift` target when the manifest declares it \
        (a place that does not move with the files linted), else at the first `import` of the \
        sibling in path order, with a count of the other files that import it. Test modules are \
        exempt.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("FeatureHome/Views/Tab.swift", "import FeatureSettings"),
                ExampleFile("FeatureHome/Home.swift", """
                import SwiftUI
                ↓import FeatureSettings
                ↓import FeatureSearch
                """),
                ExampleFile("FeatureHome/Row.swift", "import FeatureSearch"),
                ExampleFile("FeatureSettings/Settings.swift", "import SwiftUI"),
                ExampleFile("FeatureSearch/Search.swift", "import SwiftUI"),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureCart/CartView.swift", """
                import SwiftUI
                ↓import FeatureCheckout
                """),
                ExampleFile("FeatureCheckout/CheckoutView.swift", "import SwiftUI"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/FeatureCart/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(
                    name: "FeatureCart",
                    targets: [
                        .target(name: "FeatureCart", dependencies: [
                            "Domain",
                            .product(name: ↓"FeatureCheckout", package: "FeatureCheckout"),
                        ]),
                    ]
                )
                """),
                ExampleFile("Packages/FeatureCart/Sources/FeatureCart/Cart.swift", "import Domain"),
                ExampleFile("Packages/FeatureCheckout/Sources/FeatureCheckout/Checkout.swift", "import Domain"),
                ExampleFile("Packages/FeatureCheckout/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "FeatureCheckout", targets: [.target(name: "FeatureCheckout")])
                """),
                ExampleFile("Packages/Domain/Sources/Domain/Order.swift", "public struct Order {}"),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureA/A.swift", """
                #if DEBUG
                ↓@testable import FeatureB
                #endif
                """),
                ExampleFile("FeatureB/B.swift", "struct B {}"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("FeatureCart/CartView.swift", """
                import SwiftUI
                import Domain
                // Opening checkout goes through CheckoutCoordinating, never import FeatureCheckout.
                """),
                ExampleFile("FeatureCheckout/CheckoutView.swift", "import SwiftUI"),
                ExampleFile("Domain/CheckoutCoordinating.swift", "public protocol CheckoutCoordinating {}"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Shell.swift", """
                import FeatureCart
                import FeatureCheckout
                """),
                ExampleFile("FeatureCart/CartView.swift", "import SwiftUI"),
                ExampleFile("FeatureCheckout/CheckoutView.swift", "import SwiftUI"),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureCart/CartView.swift", """
                import SwiftUI
                import FeatureFlags
                """),
            ]),
            RuleExample(project: [
                ExampleFile("AppFeature/Root.swift", """
                import HomeFeature
                import SettingsFeature
                """),
                ExampleFile("HomeFeature/Home.swift", "import SwiftUI"),
                ExampleFile("SettingsFeature/Settings.swift", "import SwiftUI"),
            ]),
        ]
    )

    public let configuration: RuleConfiguration

    public func check(_ project: ProjectIndex) -> [Finding] {
        ClinicSupport.forbiddenDependencyFindings(of: self, breach: .siblingFeature, in: project) { use, _, _ in
            "Feature module '\(use.from)' \(ClinicSupport.verb(use)) sibling feature '\(use.to)'; route through a coordinator protocol in Domain and let the App target connect the features."
        }
    }
}
