import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import Foundation
import Testing

@Suite("Configuration")
struct ConfigurationTests {
    func parse(_ json: String) throws(ConfigurationError) -> Configuration {
        try Configuration.parse(data: Data(json.utf8), baseDirectory: "/p", catalog: Registry.catalog)
    }

    func message(_ json: String) -> String? {
        message(Data(json.utf8))
    }

    func message(_ data: Data) -> String? {
        do {
            _ = try Configuration.parse(data: data, baseDirectory: "/p", catalog: Registry.catalog)
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
        #expect(configuration.layers[.domain] == ["Core"])
    }

    @Test func unknownKeySuggestsTheNearestSpelling() {
        #expect(message(#"{"presets": "clinic"}"#) == "configuration:1:2: unknown key 'presets' (did you mean 'preset'?)")
        #expect(message(#"{"wibble": 1}"#) == "configuration:1:2: unknown key 'wibble'")
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
        #expect(text == "configuration:1:20: expected ',' or '}' after the value of 'preset'")
        #expect(try #require(message("[1, 2]")).contains("must be a JSON object"))
    }

    @Test("What JSONDecoder let pass is an error with its line and column")
    func strictJSONWithLocations() throws {
        #expect(message(#"{"exclude": ["A",,]}"#) == "configuration:1:18: unexpected character ',' where a value was expected")
        #expect(message(#"{"preset": "clinic",,}"#) == "configuration:1:21: expected a key in double quotes")
        #expect(message(#"{"preset": "clinic", "preset": "mvvm"}"#) == "configuration:1:22: the key 'preset' is given twice in the same object")
        let deep = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
        #expect(try #require(message(#"{"include": "# + deep + "}")).contains("nest more than 64 levels deep"))
        var latin1 = Array(#"{"preset": "caf"#.utf8)
        latin1 += [0xE9] + Array(#""}"#.utf8)
        #expect(try #require(message(Data(latin1))).contains("1:16: the file is not valid UTF-8 text"))
        #expect(message(#"{"preset": clinic}"#) == "configuration:1:12: unexpected character 'c' where a value was expected")
    }

    @Test("Comments are accepted, as people annotate their configuration")
    func commentsAreAccepted() throws {
        let text = """
        // The team's settings.
        {
          "preset": "clinic", /* the architecture we follow */
          "exclude": ["Generated/**"] // never lint generated code
        }
        """
        let configuration = try Configuration.parse(data: Data(text.utf8), baseDirectory: "/p", catalog: Registry.catalog)
        #expect(configuration.preset == .clinic)
        #expect(configuration.exclude == ["Generated/**"])
    }

    @Test("A trailing comma is accepted in the configuration, not in a resource's JSON")
    func trailingCommas() throws {
        let configuration = try parse("{\n  \"preset\": \"clinic\",\n  \"exclude\": [\"A\", \"B\",],\n}")
        #expect(configuration.preset == .clinic)
        #expect(configuration.exclude == ["A", "B"])
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(#"{"a": [1,]}"#.utf8)) }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(#"{"a": 1,}"#.utf8)) }
    }

    @Test("Text that looks like a comment inside a string stays part of the string")
    func commentMarkersInStrings() throws {
        let configuration = try parse("""
        {
          "include": ["Sources//App", "https://example.com/*", "a/*b*/c"], // a real comment
          /* another */ "exclude": ["**/Generated/**"]
        }
        """)
        #expect(configuration.include == ["Sources//App", "https://example.com/*", "a/*b*/c"])
        #expect(configuration.exclude == ["**/Generated/**"])
    }

    @Test("A wrong value is reported at the line and column of its key")
    func valueErrorsHaveAPosition() throws {
        let text = "{\n  \"rules\": {\n    \"diff-avoid-anyview\": {\"maxLines\": 3}\n  },\n  \"layers\": {\"feature\": []}\n}"
        #expect(try #require(message(text)).hasPrefix("configuration:3:5: rule 'diff-avoid-anyview' has no option 'maxLines'"))
        let layers = "{\n  \"layers\": {\"feature\": []}\n}"
        #expect(try #require(message(layers)).hasPrefix("configuration:2:14: unknown layer 'feature'"))
        #expect(try #require(message("{\n\n  \"include\": [\"\"]}")).hasPrefix("configuration:3:3: 'include' entry '' is empty"))
    }

    @Test("A configuration file's error names the file, line and column")
    func errorsNameTheFile() throws {
        let project = try TemporaryProject([".swiftui-architect.json": "{\n  // settings\n  \"preset\": \"clinic\"\n  \"exclude\": []\n}\n"])
        let path = project.root + "/.swiftui-architect.json"
        do {
            _ = try Configuration.load(path: path, catalog: Registry.catalog)
            Issue.record("the configuration loaded")
        } catch {
            #expect(error.message == "\(path):4:3: expected ',' or '}' after the value of 'preset'")
        }
    }

    @Test("Options, globs and versions out of range are errors that name the key")
    func valuesOutOfRange() throws {
        #expect(try #require(message(#"{"rules": {"review-body-50-lines": {"maxLines": -3}}}"#))
            .contains("option 'maxLines' of rule 'review-body-50-lines' must be a whole number from 0 to 1000000000, not -3"))
        #expect(try #require(message(#"{"rules": {"review-body-50-lines": {"maxLines": 1e300}}}"#))
            .contains("must be a whole number from 0 to 1000000000, not 1e+300"))
        #expect(try #require(message(#"{"rules": {"review-body-50-lines": {"maxLines": 2.5}}}"#)).contains("must be a whole number"))
        #expect(try #require(message(#"{"exclude": ["Sources/[ab]/*.swift"]}"#)).contains("'exclude' entry 'Sources/[ab]/*.swift' uses '['"))
        #expect(try #require(message(#"{"include": [""]}"#)).contains("'include' entry '' is empty"))
        #expect(try #require(message(#"{"include": ["Sources**"]}"#)).contains("'**' must stand alone"))
        #expect(try #require(message(#"{"platforms": {"iOS": "-1.0"}}"#)).contains("platform 'iOS' needs a version"))
        #expect(try #require(message(#"{"rules": {"diff-equatable-views": {"required": "sometimes"}}}"#))
            .contains("option 'required' of rule 'diff-equatable-views' must be one of 'allViews', 'viewsWithClosures', 'off', not 'sometimes'"))
        #expect(try #require(message(#"{"platforms": {"iOS": "17.x"}}"#)).contains("platform 'iOS' needs a version"))
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
