import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import ArchitectRules

/// How a run reads resource files and reports on them.
extension Linter {
    /// The resource kinds the enabled rules read: those of `resource-invalid` when it is on, and
    /// those of every enabled resource rule. Empty means the run reads no resource at all.
    public static func resourceKinds(for rules: RuleSet) -> Set<ResourceKind> {
        var kinds: Set<ResourceKind> = rules.enabledIDs.contains(ResourceInvalidRule.description.id) ? ResourceInvalidRule.kinds : []
        for rule in rules.resourceRules { kinds.formUnion(type(of: rule).resourceKinds) }
        return kinds
    }

    /// Reads and parses, in parallel, the discovered resources of the kinds the enabled rules read.
    public func readResources(of discovered: DiscoveredFiles) -> ResourceIndex {
        let kinds = Self.resourceKinds(for: rules)
        guard !kinds.isEmpty else { return .empty }
        let files = discovered.resources.filter { kinds.contains($0.kind) }
        guard !files.isEmpty else { return .empty }
        return ResourceIndex(outcomes: ParallelMap.map(count: files.count, jobs: options.jobs) { ResourceReader.read(files[$0]) })
    }

    /// What the enabled resource rules report, each over the resources of its kinds, with the project index.
    public static func resourceRuleFindings(_ resources: ResourceIndex, project: ProjectIndex, rules: RuleSet) -> [Finding] {
        rules.resourceRules.flatMap { rule in rule.check(resources, in: project) }
    }

    /// The `resource-invalid` finding for a resource that could not be used, unless that rule is off.
    public static func resourceInvalidFinding(_ failure: ResourceFailure, rules: RuleSet) -> Finding? {
        let description = ResourceInvalidRule.description
        guard rules.enabledIDs.contains(description.id) else { return nil }
        return Finding(ruleID: description.id, severity: rules.severities[description.id] ?? description.defaultSeverity,
                       impact: description.impact, category: description.category.rawValue, path: failure.path, line: failure.line,
                       column: failure.column, message: ResourceInvalidRule.message(for: failure), fixable: false)
    }
}
