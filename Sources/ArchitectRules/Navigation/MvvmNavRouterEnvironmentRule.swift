import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View that receives the app router through its initializer (or as an environment
/// object) instead of reading it with `@Environment(AppRouter.self)`.
struct MvvmNavRouterEnvironmentRule: SyntaxRule {
    static let routerTypes = Option<[String]>("routerTypes", default: ["AppRouter"],
        "The type names of the app's router.")

    static let description = RuleDescription(
        id: "mvvm-nav-router-environment", title: "Views read the router from the environment", category: .nav,
        impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide creates one `AppRouter` at the root, injects it with `.environment(router)` \
        and lets each View that navigates read it with `@Environment(AppRouter.self)`. Passing the \
        router through initializers couples every screen on the way to navigation it does not do, \
        and makes the call sites of each screen longer. Reported, at the property name: a stored \
        property of a View typed as one of `routerTypes` with no initial value and no \
        `@Environment` (`let router: AppRouter`, `@Bindable var router: AppRouter`, \
        `@ObservedObject var router: AppRouter`, which arrive through the initializer), one held \
        with `@EnvironmentObject`, and one read through an environment key path instead of the \
        type. Left alone: `@Environment(AppRouter.self)`; a View or App that owns the router \
        (`@State private var router = AppRouter()`); `@Bindable var router = router` inside `body`, \
        which the guide uses to bind the path; view models, coordinators and other non-View types; \
        previews, test files and `#if DEBUG` code. Routers of other names (`RouterPath`) count \
        only once listed in `routerTypes`.
        """,
        options: [routerTypes],
        triggering: [
            RuleExample("""
            struct ProductListScreen: View {
                let ↓router: AppRouter
                var body: some View { Button("Open") { router.navigate(to: .cart) } }
            }
            struct CartScreen: View {
                @Bindable var ↓router: AppRouter
                var body: some View { NavigationStack(path: $router.path) { Text("Cart") } }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Settings {
                struct AccountView: View {
                    @EnvironmentObject private var ↓router: AppRouter
                    @Environment(\\.router) private var ↓keyed: AppRouter
                    var body: some View { Text("Account") }
                }
            }
            #endif
            """),
            RuleExample("""
            struct TimelineTab: View {
                @ObservedObject var ↓routerPath: RouterPath
                var body: some View { Text("Timeline") }
            }
            """, options: ["routerTypes": .strings(["AppRouter", "RouterPath"])]),
        ],
        nonTriggering: [
            RuleExample("""
            // Never write `let router: AppRouter` in a view.
            struct ProductListScreen: View {
                @Environment(AppRouter.self) private var router
                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) { Text("AppRouter") }
                }
            }
            struct MainTabView: View {
                @State private var router = AppRouter()
                let routes: AppRouterRoutes
                var body: some View { Text("Tabs").environment(router) }
            }
            """),
            RuleExample("""
            @main
            struct ShopApp: App {
                @State private var router = AppRouter()
                var body: some Scene { WindowGroup { SplashScreen().environment(router) } }
            }
            @Observable final class CheckoutViewModel {
                let router: AppRouter
                init(router: AppRouter) { self.router = router }
            }
            """),
            RuleExample("""
            struct CartView: View {
                var body: some View { Text("Cart") }
            }
            #if DEBUG
            struct DebugNavigator: View {
                let router: AppRouter
                var body: some View { Text("Debug") }
            }
            #endif
            """),
            RuleExample("""
            struct Host: View {
                let router: AppRouter
                var body: some View { Text("x") }
            }
            """, path: "Tests/AppTests/RouterTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        for property in EnvironmentReads.viewPropertiesNotReadFromEnvironment(node, typeNames: Set(configuration[Self.routerTypes]), in: file) {
            report(property.name, "This View \(property.how); inject the router with `.environment(_:)` at the root and read it with `@Environment(\(property.type).self)`.", in: file)
        }
    }
}
