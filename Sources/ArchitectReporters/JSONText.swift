import Foundation

/// Writes JSON with keys in a fixed order, as the output contracts show them.
public enum JSONText {
    /// A JSON value whose object keys keep their order.
    public indirect enum Value: Sendable {
        case string(String)
        case int(Int)
        case double(Double)
        case bool(Bool)
        case null
        case array([Value])
        case object([(String, Value)])
    }

    /// Serialises a value with two-space indentation.
    public static func render(_ value: Value, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .string(let text): return quote(text)
        case .int(let number): return String(number)
        case .double(let number): return number.isFinite ? String(format: "%.3f", number) : "0"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { inner + render($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            return "{\n" + fields.map { inner + quote($0.0) + ": " + render($0.1, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// Serialises a value on one line, without spaces: a message of a newline-delimited protocol.
    public static func compact(_ value: Value) -> String {
        switch value {
        case .string, .int, .double, .bool, .null: return render(value)
        case .array(let items): return "[" + items.map(compact).joined(separator: ",") + "]"
        case .object(let fields): return "{" + fields.map { quote($0.0) + ":" + compact($0.1) }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal.
    public static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                result += String(format: "\\u%04x", control.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
