import ArchitectEngine
import ArchitectCore
import ArchitectReporters
import ArchitectRules
import ArchitectServer
import Foundation

/// The project tools: `fix` and `graph`.
extension AgentTools {
    static func fix(_ workingDirectory: String) -> MCPTool {
        MCPTool(
            name: "fix", title: "Fix findings",
            description: """
            Rewrites what the fixable rules found in `paths` (default: the server's folder), as \
            `swiftui-architect fix` does. With `dryRun` true (the default) nothing is written: the result \
            is the unified diff, the notes on what was left alone and why, and the findings that would \
            remain. With `dryRun` false the files are rewritten.
            """,
            inputSchema: schema([
                ("paths", stringList("Files or folders to fix, relative to the server's folder.")),
                ("rules", stringList("Run only these rules' fixes (IDs or aliases).")),
                ("dryRun", .object([("type", .string("boolean")), ("default", .bool(true)),
                                    ("description", .string("Show the diff without writing (default true)."))])),
                ("preset", presetProperty),
            ]),
            run: { arguments throws(MCPToolFailure) in
                let dryRun = try arguments.bool("dryRun") ?? true
                var command = ["fix"] + (try arguments.strings("paths")) + (try arguments.strings("rules")).flatMap { ["--rule", $0] }
                if let preset = try arguments.string("preset") { command += ["--preset", preset] }
                if dryRun { command.append("--dry-run") }
                let run = CapturedRun(command, workingDirectory: workingDirectory)
                guard run.code == CommandLineTool.ExitCode.success || run.code == CommandLineTool.ExitCode.findings else {
                    throw MCPToolFailure(run.errors.trimmingCharacters(in: .whitespacesAndNewlines))
                }
                // A dry run prints the patch on standard output and the rest on standard error;
                // a real run prints the remaining findings on standard output.
                let diff = dryRun ? run.output : ""
                let report = dryRun ? run.errors : run.output + run.errors
                let lines = report.split(separator: "\n").map(String.init)
                let notes = lines.filter { $0.hasPrefix("note: ") }.map { String($0.dropFirst(6)) }
                let structured: JSONText.Value = .object([
                    ("dryRun", .bool(dryRun)), ("diff", .string(diff)),
                    ("changedFiles", .array(diff.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }.map { .string(String($0.dropFirst(6))) })),
                    ("notes", .array(notes.map { .string($0) })),
                    ("report", .string(lines.filter { !$0.hasPrefix("note: ") }.joined(separator: "\n"))),
                ])
                let text = (diff.isEmpty ? "" : diff + "\n") + report
                return MCPToolResult(text: text.isEmpty ? "Nothing to fix." : text, structured: structured)
            })
    }

    static func graph(_ workingDirectory: String) -> MCPTool {
        MCPTool(
            name: "graph", title: "Module graph",
            description: """
            The project's modules with their layers, and the dependencies between them (from manifests \
            and imports), each marked with whether a layer rule forbids it: the JSON of `graph --format json`.
            """,
            inputSchema: schema([("path", property("string", "The project folder, relative to the server's folder; default: the server's folder."))]),
            run: { arguments throws(MCPToolFailure) in
                var options = LintOptions()
                options.paths = try arguments.string("path").map { [$0] } ?? []
                options.workingDirectory = workingDirectory
                let result = try configured { () throws(ConfigurationError) in
                    try Linter(configuration: ConfigurationLoader.load(explicitPath: nil, workingDirectory: workingDirectory), options: options, rules: .none).run()
                }
                let value = GraphRenderer.jsonValue(Registry.moduleGraph(of: result.index))
                return MCPToolResult(text: JSONText.render(value), structured: value)
            })
    }
}

/// A command of the command line run in this process, with its output captured.
struct CapturedRun {
    let code: Int32
    let output: String
    let errors: String

    init(_ arguments: [String], workingDirectory: String) {
        let output = TextBuffer(), errors = TextBuffer()
        code = CommandLineTool.run(arguments: arguments, console: Console(out: output.append, err: errors.append), workingDirectory: workingDirectory)
        self.output = output.text
        self.errors = errors.text
    }
}

/// Text collected from a console, from any thread.
final class TextBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []

    func append(_ text: String) {
        lock.lock()
        parts.append(text)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return parts.joined()
    }
}
