import ArchitectCore
import ArchitectReporters
import ArchitectRules

/// `swiftui-architect rules`: the catalog, as text, JSON or Markdown.
enum RulesCommand {
    static let help = """
    USAGE: swiftui-architect rules [--preset NAME] [--format text|json|markdown]

    Lists the rules (all of them, or those of one preset) with their severity and presets.

    """

    static func run(_ rawArguments: [String], console: Console) throws -> Int32 {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        let arguments = try Arguments(rawArguments, valueFlags: ["--preset", "--format"], switchFlags: [])
        if let extra = arguments.positional.first { throw ConfigurationError("rules takes no argument '\(extra)'") }
        let preset = try arguments.value("--preset").map { name throws(ConfigurationError) in try Configuration.parsePreset(name) }
        let catalog = Registry.catalog
        let rules = catalog.descriptions.filter { preset == nil || $0.presets.contains(preset!) }
        let manual = catalog.manualItems.filter { preset == nil || $0.presets.contains(preset!) || preset == .all }
        switch arguments.value("--format") ?? "text" {
        case "text":
            console.out(text(rules))
        case "json":
            console.out(JSONText.render(json(rules, manual: manual)) + "\n")
        case "markdown":
            console.out(markdown(rules, manual: manual))
        case let other:
            throw ConfigurationError("unknown format '\(other)'" + Spelling.hint(for: other, in: ["text", "json", "markdown"]))
        }
        return CommandLineTool.ExitCode.success
    }

    static func text(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            rule.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0) + "  "
                + (rule.fixable ? "fix " : "    ") + rule.title + "\n"
        }.joined() + "\(rules.count) rules\n"
    }

    static func json(_ rules: [RuleDescription], manual: [ManualItem]) -> JSONText.Value {
        func presetList(_ presets: Set<Preset>) -> JSONText.Value {
            .array(Preset.allCases.filter { presets.contains($0) }.map { .string($0.rawValue) })
        }
        let ruleValues: [JSONText.Value] = rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("title", .string(rule.title)),
                ("category", .string(rule.category)),
                ("impact", .string(rule.impact.rawValue)),
                ("defaultSeverity", .string(rule.defaultSeverity.rawValue)),
                ("presets", presetList(rule.presets)),
                ("scope", .string(rule.scope.rawValue)),
                ("fixable", .bool(rule.fixable)),
                ("aliases", .array(rule.aliases.map { .string($0) })),
                ("options", .object(rule.options.map { ($0.name, jsonValue($0.defaultValue)) })),
            ])
        }
        let manualValues: [JSONText.Value] = manual.map { item in
            .object([("id", .string(item.id)), ("title", .string(item.title)), ("presets", presetList(item.presets.union([.all])))])
        }
        return .object([("rules", .array(ruleValues)), ("manual", .array(manualValues))])
    }

    static func jsonValue(_ value: OptionValue) -> JSONText.Value {
        switch value {
        case .int(let number): .int(number)
        case .bool(let flag): .bool(flag)
        case .string(let text): .string(text)
        case .strings(let list): .array(list.map { .string($0) })
        }
    }

    static func markdown(_ rules: [RuleDescription], manual: [ManualItem]) -> String {
        var lines = ["# swiftui-architect rules", "", "| ID | Title | Category | Severity | Presets | Fixable |", "|---|---|---|---|---|---|"]
        for rule in rules {
            let presets = Preset.allCases.filter { rule.presets.contains($0) && $0 != .all }.map(\.rawValue).joined(separator: ", ")
            lines.append("| `\(rule.id)` | \(rule.title) | \(rule.category) | \(rule.defaultSeverity.rawValue) | \(presets) | \(rule.fixable ? "yes" : "") |")
        }
        if !manual.isEmpty {
            lines += ["", "## Manual review items", "", "These cannot be checked from source; they are listed so that every catalog row appears once.", ""]
            lines += manual.map { "- `\($0.id)`: \($0.title)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
