import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a root-level choice between the login and the main app that is not made on `isAuthenticated`.
struct MvvmRootAuthGateRule: SyntaxRule {
    static let splashViews = Option<[String]>("splashViews", default: ["SplashScreen"],
        "The names of the splash view, whose body counts as the app root.")
    static let authFlags = Option<[String]>("authFlags", default: ["isAuthenticated"],
        "The names of the shared auth state that the root switch must read.")

    static let description = RuleDescription(
        id: "mvvm-root-auth-gate", title: "The root switches on AppState.isAuthenticated", category: .nav,
        impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide decides between the main app and the login at the root, from one shared \
        value: `AppState.isAuthenticated`. A root that tests something else (a token read on the \
        spot, a local flag, a view model's property) lets two places disagree on whether the user \
        is signed in, and a sign-out elsewhere does not bring the login back. Reported, at the \
        `if`: a root-level `if`/`else` whose branches build a login view (a type whose name \
        contains `Login`, `SignIn`, `SignUp` or `Auth`) on one side and another view on the other, \
        when its condition does not mention any of `authFlags`. Root level means the content of a \
        `WindowGroup` in a `@main` App, or the `body` of a splash view (`splashViews`) or of a View \
        whose name contains `Root`, including view-builder containers such as `Group` or `ZStack`, \
        but not action closures (`.task`, `Button`). Left alone: `switch` statements (an app \
        phase enum can be fed by `AppState` and cannot be told apart), choices that do not involve \
        a login view, other views, test files, previews and `#if DEBUG` code. A flag that merely \
        mirrors `isAuthenticated` under another name is reported unless it is added to `authFlags`.
        """,
        options: [splashViews, authFlags],
        triggering: [
            RuleExample("""
            @main
            struct ShopApp: App {
                @State private var session = SessionStore()
                var body: some Scene {
                    WindowGroup {
                        ↓if session.token != nil {
                            MainTabView()
                        } else {
                            LoginScreen()
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct SplashScreen: View {
                @State private var viewModel = SplashViewModel()
                var body: some View {
                    ZStack {
                        ↓if viewModel.didFinish && viewModel.hasUser {
                            MainTabView().transition(.opacity)
                        } else if viewModel.didFinish {
                            SignInView()
                        } else {
                            Image("logo")
                        }
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension App {
                struct RootView: View {
                    @AppStorage(Keys.loggedIn.rawValue) private var loggedIn = false
                    var body: some View {
                        Group { ↓if loggedIn { HomeView() } else { AuthFlowView() } }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // `if token != nil { MainTabView() } else { LoginScreen() }` is what the rule reports.
            struct SplashScreen: View {
                @Environment(AppState.self) private var appState
                var body: some View {
                    Group {
                        if appState.isAuthenticated { MainTabView() } else { LoginScreen() }
                    }
                    .task {
                        if token == nil { LoginTracker.log() } else { MainTracker.log() }
                    }
                }
            }
            """),
            RuleExample("""
            struct RootView: View {
                @Environment(AppState.self) private var appState
                var body: some View {
                    switch appState.phase {
                    case .main: MainTabView()
                    case .login: LoginScreen()
                    }
                    if showsBanner { BannerView() } else { EmptyView() }
                }
            }
            struct ProfileView: View {
                var body: some View { if user == nil { LoginPrompt() } else { ProfileCard() } }
            }
            """),
            RuleExample("""
            @main
            struct ShopApp: App {
                var body: some Scene {
                    WindowGroup {
                        if sessionState.signedIn { MainTabView() } else { LoginScreen() }
                    }
                }
            }
            """, options: ["authFlags": .strings(["isAuthenticated", "signedIn"])]),
            RuleExample("""
            struct RootView: View {
                var body: some View { if flag { MainView() } else { LoginView() } }
            }
            #Preview { RootView() }
            """, path: "Tests/AppTests/RootViewTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    static let loginWords = ["Login", "SignIn", "SignUp", "Auth"]

    func visit(_ node: IfExprSyntax, in file: FileContext) {
        guard !file.isTestFile, !(node.parent?.is(IfExprSyntax.self) ?? false) else { return }
        var branches: [CodeBlockSyntax] = [node.body]
        var next = node.elseBody
        while let body = next {
            switch body {
            case .ifExpr(let inner): branches.append(inner.body); next = inner.elseBody
            case .codeBlock(let block): branches.append(block); next = nil
            @unknown default: next = nil
            }
        }
        let views = branches.map(Self.constructedViews)
        let logins = views.map { $0.contains { name in Self.loginWords.contains { name.contains($0) } } }
        guard logins.contains(true), zip(views, logins).contains(where: { !$1 && !$0.isEmpty }) else { return }
        var conditions = node.conditions.trimmedDescription
        next = node.elseBody
        while case .ifExpr(let inner)? = next { conditions += " " + inner.conditions.trimmedDescription; next = inner.elseBody }
        let flags = configuration[Self.authFlags]
        guard !flags.contains(where: { conditions.contains($0) }), isRootLevel(node),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(node.ifKeyword, "The root chooses between the app and the login on something other than `\(flags.first ?? "isAuthenticated")`; drive it from `AppState.\(flags.first ?? "isAuthenticated")`.", in: file)
    }

    /// The types constructed by the statements of a branch (under their modifiers).
    static func constructedViews(_ block: CodeBlockSyntax) -> [String] {
        block.statements.compactMap { item in
            guard case .expr(let expression) = item.item,
                  let call = SyntaxQueries.chainRoot(expression).as(FunctionCallExprSyntax.self) else { return nil }
            return SyntaxQueries.constructedTypeName(call)
        }
    }

    /// Whether the `if` is view-building code at the root: in a `WindowGroup` of the `@main` App,
    /// or in `body` of a splash or `…Root…` View, passing only through view-builder closures.
    func isRootLevel(_ node: IfExprSyntax) -> Bool {
        var current = node.parent
        var inWindowGroup = false
        while let candidate = current {
            if let closure = candidate.as(ClosureExprSyntax.self) {
                guard let owner = SyntaxQueries.owningCall(of: closure), let name = SyntaxQueries.constructedTypeName(owner) else { return false }
                if name == "WindowGroup" { inWindowGroup = true }
            } else if let variable = candidate.as(VariableDeclSyntax.self) {
                guard SyntaxQueries.boundNames(variable) == ["body"], let type = SyntaxQueries.enclosingTypeDeclaration(of: variable),
                      let structure = type.as(StructDeclSyntax.self) else { return false }
                if inWindowGroup {
                    return SyntaxQueries.attribute("main", in: structure.attributes) != nil
                        && SyntaxQueries.inherits(structure.inheritanceClause, named: "App")
                }
                let name = structure.name.text
                return SyntaxQueries.isViewType(structure) && (configuration[Self.splashViews].contains(name) || name.contains("Root"))
            } else if candidate.is(FunctionDeclSyntax.self) || SyntaxQueries.isTypeDeclaration(candidate) {
                return false
            }
            current = candidate.parent
        }
        return false
    }
}
