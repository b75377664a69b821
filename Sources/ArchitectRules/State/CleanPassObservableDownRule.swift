import ArchitectCore
import ArchitectProject

/// Flags a property that receives an `@Observable` object through `@ObservedObject`,
/// `@EnvironmentObject` or `@Binding`.
struct CleanPassObservableDownRule: ProjectRule {
    /// The wrappers the clean guide rules out for an `@Observable` object handed to a child.
    static let wrongWrappers = ["ObservedObject", "EnvironmentObject", "Binding"]

    static let description = RuleDescription(
        id: "clean-pass-observable-down", title: "Pass @Observable objects as plain properties or through @Environment",
        category: .state, impact: .must, presets: [.clean],
        rationale: """
        An `@Observable` object is a reference whose reads Observation tracks by itself. A child \
        gets it as a plain `let`/`var` (or `@Bindable` to bind its properties), or from the \
        environment with `@Environment(Type.self)` after the parent's `.environment(object)`. \
        `@ObservedObject` and `@EnvironmentObject` belong to `ObservableObject`, and a \
        `@Binding` to the object binds the reference, not its properties: the child could \
        replace the parent's object, and nothing is gained for observation.

        Reported, at the property name: a property with `@ObservedObject`, `@EnvironmentObject` \
        or `@Binding` whose declared type is one plain name (`T`, `T?`, `Module.T`) that the \
        project declares only as classes, at least one marked `@Observable`. Left alone: \
        `@Bindable`, `@Environment`, plain properties, types the project does not declare or \
        declares also as a struct or enum (a value behind `@Binding` is the normal case), \
        generic and collection types, test files, `#if DEBUG` code and properties inside `#if` \
        blocks, which the project index does not list.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", "@Observable @MainActor final class FeedViewModel { var items: [String] = [] }"),
                ExampleFile("App/Feed/FeedDetailView.swift", """
                struct FeedDetailView: View {
                    @Binding var ↓viewModel: FeedViewModel
                    var body: some View { Text("\\(viewModel.items.count)") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Model.swift", """
                @Observable final class Cart: ObservableObject { var total = 0 }
                """),
                ExampleFile("App/Checkout.swift", """
                enum Checkout {
                    struct Summary: View {
                        @EnvironmentObject var ↓cart: Cart
                        @SwiftUI.ObservedObject var ↓other: App.Cart
                        var body: some View { Text("\\(cart.total)") }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Settings/Sources/Settings/Store.swift", "@Observation.Observable public final class SettingsStore { var dark = false }"),
                ExampleFile("Packages/Settings/Sources/Settings/Toggle.swift", """
                struct DarkToggle: View {
                    @Binding var ↓store: SettingsStore?
                    var body: some View { EmptyView() }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", "@Observable final class FeedViewModel { var query = \"\" }"),
                ExampleFile("App/Feed/FeedDetailView.swift", """
                struct FeedDetailView: View {
                    let viewModel: FeedViewModel
                    @Bindable var editable: FeedViewModel
                    @Environment(FeedViewModel.self) private var shared
                    @Binding var query: String
                    var body: some View { Text(viewModel.query) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Model.swift", """
                final class Session: ObservableObject { @Published var user = "" }
                struct Filter { var text = "" }
                """),
                ExampleFile("App/Views.swift", """
                struct Header: View {
                    @ObservedObject var session: Session
                    @Binding var filter: Filter
                    @Binding var remote: RemoteModel
                    var body: some View { Text(session.user) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", "@Observable final class FeedViewModel { var query = \"\" }"),
                ExampleFile("App/Debug.swift", """
                #if DEBUG
                struct Inspector: View {
                    @Binding var model: FeedViewModel
                    var body: some View { EmptyView() }
                }
                #endif
                """),
                ExampleFile("Tests/AppTests/Host.swift", "struct Host: View { @Binding var model: FeedViewModel; var body: some View { EmptyView() } }"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        var verdicts: [String: Bool] = [:]
        for file in project.files where project.placements[file.path]?.isTestFile != true {
            for type in file.types where !type.isDebugOnly {
                for property in type.properties {
                    guard let wrapper = Self.wrongWrappers.first(where: { property.attributes.contains($0) }),
                          let held = property.plainTypeName else { continue }
                    if verdicts[held] == nil {
                        let declared = project.declarations(of: held)
                        verdicts[held] = !declared.isEmpty && declared.allSatisfy { $0.type.kind == .class }
                            && declared.contains { $0.type.attributes.contains("Observable") }
                    }
                    guard verdicts[held] == true else { continue }
                    findings.append(finding(file.path, property.location,
                        "`\(property.name)` receives the @Observable `\(held)` through @\(wrapper); pass it as a plain property (or @Bindable), or read it with `@Environment(\(held).self)`."))
                }
            }
        }
        return findings
    }
}
