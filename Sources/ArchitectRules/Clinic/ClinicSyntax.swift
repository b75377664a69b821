import ArchitectCore
import SwiftSyntax

/// Syntax questions specific to the clinic and layer file rules; general ones are answered by `SyntaxQueries`.
enum ClinicSyntax {
    /// Whether `node` is preview or debug scaffolding: inside a `#Preview` macro, a
    /// `PreviewProvider` type or an `#if DEBUG` clause.
    static func isPreviewOrDebugCode(_ node: some SyntaxProtocol) -> Bool {
        if SyntaxQueries.isInsideIfConfig(node, flag: "DEBUG") { return true }
        var current = node.parent
        while let candidate = current {
            if let macro = candidate.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = candidate.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let structure = candidate.as(StructDeclSyntax.self),
               SyntaxQueries.inheritedNames(structure.inheritanceClause).contains("PreviewProvider") {
                return true
            }
            current = candidate.parent
        }
        return false
    }
}
