import ArchitectCore
import ArchitectProject

/// Flags a router class that lacks one of the path methods `navigate(to:)`, `pop()` and `popToRoot()`.
struct ReviewRouterpathApiRule: ProjectRule {
    static let routerTypes = Option<[String]>("routerTypes", default: ["RouterPath"],
        "The names of the router classes whose methods are checked.")
    /// The methods the checklist asks every router for, by base name.
    static let requiredMethods = ["navigate", "pop", "popToRoot"]

    static let description = RuleDescription(
        id: "review-routerpath-api", title: "Give the router navigate, pop and popToRoot", category: .nav,
        impact: .unlisted, presets: [.review],
        rationale: """
        The review checklist's `RouterPath` is the one entry point for changing the path: \
        `navigate(to:)` pushes, `pop()` goes back one step and `popToRoot()` empties the stack. \
        When one of them is missing, views and view models edit `router.path` directly \
        (`path.removeLast()`, `path = []`), and the guard that `pop()` keeps (an empty path) is \
        written again at every call site, or forgotten. Reported, at the class name: a class \
        named as in `routerTypes` (default `RouterPath`) whose body and extensions, in every file \
        of the project, declare no method of one of those base names (`navigate(to:)` or \
        `navigate(_:)` count alike). Left alone: classes of other names (list your `Router` or \
        `AppRouter` in `routerTypes`), structs, protocols, a router declared twice in the project, \
        test files and `#if DEBUG` code. Methods added through a protocol extension are not seen.
        """,
        options: [routerTypes],
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Router/RouterPath.swift", """
                import Observation
                @Observable final class ↓RouterPath {
                    var path: [AppRoute] = []
                    func navigate(to route: AppRoute) { path.append(route) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Router/RouterPath.swift", """
                @Observable public final class ↓RouterPath {
                    public var path: [AppRoute] = []
                    public func navigate(to route: AppRoute) { path.append(route) }
                }
                """),
                ExampleFile("App/Router/RouterPath+Back.swift", """
                extension RouterPath {
                    func pop() { if !path.isEmpty { path.removeLast() } }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Shared/Navigation.swift", """
                #if os(iOS)
                enum Navigation {
                    @Observable final class ↓Router {
                        var path = NavigationPath()
                        func push(_ route: Route) { path.append(route) }
                    }
                }
                #endif
                """),
            ], options: ["routerTypes": .strings(["Router"])]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Router/RouterPath.swift", """
                @Observable final class RouterPath {
                    var path: [AppRoute] = []
                    func navigate(to route: AppRoute) { path.append(route) }
                    func pop() { guard !path.isEmpty else { return }; path.removeLast() }
                }
                """),
                ExampleFile("App/Router/RouterPath+Root.swift", "extension RouterPath {\n    func popToRoot() { path.removeAll() }\n}"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Router/AppRouter.swift", """
                // A RouterPath should have pop() and popToRoot().
                @Observable final class AppRouter {
                    var path = NavigationPath()
                    func navigate(to route: Route) { path.append(route) }
                }
                struct RouterPath { var path: [Route] = [] }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Debug/RouterPath.swift", "#if DEBUG\nfinal class RouterPath { var path: [Int] = [] }\n#endif"),
                ExampleFile("Tests/AppTests/Doubles.swift", "final class RouterPath { var path: [Int] = [] }"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        let names = Set(configuration[Self.routerTypes])
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .class && names.contains(entry.type.name) {
            let type = entry.type
            guard !entry.placement.isTestFile, !type.isDebugOnly,
                  project.declarations(of: type.name).filter({ !$0.placement.isTestFile && !$0.type.isDebugOnly }).count == 1 else { continue }
            var methods = Set(type.methods)
            for item in project.extensions(of: type.name) where !item.placement.isTestFile {
                methods.formUnion(item.extensionSummary.methods)
            }
            let missing = Self.requiredMethods.filter { !methods.contains($0) }
            guard !missing.isEmpty else { continue }
            let list = missing.map { $0 == "navigate" ? "`navigate(to:)`" : "`\($0)()`" }.joined(separator: ", ")
            findings.append(finding(entry.file.path, type.location,
                "The router `\(type.name)` has no \(list); add the missing path methods so views stop editing `path` directly."))
        }
        return findings
    }
}
