import ArchitectCore

/// A rule that looks at the whole project: its manifests, module graph and declaration index.
public protocol ProjectRule: Rule {
    /// Checks the project and returns findings.
    func check(_ project: ProjectIndex) -> [Finding]
}

extension ProjectRule {
    /// A finding of this rule at a place in a file.
    public func finding(_ path: String, _ point: SourcePoint, _ message: String) -> Finding {
        let description = Self.description
        return Finding(ruleID: description.id, severity: configuration.severity, impact: description.impact, category: description.category.rawValue,
                       path: path, line: point.line, column: point.column, message: message, fixable: Self.isFixable)
    }
}
