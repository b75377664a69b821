import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags feature code that builds a `NavigationStack` without binding its path.
struct NavCoordinatorPatternRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "nav-coordinator-pattern", title: "Navigation stacks are driven by a coordinator's path", category: .nav, impact: .high,
        presets: [.clinic],
        rationale: """
        A coordinator that owns the `NavigationPath` is the one place that pushes, pops and \
        resolves deep links, so flows can be tested and driven from outside the view. A \
        `NavigationStack` built without `path:` keeps its history private to SwiftUI: nothing \
        outside the view can read or change it, and navigation logic drifts into the views.

        Reported at the `NavigationStack` name: a `NavigationStack { … }` or \
        `NavigationStack(root:)` call, also written `SwiftUI.NavigationStack`, without a `path:` \
        argument, in a file whose module is in the `features` layer. Files that import \
        `ComposableArchitecture` are left alone: there reducers hold the navigation state and play \
        the coordinator's part, and a stack without `path:` is its tree-based navigation \
        (`.navigationDestination(item: $store.scope(…))`), driven from state all the same. `#Preview` blocks, \
        `PreviewProvider` types, `#if DEBUG` code, test files and other layers are left alone. \
        Only stacks that can push are reported: a `NavigationLink` or a `.navigationDestination(…)` \
        must be written in the stack's content or in the modifiers applied to it. A stack that only \
        hosts the title and toolbar of a modal pushes nothing, and one whose content is another \
        view type defined elsewhere may or may not push; both are left alone (pushes from views \
        defined in other files are not followed). \
        The rule checks only that a path is bound, not that it belongs to a coordinator. The \
        project-wide half of the catalog row (a feature with no `@Observable` coordinator holding \
        a `NavigationPath`) is not checked: in the clinic layout that coordinator lives in the \
        App target, so its absence from a feature is not evidence of a problem.
        """,
        triggering: [
            RuleExample("""
            import SwiftUI
            struct OrdersScreen: View {
                let orders: [Order]
                var body: some View {
                    ↓NavigationStack {
                        List(orders) { order in
                            NavigationLink(order.title, value: order)
                        }
                        .navigationDestination(for: Order.self) { OrderDetail(order: $0) }
                    }
                }
            }
            """, path: "FeatureOrders/OrdersScreen.swift"),
            RuleExample("""
            import SwiftUI
            #if os(iOS)
            extension SettingsScreen {
                var stack: some View {
                    ↓SwiftUI.NavigationStack(root: {
                        SettingsList()
                            .navigationDestination(isPresented: $showsAbout) { AboutScreen() }
                    })
                    .navigationTitle("Settings")
                }
            }
            #endif
            """, path: "Packages/FeatureSettings/Sources/FeatureSettings/SettingsScreen+Stack.swift"),
            RuleExample("""
            import SwiftUI
            enum Screens {
                struct Search: View {
                    var body: some View {
                        TabView {
                            ↓NavigationStack { Results().navigationDestination(for: Hit.self) { HitView(hit: $0) } }
                                .tabItem { Label("Results", systemImage: "list.bullet") }
                            ↓NavigationStack { List { NavigationLink("Sort") { SortOptions() } } }
                                .tabItem { Label("Filters", systemImage: "slider.horizontal.3") }
                        }
                    }
                }
            }
            """, path: "FeatureSearch/Screens.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            import SwiftUI
            // A modal viewer: the stack only hosts the toolbar; nothing is pushed.
            struct PhotoViewer: View {
                @Environment(\\.dismiss) private var dismiss
                let photo: Photo
                var body: some View {
                    NavigationStack {
                        ZoomableImage(photo: photo)
                            .navigationTitle(photo.caption)
                            .toolbar {
                                Button("Close") { dismiss() }
                            }
                    }
                    .interactiveDismissDisabled()
                }
                var footer: some View {
                    NavigationLink("Details") { PhotoDetails(photo: photo) }
                }
            }
            """, path: "FeaturePhotos/PhotoViewer.swift"),
            RuleExample("""
            import SwiftUI
            struct OrdersRoot: View {
                @Environment(OrdersCoordinator.self) private var coordinator
                var body: some View {
                    @Bindable var coordinator = coordinator
                    NavigationStack(path: $coordinator.path) {
                        OrdersList()
                    }
                }
            }
            """, path: "FeatureOrders/OrdersRoot.swift"),
            RuleExample("""
            import SwiftUI
            struct RootShell: View {
                var body: some View {
                    NavigationStack { HomeView() }
                }
            }
            """, path: "App/RootShell.swift"),
            RuleExample("""
            import SwiftUI
            // A bare NavigationStack { } would hide the path from the coordinator.
            struct OrdersList: View {
                var body: some View {
                    MyNavigationStack { Text("NavigationStack") }
                }
            }
            #Preview {
                NavigationStack { OrdersList() }
            }
            #if DEBUG
            struct OrdersList_Previews: PreviewProvider {
                static var previews: some View { NavigationStack { OrdersList() } }
            }
            #endif
            """, path: "FeatureOrders/OrdersList.swift"),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI
            struct RootView: View {
                let store: StoreOf<Root>
                var body: some View {
                    NavigationStack {
                        HomeView(store: store.scope(state: \\.home, action: \\.home))
                    }
                }
            }
            """, path: "FeatureRoot/RootView.swift"),
            RuleExample("""
            import SwiftUI
            struct Harness: View {
                var body: some View { NavigationStack { Text("host") } }
            }
            """, path: "Tests/FeatureOrdersTests/Harness.swift"),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["NavigationStack"]

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// The key of the per-file answer: does the file import The Composable Architecture?
    private enum UsesComposableArchitecture {}

    /// Whether the code written under the stack can push: a `NavigationLink` or a
    /// `.navigationDestination(…)` in its content or in the modifiers applied to the stack. A
    /// stack that only hosts the title and toolbar of a modal pushes nothing, so a coordinator's
    /// path would have nothing to hold.
    private static func contentPushes(_ stack: FunctionCallExprSyntax) -> Bool {
        let isPush: (FunctionCallExprSyntax) -> Bool = { call in
            SyntaxQueries.isTypeReference(call.calledExpression, named: "NavigationLink")
                || SyntaxQueries.calledName(call) == "navigationDestination"
        }
        if !SyntaxQueries.calls(in: stack.arguments, where: isPush).isEmpty { return true }
        for closure in SyntaxQueries.closures(of: stack) where !SyntaxQueries.calls(in: closure, where: isPush).isEmpty {
            return true
        }
        return SyntaxQueries.modifiersApplied(to: stack).contains(where: isPush)
    }

    /// Checks one node handed over by the engine's single walk.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard file.layer == .features, !file.isTestFile,
              SyntaxQueries.isTypeReference(call.calledExpression, named: "NavigationStack"),
              SyntaxQueries.argument("path", of: call) == nil,
              !file.cachedFlag(UsesComposableArchitecture.self, { SyntaxQueries.importedModules(of: file.tree).contains("ComposableArchitecture") }),
              !SyntaxQueries.isPreviewOrDebugCode(call), Self.contentPushes(call) else { return }
        report(call.calledExpression, "Feature module \(ClinicIndexQueries.label(module: file.module, layer: file.layer)) builds a NavigationStack without `path:`; bind it to the NavigationPath of a coordinator so routing stays out of the views.", in: file)
    }
}
