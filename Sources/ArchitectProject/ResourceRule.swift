import ArchitectCore
import ArchitectSyntax

/// A rule that checks one parsed resource file at a time: a string catalog, a strings file, an
/// asset catalog `Contents.json`, an `Info.plist` or an Xcode project.
///
/// The engine reads the resources of the kinds in `resourceKinds` only when such a rule is
/// enabled, and calls `check(_:in:)` once with the run's resource index; by default that calls
/// `check(_:)` on each parsed resource of those kinds. Resource files cannot hold suppression comments, so findings are
/// turned off through the configuration.
public protocol ResourceRule: Rule {
    /// The kinds of resource the rule reads.
    static var resourceKinds: Set<ResourceKind> { get }
    /// Checks one resource and returns findings.
    func check(_ resource: ParsedResource) -> [Finding]
    /// Checks the resources together, with the project index: for a rule that compares resources
    /// with each other or with the Swift files (which it reads through the index, e.g. the
    /// `FileSummary.memberReferences` its syntax half noted). The index holds the resources of
    /// every kind the run read, and the ones that failed to parse (a rule that needs a complete
    /// set, such as every string catalog, stays silent when one of them failed).
    func check(_ resources: ResourceIndex, in project: ProjectIndex) -> [Finding]
}

extension ResourceRule {
    public func check(_ resources: ResourceIndex, in project: ProjectIndex) -> [Finding] {
        let kinds = Self.resourceKinds
        return resources.resources.filter { kinds.contains($0.kind) }.flatMap { check($0) }
    }
}
