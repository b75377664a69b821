import ArchitectCore
import ArchitectEngine
import ArchitectProject
import ArchitectRules

/// Lints rule examples the way the engine lints files, for the catalog-wide tests.
enum ExampleHarness {
    static let projectRoot = "/virtual-project"

    /// Removes `↓` markers and returns the clean source with the (line, column) of each marker.
    static func extractMarkers(_ code: String) -> (source: String, locations: [Location]) {
        var source = ""
        var locations: [Location] = []
        var line = 1
        var column = 1
        for character in code {
            if character == "↓" {
                locations.append(Location(line: line, column: column))
                continue
            }
            source.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (source, locations)
    }

    /// A place in a file.
    struct Location: Hashable, Comparable, CustomStringConvertible {
        let line: Int
        let column: Int
        static func < (lhs: Location, rhs: Location) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
        var description: String { "\(line):\(column)" }
    }

    /// Lints an example with the given rule and returns that rule's findings.
    static func findings(for example: RuleExample, rule description: RuleDescription) throws -> [Finding] {
        let (source, _) = extractMarkers(example.code)
        var configuration = Configuration(baseDirectory: projectRoot)
        configuration.platforms["iOS"] = example.iOSTarget
        if !example.options.isEmpty {
            configuration.rules[description.id] = RuleSetting(options: example.options)
        }
        let isEngineRule = Registry.syntaxRuleTypes[description.id] == nil
        let rules = try RuleSet.resolve(configuration: configuration, preset: .recommended,
                                        only: isEngineRule ? [] : [description.id, SuppressionUnused.description.id])
        let layout = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: projectRoot)
        let path = projectRoot + "/" + example.path
        let result = FileLinter.lint(source: source, path: path, placement: layout.placement(of: path), rules: rules)
        return result.findings.filter { $0.ruleID == description.id }
    }
}
