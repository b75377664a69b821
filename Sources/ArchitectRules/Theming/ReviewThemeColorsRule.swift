import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags hard-coded colours in View types of a project that declares a `Theme` type.
struct ReviewThemeColorsRule: SyntaxRule, ProjectRule {
    static let themeTypes = Option<[String]>("themeTypes", default: ["Theme"],
        "Names of the theme types; a project that declares one as a class or struct has adopted semantic colours.")

    static let description = RuleDescription(
        id: "review-theme-colors", title: "Views take colours from the Theme", category: .theme, impact: .medium,
        presets: [],
        rationale: """
        Once an app has a `Theme` object, the review checklist wants every view to read its \
        colours from it (`theme.labelSecondary`, `theme.tintColor`), so a palette change, dark mode \
        or a user-chosen theme reaches every screen; a raw `Color.gray` in a row stays grey. \
        Reported, at the colour: the colours `theme-semantic-colors` recognises (`Color.red`, \
        `UIColor.white`, an implicit `.black.opacity(0.3)` given to a style modifier, \
        `Color(red:green:blue:)`, `Color(hex:)` …; not `.primary`, `.secondary`, `.clear`, \
        `.accentColor` and the other semantic styles) written in a View struct, its same-file \
        extensions or an `extension View` helper, when the nearest enclosing type is that View \
        (so not in a nested model or style type) and not in a `static` property, in a project \
        where a class or struct named as in `themeTypes` (`Theme`) is declared among the linted \
        files. Left alone: black and white made see-through with `.opacity(…)` (scrims over \
        photos, which stay the same in every theme); projects without such a type (their colours \
        are their design); views nested in the theme type, and preview scaffolding views (named \
        `…ForPreview…` or `…_Previews`); non-View code (models, services, theme and style types, \
        `ShapeStyle` helpers); previews, `#if DEBUG` code and test files. Whether the theme is \
        injected at the root with `.environment(theme)` is `state-environment-injected`'s question. \
        Not in any preset yet (enable it by ID): an independent sample on a real app judged most of \
        its findings true but not worth saying, since colours with a fixed meaning (red on a \
        destructive action, a black camera backdrop, white on a coloured badge) have no theme \
        counterpart when the theme offers only tint, backgrounds and labels.
        """,
        options: [themeTypes],
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/DesignSystem/Theme.swift", """
                import SwiftUI
                @Observable public final class Theme {
                    public var labelSecondary = Color.gray
                    public var tintColor = Color(red: 0.2, green: 0.4, blue: 0.9)
                }
                """),
                ExampleFile("Sources/Feed/PostRowView.swift", """
                import SwiftUI
                struct PostRowView: View {
                    let post: Post
                    @Environment(Theme.self) private var theme
                    var body: some View {
                        HStack {
                            Text(post.author).foregroundStyle(↓Color.gray)
                            Text(post.content).foregroundStyle(theme.labelSecondary)
                            Image(systemName: "heart").foregroundStyle(↓.red)
                        }
                        .background(↓Color.white)
                    }
                }
                """),
            ]),
            RuleExample("""
            final class Theme { var tint = Color.blue }
            extension Settings {
                struct Row: SwiftUI.View {
                    let on: Bool
                    var body: some View { label.shadow(color: ↓.gray, radius: 2) }
                }
            }
            extension Settings.Row {
                var label: some View { Text("Row").foregroundStyle(on ? ↓.green : .secondary) }
            }
            """),
            RuleExample("""
            struct Theme { let tint: Color }
            extension View {
                func cardStyle() -> some View { background(↓Color(hex: 0xF2F2F7)).clipShape(.rect(cornerRadius: 12)) }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct PostRowView: View {
                var body: some View { Text("x").foregroundStyle(Color.gray).background(Color.white) }
            }
            """),
            RuleExample("""
            final class Theme { var tint = Color.blue }
            struct Post { let accent = Color.red }
            struct Badge: View {
                static let fallback = Color.orange
                @Environment(Theme.self) private var theme
                var body: some View {
                    Text("New").foregroundStyle(theme.tint).background(.clear).overlay(.secondary)
                }
                struct Style: ShapeStyle {
                    func resolve(in environment: EnvironmentValues) -> Color { Color.red }
                }
            }
            enum Palette { static let warning = Color.orange }
            struct HeaderImage: View {
                var body: some View { Image("header").overlay(.black.opacity(0.5)).background(Color.white.opacity(0.2)) }
            }
            struct WrapperForPreview: View {
                var body: some View { Badge().border(.red) }
            }
            #Preview { Badge().background(Color.black) }
            """),
            RuleExample(project: [
                ExampleFile("Sources/DesignSystem/Theme.swift", """
                import SwiftUI
                public final class Theme {
                    public var tint = Color.blue
                }
                extension Theme {
                    struct Swatch: View {
                        var body: some View { Color.blue }
                    }
                }
                """),
                ExampleFile("Tests/AppTests/RowTests.swift", """
                import SwiftUI
                struct Harness: View {
                    var body: some View { Text("x").foregroundStyle(Color.red) }
                }
                """),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: MemberAccessExprSyntax, in file: FileContext) {
        guard ThemeSemanticColorsRule.isHardCodedColour(node, allowed: Self.allowed), !Self.isScrim(node),
              isViewCode(node, in: file) else { return }
        ProjectNotes.note(node, for: Self.description, user: node.trimmedDescription, in: file)
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        let colours = ThemeSemanticColorsRule.hardCodedColours(in: node, allowed: Self.allowed).filter { !Self.isScrim($0) }
        guard !colours.isEmpty, isViewCode(node, in: file) else { return }
        for colour in colours {
            ProjectNotes.note(colour, for: Self.description, user: colour.trimmedDescription, in: file)
        }
    }

    /// Black or white made see-through (`Color.black.opacity(0.4)`, `.white.opacity(0.2)`): a scrim
    /// over a photo or video, which stays the same whatever the theme.
    private static func isScrim(_ colour: some SyntaxProtocol) -> Bool {
        guard let member = Syntax(colour).as(MemberAccessExprSyntax.self), ["black", "white"].contains(member.declName.baseName.text),
              let outer = member.parent?.as(MemberAccessExprSyntax.self), outer.declName.baseName.text == "opacity" else { return false }
        return outer.parent?.is(FunctionCallExprSyntax.self) == true
    }

    /// The semantic styles `theme-semantic-colors` allows by default.
    private static let allowed = ThemeSemanticColorsRule.allowedSystemColors.defaultValue

    /// Whether `node` is in a View's code: its nearest enclosing type is a View struct (or its
    /// extension, or `extension View`), not a `static` member, in a file that declares no theme type.
    private func isViewCode(_ node: some SyntaxProtocol, in file: FileContext) -> Bool {
        guard !file.isTestFile, let owner = SyntaxQueries.enclosingTypeDeclaration(of: node),
              owner.is(StructDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self) else { return false }
        let name = SyntaxQueries.declaredName(of: owner)
        guard name == "View" || name == "SwiftUI.View" || SyntaxQueries.isViewType(owner) else { return false }
        // Preview scaffolding (`WrapperForPreview`, `Row_Previews`) is development code.
        if let name, name.contains("ForPreview") || name.hasSuffix("_Previews") { return false }
        // Views nested in the theme type (its swatches and previews of itself) show its raw values.
        let themes = configuration[Self.themeTypes]
        if let qualified = SyntaxQueries.qualifiedName(of: owner),
           themes.contains(where: { qualified == $0 || qualified.hasPrefix($0 + ".") }) { return false }
        var current = node.parent
        while let ancestor = current, !ancestor.is(MemberBlockItemSyntax.self) { current = ancestor.parent }
        if let member = current?.as(MemberBlockItemSyntax.self), let variable = member.decl.as(VariableDeclSyntax.self),
           SyntaxQueries.isTypeMember(variable.modifiers) { return false }
        if let member = current?.as(MemberBlockItemSyntax.self), let function = member.decl.as(FunctionDeclSyntax.self),
           SyntaxQueries.isTypeMember(function.modifiers) { return false }
        return !SyntaxQueries.isPreviewOrDebugCode(node)
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let themes = configuration[Self.themeTypes]
        let themeDeclared = themes.first { name in
            project.declarations(of: name).contains { ($0.type.kind == .class || $0.type.kind == .struct) && !$0.placement.isTestFile }
        }
        guard let theme = themeDeclared else { return [] }
        return project.files.flatMap { file in
            ProjectNotes.notes(for: Self.description, in: file).map { note in
                finding(file.path, SourcePoint(line: note.line, column: note.column),
                        "`\(note.user)` is a raw colour in a view of an app with a `\(theme)`; read the colour from the theme (`@Environment(\(theme).self)`) or use a semantic style such as `.primary`.")
            }
        }
    }
}
