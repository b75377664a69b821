/// The value of a rule option: a number, a flag, a word or a list of words.
public enum OptionValue: Sendable, Equatable, CustomStringConvertible {
    case int(Int)
    case bool(Bool)
    case string(String)
    case strings([String])

    /// Converts a configuration value, keeping the kind of `template`.
    /// Returns nil when the value does not have the kind the option needs.
    public init?(json: JSONValue, like template: OptionValue) {
        switch (template, json) {
        case (.int, .number(let number)) where number == number.rounded() && abs(number) < 1e15:
            self = .int(Int(number))
        case (.bool, .bool(let flag)):
            self = .bool(flag)
        case (.string, .string(let text)):
            self = .string(text)
        case (.strings, .array(let items)):
            var texts: [String] = []
            for item in items {
                guard case .string(let text) = item else { return nil }
                texts.append(text)
            }
            self = .strings(texts)
        default:
            return nil
        }
    }

    /// A name for the kind of value, used in error messages.
    public var kindName: String {
        switch self {
        case .int: "a whole number"
        case .bool: "true or false"
        case .string: "a string"
        case .strings: "a list of strings"
        }
    }

    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): "\"\(value)\""
        case .strings(let value): "[" + value.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
    }
}
