import ArchitectCore
import ArchitectProject

/// Flags `@State` that holds an instance of one of the project's classes.
struct ReviewNoStateForObjectsRule: ProjectRule {
    static let routerTypes = Option<[String]>("routerTypes", default: ["RouterPath"],
        "Router classes the review checklist itself keeps in `@State` in the view that creates them (to bind `$router.path`).")

    static let description = RuleDescription(
        id: "review-no-state-for-objects", title: "No @State for objects", category: .state, impact: .high,
        presets: [.review],
        rationale: """
        The review checklist keeps `@State` for the view's own values and holds objects, `@Observable` \
        view models included, without a wrapper: the owner passes the object in and the view keeps a \
        plain reference. Reported, at the property's name: a stored `@State` property of a View \
        struct whose declared type (`T`, `T?`, `Module.T`), or the type its default value constructs \
        (`= T(…)`), is declared in the linted project only as a class or an actor. Left alone: types \
        the project does not declare (SDK and package types, whose kind the index cannot see), names \
        declared both as a class and as a value type, generic and collection types, views in test \
        files or under `#if DEBUG`, and `@Previewable` state in `#Preview`. Only in the review \
        preset: the clinic and clean guides own an `@Observable` view model with \
        `@State private var viewModel = VM()` precisely so that it is not rebuilt with the view \
        struct (catalog K5), and the review guide's own plain `let viewModel = VM()` is that bug. \
        Also left alone: the router classes named in `routerTypes` (`RouterPath`), which the \
        checklist's own root and tab views create as `@State private var router = RouterPath()` to \
        bind `NavigationStack(path: $router.path)`; and an optional object with no value but \
        `nil` that no initializer parameter of its name fills (`@State private var follow: \
        FollowModel?`, made by the view once a fetch returns): no owner could pass it in.
        """,
        options: [routerTypes],
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/ProfileViewModel.swift", "@Observable\nfinal class ProfileViewModel {\n    var name = \"\"\n}"),
                ExampleFile("Sources/App/ProfileView.swift", """
                struct ProfileView: View {
                    @State private var ↓viewModel = ProfileViewModel()
                    @State private var isEditing = false
                    var body: some View { Text(viewModel.name) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Models.swift", "actor ImageCache {}\nclass Session {}"),
                ExampleFile("Sources/App/Feed.swift", """
                extension Feed {
                    struct Screen: SwiftUI.View {
                        @State var ↓cache: ImageCache
                        @State private var ↓session: App.Session? = App.Session()
                        var body: some View { Text("feed") }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Player.swift", "final class Player {}\nstruct PlayerView {\n    @State private var ↓player: Player = .init()\n    var body: some View { Text(\"p\") }\n}\nextension PlayerView: View {}"),
            ]),
        ],
        nonTriggering: [
            // The view makes the model itself once a fetch returns: no owner could pass it in.
            RuleExample(project: [
                ExampleFile("Sources/Profile/FollowModel.swift", "import Observation\n@Observable final class FollowModel {\n    init(id: String) {}\n}"),
                ExampleFile("Sources/Profile/ProfileView.swift", """
                import SwiftUI
                struct ProfileView: View {
                    let id: String
                    @State private var follow: FollowModel?
                    var body: some View {
                        Text(id).task { follow = FollowModel(id: id) }
                    }
                }
                """),
            ]),
            // The checklist's own tab root: the router lives in `@State` for `$router.path`.
            RuleExample(project: [
                ExampleFile("Sources/App/RouterPath.swift", "@Observable\nfinal class RouterPath {\n    var path: [Route] = []\n}"),
                ExampleFile("Sources/App/FeedTab.swift", """
                struct FeedTab: View {
                    @State private var router = RouterPath()
                    var body: some View {
                        NavigationStack(path: $router.path) { FeedScreen() }
                            .environment(router)
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Filter.swift", "struct Filter { var query = \"\" }\nenum Tab { case home }"),
                ExampleFile("Sources/App/Search.swift", """
                // @State private var model = SearchModel() would be an object.
                struct SearchView: View {
                    let model: SearchModel
                    @State private var filter = Filter()
                    @State private var tab: Tab = .home
                    @State private var formatter = DateFormatter()
                    @State private var items: [SearchModel] = []
                    var body: some View { Text(filter.query) }
                }
                final class SearchModel {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Twin.swift", "final class Token {}"),
                ExampleFile("Sources/Other/Twin.swift", "struct Token {}"),
                ExampleFile("Sources/App/Holder.swift", """
                final class Counter {}
                struct Wrapper {
                    @State var counter = Counter()
                }
                struct TokenView: View {
                    @State private var token = Token()
                    var body: some View { Text("t") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Debug.swift", """
                final class Recorder {}
                #if DEBUG
                struct DebugView: View {
                    @State private var recorder = Recorder()
                    var body: some View { Text("d") }
                }
                #endif
                #Preview {
                    @Previewable @State var recorder = Recorder()
                    Text("p")
                }
                """),
                ExampleFile("Tests/AppTests/FakeView.swift", "struct FakeView: View {\n    @State var recorder = Recorder()\n    var body: some View { Text(\"f\") }\n}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        let routers = Set(configuration[Self.routerTypes])
        for entry in project.allTypes where entry.type.kind == .struct && !entry.placement.isTestFile && !entry.type.isDebugOnly {
            let view = entry.type
            let stateProperties = view.properties.filter { $0.attributes.contains("State") && $0.isStored && !$0.isStatic }
            guard !stateProperties.isEmpty, view.inherited.contains("View") || project.conforms(view.name, to: "View") else { continue }
            for property in stateProperties {
                guard let typeName = Self.heldTypeName(property), !routers.contains(typeName), let kind = project.kind(of: typeName),
                      kind == .class || kind == .actor, !Self.isCreatedLater(property, in: view) else { continue }
                let declaration = "`@State \((property.modifiers + ["var"]).joined(separator: " ")) \(property.name)`"
                if kind == .class, project.conforms(typeName, to: "ObservableObject") {
                    findings.append(finding(entry.file.path, property.location,
                        "\(declaration) holds `\(typeName)`, an ObservableObject, and `@State` does not watch its `@Published` changes; use `@StateObject` if the view owns it, or `@ObservedObject` for one its owner passes in."))
                    continue
                }
                let noun = kind == .actor ? "an actor" : "a class"
                findings.append(finding(entry.file.path, property.location,
                    "\(declaration) holds `\(typeName)`, \(noun); keep `@State` for values and hold the object in a plain property its owner passes in."))
            }
        }
        return findings
    }

    /// Whether the view makes the object itself, later: an optional with no value but `nil` that no
    /// initializer parameter of the same name fills (`@State private var model: Model?`, set once a
    /// fetch returns). No owner could pass it in, so the message's remedy does not apply.
    private static func isCreatedLater(_ property: PropertySummary, in view: TypeSummary) -> Bool {
        let type = String(property.typeText.filter { $0 != " " })
        guard type.hasSuffix("?") || type.hasPrefix("Optional<"),
              property.initializerText == nil || property.initializerText == "nil" else { return false }
        return !view.initializers.contains { $0.parameters.contains { $0.name == property.name } }
    }

    /// The type a property holds: its plain declared type, or the capitalised type its default
    /// value calls (`T()`, `T.init()` is read as `init` and skipped unless the type is written).
    private static func heldTypeName(_ property: PropertySummary) -> String? {
        if let plain = property.plainTypeName { return plain }
        guard property.typeText.isEmpty, let callee = property.initializerCallee, callee.first?.isUppercase == true else { return nil }
        return callee
    }
}
