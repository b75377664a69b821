import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import ArchitectProject
@testable import ArchitectRules
import Foundation

/// Lints rule examples the way the engine lints files, for the catalog-wide tests.
enum ExampleHarness {
    static let projectRoot = "/virtual-project"

    /// A place in an example: file, line and column.
    struct Location: Hashable, Comparable, CustomStringConvertible {
        let path: String
        let line: Int
        let column: Int
        static func < (lhs: Location, rhs: Location) -> Bool { (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column) }
        var description: String { "\(path):\(line):\(column)" }
    }

    /// Removes `↓` markers and returns the clean source with the (line, column) of each marker.
    static func extractMarkers(_ code: String, path: String = "") -> (source: String, locations: [Location]) {
        var source = ""
        var locations: [Location] = []
        var line = 1
        var column = 1
        for character in code {
            if character == "↓" {
                locations.append(Location(path: path, line: line, column: column))
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

    /// The marked locations of every file of an example.
    static func expectedLocations(_ example: RuleExample) -> [Location] {
        example.files.flatMap { extractMarkers($0.code, path: $0.path).locations }.sorted()
    }

    /// The configuration an example runs with.
    static func configuration(for example: RuleExample, rule description: RuleDescription, base: String) -> Configuration {
        var configuration = Configuration(baseDirectory: base)
        configuration.platforms["iOS"] = example.iOSTarget
        if description.needsLayers, example.layered {
            configuration.layers = ProjectLayout.defaultLayers
        }
        if !example.options.isEmpty {
            configuration.rules[description.id] = RuleSetting(options: example.options)
        }
        return configuration
    }

    /// Lints an example with the given rule and returns that rule's findings, paths relative to the example root.
    static func findings(for example: RuleExample, rule description: RuleDescription) throws -> [Finding] {
        let isResourceRule = Registry.resourceRuleTypes[description.id] != nil
        let isEngineRule = Registry.syntaxRuleTypes[description.id] == nil && Registry.projectRuleTypes[description.id] == nil && !isResourceRule
        let only = isEngineRule ? [] : [description.id, SuppressionUnusedRule.description.id]
        // Project and resource rules, and every example of several files, run through the whole
        // pipeline on a temporary folder (a resource example is a file such as `Info.plist`).
        if Registry.projectRuleTypes[description.id] != nil || isResourceRule || example.files.count > 1 {
            return try projectFindings(for: example, rule: description, only: only)
        }
        let (source, _) = extractMarkers(example.code)
        let configuration = configuration(for: example, rule: description, base: projectRoot)
        let rules = try RuleSet.resolve(configuration: configuration, preset: .recommended, only: only)
        let layout = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: projectRoot)
        let path = projectRoot + "/" + example.path
        let result = FileLinter.lint(source: source, path: path, placement: layout.placement(of: path), rules: rules)
        return result.findings.filter { $0.ruleID == description.id }.map { relative($0, to: projectRoot) }
    }

    /// Writes a project example to a temporary folder and runs the whole pipeline on it.
    static func projectFindings(for example: RuleExample, rule description: RuleDescription, only: [String]) throws -> [Finding] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sa-example-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in example.files {
            let url = URL(fileURLWithPath: root + "/" + file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(extractMarkers(file.code).source.utf8).write(to: url)
        }
        var options = LintOptions()
        options.paths = [root]
        options.workingDirectory = root
        options.jobs = 1
        let configuration = configuration(for: example, rule: description, base: root)
        var linterOptions = options
        linterOptions.preset = .recommended
        linterOptions.onlyRules = only
        let result = try Linter(configuration: configuration, options: linterOptions).run()
        return result.findings.filter { $0.ruleID == description.id }.map { relative($0, to: root) }
    }

    static func relative(_ finding: Finding, to root: String) -> Finding {
        var copy = finding
        if copy.path.hasPrefix(root + "/") { copy.path = String(copy.path.dropFirst(root.count + 1)) }
        return copy
    }
}
