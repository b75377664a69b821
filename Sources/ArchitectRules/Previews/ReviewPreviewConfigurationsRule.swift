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
        what the Views it holds look like, and their own previews are the place for that. Left \
        alone too: a file whose Views fix nothing a variant could show breaking, that is no \
        numeric size in a `.frame(…)`, no font of a numeric size, and no colour in a colour \
        modifier other than an adaptive style (`.primary`, `.secondary`, `.accentColor`, \
        `.background`, materials): system text styles and adaptive colours follow dark mode and \
        Dynamic Type by themselves, and reviewers judged such findings on small components (an \
        error view, a loading row) noise. Also left alone: files with no preview (whether every View needs one is another rule's \
        question), with two or more `#Preview`s, a named one, or a `PreviewProvider` (the review \
        checklist's `review-preview-macro` speaks about those), and test files.
        """,
        triggering: [
            RuleExample("""
            struct ↓LoginView: View {
                var body: some View { Text("Login").frame(height: 44) }
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
                    var body: some View { Text("Login").font(.system(size: 17)) }
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
                @Environment(Theme.self) private var theme
                var body: some View { Text("row").foregroundStyle(theme.labelColor) }
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
            // System text styles, adaptive colours and no fixed size: it follows dark mode and large text by itself.
            struct RetryView: View {
                let message: String
                var body: some View {
                    VStack {
                        Text(message).font(.callout).foregroundStyle(.secondary).frame(maxWidth: .infinity)
                        Button("Retry") {}.buttonStyle(.bordered).tint(.accentColor)
                    }
                    .background(Color.secondary.opacity(0.1))
                }
            }
            #Preview { RetryView(message: "Failed").frame(width: 320) }
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
              !Self.isNamedOrVaried(preview), !Self.onlyArranges(structDecl),
              file.cached(PreviewBlocks.Views.self, { PreviewBlocks.Views(file) }).all.contains(where: Self.fixesItsLook) else { return }
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

    /// Modifiers whose first argument is a colour or style.
    static let colourModifiers: Set<String> = [
        "foregroundStyle", "foregroundColor", "background", "backgroundStyle", "tint", "accentColor", "fill", "stroke",
        "listRowBackground", "border",
    ]

    /// Styles that follow the appearance and the accessibility settings by themselves.
    static let adaptiveStyles: Set<String> = [
        "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "accent", "clear", "background", "bar",
        "separator", "tint", "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial",
    ]

    /// Frame arguments whose number pins a size that large text can overflow.
    static let sizeLabels: Set<String> = ["width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight", "idealWidth", "idealHeight"]

    /// Whether a View (with its same-file extensions) fixes something a variant would show
    /// breaking: a numeric frame size, a font of a numeric size, or a colour that is not one of
    /// the adaptive styles (a hue, a theme's or an asset's colour). A View in system text styles
    /// and adaptive colours follows dark mode and Dynamic Type by itself.
    private static func fixesItsLook(_ structDecl: StructDeclSyntax) -> Bool {
        SyntaxQueries.memberBlocks(ofTypeAround: structDecl).contains { block in
            !SyntaxQueries.calls(in: block) { call in
                guard SyntaxQueries.isMemberCall(call), let name = SyntaxQueries.calledName(call) else { return false }
                switch name {
                case "frame":
                    return call.arguments.contains { argument in
                        sizeLabels.contains(argument.label?.text ?? "")
                            && (argument.expression.is(IntegerLiteralExprSyntax.self) || argument.expression.is(FloatLiteralExprSyntax.self))
                    }
                case "font":
                    return call.arguments.first.map { !SyntaxQueries.calls(in: $0) { inner in
                        inner.arguments.contains { $0.label?.text == "size" }
                    }.isEmpty } ?? false
                default:
                    guard colourModifiers.contains(name), let argument = call.arguments.first, argument.label == nil else { return false }
                    return !isAdaptive(argument.expression)
                }
            }.isEmpty
        }
    }

    /// Whether a style argument is an adaptive style: `.secondary`, `Color.primary`, `.bar`,
    /// `.secondary.opacity(0.5)`.
    private static func isAdaptive(_ expression: ExprSyntax) -> Bool {
        var current = SyntaxQueries.chainRoot(expression)
        if let member = current.as(MemberAccessExprSyntax.self), member.base == nil {
            return adaptiveStyles.contains(member.declName.baseName.text)
        }
        // `Color.primary` and `Color.secondary.opacity(…)`: the walk stops at `Color`; look one up.
        while let parent = current.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == current.id {
            if SyntaxQueries.isTypeReference(current, named: "Color") || SyntaxQueries.isTypeReference(current, named: "ShapeStyle") {
                return adaptiveStyles.contains(parent.declName.baseName.text)
            }
            current = ExprSyntax(parent)
        }
        return false
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
