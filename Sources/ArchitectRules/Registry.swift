import ArchitectCore
import ArchitectProject

/// Every rule the tool ships, and the catalog built from them.
public enum Registry {
    /// The file rules, one type per rule.
    public static let syntaxRules: [any SyntaxRule.Type] =
        [AvoidAnyView.self] + stateAndConcurrencyRules + navigationAndListsRules + viewsAndAccessibilityRules + clinicRules + reviewRules

    /// The project rules, one type per rule.
    public static let projectRules: [any ProjectRule.Type] = clinicProjectRules + stateAndConcurrencyProjectRules

    /// Rules reported by the engine itself rather than by a check.
    public static let engineRules: [RuleDescription] = [
        IOUnreadable.description,
        ResourceInvalid.description,
        SuppressionUnused.description,
    ]

    /// The resource rules, one type per rule (none ships yet; `resource-invalid` is an engine rule).
    public static let resourceRules: [any ResourceRule.Type] = []

    /// Keeps the first description of each ID: a rule that checks both single files and the
    /// whole project conforms to both protocols and is listed in both lists.
    static func uniqueByID(_ descriptions: [RuleDescription]) -> [RuleDescription] {
        var seen = Set<String>()
        return descriptions.filter { seen.insert($0.id).inserted }
    }

    /// File rule types by canonical ID.
    public static let syntaxRuleTypes: [String: any SyntaxRule.Type] = Dictionary(
        uniqueKeysWithValues: syntaxRules.map { ($0.description.id, $0) }
    )

    /// Project rule types by canonical ID.
    public static let projectRuleTypes: [String: any ProjectRule.Type] = Dictionary(
        uniqueKeysWithValues: projectRules.map { ($0.description.id, $0) }
    )

    /// Resource rule types by canonical ID.
    public static let resourceRuleTypes: [String: any ResourceRule.Type] = Dictionary(
        uniqueKeysWithValues: resourceRules.map { ($0.description.id, $0) }
    )

    /// The full catalog: rules, engine rules and manual review items.
    public static let catalog = RuleCatalog(
        descriptions: uniqueByID(syntaxRules.map { $0.description } + projectRules.map { $0.description }
            + resourceRules.map { $0.description } + engineRules),
        manualItems: ManualItems.all
    )
}
