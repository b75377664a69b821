import ArchitectCore
import SwiftSyntax

/// Syntax questions shared by the clinic and layer file rules.
///
/// Candidates for `SyntaxQueries` once rules of other groups need them.
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

    /// The modules a file imports at top level, including imports inside `#if` clauses.
    static func importedModules(_ tree: SourceFileSyntax) -> Set<String> {
        var modules = Set<String>()
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let importDecl = item.item.as(ImportDeclSyntax.self), let first = importDecl.path.first {
                    modules.insert(first.name.text)
                } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .statements(let statements)? = clause.elements { collect(statements) }
                    }
                }
            }
        }
        collect(tree.statements)
        return modules
    }

    /// The file `node` belongs to.
    static func sourceFile(of node: some SyntaxProtocol) -> SourceFileSyntax? {
        node.root.as(SourceFileSyntax.self)
    }

    /// A reference to one of the types in `names`, with the node to report: a type annotation
    /// (`URLSession`, `URLSession?`, `Foundation.URLSession`), a static use or construction
    /// (`URLSession.shared`, `URLSession(…)`), optionally qualified by one of `modules`.
    ///
    /// A member of the same name on a value (`client.URLSession`) or an implicit member
    /// (`.URLSession`) is not a reference to the type.
    static func typeReference(_ node: Syntax, names: Set<String>, modules: Set<String>) -> (name: String, anchor: Syntax)? {
        if let identifier = node.as(IdentifierTypeSyntax.self) {
            guard names.contains(identifier.name.text) else { return nil }
            return (identifier.name.text, node)
        }
        if let member = node.as(MemberTypeSyntax.self) {
            guard names.contains(member.name.text),
                  let base = member.baseType.as(IdentifierTypeSyntax.self), modules.contains(base.name.text) else { return nil }
            return (member.name.text, node)
        }
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard names.contains(name) else { return nil }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard let base = member.base?.as(DeclReferenceExprSyntax.self), modules.contains(base.baseName.text) else { return nil }
                return (name, Syntax(member))
            }
            return (name, node)
        }
        return nil
    }

    /// How the file's module is named in messages: `'FeatureOrders' (features)`.
    static func moduleLabel(_ file: FileContext) -> String {
        "'\(file.module ?? "?")' (\(file.layer ?? "unknown layer"))"
    }
}
