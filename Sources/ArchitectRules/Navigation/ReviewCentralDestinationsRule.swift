import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a second `.navigationDestination(for:)` for one route type under a stack, and one in a
/// child view when the stack already registers that type.
struct ReviewCentralDestinationsRule: SyntaxRule, ProjectRule {
    static let description = RuleDescription(
        id: "review-central-destinations", title: "Register each route type once, at the stack", category: .nav,
        impact: .unlisted, presets: [.review],
        rationale: """
        The review checklist keeps one `.navigationDestination(for: Route.self)` per stack, at the \
        view that owns the `NavigationStack`, so the mapping from route to screen lives in one \
        place. SwiftUI uses only the registration closest to the stack's root and logs the others, \
        so a second one is dead code that looks alive. Reported, at the type in `for:`: (1) within \
        the content of one `NavigationStack`, a registration for a type an earlier one under the \
        same stack already registers (not counting registrations in different `#if` clauses, \
        `if`/`else` branches or `switch` cases); (2) a registration in a View struct (its body, \
        helpers or same-file extensions) that neither contains a `NavigationStack` nor sits in one, \
        when somewhere else in the linted project a view with a `NavigationStack` registers the \
        same type. Left alone: the only registration of a type, wherever it is (a child may be the \
        only place, as in a feature package); registrations in `extension View` helpers and \
        `ViewModifier`s, which are meant to be applied at a stack; different types under one \
        stack; look-alikes; previews, `#if DEBUG` code and test files.
        """,
        triggering: [
            RuleExample("""
            struct RootView: View {
                @State private var router = RouterPath()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        HomeView()
                            .navigationDestination(for: AppRoute.self) { RouteView(route: $0) }
                            .toolbar { ToolbarItem { SettingsButton() } }
                            .navigationDestination(for: ↓AppRoute.self) { _ in EmptyView() }
                    }
                }
            }
            """),
            RuleExample(project: [
                ExampleFile("Sources/App/RootView.swift", """
                import SwiftUI
                struct RootView: View {
                    @State private var router = RouterPath()
                    var body: some View {
                        NavigationStack(path: $router.path) {
                            HomeView().navigationDestination(for: AppRoute.self) { route in destination(route) }
                        }
                    }
                }
                """),
                ExampleFile("Sources/App/Home/HomeView.swift", """
                import SwiftUI
                struct HomeView: View {
                    var body: some View { list }
                }
                extension HomeView {
                    var list: some View {
                        List(items) { item in NavigationLink(value: AppRoute.detail(id: item.id)) { Text(item.name) } }
                            .navigationDestination(for: ↓AppRoute.self) { _ in DetailView() }
                    }
                }
                """),
            ]),
            RuleExample("""
            struct Inbox: View {
                var body: some View {
                    SwiftUI.NavigationStack {
                        List {
                            Section {
                                MessageList().navigationDestination(for: MailRoute.self) { MailView(route: $0) }
                            }
                            Section {
                                ArchiveList().navigationDestination(for: ↓MailRoute.self) { MailView(route: $0) }
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct RootView: View {
                let compact: Bool
                var body: some View {
                    NavigationStack {
                        if compact {
                            ListHome().navigationDestination(for: AppRoute.self) { RouteView(route: $0) }
                        } else {
                            GridHome().navigationDestination(for: AppRoute.self) { RouteView(route: $0) }
                        }
                    }
                    .navigationDestination(for: AppRoute.self) { RouteView(route: $0) }
                    NavigationStack {
                        SettingsHome()
                            .navigationDestination(for: AppRoute.self) { RouteView(route: $0) }
                            .navigationDestination(for: SettingsRoute.self) { SettingsRouteView(route: $0) }
                    }
                }
            }
            """),
            RuleExample(project: [
                ExampleFile("Sources/App/RootView.swift", """
                import SwiftUI
                struct RootView: View {
                    var body: some View {
                        NavigationStack { HomeView().withAppRouter() }
                    }
                }
                extension View {
                    func withAppRouter() -> some View {
                        navigationDestination(for: AppRoute.self) { RouteView(route: $0) }
                    }
                }
                """),
                ExampleFile("Sources/Feature/FeedView.swift", """
                import SwiftUI
                // FeedView registers FeedRoute once; it has no stack of its own, and that is fine alone.
                struct FeedView: View {
                    var body: some View {
                        List(posts) { NavigationLink(value: FeedRoute.post($0.id)) { PostRow(post: $0) } }
                            .navigationDestination(for: FeedRoute.self) { FeedRouteView(route: $0) }
                    }
                }
                struct Routes: ViewModifier {
                    func body(content: Content) -> some View {
                        content.navigationDestination(for: AppRoute.self) { RouteView(route: $0) }
                    }
                }
                #Preview {
                    FeedView().navigationDestination(for: AppRoute.self) { _ in EmptyView() }
                }
                """),
            ]),
            RuleExample("""
            struct Outer: View {
                var body: some View {
                    NavigationStack {
                        Home().navigationDestination(for: Route.self) { RouteView(route: $0) }
                            .sheet(isPresented: $show) {
                                NavigationStack {
                                    Sheet().navigationDestination(for: Route.self) { RouteView(route: $0) }
                                }
                            }
                        Other().routeDestination(for: Route.self) { _ in EmptyView() }
                        MyNavigationStack { Third().navigationDestination(for: Other.self) { _ in EmptyView() } }
                    }
                }
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard file.mentions("navigationDestination"), !file.isTestFile else { return }
        if SyntaxQueries.isCall(node, toType: "NavigationStack") {
            checkStack(node, in: file)
            return
        }
        guard let registration = RouteDestinations.registration(node), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        if Self.nearestStack(of: node) != nil {
            ProjectNotes.note(registration.node, for: Self.description, typeName: registration.type, user: "stack", in: file)
            return
        }
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: node), SyntaxQueries.isViewType(owner),
              owner.is(StructDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self) else { return }
        // `extension View` helpers are meant to be applied at a stack.
        guard let view = SyntaxQueries.declaredName(of: owner), view != "View", view != "SwiftUI.View" else { return }
        let blocks = SyntaxQueries.memberBlocks(ofTypeAround: owner)
        let holdsStack = blocks.contains { !SyntaxQueries.calls(in: $0) { SyntaxQueries.isCall($0, toType: "NavigationStack") }.isEmpty }
        ProjectNotes.note(registration.node, for: Self.description, typeName: registration.type, user: holdsStack ? "stack" : "child:" + view, in: file)
    }

    /// Reports registrations that repeat an earlier one for the same type under this stack.
    private func checkStack(_ stack: FunctionCallExprSyntax, in file: FileContext) {
        var earlier: [(type: String, call: FunctionCallExprSyntax)] = []
        // In source order: in a modifier chain the later registration is the outer call.
        let registrations = SyntaxQueries.calls(in: stack) { RouteDestinations.registration($0) != nil }
            .sorted { ($0.calledExpression.lastToken(viewMode: .sourceAccurate)?.position ?? $0.position) < ($1.calledExpression.lastToken(viewMode: .sourceAccurate)?.position ?? $1.position) }
        for call in registrations where Self.nearestStack(of: call)?.id == stack.id && !SyntaxQueries.isPreviewOrDebugCode(call) {
            guard let registration = RouteDestinations.registration(call) else { continue }
            let repeated = earlier.contains { other in
                other.type == registration.type && !NavigationListsSupport.areInExclusiveBranches(other.call, call, runtime: true)
            }
            if repeated {
                report(registration.node, "This stack already registers destinations for `\(registration.type)`; SwiftUI uses only the first one. Keep one `.navigationDestination(for:)` per route type at the stack.", in: file)
            }
            earlier.append((registration.type, call))
        }
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        var atStacks = Set<String>()
        var children: [(file: FileSummary, note: SingletonUse)] = []
        for file in project.files {
            for note in ProjectNotes.notes(for: Self.description, in: file) {
                if note.user == "stack" { atStacks.insert(note.typeName) } else if note.user.hasPrefix("child:") { children.append((file, note)) }
            }
        }
        return children.filter { atStacks.contains($0.note.typeName) }.map { item in
            let view = item.note.user.dropFirst("child:".count)
            return finding(item.file.path, SourcePoint(line: item.note.line, column: item.note.column),
                           "`\(view)` has no `NavigationStack` yet registers destinations for `\(item.note.typeName)`, which a stack's view already registers; keep the one registration at the stack and let this view push values only.")
        }
    }

    /// The closest `NavigationStack(…)` call whose arguments or content hold `node`.
    private static func nearestStack(of node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(MemberBlockSyntax.self) { return nil }
            if let call = ancestor.as(FunctionCallExprSyntax.self), SyntaxQueries.isCall(call, toType: "NavigationStack") { return call }
            current = ancestor.parent
        }
        return nil
    }
}
