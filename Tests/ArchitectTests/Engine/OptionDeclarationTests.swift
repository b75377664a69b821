import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import Testing

/// Options are declared once, in the rule's description; examples and presets that name an
/// option the rule does not declare (a misspelt key), or give it a value of another kind, would
/// silently test or run the default, so they fail here.
@Suite("Option declarations")
struct OptionDeclarationTests {
    /// Whether two option values have the same kind (a number, a flag, a text, a list of texts).
    static func sameKind(_ value: OptionValue, _ template: OptionValue) -> Bool {
        switch (value, template) {
        case (.int, .int), (.bool, .bool), (.string, .string), (.strings, .strings): true
        default: false
        }
    }

    /// The problems with `options` against the options `description` declares.
    static func problems(_ options: [String: OptionValue], of description: RuleDescription, where place: String) -> [String] {
        let declared = Dictionary(uniqueKeysWithValues: description.options.map { ($0.name, $0) })
        return options.sorted { $0.key < $1.key }.compactMap { name, value in
            guard let option = declared[name] else { return "\(description.id) \(place): unknown option '\(name)'" }
            guard sameKind(value, option.defaultValue) else { return "\(description.id) \(place): '\(name)' has the wrong kind of value" }
            if case .string(let text) = value, !option.choices.isEmpty, !option.choices.contains(text) {
                return "\(description.id) \(place): '\(name)' is not one of \(option.choices)"
            }
            return nil
        }
    }

    @Test("Every example and every preset sets only options its rule declares, with values of the declared kind")
    func examplesAndPresetsUseDeclaredOptions() {
        var found: [String] = []
        for description in Registry.catalog.descriptions {
            for (index, example) in description.triggering.enumerated() {
                found += Self.problems(example.options, of: description, where: "triggering #\(index)")
            }
            for (index, example) in description.nonTriggering.enumerated() {
                found += Self.problems(example.options, of: description, where: "non-triggering #\(index)")
            }
            for (preset, options) in description.presetOptions.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                found += Self.problems(options, of: description, where: "preset \(preset.rawValue)")
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("A misspelt option or a value of the wrong kind is caught")
    func problemsAreFound() throws {
        let description = try #require(Registry.catalog.descriptions.first { $0.id == "review-body-50-lines" })
        #expect(Self.problems(["maxLine": .int(3)], of: description, where: "test") == ["review-body-50-lines test: unknown option 'maxLine'"])
        #expect(Self.problems(["maxLines": .bool(true)], of: description, where: "test").count == 1)
        #expect(Self.problems(["maxLines": .int(3)], of: description, where: "test").isEmpty)
    }
}
