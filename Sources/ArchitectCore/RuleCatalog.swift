/// A review point from the catalog that no tool can check (for example "test with VoiceOver").
public struct ManualItem: Sendable {
    public let id: String
    public let title: String
    public let presets: Set<Preset>

    public init(id: String, title: String, presets: Set<Preset>) {
        self.id = id
        self.title = title
        self.presets = presets
    }
}

/// Every rule the tool knows, with lookup by canonical ID or alias.
public struct RuleCatalog: Sendable {
    /// The rule descriptions, sorted by ID.
    public let descriptions: [RuleDescription]
    /// Review points listed for completeness but never executed.
    public let manualItems: [ManualItem]
    private let canonicalByName: [String: String]
    private let descriptionByID: [String: RuleDescription]

    public init(descriptions: [RuleDescription], manualItems: [ManualItem] = []) {
        self.descriptions = descriptions.sorted { $0.id < $1.id }
        self.manualItems = manualItems.sorted { $0.id < $1.id }
        var names: [String: String] = [:]
        var byID: [String: RuleDescription] = [:]
        for description in descriptions {
            byID[description.id] = description
            names[description.id] = description.id
            for alias in description.aliases { names[alias] = description.id }
        }
        self.canonicalByName = names
        self.descriptionByID = byID
    }

    /// The canonical ID for an ID or alias, or nil when the name is unknown.
    public func canonicalID(for name: String) -> String? {
        canonicalByName[name]
    }

    /// The description for an ID or alias.
    public func description(for name: String) -> RuleDescription? {
        canonicalID(for: name).flatMap { descriptionByID[$0] }
    }

    /// Every accepted name: canonical IDs and aliases.
    public var allNames: [String] { Array(canonicalByName.keys) }

    /// The manual item with this ID, if any.
    public func manualItem(for id: String) -> ManualItem? {
        manualItems.first { $0.id == id }
    }

    /// The canonical IDs of the rules a preset runs.
    public func ruleIDs(in preset: Preset) -> [String] {
        descriptions.filter { $0.presets.contains(preset) }.map(\.id)
    }

    /// `unknown rule 'x' (did you mean 'y'?)`.
    public func unknownRuleMessage(_ name: String) -> String {
        "unknown rule '\(name)'" + Spelling.hint(for: name, in: allNames)
    }
}
