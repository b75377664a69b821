/// Whether a rule looks at one file's syntax tree or at the whole project.
public enum RuleScope: String, Sendable, Codable {
    case file
    case project
    case resource
}

/// One option a rule reads, with its default value.
public struct RuleOption: Sendable {
    /// The key used in configuration, for example `maxLines`.
    public let name: String
    /// The value used when neither the preset nor the configuration sets one.
    public let defaultValue: OptionValue
    /// What the option changes, in one sentence.
    public let summary: String
    /// For a string option that picks one of a few behaviours, the values it accepts; empty for
    /// free text.
    public let choices: [String]

    public init(_ name: String, default defaultValue: OptionValue, _ summary: String, choices: [String] = []) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
        self.choices = choices
    }

    /// The largest whole number an option accepts: larger values are mistakes, and they must not
    /// overflow the arithmetic of the rules.
    public static let maximumWholeNumber = 1_000_000_000

    /// Why `value` is not acceptable for this option, or nil when it is.
    public func problem(with value: OptionValue) -> String? {
        switch value {
        case .int(let number) where number < 0 || number > Self.maximumWholeNumber:
            return "must be a whole number from 0 to \(Self.maximumWholeNumber), not \(number)"
        case .string(let text) where !choices.isEmpty && !choices.contains(text):
            return "must be one of \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(text)'" + Spelling.hint(for: text, in: choices)
        default:
            return nil
        }
    }
}

/// One file of a rule example.
public struct ExampleFile: Sendable {
    /// The path relative to the example project's root, for example `Packages/Domain/Package.swift`.
    public let path: String
    /// The contents, with `↓` markers.
    public let code: String

    public init(_ path: String, _ code: String) {
        self.path = path
        self.code = code
    }
}

/// Swift source used to document and test a rule: one file, or a small project for project rules.
///
/// In a triggering example each `↓` marks where a finding must land (the marker itself is
/// removed before parsing). A non-triggering example must yield no finding at all.
public struct RuleExample: Sendable {
    /// The files of the example; single-file examples have one.
    public let files: [ExampleFile]
    /// Option values that differ from the rule's defaults for this example.
    public let options: [String: OptionValue]
    /// The iOS deployment target the example is linted with.
    public let iOSTarget: Version
    /// For a rule that needs layers (`RuleDescription.needsLayers`): whether the example's
    /// configuration declares them, as a team that adopted the layered architecture does. With
    /// `false` the example shows a project that did not, where the rule stays silent.
    public let layered: Bool

    /// A one-file example linted as `path`, which decides test-folder and module context.
    public init(_ code: String, path: String = "Sources/App/Example.swift", options: [String: OptionValue] = [:], iOS: Version = Version(17, 0),
                layered: Bool = true) {
        self.files = [ExampleFile(path, code)]
        self.options = options
        self.iOSTarget = iOS
        self.layered = layered
    }

    /// A project example: several files, manifests included.
    public init(project files: [ExampleFile], options: [String: OptionValue] = [:], iOS: Version = Version(17, 0), layered: Bool = true) {
        self.files = files
        self.options = options
        self.iOSTarget = iOS
        self.layered = layered
    }

    /// The source of the first file.
    public var code: String { files.first?.code ?? "" }
    /// The path of the first file.
    public var path: String { files.first?.path ?? "" }
}

/// What `fix` must make of a source: the input (with at least one fixable finding of the rule) and
/// the exact output, which has none. Corrections document a fix in `explain` and the docs, and run
/// as tests: the output must be exact, stable under a second fix, and type-check.
public struct RuleCorrection: Sendable {
    /// The source before fixing.
    public let input: String
    /// The source `fix` must produce.
    public let output: String
    /// The iOS deployment target the correction is fixed for.
    public let iOSTarget: Version
    /// The file's path inside the project, for fixes that only touch files of some name; nil for the default.
    public let path: String?

    /// `input` becomes `output` when fixed for an iOS `iOS` deployment target, in a file at `path`.
    public init(_ input: String, becomes output: String, iOS: Version = Version(17, 0), path: String? = nil) {
        self.input = input
        self.output = output
        self.iOSTarget = iOS
        self.path = path
    }
}

/// Everything known about a rule besides its check: the single source for `rules`,
/// `explain`, generated docs and the example tests.
public struct RuleDescription: Sendable {
    /// The canonical, stable ID, in kebab-case.
    public let id: String
    /// A short title.
    public let title: String
    /// The category the rule is filed under (`state`, `nav`, `diff`, …).
    public let category: RuleCategory
    /// The impact level its source document gives.
    public let impact: Impact
    /// The severity used unless configuration changes it.
    public let defaultSeverity: Severity
    /// The presets that include the rule (through its own ID or one of its aliases).
    public let presets: Set<Preset>
    /// Whether the rule reads one file, the whole project or one resource: set by the registry from
    /// the rule's type (`ProjectRule`, `ResourceRule`), `.file` in a description read straight from a rule.
    public private(set) var scope: RuleScope = .file
    /// Whether `fix` can rewrite its findings: set by the registry from the rule's type
    /// (`Rule.isFixable`), false in a description read straight from a rule.
    public private(set) var fixable = false
    /// Whether the rule checks the clinic layer contract (what Domain, Data, features and the App
    /// target may do), which only means something in a project sorted into those layers: one with
    /// a Domain module, or with `layers` set in its configuration. Elsewhere the engine skips it.
    public let needsLayers: Bool
    /// Other catalog IDs for the same check.
    public let aliases: [String]
    /// Why the rule exists and what it deliberately leaves alone, in plain prose.
    public let rationale: String
    /// Options the rule reads, with their defaults.
    public let options: [RuleOption]
    /// Option values that a preset sets differently from the default.
    public let presetOptions: [Preset: [String: OptionValue]]
    /// Examples that must produce exactly the marked findings.
    public let triggering: [RuleExample]
    /// Examples that must produce no finding.
    public let nonTriggering: [RuleExample]
    /// For a fixable rule, what its fix makes of some inputs.
    public let corrections: [RuleCorrection]

    public init(
        id: String,
        title: String,
        category: RuleCategory,
        impact: Impact,
        severity: Severity? = nil,
        presets: Set<Preset>,
        needsLayers: Bool = false,
        aliases: [String] = [],
        rationale: String,
        options: [any RuleOptionDeclaring] = [],
        presetOptions: [Preset: [String: OptionValue]] = [:],
        triggering: [RuleExample] = [],
        nonTriggering: [RuleExample] = [],
        corrections: [RuleCorrection] = []
    ) {
        self.id = id
        self.title = title
        self.category = category
        self.impact = impact
        self.defaultSeverity = severity ?? impact.defaultSeverity
        self.presets = presets.union([.all])
        self.needsLayers = needsLayers
        self.aliases = aliases
        self.rationale = rationale
        self.options = options.map(\.declaration)
        self.presetOptions = presetOptions
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.corrections = corrections
    }

    /// The name of the rule's type and of its file (without `.swift`): the ID in UpperCamelCase,
    /// followed by `Rule` unless the ID already ends so (`review-body-50-lines` is
    /// `ReviewBody50LinesRule`, in `Sources/ArchitectRules/Composition/ReviewBody50LinesRule.swift`).
    public var typeName: String { Self.typeName(forID: id) }

    /// The type name a rule ID asks for (see `typeName`); the registry generator checks rule files with it.
    public static func typeName(forID id: String) -> String {
        let name = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.hasSuffix("Rule") ? name : name + "Rule"
    }

    /// The ID a preset's users know the rule by: among the canonical ID and the aliases, the first
    /// whose prefix belongs to the preset's document (`view-body-complexity` for the clinic
    /// preset's body limit, `review-body-50-lines` for the review preset's). `recommended` and
    /// `all` use the canonical ID, as does a preset whose document has no ID for the rule.
    public func shownID(in preset: Preset) -> String {
        let prefixes = preset.idPrefixes
        guard !prefixes.isEmpty else { return id }
        return ([id] + aliases).first { name in prefixes.contains { name.hasPrefix($0) } } ?? id
    }

    /// This description as the registry knows it: marked fixable or not, with the scope its rule's type gives.
    public func marked(fixable: Bool, scope: RuleScope = .file) -> RuleDescription {
        var copy = self
        copy.fixable = fixable
        copy.scope = scope
        return copy
    }

    /// The option with this name, if the rule has one.
    public func option(named name: String) -> RuleOption? {
        options.first { $0.name == name }
    }

    /// The option values in force for a preset before configuration is applied.
    public func optionValues(for preset: Preset) -> [String: OptionValue] {
        var values: [String: OptionValue] = [:]
        for option in options { values[option.name] = option.defaultValue }
        for (name, value) in presetOptions[preset] ?? [:] { values[name] = value }
        return values
    }

    /// The option values in force under several presets applied in order: the defaults, then each
    /// including preset's overrides, so that a later preset wins where two set the same option.
    public func optionValues(for presets: [Preset]) -> [String: OptionValue] {
        var values: [String: OptionValue] = [:]
        for option in options { values[option.name] = option.defaultValue }
        for preset in presets where self.presets.contains(preset) {
            for (name, value) in presetOptions[preset] ?? [:] { values[name] = value }
        }
        return values
    }

    /// The ID shown under several presets: the one the last preset that includes the rule uses
    /// (the canonical ID when none includes it).
    public func shownID(in presets: [Preset]) -> String {
        presets.last { self.presets.contains($0) }.map { shownID(in: $0) } ?? id
    }
}
