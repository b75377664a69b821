import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a `.navigationDestination(for:)` switch whose `default:` swallows cases of the route enum.
struct ReviewRouteCompleteRule: SyntaxRule, ProjectRule {
    static let description = RuleDescription(
        id: "review-route-complete", title: "Handle every route case in the destination switch", category: .nav,
        impact: .unlisted, presets: [.review],
        rationale: """
        The review checklist wants the route enum to cover every destination of the stack, and the \
        destination switch to name each case: then adding a route is a compile error until its screen \
        is written. A `default:` hides that; a new case silently opens whatever the default shows. \
        A switch without `default:` is exhaustive by the compiler's own check, so the finding that \
        remains is the catch-all. Reported, at `default` (or `case _`): a `switch` written directly \
        in the destination closure of `.navigationDestination(for: Route.self)` over the closure's \
        parameter, when `Route` is an enum declared once in the linted project with `Hashable` in its \
        own inheritance clause, and at least one of its cases is named by no pattern of the switch; \
        the message lists those cases. The switch may also sit in a method of the same type that \
        the closure's only statement calls with the route (`{ route in destination(for: route) }`, \
        as the guide writes it), when the type declares exactly one method of that name in the \
        file. A case mentioned anywhere in a pattern (with a `where` \
        clause, a nested pattern, inside `#if`) counts as handled, so a case is never called \
        missing by mistake. Left alone: a `default:` after every case (dead code the compiler \
        already warns about), destination closures that hand the route to anything else (a view's \
        initialiser, a function of another type, an overloaded method), routes whose \
        enum is declared elsewhere (another package, or under a name declared twice), non-enum \
        routes (`String`, a model), previews, `#if DEBUG` code and test files.
        """,
        triggering: [
            RuleExample("""
            enum AppRoute: Hashable {
                case profile(id: UUID)
                case settings
                case about
            }
            struct RootView: View {
                @State private var router = RouterPath()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        HomeView()
                            .navigationDestination(for: AppRoute.self) { route in
                                switch route {
                                case .profile(let id): ProfileView(id: id)
                                ↓default: SettingsView()
                                }
                            }
                    }
                }
            }
            """),
            RuleExample(project: [
                ExampleFile("Sources/Routing/Route.swift", """
                public enum Route: Codable, Hashable {
                    case feed, inbox
                    #if os(iOS)
                    case camera
                    #endif
                }
                """),
                ExampleFile("Sources/App/Routing+View.swift", """
                import SwiftUI
                import Routing
                extension View {
                    func withRoutes() -> some View {
                        navigationDestination(for: Routing.Route.self) {
                            switch $0 {
                            case .feed: FeedView()
                            ↓case _: EmptyView()
                            }
                        }
                    }
                }
                """),
            ]),
            RuleExample("""
            enum Tab { enum Route: Hashable { case a, b(Int), c } }
            extension Shell {
                var stack: some View {
                    NavigationStack {
                        Root().navigationDestination(for: Tab.Route.self, destination: { route in
                            switch route {
                            case .a: A()
                            case let .b(n): B(n)
                            ↓default: EmptyView()
                            }
                        })
                    }
                }
            }
            """),
            RuleExample("""
            enum AppRoute: Hashable { case userDetail(userID: UUID), settings, notifications }
            struct RootView: View {
                @State private var router = RouterPath()
                var body: some View {
                    NavigationStack(path: $router.path) {
                        HomeView(router: router)
                            .navigationDestination(for: AppRoute.self) { route in
                                routeDestination(route)
                            }
                    }
                }
                @ViewBuilder
                private func routeDestination(_ route: AppRoute) -> some View {
                    switch route {
                    case .userDetail(let id): UserDetailView(userID: id)
                    ↓default: SettingsView()
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            enum AppRoute: Hashable { case profile(id: UUID), settings, about }
            struct RootView: View {
                var body: some View {
                    NavigationStack {
                        HomeView()
                            .navigationDestination(for: AppRoute.self) { route in
                                switch route {
                                case .profile(let id) where id != .zero: ProfileView(id: id)
                                case .profile: EmptyView()
                                case .settings, .about: SettingsView()
                                }
                            }
                            // A default: would hide new routes.
                            .navigationDestination(for: String.self) { name in
                                switch name {
                                case "a": AView()
                                default: EmptyView()
                                }
                            }
                    }
                }
            }
            """),
            RuleExample("""
            enum AppRoute: Hashable { case profile, settings }
            struct RootView: View {
                var body: some View {
                    NavigationStack {
                        HomeView()
                            .navigationDestination(for: AppRoute.self) { route in destination(for: route) }
                            .navigationDestination(for: Remote.Route.self) { route in
                                switch route {
                                case .a: AView()
                                default: EmptyView()
                                }
                            }
                            .navigationDestination(for: AppRoute.self) { route in
                                switch route {
                                case .profile: ProfileView()
                                case .settings: SettingsView()
                                default: EmptyView()
                                }
                            }
                    }
                }
                func destination(for route: AppRoute) -> some View {
                    switch route {
                    case .profile: ProfileView()
                    default: EmptyView()
                    }
                }
                // Overloaded: which one the closure calls is not settled from the syntax.
                func destination(for route: SheetRoute) -> some View { EmptyView() }
            }
            #Preview {
                NavigationStack {
                    Text("x").navigationDestination(for: AppRoute.self) { route in
                        switch route {
                        default: EmptyView()
                        }
                    }
                }
            }
            """),
            RuleExample(project: [
                ExampleFile("Sources/A/Route.swift", "enum Route: Hashable { case a, b }"),
                ExampleFile("Sources/B/Route.swift", "struct Route: Hashable { let id: Int }"),
                ExampleFile("Sources/A/Root.swift", """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        NavigationStack {
                            Text("x").navigationDestination(for: Route.self) { route in
                                switch route {
                                case .a: AView()
                                default: EmptyView()
                                }
                            }
                        }
                    }
                }
                """),
                ExampleFile("Tests/ATests/RouteTests.swift", """
                import SwiftUI
                enum TestRoute: Hashable { case one, two }
                struct Harness: View {
                    var body: some View {
                        Text("x").navigationDestination(for: TestRoute.self) { route in
                            switch route {
                            case .one: Text("1")
                            default: Text("other")
                            }
                        }
                    }
                }
                """),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: EnumDeclSyntax, in file: FileContext) {
        guard file.mentions("Hashable"), RouteDestinations.isHashableEnum(node) else { return }
        let names = RouteDestinations.cases(of: node).map(\.name.text)
        guard !names.isEmpty else { return }
        ProjectNotes.note(node.name, for: Self.description, typeName: node.name.text, user: "enum:" + names.joined(separator: ","), in: file)
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard file.mentions("navigationDestination"), !file.isTestFile,
              let registration = RouteDestinations.registration(node),
              let closure = RouteDestinations.destinationClosure(of: node),
              let switchExpr = RouteDestinations.mappingSwitch(of: closure),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        let handled = RouteDestinations.handledCases(of: switchExpr)
        guard let catchAll = handled.catchAll else { return }
        ProjectNotes.note(catchAll, for: Self.description, typeName: registration.type,
                          user: "switch:" + handled.names.sorted().joined(separator: ","), in: file)
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        var enums: [String: [[String]]] = [:]
        var switches: [(file: FileSummary, note: SingletonUse)] = []
        for file in project.files {
            for note in ProjectNotes.notes(for: Self.description, in: file) {
                if note.user.hasPrefix("enum:") {
                    enums[note.typeName, default: []].append(Self.list(note.user.dropFirst(5)))
                } else if note.user.hasPrefix("switch:") {
                    switches.append((file, note))
                }
            }
        }
        return switches.compactMap { item in
            // One declaration under the name, and it is this enum: otherwise the route is not known.
            guard let declared = enums[item.note.typeName], declared.count == 1, let cases = declared.first,
                  project.declarations(of: item.note.typeName).count == 1 else { return nil }
            let handled = Set(Self.list(item.note.user.dropFirst(7)))
            let missing = cases.filter { !handled.contains($0) }
            guard !missing.isEmpty else { return nil }
            let names = missing.map { "`.\($0)`" }.joined(separator: ", ")
            return finding(item.file.path, SourcePoint(line: item.note.line, column: item.note.column),
                           "The destination switch over `\(item.note.typeName)` sends \(names) to its catch-all; give each route case its own `case` so a new route fails to compile until it has a screen.")
        }
    }

    private static func list(_ text: Substring) -> [String] {
        text.split(separator: ",").map(String.init)
    }
}
