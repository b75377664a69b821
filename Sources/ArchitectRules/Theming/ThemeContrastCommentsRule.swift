import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags colours of `AppTheme` with no comment beside them that states a contrast ratio.
struct ThemeContrastCommentsRule: SyntaxRule {
    static let colorTypes = Option<[String]>(
        "colorTypes", default: ThemeTokens.colorTypes,
        "Names of the colour token types whose colours must carry a contrast-ratio comment.")
    static let colorTypeNames: Set<String> = ["Color", "UIColor", "NSColor"]

    static let description = RuleDescription(
        id: "theme-contrast-comments", title: "Every AppTheme colour states its contrast ratio",
        category: .theme, impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide asks that each colour defined in `AppTheme` carry, right beside it, the \
        contrast ratio it reaches, so that whoever changes a colour sees at once whether text on it \
        stays readable. Reported, at the property's name: a `static` property of a `colorTypes` type \
        (`AppTheme`) or an extension of it that is a colour (typed `Color`, `UIColor` or `NSColor`, \
        or, with no type, made by `Color(…)`, `UIColor(…)`, `NSColor(…)` or `Color.x`), when no \
        comment directly above it (no blank line between) or at the end of its line states a ratio \
        written `N:1` (`4.5:1`, `7 : 1`). Left alone: other members (fonts, gradients, spacing), \
        colours outside the listed types, test files. The rule reads the comment, not the colours: \
        a wrong ratio, or a ratio against an unstated background, passes.
        """,
        options: [colorTypes],
        triggering: [
            RuleExample("""
            enum AppTheme {
                /// Brand accent; 4.8:1 on the system background.
                static let accent = Color("Accent")
                /// The card surface.
                static let ↓surface = Color("Surface")
                static let ↓danger: Color = .red

                // 3:1 against white

                static let ↓warning = Color.orange
            }
            """),
            RuleExample("""
            #if canImport(UIKit)
            extension AppTheme {
                static var ↓separator: UIColor { UIColor.separator } // thin lines
                static let ↓highlight = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
            }
            #endif
            """),
            RuleExample("""
            enum Design {
                enum AppTheme {
                    // Contrast is fine.
                    static let ↓link = Color(.systemBlue)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            enum AppTheme {
                /// Brand accent; 4.8:1 on the system background.
                static let accent = Color("Accent")
                static let surface = Color("Surface") // 12.6:1 with primary text
                /// Danger red.
                /// Ratio 5.2 : 1 on white, 4.6:1 on black.
                static let danger: Color = .red
                static let titleFont = Font.title2.bold()
                static let gradient = LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
            }
            """),
            RuleExample("""
            // AppTheme colours need a 4.5:1 note.
            enum BrandPalette {
                static let accent = Color("Accent")
            }
            extension Color {
                static let appSurface = Color("Surface")
            }
            struct ThemePreview: View {
                let accent = Color.red
                var body: some View { Text("AppTheme").foregroundStyle(accent) }
            }
            """),
            RuleExample("""
            enum AppTheme {
                static let accent = Color("Accent")
            }
            """, path: "Tests/AppTests/ThemeStub.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: EnumDeclSyntax, in file: FileContext) { check(node.name.text, node.memberBlock, in: file) }
    func visit(_ node: StructDeclSyntax, in file: FileContext) { check(node.name.text, node.memberBlock, in: file) }
    func visit(_ node: ClassDeclSyntax, in file: FileContext) { check(node.name.text, node.memberBlock, in: file) }

    func visit(_ node: ExtensionDeclSyntax, in file: FileContext) {
        guard let name = SyntaxQueries.baseTypeName(node.extendedType) else { return }
        check(name, node.memberBlock, in: file)
    }

    private func check(_ type: String, _ block: MemberBlockSyntax, in file: FileContext) {
        guard !file.isTestFile, configuration[Self.colorTypes].contains(type) else { return }
        for member in SyntaxQueries.memberDeclarations(of: block) {
            guard let variable = member.as(VariableDeclSyntax.self), SyntaxQueries.isTypeMember(variable.modifiers),
                  variable.bindings.contains(where: Self.isColor), !Self.hasRatioComment(variable) else { continue }
            for binding in variable.bindings where Self.isColor(binding) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                report(name, "'\(type).\(name.text)' has no contrast-ratio comment; note beside it the ratio it reaches (such as `// 4.8:1 on the system background`).", in: file)
            }
        }
    }

    /// Whether a binding declares a colour: by its type, or by the call or member that makes it.
    static func isColor(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type {
            return SyntaxQueries.plainTypeName(type).map(colorTypeNames.contains) ?? false
        }
        guard let value = binding.initializer?.value else { return false }
        if let call = value.as(FunctionCallExprSyntax.self) {
            return colorTypeNames.contains { SyntaxQueries.isCall(call, toType: $0) }
        }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base {
            return colorTypeNames.contains { SyntaxQueries.isTypeReference(base, named: $0) }
        }
        return false
    }

    /// Whether a comment directly above the declaration (no blank line between) or at the end of
    /// its first line states a ratio `N:1`.
    static func hasRatioComment(_ variable: VariableDeclSyntax) -> Bool {
        var comments: [String] = []
        var newlines = 0
        scan: for piece in variable.leadingTrivia.pieces.reversed() {
            switch piece {
            case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
                newlines += count
            case .lineComment(let text), .docLineComment(let text), .blockComment(let text), .docBlockComment(let text):
                if newlines > 1 { break scan }   // a blank line parts the comment from the declaration
                comments.append(text)
                newlines = 0
            default:
                continue
            }
        }
        let binding = variable.bindings.first
        let lineEnd = binding?.accessorBlock?.lastToken(viewMode: .sourceAccurate)
            ?? binding?.initializer?.value.lastToken(viewMode: .sourceAccurate)
            ?? binding?.typeAnnotation?.lastToken(viewMode: .sourceAccurate)
        for piece in lineEnd?.trailingTrivia.pieces ?? [] {
            if case .lineComment(let text) = piece { comments.append(text) }
            if case .blockComment(let text) = piece { comments.append(text) }
        }
        return comments.contains(where: statesRatio)
    }

    /// Whether `text` has `N:1` or `N.N : 1`.
    static func statesRatio(_ text: String) -> Bool {
        let characters = Array(text)
        for (index, character) in characters.enumerated() where character == ":" {
            var before = index - 1
            while before >= 0, characters[before] == " " { before -= 1 }
            var after = index + 1
            while after < characters.count, characters[after] == " " { after += 1 }
            guard before >= 0, characters[before].isNumber, after < characters.count, characters[after] == "1" else { continue }
            let next = after + 1
            if next >= characters.count || !(characters[next].isNumber || characters[next] == ".") { return true }
        }
        return false
    }
}
