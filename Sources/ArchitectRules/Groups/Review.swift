import ArchitectCore

extension Registry {
    /// Review-checklist rules that come with an automatic fix.
    static let reviewRules: [any SyntaxRule.Type] = [
        ListDirectData.self,
    ]
}
