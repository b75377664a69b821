import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View file whose only preview is one unnamed `#Preview` in the default configuration.
struct ReviewPreviewConfigurationsRule: SyntaxRule {
    /// Modifiers whose presence in a preview shows it already tries another configuration.
    static let variantModifiers: Set<String> = ["preferredColorScheme", "dynamicTypeSize", "environment", "previewDevice", "previewInterfaceOrientation"]

    static let description = RuleDescription(
        id: "review-preview-configurations", title: "Preview more than one configuration", category: .previews,
        impact: .low, presets: [.review],
        rationale: """
        One preview in the default appearance hides the layouts that break: dark mode, large Dynamic \
        Type. The review checklist asks for named variants (`#Preview("Dark Mode")`, \
        `#Preview("Large Text")`). Reported, at the first View struct of the file: a file declaring \
        a View whose previews are exactly one `#Preview` (at file level, also inside `#if`) that has \
        no name and whose content sets no other configuration (`.preferredColorScheme`, \
        `.dynamicTypeSize`, `.environment(…)`, `.previewDevice`, `.previewInterfaceOrientation`). \
        Left alone: files with no preview (whether every View needs one is another rule's \
        question), with two or more `#Preview`s, a named one, or a `PreviewProvider` (the review \
        checklist's `review-preview-macro` speaks about those), and test files.
        """,
        triggering: [
            RuleExample("""
            struct ↓LoginView: View {
                var body: some View { Text("Login") }
            }

            #Preview {
                LoginView()
                    .padding()
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Auth {
                struct ↓Screen: View {
                    var body: some View { Text("Login") }
                }
            }
            struct Badge: SwiftUI.View {
                var body: some View { Text("new") }
            }
            #Preview { Badge() }
            #endif
            """),
            RuleExample("""
            private struct ↓Row: View {
                var body: some View { Text("row") }
            }
            #if DEBUG
            #Preview(traits: .sizeThatFitsLayout) {
                Row()
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct LoginView: View {
                var body: some View { Text("Login") }
            }
            #Preview { LoginView() }
            #Preview("Dark Mode") { LoginView().preferredColorScheme(.dark) }
            """),
            RuleExample("""
            struct LoginView: View {
                var body: some View { Text("Login") }
            }
            #Preview("Login") { LoginView() }
            struct Card: View {
                var body: some View { Text("card") }
            }
            """),
            RuleExample("""
            // #Preview { LoginView() }
            struct LoginView: View {
                var body: some View { Text("Login") }
            }
            #Preview {
                LoginView().environment(\\.dynamicTypeSize, .xxxLarge)
            }
            struct Other: View {
                var body: some View { Text("o") }
            }
            """),
            RuleExample("""
            struct Plain: View {
                var body: some View { Text("no preview") }
            }
            struct Old: View {
                var body: some View { Text("old") }
            }
            struct Old_Previews: PreviewProvider {
                static var previews: some View { Old() }
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ structDecl: StructDeclSyntax, in file: FileContext) {
        guard SyntaxQueries.inheritsView(structDecl.inheritanceClause), !file.isTestFile,
              file.cached(PreviewBlocks.Views.self, { PreviewBlocks.Views(file) }).all.first?.id == structDecl.id else { return }
        let previews = PreviewBlocks.macros(in: file.tree)
        guard previews.count == 1, let preview = previews.first, !PreviewBlocks.hasPreviewProvider(in: file.tree),
              !Self.isNamedOrVaried(preview) else { return }
        report(structDecl.name, "`\(structDecl.name.text)`'s file has one unnamed `#Preview` in the default configuration; add named variants such as `#Preview(\"Dark Mode\")` and `#Preview(\"Large Text\")`.", in: file)
    }

    /// Whether the preview has a name (an unlabelled string argument) or sets another configuration.
    private static func isNamedOrVaried(_ preview: Syntax) -> Bool {
        let arguments = preview.as(MacroExpansionDeclSyntax.self)?.arguments ?? preview.as(MacroExpansionExprSyntax.self)?.arguments
        if arguments?.contains(where: { $0.label == nil && $0.expression.is(StringLiteralExprSyntax.self) }) == true { return true }
        return !SyntaxQueries.calls(in: preview) { call in
            guard let name = SyntaxQueries.calledName(call), SyntaxQueries.isMemberCall(call) else { return false }
            return variantModifiers.contains(name)
        }.isEmpty
    }
}
