import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `NavigationStack`s in one `TabView` that are bound to the same path.
struct ReviewTabIndependentPathsRule: SyntaxRule {
    public static let description = RuleDescription(
        id: "review-tab-independent-paths", title: "Give each tab its own navigation path", category: .review, impact: .high,
        presets: [.recommended, .review, .mvvm], aliases: ["mvvm-root-tab-stacks"],
        rationale: """
        Each tab keeps its own navigation history: switching tabs and back should find the user where \
        they were. When two tabs bind their stacks to one path, pushing in one tab pushes in the other \
        and popping clears both. Flagged: within the content of one `TabView`, a \
        `NavigationStack(path:)` whose path argument is written the same as an earlier stack's (the \
        text of the expression is compared without spaces, line breaks and comments, so `$path` and \
        `$router.path` differ); the finding lands on the second and each later stack. Two stacks in \
        different clauses of one `#if`, or in the `if` and `else` branches of one `if` (or in \
        different cases of a `switch`), never exist together and are not compared. Stacks inside a \
        nested `TabView` are compared only with that inner `TabView`'s stacks. Left alone: stacks \
        without a path, stacks outside a `TabView` (or in a look-alike such as `MyTabView`), \
        look-alike stacks (`NavigationStackView`, `Router.NavigationStack`), and paths that reach the \
        same object through different expressions (the syntax cannot see that). The wider \
        `mvvm-root-tab-stacks` check (every tab wrapped in a stack) is not made here.
        """,
        triggering: [
            RuleExample("""
            struct MainTabs: View {
                @State private var path = NavigationPath()
                var body: some View {
                    TabView {
                        NavigationStack(path: $path) { HomeView() }
                            .tabItem { Label("Home", systemImage: "house") }
                        ↓NavigationStack(path: $path) { SearchView() }
                            .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    }
                }
            }
            """),
            RuleExample("""
            struct RootTabs: View {
                @State private var router = AppRouter()
                @State private var tab = AppTab.home
                var body: some View {
                    TabView(selection: $tab) {
                        Tab("Home", systemImage: "house", value: .home) {
                            NavigationStack(path: $router.path) { HomeView() }
                        }
                        Tab("Inbox", systemImage: "tray", value: .inbox) {
                            SwiftUI.↓NavigationStack(path: $router.path) { InboxView() }
                        }
                        Tab("Profile", systemImage: "person", value: .profile) {
                            ↓NavigationStack(
                                path: $router.path
                            ) {
                                ProfileView()
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            extension AppShell {
                var tabs: some View {
                    SwiftUI.TabView {
                        NavigationStack(path: $shared) { FeedView() }
                        #if os(iOS)
                        ↓NavigationStack(path: $shared) { CameraView() }
                        #endif
                    }
                }
            }
            """),
            RuleExample(#"""
            enum Shell {
                struct Tabs: SwiftUI.View {
                    @State private var router = Router()
                    var body: some View {
                        TabView {
                            NavigationStack(path: $router.path) { Home() }
                            ↓NavigationStack(path: $router
                                .path) { Search() }
                                .tabItem {
                                    Label("Search", systemImage: "magnifyingglass")
                                }
                        }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Platforms: View {
                @State private var router = Router()
                var body: some View {
                    TabView {
                        #if os(iOS)
                        NavigationStack(path: $router.home) { Home() }
                        ↓NavigationStack(path: $router.home) { Search() }
                        #endif
                        ↓NavigationStack(path: $router.home) { Settings() }
                    }
                }
            }
            """#),
        ],
        nonTriggering: [
            RuleExample("""
            // Two NavigationStack(path: $path) in one TabView would share history; each tab has its own.
            struct MainTabs: View {
                @State private var tabs = TabRouter()
                var body: some View {
                    TabView {
                        NavigationStack(path: $tabs.homePath) { HomeView() }
                            .tabItem { Label("Home", systemImage: "house") }
                        NavigationStack(path: $tabs.searchPath) { SearchView() }
                            .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    }
                }
            }
            """),
            RuleExample("""
            struct Adaptive: View {
                @State private var path = NavigationPath()
                let compact: Bool
                var body: some View {
                    if compact {
                        NavigationStack(path: $path) { ListView() }
                    } else {
                        NavigationStack(path: $path) { GridView() }
                    }
                    MyTabView {
                        NavigationStack(path: $path) { A() }
                        NavigationStack(path: $path) { B() }
                    }
                }
            }
            """),
            RuleExample("""
            struct Tabs: View {
                var body: some View {
                    TabView {
                        NavigationStack { HomeView() }
                        NavigationStack { SearchView() }
                        TabView {
                            NavigationStack(path: $innerPath) { Nested() }
                        }
                        NavigationStack(path: $outerPath) { Other() }
                    }
                }
            }
            """),
            RuleExample(#"""
            struct Lookalikes: View {
                @State private var path = NavigationPath()
                var body: some View {
                    // TabView { NavigationStack(path: $path) … NavigationStack(path: $path) } shares history.
                    TabView {
                        Text("NavigationStack(path: $path)")
                        NavigationStack(path: $path) { Home() }
                        NavigationStackView(path: $path) { Search() }
                        MyNavigationStack(path: $path) { Search() }
                        Router.NavigationStack(path: $path) { Search() }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Platforms: View {
                @State private var router = Router()
                let compact: Bool
                var body: some View {
                    TabView {
                        #if os(iOS)
                        NavigationStack(path: $router.home) { Home() }
                        #else
                        NavigationStack(path: $router.home) { HomeMac() }
                        #endif
                        if compact {
                            NavigationStack(path: $router.search) { SearchList() }
                        } else {
                            NavigationStack(path: $router.search) { SearchGrid() }
                        }
                    }
                }
            }
            """#),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["TabView"]


    public let configuration: RuleConfiguration

    public func visit(_ tabView: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.isCall(tabView, toType: "TabView") else { return }
        var earlier: [(path: String, stack: FunctionCallExprSyntax)] = []
        for closure in SyntaxQueries.closures(of: tabView) {
            let stacks = SyntaxQueries.calls(in: closure) { call in
                SyntaxQueries.isCall(call, toType: "NavigationStack") && SyntaxQueries.argument("path", of: call) != nil
            }
            for stack in stacks where Self.nearestTabView(of: stack)?.id == tabView.id {
                guard let argument = SyntaxQueries.argument("path", of: stack),
                      let name = SyntaxQueries.calledNameToken(stack) else { continue }
                let path = NavigationListsSupport.compactText(argument.expression)
                // Stacks in different `#if` clauses or `if`/`else` branches never exist side by side.
                let shared = earlier.contains { other in
                    other.path == path && !NavigationListsSupport.areInExclusiveBranches(other.stack, stack, runtime: true)
                }
                if shared {
                    report(name, "This tab's `NavigationStack` shares the path `\(path)` with another tab; give each tab its own path so histories stay independent.", in: file)
                }
                earlier.append((path, stack))
            }
        }
    }

    private static func nearestTabView(of node: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let call = ancestor.as(FunctionCallExprSyntax.self), SyntaxQueries.isCall(call, toType: "TabView") { return call }
            current = ancestor.parent
        }
        return nil
    }
}
