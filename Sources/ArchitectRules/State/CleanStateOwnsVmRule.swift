import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View that creates its ViewModel without `@State`: in a plain stored property with an
/// inline constructor, or inside `body`.
struct CleanStateOwnsVmRule: SyntaxRule {
    static let description = RuleDescription(
        id: "clean-state-owns-vm", title: "A View owns the ViewModel it creates with @State", category: .state, impact: .must,
        presets: [.clean],
        rationale: """
        SwiftUI re-creates a View struct whenever its parent re-renders. A ViewModel the view \
        creates in a plain `let`/`var` or inside `body` is therefore built again each time, \
        losing its state and restarting its work; `@State private var viewModel = \
        FeedViewModel()` (or `_viewModel = State(wrappedValue: …)` in `init`) keeps one instance \
        per view identity, which is how the clean guide instantiates `@Observable` ViewModels.

        Reported: (1) at the property name, a stored instance property of a View without any \
        attribute (not `lazy` or `static`) initialised with a constructor call of a type whose \
        name ends in `ViewModel` and that the file does not declare as a struct or enum; (2) at \
        the type name, a `…ViewModel(…)` call inside a View's `body` that runs on render: not in \
        an event closure (`Button` actions, `.task`, `.onAppear`, gestures, `Task`), and not \
        handed to a child View that owns it with `@State` or that the file does not declare. \
        Left alone: `@State`, `@Bindable` and other wrapped properties, ViewModels received from \
        the parent (no inline constructor), static factories (`FeedViewModel.preview`), test \
        files, previews and `#if DEBUG` code. Whether the ViewModel is `@Observable` is not \
        checked, since its class usually lives in another file; the name decides. The same \
        shapes are findings of `state-ownership` (1) and `data-async-init` (2) under other presets.
        """,
        triggering: [
            RuleExample("""
            struct FeedView: View {
                let ↓viewModel = FeedViewModel()
                var body: some View { Text("Feed") }
            }
            """),
            RuleExample("""
            enum Profile {
                #if os(iOS)
                struct Screen: View {
                    private var ↓model = Accounts.ProfileViewModel(id: "me")
                    var body: some View { Text("Profile") }
                }
                #endif
            }
            """),
            RuleExample("""
            struct OrdersView: View {
                let store: OrderStore
                var body: some View {
                    let model = ↓OrdersViewModel(store: store)
                    List(model.rows) { Text($0.title) }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct FeedView: View {
                @State private var viewModel = FeedViewModel()
                let injected: FeedViewModel
                @Bindable var editable: FeedViewModel
                static let sample = FeedViewModel()
                // let viewModel = FeedViewModel()
                var body: some View {
                    Button("Reload") { _ = FeedViewModel() }
                        .task { let fresh = FeedViewModel(); await fresh.load() }
                }
            }
            """),
            RuleExample("""
            struct RowViewModel { let title: String }
            struct Row: View {
                let model = RowViewModel(title: "A")
                let formatter = DateFormatter()
                var body: some View { Text(model.title) }
            }
            final class Host { let viewModel = FeedViewModel() }
            """),
            RuleExample("""
            struct FeedView: View {
                let viewModel = FeedViewModel()
                var body: some View { Text("Feed") }
            }
            """, path: "Tests/AppTests/FeedViewTests.swift"),
            RuleExample("""
            #Preview {
                FeedView(viewModel: FeedViewModel())
            }
            struct FeedView: View {
                @State var viewModel: FeedViewModel
                var body: some View { Text("Feed") }
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("ViewModel") else { return }
        for object in StateOwnershipRule.unwrappedObjects(variable, in: file, suffixes: [ViewModelShapes.viewModelSuffix])
        where ViewModelShapes.isViewModelName(object.typeName) && !SyntaxQueries.isPreviewOrDebugCode(variable) {
            report(object.name, "`\(object.name.text)` creates `\(object.typeName)` in a plain stored property, so every re-created view builds a new one; declare it `@State private var \(object.name.text) = \(object.typeName)(…)`.", in: file)
        }
    }

    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("ViewModel"), let name = DataAsyncInitRule.viewModelBuiltOnRender(call, in: file),
              !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        report(call.calledExpression, "`\(name)` is constructed inside `body`, so each render starts from a new instance; hold it in `@State` or receive it from the parent.", in: file)
    }
}
