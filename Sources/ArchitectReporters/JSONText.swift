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
        var output = ""
        write(value, indent: indent, to: &output)
        return output
    }

    /// Appends a value with two-space indentation to `output`: one growing string for the whole
    /// document, where joining the rendered parts of every level copied each finding's text once
    /// per level (a report of fifteen thousand findings took half a second).
    private static func write(_ value: Value, indent: String, to output: inout String) {
        switch value {
        case .string(let text): appendQuoted(text, to: &output)
        case .int(let number): output += String(number)
        case .double(let number): output += number.isFinite ? String(format: "%.3f", number) : "0"
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            writeContainer(items, between: ("[", "]"), indent: indent, to: &output) { item, inner, output in
                write(item, indent: inner, to: &output)
            }
        case .object(let fields):
            writeContainer(fields, between: ("{", "}"), indent: indent, to: &output) { field, inner, output in
                appendQuoted(field.0, to: &output)
                output += ": "
                write(field.1, indent: inner, to: &output)
            }
        }
    }

    /// Appends a list or an object: its brackets, and each element on a line of its own,
    /// indented one level deeper (`[]` or `{}` when it has none).
    private static func writeContainer<Element>(_ elements: [Element], between brackets: (open: String, close: String), indent: String,
                                                to output: inout String, element: (Element, String, inout String) -> Void) {
        guard !elements.isEmpty else { return output += brackets.open + brackets.close }
        let inner = indent + "  "
        output += brackets.open + "\n"
        for (position, item) in elements.enumerated() {
            if position > 0 { output += ",\n" }
            output += inner
            element(item, inner, &output)
        }
        output += "\n" + indent + brackets.close
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
        var result = ""
        appendQuoted(text, to: &result)
        return result
    }

    /// Appends `text` as a JSON string literal; a text with nothing to escape (most) is appended
    /// whole.
    private static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += text
            return output += "\""
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case let control where control.value < 0x20:
                output += String(format: "\\u%04x", control.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
