import ArchitectCore
import SwiftSyntax

/// Flags destination-based `NavigationLink`s and every use of the deprecated `NavigationView`.
public struct NoNavigationLinkDestination: SyntaxRule {
    public static let description = RuleDescription(
        id: "nav-no-navigationlink",
        title: "Navigate by value inside a NavigationStack",
        category: "nav",
        impact: .high,
        presets: [.recommended, .clinic, .clean, .review, .mvvm],
        aliases: ["clean-nav-value-based", "review-value-navigation", "review-navigationstack", "mvvm-nav-stack-path"],
        rationale: """
        A link that names its destination view builds that view up front for every row and ties the \
        screen to the next one, so nothing else (a router, a deep link, a test) can decide where it \
        leads. Pushing a route value with `NavigationLink(value:)` and resolving it in \
        `.navigationDestination(for:)` keeps destinations lazy and in one place. `NavigationView` is \
        deprecated in favour of `NavigationStack`. Flagged: a `NavigationLink` call with a \
        `destination:` argument; a `NavigationLink` call with a trailing closure and no `value:` \
        argument (its trailing closure is then the destination); and every reference to \
        `NavigationView`, as a call or as a type, bare or as `SwiftUI.NavigationView`. The finding \
        lands on the `NavigationLink`/`NavigationView` name. Left alone: `NavigationLink(value:)` in \
        any form, `NavigationStack`, names that only contain the word (`NavigationViewModel`), members \
        of other types that happen to be called `NavigationView`, comments and strings. Of the \
        `mvvm-nav-stack-path` alias only the `NavigationView` part is checked here; the path type of a \
        `NavigationStack` is not.
        """,
        triggering: [
            RuleExample("""
            struct OrdersScreen: View {
                let orders: [Order]
                var body: some View {
                    ↓NavigationView {
                        List(orders) { order in
                            ↓NavigationLink(destination: OrderDetail(order: order)) {
                                Text(order.title)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct SettingsList: View {
                var body: some View {
                    List {
                        ↓NavigationLink {
                            AccountSettings()
                        } label: {
                            Label("Account", systemImage: "person")
                        }
                        ↓NavigationLink("Privacy") { PrivacySettings() }
                    }
                }
            }
            """),
            RuleExample("""
            struct Shell {
                let root: ↓NavigationView<Text>
                let other: SwiftUI.↓NavigationView<Text>
                struct Legacy: View {
                    var body: some View { ↓NavigationView { Text("Old") }.navigationViewStyle(.stack) }
                }
            }
            func makeRoot() -> some View {
                SwiftUI.↓NavigationView { Text("Home") }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension ProfileView {
                var editRow: some View {
                    SwiftUI.↓NavigationLink(
                        destination: EditProfileView(),
                        label: { Text("Edit") }
                    )
                    .buttonStyle(.plain)
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // NavigationView and NavigationLink(destination:) are the old way; we don't use them.
            struct OrdersScreen: View {
                @State private var path = NavigationPath()
                let orders: [Order]
                var body: some View {
                    NavigationStack(path: $path) {
                        List(orders) { order in
                            NavigationLink(value: OrderRoute.detail(order.id)) {
                                Text(order.title)
                            }
                        }
                        .navigationDestination(for: OrderRoute.self) { route in
                            OrderRouteView(route: route)
                        }
                    }
                    .navigationTitle("NavigationView")
                }
            }
            """),
            RuleExample("""
            @Observable final class NavigationViewModel {
                var path: [Route] = []
            }
            struct Root: View {
                @State private var model = NavigationViewModel()
                var body: some View { NavigationStack(path: $model.path) { HomeView() } }
            }
            """),
            RuleExample("""
            struct Menu: View {
                var body: some View {
                    List {
                        NavigationLink("Settings", value: Route.settings)
                        NavigationLink(
                            value: Route.profile
                        ) {
                            Text("Profile")
                        }
                        SwiftUI.NavigationLink(value: Route.help, label: { Text("Help") })
                    }
                }
            }
            """),
            RuleExample("""
            enum LegacyScreen { case NavigationView, tabs }
            let screen = LegacyScreen.NavigationView
            let legacy = MyNavigationView()
            let kind: LegacyScreen = .NavigationView
            """),
        ]
    )

    /// Calls for `NavigationLink`, references and types for `NavigationView`.
    public static let nodeKinds: [SyntaxKind] = [.functionCallExpr, .declReferenceExpr, .identifierType, .memberType]

    public let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    private static let viewMessage = "`NavigationView` is deprecated; use `NavigationStack`, with a path when navigation is driven by code."

    public func visit(_ node: Syntax, in file: FileContext) {
        if let call = node.as(FunctionCallExprSyntax.self) {
            checkLink(call, in: file)
        } else if let reference = SyntaxQueries.typeReference(at: node, among: ["NavigationView"], qualifiedBy: ["SwiftUI"]) {
            // `x.NavigationView` on a value is not the type; only the module-qualified SwiftUI type counts.
            report(reference.nameToken, Self.viewMessage, in: file)
        }
    }

    private func checkLink(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.isCall(call, toType: "NavigationLink"),
              let name = SyntaxQueries.calledNameToken(call) else { return }
        let hasDestination = SyntaxQueries.argument("destination", of: call) != nil
        let trailingDestination = call.trailingClosure != nil && SyntaxQueries.argument("value", of: call) == nil
        guard hasDestination || trailingDestination else { return }
        report(name, "This `NavigationLink` builds its destination in place; push a route value with `NavigationLink(value:)` and map it in `.navigationDestination(for:)`.", in: file)
    }
}
