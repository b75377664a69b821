import ArchitectCore
import Foundation
import Testing

/// The localisation and asset rules of the mvvm preset on resources that cannot be read: the run
/// goes on, `resource-invalid` says what is wrong, and the rules report nothing they cannot know.
@Suite("Localisation and asset rules on malformed resources")
struct LocalisationAndAssetResourceTests {
    static let rules = ["l10n-key-in-catalog", "l10n-no-hardcoded-strings", "theme-color-asset-variants", "asset-image-scales"]

    func lint(_ files: [String: String]) throws -> [(rule: String, place: String)] {
        let project = try TemporaryProject(files)
        let run = CommandRun.run(["lint", "--preset", "mvvm", "--format", "json"], in: project.root)
        let findings = try #require(run.json?["findings"] as? [[String: Any]], "output: \(run.out) \(run.err)")
        return findings.map { ($0["canonical"] as? String ?? $0["rule"] as? String ?? "", "\($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0)") }
    }

    static let screen = """
    import SwiftUI
    struct Screen: View {
        var body: some View {
            VStack {
                Text("welcome_title")
                Text("Welcome back")
            }
        }
    }
    """

    @Test func aBrokenStringCatalogSilencesTheCatalogRules() throws {
        let found = try lint([
            "App/Screen.swift": Self.screen,
            "App/Resources/Localizable.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"welcome_title\" : { }\n    \"Welcome back\" : { }\n  }\n}\n",
        ])
        #expect(found.filter { Self.rules.contains($0.rule) }.isEmpty, "\(found)")
        #expect(found.filter { $0.rule == "resource-invalid" }.map(\.place) == ["App/Resources/Localizable.xcstrings:5"])
    }

    @Test func oneBrokenCatalogOfTwoStillSilencesThem() throws {
        let found = try lint([
            "App/Screen.swift": Self.screen,
            "App/Resources/Localizable.xcstrings": "{ \"sourceLanguage\" : \"en\", \"strings\" : { }, \"version\" : \"1.0\" }\n",
            "Packages/Feature/Sources/Feature/Localizable.xcstrings": "{ \"strings\" : { \"welcome_title\" : { ",
        ])
        #expect(found.filter { Self.rules.contains($0.rule) }.isEmpty, "\(found)")
        #expect(found.filter { $0.rule == "resource-invalid" }.count == 1)
    }

    @Test func brokenAssetEntriesAreSkipped() throws {
        let found = try lint([
            "App/Screen.swift": "import SwiftUI\nstruct Screen: View {\n    var body: some View { Color.clear }\n}\n",
            "App/Assets.xcassets/Brand.colorset/Contents.json": "{ \"colors\" : [ { \"color\" : { \"components\" : { \"red\" : \"1\" } }, } ] }",
            "App/Assets.xcassets/Hero.imageset/Contents.json": "{ \"images\" : [ { \"filename\" : \"hero@2x.png\", \"scale\" : \"2x\" \"idiom\" : \"universal\" } ] }",
            "App/Assets.xcassets/Odd.colorset/Contents.json": "[ \"not an object\" ]",
            "App/Assets.xcassets/Odd.imageset/Contents.json": "{ \"images\" : \"not a list\" }",
        ])
        #expect(found.filter { Self.rules.contains($0.rule) }.isEmpty, "\(found)")
        #expect(Set(found.filter { $0.rule == "resource-invalid" }.map(\.place))
                == ["App/Assets.xcassets/Brand.colorset/Contents.json:1", "App/Assets.xcassets/Hero.imageset/Contents.json:1",
                    "App/Assets.xcassets/Odd.colorset/Contents.json:1"])
    }

    @Test func aValidCatalogReportsBothKinds() throws {
        let found = try lint([
            "App/Screen.swift": Self.screen,
            "App/Resources/Localizable.xcstrings": "{ \"sourceLanguage\" : \"en\", \"strings\" : { }, \"version\" : \"1.0\" }\n",
        ])
        #expect(found.filter { Self.rules.contains($0.rule) }.map(\.rule).sorted() == ["l10n-key-in-catalog", "l10n-no-hardcoded-strings"])
    }
}
