/// A Swift type an option's value can have: a whole number, a flag, a word or a list of words.
public protocol OptionConvertible: Sendable {
    /// The value, when `option` is of this kind.
    init?(option: OptionValue)
    /// The value as configuration holds it.
    var optionValue: OptionValue { get }
}

extension Int: OptionConvertible {
    public init?(option: OptionValue) {
        guard case .int(let value) = option else { return nil }
        self = value
    }

    public var optionValue: OptionValue { .int(self) }
}

extension Bool: OptionConvertible {
    public init?(option: OptionValue) {
        guard case .bool(let value) = option else { return nil }
        self = value
    }

    public var optionValue: OptionValue { .bool(self) }
}

extension String: OptionConvertible {
    public init?(option: OptionValue) {
        guard case .string(let value) = option else { return nil }
        self = value
    }

    public var optionValue: OptionValue { .string(self) }
}

extension Array: OptionConvertible where Element == String {
    public init?(option: OptionValue) {
        guard case .strings(let value) = option else { return nil }
        self = value
    }

    public var optionValue: OptionValue { .strings(self) }
}

/// Something a rule description lists as one of its options.
public protocol RuleOptionDeclaring: Sendable {
    /// The option's name, default and summary, untyped, for configuration, `explain` and the docs.
    var declaration: RuleOption { get }
}

extension RuleOption: RuleOptionDeclaring {
    public var declaration: RuleOption { self }
}

/// A rule option declared once, with its type and default: the rule lists it in its description
/// and reads it with `configuration[option]`, so the default is written in one place and a read
/// cannot ask for the wrong kind or a misspelt name.
public struct Option<Value: OptionConvertible>: RuleOptionDeclaring {
    /// The untyped declaration.
    public let declaration: RuleOption
    /// The value used when neither the preset nor the configuration sets one.
    public let defaultValue: Value

    /// An option named `name` (the key in configuration), with what it changes in one sentence;
    /// `choices` lists the accepted words of a string option that picks a behaviour.
    public init(_ name: String, default defaultValue: Value, _ summary: String, choices: [String] = []) {
        self.declaration = RuleOption(name, default: defaultValue.optionValue, summary, choices: choices)
        self.defaultValue = defaultValue
    }

    /// The key used in configuration.
    public var name: String { declaration.name }
}

extension RuleConfiguration {
    /// The value of `option` in this run: the configuration's, else the preset's, else the default.
    @inlinable  // rules read options on hot paths: specialised at each use, not a generic call
    public subscript<Value>(_ option: Option<Value>) -> Value {
        options[option.name].flatMap(Value.init(option:)) ?? option.defaultValue
    }
}
