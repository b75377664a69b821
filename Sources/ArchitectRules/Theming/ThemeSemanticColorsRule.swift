import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags hard-coded colours in files that use the app's colour tokens: named colours, RGB and hex
/// initialisers, UIKit colour literals.
struct ThemeSemanticColorsRule: SyntaxRule {
    static let colorTypes = Option<[String]>(
        "colorTypes", default: ThemeTokens.colorTypes,
        "Names of the colour token types; the first is named in messages, and files that declare or extend one are not checked.")
    static let allowedSystemColors = Option<[String]>(
        "allowedSystemColors", default: ["primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "clear"],
        "Members of `Color` (and implicit members in style position) that are semantic system styles and never reported.")

    static let namedColors = ColourExpressions.namedColors
    /// UIKit's fixed (non-adaptive) named colours.
    static let uiKitNamedColors: Set<String> = [
        "black", "blue", "brown", "cyan", "darkGray", "gray", "green", "lightGray", "magenta", "orange", "purple", "red", "white", "yellow",
    ]
    /// The modifiers whose first argument is a colour or style, where `.red` means `Color.red`.
    static let styleModifiers: Set<String> = [
        "foregroundStyle", "foregroundColor", "fill", "stroke", "strokeBorder", "background", "tint", "accentColor",
        "border", "listRowBackground", "scrollContentBackground", "shadow", "overlay",
    ]
    /// The labels of the initialisers that build a colour from components.
    static let componentLabels: Set<String> = ["red", "white", "hue", "hex", "displayP3Red", "rgb", "rgba"]

    static let description = RuleDescription(
        id: "theme-semantic-colors", title: "Colours come from AppTheme or semantic styles",
        category: .theme, impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide allows no hard-coded colours: a view uses the semantic system styles \
        (`.primary`, `.secondary` …), which adapt to dark mode, Increase Contrast and tinting, or \
        a colour token of `AppTheme`, whose values are chosen once with their contrast checked. \
        Reported, at the colour: a fixed named colour written `Color.red` (also `SwiftUI.Color`) or \
        `UIColor.red`; an implicit one (`.red`, `.white.opacity(0.5)`, either branch of a \
        conditional) given as the first argument of a style modifier (`foregroundStyle`, \
        `foregroundColor`, `fill`, `stroke`, `strokeBorder`, `background`, `tint`, `accentColor`, \
        `border`, `listRowBackground`, `scrollContentBackground`, `shadow`, `overlay`) or as the \
        `color:` argument of `shadow`; and a colour built from numbers, `Color(red:green:blue:)`, \
        `Color(.sRGB, red:…)`, `Color(white:)`, `Color(hue:…)`, `Color(hex:)` and the same \
        initialisers of `UIColor`. Left alone: the styles in `allowedSystemColors` (`.primary`, \
        `.secondary`, `.tertiary`, `.quaternary`, `.quinary`, `.accentColor`, `.clear`), UIKit's \
        adaptive colours (`.label`, `.systemBackground`, `.systemRed` …), asset colours \
        (`Color("Brand")`), colours reached through a value (`theme.tint`); files that declare or \
        extend a `colorTypes` type (the token definitions) and files that never name one (the \
        file, or the app, has not adopted the tokens; this is also how the rule stays silent in \
        apps with a different theme type, which `colorTypes` can name); test files, previews \
        and `#if DEBUG` code. `#colorLiteral(…)` is not seen. The MVVM guide's \
        stricter reading, always, is the `mvvm` preset's alone: other guides use colours freely. \
        The review checklist's narrower form, colours in Views of an app with a `Theme` type, is \
        `review-theme-colors`, which shares this rule's colour detection.
        """,
        options: [colorTypes, allowedSystemColors],
        triggering: [
            RuleExample("""
            struct ProductRow: View {
                var body: some View {
                    HStack {
                        Text("Shoes").foregroundStyle(AppTheme.textPrimary)
                        Text("Sale").foregroundStyle(↓.red)
                        Image(systemName: "tag").foregroundColor(↓Color.orange)
                    }
                    .background(↓.white.opacity(0.8))
                    .shadow(color: ↓.black.opacity(0.1), radius: 4)
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Checkout {
                struct Total: View {
                    let paid: Bool
                    var body: some View {
                        Text("Total")
                            .foregroundStyle(paid ? ↓.green : AppTheme.warning)
                            .background(↓Color(red: 0.9, green: 0.9, blue: 1))
                            .overlay(↓SwiftUI.Color.gray.frame(height: 1), alignment: .bottom)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            final class BannerView: UIView {
                func style() {
                    backgroundColor = ↓UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
                    layer.borderColor = ↓UIColor.black.cgColor
                    tintColor = AppTheme.uiAccent
                    let badge = ↓Color(hex: "#FF5500")
                }
            }
            """),
            RuleExample("""
            struct PostRow: View {
                @Environment(Theme.self) private var theme
                let post: Post
                var body: some View {
                    HStack {
                        Text(post.author).foregroundStyle(theme.labelSecondary)
                        Image(systemName: "heart").foregroundStyle(↓Color.red)
                    }
                    .background(↓.white)
                }
            }
            """, options: ["colorTypes": .strings(["Theme"])]),
        ],
        nonTriggering: [
            RuleExample("""
            @Observable final class Theme {
                var tintColor = Color.blue
                var primaryBackground = Color(red: 1, green: 1, blue: 1)
            }
            struct Swatch: View {
                var body: some View { Text("A").foregroundStyle(.red) }
            }
            """, options: ["colorTypes": .strings(["Theme"])]),
            RuleExample("""
            // An app that has no colour tokens yet: nothing to point at.
            struct Legacy: View {
                var body: some View { Text("Hi").foregroundStyle(.red) }
            }
            """),
            RuleExample("""
            // Avoid Color.red and .foregroundStyle(.blue); use AppTheme.
            struct ProductRow: View {
                let theme: AppTheme
                var body: some View {
                    VStack {
                        Text("Color.red").foregroundStyle(.primary)
                        Text("Sale").foregroundStyle(.secondary).background(.clear)
                        Image("logo").foregroundStyle(Color.accentColor).tint(theme.tint)
                        Text("Brand").foregroundColor(Color("BrandBlue"))
                        Text("Note").background(.regularMaterial).foregroundStyle(.tint)
                        Text("UIKit").foregroundColor(Color(uiColor: .secondaryLabel))
                        Divider().overlay(.separator)
                    }
                    .frame(alignment: .leading)
                }
            }
            """),
            RuleExample("""
            enum AppTheme {
                static let accent = Color(red: 0.1, green: 0.4, blue: 0.9)
                static let warning = Color.orange
            }
            extension AppTheme {
                static let surface = Color(white: 0.96)
            }
            """, path: "App/Core/Theme/AppTheme.swift"),
            RuleExample("""
            struct Rows: View {
                var body: some View {
                    Text("A").foregroundStyle(AppTheme.textPrimary)
                }
            }
            #Preview {
                Text("B").foregroundStyle(.red).background(Color.blue)
            }
            """),
            RuleExample("""
            import Testing
            @Test func colours() { _ = Text("A").foregroundStyle(.red); _ = AppTheme.accent; _ = Color.blue }
            """, path: "Tests/AppTests/ThemeTests.swift"),
            RuleExample("""
            struct Palette {
                let red: Double
                func fill(_ name: String) -> String { name }
                func draw() { _ = fill("red"); _ = AppTheme.accent; _ = Shade.red; _ = UIColor.systemRed }
            }
            """),
        ]
    )

    /// The calls and member accesses this rule looks at; the engine hands it no other.

    static let calledNames: Set<String>? = styleModifiers.union(["Color", "UIColor"])

    static let memberNames: Set<String>? = namedColors.union(uiKitNamedColors)


    let configuration: RuleConfiguration

    func visit(_ node: MemberAccessExprSyntax, in file: FileContext) {
        guard Self.isHardCodedColour(node, allowed: configuration[Self.allowedSystemColors]) else { return }
        let tokens = configuration[Self.colorTypes]
        guard !ThemeTokens.isExempt(node, in: file, tokens: tokens) else { return }
        report(node, "`\(node.trimmedDescription)` is a hard-coded colour; use an `\(tokens.first ?? "AppTheme")` colour or a semantic style such as `.primary`.", in: file)
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        let colours = Self.hardCodedColours(in: node, allowed: configuration[Self.allowedSystemColors])
        guard !colours.isEmpty else { return }
        let tokens = configuration[Self.colorTypes]
        guard !ThemeTokens.isExempt(node, in: file, tokens: tokens) else { return }
        for colour in colours {
            report(colour, "`\(colour.trimmedDescription)` is a hard-coded colour; use an `\(tokens.first ?? "AppTheme")` colour or a semantic style such as `.primary`.", in: file)
        }
    }

    /// Whether a member access is a fixed named colour: `Color.red` (also `SwiftUI.Color`) or
    /// `UIColor.red`, unless its name is in `allowed`. Shared with `review-theme-colors`.
    static func isHardCodedColour(_ node: MemberAccessExprSyntax, allowed: [String]) -> Bool {
        let name = node.declName.baseName.text
        guard namedColors.contains(name) || uiKitNamedColors.contains(name), let base = node.base else { return false }
        let isColor = namedColors.contains(name) && SyntaxQueries.isTypeReference(base, named: "Color")
        let isUIColor = uiKitNamedColors.contains(name) && SyntaxQueries.isTypeReference(base, named: "UIColor")
        return (isColor || isUIColor) && !allowed.contains(name)
    }

    /// The hard-coded colours a call is or passes: a colour built from numbers, or implicit named
    /// colours given to a style modifier. Shared with `review-theme-colors`.
    static func hardCodedColours(in node: FunctionCallExprSyntax, allowed: [String]) -> [ExprSyntax] {
        if let type = SyntaxQueries.constructedTypeName(node), type == "Color" || type == "UIColor" {
            return node.arguments.contains(where: { componentLabels.contains($0.label?.text ?? "") }) ? [ExprSyntax(node)] : []
        }
        guard let modifier = SyntaxQueries.calledName(node), SyntaxQueries.isMemberCall(node), styleModifiers.contains(modifier) else { return [] }
        let argument = modifier == "shadow" ? SyntaxQueries.argument("color", of: node) : node.arguments.first.flatMap { $0.label == nil ? $0 : nil }
        guard let expression = argument?.expression else { return [] }
        return implicitColours(in: expression, allowed: allowed)
    }

    /// The implicit named colours an argument is made of: `.red`, `.red.opacity(0.5)`, or either
    /// branch of `flag ? .red : .green`.
    private static func implicitColours(in expression: ExprSyntax, allowed: [String]) -> [ExprSyntax] {
        if let conditional = ColourExpressions.conditional(expression) {
            return implicitColours(in: conditional.whenTrue, allowed: allowed) + implicitColours(in: conditional.whenFalse, allowed: allowed)
        }
        guard let member = ColourExpressions.implicitNamedColour(expression),
              !allowed.contains(member.declName.baseName.text) else { return [] }
        return [ExprSyntax(member)]
    }
}
