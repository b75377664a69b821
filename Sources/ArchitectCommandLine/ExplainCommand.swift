import ArchitectEngine
import ArchitectCore
import ArchitectSyntax
import ArchitectRules
import ArchitectProject
import Foundation

/// `swiftui-architect explain RULE_ID`: one rule in full.
enum ExplainCommand {
    static let help = """
    USAGE: swiftui-architect explain RULE_ID [--long]

    Shows a rule in short: what it flags and why, what a finding says (which tells how to fix
    it), whether `fix` rewrites it, one example that triggers it and one that does not.
    Aliases and manual review items are accepted.

    Options:
      --long    The full text instead: the whole rationale (what is reported and what is left
                alone), every example, what `fix` rewrites, and the options with their defaults

    """

    static func run(_ rawArguments: [String], console: Console) throws -> Int32 {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        let arguments = try Arguments(rawArguments, valueFlags: [], switchFlags: ["--long"])
        guard arguments.positional.count == 1, let name = arguments.positional.first else {
            throw ConfigurationError("explain needs exactly one rule ID; see 'swiftui-architect rules'")
        }
        let catalog = Registry.catalog
        if let item = catalog.manualItem(for: name) {
            console.out("\(item.id): \(item.title)\n\nA manual review item: it cannot be checked from source, so no rule runs for it.\n")
            return CommandLineTool.ExitCode.success
        }
        guard let rule = catalog.description(for: name) else { throw ConfigurationError(catalog.unknownRuleMessage(name)) }
        console.out(arguments.has("--long") ? render(rule, requestedAs: name) : renderSummary(rule, requestedAs: name))
        return CommandLineTool.ExitCode.success
    }

    /// The short form: heading, the rationale's lead, a finding's message, the fix, one example of each kind.
    static func renderSummary(_ rule: RuleDescription, requestedAs name: String) -> String {
        var lines = heading(rule, requestedAs: name)
        let presets = Preset.allCases.filter { rule.presets.contains($0) }.map(\.rawValue).joined(separator: ", ")
        lines.append("\(rule.defaultSeverity.rawValue) (impact \(rule.impact.rawValue)), \(rule.category.rawValue); presets: \(presets)")
        lines.append("")
        lines.append(lead(of: rule.rationale))
        if let message = exampleMessage(rule) {
            lines.append("")
            lines.append("A finding says, for example:")
            lines.append("  " + message)
        }
        lines.append("")
        lines.append(rule.fixable
            ? "Fix: `swiftui-architect fix --rule \(rule.id)` rewrites it (`--dry-run` shows the diff first)."
            : "Fix: by hand, as the finding says; `fix` does not rewrite this rule.")
        if let example = rule.triggering.first {
            lines.append("")
            lines.append("Triggers (↓ marks where the finding lands):")
            lines.append("")
            lines.append(contentsOf: indented(example))
        }
        if let example = rule.nonTriggering.first {
            lines.append("")
            lines.append("Does not trigger:")
            lines.append("")
            lines.append(contentsOf: indented(example))
        }
        var more: [String] = []
        if lead(of: rule.rationale) != rule.rationale { more.append("the full rationale: what is reported and what is left alone") }
        let hidden = max(0, rule.triggering.count - 1) + max(0, rule.nonTriggering.count - 1)
        if hidden > 0 { more.append("\(hidden) more example\(hidden == 1 ? "" : "s")") }
        if !rule.corrections.isEmpty { more.append("what `fix` rewrites") }
        if !rule.options.isEmpty { more.append("\(rule.options.count) option\(rule.options.count == 1 ? "" : "s")") }
        if !more.isEmpty {
            lines.append("")
            lines.append("More (\(more.joined(separator: ", "))): swiftui-architect explain \(name) --long")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first lines of both forms: ID and title, then severity, category, presets.
    private static func heading(_ rule: RuleDescription, requestedAs name: String) -> [String] {
        var lines = ["\(rule.id): \(rule.title)"]
        if name != rule.id { lines.append("('\(name)' is an alias of this rule.)") }
        return lines
    }

    /// The opening of a rationale, which says what the rule is about and why: its first
    /// paragraph up to the sentence where the details begin ("Reported…", "Left alone…").
    /// The whole first paragraph when it starts with the details.
    static func lead(of rationale: String) -> String {
        let paragraph = rationale.components(separatedBy: "\n\n").first ?? rationale
        let markers = [". Reported", ". Left alone", ". Not reported", ". Also reported", ". Also left alone"]
        let cut = markers.compactMap { paragraph.range(of: $0)?.lowerBound }.min()
        guard let cut else { return paragraph }
        return String(paragraph[...cut])
    }

    /// What a finding of the rule says, from its first triggering example (file rules whose
    /// example is one file); nil when the rule cannot be run that way.
    static func exampleMessage(_ rule: RuleDescription) -> String? {
        guard Registry.syntaxRuleTypes[rule.id] != nil, let example = rule.triggering.first, example.files.count == 1 else { return nil }
        let root = "/explain-example"
        var configuration = Configuration(baseDirectory: root)
        configuration.platforms["iOS"] = example.iOSTarget
        if rule.needsLayers, example.layered { configuration.layers = ProjectLayout.defaultLayers }
        if !example.options.isEmpty { configuration.rules[rule.id] = RuleSetting(options: example.options) }
        guard let rules = try? RuleSet.resolve(configuration: configuration, preset: .all, only: [rule.id]) else { return nil }
        let layout = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: root)
        let path = root + "/" + example.path
        let source = example.code.replacingOccurrences(of: "↓", with: "")
        let result = FileLinter.lint(source: source, path: path, placement: layout.placement(of: path), rules: rules)
        return result.findings.first { $0.ruleID == rule.id }?.message
    }

    private static func indented(_ example: RuleExample) -> [String] {
        example.code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    }

    static func render(_ rule: RuleDescription, requestedAs name: String) -> String {
        var lines = heading(rule, requestedAs: name)
        lines.append("")
        lines.append("category: \(rule.category.rawValue)   impact: \(rule.impact.rawValue)   severity: \(rule.defaultSeverity.rawValue)   scope: \(rule.scope.rawValue)   fixable: \(rule.fixable)")
        lines.append("presets: " + Preset.allCases.filter { rule.presets.contains($0) }.map(\.rawValue).joined(separator: ", "))
        if !rule.aliases.isEmpty { lines.append("aliases: " + rule.aliases.joined(separator: ", ")) }
        lines.append("")
        lines.append(rule.rationale)
        if let message = exampleMessage(rule) {
            lines.append("")
            lines.append("A finding says, for example:")
            lines.append("  " + message)
        }
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
