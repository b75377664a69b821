import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import ArchitectRules
import SwiftSyntax

/// The configured rules of one run, indexed for single-walk dispatch.
public struct RuleSet: Sendable {
    /// The enabled file rules.
    public let syntaxRules: [any SyntaxRule]
    /// The enabled project rules.
    public let projectRules: [any ProjectRule]
    /// The enabled resource rules.
    public let resourceRules: [any ResourceRule]
    /// The canonical IDs of every enabled rule, including engine rules.
    public let enabledIDs: Set<String>
    /// The severity of each enabled rule.
    public let severities: [String: Severity]
    /// The ID findings of each enabled rule carry, by canonical ID, where it differs from it.
    public let displayIDs: [String: String]
    /// The rules of each node type, for the typed dispatcher.
    let typedVisits: TypedVisits

    /// `filtersCalls` false hands every call and member access to every rule that visits them,
    /// whatever its `calledNames` and `memberNames` (a test compares both ways).
    public init(syntaxRules: [any SyntaxRule], projectRules: [any ProjectRule] = [], resourceRules: [any ResourceRule] = [],
                enabledIDs: Set<String>, severities: [String: Severity], displayIDs: [String: String] = [:], filtersCalls: Bool = true) {
        self.displayIDs = displayIDs
        self.syntaxRules = syntaxRules
        self.projectRules = projectRules
        self.resourceRules = resourceRules
        self.enabledIDs = enabledIDs
        self.severities = severities
        var table: [SyntaxKind: [RuleCaller]] = [:]
        var callsByName: [String: [RuleCaller]] = [:]
        var membersByName: [String: [RuleCaller]] = [:]
        for rule in syntaxRules {
            let caller = RuleCaller.make(rule)
            for kind in type(of: rule).nodeKinds {
                if kind == .functionCallExpr, filtersCalls, let names = type(of: rule).calledNames {
                    for name in names { callsByName[name, default: []].append(caller) }
                } else if kind == .memberAccessExpr, filtersCalls, let names = type(of: rule).memberNames {
                    for name in names { membersByName[name, default: []].append(caller) }
                } else {
                    table[kind, default: []].append(caller)
                }
            }
        }
        self.typedVisits = TypedVisits(table, callsByName: callsByName, membersByName: membersByName)
    }

    /// The same rules, each call and member access handed to every rule that visits them (see
    /// `filtersCalls`).
    public func handingEveryCall() -> RuleSet {
        RuleSet(syntaxRules: syntaxRules, projectRules: projectRules, resourceRules: resourceRules, enabledIDs: enabledIDs,
                severities: severities, displayIDs: displayIDs, filtersCalls: false)
    }

    /// No rule at all: the pipeline then only builds the project index.
    public static let none = RuleSet(syntaxRules: [], enabledIDs: [], severities: [:])

    /// Chooses and configures rules from the preset, the configuration and `--rule` filters.
    ///
    /// With `only` non-empty, exactly those rules run, whatever the preset. Otherwise the preset's
    /// rules run (the union of the configuration's presets, or `preset` alone when given), minus
    /// those the configuration turns off, plus every other rule it names without turning it off
    /// (`true`, `"on"`, `{"enabled": true}`, a severity or options).
    public static func resolve(configuration: Configuration, preset: Preset? = nil, only: [String] = [], catalog: RuleCatalog = Registry.catalog) throws(ConfigurationError) -> RuleSet {
        let activePresets = preset.map { [$0] } ?? configuration.presets
        var selected: Set<String>
        if only.isEmpty {
            selected = Set(activePresets.flatMap { catalog.ruleIDs(in: $0) })
            for (id, setting) in configuration.rules {
                if setting.enabled { selected.insert(id) } else { selected.remove(id) }
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
        var resourceRules: [any ResourceRule] = []
        var severities: [String: Severity] = [:]
        var displayIDs: [String: String] = [:]
        for name in only { if let id = catalog.canonicalID(for: name) { displayIDs[id] = name } }
        for id in selected {
            guard let description = catalog.description(for: id) else { continue }
            var ruleConfiguration = RuleConfiguration(severity: description.defaultSeverity, options: description.optionValues(for: activePresets))
            if let setting = configuration.rules[id] {
                if let severity = setting.severity { ruleConfiguration.severity = severity }
                for (name, value) in setting.options { ruleConfiguration.options[name] = value }
            }
            severities[id] = ruleConfiguration.severity
            let shown = displayIDs[id] ?? (only.isEmpty ? configuration.ruleNames[id] : nil) ?? description.shownID(in: activePresets)
            displayIDs[id] = shown == id ? nil : shown
            if let type = Registry.syntaxRuleTypes[id] { rules.append(type.init(configuration: ruleConfiguration)) }
            if let type = Registry.projectRuleTypes[id] { projectRules.append(type.init(configuration: ruleConfiguration)) }
            if let type = Registry.resourceRuleTypes[id] { resourceRules.append(type.init(configuration: ruleConfiguration)) }
        }
        rules.sort { type(of: $0).description.id < type(of: $1).description.id }
        projectRules.sort { type(of: $0).description.id < type(of: $1).description.id }
        resourceRules.sort { type(of: $0).description.id < type(of: $1).description.id }
        return RuleSet(syntaxRules: rules, projectRules: projectRules, resourceRules: resourceRules, enabledIDs: selected, severities: severities,
                       displayIDs: displayIDs)
    }
}

/// The rules to call for each node type that `TypedRuleDispatcher` handles: every type a
/// `SyntaxRule` can visit.
struct TypedVisits: Sendable {
    /// The rules that visit every call.
    let functionCallExpr: [RuleCaller]
    /// The rules that visit only calls of some names (`SyntaxRule.calledNames`), by name.
    let functionCallsByName: [String: [RuleCaller]]
    /// The rules that visit only accesses of some member names (`SyntaxRule.memberNames`), by name.
    let memberAccessesByName: [String: [RuleCaller]]
    let variableDecl: [RuleCaller]
    let structDecl: [RuleCaller]
    let classDecl: [RuleCaller]
    let enumDecl: [RuleCaller]
    let actorDecl: [RuleCaller]
    let protocolDecl: [RuleCaller]
    let extensionDecl: [RuleCaller]
    let memberType: [RuleCaller]
    let identifierType: [RuleCaller]
    let importDecl: [RuleCaller]
    let declReferenceExpr: [RuleCaller]
    let attribute: [RuleCaller]
    let initializerDecl: [RuleCaller]
    let functionDecl: [RuleCaller]
    let sequenceExpr: [RuleCaller]
    let memberAccessExpr: [RuleCaller]
    let keyPathExpr: [RuleCaller]
    let inheritedType: [RuleCaller]
    let closureExpr: [RuleCaller]
    let ifExpr: [RuleCaller]
    let stringLiteralExpr: [RuleCaller]

    /// Whether no rule visits anything.
    let isEmpty: Bool

    init(_ table: [SyntaxKind: [RuleCaller]], callsByName: [String: [RuleCaller]] = [:], membersByName: [String: [RuleCaller]] = [:]) {
        functionCallExpr = table[.functionCallExpr] ?? []
        functionCallsByName = callsByName
        memberAccessesByName = membersByName
        variableDecl = table[.variableDecl] ?? []
        structDecl = table[.structDecl] ?? []
        classDecl = table[.classDecl] ?? []
        enumDecl = table[.enumDecl] ?? []
        actorDecl = table[.actorDecl] ?? []
        protocolDecl = table[.protocolDecl] ?? []
        extensionDecl = table[.extensionDecl] ?? []
        memberType = table[.memberType] ?? []
        identifierType = table[.identifierType] ?? []
        importDecl = table[.importDecl] ?? []
        declReferenceExpr = table[.declReferenceExpr] ?? []
        attribute = table[.attribute] ?? []
        initializerDecl = table[.initializerDecl] ?? []
        functionDecl = table[.functionDecl] ?? []
        sequenceExpr = table[.sequenceExpr] ?? []
        memberAccessExpr = table[.memberAccessExpr] ?? []
        keyPathExpr = table[.keyPathExpr] ?? []
        inheritedType = table[.inheritedType] ?? []
        closureExpr = table[.closureExpr] ?? []
        ifExpr = table[.ifExpr] ?? []
        stringLiteralExpr = table[.stringLiteralExpr] ?? []
        isEmpty = table.values.allSatisfy(\.isEmpty) && callsByName.isEmpty && membersByName.isEmpty
    }
}
