import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View file whose only preview is one unnamed `#Preview` in the default configuration.
struct ReviewPreviewConfigurationsRule: SyntaxRule {
    /// Modifiers whose presence in a preview shows it already tries another configuration.
    static let variantModifiers: Set<String> = ["preferredColorScheme", "dynamicTypeSize", "environment", "previewDevice", "previewInterfaceOrientation"]

    /// SwiftUI Views that only arrange others and draw nothing of their own.
    static let arrangingViews: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "NavigationStack", "NavigationView",
        "NavigationSplitView", "TabView", "ScrollView", "ScrollViewReader", "GeometryReader", "ViewThatFits", "ForEach",
        "EmptyView", "Spacer", "AnyView", "Grid", "GridRow", "LazyVGrid", "LazyHGrid",
    ]

    /// System Views that stand in for content (an empty state, a spinner): what they draw is the
    /// system's, whatever text is passed to them.
    static let standInViews: Set<String> = ["ContentUnavailableView", "ProgressView"]

    /// Modifiers that give a View a look of its own (colour, type, shape, a title).
    static let drawingModifiers: Set<String> = [
        "font", "fontWeight", "foregroundStyle", "foregroundColor", "background", "backgroundStyle", "tint", "accentColor",
        "fill", "stroke", "shadow", "border", "overlay", "cornerRadius", "clipShape", "listRowBackground",
        "scrollContentBackground", "toolbarBackground", "navigationTitle", "glassEffect", "colorScheme", "symbolRenderingMode",
    ]

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
        Left alone: a View that draws nothing of its own (it only arranges other Views, of the \
        project or the system's `ContentUnavailableView` and `ProgressView`, with no `Text`, \
        `Image`, shape, colour, font or title anywhere in the type): its variants would only show \
        what the Views it holds look like, and their own previews are the place for that. Also left alone: files with no preview (whether every View needs one is another rule's \
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
            // Arranges a project View, but gives it a title and a colour of its own.
            struct ↓Shell: View {
                var body: some View {
                    NavigationStack { FeedView().navigationTitle("Feed") }
                        .background(Color.yellow)
                }
            }
            extension Shell {
                var badge: some View { Text("new") }
            }
            #Preview { Shell() }
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
            // The router and the empty state draw nothing of their own: their variants live elsewhere.
            struct RootView: View {
                let store: AppStore
                var body: some View {
                    Group {
                        switch store.screen {
                        case .home: NavigationStack { HomeView(store: store) }
                        case .game: GameView(store: store).transition(.opacity)
                        }
                    }
                }
            }
            struct EmptyFeed: View {
                var body: some View {
                    ContentUnavailableView("No posts", systemImage: "tray", description: Text("Pull to refresh."))
                }
            }
            #Preview { RootView(store: AppStore()) }
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
              !Self.isNamedOrVaried(preview), !Self.onlyArranges(structDecl) else { return }
        report(structDecl.name, "`\(structDecl.name.text)`'s file has one unnamed `#Preview` in the default configuration; add named variants such as `#Preview(\"Dark Mode\")` and `#Preview(\"Large Text\")`.", in: file)
    }

    /// Whether the View, across its declaration and its extensions in the file, builds at least
    /// one View of the project or a system stand-in and nothing that draws: no other SwiftUI View
    /// outside the arguments of a stand-in, and no modifier from `drawingModifiers`.
    private static func onlyArranges(_ structDecl: StructDeclSyntax) -> Bool {
        var holdsViews = false
        for block in SyntaxQueries.memberBlocks(ofTypeAround: structDecl) {
            for call in SyntaxQueries.calls(in: block, where: { _ in true }) {
                if let type = SyntaxQueries.constructedTypeName(call) {
                    if standInViews.contains(type) || !ViewRuleSupport.swiftUIViewNames.contains(type) {
                        holdsViews = true
                    } else if !arrangingViews.contains(type), !isInsideStandIn(call) {
                        return false
                    }
                } else if SyntaxQueries.isMemberCall(call), let name = SyntaxQueries.calledName(call),
                          drawingModifiers.contains(name), !isInsideStandIn(call) {
                    return false
                }
            }
        }
        return holdsViews
    }

    /// Whether `call` sits inside the arguments of a `ContentUnavailableView` or `ProgressView`.
    private static func isInsideStandIn(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node, !current.is(MemberBlockSyntax.self) {
            if let outer = current.as(FunctionCallExprSyntax.self), let type = SyntaxQueries.constructedTypeName(outer),
               standInViews.contains(type) { return true }
            node = current.parent
        }
        return false
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
