import ArchitectCore
import ArchitectSyntax

/// A rule that looks at the whole project: its manifests, module graph and declaration index.
public protocol ProjectRule: Rule {
    /// Checks the project and returns findings.
    func check(_ project: ProjectIndex) -> [Finding]
}

extension ProjectRule {
    /// A finding of this rule at a place in a file.
    public func finding(_ path: String, _ point: SourcePoint, _ message: String) -> Finding {
        finding(path, point.line, point.column, message)
    }
}
