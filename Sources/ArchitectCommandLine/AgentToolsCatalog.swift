import ArchitectEngine
import ArchitectCore
import ArchitectReporters
import ArchitectRules
import ArchitectServer

/// The catalog tools: `explain` and `rules`.
extension AgentTools {
    static var explain: MCPTool { MCPTool(
        name: "explain", title: "Explain a rule",
        description: """
        Explains one rule (by ID or alias): what it checks and why, what it leaves alone, its options, \
        examples that trigger it and that do not, what `fix` rewrites, and which guide (preset) and \
        section (category) it comes from. Read it before arguing with a finding.
        """,
        inputSchema: schema([("rule", property("string", "The rule ID or alias, as a finding shows it."))], required: ["rule"]),
        run: { arguments throws(MCPToolFailure) in
            guard let name = try arguments.string("rule") else { throw MCPToolFailure("'rule' is required") }
            let catalog = Registry.catalog
            if let item = catalog.manualItem(for: name) {
                let text = "\(item.id): \(item.title)\n\nA manual review item: it cannot be checked from source, so no rule runs for it.\n"
                return MCPToolResult(text: text, structured: .object([
                    ("id", .string(item.id)), ("title", .string(item.title)), ("manual", .bool(true)), ("presets", presetNames(item.presets)),
                ]))
            }
            guard let rule = catalog.description(for: name) else { throw MCPToolFailure(catalog.unknownRuleMessage(name)) }
            return MCPToolResult(text: ExplainCommand.render(rule, requestedAs: name), structured: explanation(rule))
        }) }

    static func explanation(_ rule: RuleDescription) -> JSONText.Value {
        let options: [JSONText.Value] = rule.options.map { option in
            .object([("name", .string(option.name)), ("default", RulesCommand.jsonValue(option.defaultValue)),
                     ("summary", .string(option.summary)), ("choices", .array(option.choices.map { .string($0) }))])
        }
        let guides = Preset.allCases.filter { rule.presets.contains($0) && $0 != .recommended && $0 != .all }
        return .object([
            ("id", .string(rule.id)), ("title", .string(rule.title)), ("aliases", .array(rule.aliases.map { .string($0) })),
            ("guides", .array(guides.map { preset in
                .object([("preset", .string(preset.rawValue)), ("shownAs", .string(rule.shownID(in: preset)))])
            })),
            ("section", .string(rule.category.rawValue)),
            ("severity", .string(rule.defaultSeverity.rawValue)), ("impact", .string(rule.impact.rawValue)),
            ("scope", .string(rule.scope.rawValue)), ("fixable", .bool(rule.fixable)), ("presets", presetNames(rule.presets)),
            ("needsLayers", .bool(rule.needsLayers)), ("summary", .string(ExplainCommand.lead(of: rule.rationale))),
            ("rationale", .string(rule.rationale)),
            ("exampleMessage", ExplainCommand.exampleMessage(rule).map { .string($0) } ?? .null), ("options", .array(options)),
            ("triggering", .array(rule.triggering.map { .string($0.code) })),
            ("nonTriggering", .array(rule.nonTriggering.map { .string($0.code) })),
            ("corrections", .array(rule.corrections.map { .object([("input", .string($0.input)), ("output", .string($0.output))]) })),
        ])
    }

    static func presetNames(_ presets: Set<Preset>) -> JSONText.Value {
        .array(Preset.allCases.filter { presets.contains($0) }.map { .string($0.rawValue) })
    }

    static var rules: MCPTool { MCPTool(
        name: "rules", title: "List rules",
        description: "Lists the rules of a preset (default: every rule) with ID, title, severity, category, presets and whether `fix` rewrites them.",
        inputSchema: schema([("preset", presetProperty)]),
        run: { arguments throws(MCPToolFailure) in
            let preset = try arguments.string("preset").map { name throws(MCPToolFailure) in try configured { () throws(ConfigurationError) in try Configuration.parsePreset(name) } }
            let catalog = Registry.catalog
            let rules = catalog.descriptions.filter { preset == nil || $0.presets.contains(preset!) }
            let manual = catalog.manualItems.filter { preset == nil || $0.presets.contains(preset!) || preset == .all }
            return MCPToolResult(text: RulesCommand.text(rules), structured: RulesCommand.json(rules, manual: manual))
        }) }
}
