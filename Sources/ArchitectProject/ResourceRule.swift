import ArchitectCore

/// A rule that checks one parsed resource file at a time: a string catalog, a strings file, an
/// asset catalog `Contents.json`, an `Info.plist` or an Xcode project.
///
/// The engine reads the resources of the kinds in `resourceKinds` only when such a rule is
/// enabled, and calls `check` once per resource of those kinds. Resource files cannot hold
/// suppression comments, so findings are turned off through the configuration.
public protocol ResourceRule: Rule {
    /// The kinds of resource the rule reads.
    static var resourceKinds: Set<ResourceKind> { get }
    /// Checks one resource and returns findings.
    func check(_ resource: ParsedResource) -> [Finding]
}

extension ResourceRule {
    /// A finding of this rule at a 1-based line and column of a resource file.
    public func finding(_ path: String, _ line: Int, _ column: Int, _ message: String) -> Finding {
        let description = Self.description
        return Finding(ruleID: description.id, severity: configuration.severity, impact: description.impact, category: description.category,
                       path: path, line: line, column: column, message: message, fixable: description.fixable)
    }
}
