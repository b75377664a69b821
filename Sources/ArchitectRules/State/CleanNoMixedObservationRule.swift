import ArchitectCore
import ArchitectProject

/// Reports, once per project, a codebase that holds objects through `ObservableObject` wrappers
/// while it also declares `@Observable` types.
struct CleanNoMixedObservationRule: ProjectRule {
    /// The wrappers that hold an `ObservableObject`.
    static let legacyWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]

    static let description = RuleDescription(
        id: "clean-no-mixed-observation", title: "Do not mix ObservableObject wrappers with @Observable", category: .state,
        impact: .must, presets: [.clean],
        rationale: """
        Two observation systems in one codebase means two sets of rules for when a view \
        refreshes: `objectWillChange` invalidates every observer on any change, Observation \
        tracks the properties a body read. Views that hold both kinds redraw more than they \
        need to, and a model moved from one system to the other silently stops updating the \
        views that still use the old wrapper. The clean guide asks for one system, `@Observable`.

        Reported once per linted project, at the name of the first (in path order) \
        `@StateObject`, `@ObservedObject` or `@EnvironmentObject` property, when the project also declares at \
        least one `@Observable` class; the message counts both sides. Each such property is \
        also a finding of `state-no-published`, which says how to migrate it; this rule states \
        the project-wide mix once instead of repeating it. Left alone: holders of a type the \
        project cannot migrate, a generic type (`Store<AppState>`, `ImageRenderer<AnyView>`) or \
        a known SDK class (`ImageRenderer`); test files and `#if DEBUG` code on both sides; and properties inside `#if` blocks, which the project index \
        does not list.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", "@Observable @MainActor final class FeedViewModel { var items: [String] = [] }"),
                ExampleFile("App/Settings/SettingsView.swift", """
                import SwiftUI
                struct SettingsView: View {
                    @StateObject private var ↓model = SettingsModel()
                    @ObservedObject var session: Session
                    var body: some View { Text("Settings") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/A/Router.swift", "@Observation.Observable final class Router { var path: [Int] = [] }"),
                ExampleFile("App/B/Shell.swift", """
                struct Shell: View {
                    @EnvironmentObject var ↓theme: Theme
                    var body: some View { Color.clear }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Profile/Sources/Profile/ProfileView.swift", """
                enum Profile {
                    struct Screen: View {
                        @SwiftUI.ObservedObject var ↓store: ProfileStore
                        var body: some View { Text(store.name) }
                    }
                }
                """),
                ExampleFile("Packages/Profile/Sources/Profile/Avatar.swift", "@Observable final class AvatarModel { var url: URL? }"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Feed/FeedView.swift", """
                struct FeedView: View {
                    @State private var viewModel = FeedViewModel()
                    @Environment(Router.self) private var router
                    var body: some View { Text("Feed") }
                }
                @Observable final class FeedViewModel { var items: [String] = [] }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Legacy/LegacyView.swift", """
                // Only the old system: nothing is mixed.
                struct LegacyView: View {
                    @StateObject private var model = LegacyModel()
                    var body: some View { Text("Old") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", "@Observable final class FeedViewModel { var items: [String] = [] }"),
                ExampleFile("App/Debug/Inspector.swift", """
                #if DEBUG
                struct Inspector: View {
                    @ObservedObject var log: DebugLog
                    var body: some View { Text("Log") }
                }
                #endif
                """),
                ExampleFile("Tests/AppTests/Host.swift", "struct Host: View { @StateObject var probe = Probe(); var body: some View { EmptyView() } }"),
                ExampleFile("App/Share/ShareView.swift", """
                struct ShareView: View {
                    @StateObject var renderer: ImageRenderer<AnyView>
                    @StateObject var store = ImageRenderer(content: Text("Card"))
                    @ObservedObject var app: Store<AppState>
                    var body: some View { EmptyView() }
                }
                """),
            ]),
        ]
    )

    /// SDK classes that are `ObservableObject`s the project cannot make `@Observable`.
    static let sdkObservableObjects: Set<String> = ["ImageRenderer"]

    /// Whether the held type is one the project cannot migrate: generic (`Store<AppState>`,
    /// `ImageRenderer<AnyView>`) or a known SDK class, by declared type or constructor.
    static func cannotMigrate(_ property: PropertySummary) -> Bool {
        if property.typeText.contains("<") { return true }
        let name = property.plainTypeName ?? property.initializerCallee
        return name.map { sdkObservableObjects.contains($0) } ?? false
    }

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        var observable: [String] = []
        var holders: [(path: String, property: PropertySummary)] = []
        for file in project.files {
            guard project.placements[file.path]?.isTestFile != true else { continue }
            for type in file.types where !type.isDebugOnly {
                if type.kind == .class, type.attributes.contains("Observable") { observable.append(type.name) }
                for property in type.properties where property.attributes.contains(where: { Self.legacyWrappers.contains($0) }) {
                    if Self.cannotMigrate(property) { continue }
                    holders.append((file.path, property))
                }
            }
        }
        guard let first = holders.first, let example = observable.first else { return [] }
        let others = holders.count - 1
        let count = others == 0 ? "" : " (and \(others) more ObservableObject holder\(others == 1 ? "" : "s"))"
        return [finding(first.path, first.property.location,
            "`\(first.property.name)`\(count) uses an ObservableObject wrapper while the project declares \(observable.count) @Observable type\(observable.count == 1 ? "" : "s") such as `\(example)`; standardize on @Observable.")]
    }
}
