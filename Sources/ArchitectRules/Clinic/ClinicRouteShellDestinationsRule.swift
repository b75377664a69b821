import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `.navigationDestination(for:)` written inside a feature module.
struct ClinicRouteShellDestinationsRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "clinic-route-shell-destinations", title: "Route shells in the App target own navigation destinations", category: .clinic,
        impact: .nonNegotiable, presets: [.clinic], needsLayers: true,
        rationale: """
        Turning a route value into a screen is the one navigation step that has to know every \
        destination, including the screens of other features. In the clinic layout that mapping \
        lives in a route shell in the App target, the only module that sees all features; a \
        feature that maps routes to views itself must import the screens it shows, or duplicate \
        them.

        Reported: each `.navigationDestination(for:…)` modifier, at the modifier's name, in a file \
        whose module is in the `features` layer. The `isPresented:` and `item:` forms, which \
        present one known view, are left alone, as are `#Preview` blocks, `PreviewProvider` \
        types, `#if DEBUG` code, test files and files of other or unknown layers. A method of the \
        same name declared by the project itself would be reported too, since the syntax cannot \
        tell the two apart.
        """,
        triggering: [
            RuleExample("""
            struct OrdersRoot: View {
                @Environment(OrdersNavigation.self) private var navigation
                var body: some View {
                    OrdersList()
                        .↓navigationDestination(for: OrderRoute.self) { route in
                            OrderDetail(route: route)
                        }
                }
            }
            """, path: "FeatureOrders/OrdersRoot.swift"),
            RuleExample("""
            #if os(iOS)
            extension CartScreen {
                var routed: some View {
                    content
                        .padding()
                        .↓navigationDestination(
                            for: CartRoute.self,
                            destination: destination(for:)
                        )
                }
            }
            #endif
            """, path: "Packages/FeatureCart/Sources/FeatureCart/CartScreen+Routes.swift"),
            RuleExample("""
            enum Screens {
                struct Search: SwiftUI.View {
                    var body: some View {
                        SwiftUI.NavigationStack(path: $path) {
                            Results()
                                .↓navigationDestination(for: SearchRoute.self) { SearchDetail(route: $0) }
                                .↓navigationDestination(for: FilterRoute.self) { FilterDetail(route: $0) }
                        }
                    }
                }
            }
            """, path: "FeatureSearch/Screens.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            struct OrdersShell: View {
                @State private var coordinator = OrdersCoordinator()
                var body: some View {
                    NavigationStack(path: $coordinator.path) {
                        OrdersList()
                            .navigationDestination(for: OrderRoute.self) { OrderDetail(route: $0) }
                    }
                }
            }
            """, path: "App/OrdersShell.swift"),
            RuleExample("""
            // The App's route shell calls .navigationDestination(for: OrderRoute.self).
            struct OrdersList: View {
                @State private var showsHelp = false
                var body: some View {
                    List { Text(".navigationDestination(for:)") }
                        .navigationDestination(isPresented: $showsHelp) { HelpView() }
                        .navigationDestinations(for: OrderRoute.self)
                }
            }
            """, path: "FeatureOrders/OrdersList.swift"),
            RuleExample("""
            #Preview {
                NavigationStack {
                    OrdersList().navigationDestination(for: OrderRoute.self) { _ in Text("Detail") }
                }
            }
            #if DEBUG
            struct OrdersPreviewHost: View {
                var body: some View {
                    OrdersList().navigationDestination(for: OrderRoute.self) { _ in EmptyView() }
                }
            }
            #endif
            """, path: "FeatureOrders/OrdersList+Preview.swift"),
            RuleExample("""
            struct Harness: View {
                var body: some View {
                    OrdersList().navigationDestination(for: OrderRoute.self) { _ in EmptyView() }
                }
            }
            """, path: "Tests/FeatureOrdersTests/Harness.swift"),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["navigationDestination"]

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine's single walk.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard file.layer == .features, !file.isTestFile,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "navigationDestination",
              call.arguments.first?.label?.text == "for",
              !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        report(member.declName, "Feature module \(ClinicIndexQueries.label(module: file.module, layer: file.layer)) maps routes to views with `.navigationDestination(for:)`; move the mapping into a route shell in the App target and request navigation through a Domain coordinator protocol.", in: file)
    }
}
