import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags URL handlers in view code that take the URL apart themselves instead of handing it to the router.
struct ReviewNoUrlParsingInViewsRule: SyntaxRule {
    /// The members of `URL` (and `URLComponents`) that read one of its parts.
    static let urlParts: Set<String> = [
        "pathComponents", "lastPathComponent", "host", "path", "query", "queryItems", "scheme", "fragment", "port",
        "relativePath", "user", "password",
    ]

    static let description = RuleDescription(
        id: "review-no-url-parsing-in-views", title: "Leave URL parsing to the router", category: .nav,
        impact: .unlisted, presets: [.review],
        rationale: """
        The review checklist keeps deep-link parsing and validation in one router or coordinator \
        (`router.handle(url:)`, a route's `init?(url:)`): views hand the URL over and nothing \
        else. When a view reads `url.pathComponents` or builds `URLComponents` itself, each \
        handler grows its own copy of the URL scheme, and a link that two views both match opens \
        twice. Reported, once per handler at its name: an `.onOpenURL { url in … }` closure, or \
        the closure of `OpenURLAction { url in … }`, written in view code (a struct conforming to \
        `View` or `ViewModifier`, its same-file extensions, or an `extension View`) that reads a \
        part of its URL parameter (`url.pathComponents`, `url.lastPathComponent`, `url.host`, \
        `url.host()`, `url.path`, `url.query`, `url.queryItems`, `url.scheme`, `url.fragment`, \
        `url.port`, also `$0.host`) or constructs `URLComponents`. Left alone: handlers that pass \
        the URL on untouched (`router.handle(url: url)`), handlers whose last statement hands the \
        URL to a `handle…` method (`_ = router.handleDeepLink(url: url)`: what they read before \
        only guards the hand-off, such as a scheme rewritten or a host checked), URL parts read for display elsewhere in \
        a view (a link card showing `url.host`), the App struct, routers, view models, test files, \
        previews and `#if DEBUG` code. A parameter renamed by a `let` inside the handler is still \
        the same name and counts; a URL reached through another variable does not.
        """,
        triggering: [
            RuleExample("""
            struct HomeView: View {
                var body: some View {
                    FeedList()
                        .↓onOpenURL { url in
                            if url.pathComponents.contains("profile") { showProfile = true }
                        }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            struct LinkHandling: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .environment(\\.openURL, ↓OpenURLAction { link in
                            guard link.host() == "example.com" else { return .systemAction }
                            return .handled
                        })
                        .↓onOpenURL(perform: { incoming in
                            let parts = URLComponents(url: incoming, resolvingAgainstBaseURL: false)
                            open(parts)
                        })
                }
            }
            #endif
            """),
            RuleExample("""
            extension View {
                func handlesShareLinks(_ router: AppRouter) -> some View {
                    ↓onOpenURL { router.open(tab: $0.lastPathComponent) }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // The scheme is rewritten and the host checked; the router parses the rest.
            struct SafariRouter: ViewModifier {
                func body(content: Content) -> some View {
                    content.onOpenURL { url in
                        let text = url.absoluteString.replacingOccurrences(of: "myapp://", with: "https://")
                        guard let url = URL(string: text), url.host != nil else { return }
                        _ = router.handleDeepLink(url: url)
                    }
                }
            }
            """),
            RuleExample("""
            // Parsing `url.pathComponents` here would duplicate the router's work.
            struct RootView: View {
                @State private var router = RouterPath()
                let card: Card
                var body: some View {
                    Text(card.url.host ?? "")
                        .onOpenURL { url in _ = router.handle(url: url) }
                        .environment(\\.openURL, OpenURLAction { url in router.handle(url: url) })
                }
            }
            """),
            RuleExample("""
            @main
            struct ShopApp: App {
                var body: some Scene {
                    WindowGroup {
                        ContentView().onOpenURL { url in
                            if url.host == "cart" { router.showCart() }
                        }
                    }
                }
            }
            @Observable final class RouterPath {
                func handle(url: URL) -> Bool {
                    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return false }
                    return components.path == "/cart"
                }
            }
            """),
            RuleExample("""
            struct Links: View {
                let other: URL
                var body: some View {
                    Text("Links").onOpenURL { url in
                        router.open(url, fallbackHost: other.host)
                        log("url.pathComponents")
                    }
                }
            }
            #Preview {
                Text("x").onOpenURL { url in print(url.pathComponents) }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["onOpenURL", "OpenURLAction"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard let name = SyntaxQueries.calledNameToken(node) else { return }
        let isHandler = (name.text == "onOpenURL" && (SyntaxQueries.isMemberCall(node) || node.calledExpression.is(DeclReferenceExprSyntax.self)))
            || SyntaxQueries.isCall(node, toType: "OpenURLAction")
        guard isHandler, !file.isTestFile, Self.isViewCode(node), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        let closure = SyntaxQueries.closures(of: node).first
            ?? node.arguments.first?.expression.as(ClosureExprSyntax.self)
        guard let closure else { return }
        let parameter = SyntaxQueries.closureParameterNames(closure).first ?? "$0"
        guard Self.readsURLParts(closure, parameter: parameter), !Self.endsInHandOff(closure, parameter: parameter) else { return }
        report(name, "This URL handler takes the URL apart in view code; convert it to a route in the router (`router.handle(url:)`) and only hand the URL over here.", in: file)
    }

    /// Whether the closure's last statement hands the URL to a method named `handle…`
    /// (`_ = router.handleDeepLink(url: url)`, `return router.handle(url: url)`): what it reads
    /// before then only guards the hand-off (a scheme rewritten, a host checked), and the
    /// parsing lives in the router.
    private static func endsInHandOff(_ closure: ClosureExprSyntax, parameter: String) -> Bool {
        guard let last = closure.statements.last else { return false }
        return !SyntaxQueries.calls(in: last, where: { call in
            guard let name = SyntaxQueries.calledName(call), name.hasPrefix("handle") else { return false }
            return call.arguments.contains { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter }
        }).isEmpty
    }

    /// Whether the closure reads a part of `parameter` or builds `URLComponents`.
    private static func readsURLParts(_ closure: ClosureExprSyntax, parameter: String) -> Bool {
        let finder = PartReader(parameter: parameter)
        finder.walk(closure.statements)
        return finder.found
    }

    /// Whether `node` is in a View or ViewModifier type (or its same-file extensions), or in an `extension View`.
    private static func isViewCode(_ node: some SyntaxProtocol) -> Bool {
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return false }
        if let extensionDecl = owner.as(ExtensionDeclSyntax.self), SyntaxQueries.baseTypeName(of: extensionDecl.extendedType, is: "View") {
            return true
        }
        guard owner.is(StructDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self) else { return false }
        let inherited = SyntaxQueries.inheritedNamesInFile(of: owner)
        return inherited.contains("View") || inherited.contains("ViewModifier")
    }

    private final class PartReader: SyntaxQueries.ScopedVisitor {
        let parameter: String
        var found = false

        init(parameter: String) {
            self.parameter = parameter
            super.init()
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if ReviewNoUrlParsingInViewsRule.urlParts.contains(node.declName.baseName.text),
               let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == parameter {
                found = true
            }
            return found ? .skipChildren : .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if SyntaxQueries.constructedTypeName(node) == "URLComponents" { found = true }
            return found ? .skipChildren : .visitChildren
        }
    }
}
