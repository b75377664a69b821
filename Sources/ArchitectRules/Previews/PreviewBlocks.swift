import ArchitectSyntax
import SwiftSyntax

/// What the `preview-*` rules know about a file's previews and the Views it declares.
enum PreviewBlocks {
    /// The `#Preview` blocks at file level (also inside `#if` blocks), in source order. At file
    /// level the parser gives a declaration; inside an `#if` clause it may give an expression.
    static func macros(in tree: SourceFileSyntax) -> [Syntax] {
        var result: [Syntax] = []
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let block = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in block.clauses {
                        if case .statements(let nested)? = clause.elements { collect(nested) }
                    }
                } else if let macro = item.item.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                    result.append(Syntax(macro))
                } else if let macro = item.item.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    result.append(Syntax(macro))
                }
            }
        }
        collect(tree.statements)
        return result
    }

    /// Whether a file-level struct or extension conforms to `PreviewProvider`.
    static func hasPreviewProvider(in tree: SourceFileSyntax) -> Bool {
        SyntaxQueries.topLevelDeclarations(in: tree).contains { declaration in
            let clause = declaration.asProtocol(DeclGroupSyntax.self)?.inheritanceClause
            return SyntaxQueries.inherits(clause, named: "PreviewProvider")
        }
    }

    /// The key of the per-file fact "the file has a `#Preview` or a `PreviewProvider`".
    private enum HasPreview {}

    /// Whether the file previews anything, with a `#Preview` or a `PreviewProvider`.
    static func hasPreview(_ file: FileContext) -> Bool {
        file.cachedFlag(HasPreview.self) { !macros(in: file.tree).isEmpty || hasPreviewProvider(in: file.tree) }
    }

    /// The View structs of a file (at file level, or nested in types and extensions, also inside
    /// `#if`) that are not preview or debug scaffolding, in source order.
    static func viewStructs(in tree: SourceFileSyntax) -> [StructDeclSyntax] {
        var result: [StructDeclSyntax] = []
        func collect(_ declarations: [DeclSyntax]) {
            for declaration in declarations {
                if let structure = declaration.as(StructDeclSyntax.self), SyntaxQueries.inheritsView(structure.inheritanceClause),
                   !isPreviewHost(structure.name.text), !SyntaxQueries.isPreviewOrDebugCode(structure) {
                    result.append(structure)
                }
                if let block = SyntaxQueries.memberBlock(of: declaration) { collect(SyntaxQueries.memberDeclarations(of: block)) }
            }
        }
        collect(SyntaxQueries.topLevelDeclarations(in: tree))
        return result
    }

    /// Whether a View's name says it exists to host previews: `Preview`, `…Preview`, `…Previews`,
    /// `Preview…` followed by a capital (`PreviewWrapper`, not `Previewer`).
    static func isPreviewHost(_ name: String) -> Bool {
        if name.hasSuffix("Preview") || name.hasSuffix("Previews") { return true }
        return name.hasPrefix("Preview") && name.dropFirst("Preview".count).first?.isUppercase == true
    }

    /// The file's View structs, computed once per file.
    final class Views {
        let all: [StructDeclSyntax]
        init(_ file: FileContext) { all = PreviewBlocks.viewStructs(in: file.tree) }
    }
}

extension PreviewBlocks {
    /// Whether `node` sits in the body of a `#Preview` or in a type or extension conforming to
    /// `PreviewProvider` (not merely in `#if DEBUG`).
    static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        enclosingPreview(of: node) != nil
    }

    /// The `#Preview`, or the type or extension conforming to `PreviewProvider`, that `node` sits in.
    static func enclosingPreview(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            switch candidate.kind {
            case .macroExpansionDecl:
                if candidate.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview" { return candidate }
            case .macroExpansionExpr:
                if candidate.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" { return candidate }
            case .structDecl, .extensionDecl, .classDecl, .enumDecl:
                let clause = candidate.asProtocol(DeclGroupSyntax.self)?.inheritanceClause
                return SyntaxQueries.inherits(clause, named: "PreviewProvider") ? candidate : nil
            default:
                break
            }
            current = candidate.parent
        }
        return nil
    }
}
