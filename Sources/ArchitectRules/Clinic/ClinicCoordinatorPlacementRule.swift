import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags concrete coordinators outside the App target and coordinator protocols outside Domain.
struct ClinicCoordinatorPlacementRule: ProjectRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "clinic-coordinator-placement", title: "Concrete coordinators in App, coordinator protocols in Domain", category: .clinic,
        impact: .nonNegotiable, presets: [.clinic], needsLayers: true,
        rationale: """
        Navigation is split in two on purpose. Features only know a `*Coordinating` protocol from \
        Domain, so they can ask to go somewhere without knowing the screens of other features; the \
        App target holds the concrete coordinator that owns the `NavigationPath` and can reach \
        every feature. A coordinator class inside a feature ties that feature's flow to its \
        siblings, and a protocol outside Domain cannot be shared by the features that need it.

        Reported at the type name: a class with a stored instance property of type \
        `NavigationPath` (declared, `SwiftUI.NavigationPath`, optional, or initialised with \
        `NavigationPath()`) declared in a module whose layer is known and is not `app`; and a \
        protocol whose name ends in `Coordinating` declared in a module whose layer is known and is \
        not `domain`. Test files, `#if DEBUG` code and modules of unknown layer are left alone. A \
        coordinator that keeps its path in some other type (an array of routes, a wrapper struct) \
        is not recognised.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("FeatureOrders/OrdersCoordinator.swift", """
                import SwiftUI
                @Observable
                final class ↓OrdersCoordinator {
                    var path = NavigationPath()
                    func showDetail(id: String) { path.append(id) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureCart/CartRouting.swift", """
                public protocol ↓CheckoutCoordinating: AnyObject {
                    func startCheckout()
                }
                """),
                ExampleFile("App/Coordination.swift", """
                protocol ↓ProfileCoordinating {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/FeatureSearch/Sources/FeatureSearch/SearchFlow.swift", """
                import SwiftUI
                enum SearchFlow {}
                #if os(iOS)
                extension SearchFlow {
                    @Observable final class ↓Router {
                        var stack: SwiftUI.NavigationPath?
                    }
                }
                #endif
                """),
                ExampleFile("Packages/FeatureSearch/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "FeatureSearch", targets: [.target(name: "FeatureSearch")])
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/OrdersCoordinator.swift", """
                import SwiftUI
                import Domain
                @Observable final class OrdersCoordinator: OrdersCoordinating {
                    var path = NavigationPath()
                    func showDetail(id: String) { path.append(id) }
                }
                """),
                ExampleFile("Domain/OrdersCoordinating.swift", """
                public protocol OrdersCoordinating: AnyObject { func showDetail(id: String) }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Navigation/Router.swift", """
                import SwiftUI
                @Observable final class Router { var path = NavigationPath() }
                protocol SearchCoordinating {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureOrders/OrdersView.swift", """
                import SwiftUI
                // A NavigationPath lives in the App's OrdersCoordinator, not here.
                struct OrdersView: View {
                    @State private var path = NavigationPath()
                    var body: some View { Text("NavigationPath") }
                }
                final class OrdersCoordinatingLog { var entries: [String] = [] }
                protocol CoordinatingView {}
                #if DEBUG
                @Observable final class PreviewCoordinator { var path = NavigationPath() }
                #endif
                """),
                ExampleFile("Tests/FeatureOrdersTests/SpyCoordinator.swift", """
                import SwiftUI
                final class SpyCoordinator { var path = NavigationPath() }
                protocol FakeCoordinating {}
                """),
            ]),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        for entry in project.allTypes where ClinicIndexQueries.isProduction(entry) {
            guard let layer = entry.placement.layer else { continue }
            let type = entry.type
            let where_ = ClinicIndexQueries.label(module: entry.placement.module, layer: layer)
            if type.kind == .class, layer != .app, type.properties.contains(where: Self.holdsNavigationPath) {
                findings.append(finding(entry.file.path, type.location,
                    "Coordinator '\(type.name)' owns a NavigationPath but is declared in \(where_); move the concrete coordinator to the App target and let features use a `*Coordinating` protocol from Domain."))
            } else if type.kind == .protocol, type.name.hasSuffix("Coordinating"), layer != .domain {
                findings.append(finding(entry.file.path, type.location,
                    "Coordinator protocol '\(type.name)' is declared in \(where_); declare `*Coordinating` protocols in Domain so features and the App share one contract."))
            }
        }
        return findings
    }

    /// Whether a property is a stored instance property holding a `NavigationPath`.
    static func holdsNavigationPath(_ property: PropertySummary) -> Bool {
        guard property.isStored, !property.isStatic else { return false }
        return property.typeName == "NavigationPath" || (property.typeName == nil && property.initializerCallee == "NavigationPath")
    }
}
