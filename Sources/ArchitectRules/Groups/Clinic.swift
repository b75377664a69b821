import ArchitectCore

extension Registry {
    /// The file rules of this group. Each rule is one type in its category folder.
    static let clinicRules: [any SyntaxRule.Type] = [
        RouteShellDestinations.self,
        DataOwnsIO.self,
        NavCoordinatorPattern.self,
        LayerDependencyRule.self,
    ]
}
