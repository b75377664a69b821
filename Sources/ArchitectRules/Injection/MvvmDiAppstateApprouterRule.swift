import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags auth status or the signed-in user kept outside `AppState`, and a `NavigationPath` kept
/// outside `AppRouter`.
struct MvvmDiAppstateApprouterRule: SyntaxRule {
    static let appStateTypes = Option<[String]>("appStateTypes", default: ["AppState"],
        "The type names of the shared app state that holds the auth status and the signed-in user.")
    static let routerTypes = Option<[String]>("routerTypes", default: ["AppRouter"],
        "The type names of the router that holds the navigation state.")
    static let authNames = Option<[String]>("authNames",
        default: ["isAuthenticated", "isLoggedIn", "isSignedIn", "currentUser", "loggedInUser", "signedInUser"],
        "Property names that hold the auth status or the signed-in user.")

    static let description = RuleDescription(
        id: "mvvm-di-appstate-approuter", title: "Auth state lives in AppState, navigation state in AppRouter",
        category: .di, impact: .should, presets: [.mvvm],
        rationale: """
        The MVVM guide gives shared state one home each: `AppState` holds whether the user is \
        signed in and who they are, and `AppRouter` holds where they are. A second copy of the \
        auth flag in a view model or view drifts from the first (the root shows the app while a \
        screen still thinks the user is signed out), and a navigation path owned by a screen \
        cannot be driven by deep links or the router. The rule is a heuristic on names. \
        Reported, at the property name: a stored property named as in `authNames` \
        (`isAuthenticated`, `isLoggedIn`, `isSignedIn`, `currentUser` …) of a class marked \
        `@Observable` or adopting `ObservableObject`, or held with `@State`, `@AppStorage` or \
        `@Published` in any type, when that type is not one of `appStateTypes`; and a stored \
        property typed `NavigationPath` or initialised with `NavigationPath()` in a type that is \
        not one of `routerTypes`. Left alone: computed properties (`var isLoggedIn: Bool { token \
        != nil }` reads state rather than keeping it), plain structs and models (a Game Center \
        player's `isAuthenticated` describes that player), `@Environment` reads, local variables, \
        test files, previews and `#if DEBUG` code; and a `NavigationPath` in a type that also keeps \
        a property named for routing (`routingState`, `router`), where the path is a bridge that \
        app-level routing drives. A copy kept under another name is not seen.
        """,
        options: [appStateTypes, routerTypes, authNames],
        triggering: [
            RuleExample("""
            @Observable final class LoginViewModel {
                var email = ""
                var ↓isLoggedIn = false
                func submit() async { isLoggedIn = true }
            }
            final class SessionStore: ObservableObject {
                @Published private(set) var ↓currentUser: User?
            }
            """),
            RuleExample("""
            struct ProductListScreen: View {
                @State private var ↓path = NavigationPath()
                @AppStorage(Keys.signedIn.rawValue) private var ↓isSignedIn = false
                var body: some View { NavigationStack(path: $path) { Text("Products") } }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Feature {
                @Observable final class FlowCoordinator {
                    var ↓navigation: NavigationPath = NavigationPath()
                    var ↓isAuthenticated: Bool = false
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // AppState keeps `isAuthenticated`; AppRouter keeps `NavigationPath()`.
            @Observable final class AppState {
                var isAuthenticated = false
                var currentUser: User?
            }
            @Observable final class AppRouter {
                var path = NavigationPath()
            }
            """),
            RuleExample("""
            struct LocalPlayer: Equatable {
                var isAuthenticated: Bool
                var displayName: String
            }
            final class SessionServiceImpl: SessionService {
                var isLoggedIn: Bool { token != nil }
                private var token: String?
            }
            struct ProfileScreen: View {
                @Environment(AppState.self) private var appState
                @Environment(AppRouter.self) private var router
                var body: some View {
                    @Bindable var router = router
                    NavigationStack(path: $router.path) { Text(appState.currentUser?.name ?? "") }
                }
            }
            """),
            RuleExample("""
            import Testing
            @Observable final class FakeState { var isLoggedIn = false }
            @Test func path() { let path = NavigationPath(); #expect(path.isEmpty) }
            """, path: "Tests/AppTests/StateTests.swift"),
            RuleExample("""
            #Preview {
                @Previewable @State var path = NavigationPath()
                return NavigationStack(path: $path) { Text("Preview") }
            }
            #if DEBUG
            @Observable final class DebugSession { var isLoggedIn = true }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    /// Whether the type also keeps a property named for routing (`routingState`, `router`,
    /// `appRouting`): its own path is then a bridge that app-level routing drives.
    static func syncsWithAppRouting(_ owner: some SyntaxProtocol) -> Bool {
        guard let block = SyntaxQueries.memberBlock(of: owner) else { return false }
        return block.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
            return SyntaxQueries.boundNames(variable).contains { name in
                let lowered = name.lowercased()
                return lowered.contains("routing") || lowered.contains("router")
            }
        }
    }

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        let authNames = configuration[Self.authNames]
        // The binding test first: most stored properties are neither a path nor an auth flag, and
        // the climb to the owning type costs far more.
        guard !file.isTestFile, !SyntaxQueries.isTypeMember(node.modifiers),
              node.bindings.contains(where: { binding in
                  guard let token = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return false }
                  return authNames.contains(token.text) || Self.holdsNavigationPath(binding)
              }),
              let owner = SyntaxQueries.enclosingTypeDeclaration(of: node), MvvmDiLazyReposRule.isMember(node, of: owner),
              let ownerName = SessionStorage.shortName(of: owner) else { return }
        let attributes = SyntaxQueries.attributeNames(node.attributes)
        guard !attributes.contains("Environment") else { return }
        for binding in node.bindings where SyntaxQueries.isStored(binding) {
            guard let token = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            if Self.holdsNavigationPath(binding) {
                guard !configuration[Self.routerTypes].contains(ownerName), !SyntaxQueries.isPreviewOrDebugCode(node),
                      !Self.syncsWithAppRouting(owner) else { continue }
                report(token, "`\(ownerName)` keeps its own `NavigationPath`; keep navigation state in `\(configuration[Self.routerTypes].first ?? "AppRouter")` and bind to it.", in: file)
            } else if authNames.contains(token.text) {
                let wrapped = attributes.contains("State") || attributes.contains("AppStorage") || attributes.contains("Published")
                guard wrapped || Self.isObservableClass(owner), !configuration[Self.appStateTypes].contains(ownerName),
                      !SyntaxQueries.isPreviewOrDebugCode(node) else { continue }
                report(token, "`\(ownerName)` keeps its own `\(token.text)`; read and update it in `\(configuration[Self.appStateTypes].first ?? "AppState")` so the whole app agrees.", in: file)
            }
        }
    }

    /// Whether a binding is typed `NavigationPath` or starts as `NavigationPath()`.
    static func holdsNavigationPath(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type, SyntaxQueries.plainTypeName(type) == "NavigationPath" { return true }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) { return SyntaxQueries.isCall(call, toType: "NavigationPath") }
        return false
    }

    /// Whether a declaration is a class marked `@Observable` or adopting `ObservableObject`.
    static func isObservableClass(_ declaration: Syntax) -> Bool {
        guard let type = declaration.as(ClassDeclSyntax.self) else { return false }
        return SyntaxQueries.attribute("Observable", in: type.attributes) != nil
            || SyntaxQueries.inheritedNamesInFile(of: type).contains("ObservableObject")
    }
}
