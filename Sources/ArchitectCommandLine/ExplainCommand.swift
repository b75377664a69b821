import ArchitectEngine
import ArchitectCore
import ArchitectSyntax
import ArchitectRules

/// `swiftui-architect explain RULE_ID`: one rule in full.
enum ExplainCommand {
    static let help = """
    USAGE: swiftui-architect explain RULE_ID

    Shows a rule's rationale, severity, presets, options and examples. Aliases are accepted.

    """

    static func run(_ arguments: [String], console: Console) throws -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        guard arguments.count == 1, let name = arguments.first else {
            throw ConfigurationError("explain needs exactly one rule ID; see 'swiftui-architect rules'")
        }
        let catalog = Registry.catalog
        if let item = catalog.manualItem(for: name) {
            console.out("\(item.id): \(item.title)\n\nA manual review item: it cannot be checked from source, so no rule runs for it.\n")
            return CommandLineTool.ExitCode.success
        }
        guard let rule = catalog.description(for: name) else { throw ConfigurationError(catalog.unknownRuleMessage(name)) }
        console.out(render(rule, requestedAs: name))
        return CommandLineTool.ExitCode.success
    }

    static func render(_ rule: RuleDescription, requestedAs name: String) -> String {
        var lines: [String] = []
        lines.append("\(rule.id): \(rule.title)")
        if name != rule.id { lines.append("('\(name)' is an alias of this rule.)") }
        lines.append("")
        lines.append("category: \(rule.category.rawValue)   impact: \(rule.impact.rawValue)   severity: \(rule.defaultSeverity.rawValue)   scope: \(rule.scope.rawValue)   fixable: \(rule.fixable)")
        lines.append("presets: " + Preset.allCases.filter { rule.presets.contains($0) }.map(\.rawValue).joined(separator: ", "))
        if !rule.aliases.isEmpty { lines.append("aliases: " + rule.aliases.joined(separator: ", ")) }
        lines.append("")
        lines.append(rule.rationale)
        if rule.needsLayers {
            lines.append("")
            lines.append("Runs only in a project sorted into layers: one with a Domain module, or with \"layers\" set in \(Configuration.fileName).")
        }
        if !rule.options.isEmpty {
            lines.append("")
            lines.append("Options:")
            for option in rule.options {
                var line = "  \(option.name) = \(option.defaultValue)  \(option.summary)"
                let overrides = Preset.allCases.compactMap { preset in
                    rule.presetOptions[preset]?[option.name].map { "\(preset.rawValue): \($0)" }
                }
                if !overrides.isEmpty { line += " (" + overrides.joined(separator: "; ") + ")" }
                lines.append(line)
            }
        }
        func examples(_ title: String, _ list: [RuleExample]) {
            guard !list.isEmpty else { return }
            lines.append("")
            lines.append(title)
            for example in list {
                lines.append("")
                lines.append(contentsOf: example.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 })
            }
        }
        examples("Triggers (↓ marks where the finding lands):", rule.triggering)
        examples("Does not trigger:", rule.nonTriggering)
        for correction in rule.corrections {
            examples("`fix` rewrites:", [RuleExample(correction.input)])
            examples("into:", [RuleExample(correction.output)])
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
