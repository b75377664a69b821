import ArchitectEngine
import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import ArchitectReporters
import ArchitectRules

/// `swiftui-architect graph`: the module and layer picture of a project.
enum GraphCommand {
    static let help = """
    USAGE: swiftui-architect graph [PATH] [--format dot|mermaid|json] [--config FILE]

    Draws the project's modules (package targets, and folders mapped to layers) with their
    dependencies from Package.swift manifests and import statements. Dependencies that the
    clinic layer rules forbid are drawn in red.

    """

    static func run(_ rawArguments: [String], console: Console, workingDirectory: String) throws -> Int32 {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        let arguments = try Arguments(rawArguments, valueFlags: ["--format", "--config"], switchFlags: [])
        guard arguments.positional.count <= 1 else { throw ConfigurationError("graph takes at most one PATH") }
        let configuration = try ConfigurationLoader.load(explicitPath: arguments.value("--config"), workingDirectory: workingDirectory)
        var options = LintOptions()
        options.paths = arguments.positional
        options.workingDirectory = workingDirectory
        let format = arguments.value("--format") ?? "dot"
        guard ["dot", "mermaid", "json"].contains(format) else {
            throw ConfigurationError("unknown graph format '\(format)'" + Spelling.hint(for: format, in: ["dot", "mermaid", "json"]))
        }
        let result = try Linter(configuration: configuration, options: options, rules: .none).run()
        let graph = Registry.moduleGraph(of: result.index)
        switch format {
        case "json": console.out(GraphRenderer.json(graph))
        case "mermaid": console.out(GraphRenderer.mermaid(graph))
        default: console.out(GraphRenderer.dot(graph))
        }
        return CommandLineTool.ExitCode.success
    }
}
