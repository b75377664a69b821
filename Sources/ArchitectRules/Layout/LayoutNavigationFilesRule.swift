import ArchitectCore
import ArchitectProject

/// Flags the navigation types (`AppRouter`, `Route`, …) declared outside `Navigation/`.
struct LayoutNavigationFilesRule: ProjectRule {
    static let types = Option<[String]>("types", default: ["AppRouter", "Route", "MainTabView", "DeepLinkHandler"],
                                        "The navigation type names, which belong in the navigation folder.")
    static let folder = Option<String>("folder", default: "Navigation", "The folder, relative to the source root, that holds navigation.")

    static let description = RuleDescription(
        id: "layout-navigation-files", title: "Navigation lives in Navigation/",
        category: .layout, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide keeps everything that decides where the app goes in one top-level folder: \
        `Navigation/` holds the router, the route enum, the main tab view and the deep-link \
        handler, so that a new screen or link is wired in one place.

        Reported, at the type's name: a top-level declaration of one of `types` outside `folder` \
        (or a folder below it). `Route` counts only as an enum, the guide's list of destinations, so \
        a model such as a delivery `struct Route` is left alone. Left alone: nested types \
        (`Orders.Route`), `#if DEBUG` code, tests, and every project not laid out as the guide's \
        single app target (one `@main` App outside tests, previews and App Clips; a package building \
        it with one non-test target, if any; a source root, the folder of that file or its parent \
        when that folder is `App/`, holding `Features/` and at least two more of the guide's \
        top-level folders).
        """,
        options: [types, folder],
        triggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("App/DeepLinkHandler.swift", "import Foundation\nstruct ↓DeepLinkHandler {\n    func route(for url: URL) -> Route? { nil }\n}"),
                ExampleFile("Navigation/Route.swift", "enum Route: Hashable { case cart }"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/View/CartScreen.swift", """
                import SwiftUI
                struct CartScreen: View {
                    var body: some View { Text("Cart") }
                }
                enum ↓Route: Hashable {
                    case checkout
                }
                """),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("App/Routing.swift", """
                import SwiftUI
                @Observable
                final class ↓AppRouter {
                    var path = NavigationPath()
                }
                #if os(iOS)
                struct ↓MainTabView: View {
                    var body: some View { TabView { CartScreen() } }
                }
                #endif
                """),
            ])),
        ],
        nonTriggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Navigation/AppRouter.swift", "import Observation\n@Observable final class AppRouter {}"),
                ExampleFile("Navigation/Routes/Route.swift", "enum Route: Hashable { case cart }"),
                ExampleFile("Navigation/MainTabView.swift", "import SwiftUI\nstruct MainTabView: View {\n    var body: some View { TabView {} }\n}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                // Look-alikes: a nested Route, a struct Route (a model), names in comments and strings.
                ExampleFile("Features/Cart/Model/CartModel.swift", """
                // Pushed through the AppRouter as Route.cart.
                struct CartModel {
                    enum Route { case summary }
                    let label = "MainTabView"
                }
                struct Route: Codable { let stops: [String] }
                """),
                ExampleFile("Tests/ShopTests/RouterTests.swift", "final class AppRouter {}"),
            ])),
            RuleExample(project: LayoutExamples.modularPackage([
                ExampleFile("Features/Routes.swift", "enum Route: Hashable { case cart }"),
            ])),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        guard let layout = MVVMLayout.find(in: project) else { return [] }
        let folder = configuration[Self.folder]
        let placed = configuration[Self.types].map { (name: $0, folder: folder) }
        return MVVMLayout.misplacedTypes(placed, in: layout, accepts: { $0.name != "Route" || $0.kind == .enum }) { type, file, folder in
            "'\(type.name)' is declared in '\(file.relativePath)'; the guide keeps navigation in `\(folder)/`, so move it to '\(folder)/\(type.name).swift'."
        }.map { file, type, message in finding(file.summary.path, type.location, message) }
    }
}
