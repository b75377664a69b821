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
}
