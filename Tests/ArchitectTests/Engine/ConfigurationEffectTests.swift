import ArchitectCore
import ArchitectEngine
import ArchitectSyntax
@testable import ArchitectRules
import Foundation
import Testing

/// What a configuration changes about the rules that run, not only whether it parses.
@Suite("Configuration effects")
struct ConfigurationEffectTests {
    func ruleSet(_ json: String) throws -> RuleSet {
        let configuration = try Configuration.parse(data: Data(json.utf8), baseDirectory: "/p", catalog: Registry.catalog)
        return try RuleSet.resolve(configuration: configuration)
    }

    /// The options a resolved rule runs with, whatever kind of rule it is.
    func options(of id: String, in rules: RuleSet) -> [String: OptionValue]? {
        if let rule = rules.syntaxRules.first(where: { type(of: $0).description.id == id }) { return rule.configuration.options }
        if let rule = rules.projectRules.first(where: { type(of: $0).description.id == id }) { return rule.configuration.options }
        return nil
    }

    @Test("true, \"on\" and {\"enabled\": true} turn on a rule the preset leaves out")
    func enablingOutsideThePreset() throws {
        let outside = try #require(Registry.catalog.descriptions.first {
            !$0.presets.contains(.recommended) && Registry.syntaxRuleTypes[$0.id] != nil
        })
        #expect(try !ruleSet("{}").enabledIDs.contains(outside.id))
        for value in ["true", #""on""#, #"{"enabled": true}"#, "{}"] {
            let rules = try ruleSet(#"{"rules": {"\#(outside.id)": \#(value)}}"#)
            #expect(rules.enabledIDs.contains(outside.id), "\(value)")
            #expect(rules.syntaxRules.contains { type(of: $0).description.id == outside.id }, "\(value)")
        }
    }

    @Test("false, \"off\" and {\"enabled\": false} keep turning a preset's rule off")
    func disablingStillWorks() throws {
        let inside = try #require(Registry.catalog.descriptions.first { $0.presets.contains(.recommended) })
        #expect(try ruleSet("{}").enabledIDs.contains(inside.id))
        for value in ["false", #""off""#, #"{"enabled": false}"#, #"{"severity": "off"}"#] {
            #expect(try !ruleSet(#"{"rules": {"\#(inside.id)": \#(value)}}"#).enabledIDs.contains(inside.id), "\(value)")
        }
    }

    @Test("A rule turned on in the configuration reports from the command line")
    func enabledRuleReports() throws {
        let outside = try #require(Registry.catalog.description(for: "diff-avoid-anyview"))
        try #require(!outside.presets.contains(.clean))
        let project = try TemporaryProject([
            "Sources/App/Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View { AnyView(Text(\"x\")) }\n}\n",
            ".swiftui-architect.json": #"{"preset": "clean", "rules": {"\#(outside.id)": "on"}}"#,
        ])
        let run = CommandRun.run(["lint", "--format", "json"], in: project.root)
        let rules = (run.json?["findings"] as? [[String: Any]] ?? []).compactMap { $0["canonical"] as? String }
        #expect(rules.contains(outside.id), "\(run.out)\(run.err)")
    }

    @Test("A list of presets runs the union of their rules")
    func presetListIsAUnion() throws {
        let catalog = Registry.catalog
        let union = Set(catalog.ruleIDs(in: .recommended) + catalog.ruleIDs(in: .clinic))
        let rules = try ruleSet(#"{"preset": ["recommended", "clinic"]}"#)
        #expect(rules.enabledIDs == union)
        #expect(try ruleSet(#"{"preset": ["clinic"]}"#).enabledIDs == Set(catalog.ruleIDs(in: .clinic)))
        let configuration = try Configuration.parse(data: Data(#"{"preset": ["recommended", "clinic"]}"#.utf8), baseDirectory: "/p", catalog: catalog)
        #expect(configuration.presets == [.recommended, .clinic])
        #expect(configuration.preset == .clinic)
        // A rule turned off still wins over every preset of the list.
        let some = try #require(catalog.ruleIDs(in: .clinic).first)
        #expect(try !ruleSet(#"{"preset": ["recommended", "clinic"], "rules": {"\#(some)": "off"}}"#).enabledIDs.contains(some))
    }

    @Test("Where two presets of the list set a rule's option differently, the later one wins")
    func laterPresetWins() throws {
        // A rule two presets configure differently, found in the catalog rather than named, so
        // the test follows the catalog.
        var found: (rule: RuleDescription, first: Preset, second: Preset, option: String)?
        search: for rule in Registry.catalog.descriptions {
            let presets = Preset.allCases.filter { rule.presets.contains($0) && rule.presetOptions[$0] != nil }
            for first in presets {
                for second in presets where second != first {
                    for (name, value) in rule.presetOptions[first] ?? [:] where rule.presetOptions[second]?[name].map({ $0 != value }) ?? false {
                        found = (rule, first, second, name)
                        break search
                    }
                }
            }
        }
        let (rule, first, second, option) = try #require(found)
        let forward = try ruleSet(#"{"preset": ["\#(first.rawValue)", "\#(second.rawValue)"]}"#)
        #expect(options(of: rule.id, in: forward)?[option] == rule.presetOptions[second]?[option])
        let backward = try ruleSet(#"{"preset": ["\#(second.rawValue)", "\#(first.rawValue)"]}"#)
        #expect(options(of: rule.id, in: backward)?[option] == rule.presetOptions[first]?[option])
    }

    @Test("A preset list with a wrong name or shape is an error that says what is allowed")
    func presetListErrors() throws {
        func message(_ json: String) -> String? {
            do {
                _ = try Configuration.parse(data: Data(json.utf8), baseDirectory: "/p", catalog: Registry.catalog)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(try #require(message(#"{"preset": ["recommended", "clinik"]}"#)).contains("unknown preset 'clinik' (did you mean 'clinic'?)"))
        #expect(try #require(message(#"{"preset": []}"#)).contains("'preset' must be a preset name or a list of them"))
        #expect(try #require(message(#"{"preset": 3}"#)).contains("'preset' must be a preset name or a list of them"))
    }
}
