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
        presets: [.review],
        rationale: """
        Once an app has a `Theme` object, the review checklist wants views to read their colours \
        from it (`theme.labelColor`, `theme.primaryBackgroundColor`), so a palette change, dark \
        mode or a user-chosen theme reaches every screen; black text or a white card stays black \
        or white whatever the user picks. Reported, at the colour, in a project where a class or \
        struct named as in `themeTypes` (`Theme`) is declared among the linted files: a raw colour \
        the theme has a token for, given (directly, through `.opacity(…)`, or as a branch of a \
        conditional) as the first argument of a foreground modifier (`foregroundStyle`, \
        `foregroundColor`) when the theme declares a colour property named like a label \
        (`label`, `text` or `foreground` in its name), or of a background modifier (`background`, \
        `listRowBackground`) when it declares one named like a background. Raw means a neutral \
        colour that a light theme's tokens replace (black, gray, `UIColor.darkGray`/`lightGray` \
        text; a white background) or a colour built from numbers (`Color(red:green:blue:)`, \
        `Color(hex:)`, `Color(white:)`). Written in a View struct, its same-file extensions or an \
        `extension View` helper, when the nearest enclosing type is that View and not in a \
        `static` member. Left alone, because a sample on a real themed app judged them true but \
        not worth saying: hues with a fixed meaning (red on a destructive action, green for \
        success, a yellow star), white text (it sits on a coloured badge or a photo), black \
        backgrounds (camera and media backdrops), black or white made see-through (scrims), the foreground style of a shape (a fill), and \
        colours in any other position (strokes, shadows, tints, overlays, a bare `Color.gray` \
        placeholder view), where the theme's role for the colour is unclear, and a raw branch \
        of a conditional whose other branch reads its colour from somewhere (`muted ? .gray : \
        theme.labelColor`: the grey dims on purpose, and a theme rarely has a token for that). Also left alone: \
        projects without such a type (their colours are their design), roles the theme has no \
        token for, views nested in the theme type, preview scaffolding views (named \
        `…ForPreview…` or `…_Previews`), non-View code, previews, `#if DEBUG` code and test files. \
        Whether the theme is injected at the root with `.environment(theme)` is \
        `state-environment-injected`'s question.
        """,
        options: [themeTypes],
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/DesignSystem/Theme.swift", """
                import SwiftUI
                @Observable public final class Theme {
                    public var labelColor: Color = .black
                    public var primaryBackgroundColor = Color.white
                    public var cardBackground: Color { primaryBackgroundColor }
                }
                """),
                ExampleFile("Sources/Feed/PostRowView.swift", """
                import SwiftUI
                struct PostRowView: View {
                    let post: Post
                    @Environment(Theme.self) private var theme
                    var body: some View {
                        VStack {
                            Text(post.author).foregroundStyle(↓Color.gray)
                            Text(post.content).foregroundStyle(theme.labelColor)
                    Circle().fill(.gray).overlay(RoundedRectangle(cornerRadius: 8).foregroundStyle(.gray))
                            Text(post.date).foregroundColor(post.isMuted ? ↓.gray : ↓.black)
                        }
                        .background(↓.white)
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/Theme.swift", """
                struct Theme { var textColor: Color?; var backgroundColor: UIColor }
                """),
                ExampleFile("Sources/Settings.swift", """
                extension Settings {
                    struct Row: SwiftUI.View {
                        let on: Bool
                        var body: some View { label.listRowBackground(↓Color(red: 0.95, green: 0.95, blue: 0.97)) }
                    }
                }
                extension Settings.Row {
                    var label: some View { Text("Row").foregroundStyle(↓.black).overlay(Color.black.opacity(0.4)) }
                }
                extension View {
                    func cardStyle() -> some View { background(↓Color(hex: 0xF2F2F7)).clipShape(.rect(cornerRadius: 12)) }
                }
                """),
            ]),
            RuleExample("""
            struct Theme { let foregroundColor: SwiftUI.Color }
            #if os(iOS)
            struct Caption: View {
                @Environment(\\.isEnabled) private var isEnabled
                var body: some View {
                    Text("Caption").foregroundColor(isEnabled ? ↓Color.black : ↓.gray.opacity(0.6))
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // No Theme type: the app's colours are its design.
            struct PostRowView: View {
                var body: some View { Text("x").foregroundStyle(Color.gray).background(Color.white) }
            }
            """),
            RuleExample("""
            final class Theme { var labelColor = Color.black; var primaryBackgroundColor = Color.white }
            struct Post { let accent = Color.gray }
            struct Badge: View {
                static let fallback = Color.gray
                @Environment(Theme.self) private var theme
                var body: some View {
                    Text("New").foregroundStyle(theme.labelColor).background(.clear).overlay(.secondary)
                    Text("Muted").foregroundColor(isMuted ? .gray : theme.labelColor)
                    Text("Dim").foregroundStyle(isDimmed ? Color.gray.opacity(0.5) : labelColor)
                        .foregroundStyle(.white).background(.red)
                    Button("Delete", role: .destructive) {}.foregroundStyle(.red)
                    Image(systemName: "star.fill").foregroundColor(.yellow)
                    Color.gray.frame(height: 1)
                    Text("x").tint(.gray).shadow(color: .black, radius: 2).border(.gray)
                }
                struct Style: ShapeStyle {
                    func resolve(in environment: EnvironmentValues) -> Color { Color.gray }
                }
            }
            enum Palette { static let divider = Color.gray }
            struct HeaderImage: View {
                var body: some View { Image("header").background(.black).background(Color.white.opacity(0.2)) }
            }
            struct WrapperForPreview: View {
                var body: some View { Badge().background(.white) }
            }
            #Preview { Badge().foregroundStyle(Color.black) }
            """),
            RuleExample(project: [
                ExampleFile("Sources/DesignSystem/Theme.swift", """
                import SwiftUI
                // A theme of tint only: text and backgrounds are not its business.
                public final class Theme {
                    public var tintColor = Color.blue
                    public static let labelColor = Color.black
                }
                extension Theme {
                    struct Swatch: View {
                        var body: some View { Text("a").foregroundStyle(.black) }
                    }
                }
                """),
                ExampleFile("Sources/Feed/Row.swift", """
                import SwiftUI
                struct Row: View {
                    var body: some View { Text("x").foregroundStyle(.gray).background(.white) }
                }
                """),
                ExampleFile("Tests/AppTests/RowTests.swift", """
                import SwiftUI
                struct Harness: View {
                    var body: some View { Text("x").foregroundStyle(Color.black) }
                }
                """),
            ]),
        ]
    )

    /// The calls and member accesses this rule looks at; the engine hands it no other.

    static let calledNames: Set<String>? = ThemeSemanticColorsRule.styleModifiers.union(["Color", "UIColor"])

    static let memberNames: Set<String>? = ThemeSemanticColorsRule.namedColors.union(ThemeSemanticColorsRule.uiKitNamedColors)


    let configuration: RuleConfiguration

    func visit(_ node: MemberAccessExprSyntax, in file: FileContext) {
        guard ThemeSemanticColorsRule.isHardCodedColour(node, allowed: Self.allowed),
              let role = Self.role(of: ExprSyntax(node)), isViewCode(node, in: file) else { return }
        ProjectNotes.note(node, for: Self.description, typeName: role.rawValue, user: node.trimmedDescription, in: file)
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        let colours = ThemeSemanticColorsRule.hardCodedColours(in: node, allowed: Self.allowed)
            .compactMap { colour in Self.role(of: colour).map { (colour, $0) } }
        guard !colours.isEmpty, isViewCode(node, in: file) else { return }
        for (colour, role) in colours {
            ProjectNotes.note(colour, for: Self.description, typeName: role.rawValue, user: colour.trimmedDescription, in: file)
        }
    }

    /// The part a raw colour plays, which a theme token can take over.
    enum Role: String, CaseIterable {
        /// The colour of text and symbols (`foregroundStyle`, `foregroundColor`).
        case label
        /// The colour behind content (`background`, `listRowBackground`).
        case background

        /// The words in a theme property's name that mark a token for this role.
        var tokenWords: [String] {
            switch self {
            case .label: return ["label", "text", "foreground"]
            case .background: return ["background"]
            }
        }
    }

    /// The role of a raw colour, when the theme clearly owns it: a neutral colour, or one built from
    /// numbers, given (directly, through `.opacity(…)` or as a branch of a conditional) as the
    /// first argument of a foreground or background modifier. Black or gray text and white
    /// backgrounds are what a light theme's label and background tokens replace; other hues, white
    /// text and black backdrops carry a fixed meaning (a destructive red, text on a coloured
    /// badge, a camera backdrop), so they have no role here and are never reported.
    static func role(of colour: ExprSyntax) -> Role? {
        let name = colour.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        var current = Syntax(colour)
        var isSeeThrough = false
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
               member.declName.baseName.text == "opacity", let call = member.parent?.as(FunctionCallExprSyntax.self) {
                isSeeThrough = true
                current = Syntax(call)
            } else if parent.is(UnresolvedTernaryExprSyntax.self), let list = parent.parent, let sequence = list.parent,
                      let conditional = sequence.as(ExprSyntax.self).flatMap(ColourExpressions.conditional) {
                guard isWrittenColour(conditional.whenFalse) else { return nil }
                current = sequence
            } else if parent.is(ExprListSyntax.self), let sequence = parent.parent,
                      let conditional = sequence.as(ExprSyntax.self).flatMap(ColourExpressions.conditional), conditional.whenFalse.id == current.id {
                guard isWrittenColour(conditional.whenTrue) else { return nil }
                current = sequence
            } else if let ternary = parent.as(TernaryExprSyntax.self), ternary.condition.id != current.id {
                let other = ternary.thenExpression.id == current.id ? ternary.elseExpression : ternary.thenExpression
                guard isWrittenColour(other) else { return nil }
                current = parent
            } else {
                break
            }
        }
        guard let argument = current.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.first?.id == argument.id,
              let modifier = SyntaxQueries.calledName(call) else { return nil }
        // Black or white made see-through is a scrim over a photo, the same in every theme.
        if isSeeThrough, name == "white" || name == "black" { return nil }
        switch modifier {
        case "foregroundStyle", "foregroundColor":
            // On a shape (`Circle().foregroundStyle(.gray)`) the colour is a fill, not a label.
            if let root = SyntaxQueries.chainRoot(ExprSyntax(call)).as(FunctionCallExprSyntax.self),
               let type = SyntaxQueries.constructedTypeName(root), shapes.contains(type) { return nil }
            return name.map(labelNeutrals.contains) ?? true ? .label : nil
        case "background", "listRowBackground":
            return name.map(backgroundNeutrals.contains) ?? true ? .background : nil
        default:
            return nil
        }
    }

    /// Whether an expression is a colour written in place (`.gray`, `Color.black.opacity(0.5)`,
    /// `.secondary`, `Color(white: 0.9)`), not read from somewhere (`theme.labelColor`, a property).
    /// A conditional whose other branch reads a colour keeps that branch's source for the usual
    /// case and picks the raw one on purpose (dimmed text), so the raw branch is left alone.
    private static func isWrittenColour(_ expression: ExprSyntax) -> Bool {
        let root = SyntaxQueries.chainRoot(expression)
        if let member = root.as(MemberAccessExprSyntax.self) {
            return member.base == nil || ColourExpressions.namedColour(expression) != nil
        }
        if let call = root.as(FunctionCallExprSyntax.self), let type = SyntaxQueries.constructedTypeName(call) {
            return type == "Color" || type == "UIColor"
        }
        return ColourExpressions.namedColour(expression) != nil
    }

    /// SwiftUI's shapes, whose foreground style is their fill.
    private static let shapes: Set<String> = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape"]
    /// Neutral colours that stand in for a label colour.
    private static let labelNeutrals: Set<String> = ["black", "gray", "darkGray", "lightGray"]
    /// Neutral colours that stand in for a background colour.
    private static let backgroundNeutrals: Set<String> = ["white"]

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
        let themeNames = configuration[Self.themeTypes]
        let themes = themeNames.flatMap { name in
            project.declarations(of: name).filter { ($0.type.kind == .class || $0.type.kind == .struct) && !$0.placement.isTestFile }
        }
        guard let theme = themes.first else { return [] }
        // The theme's colour tokens, by role: a role the theme has no token for (a theme of tint
        // and backgrounds only, say) leaves its raw colours alone.
        let colourTokens = themes.flatMap(\.type.properties).filter { !$0.isStatic && Self.isColourType($0.typeText) }.map(\.name)
        var tokens: [Role: String] = [:]
        for role in Role.allCases {
            tokens[role] = colourTokens.first { token in
                let lowered = token.lowercased()
                return role.tokenWords.contains { lowered.contains($0) }
            }
        }
        return project.files.flatMap { file in
            ProjectNotes.notes(for: Self.description, in: file).compactMap { note -> Finding? in
                guard let role = Role(rawValue: note.typeName), let token = tokens[role] else { return nil }
                let part = role == .label ? "colours text" : "fills a background"
                return finding(file.path, SourcePoint(line: note.line, column: note.column),
                        "`\(note.user)` \(part) with a raw colour although `\(theme.type.name)` has `\(token)` for it; read `theme.\(token)` (`@Environment(\(theme.type.name).self)`) or use a semantic style such as `\(role == .label ? ".secondary" : ".background")`, so the view follows the chosen theme.")
            }
        }
    }

    /// Whether a property's declared type is a colour (`Color`, `SwiftUI.Color`, `UIColor`, optional or not).
    private static func isColourType(_ text: String) -> Bool {
        let plain = String(text.filter { $0 != "?" && $0 != "!" && $0 != " " })
        return ["Color", "SwiftUI.Color", "UIColor", "UIKit.UIColor"].contains(plain)
    }
}
