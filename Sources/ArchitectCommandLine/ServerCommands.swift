import ArchitectEngine
import ArchitectCore
import ArchitectServer

/// `swiftui-architect mcp`: the Model Context Protocol server for coding agents.
enum MCPCommand {
    static let help = """
    USAGE: swiftui-architect mcp

    Serves the Model Context Protocol on standard input and output (one JSON-RPC message per
    line) until the input ends. Tools: lint, explain, fix, rules, graph. Relative paths are taken
    from the current folder, whose .swiftui-architect.json applies as it does for `lint`.
    See docs/agents.md.

    """

    static func run(_ arguments: [String], console: Console, workingDirectory: String) throws -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        if let extra = arguments.first { throw ConfigurationError("mcp takes no argument '\(extra)'") }
        return MCPServer(tools: AgentTools.all(workingDirectory: workingDirectory), version: CommandLineTool.version).serve()
    }
}

/// `swiftui-architect lsp`: the Language Server Protocol server for editors.
enum LSPCommand {
    static let help = """
    USAGE: swiftui-architect lsp

    Serves the Language Server Protocol on standard input and output until `exit` or the end of
    input: diagnostics for open Swift files as they change (and for other files whose project
    findings change), quick fixes, and "disable for this line". The project is the workspace
    root the editor names, whose .swiftui-architect.json applies as it does for `lint`; the
    initialization options may give a "preset" and a list of "rules". See docs/editors.md.

    """

    static func run(_ arguments: [String], console: Console, workingDirectory: String) throws -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        if let extra = arguments.first { throw ConfigurationError("lsp takes no argument '\(extra)'") }
        return LanguageServer(version: CommandLineTool.version, workingDirectory: workingDirectory).serve()
    }
}
