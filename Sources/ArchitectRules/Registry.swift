import ArchitectCore

/// Every rule the tool ships, and the catalog built from them.
public enum Registry {
    /// The file rules, one type per rule.
    public static let syntaxRules: [any SyntaxRule.Type] =
        [AvoidAnyView.self] + stateAndConcurrencyRules + navigationAndListsRules + viewsAndAccessibilityRules + clinicRules + reviewRules

    /// Rules reported by the engine itself rather than by a check.
    public static let engineRules: [RuleDescription] = [
        IOUnreadable.description,
        SuppressionUnused.description,
    ]

    /// File rule types by canonical ID.
    public static let syntaxRuleTypes: [String: any SyntaxRule.Type] = Dictionary(
        uniqueKeysWithValues: syntaxRules.map { ($0.description.id, $0) }
    )

    /// The full catalog: rules, engine rules and manual review items.
    public static let catalog = RuleCatalog(
        descriptions: syntaxRules.map { $0.description } + engineRules,
        manualItems: ManualItems.all
    )
}
