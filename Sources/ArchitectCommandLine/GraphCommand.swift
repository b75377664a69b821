import ArchitectEngine
import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import ArchitectReporters
import ArchitectRules
import Foundation

/// `swiftui-architect graph`: the module and layer picture of a project, or how it changed
/// since a git revision.
enum GraphCommand {
    static let help = """
    USAGE: swiftui-architect graph [PATH] [--format dot|mermaid|json|text] [--tests] [--compare REF] [--config FILE]

    Draws the project's modules (package targets, and folders mapped to layers) with their
    dependencies from Package.swift manifests and import statements, one edge per pair of
    modules: solid when a manifest declares it, dashed when only imported, red when a clinic
    layer rule forbids it.

    Options:
      --format FORMAT   dot (default), mermaid, json or text
      --tests           Also draw test modules (hidden by default)
      --compare REF     Show only what changed since the git revision REF: the edges added
                        (forbidden ones first) and removed; formats text (default), json and
                        mermaid. Exits with 1 when an added edge is forbidden.
      --config FILE     Use this configuration instead of the nearest .swiftui-architect.json

    """

    static func run(_ rawArguments: [String], console: Console, workingDirectory: String) throws -> Int32 {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        let arguments = try Arguments(rawArguments, valueFlags: ["--format", "--config", "--compare"], switchFlags: ["--tests"])
        guard arguments.positional.count <= 1 else { throw ConfigurationError("graph takes at most one PATH") }
        if let revision = arguments.value("--compare") {
            return try compare(since: revision, arguments: arguments, console: console, workingDirectory: workingDirectory)
        }
        let formats = ["dot", "mermaid", "json", "text"]
        let format = arguments.value("--format") ?? "dot"
        guard formats.contains(format) else {
            throw ConfigurationError("unknown graph format '\(format)'" + Spelling.hint(for: format, in: formats))
        }
        let graph = try moduleGraph(arguments: arguments, workingDirectory: workingDirectory, configurationPath: arguments.value("--config"))
        switch format {
        case "json": console.out(GraphRenderer.json(graph))
        case "mermaid": console.out(GraphRenderer.mermaid(graph))
        case "text": console.out(GraphRenderer.text(graph))
        default: console.out(GraphRenderer.dot(graph))
        }
        return CommandLineTool.ExitCode.success
    }

    /// The graph of the project in `workingDirectory` (test modules only with `--tests`).
    static func moduleGraph(arguments: Arguments, workingDirectory: String, configurationPath: String?) throws(ConfigurationError) -> ModuleGraph {
        let configuration = try ConfigurationLoader.load(explicitPath: configurationPath, workingDirectory: workingDirectory)
        var options = LintOptions()
        options.paths = arguments.positional
        options.workingDirectory = workingDirectory
        let result = try Linter(configuration: configuration, options: options, rules: .none).run()
        let graph = Registry.moduleGraph(of: result.index)
        return arguments.has("--tests") ? graph : graph.withoutTests()
    }

    /// `graph --compare REF`: builds the graph of the tree at REF, exported into a temporary
    /// folder, and lists the edges added and removed since.
    static func compare(since revision: String, arguments: Arguments, console: Console, workingDirectory: String) throws -> Int32 {
        let formats = ["text", "json", "mermaid"]
        let format = arguments.value("--format") ?? "text"
        guard formats.contains(format) else {
            throw ConfigurationError("graph --compare draws text, json or mermaid, not '\(format)'" + Spelling.hint(for: format, in: formats))
        }
        let git = try Git(containing: workingDirectory, flag: "--compare")
        let commit = try git.commit(revision)
        let current = try moduleGraph(arguments: arguments, workingDirectory: workingDirectory, configurationPath: arguments.value("--config"))

        let export = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-architect-compare-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: export) }
        try git.export(commit, into: export)
        // A `.git` marker, so the export's project boundary is its top, as the checkout's is.
        _ = FileManager.default.createFile(atPath: export + "/.git", contents: Data())
        // The same folder and paths, inside the export.
        func inExport(_ path: String) -> String {
            let absolute = Git.resolved(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
            if absolute == git.root { return export }
            return absolute.hasPrefix(git.root + "/") ? export + absolute.dropFirst(git.root.count) : absolute
        }
        let oldDirectory = inExport(workingDirectory)
        var old = ModuleGraph()
        if FileManager.default.fileExists(atPath: oldDirectory) {
            var oldArguments = rawArguments(for: arguments.positional.map(inExport), tests: arguments.has("--tests"))
            oldArguments = oldArguments.filter { FileManager.default.fileExists(atPath: $0) || $0.hasPrefix("--") }
            let parsed = try Arguments(oldArguments, valueFlags: [], switchFlags: ["--tests"])
            // An explicit --config applies to both trees; otherwise each tree uses its own.
            let configurationPath = arguments.value("--config").map { path in
                path.hasPrefix("/") ? path : workingDirectory + "/" + path
            }
            if parsed.positional.count == arguments.positional.count {
                old = try moduleGraph(arguments: parsed, workingDirectory: oldDirectory, configurationPath: configurationPath)
            }
        }
        let comparison = ModuleGraphComparison(old: old, new: current)
        switch format {
        case "json": console.out(GraphRenderer.json(comparison, base: revision, commit: commit))
        case "mermaid": console.out(GraphRenderer.mermaid(comparison))
        default: console.out(GraphRenderer.text(comparison, base: revision))
        }
        return comparison.addedForbidden.isEmpty ? CommandLineTool.ExitCode.success : CommandLineTool.ExitCode.findings
    }

    /// Arguments that give `paths` (and `--tests`) to `moduleGraph`.
    private static func rawArguments(for paths: [String], tests: Bool) -> [String] {
        (tests ? ["--tests"] : []) + ["--"] + paths
    }
}
