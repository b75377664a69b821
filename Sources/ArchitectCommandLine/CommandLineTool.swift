import ArchitectEngine
import ArchitectCore
import ArchitectSyntax
import ArchitectRules
import Foundation

/// The `swiftui-architect` command line: parses arguments, runs a command, returns the exit code.
public enum CommandLineTool {
    /// The tool's version.
    public static let version = "0.2.0"

    /// Exit codes of DESIGN §3.
    public enum ExitCode {
        public static let success: Int32 = 0
        public static let findings: Int32 = 1
        public static let usage: Int32 = 2
        public static let internalError: Int32 = 3
    }

    static let usage = """
    USAGE: swiftui-architect <command> [options]

    Commands:
      lint [PATH...]      Lint Swift files, manifests and folder layout (the default command)
      fix [PATH...]       Rewrite what fixable rules found (--rule ID, --dry-run), then lint again
      rules               List the rules, optionally of one preset
      explain RULE_ID     Show a rule's rationale, options and examples
      graph [PATH]        Draw the module and layer graph (dot, mermaid or json)
      init                Write a starter .swiftui-architect.json
      lsp                 Serve the Language Server Protocol on standard input and output (editors)
      mcp                 Serve the Model Context Protocol on standard input and output (coding agents)

    Options:
      --version           Print the version
      --help              Print this help; COMMAND --help for a command's options

    """

    /// Runs the command line and returns the process exit code.
    public static func run(arguments: [String], console: Console = .standard, workingDirectory: String = FileManager.default.currentDirectoryPath) -> Int32 {
        let code = runCommand(arguments: arguments, console: console, workingDirectory: workingDirectory)
        let failures = StandardStream.failures
        guard !failures.isEmpty else { return code }
        // Say so on whichever stream still works; the exit code says it in any case.
        if failures.contains(1) {
            StandardStream.write("error: could not write to standard output (closed or full)\n", to: 2)
        } else {
            StandardStream.write("error: could not write to standard error (closed or full)\n", to: 1)
        }
        return ExitCode.internalError
    }

    private static func runCommand(arguments: [String], console: Console, workingDirectory: String) -> Int32 {
        var arguments = arguments
        let command: String
        if let first = arguments.first, !first.hasPrefix("-") || first == "--help" || first == "-h" || first == "--version" {
            command = first
            arguments.removeFirst()
        } else {
            command = "lint"
        }
        do {
            switch command {
            case "--version":
                console.out(version + "\n")
                return ExitCode.success
            case "--help", "-h", "help":
                console.out(usage)
                return ExitCode.success
            case "lint":
                return try LintCommand.run(arguments, console: console, workingDirectory: workingDirectory)
            case "fix":
                return try FixCommand.run(arguments, console: console, workingDirectory: workingDirectory)
            case "rules":
                return try RulesCommand.run(arguments, console: console)
            case "explain":
                return try ExplainCommand.run(arguments, console: console)
            case "graph":
                return try GraphCommand.run(arguments, console: console, workingDirectory: workingDirectory)
            case "init":
                return try InitCommand.run(arguments, console: console, workingDirectory: workingDirectory)
            case "lsp":
                return try LSPCommand.run(arguments, console: console, workingDirectory: workingDirectory)
            case "mcp":
                return try MCPCommand.run(arguments, console: console, workingDirectory: workingDirectory)
            case "version":
                throw ConfigurationError("unknown command 'version'; use 'swiftui-architect --version'")
            case "autocorrect":
                throw ConfigurationError("unknown command 'autocorrect'; use 'swiftui-architect fix'")
            default:
                let commands = ["lint", "fix", "rules", "explain", "graph", "init", "lsp", "mcp"]
                throw ConfigurationError("unknown command '\(command)'" + Spelling.hint(for: command, in: commands) + "; see 'swiftui-architect --help'")
            }
        } catch let error as ConfigurationError {
            console.err("error: \(error.message)\n")
            return ExitCode.usage
        } catch let error as FixWriteError {
            console.err("error: \(error.description)\n")
            return ExitCode.internalError
        } catch {
            console.err("internal error: \(error)\n")
            return ExitCode.internalError
        }
    }
}
