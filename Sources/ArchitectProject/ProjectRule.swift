import ArchitectCore
import ArchitectSyntax

/// A rule that looks at the whole project: its manifests, module graph and declaration index.
public protocol ProjectRule: Rule {
    /// Checks the project and returns findings.
    func check(_ project: ProjectIndex) -> [Finding]
}

/// A project rule whose verdict depends on code anywhere in the project (an injection in another
/// target can make a read safe). On a run over some paths only, the engine also summarises (with
/// these rules' syntax halves, findings dropped) the project's other Swift files and hands them
/// over in `ProjectIndex.outsideFiles`.
public protocol WholeProjectRule: ProjectRule {}

extension ProjectRule {
    /// A finding of this rule at a place in a file.
    public func finding(_ path: String, _ point: SourcePoint, _ message: String) -> Finding {
        finding(path, point.line, point.column, message)
    }
}
