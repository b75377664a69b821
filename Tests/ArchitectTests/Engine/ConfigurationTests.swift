import ArchitectCore
import ArchitectRules
import Foundation
import Testing

@Suite("Configuration")
struct ConfigurationTests {
    func parse(_ json: String) throws(ConfigurationError) -> Configuration {
        try Configuration.parse(data: Data(json.utf8), baseDirectory: "/p", catalog: Registry.catalog)
    }

    func message(_ json: String) -> String? {
        do {
            _ = try parse(json)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func readsEveryDocumentedKey() throws {
        let configuration = try parse("""
        {
          "preset": "clinic",
          "include": ["Sources", "App"],
          "exclude": ["**/Generated/**"],
          "rules": {"diff-avoid-anyview": {"severity": "error"}, "suppression-unused": "off", "io-unreadable": "note"},
          "platforms": {"iOS": "16.4"},
          "layers": {"features": ["Feature*", "Screens"], "domain": ["Core"]}
        }
        """)
        #expect(configuration.preset == .clinic)
        #expect(configuration.include == ["Sources", "App"])
        #expect(configuration.exclude == ["**/Generated/**"])
        #expect(configuration.rules["diff-avoid-anyview"]?.severity == .error)
        #expect(configuration.rules["suppression-unused"]?.enabled == false)
        #expect(configuration.rules["io-unreadable"]?.severity == .note)
        #expect(configuration.iOSTarget == Version(16, 4))
        #expect(configuration.layers["domain"] == ["Core"])
    }

    @Test func unknownKeySuggestsTheNearestSpelling() {
        #expect(message(#"{"presets": "clinic"}"#) == "configuration: unknown key 'presets' (did you mean 'preset'?)")
        #expect(message(#"{"wibble": 1}"#) == "configuration: unknown key 'wibble'")
    }

    @Test func unknownRuleSuggestsTheNearestID() throws {
        let text = try #require(message(#"{"rules": {"diff-avoid-anyveiw": "off"}}"#))
        #expect(text.contains("unknown rule 'diff-avoid-anyveiw'"))
        #expect(text.contains("did you mean 'diff-avoid-anyview'"))
    }

    @Test func unknownPresetAndSeverity() throws {
        #expect(try #require(message(#"{"preset": "clinik"}"#)).contains("unknown preset 'clinik' (did you mean 'clinic'?)"))
        #expect(try #require(message(#"{"rules": {"diff-avoid-anyview": "warn"}}"#)).contains("unknown setting 'warn'"))
    }

    @Test func unknownOptionAndWrongKind() throws {
        #expect(try #require(message(#"{"rules": {"diff-avoid-anyview": {"maxLines": 3}}}"#)).contains("has no option 'maxLines'"))
        #expect(try #require(message(#"{"rules": {"clinic-feature-import-allowlist": {"allowedModules": "Logging"}}}"#))
            .contains("must be a list of strings, not a string"))
    }

    @Test func brokenJSONIsAClearError() throws {
        let text = try #require(message(#"{"preset": "clinic""#))
        #expect(text.hasPrefix("configuration: not valid JSON"))
        #expect(try #require(message("[1, 2]")).contains("must be a JSON object"))
    }

    @Test func layersAndPlatformsAreChecked() throws {
        #expect(try #require(message(#"{"layers": {"feature": ["X"]}}"#)).contains("unknown layer 'feature' (did you mean 'features'?)"))
        #expect(try #require(message(#"{"platforms": {"ios": "17"}}"#)).contains("unknown platform 'ios' (did you mean 'iOS'?)"))
        #expect(try #require(message(#"{"platforms": {"iOS": "seventeen"}}"#)).contains("needs a version"))
    }

    @Test func aliasesAreAcceptedAndResolvedToTheCanonicalID() throws {
        let description = try #require(Registry.catalog.descriptions.first { !$0.aliases.isEmpty })
        let alias = try #require(description.aliases.first)
        let configuration = try parse(#"{"rules": {"\#(alias)": "off"}}"#)
        #expect(configuration.rules[description.id]?.enabled == false)
    }

    @Test func configurationIsFoundInTheNearestParent() throws {
        let project = try TemporaryProject([".swiftui-architect.json": "{}", "Sources/App/View.swift": ""])
        let found = Configuration.locate(from: project.root + "/Sources/App")
        #expect(found == project.root + "/.swiftui-architect.json")
    }

    @Test func spellingDistance() {
        #expect(Spelling.editDistance("kitten", "sitting") == 3)
        #expect(Spelling.nearest(to: "lnit", in: ["lint", "init"]) != nil)
        #expect(Spelling.nearest(to: "zzzzzz", in: ["lint"]) == nil)
    }
}
