import ArchitectCore
import ArchitectReporters
import Foundation

/// A Model Context Protocol server over standard input and output: one JSON-RPC message per
/// line, with `initialize`, `ping`, `tools/list` and `tools/call`.
public final class MCPServer: RPCService {
    /// The protocol revisions the server speaks, newest first.
    public static let protocolVersions = ["2025-06-18", "2025-03-26", "2024-11-05"]

    private let tools: [MCPTool]
    private let version: String

    /// A server offering `tools`; `version` is the tool's version for `serverInfo`.
    public init(tools: [MCPTool], version: String) {
        self.tools = tools
        self.version = version
    }

    /// Serves until the input ends; returns the exit code.
    public func serve(input: Int32 = 0, output: Int32 = 1) -> Int32 {
        ignoreBrokenPipes()
        let reader = ByteInput(descriptor: input)
        let writer = MessageOutput(descriptor: output, framed: false)
        while let line = reader.readLine() {
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { continue }
            if let answer = RPC.handle(line, with: self) { writer.send(answer) }
            if writer.failed { return 1 }
        }
        return 0
    }

    /// Answers the requests of the protocol.
    public func respond(to method: String, params: JSONValue) throws(RPCError) -> JSONText.Value {
        switch method {
        case "initialize":
            let asked = params["protocolVersion"]?.string ?? ""
            let agreed = Self.protocolVersions.contains(asked) ? asked : Self.protocolVersions[0]
            return .object([
                ("protocolVersion", .string(agreed)),
                ("capabilities", .object([("tools", .object([("listChanged", .bool(false))]))])),
                ("serverInfo", .object([("name", .string("swiftui-architect")), ("title", .string("swiftui-architect")),
                                        ("version", .string(version))])),
                ("instructions", .string("""
                A static analyzer for SwiftUI architecture and performance. Call `lint` on code before \
                writing it to disk (`source` and `path`) or on files and folders (`paths`); call \
                `explain` with a rule ID before disagreeing with a finding; `fix` shows a diff unless \
                `dryRun` is false.
                """)),
            ])
        case "ping":
            return .object([])
        case "tools/list":
            return .object([("tools", .array(tools.map(\.listing)))])
        case "tools/call":
            return try call(params)
        default:
            throw .methodNotFound(method)
        }
    }

    /// Notifications (`notifications/initialized`, `notifications/cancelled`) need nothing.
    public func receive(_ method: String, params: JSONValue) {}

    private func call(_ params: JSONValue) throws(RPCError) -> JSONText.Value {
        guard let name = params["name"]?.string else { throw .invalidParams("tools/call needs the tool's 'name'") }
        guard let tool = tools.first(where: { $0.name == name }) else {
            throw .invalidParams("unknown tool '\(name)'; the tools are " + tools.map { "'\($0.name)'" }.joined(separator: ", "))
        }
        let arguments = params["arguments"] ?? .object([:])
        do {
            let properties = Self.propertyNames(of: tool.inputSchema)
            return try tool.run(ToolArguments(arguments, allowed: properties)).written
        } catch {
            return MCPToolResult(text: "error: " + error.message, structured: .object([("error", .string(error.message))]), isError: true).written
        }
    }

    /// The argument names an object schema declares.
    static func propertyNames(of schema: JSONText.Value) -> Set<String> {
        guard case .object(let fields) = schema,
              let properties = fields.first(where: { $0.0 == "properties" })?.1, case .object(let members) = properties else { return [] }
        return Set(members.map(\.0))
    }
}

/// A write to a client that went away fails with `EPIPE` instead of ending the process.
func ignoreBrokenPipes() {
    _ = signal(SIGPIPE, SIG_IGN)
}
