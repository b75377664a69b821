import ArchitectCore
import ArchitectReporters

/// A tool the MCP server offers: its description for `tools/list` and what `tools/call` runs.
public struct MCPTool {
    /// The name clients call it by.
    public let name: String
    /// A short title for people.
    public let title: String
    /// What it does, for the model that picks tools.
    public let description: String
    /// The JSON Schema of its arguments (an object schema).
    public let inputSchema: JSONText.Value
    /// Runs the tool on its arguments (an object); throws `MCPToolFailure` for bad arguments
    /// or a failed run, which the client sees as a result with `isError`.
    public let run: (ToolArguments) throws(MCPToolFailure) -> MCPToolResult

    /// A tool with its description, schema and body.
    public init(name: String, title: String, description: String, inputSchema: JSONText.Value,
                run: @escaping (ToolArguments) throws(MCPToolFailure) -> MCPToolResult) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = inputSchema
        self.run = run
    }

    /// The entry of `tools/list`.
    var listing: JSONText.Value {
        .object([("name", .string(name)), ("title", .string(title)), ("description", .string(description)), ("inputSchema", inputSchema)])
    }
}

/// What a tool call produced: text for the model and the same facts as structured JSON.
public struct MCPToolResult {
    /// The text content.
    public let text: String
    /// The structured content (an object).
    public let structured: JSONText.Value
    /// Whether the call failed.
    public let isError: Bool

    /// A result; `isError` marks a failed call that the model should read and correct.
    public init(text: String, structured: JSONText.Value, isError: Bool = false) {
        self.text = text
        self.structured = structured
        self.isError = isError
    }

    /// The `tools/call` result.
    var written: JSONText.Value {
        .object([("content", .array([.object([("type", .string("text")), ("text", .string(text))])])),
                 ("structuredContent", structured), ("isError", .bool(isError))])
    }
}

/// A tool call that cannot run: bad arguments, or a configuration error.
public struct MCPToolFailure: Error {
    /// What went wrong, in one sentence.
    public let message: String

    /// A failure with its message.
    public init(_ message: String) { self.message = message }
}

/// The arguments of a tool call, read with their types checked.
public struct ToolArguments {
    private let members: [String: JSONValue]

    /// Checks that `value` is an object whose keys `allowed` lists.
    public init(_ value: JSONValue, allowed: Set<String>) throws(MCPToolFailure) {
        guard case .object(let members) = value else { throw MCPToolFailure("the arguments must be an object") }
        if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw MCPToolFailure("unknown argument '\(unknown)'; the tool takes " + allowed.sorted().map { "'\($0)'" }.joined(separator: ", "))
        }
        self.members = members
    }

    /// Whether the argument was given.
    public func has(_ name: String) -> Bool { members[name] != nil && members[name] != .null }

    /// A string argument.
    public func string(_ name: String) throws(MCPToolFailure) -> String? {
        guard let value = members[name], value != .null else { return nil }
        guard let text = value.string else { throw MCPToolFailure("'\(name)' must be a string, not \(value.kindName)") }
        return text
    }

    /// A list-of-strings argument.
    public func strings(_ name: String) throws(MCPToolFailure) -> [String] {
        guard let value = members[name], value != .null else { return [] }
        guard let items = value.array, let texts = Optional(items.compactMap(\.string)), texts.count == items.count else {
            throw MCPToolFailure("'\(name)' must be a list of strings")
        }
        return texts
    }

    /// A boolean argument.
    public func bool(_ name: String) throws(MCPToolFailure) -> Bool? {
        guard let value = members[name], value != .null else { return nil }
        guard let flag = value.bool else { throw MCPToolFailure("'\(name)' must be true or false, not \(value.kindName)") }
        return flag
    }
}
