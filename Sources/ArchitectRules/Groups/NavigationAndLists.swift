import ArchitectCore

extension Registry {
    /// The file rules of this group. Each rule is one type in its category folder.
    static let navigationAndListsRules: [any SyntaxRule.Type] = [
    ]
}
