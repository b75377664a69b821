import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags coordinators that cannot resolve a URL, and scene delegates that post notifications for URLs.
struct NavDeeplinkSupportRule: SyntaxRule {
    /// The `coordinatorSuffix` option.
    static let coordinatorSuffix = Option<String>("coordinatorSuffix", default: "Coordinator", "The name suffix of coordinator classes.")

    /// The `deepLinkMethod` option.
    static let deepLinkMethod = Option<String>("deepLinkMethod", default: "handle(url:)", "The method, with its argument labels, that resolves a URL.")

    /// The `deepLinkProtocols` option.
    static let deepLinkProtocols = Option<[String]>("deepLinkProtocols", default: ["DeepLinkable"], "Protocols whose conformance means the coordinator handles URLs.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "nav-deeplink-support", title: "Coordinators resolve deep links into routes", category: .nav, impact: .high,
        presets: [.clinic, .mvvm], aliases: ["mvvm-nav-deeplinks"],
        rationale: """
        Universal links, notifications and Spotlight all arrive as URLs. When every coordinator can \
        turn a URL into one of its own routes, a deep link takes the same path as a tap inside the \
        app; when URLs are handled elsewhere (a scene delegate building views, or posting \
        notifications that some view listens for), that logic drifts away from the routes and breaks \
        when they change. This is a heuristic with two checks. First, on the class name: a class \
        whose name ends in `coordinatorSuffix` (not the bare name `Coordinator`, and not a class \
        nested in a `…Representable` type, both of which are the UIKit-bridging convention) that \
        has no method matching `deepLinkMethod` (`handle(url:)`, any return type), no method taking \
        a `URL` parameter, and no conformance to one of `deepLinkProtocols`, looking at the class \
        and its extensions in the same file. Also accepted as handling deep links: a method that \
        receives a route someone else parsed from the URL (its name starts with `handle` or \
        mentions a deep link, and it takes a `…Route`, `…Destination` or `…DeepLink` value). Left \
        alone: a leaf coordinator, with no navigation state (no `NavigationPath`, no property named \
        `path`, `routes` or `destination`, none typed with a route) and no method taking an \
        argument, since it builds one screen and a link has nothing to choose there; and UIKit \
        bridges that inherit `NSObject` or adopt a `…Delegate` or `…DataSource` protocol. Classes in test files are left alone, and so are \
        classes that inherit from (or conform to) a type whose name also ends in the suffix, since \
        a base coordinator in another file may provide the method; for the same reason a \
        conformance added in another file is not seen and yields a false positive. Whether a route \
        enum offers `init?(url:)` is not checked. Second, on the call: \
        `NotificationCenter.default.post(…)` inside a method named `scene` that has an \
        `openURLContexts` parameter, the scene delegate's URL entry point; resolve the URL into a \
        route and hand it to the app coordinator instead. Posting from other methods is left alone. \
        Classes inside `#if DEBUG`, a `#Preview` or a `PreviewProvider` are preview stand-ins and are skipped.
        """,
        options: [
            coordinatorSuffix,
            deepLinkMethod,
            deepLinkProtocols,
        ],
        triggering: [
            RuleExample("""
            @Observable
            final class ↓OrderCoordinator {
                var path = NavigationPath()
                func navigate(to route: OrderRoute) {
                    path.append(route)
                }
            }
            """),
            RuleExample("""
            // DeepLinking is not the DeepLinkable protocol, and handle(link:) takes no URL.
            protocol DeepLinking {}
            @Observable
            final class ↓ProfileCoordinator: DeepLinking {
                var path: [ProfileRoute] = []
                func handle(link: String) -> Bool { false }
            }
            enum Checkout {
                final class ↓FlowCoordinator {
                    var path = NavigationPath()
                }
            }
            """),
            RuleExample("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    guard let url = URLContexts.first?.url else { return }
                    if url.host == "orders" {
                        ↓NotificationCenter.default.post(name: .showOrder, object: url.lastPathComponent)
                    } else {
                        DispatchQueue.main.async {
                            ↓NotificationCenter.default
                                .post(name: .showHome, object: nil)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            final class ↓SettingsFlow {
                func open(_ section: SettingsSection) {}
            }
            """, options: ["coordinatorSuffix": .string("Flow")]),
        ],
        nonTriggering: [
            RuleExample("""
            #if DEBUG
            // A preview stand-in, not a real coordinator: it needs no deep links.
            final class PreviewOrdersCoordinator: OrdersCoordinating {
                func showOrder(_ id: Int) {}
            }
            #endif
            """),
            RuleExample("""
            protocol DeepLinkable {
                func handle(url: URL) -> Bool
            }
            @Observable
            final class OrderCoordinator: DeepLinkable {
                var path = NavigationPath()
                func handle(url: URL) -> Bool {
                    guard let route = OrderRoute(url: url) else { return false }
                    path.append(route)
                    return true
                }
            }
            @Observable
            final class AppCoordinator {
                func handle(url: URL) -> Bool { false }
            }
            final class CartCoordinator {}
            #if os(iOS)
            extension CartCoordinator: DeepLinkable {
                func handle(url: URL) -> Bool { false }
            }
            #endif
            final class SearchCoordinator {
                func open(_ link: URL) {}
            }
            """),
            RuleExample("""
            struct MapView: UIViewRepresentable {
                final class MapCoordinator: NSObject, MKMapViewDelegate {}
                func makeCoordinator() -> MapCoordinator { MapCoordinator() }
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ view: MKMapView, context: Context) {}
            }
            final class Coordinator: NSObject, UITextFieldDelegate {}
            protocol FlowCoordinator: AnyObject {}
            struct RouteCoordinator {}
            final class CoordinatorStore {}
            final class SettingsCoordinator: BaseCoordinator {}
            final class HelpCoordinator: FlowCoordinator {}
            """),
            RuleExample("""
            final class SpyCoordinator {
                var pushed: [String] = []
            }
            """, path: "Tests/AppTests/SpyCoordinator.swift"),
            RuleExample("""
            // A leaf screen, a flow that receives parsed routes, a UIKit bridge.
            final class ProfileCoordinator {
                private let services: Services
                init(services: Services) { self.services = services }
                func start() -> some View { ProfileScreen(services: services) }
            }
            @Observable final class RootCoordinator {
                var path: [AppRoute] = []
                func handle(_ route: AppRoute) { path = [route] }
            }
            @Observable final class FeedCoordinator {
                var path = NavigationPath()
                func handleDeepLink(_ link: FeedDeepLink) { path.append(link) }
            }
            extension MapView {
                final class MapCoordinator: NSObject, MKMapViewDelegate {
                    var parent: MapView
                    init(_ parent: MapView) { self.parent = parent }
                    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
                }
            }
            """),
            RuleExample("""
            // NotificationCenter.default.post from scene(_:openURLContexts:) is the smell.
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                let coordinator = AppCoordinator()
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    guard let url = URLContexts.first?.url else { return }
                    _ = coordinator.handle(url: url)
                }
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    NotificationCenter.default.post(name: .sceneReady, object: nil)
                }
                func sceneDidBecomeActive(_ scene: UIScene) {
                    NotificationCenter.default.post(name: .refresh, object: nil)
                }
            }
            """),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks one class or call.
    public func visit(_ declaration: ClassDeclSyntax, in file: FileContext) {
        checkCoordinator(declaration, in: file)
    }

    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        checkNotification(call, in: file)
    }

    private func checkCoordinator(_ declaration: ClassDeclSyntax, in file: FileContext) {
        let suffix = configuration[Self.coordinatorSuffix]
        let name = declaration.name.text
        guard !suffix.isEmpty, name.hasSuffix(suffix), name != suffix, !file.isTestFile,
              !SyntaxQueries.isPreviewOrDebugCode(declaration) else { return }
        if let outer = SyntaxQueries.enclosingTypeDeclaration(of: declaration),
           SyntaxQueries.inheritedNames(outer.asProtocol(DeclGroupSyntax.self)?.inheritanceClause).contains(where: { $0.hasSuffix("Representable") }) {
            return
        }
        let inherited = SyntaxQueries.inheritedNamesInFile(of: Syntax(declaration))
        let protocols = Set(configuration[Self.deepLinkProtocols])
        if inherited.contains(where: { protocols.contains($0) || $0.hasSuffix(suffix) }) { return }
        // A UIKit bridge (`MapCoordinator: NSObject, MKMapViewDelegate`) is not a navigation coordinator.
        if inherited.contains(where: { $0 == "NSObject" || $0.hasSuffix("Delegate") || $0.hasSuffix("DataSource") }) { return }
        let method = Self.methodSignature(configuration[Self.deepLinkMethod])
        var navigates = false
        for block in SyntaxQueries.memberBlocks(ofTypeAround: Syntax(declaration)) {
            for member in block.members {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    navigates = navigates || Self.holdsNavigationState(variable)
                    continue
                }
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let parameters = function.signature.parameterClause.parameters
                navigates = navigates || !parameters.isEmpty
                if function.name.text == method.name, method.labels.isEmpty || parameters.map(\.firstName.text) == method.labels {
                    return
                }
                if parameters.contains(where: { ["URL", "URLComponents"].contains(SyntaxQueries.baseTypeName($0.type) ?? "") }) { return }
                if Self.receivesParsedRoute(function) { return }
            }
        }
        // A leaf coordinator (no navigation state, no method that can be told where to go) builds
        // one screen: a deep link has nothing to choose there.
        guard navigates else { return }
        report(declaration.name, "`\(name)` has no `handle(url:)` method and no deep-link conformance; let it resolve incoming URLs into its own routes so deep links follow in-app navigation.", in: file)
    }

    private func checkNotification(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "post",
              let center = member.base?.as(MemberAccessExprSyntax.self), center.declName.baseName.text == "default",
              let base = center.base, SyntaxQueries.isTypeReference(base, named: "NotificationCenter", qualifiedBy: ["SwiftUI", "Foundation"])
        else { return }
        var current = call.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                guard function.name.text == "scene",
                      function.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "openURLContexts" }) else { return }
                report(call, "Posting a notification for an incoming URL bypasses the route types; convert the URL into a route and hand it to the app coordinator's `handle(url:)`.", in: file)
                return
            }
            if ancestor.is(DeclSyntax.self) && !ancestor.is(IfConfigDeclSyntax.self) { return }
            current = ancestor.parent
        }
    }

    /// Whether a property holds navigation state: a `NavigationPath`, a property named like a
    /// stack (`path`, `routes`, `destination`), or one whose type names a route.
    private static func holdsNavigationState(_ variable: VariableDeclSyntax) -> Bool {
        variable.bindings.contains { binding in
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
            if ["path", "stack", "routes", "route", "destination", "destinations"].contains(name) { return true }
            let typeNames = binding.typeAnnotation?.type.tokens(viewMode: .sourceAccurate).map(\.text) ?? []
            let constructed = binding.initializer?.value.as(FunctionCallExprSyntax.self).flatMap(SyntaxQueries.calledName)
            return constructed == "NavigationPath" || typeNames.contains { $0 == "NavigationPath" || isRouteTypeName($0) }
        }
    }

    /// Whether a method receives a route already parsed from a URL by someone else:
    /// `handle(_ route: AppRoute)`, `handleDeepLink(_ link: FeedDeepLink)`, `open(deepLink: Link)`.
    /// A handler's name starts with `handle` or mentions a deep link, and it takes a route type.
    private static func receivesParsedRoute(_ function: FunctionDeclSyntax) -> Bool {
        let name = function.name.text
        let parameters = function.signature.parameterClause.parameters
        let isHandler = name.hasPrefix("handle") || name.lowercased().contains("deeplink")
            || parameters.contains { $0.firstName.text.lowercased().contains("deeplink") }
        return isHandler && parameters.contains { SyntaxQueries.baseTypeName($0.type).map(isRouteTypeName) ?? false }
    }

    /// Whether a type name reads as a route: `…Route`, `…Destination`, `…DeepLink`, `…Deeplink`.
    private static func isRouteTypeName(_ name: String) -> Bool {
        ["Route", "Destination", "DeepLink", "Deeplink"].contains { name.hasSuffix($0) }
    }

    /// Splits `handle(url:)` into its name and argument labels.
    private static func methodSignature(_ text: String) -> (name: String, labels: [String]) {
        guard let open = text.firstIndex(of: "(") else { return (text, []) }
        let name = String(text[..<open])
        let inner = text[text.index(after: open)...].prefix { $0 != ")" }
        let labels = inner.split(separator: ":").map { String($0) }
        return (name, labels)
    }
}
