import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import ArchitectProject
import ArchitectRules
import Foundation
import Testing

/// A resource rule that exists only in the tests: one finding per key of a string catalog.
struct CatalogKeyRule: ResourceRule {
    static let description = RuleDescription(id: "test-catalog-keys", title: "Catalog keys (test)", category: .io, impact: .info,
                                             presets: [], rationale: "Reports every key of a string catalog, to test resource rules.")
    static let resourceKinds: Set<ResourceKind> = [.stringCatalog]
    let configuration: RuleConfiguration

    init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    func check(_ resource: ParsedResource) -> [Finding] {
        (resource.json?["strings"]?.members ?? []).map { finding(resource.path, $0.line, $0.column, "The catalog has the key '\($0.key)'.") }
    }
}

@Suite("resource-invalid")
struct ResourceInvalidTests {
    static let project: [String: String] = [
        "App/Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View { AnyView(Text(\"x\")) }\n}\n",
        "App/Localizable.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Hello\" : {\n    }\n    \"World\" : {\n    }\n  },\n  \"version\" : \"1.0\"\n}\n",
        "App/Valid.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Hello\" : {\n    }\n  },\n  \"version\" : \"1.0\"\n}\n",
        "App/Assets.xcassets/Contents.json": "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n",
        "App/Assets.xcassets/Icon.imageset/Contents.json": "{\n  \"images\" : [\n    {\n      \"idiom\" : \"universal\",\n    }\n  ]\n}\n",
        "App/Info.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n    <key>CFBundleName</key>\n    <string>App</string>\n    <key>CFBundleVersion</key>\n    <string>1</strin>\n</dict>\n</plist>\n",
        "App/fr.lproj/Localizable.strings": "/* Greeting */\n\"Hello\" = \"Bonjour\";\n\"World\" = \"Monde\"\n\"Bye\" = \"Salut\";\n",
        "App/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n",
    ]

    func findings(_ run: CommandRun) throws -> [[String: Any]] {
        try #require(run.json?["findings"] as? [[String: Any]], "output: \(run.out) \(run.err)")
    }

    func places(_ findings: [[String: Any]], rule: String) -> [String] {
        findings.filter { $0["rule"] as? String == rule }.map { "\($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0)" }
    }

    @Test func malformedResourcesAreReportedAtTheirLineAndTheRunGoesOn() throws {
        let project = try TemporaryProject(Self.project)
        let run = CommandRun.run(["lint", "--format", "json"], in: project.root)
        #expect(run.code == 1)
        let found = try findings(run)
        #expect(places(found, rule: "resource-invalid") == [
            "App/Assets.xcassets/Icon.imageset/Contents.json:5",
            "App/Info.plist:7",
            "App/Localizable.xcstrings:6",
            "App/fr.lproj/Localizable.strings:3",
        ])
        // The Swift file is linted as usual.
        #expect(places(found, rule: "diff-avoid-anyview") == ["App/Card.swift:3"])
        let catalog = try #require(found.first { $0["file"] as? String == "App/Localizable.xcstrings" })
        #expect(catalog["severity"] as? String == "error")
        #expect(catalog["category"] as? String == "io")
        #expect(catalog["column"] as? Int == 5)
        #expect(catalog["message"] as? String
            == "This string catalog is not valid JSON: expected ',' or '}' after the value of 'Hello'; fix the file (Xcode can no longer read it).")
        let strings = try #require(found.first { $0["file"] as? String == "App/fr.lproj/Localizable.strings" })
        #expect(strings["column"] as? Int == 18)
        #expect((strings["message"] as? String)?.hasPrefix("This strings file has a syntax error: expected ';' after the value of 'World'") == true)
        let plist = try #require(found.first { $0["file"] as? String == "App/Info.plist" })
        #expect((plist["message"] as? String)?.hasPrefix("This Info.plist is not a valid property list: ") == true)
        let asset = try #require(found.first { $0["file"] as? String == "App/Assets.xcassets/Icon.imageset/Contents.json" })
        #expect((asset["message"] as? String)?.contains("trailing commas") == true)

        let text = CommandRun.run(["lint"], in: project.root)
        #expect(text.out.contains("App/Localizable.xcstrings:6:5: error: This string catalog is not valid JSON"))
    }

    @Test func turningTheRuleOffOrExcludingTheFilesSilencesIt() throws {
        let project = try TemporaryProject(Self.project)
        try project.write(".swiftui-architect.json", #"{"rules": {"resource-invalid": "off"}}"#)
        let off = CommandRun.run(["lint", "--format", "json"], in: project.root)
        #expect(off.code == 0)
        #expect(places(try findings(off), rule: "resource-invalid").isEmpty)
        #expect(places(try findings(off), rule: "diff-avoid-anyview") == ["App/Card.swift:3"])

        try project.write(".swiftui-architect.json", #"{"exclude": ["**/*.xcassets", "App/fr.lproj", "App/Info.plist"]}"#)
        let excluded = CommandRun.run(["lint", "--format", "json"], in: project.root)
        #expect(places(try findings(excluded), rule: "resource-invalid") == ["App/Localizable.xcstrings:6"])
    }

    @Test func resourcesAreReadOnlyWhenAnEnabledRuleNeedsThem() throws {
        let project = try TemporaryProject(Self.project)
        var options = LintOptions()
        options.paths = [project.root]
        options.workingDirectory = project.root
        options.onlyRules = ["diff-avoid-anyview"]
        let without = try Linter(configuration: Configuration(baseDirectory: project.root), options: options).run()
        #expect(without.resources.resources.isEmpty && without.resources.failures.isEmpty)

        options.onlyRules = ["resource-invalid"]
        let with = try Linter(configuration: Configuration(baseDirectory: project.root), options: options).run()
        #expect(with.resources.failures.count == 4)
        #expect(with.resources.resources(of: .stringCatalog).map(\.path) == [project.root + "/App/Valid.xcstrings"])
        #expect(with.resources.resources(of: .strings).count == 1)
        #expect(with.resources.resources(of: .assetContents).count == 1)
        #expect(with.resources.resource(at: project.root + "/App/de.lproj/Localizable.strings")?.stringsEntries?.first?.value == "Hallo")
        #expect(with.findings.count == 4)
    }

    @Test func aResourceRuleChecksEachResourceOfItsKinds() throws {
        let rule = CatalogKeyRule(configuration: RuleConfiguration(severity: .warning, options: [:]))
        let text = "{\n  \"strings\" : {\n    \"Hello\" : {},\n    \"Bye\" : {}\n  }\n}\n"
        let resource = try ResourceReader.parse(Array(text.utf8), as: ResourceFile(path: "/p/Localizable.xcstrings", kind: .stringCatalog)).get()
        let direct = rule.check(resource)
        #expect(direct.map { "\($0.line):\($0.column) \($0.ruleID) \($0.severity)" } == ["3:5 test-catalog-keys warning", "4:5 test-catalog-keys warning"])

        // Through the engine, with a rule set that holds only this rule.
        let project = try TemporaryProject(["App/Localizable.xcstrings": text, "App/Other.strings": "\"a\" = \"b\";\n", "App/A.swift": "let a = 1\n"])
        var options = LintOptions()
        options.paths = [project.root]
        options.workingDirectory = project.root
        let rules = RuleSet(syntaxRules: [], resourceRules: [rule], enabledIDs: [CatalogKeyRule.description.id], severities: [:])
        #expect(Linter.resourceKinds(for: rules) == [.stringCatalog])
        let result = Linter(configuration: Configuration(baseDirectory: project.root), options: options, rules: rules)
        let run = try result.run()
        #expect(run.findings.map { "\($0.path.dropFirst(project.root.count + 1)):\($0.line)" } == ["App/Localizable.xcstrings:3", "App/Localizable.xcstrings:4"])
        #expect(run.resources.resources.map(\.kind) == [ResourceKind.stringCatalog])
    }

    @Test func theRuleIsDescribedAndInEveryPreset() throws {
        let description = try #require(Registry.catalog.description(for: "resource-invalid"))
        #expect(description.category == .io && description.impact == .must && description.defaultSeverity == .error)
        #expect(description.presets == Set(Preset.allCases))
        #expect(Registry.engineRules.contains { $0.id == "resource-invalid" })
        let explained = CommandRun.run(["explain", "resource-invalid", "--long"], in: "/")
        #expect(explained.code == 0 && explained.out.contains("rules: { \"resource-invalid\": \"off\" }"))
    }
}
