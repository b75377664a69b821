import ArchitectCore
import ArchitectProject
import ArchitectRules
import SwiftSyntax

/// One rule's `visit`, as the dispatcher calls it.
typealias RuleVisit = @Sendable (Syntax, FileContext) -> Void

/// The configured rules of one run, indexed for single-walk dispatch.
public struct RuleSet: Sendable {
    /// The enabled file rules.
    public let syntaxRules: [any SyntaxRule]
    /// The enabled project rules.
    public let projectRules: [any ProjectRule]
    /// The canonical IDs of every enabled rule, including engine rules.
    public let enabledIDs: Set<String>
    /// The severity of each enabled rule.
    public let severities: [String: Severity]
    /// Rules by the node kinds they visit.
    let dispatchTable: [SyntaxKind: [any SyntaxRule]]
    /// The same table keyed by the node type of each kind (`ObjectIdentifier(kind.syntaxNodeType)`),
    /// with each rule wrapped in a closure: hashing a type identifier is much cheaper than hashing
    /// a `SyntaxKind` across the module boundary, and calling a closure copies no existential.
    let dispatchByType: [ObjectIdentifier: [RuleVisit]]

    public init(syntaxRules: [any SyntaxRule], projectRules: [any ProjectRule] = [], enabledIDs: Set<String>, severities: [String: Severity]) {
        self.syntaxRules = syntaxRules
        self.projectRules = projectRules
        self.enabledIDs = enabledIDs
        self.severities = severities
        var table: [SyntaxKind: [any SyntaxRule]] = [:]
        for rule in syntaxRules {
            for kind in type(of: rule).nodeKinds { table[kind, default: []].append(rule) }
        }
        self.dispatchTable = table
        var byType: [ObjectIdentifier: [RuleVisit]] = [:]
        for (kind, rules) in table {
            byType[ObjectIdentifier(kind.syntaxNodeType)] = rules.map { rule in { node, file in rule.visit(node, in: file) } }
        }
        self.dispatchByType = byType
    }

    /// No rule at all: the pipeline then only builds the project index.
    public static let none = RuleSet(syntaxRules: [], enabledIDs: [], severities: [:])

    /// Chooses and configures rules from the preset, the configuration and `--rule` filters.
    ///
    /// With `only` non-empty, exactly those rules run, whatever the preset. Otherwise the preset's
    /// rules run, minus those the configuration turns off, plus those it configures explicitly.
    public static func resolve(configuration: Configuration, preset: Preset? = nil, only: [String] = [], catalog: RuleCatalog = Registry.catalog) throws(ConfigurationError) -> RuleSet {
        let activePreset = preset ?? configuration.preset
        var selected: Set<String>
        if only.isEmpty {
            selected = Set(catalog.ruleIDs(in: activePreset))
            for (id, setting) in configuration.rules {
                if setting.enabled { if setting.severity != nil || !setting.options.isEmpty { selected.insert(id) } } else { selected.remove(id) }
            }
        } else {
            selected = []
            for name in only {
                guard let id = catalog.canonicalID(for: name) else { throw ConfigurationError(catalog.unknownRuleMessage(name)) }
                selected.insert(id)
            }
        }
        var rules: [any SyntaxRule] = []
        var projectRules: [any ProjectRule] = []
        var severities: [String: Severity] = [:]
        for id in selected {
            guard let description = catalog.description(for: id) else { continue }
            var ruleConfiguration = RuleConfiguration(description, preset: activePreset)
            if let setting = configuration.rules[id] {
                if let severity = setting.severity { ruleConfiguration.severity = severity }
                for (name, value) in setting.options { ruleConfiguration.options[name] = value }
            }
            severities[id] = ruleConfiguration.severity
            if let type = Registry.syntaxRuleTypes[id] { rules.append(type.init(configuration: ruleConfiguration)) }
            if let type = Registry.projectRuleTypes[id] { projectRules.append(type.init(configuration: ruleConfiguration)) }
        }
        rules.sort { type(of: $0).description.id < type(of: $1).description.id }
        projectRules.sort { type(of: $0).description.id < type(of: $1).description.id }
        return RuleSet(syntaxRules: rules, projectRules: projectRules, enabledIDs: selected, severities: severities)
    }
}
