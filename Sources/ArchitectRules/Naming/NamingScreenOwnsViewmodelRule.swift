import ArchitectCore
import ArchitectProject

/// Flags a `…View` or `…Row` that holds a ViewModel, and a `…Screen` that holds its ViewModel
/// without `@State`, in projects that name their screens `…Screen`.
struct NamingScreenOwnsViewmodelRule: ProjectRule {
    static let componentSuffixes = Option<[String]>("componentSuffixes", default: ["View", "Row"],
                                                    "Name endings of component Views, which take models and never hold a ViewModel.")
    static let screenSuffix = Option<String>("screenSuffix", default: "Screen", "The name ending of the Views that own a ViewModel.")
    static let viewModelSuffix = Option<String>("viewModelSuffix", default: "ViewModel", "The name ending of ViewModel types.")

    static let description = RuleDescription(
        id: "naming-screen-owns-viewmodel", title: "Only a …Screen owns a ViewModel, through @State",
        category: .naming, impact: .should, presets: [.mvvm],
        rationale: """
        The mvvm guide splits each feature's views in two: the `{Feature}Screen` owns the \
        ViewModel (`@State private var viewModel: HomeViewModel`) and orchestrates, while the \
        `…View` and `…Row` components render the model structs the screen hands them. The name \
        then says which views hold state and which can be previewed with a stub alone. The \
        guide's table of the pattern is missing, so this follows its example of a screen.

        A heuristic, reported at the property: (a) a stored instance property of a View struct \
        whose name ends in one of `componentSuffixes` and whose type (declared, or called in \
        its initial value) ends in `viewModelSuffix`, whatever its wrapper; (b) such a property \
        of a View struct whose name ends in `screenSuffix` without `@State` (a plain `let`, \
        `@Bindable`, `@ObservedObject`: the screen does not own it). It runs only in projects \
        that follow the convention, that is that declare, outside tests, at least one View struct \
        named `…Screen` that holds a ViewModel; apps that call their screens `…View` get no \
        finding, even with a `LaunchScreen` or `SplashScreen` among them. Left \
        alone: a type named just `ViewModel`, ViewModels read through `@Environment(X.self)` \
        without a written type, protocol-typed properties (`any HomeViewModelProtocol`), \
        `#if DEBUG` code and tests.
        """,
        options: [componentSuffixes, screenSuffix, viewModelSuffix],
        triggering: [
            RuleExample(project: [
                ExampleFile("Features/Home/View/HomeScreen.swift", """
                import SwiftUI
                struct HomeScreen: View {
                    @State private var viewModel: HomeViewModel
                    var body: some View { HomeHeaderView(viewModel: viewModel) }
                }
                """),
                ExampleFile("Features/Home/View/HomeHeaderView.swift", """
                import SwiftUI
                struct HomeHeaderView: View {
                    let ↓viewModel: HomeViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Home/View/HomeScreen.swift", """
                import SwiftUI
                struct HomeScreen: View {
                    @Bindable var ↓viewModel: HomeViewModel
                    var body: some View { Text(viewModel.title) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Cart/View/CartScreen.swift", """
                import SwiftUI
                struct CartScreen: View {
                    @State private var viewModel = CartViewModel()
                    private let ↓summary = Checkout.SummaryViewModel()
                    var body: some View { Text("Cart") }
                }
                """),
                ExampleFile("Features/Cart/View/CartRow.swift", """
                import SwiftUI
                extension CartScreen {
                    struct ItemRow: View {
                        @State var ↓viewModel: CartItemViewModel?
                        var body: some View { Text("Row") }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Features/Home/View/HomeScreen.swift", """
                import SwiftUI
                struct HomeScreen: View {
                    @State private var viewModel: HomeViewModel
                    var body: some View { HomeHeaderView(user: viewModel.user) }
                }
                """),
                ExampleFile("Features/Home/View/HomeHeaderView.swift", """
                import SwiftUI
                // Takes the model, not the HomeViewModel.
                struct HomeHeaderView: View {
                    let user: UserModel
                    static let preview = HomeViewModel.stub()
                    var body: some View { Text(user.name) }
                }
                """),
            ]),
            RuleExample(project: [
                // The app names its screens …View; its one …Screen holds no ViewModel, so the convention is not its own.
                ExampleFile("Sources/App/LaunchScreen.swift", "import SwiftUI\nstruct LaunchScreen: View {\n    var body: some View { Text(\"Hi\") }\n}"),
                ExampleFile("Sources/App/TimelineView.swift", """
                import SwiftUI
                struct TimelineView: View {
                    @State private var viewModel = TimelineViewModel()
                    var body: some View { Text("Timeline") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Home/View/HomeScreen.swift", """
                import SwiftUI
                struct HomeScreen: View {
                    @State private var viewModel = HomeViewModel()
                    var body: some View { Text("Home") }
                }
                """),
                ExampleFile("Features/Home/View/HomeBannerView.swift", """
                import SwiftUI
                struct HomeBannerView: View {
                    @Environment(HomeViewModel.self) private var model
                    let factory: any HomeViewModelProtocol
                    var body: some View { Text("Banner") }
                }
                #if DEBUG
                struct DebugRow: View {
                    let viewModel: HomeViewModel
                    var body: some View { Text("Debug") }
                }
                #endif
                """),
                ExampleFile("Tests/AppTests/HomeRowTests.swift", """
                import SwiftUI
                struct ProbeRow: View {
                    let viewModel: HomeViewModel
                    var body: some View { Text("Probe") }
                }
                """),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        let screen = configuration[Self.screenSuffix], suffix = configuration[Self.viewModelSuffix]
        let components = configuration[Self.componentSuffixes]
        guard !screen.isEmpty, !suffix.isEmpty else { return [] }
        let views = project.allTypes.filter { entry in
            entry.type.kind == .struct && entry.type.inherited.contains("View") && !entry.placement.isTestFile && !entry.type.isDebugOnly
        }
        /// The ViewModel type a stored instance property holds, if any.
        func heldViewModel(_ property: PropertySummary) -> String? {
            guard property.isStored, !property.isStatic,
                  let held = property.plainTypeName ?? property.typeName ?? property.initializerCallee,
                  held.hasSuffix(suffix), held != suffix else { return nil }
            return held
        }
        guard views.contains(where: { $0.type.name.hasSuffix(screen) && $0.type.properties.contains { heldViewModel($0) != nil } }) else { return [] }
        var findings: [Finding] = []
        for entry in views.sorted(by: { ($0.file.path, $0.type.location.line) < ($1.file.path, $1.type.location.line) }) {
            let name = entry.type.name
            let isScreen = name.hasSuffix(screen)
            guard isScreen || components.contains(where: { name.hasSuffix($0) }) else { continue }
            for property in entry.type.properties {
                guard let held = heldViewModel(property) else { continue }
                if !isScreen {
                    findings.append(finding(entry.file.path, property.location,
                        "'\(name)' holds the view model '\(held)'; only a …\(screen) owns a ViewModel, so pass this view the models it shows instead."))
                } else if !property.attributes.contains("State") {
                    findings.append(finding(entry.file.path, property.location,
                        "'\(name)' holds '\(held)' without @State; a screen owns its ViewModel, so declare it `@State private var \(property.name): \(held)`."))
                }
            }
        }
        return findings
    }
}
