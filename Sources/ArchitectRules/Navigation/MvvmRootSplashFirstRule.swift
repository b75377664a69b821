import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags the main `WindowGroup` of the `@main` App when its root view is not the splash screen.
struct MvvmRootSplashFirstRule: SyntaxRule, ProjectRule {
    static let splashViews = Option<[String]>("splashViews", default: ["SplashScreen"],
        "The names of the splash view that must be the root of the main window.")

    static let description = RuleDescription(
        id: "mvvm-root-splash-first", title: "The main window starts at the splash screen", category: .nav,
        impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide's app flow is splash, then the auth check, then the main tabs or the login: \
        `SplashScreen` is the first view, runs the start-up work and decides where to go. An App \
        whose window opens straight on another view skips that gate. Reported, at the view's name: \
        the root view of the first `WindowGroup` (without `id:` or `for:`) in the `body` of a \
        `@main` App, when the group's content is a single view expression whose root, under its \
        modifiers, constructs a type not listed in `splashViews` (`ContentView()`, \
        `MainTabView().environment(router)`). Left alone: App Clips (a \
        folder named `…AppClip…` or `…Clip`), which open straight on their one task; content that is an `if`/`switch` or \
        several views (`mvvm-root-auth-gate` judges root-level switching), a root that is not a \
        plain construction (a stored view, a function call), secondary windows (`WindowGroup(id:)`, \
        `WindowGroup(for:)`), `DocumentGroup` and `Settings` scenes, Apps whose name contains \
        `Preview` (development harnesses), test files and `#if DEBUG` code. A splash shown by a \
        root view of another name (a `RootView` whose body starts at the splash) is reported; list \
        that view in `splashViews`.

        The rule speaks only in an app that has such a gate to put first: the project declares a \
        splash view (a type named in `splashViews`, or whose name contains `Splash`) or a sign-in \
        screen (a `…View` or `…Screen` whose name contains `Login`, `SignIn`, `SignUp` or \
        `Authentication`, or ends in `AuthView`/`AuthScreen`; `NotificationsAuthAlertView` asks \
        for a permission and is no gate). \
        An app with neither (a game signed in through Game Center, a reader with no account) has \
        nothing to route between, and its root view is its own start-up; it is left alone.
        """,
        options: [splashViews],
        triggering: [
            RuleExample(project: [ExampleFile("App/ShopApp.swift", """
            @main
            struct ShopApp: App {
                @State private var router = AppRouter()
                var body: some Scene {
                    WindowGroup {
                        ↓MainTabView()
                            .environment(router)
                    }
                }
            }
            """), ExampleFile("App/Launch/SplashScreen.swift", """
            struct SplashScreen: View { var body: some View { ProgressView() } }
            """)]),
            RuleExample(project: [ExampleFile("Sources/Notes/NotesApp.swift", """
            // SplashScreen() would be the right root.
            @main
            struct NotesApp: App {
                var body: some Scene {
                    #if os(macOS)
                    Settings { SettingsView() }
                    #endif
                    WindowGroup("Notes") { ↓ContentView(store: .live) }
                    WindowGroup(id: "editor") { EditorView() }
                }
            }
            """), ExampleFile("Sources/Notes/Auth/LoginView.swift", """
            struct LoginView: View { var body: some View { Text("Sign in") } }
            """)]),
            RuleExample(project: [ExampleFile("Sources/Feed/FeedApp.swift", """
            @main
            struct FeedApp: App {
                var body: some Scene {
                    WindowGroup(content: { ↓SwiftUI.NavigationStack { FeedScreen() } })
                }
            }
            """), ExampleFile("Sources/Feed/LaunchScreen.swift", """
            struct LaunchScreen: View { var body: some View { Color.clear } }
            """)], options: ["splashViews": .strings(["LaunchScreen"])]),
        ],
        nonTriggering: [
            RuleExample(project: [ExampleFile("App/iOS/App.swift", """
            // No splash and no login screen here: the game's root view does its own start-up.
            @main
            struct CubeApp: App {
                var body: some Scene {
                    WindowGroup { AppView(store: .live) }
                }
            }
            """), ExampleFile("Sources/AuthenticationClient/Client.swift", """
            struct AuthenticationClient { var authenticate: () async throws -> Void }
            """), ExampleFile("Sources/Notifications/NotificationsAuthAlertView.swift", """
            struct NotificationsAuthAlertView: View { var body: some View { Text("Allow notifications") } }
            """)]),
            RuleExample(project: [ExampleFile("App/App.swift", """
            @main
            struct ShopApp: App {
                @State private var container = DependencyContainer()
                var body: some Scene {
                    WindowGroup {
                        SplashScreen()
                            .environment(container)
                    }
                    WindowGroup(for: Product.ID.self) { $id in ProductScreen(id: id) }
                }
            }
            """), ExampleFile("App/Launch/SplashScreen.swift", """
            struct SplashScreen: View { var body: some View { ProgressView() } }
            """)]),
            RuleExample(project: [ExampleFile("App/App.swift", """
            @main
            struct NotesApp: App {
                @State private var appState = AppState()
                var body: some Scene {
                    WindowGroup {
                        if appState.isAuthenticated { MainTabView() } else { LoginScreen() }
                    }
                }
            }
            struct SecondaryApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            """), ExampleFile("App/Launch/SplashScreen.swift", """
            struct SplashScreen: View { var body: some View { ProgressView() } }
            """)]),
            RuleExample(project: [ExampleFile("App/App.swift", """
            @main
            struct HomeFeaturePreviewApp: App {
                var body: some Scene { WindowGroup { HomeView() } }
            }
            """), ExampleFile("App/Launch/SplashScreen.swift", """
            struct SplashScreen: View { var body: some View { ProgressView() } }
            """)]),
            RuleExample(project: [ExampleFile("Tests/AppTests/TestHostApp.swift", """
            @main
            struct TestHostApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            """), ExampleFile("App/Launch/SplashScreen.swift", """
            struct SplashScreen: View { var body: some View { ProgressView() } }
            """)]),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, !AppTargets.isAppClip(file.path), SyntaxQueries.attribute("main", in: node.attributes) != nil,
              SyntaxQueries.inherits(node.inheritanceClause, named: "App"), !node.name.text.contains("Preview"),
              !SyntaxQueries.isDebugOnly(node) else { return }
        let bodies = SyntaxQueries.memberDeclarations(of: node.memberBlock).compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { SyntaxQueries.boundNames($0) == ["body"] }
        guard let body = bodies.first else { return }
        let groups = SyntaxQueries.calls(in: body) { call in
            SyntaxQueries.isCall(call, toType: "WindowGroup")
                && !call.arguments.contains { $0.label?.text == "id" || $0.label?.text == "for" }
        }
        guard let group = groups.first, !SyntaxQueries.isDebugOnly(group) else { return }
        let content = group.trailingClosure ?? SyntaxQueries.argument("content", of: group)?.expression.as(ClosureExprSyntax.self)
        guard let statements = content?.statements, statements.count == 1,
              case .expr(let expression) = statements.first?.item else { return }
        guard let root = SyntaxQueries.chainRoot(expression).as(FunctionCallExprSyntax.self),
              let name = SyntaxQueries.constructedTypeName(root), let token = Self.nameToken(of: root) else { return }
        let splash = configuration[Self.splashViews]
        guard !splash.contains(name) else { return }
        ProjectNotes.note(token, for: Self.description, typeName: name, in: file)
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let splash = configuration[Self.splashViews]
        guard project.allTypes.contains(where: { Self.isGate($0.type.name, splash: splash) }) else { return [] }
        return project.files.flatMap { file in
            ProjectNotes.notes(for: Self.description, in: file).map { use in
                finding(file.path, SourcePoint(line: use.line, column: use.column),
                        "The main window opens on `\(use.typeName)`; make `\(splash.first ?? "SplashScreen")` its root view and let it route to the app or the login.")
            }
        }
    }

    /// Whether a declared type is a gate the guide puts first: a splash view or a sign-in screen.
    static func isGate(_ name: String, splash: [String]) -> Bool {
        if splash.contains(name) || name.contains("Splash") { return true }
        guard name.hasSuffix("View") || name.hasSuffix("Screen") else { return false }
        return ["Login", "LogIn", "SignIn", "SignUp", "Authentication"].contains { name.contains($0) }
            || name.hasSuffix("AuthView") || name.hasSuffix("AuthScreen")
    }

    /// Where the constructed type is written: the call's start (`SwiftUI.NavigationStack` included).
    static func nameToken(of call: FunctionCallExprSyntax) -> Syntax? {
        Syntax(call.calledExpression)
    }
}
