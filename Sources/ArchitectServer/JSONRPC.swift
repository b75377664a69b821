import ArchitectCore
import ArchitectReporters

/// A JSON-RPC 2.0 error, sent back in place of a result.
public struct RPCError: Error, Sendable {
    /// The error code (the protocol's reserved codes are below).
    public let code: Int
    /// One sentence for the client's log.
    public let message: String

    /// An error with a code and a message.
    public init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message was not JSON.
    public static func parse(_ message: String) -> RPCError { RPCError(-32700, message) }
    /// The JSON was not a JSON-RPC 2.0 message.
    public static func invalidRequest(_ message: String) -> RPCError { RPCError(-32600, message) }
    /// The server knows no such method.
    public static func methodNotFound(_ method: String) -> RPCError { RPCError(-32601, "unknown method '\(method)'") }
    /// The parameters do not fit the method.
    public static func invalidParams(_ message: String) -> RPCError { RPCError(-32602, message) }
    /// The server could not answer.
    public static func internalError(_ message: String) -> RPCError { RPCError(-32603, message) }
}

/// What a server does with the messages of a JSON-RPC session.
public protocol RPCService: AnyObject {
    /// Answers a request with its result, or throws the error to send instead.
    func respond(to method: String, params: JSONValue) throws(RPCError) -> JSONText.Value
    /// Handles a notification, which gets no answer.
    func receive(_ method: String, params: JSONValue)
}

/// Decoding requests and encoding answers of JSON-RPC 2.0.
public enum RPC {
    /// Handles one message (the bytes of one JSON text) and returns the answer to send, if any:
    /// a result or an error for a request, an error for a message that is not JSON-RPC, nothing
    /// for a notification or a response.
    public static func handle(_ body: [UInt8], with service: any RPCService) -> JSONText.Value? {
        let message: JSONValue
        do {
            message = try JSONParser.parse(body)
        } catch {
            return self.error(id: .null, .parse("the message is not JSON (\(error.description))"))
        }
        guard case .object(let members) = message else {
            return self.error(id: .null, .invalidRequest("a message must be one JSON object (batches are not accepted)"))
        }
        let id = members["id"]
        if let id, !Self.isValidID(id) { return self.error(id: .null, .invalidRequest("'id' must be a string or a number")) }
        guard members["jsonrpc"]?.string == "2.0" else {
            return self.error(id: id ?? .null, .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        guard let methodValue = members["method"] else {
            // A response to a request of ours; the servers send none that need an answer.
            if members["result"] != nil || members["error"] != nil { return nil }
            return self.error(id: id ?? .null, .invalidRequest("a request needs a 'method'"))
        }
        guard let method = methodValue.string else { return self.error(id: id ?? .null, .invalidRequest("'method' must be a string")) }
        let params = members["params"] ?? .object([:])
        guard let id else {
            service.receive(method, params: params)
            return nil
        }
        do {
            return response(id: id, result: try service.respond(to: method, params: params))
        } catch {
            return self.error(id: id, error)
        }
    }

    /// The answer to request `id`.
    public static func response(id: JSONValue, result: JSONText.Value) -> JSONText.Value {
        .object([("jsonrpc", .string("2.0")), ("id", id.written), ("result", result)])
    }

    /// The error answer to request `id` (`null` when the request could not be read).
    public static func error(id: JSONValue, _ error: RPCError) -> JSONText.Value {
        .object([("jsonrpc", .string("2.0")), ("id", id.written),
                 ("error", .object([("code", .int(error.code)), ("message", .string(error.message))]))])
    }

    /// A notification from the server.
    public static func notification(_ method: String, params: JSONText.Value) -> JSONText.Value {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string, .number, .null: true
        default: false
        }
    }
}
