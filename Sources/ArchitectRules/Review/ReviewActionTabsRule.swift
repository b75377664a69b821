import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags an empty action tab in a `TabView` whose selection is bound straight to a property.
struct ReviewActionTabsRule: SyntaxRule {
    static let description = RuleDescription(
        id: "review-action-tabs", title: "Run action tabs through a selection handler", category: .review,
        impact: .unlisted, presets: [.review],
        rationale: """
        A tab such as Compose or Post is an action, not a place: selecting it should open a sheet \
        and leave the current tab selected. Written as a tab with empty content and the selection \
        bound straight to a property, it switches to a blank screen. The review checklist routes \
        the selection through a handler (`Binding(get:set:)` calling `updateTab(_:)`) that runs the \
        action instead. Reported, at the empty content: inside the content of a `TabView(selection: \
        $x)` (or `$x.y`), a direct child that is `EmptyView()` or `Color.clear` tagged with `.tag(…)`, \
        or a `Tab(…, value: …) { EmptyView() }` / `{ Color.clear }`, when the enclosing type \
        reacts to the selection nowhere: no `.onChange(of: x)` (or `x.y`) and no `didSet`/`willSet` \
        on `x` in the type (also same-file extensions). Left alone: selections given as a \
        `Binding(get:set:)` or any other expression, untagged empty views, tabs with real \
        content, look-alikes (`MyTabView`), previews, `#if DEBUG` code and test files. A handler \
        kept elsewhere (the selection's owner observing it) is not seen; suppress the finding there.
        """,
        triggering: [
            RuleExample("""
            struct MainTabView: View {
                @State private var selectedTab = 0
                var body: some View {
                    TabView(selection: $selectedTab) {
                        HomeView().tabItem { Label("Home", systemImage: "house") }.tag(0)
                        ↓EmptyView().tabItem { Label("Compose", systemImage: "plus") }.tag(1)
                        ProfileView().tabItem { Label("Profile", systemImage: "person") }.tag(2)
                    }
                }
            }
            """),
            RuleExample("""
            struct RootTabs: View {
                @State private var router = TabRouter()
                var body: some View {
                    SwiftUI.TabView(selection: $router.tab) {
                        Tab("Feed", systemImage: "list.bullet", value: AppTab.feed) { FeedView() }
                        Tab("Post", systemImage: "plus", value: AppTab.post) { ↓Color.clear }
                        #if os(iOS)
                        ↓Color.clear.tag(AppTab.camera)
                        #endif
                    }
                }
            }
            """),
            RuleExample("""
            extension AppShell {
                var tabs: some View {
                    TabView(selection: $router.selected) {
                        FeedView().tag(AppTab.feed)
                        ↓Color.clear
                            .tabItem { Label("New", systemImage: "plus") }
                            .badge(1)
                            .tag(AppTab.compose)
                    }
                    .onChange(of: router.other) { _, _ in }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct MainTabView: View {
                @State private var tabRouter = AppTabRouter()
                var body: some View {
                    TabView(selection: Binding(get: { tabRouter.selectedTab }, set: { tabRouter.updateTab($0) })) {
                        HomeView().tag(AppTab.home)
                        Color.clear.tabItem { Label("Compose", systemImage: "plus") }.tag(AppTab.compose)
                    }
                    .sheet(isPresented: $tabRouter.showCompose) { ComposeView() }
                }
            }
            """),
            RuleExample("""
            struct MainTabView: View {
                @State private var tab = AppTab.home
                @State private var previous = AppTab.home
                var body: some View {
                    TabView(selection: $tab) {
                        HomeView().tag(AppTab.home)
                        EmptyView().tag(AppTab.compose)
                    }
                    .onChange(of: tab) { old, new in if new == .compose { tab = old; showCompose = true } }
                }
            }
            struct ObservedTabs: View {
                @State private var tab = AppTab.home { didSet { if tab == .compose { compose() } } }
                var body: some View {
                    TabView(selection: $tab) {
                        HomeView().tag(AppTab.home)
                        EmptyView().tag(AppTab.compose)
                    }
                }
            }
            """),
            RuleExample("""
            struct Tabs: View {
                @State private var tab = 0
                var body: some View {
                    TabView(selection: $tab) {
                        // EmptyView().tag(1) would be an action tab.
                        HomeView().tag(0)
                        EmptyView()
                        Color.clear.overlay(Text("Soon")).tag(1)
                        Tab("Later", systemImage: "clock", value: 2) { LaterView() }
                    }
                    TabView {
                        EmptyView().tag(3)
                    }
                    MyTabView(selection: $tab) {
                        EmptyView().tag(4)
                    }
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["TabView"]


    let configuration: RuleConfiguration

    func visit(_ tabView: FunctionCallExprSyntax, in file: FileContext) {
        guard file.mentions("TabView"), SyntaxQueries.isCall(tabView, toType: "TabView"), !file.isTestFile,
              let selection = SyntaxQueries.argument("selection", of: tabView)?.expression,
              let observed = Self.boundProperty(selection),
              let closure = tabView.trailingClosure, !SyntaxQueries.isPreviewOrDebugCode(tabView) else { return }
        let empties = NavigationListsSupport.statementExpressions(of: closure).compactMap(Self.emptyActionContent)
        guard !empties.isEmpty, let owner = SyntaxQueries.enclosingTypeDeclaration(of: tabView),
              !Self.reacts(to: observed, in: SyntaxQueries.memberBlocks(ofTypeAround: owner)) else { return }
        for empty in empties {
            report(empty, "This tab has no content and the selection is bound straight to `$\(observed.path)`, so choosing it shows a blank screen; route the selection through a handler (`Binding(get:set:)` calling `updateTab(_:)`) that runs the action instead.", in: file)
        }
    }

    /// For `$x` or `$x.y`: the property `x` and the observed path `x` or `x.y`.
    private static func boundProperty(_ expression: ExprSyntax) -> (root: String, path: String)? {
        var names: [String] = []
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$"), reference.baseName.text.count > 1 else { return nil }
        let root = String(reference.baseName.text.dropFirst())
        return (root, ([root] + names).joined(separator: "."))
    }

    /// The empty view of an action tab: `EmptyView()`/`Color.clear` with a `.tag(…)` in its chain,
    /// or the sole content of `Tab(…, value: …) { … }`.
    private static func emptyActionContent(_ child: ExprSyntax) -> Syntax? {
        if let call = child.as(FunctionCallExprSyntax.self), SyntaxQueries.isCall(call, toType: "Tab"),
           SyntaxQueries.argument("value", of: call) != nil, let content = call.trailingClosure,
           content.statements.count == 1, let only = NavigationListsSupport.statementExpressions(of: content).first, isEmptyView(only) {
            return Syntax(only)
        }
        // Walk down the modifier calls only; `Color.clear` itself is a property access.
        var root = child
        var modifiers: [String] = []
        while let call = root.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, !SyntaxQueries.isModuleQualifier(base) {
            modifiers.append(member.declName.baseName.text)
            root = base
        }
        guard isEmptyView(root), modifiers.contains("tag"), modifiers.allSatisfy(allowedModifiers.contains) else { return nil }
        return Syntax(root)
    }

    /// Modifiers that leave an empty tab empty.
    private static let allowedModifiers: Set<String> = ["tag", "tabItem", "badge", "accessibilityLabel", "accessibilityIdentifier"]

    /// `EmptyView()` or `Color.clear`.
    private static func isEmptyView(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return SyntaxQueries.isCall(call, toType: "EmptyView") && call.arguments.isEmpty && call.trailingClosure == nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "clear", let base = member.base {
            return SyntaxQueries.isTypeReference(base, named: "Color")
        }
        return false
    }

    /// Whether the type observes the selection: `.onChange(of:)` of it, or observers on its property.
    private static func reacts(to observed: (root: String, path: String), in blocks: [MemberBlockSyntax]) -> Bool {
        for block in blocks {
            let onChange = SyntaxQueries.calls(in: block) { call in
                guard SyntaxQueries.calledName(call) == "onChange", let value = SyntaxQueries.argument("of", of: call) else { return false }
                let text = NavigationListsSupport.compactText(value.expression)
                return text == observed.path || text == observed.root || text == "self." + observed.path
            }
            if !onChange.isEmpty { return true }
        }
        return SyntaxQueries.storedProperties(in: blocks).contains { property in
            property.name.text == observed.root && property.binding.accessorBlock != nil
        }
    }
}
