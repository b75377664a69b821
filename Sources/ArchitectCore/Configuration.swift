import Foundation

/// A problem with the configuration file or the command line; exits with code 2.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// How the configuration sets one rule.
public struct RuleSetting: Sendable, Equatable {
    /// False when the rule is turned `off`.
    public var enabled: Bool
    /// The severity, when the configuration sets one.
    public var severity: Severity?
    /// Option values set by the configuration.
    public var options: [String: OptionValue]

    public init(enabled: Bool = true, severity: Severity? = nil, options: [String: OptionValue] = [:]) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }
}

/// The contents of `.swiftui-architect.json`.
public struct Configuration: Sendable {
    /// The file it was read from, when there was one.
    public var sourcePath: String?
    /// The folder that relative `include`/`exclude` globs start from.
    public var baseDirectory: String
    public var preset: Preset = .recommended
    public var include: [String] = []
    public var exclude: [String] = []
    /// Settings by canonical rule ID.
    public var rules: [String: RuleSetting] = [:]
    /// Deployment targets by platform name, for example `iOS: 17.0`.
    public var platforms: [String: Version] = [:]
    /// Module or folder name patterns by layer name.
    public var layers: [String: [String]] = [:]

    /// The top-level keys the file may have.
    public static let knownKeys = ["preset", "include", "exclude", "rules", "platforms", "layers"]
    /// The layer names `layers` may use.
    public static let knownLayers = ["app", "features", "domain", "data", "designSystem", "shared", "tests"]
    /// The platform names `platforms` may use.
    public static let knownPlatforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
    /// The name looked for in the current folder and its parents.
    public static let fileName = ".swiftui-architect.json"

    public init(baseDirectory: String) {
        self.baseDirectory = baseDirectory
    }

    /// The iOS deployment target set in `platforms`, if any.
    public var iOSTarget: Version? { platforms["iOS"] }

    /// Finds `.swiftui-architect.json` in `directory` or its nearest parent.
    public static func locate(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads and validates a configuration file against the rule catalog.
    public static func load(path: String, catalog: RuleCatalog) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError("cannot read configuration file '\(path)'")
        }
        let base = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(data: data, baseDirectory: base, sourcePath: path, catalog: catalog)
    }

    /// Parses configuration JSON and validates every key, rule ID and option.
    public static func parse(data: Data, baseDirectory: String, sourcePath: String? = nil, catalog: RuleCatalog) throws(ConfigurationError) -> Configuration {
        let where_ = sourcePath ?? "configuration"
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(data))
        } catch {
            throw ConfigurationError("\(where_):\(error.line):\(error.column): \(error.reason)")
        }
        guard case .object(let object) = root else {
            throw ConfigurationError("\(where_): the configuration must be a JSON object")
        }
        var configuration = Configuration(baseDirectory: baseDirectory)
        configuration.sourcePath = sourcePath
        for key in object.keys.sorted() where !knownKeys.contains(key) {
            throw ConfigurationError("\(where_): unknown key '\(key)'" + Spelling.hint(for: key, in: knownKeys))
        }
        if let value = object["preset"] {
            guard case .string(let name) = value else { throw ConfigurationError("\(where_): 'preset' must be a string") }
            configuration.preset = try parsePreset(name)
        }
        configuration.include = try globList(object["include"], key: "include", in: where_)
        configuration.exclude = try globList(object["exclude"], key: "exclude", in: where_)
        if let value = object["rules"] {
            guard case .object(let rules) = value else { throw ConfigurationError("\(where_): 'rules' must be an object") }
            for name in rules.keys.sorted() {
                guard let description = catalog.description(for: name) else {
                    throw ConfigurationError("\(where_): " + catalog.unknownRuleMessage(name))
                }
                configuration.rules[description.id] = try parseRuleSetting(rules[name] ?? .null, rule: description, name: name, in: where_)
            }
        }
        if let value = object["platforms"] {
            guard case .object(let platforms) = value else { throw ConfigurationError("\(where_): 'platforms' must be an object") }
            for name in platforms.keys.sorted() {
                guard knownPlatforms.contains(name) else {
                    throw ConfigurationError("\(where_): unknown platform '\(name)'" + Spelling.hint(for: name, in: knownPlatforms))
                }
                let version: Version?
                switch platforms[name] {
                case .string(let text): version = Version(parsing: text)
                case .number(let number): version = Version(parsing: String(number))
                default: version = nil
                }
                guard let version else {
                    throw ConfigurationError("\(where_): platform '\(name)' needs a version such as \"17.0\"")
                }
                configuration.platforms[name] = version
            }
        }
        if let value = object["layers"] {
            guard case .object(let layers) = value else { throw ConfigurationError("\(where_): 'layers' must be an object") }
            for name in layers.keys.sorted() {
                guard knownLayers.contains(name) else {
                    throw ConfigurationError("\(where_): unknown layer '\(name)'" + Spelling.hint(for: name, in: knownLayers))
                }
                configuration.layers[name] = try stringList(layers[name], key: "layers.\(name)", in: where_)
            }
        }
        return configuration
    }

    /// Reads a preset name, with a suggestion when it is misspelled.
    public static func parsePreset(_ name: String) throws(ConfigurationError) -> Preset {
        guard let preset = Preset(rawValue: name) else {
            throw ConfigurationError("unknown preset '\(name)'" + Spelling.hint(for: name, in: Preset.allCases.map(\.rawValue)))
        }
        return preset
    }

    /// A list of path globs: `*`, `?` and `**` are the only special characters.
    private static func globList(_ value: JSONValue?, key: String, in where_: String) throws(ConfigurationError) -> [String] {
        let globs = try stringList(value, key: key, in: where_)
        for glob in globs {
            if let problem = globProblem(glob) {
                throw ConfigurationError("\(where_): '\(key)' entry '\(glob)' \(problem)")
            }
        }
        return globs
    }

    /// Why `glob` cannot be what its author meant, or nil.
    static func globProblem(_ glob: String) -> String? {
        if glob.trimmingCharacters(in: .whitespaces).isEmpty { return "is empty" }
        if let character = glob.first(where: { "[]{}!".contains($0) }) {
            return "uses '\(character)', which globs here do not support (only *, ? and ** are special)"
        }
        for segment in glob.split(separator: "/") where segment.contains("**") && segment != "**" {
            return "puts '**' inside a name; '**' must stand alone between slashes"
        }
        return nil
    }

    private static func stringList(_ value: JSONValue?, key: String, in where_: String) throws(ConfigurationError) -> [String] {
        guard let value else { return [] }
        guard case .array(let items) = value else { throw ConfigurationError("\(where_): '\(key)' must be a list of strings") }
        var result: [String] = []
        for item in items {
            guard case .string(let text) = item else { throw ConfigurationError("\(where_): '\(key)' must be a list of strings") }
            result.append(text)
        }
        return result
    }

    private static func parseRuleSetting(_ value: JSONValue, rule: RuleDescription, name: String, in where_: String) throws(ConfigurationError) -> RuleSetting {
        let severities = ["off", "on", "error", "warning", "note", "info"]
        switch value {
        case .string("off"):
            return RuleSetting(enabled: false)
        case .string("on"):
            return RuleSetting()
        case .bool(let enabled):
            return RuleSetting(enabled: enabled)
        case .string(let text):
            guard let severity = Severity(configValue: text) else {
                throw ConfigurationError("\(where_): rule '\(name)': unknown setting '\(text)'" + Spelling.hint(for: text, in: severities))
            }
            return RuleSetting(severity: severity)
        case .object(let fields):
            var setting = RuleSetting()
            for key in fields.keys.sorted() {
                let field = fields[key] ?? .null
                if key == "severity" {
                    guard case .string(let text) = field else {
                        throw ConfigurationError("\(where_): rule '\(name)': 'severity' must be a string")
                    }
                    if text == "off" { setting.enabled = false; continue }
                    guard let severity = Severity(configValue: text) else {
                        throw ConfigurationError("\(where_): rule '\(name)': unknown severity '\(text)'" + Spelling.hint(for: text, in: severities))
                    }
                    setting.severity = severity
                } else if key == "enabled" {
                    guard case .bool(let enabled) = field else {
                        throw ConfigurationError("\(where_): rule '\(name)': 'enabled' must be true or false")
                    }
                    setting.enabled = enabled
                } else {
                    guard let option = rule.option(named: key) else {
                        let candidates = rule.options.map(\.name) + ["severity", "enabled"]
                        throw ConfigurationError("\(where_): rule '\(name)' has no option '\(key)'" + Spelling.hint(for: key, in: candidates))
                    }
                    let shown = "\(where_): option '\(key)' of rule '\(name)'"
                    if case .int = option.defaultValue, case .number(let number) = field, number != number.rounded() || abs(number) >= 1e15 {
                        throw ConfigurationError("\(shown) must be a whole number from 0 to \(RuleOption.maximumWholeNumber), not \(number)")
                    }
                    guard let parsed = OptionValue(json: field, like: option.defaultValue) else {
                        throw ConfigurationError("\(shown) must be \(option.defaultValue.kindName), not \(field.kindName)")
                    }
                    if let problem = option.problem(with: parsed) {
                        throw ConfigurationError("\(shown) \(problem)")
                    }
                    setting.options[key] = parsed
                }
            }
            return setting
        default:
            throw ConfigurationError("\(where_): rule '\(name)' must be \"off\", a severity, or an object of options")
        }
    }
}
