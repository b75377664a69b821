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
    /// The enabled resource rules.
    public let resourceRules: [any ResourceRule]
    /// The canonical IDs of every enabled rule, including engine rules.
    public let enabledIDs: Set<String>
    /// The severity of each enabled rule.
    public let severities: [String: Severity]
    /// Rules by the node kinds they visit.
    let dispatchTable: [SyntaxKind: [any SyntaxRule]]
    /// The same table keyed by the node type of each kind, for the general dispatcher (see `NodeTypeTable`).
    let dispatchByType: NodeTypeTable
    /// The same table for the typed dispatcher, when every kind the rules visit is one it handles.
    let typedVisits: TypedVisits?

    public init(syntaxRules: [any SyntaxRule], projectRules: [any ProjectRule] = [], resourceRules: [any ResourceRule] = [],
                enabledIDs: Set<String>, severities: [String: Severity]) {
        self.syntaxRules = syntaxRules
        self.projectRules = projectRules
        self.resourceRules = resourceRules
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
        self.dispatchByType = NodeTypeTable(byType)
        self.typedVisits = TypedVisits(table.mapValues { rules in rules.map { rule in { node, file in rule.visit(node, in: file) } } })
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
        var resourceRules: [any ResourceRule] = []
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
            if let type = Registry.resourceRuleTypes[id] { resourceRules.append(type.init(configuration: ruleConfiguration)) }
        }
        rules.sort { type(of: $0).description.id < type(of: $1).description.id }
        projectRules.sort { type(of: $0).description.id < type(of: $1).description.id }
        resourceRules.sort { type(of: $0).description.id < type(of: $1).description.id }
        return RuleSet(syntaxRules: rules, projectRules: projectRules, resourceRules: resourceRules, enabledIDs: selected, severities: severities)
    }
}

/// The rules to call for each node type, looked up once per node of every file.
///
/// Keys are the identifiers of node types (`ObjectIdentifier(node.syntaxNodeType)`), kept in a
/// small open-addressing table: a lookup is a shift, a mask and a comparison or two, where a
/// `Dictionary` keyed by `SyntaxKind` hashes the kind through calls into SwiftSyntax. Each rule is
/// wrapped in a closure so that calling it copies no existential.
struct NodeTypeTable: Sendable {
    private let keys: [UInt]
    private let entries: [[RuleVisit]]
    private let mask: Int
    /// Whether some rule visits tokens.
    let includesTokens: Bool
    /// Whether no rule visits anything.
    var isEmpty: Bool { entries.allSatisfy(\.isEmpty) }

    init(_ table: [ObjectIdentifier: [RuleVisit]]) {
        var capacity = 16
        while capacity < table.count * 4 { capacity *= 2 }
        var keys = [UInt](repeating: 0, count: capacity)
        var entries = [[RuleVisit]](repeating: [], count: capacity)
        for (type, visits) in table where !visits.isEmpty {
            let key = UInt(bitPattern: Int(bitPattern: type))
            var slot = Self.slot(of: key, mask: capacity - 1)
            while keys[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            keys[slot] = key
            entries[slot] = visits
        }
        self.keys = keys
        self.entries = entries
        self.mask = capacity - 1
        self.includesTokens = table[ObjectIdentifier(TokenSyntax.self)].map { !$0.isEmpty } ?? false
    }

    private static func slot(of key: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key >> 4) ^ (key >> 13)) & mask
    }

    /// The visits registered for a node type, or nil.
    func visits(for type: ObjectIdentifier) -> [RuleVisit]? {
        let key = UInt(bitPattern: Int(bitPattern: type))
        var slot = Self.slot(of: key, mask: mask)
        while true {
            let candidate = keys[slot]
            if candidate == key { return entries[slot] }
            if candidate == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }
}

/// The rules to call for each of the node kinds that `TypedRuleDispatcher` handles.
struct TypedVisits: Sendable {
    /// The kinds the typed dispatcher handles: those the rules ask for, and a few more.
    static let kinds: Set<SyntaxKind> = [.functionCallExpr, .variableDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .memberType, .identifierType, .importDecl, .declReferenceExpr, .attribute, .initializerDecl, .functionDecl, .sequenceExpr, .memberAccessExpr, .keyPathExpr, .inheritedType, .closureExpr, .ifExpr, .stringLiteralExpr]

    let functionCallExpr: [RuleVisit]
    let variableDecl: [RuleVisit]
    let structDecl: [RuleVisit]
    let classDecl: [RuleVisit]
    let enumDecl: [RuleVisit]
    let actorDecl: [RuleVisit]
    let protocolDecl: [RuleVisit]
    let extensionDecl: [RuleVisit]
    let memberType: [RuleVisit]
    let identifierType: [RuleVisit]
    let importDecl: [RuleVisit]
    let declReferenceExpr: [RuleVisit]
    let attribute: [RuleVisit]
    let initializerDecl: [RuleVisit]
    let functionDecl: [RuleVisit]
    let sequenceExpr: [RuleVisit]
    let memberAccessExpr: [RuleVisit]
    let keyPathExpr: [RuleVisit]
    let inheritedType: [RuleVisit]
    let closureExpr: [RuleVisit]
    let ifExpr: [RuleVisit]
    let stringLiteralExpr: [RuleVisit]

    /// Nil when a rule visits a kind outside `kinds`; the general dispatcher serves those runs.
    init?(_ table: [SyntaxKind: [RuleVisit]]) {
        guard table.keys.allSatisfy(Self.kinds.contains) else { return nil }
        functionCallExpr = table[.functionCallExpr] ?? []
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
    }
}
