import ArchitectCore
import ArchitectSyntax

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
