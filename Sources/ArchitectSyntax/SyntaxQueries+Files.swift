import ArchitectCore
import SwiftSyntax

/// Questions about the file a node belongs to.
extension SyntaxQueries {
    /// The file `node` belongs to, when its tree was parsed from a source file.
    public static func sourceFile(of node: some SyntaxProtocol) -> SourceFileSyntax? {
        node.root.as(SourceFileSyntax.self)
    }

    /// The modules a file imports at file level, also inside (every clause of) `#if` blocks:
    /// `Nuke` for `import Nuke`, `@preconcurrency import Nuke`, `@testable import Nuke` and
    /// `import struct Nuke.ImageRequest`.
    public static func importedModules(of file: SourceFileSyntax) -> Set<String> {
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
        collect(file.statements)
        return modules
    }
}
