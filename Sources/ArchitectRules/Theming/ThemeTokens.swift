import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// What the `theme-*` rules share: the default names of the design-token types and the test of
/// whether a file defines one of them.
enum ThemeTokens {
    static let spacingTypes = ["AppSpacing"]
    static let radiusTypes = ["AppRadius"]
    static let colorTypes = ["AppTheme"]

    /// Whether `file` declares or extends a type named one of `names` (at any depth, also in
    /// `#if`): the design-system file that defines the tokens, where literals are the definitions.
    static func definesToken(in file: FileContext, among names: [String]) -> Bool {
        let wanted = Set(names)
        let index = DeclarationIndex.of(file.tree)
        func matches(_ key: String) -> Bool {
            wanted.contains(key) || wanted.contains(String(key.split(separator: ".").last ?? ""))
        }
        return index.types.keys.contains(where: matches) || index.extensions.keys.contains(where: matches)
    }
}

extension ThemeTokens {
    /// The literal to report when `expression` is a plain non-zero number literal (`12`, `8.5`,
    /// `-4`); zero is left alone, since it means "none" rather than a size of the scale.
    static func magicNumber(_ expression: ExprSyntax) -> ExprSyntax? {
        var number = expression
        if let prefix = number.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { number = prefix.expression }
        if let integer = number.as(IntegerLiteralExprSyntax.self) {
            return Int(integer.literal.text.replacingOccurrences(of: "_", with: "")) == 0 ? nil : expression
        }
        if let float = number.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: "")) == 0 ? nil : expression
        }
        return nil
    }

    /// Whether literals at `node` are not the rule's business: test files, the files that define
    /// or extend the token types, previews and `#if DEBUG` code. The walk up to find a preview runs
    /// only in files that mention one, so a chain of thousands of `.padding(8)` stays linear.
    static func isExempt(_ node: some SyntaxProtocol, in file: FileContext, tokens: [String]) -> Bool {
        // A file that never names the token type has not adopted the scale (on the pinned apps,
        // apps without one drew hundreds of findings); say nothing there.
        if file.isTestFile || !tokens.contains(where: file.mentions) || definesToken(in: file, among: tokens) { return true }
        guard file.mentions("Preview") || file.mentions("DEBUG") else { return false }
        return SyntaxQueries.isPreviewOrDebugCode(node)
    }
}
