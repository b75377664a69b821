import ArchitectEngine
import ArchitectCore
import ArchitectProject
import ArchitectReporters
import ArchitectRules
import ArchitectServer
import Foundation

/// The tools `swiftui-architect mcp` offers coding agents: `lint`, `explain`, `fix`, `rules` and
/// `graph`, each on the code path of the command of the same name.
enum AgentTools {
    /// Every tool; relative paths are taken from `workingDirectory`.
    static func all(workingDirectory: String) -> [MCPTool] {
        [lint(workingDirectory, workspaces: Workspaces()), explain, fix(workingDirectory), rules, graph(workingDirectory)]
    }

    /// The projects `lint` loaded for unsaved sources, kept for the next call and brought up to
    /// date with the disk before each (the agent may have written files in between).
    final class Workspaces {
        private var loaded: [String: Workspace] = [:]

        func workspace(root: String, preset: Preset?, rules: [String]) throws(ConfigurationError) -> Workspace {
            let key = ([root, preset?.rawValue ?? ""] + rules).joined(separator: "\u{0}")
            if let workspace = loaded[key] {
                try workspace.refresh()
                return workspace
            }
            let workspace = try Workspace(root: root, preset: preset, onlyRules: rules)
            loaded[key] = workspace
            return workspace
        }
    }

    // MARK: Schemas

    static func schema(_ properties: [(String, JSONText.Value)], required: [String] = []) -> JSONText.Value {
        var fields: [(String, JSONText.Value)] = [("type", .string("object")), ("properties", .object(properties))]
        if !required.isEmpty { fields.append(("required", .array(required.map { .string($0) }))) }
        fields.append(("additionalProperties", .bool(false)))
        return .object(fields)
    }

    static func property(_ type: String, _ description: String) -> JSONText.Value {
        .object([("type", .string(type)), ("description", .string(description))])
    }

    static func stringList(_ description: String) -> JSONText.Value {
        .object([("type", .string("array")), ("items", .object([("type", .string("string"))])), ("description", .string(description))])
    }

    static let presetProperty: JSONText.Value = .object([
        ("type", .string("string")), ("enum", .array(Preset.allCases.map { .string($0.rawValue) })),
        ("description", .string("The preset whose rules run; default: the configuration's (else recommended).")),
    ])

    // MARK: lint

    static func lint(_ workingDirectory: String, workspaces: Workspaces) -> MCPTool {
        MCPTool(
            name: "lint", title: "Lint SwiftUI code",
            description: """
            Lints Swift files and folders (`paths`), or code not yet written to disk (`source`, with the \
            `path` it is meant for, so that its module, layer and deployment target are known and the \
            project rules see it beside the other files). Returns the findings as `lint --format json` \
            prints them, each with its rule's one-line summary and the `fix` that would rewrite it (or null).
            """,
            inputSchema: schema([
                ("paths", stringList("Files or folders to lint, relative to the server's folder; default: the whole folder.")),
                ("source", property("string", "Unsaved Swift code to lint instead of what is on disk at `path`.")),
                ("path", property("string", "Where `source` lives or will live (required with `source`).")),
                ("preset", presetProperty),
                ("rules", stringList("Run only these rules (IDs or aliases).")),
            ]),
            run: { arguments throws(MCPToolFailure) in try runLint(arguments, workingDirectory: workingDirectory, workspaces: workspaces) })
    }

    static func runLint(_ arguments: ToolArguments, workingDirectory: String, workspaces: Workspaces) throws(MCPToolFailure) -> MCPToolResult {
        let preset = try arguments.string("preset").map { name throws(MCPToolFailure) in try configured { () throws(ConfigurationError) in try Configuration.parsePreset(name) } }
        let rules = try arguments.strings("rules")
        let findings: [Finding]
        let fileCount: Int
        let start = Date()
        if let source = try arguments.string("source") {
            guard let path = try arguments.string("path") else { throw MCPToolFailure("'source' needs the 'path' the code is meant for") }
            guard !arguments.has("paths") else { throw MCPToolFailure("give either 'paths' or 'source' with 'path', not both") }
            let absolute = Discovery.standardize(path, relativeTo: workingDirectory)
            let workspace = try configured { () throws(ConfigurationError) in
                try workspaces.workspace(root: projectRoot(of: absolute, workingDirectory: workingDirectory), preset: preset, rules: rules)
            }
            workspace.update(absolute, text: source)
            findings = workspace.findings(in: absolute)
            workspace.update(absolute, text: nil)   // the source was never written
            fileCount = 1
        } else {
            guard !arguments.has("path") else { throw MCPToolFailure("'path' goes with 'source'; to lint files on disk, give 'paths'") }
            var options = LintOptions()
            options.paths = try arguments.strings("paths")
            options.workingDirectory = workingDirectory
            options.preset = preset
            options.onlyRules = rules
            let result = try configured { () throws(ConfigurationError) in
                try Linter(configuration: ConfigurationLoader.load(explicitPath: nil, workingDirectory: workingDirectory), options: options).run()
            }
            guard result.fileCount > 0 else { throw MCPToolFailure("no Swift file to lint in " + (options.paths.isEmpty ? "the server's folder" : options.paths.joined(separator: ", "))) }
            findings = result.findings
            fileCount = result.fileCount
        }
        let report = Report(toolVersion: CommandLineTool.version, findings: findings, fileCount: fileCount,
                            seconds: Date().timeIntervalSince(start), catalog: Registry.catalog, workingDirectory: workingDirectory)
        let fixable = Set(Registry.fixableRuleIDs)
        let document = JSONReporter.document(report) { finding in
            let title = Registry.catalog.description(for: finding.ruleID)?.title ?? ""
            let fix: JSONText.Value = finding.fixable && fixable.contains(finding.ruleID)
                ? .object([("tool", .string("fix")), ("rules", .array([.string(finding.ruleID)]))])
                : .null
            return [("summary", .string(title)), ("fix", fix)]
        }
        return MCPToolResult(text: JSONText.render(document), structured: document)
    }

    /// The folder a file's project is linted from: that of the configuration file above it,
    /// else the enclosing git checkout, else the working directory when the file lies under it,
    /// else the file's folder.
    static func projectRoot(of path: String, workingDirectory: String) -> String {
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" { folder = folder.deletingLastPathComponent() }
        if let configuration = Configuration.locate(from: folder.path) { return URL(fileURLWithPath: configuration).deletingLastPathComponent().path }
        var search = folder
        while search.path != "/" {
            if FileManager.default.fileExists(atPath: search.appendingPathComponent(".git").path) { return search.path }
            search = search.deletingLastPathComponent()
        }
        return path.hasPrefix(workingDirectory + "/") ? workingDirectory : folder.path
    }

    /// Runs `body`, turning a configuration error into a tool failure.
    static func configured<T>(_ body: () throws(ConfigurationError) -> T) throws(MCPToolFailure) -> T {
        do { return try body() } catch { throw MCPToolFailure(error.message) }
    }
}
