import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import ArchitectProject

/// Every rule the tool ships, and the catalog built from them.
public enum Registry {
    /// The file rules, one type per rule (generated from the rule files: `Registry+Generated.swift`).
    public static let syntaxRules: [any SyntaxRule.Type] = generatedSyntaxRules

    /// The project rules, one type per rule (generated).
    public static let projectRules: [any ProjectRule.Type] = generatedProjectRules

    /// Rules reported by the engine itself rather than by a check (generated).
    public static let engineRules: [RuleDescription] = generatedEngineRules

    /// The resource rules, one type per rule (generated; none ships yet: `resource-invalid` is an
    /// engine rule).
    public static let resourceRules: [any ResourceRule.Type] = generatedResourceRules

    /// Keeps the first description of each ID: a rule that checks both single files and the
    /// whole project (or resources) conforms to both protocols, is listed in both lists and has
    /// the project (or resource) scope.
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

    /// Every fix: one per rule that names a fix (`FixableRule`), in the order of the rules. The
    /// engine runs the fixes of a file over and over until none changes it, so the order does not
    /// change the result.
    public static let fixes: [any SourceFix.Type] = {
        let rules: [any Rule.Type] = syntaxRules + projectRules
        let fixes = rules.compactMap { ($0 as? any FixableRule.Type)?.fixType }
        var seen = Set<String>()
        let unique = fixes.filter { seen.insert($0.ruleID).inserted }
        return unique
    }()

    /// The canonical IDs of the rules that have a fix.
    public static var fixableRuleIDs: [String] { fixes.map { $0.ruleID } }

    /// The full catalog: rules, engine rules and manual review items. A description is marked
    /// fixable exactly when its rule type names a fix.
    public static let catalog = RuleCatalog(
        descriptions: uniqueByID(projectRules.map { $0.description.marked(fixable: $0.isFixable, scope: .project) }
            + resourceRules.map { $0.description.marked(fixable: $0.isFixable, scope: .resource) }
            + syntaxRules.map { $0.description.marked(fixable: $0.isFixable) } + engineRules),
        manualItems: ManualItems.all
    )
}

extension FixEngine {
    /// Fixes one source text on its own with every fix the tool offers.
    public static func fix(source: String, path: String = "/project/Sources/App/File.swift", iOS: Version = Version(17, 0)) -> FileFixResult {
        fix(source: source, path: path, iOS: iOS, fixes: Registry.fixes)
    }
}

extension Registry {
    /// The project's module graph, its forbidden edges labelled with the IDs of the rules that
    /// report them.
    public static func moduleGraph(of project: ProjectIndex) -> ModuleGraph {
        ClinicSupport.moduleGraph(of: project)
    }
}
