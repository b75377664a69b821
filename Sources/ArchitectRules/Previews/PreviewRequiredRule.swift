import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a file that declares a SwiftUI View but holds no preview of any kind.
struct PreviewRequiredRule: SyntaxRule {
    static let description = RuleDescription(
        id: "preview-required", title: "Give every View file a preview",
        category: .previews, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm document wants every screen and component file to carry its own `#Preview`, so \
        that each piece of UI can be looked at, with stub data, without running the app. Reported \
        once per file, at the name of the first View struct (a struct whose inheritance clause \
        lists `View`, at file level or nested, also inside `#if`), when the file has neither a \
        file-level `#Preview` nor a type or extension conforming to `PreviewProvider` (the older \
        form still counts as a preview; `review-preview-macro` asks to convert it). Left alone: \
        test files and preview folders (`Previews`, `Preview Content`), files whose Views are \
        all `private` or `fileprivate` (helpers of the file's other code, not components), Views declared in \
        `#if DEBUG` or inside a preview, preview hosts (a View named `Preview`, `…Preview`, \
        `…Previews` or `Preview…`, as `PreviewWrapper`), `ViewModifier`s, `App`s and `Scene`s, and Views that \
        only an extension elsewhere makes a `View`. A View previewed from another file (a \
        shared gallery file) is still reported: the document wants the preview beside the View. \
        Small private helper Views count as Views, but they make one finding per file at most.
        """,
        triggering: [
            RuleExample("""
            import SwiftUI

            // #Preview comes later.
            struct ↓ProductRow: View {
                let product: ProductModel
                var body: some View { Text(product.name) }
            }

            struct ProductBadge: View {
                var body: some View { Text("#Preview") }
            }
            """, path: "Sources/App/Features/Product/View/ProductRow.swift"),
            RuleExample("""
            extension Catalog {
                #if os(iOS)
                struct ↓Header: SwiftUI.View {
                    var body: some View { Text("Catalog") }
                }
                #endif
            }

            #if DEBUG
            struct HeaderPreviewHost: View {
                var body: some View { Catalog.Header() }
            }
            #endif
            """, path: "Sources/App/Catalog/CatalogHeader.swift"),
            RuleExample("""
            struct ↓CartScreen: View, Equatable {
                @State private var viewModel: CartViewModel
                var body: some View { List(viewModel.items) { CartRow(item: $0) } }
            }

            struct CartScreen_Previews {
                static var previews: some View { CartScreen(viewModel: .stub()) }
            }
            """, path: "Sources/App/Cart/CartScreen.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            extension Query {
                func searching(_ text: String) -> some View { Shield(text: text) }
            }

            private struct Shield: View {
                let text: String
                var body: some View { Color.clear }
            }
            """, path: "Sources/App/Common/QuerySearch.swift"),
            RuleExample("""
            struct ProductRow: View {
                let product: ProductModel
                var body: some View { Text(product.name) }
            }

            #if DEBUG
            #Preview {
                ProductRow(product: .stub)
            }
            #endif
            """, path: "Sources/App/Product/ProductRow.swift"),
            RuleExample("""
            struct CartScreen: View {
                var body: some View { Text("Cart") }
            }

            struct CartScreen_Previews: PreviewProvider {
                static var previews: some View { CartScreen() }
            }
            """, path: "Sources/App/Cart/CartScreen.swift"),
            RuleExample("""
            struct Preview<Content: View>: View {
                let content: Content
                var body: some View { content.preferredColorScheme(.light) }
            }

            struct CardStyle: ViewModifier {
                func body(content: Content) -> some View { content.padding() }
            }

            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { Text("Shop") } }
            }

            #if DEBUG
            struct DebugOverlay: View {
                var body: some View { Text("debug") }
            }
            #endif
            """, path: "Sources/App/ShopApp.swift"),
            RuleExample("""
            struct SpyView: View {
                var body: some View { Text("spy") }
            }
            """, path: "Tests/AppTests/SpyView.swift"),
            RuleExample("""
            struct GalleryRow: View {
                var body: some View { Text("row") }
            }
            """, path: "Sources/App/Preview Content/GalleryRow.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, SyntaxQueries.inheritsView(node.inheritanceClause) else { return }
        let views = file.cached(PreviewBlocks.Views.self, { PreviewBlocks.Views(file) }).all
        guard views.first?.id == node.id, views.contains(where: { !Self.isFilePrivate($0) }),
              !PreviewBlocks.hasPreview(file) else { return }
        report(node.name, "'\(node.name.text)' has no `#Preview` in its file; add one that renders it with stub data.", in: file)
    }

    /// Whether a View is `private` or `fileprivate`: a helper of its file, not a component.
    static func isFilePrivate(_ view: StructDeclSyntax) -> Bool {
        view.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }
}
