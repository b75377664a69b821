/// The settings one rule runs with: its severity and its option values.
public struct RuleConfiguration: Sendable {
    public var severity: Severity
    public var options: [String: OptionValue]

    public init(severity: Severity, options: [String: OptionValue]) {
        self.severity = severity
        self.options = options
    }

    /// The defaults of a rule under a preset.
    public init(_ description: RuleDescription, preset: Preset = .recommended) {
        self.init(severity: description.defaultSeverity, options: description.optionValues(for: preset))
    }

    /// A whole-number option; `fallback` when it is missing or of another kind.
    public func int(_ name: String, fallback: Int = 0) -> Int {
        if case .int(let value)? = options[name] { return value }
        return fallback
    }

    /// A boolean option; `fallback` when it is missing or of another kind.
    public func bool(_ name: String, fallback: Bool = false) -> Bool {
        if case .bool(let value)? = options[name] { return value }
        return fallback
    }

    /// A string option; `fallback` when it is missing or of another kind.
    public func string(_ name: String, fallback: String = "") -> String {
        if case .string(let value)? = options[name] { return value }
        return fallback
    }

    /// A list option; `fallback` when it is missing or of another kind.
    public func strings(_ name: String, fallback: [String] = []) -> [String] {
        if case .strings(let value)? = options[name] { return value }
        return fallback
    }
}
