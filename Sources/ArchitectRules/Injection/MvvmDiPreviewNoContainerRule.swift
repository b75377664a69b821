import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a preview that builds or injects the dependency container instead of using a ViewModel stub.
struct MvvmDiPreviewNoContainerRule: SyntaxRule {
    static let containerTypes = Option<[String]>("containerTypes", default: ["DependencyContainer"],
        "The type names of the app's dependency container.")

    static let description = RuleDescription(
        id: "mvvm-di-preview-no-container", title: "Previews use ViewModel stubs, not the container", category: .di,
        impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide keeps previews independent of the app's wiring: a preview hands the view a \
        `ViewModelStub.stub()` whose mock repositories live in the stub, so there is no container \
        to build or fake. A preview that constructs or injects the real `DependencyContainer` pulls \
        in the network service and every repository, and breaks as soon as one of them needs \
        configuration. Reported, at the type name: a construction of a type named as in \
        `containerTypes` (`DependencyContainer()`, `.init` on it) or a static member read from it \
        (`DependencyContainer.preview`, `.shared`, `.mock`) inside a `#Preview` block or a \
        `PreviewProvider`. Left alone: the container in app code (other rules judge that), \
        previews that only use stubs, `@Environment(DependencyContainer.self)` in the previewed \
        view, test files, and the name in comments and strings. A container reached through a \
        helper (`PreviewSupport.makeContainer()`) is not seen.
        """,
        options: [containerTypes],
        triggering: [
            RuleExample("""
            struct ProductListView: View {
                var body: some View { Text("Products") }
            }
            #Preview {
                ProductListView()
                    .environment(↓DependencyContainer())
            }
            """),
            RuleExample("""
            #Preview("Loaded") {
                @Previewable @State var container = ↓DependencyContainer.preview
                return ProductListScreen().environment(container)
            }
            """),
            RuleExample("""
            #if DEBUG
            struct CartView_Previews: PreviewProvider {
                static var previews: some View {
                    let container = ↓AppContainer(network: MockNetwork())
                    CartView(viewModel: CartViewModel(repository: container.cartRepository))
                }
            }
            #endif
            """, options: ["containerTypes": .strings(["AppContainer"])]),
        ],
        nonTriggering: [
            RuleExample("""
            // Previews never build a DependencyContainer().
            #Preview("Loaded") {
                ProductListView(viewModel: .stub())
            }
            #Preview("Empty") {
                ProductListView(viewModel: ProductListViewModelStub.stub(products: []))
                    .environment(AppRouter())
            }
            """),
            RuleExample("""
            @main
            struct ShopApp: App {
                @State private var container = DependencyContainer()
                var body: some Scene { WindowGroup { SplashScreen() }.environment(container) }
            }
            struct ProductListScreen: View {
                @Environment(DependencyContainer.self) private var container
                var body: some View { Text("DependencyContainer()") }
            }
            """),
            RuleExample("""
            import Testing
            @Test func containerBuildsRepositories() {
                let container = DependencyContainer()
                #expect(container.productRepository != nil)
            }
            """, path: "Tests/AppTests/DependencyContainerTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: DeclReferenceExprSyntax, in file: FileContext) {
        let name = node.baseName.text
        guard UTF8Text.startsUppercase(name), configuration[Self.containerTypes].contains(name), !file.isTestFile else { return }
        let parent = node.parent
        let constructs = parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        var reads = false
        if let member = parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            reads = member.declName.baseName.text != "self"
        }
        guard constructs || reads, EnvironmentReads.isInsidePreview(node) else { return }
        report(node, "This preview builds the app's `\(name)`; give the view a `ViewModelStub.stub()` (its mock repositories) instead.", in: file)
    }
}
