import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags `@State` that holds an instance of one of the project's classes.
struct ReviewNoStateForObjectsRule: SyntaxRule, ProjectRule, WholeProjectRule {
    static let routerTypes = Option<[String]>("routerTypes", default: ["RouterPath"],
        "Router classes the review checklist itself keeps in `@State` in the view that creates them (to bind `$router.path`).")

    static let description = RuleDescription(
        id: "review-no-state-for-objects", title: "No @State for objects", category: .state, impact: .high,
        presets: [.review],
        rationale: """
        The review checklist keeps `@State` for the view's own values, not for objects. Two cases \
        break the app, and are reported, at the property's name, for a stored `@State` property of \
        a View struct whose declared type (`T`, `T?`, `Module.T`), or the type its default value \
        constructs (`= T(…)`), the linted project declares only as a class or an actor: \
        an `ObservableObject` (directly, through a protocol that refines it, or through a \
        superclass), whose `@Published` changes `@State` does not watch, so the view goes stale \
        (`@StateObject` if the view owns it, `@ObservedObject` if its owner passes it in); and any \
        other object the parent passes in: no value of its own, not optional, and no initializer \
        in the View, so the memberwise one takes it, and `@State` keeps the first object it is \
        given and ignores the ones the parent passes later (a plain `let`, or `@Bindable` to edit \
        it). Left alone: an `@Observable` or plain object the view builds itself (`= Model()`, or \
        in an `init` of its own, `_model = State(initialValue: Model(mode: mode))`) or makes later \
        (an optional filled once a fetch returns): no owner could pass it in, and `@State` is what \
        keeps that one instance alive across the view's re-creations, which is also what the \
        clinic and clean guides prescribe (catalog K5); on real apps, every such object judged was \
        built by the view for navigation destinations, sheets or UIKit hosts that cannot own it. \
        Also left alone: types the project does not declare (SDK and package types, whose kind \
        the index cannot see), names declared both as a class and as a value type, generic and \
        collection types, the router classes named in `routerTypes` (`RouterPath`), an object \
        passed in that some caller builds in the call (`Row(model: Model(…))` or `.init(…)`: \
        the caller makes a new one on every render, and `@State` is what keeps the first with \
        the row's own state, so a plain property would reset it), views in \
        test files or under `#if DEBUG`, and `@Previewable` state in `#Preview`.
        """,
        options: [routerTypes],
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Stores.swift", """
                import Combine
                final class CartStore: ObservableObject { @Published var count = 0 }
                protocol SearchObservable: ObservableObject {}
                final class SearchWrapper: SearchObservable {}
                """),
                ExampleFile("Sources/App/CartView.swift", """
                struct CartView: View {
                    @State private var ↓store = CartStore()
                    @State private var ↓search = SearchWrapper()
                    @State private var isEditing = false
                    var body: some View { Text("\\(store.count)") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Models.swift", "actor ImageCache {}\n@Observable final class ProfileModel {}"),
                ExampleFile("Sources/App/Feed.swift", """
                extension Feed {
                    // The parent passes both in through the memberwise initializer.
                    struct Screen: SwiftUI.View {
                        @State var ↓cache: ImageCache
                        @State var ↓profile: App.ProfileModel
                        var body: some View { Text("feed") }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Player.swift", "final class Player: ObservableObject {}\nstruct PlayerView {\n    @State private var ↓player: Player = .init()\n    var body: some View { Text(\"p\") }\n}\nextension PlayerView: View {}"),
            ]),
        ],
        nonTriggering: [
            // Callers build the row's model in the call on every render; @State keeps the first.
            RuleExample(project: [
                ExampleFile("Sources/App/RowModel.swift", "@Observable\nfinal class RowModel {\n    init(status: String) {}\n}"),
                ExampleFile("Sources/App/StatusRow.swift", """
                struct StatusRow: View {
                    @State var model: RowModel
                    var body: some View { Text("row") }
                }
                """),
                ExampleFile("Sources/App/Timeline.swift", """
                struct Timeline: View {
                    var body: some View {
                        List(statuses) { status in StatusRow(model: .init(status: status)) }
                        StatusRow(model: RowModel(status: "pinned"))
                    }
                }
                """),
            ]),
            // The view builds its own `@Observable` model, in place or in its initializer.
            RuleExample(project: [
                ExampleFile("Sources/App/ProfileViewModel.swift", "@Observable\nfinal class ProfileViewModel {\n    var name = \"\"\n    init(mode: Int = 0) {}\n}"),
                ExampleFile("Sources/App/ProfileView.swift", """
                struct ProfileView: View {
                    @State private var viewModel = ProfileViewModel()
                    var body: some View { Text(viewModel.name) }
                }
                struct EditorView: View {
                    @State private var viewModel: ProfileViewModel
                    init(mode: Int) {
                        _viewModel = State(initialValue: ProfileViewModel(mode: mode))
                    }
                    var body: some View { Text(viewModel.name) }
                }
                """),
            ]),
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

    /// Notes the arguments that build an object in the call of a type (`Row(model: Model(…))`,
    /// `Row(model: .init(…))`): the label, under the called type's name.
    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let first = SyntaxQueries.dispatchNames(of: call).0?.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
              !call.arguments.isEmpty, !file.isTestFile, let called = SyntaxQueries.constructedTypeName(call) else { return }
        let typeName = UTF8Text.lastComponent(of: called, separatedBy: ".")
        for argument in call.arguments {
            guard let label = argument.label?.text, let value = argument.expression.as(FunctionCallExprSyntax.self),
                  Self.buildsObject(value) else { continue }
            ProjectNotes.note(argument, for: Self.description, typeName: typeName, user: label, in: file)
        }
    }

    /// Whether a call builds a value of a named type: `Model(…)`, `Module.Model(…)` or `.init(…)`.
    private static func buildsObject(_ call: FunctionCallExprSyntax) -> Bool {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text == "init"
        }
        return SyntaxQueries.constructedTypeName(call) != nil
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        // View name and label of every argument a caller builds in place.
        var builtInCall = Set<String>()
        for file in project.wholeProject.files {
            for note in ProjectNotes.notes(for: Self.description, in: file) { builtInCall.insert(note.typeName + " " + note.user) }
        }
        let routers = Set(configuration[Self.routerTypes])
        for entry in project.allTypes where entry.type.kind == .struct && !entry.placement.isTestFile && !entry.type.isDebugOnly {
            let view = entry.type
            let stateProperties = view.properties.filter { $0.attributes.contains("State") && $0.isStored && !$0.isStatic }
            guard !stateProperties.isEmpty, view.inherited.contains("View") || project.conforms(view.name, to: "View") else { continue }
            for property in stateProperties {
                guard let typeName = Self.heldTypeName(property), !routers.contains(typeName), let kind = project.kind(of: typeName),
                      kind == .class || kind == .actor else { continue }
                let declaration = "`@State \((property.modifiers + ["var"]).joined(separator: " ")) \(property.name)`"
                if kind == .class, project.inherits(typeName, from: "ObservableObject") {
                    findings.append(finding(entry.file.path, property.location,
                        "\(declaration) holds `\(typeName)`, an ObservableObject, and `@State` does not watch its `@Published` changes; use `@StateObject` if the view owns it, or `@ObservedObject` for one its owner passes in."))
                    continue
                }
                guard Self.isPassedIn(property, in: view), !builtInCall.contains(view.name + " " + property.name) else { continue }
                let noun = kind == .actor ? "an actor" : "a class"
                findings.append(finding(entry.file.path, property.location,
                    "\(declaration) holds `\(typeName)`, \(noun); keep `@State` for values and hold the object in a plain property its owner passes in."))
            }
        }
        return findings
    }

    /// Whether the parent hands the object in: the property has no value of its own, is not
    /// optional, and the View declares no initializer, so the memberwise one takes it. An object
    /// the view builds (`= Model()`, or in an `init` of its own), or makes later (an optional
    /// filled once a fetch returns), has no owner that could pass it in: `@State` is what keeps
    /// that one instance alive, so the remedy does not apply.
    private static func isPassedIn(_ property: PropertySummary, in view: TypeSummary) -> Bool {
        let type = String(property.typeText.filter { $0 != " " })
        let isOptional = type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
        return property.initializerText == nil && !isOptional && view.initializers.isEmpty
    }

    /// The type a property holds: its plain declared type, or the capitalised type its default
    /// value calls (`T()`, `T.init()` is read as `init` and skipped unless the type is written).
    private static func heldTypeName(_ property: PropertySummary) -> String? {
        if let plain = property.plainTypeName { return plain }
        guard property.typeText.isEmpty, let callee = property.initializerCallee, UTF8Text.startsUppercase(callee) else { return nil }
        return callee
    }
}
