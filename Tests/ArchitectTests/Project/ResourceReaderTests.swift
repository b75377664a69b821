import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Foundation
import Testing

@Suite("Resource readers")
struct ResourceReaderTests {
    func file(_ name: String) -> ResourceFile {
        let path = "/project/" + name
        return ResourceFile(path: path, kind: ResourceKind(path: path)!)
    }

    func parsed(_ name: String, _ bytes: [UInt8]) throws -> ParsedResource {
        try ResourceReader.parse(bytes, as: file(name)).get()
    }

    func parsed(_ name: String, _ text: String) throws -> ParsedResource {
        try parsed(name, Array(text.utf8))
    }

    func failure(_ name: String, _ bytes: [UInt8]) -> ResourceFailure? {
        guard case .failure(let failure) = ResourceReader.parse(bytes, as: file(name)) else { return nil }
        return failure
    }

    func failure(_ name: String, _ text: String) -> ResourceFailure? {
        failure(name, Array(text.utf8))
    }

    // MARK: - JSON

    @Test func stringCatalogKeepsThePlaceOfEachKey() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello" : {
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } } }
            },
            "Café" : { }
          },
          "version" : "1.0"
        }
        """
        let json = try #require(try parsed("Localizable.xcstrings", text).json)
        #expect(json.line == 1 && json.column == 1)
        #expect(json.members.map(\.key) == ["sourceLanguage", "strings", "version"])
        let strings = try #require(json.member("strings"))
        #expect(strings.line == 3 && strings.column == 3)
        let hello = try #require(strings.value.member("Hello"))
        #expect(hello.line == 4 && hello.column == 5)
        let value = try #require(json.value(at: ["strings", "Hello", "localizations", "en", "stringUnit", "value"]))
        #expect(value.string == "Hi" && value.line == 5)
        // Columns count UTF-8 bytes, as every finding's column does: 'é' takes two.
        let cafe = try #require(strings.value.member("Café"))
        #expect(cafe.line == 7 && cafe.column == 5)
        #expect(cafe.value.column == 15)
        #expect(json["version"]?.line == 9)
    }

    @Test func stringCatalogKeepsOnlyWhatTheChecksRead() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "feed.title" : {
              "comment" : "The title of the feed",
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Verlauf" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Feed" } },
                "en-GB" : { "variations" : { "plural" : { } } },
                "english" : { "stringUnit" : { "state" : "new", "value" : "x" } }
              }
            },
            "%lld" : { "shouldTranslate" : false, "localizations" : [ ] }
          },
          "version" : "1.0"
        }
        """
        let json = try #require(try parsed("Localizable.xcstrings", text).json)
        #expect(json.members.map(\.key) == ["sourceLanguage", "strings", "version"])
        let feed = try #require(json.value(at: ["strings", "feed.title"]))
        #expect(feed.members.map(\.key) == ["localizations"])
        #expect(feed["localizations"]?.members.map(\.key) == ["en", "en-GB"])
        #expect(json.value(at: ["strings", "feed.title", "localizations", "en", "stringUnit", "value"])?.string == "Feed")
        #expect(json.value(at: ["strings", "feed.title", "localizations", "en-GB", "variations", "plural"]) != nil)
        // What is not an object of languages stays as written, for checks of its shape.
        let number = try #require(json.value(at: ["strings", "%lld"]))
        #expect(number.members.map(\.key) == ["shouldTranslate", "localizations"])
        #expect(number["localizations"]?.items.isEmpty == true && number["localizations"]?.kindName == "a list")
        // A catalog whose `strings` is not an object, and any asset `Contents.json`, are kept whole.
        let odd = try #require(try parsed("Localizable.xcstrings", #"{ "strings" : [ { "comment" : "x" } ] }"#).json)
        #expect(odd.value(at: ["strings"])?.items.first?["comment"]?.string == "x")
        let asset = try #require(try parsed("Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode" }, "comment" : "x" }"#).json)
        #expect(asset.members.map(\.key) == ["info", "comment"])
    }

    @Test func positionedParseAgreesWithThePlainOne() throws {
        let text = #"{"a": [1, 2.5, true, null, "x"], "b": {"c": "d"}} // comment"#
        let plain = try JSONParser.parse(Array(text.utf8))
        #expect(try JSONParser.parsePositioned(Array(text.utf8)).plain == plain)
        let items = try JSONParser.parsePositioned(Array(text.utf8))["a"]?.items ?? []
        #expect(items.map(\.column) == [8, 11, 16, 22, 28])
    }

    @Test func malformedJSONFailsAtItsPlace() throws {
        let catalog = try #require(failure("Localizable.xcstrings", "{\n  \"strings\" : {\n    \"A\" : {}\n    \"B\" : {}\n  }\n}\n"))
        #expect(catalog.line == 4 && catalog.column == 5 && catalog.problem == .syntax)
        #expect(catalog.reason == "expected ',' or '}' after the value of 'A'")
        let duplicate = try #require(failure("Localizable.xcstrings", "{\n\"strings\": {\"A\": {}, \"A\": {}}}"))
        #expect(duplicate.line == 2 && duplicate.column == 22 && duplicate.reason.contains("given twice"))
        let asset = try #require(failure("Assets.xcassets/Contents.json", "{\n  \"info\" : { \"version\" : 1, }\n}\n"))
        #expect(asset.line == 2 && asset.reason.contains("trailing commas"))
        let list = try #require(failure("Assets.xcassets/Contents.json", "\n  [1]"))
        #expect(list.line == 2 && list.column == 3 && list.problem == .structure)
    }

    // MARK: - Property lists

    static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>CFBundleName</key>
        <string>Café &amp; Co</string>
        <key>LSRequiresIPhoneOS</key><true/>
        <key>Version</key>
        <integer>42</integer>
        <key>Scale</key>
        <real>2.5</real>
        <key>Built</key>
        <date>2024-05-01T10:00:00Z</date>
        <key>Blob</key>
        <data>AQID</data>
        <key>UISupportedInterfaceOrientations</key>
        <array>
            <string>UIInterfaceOrientationPortrait</string>
        </array>
    </dict>
    </plist>
    """

    @Test func xmlPropertyListKeepsTheLineOfEachKey() throws {
        let plist = try #require(try parsed("Info.plist", Self.infoPlist).propertyList)
        #expect(plist.line == 4 && plist.column == 1)
        #expect(plist.entries.map(\.key) == ["CFBundleName", "LSRequiresIPhoneOS", "Version", "Scale", "Built", "Blob", "UISupportedInterfaceOrientations"])
        let name = try #require(plist.entry("CFBundleName"))
        #expect(name.line == 5 && name.column == 5)
        #expect(name.value.string == "Café & Co" && name.value.line == 6 && name.value.column == 5)
        let flag = try #require(plist.entry("LSRequiresIPhoneOS"))
        #expect(flag.value.value == .bool(true) && flag.value.line == 7 && flag.value.column == 34)
        #expect(plist["Version"]?.value == .integer(42))
        #expect(plist["Scale"]?.value == .real(2.5))
        #expect(plist["Built"]?.value == .date(Date(timeIntervalSince1970: 1_714_557_600)))
        #expect(plist["Blob"]?.value == .data(Data([1, 2, 3])))
        let orientations = try #require(plist["UISupportedInterfaceOrientations"])
        #expect(orientations.items.first?.string == "UIInterfaceOrientationPortrait" && orientations.items.first?.line == 18)
    }

    @Test func binaryPropertyListIsValidatedAtLineOne() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "App", "Count": 3, "On": true] as [String: Any],
                                                      format: .binary, options: 0)
        let plist = try #require(try parsed("Info.plist", [UInt8](data)).propertyList)
        #expect(plist["CFBundleName"]?.string == "App")
        #expect(plist["Count"]?.value == .integer(3))
        #expect(plist["On"]?.value == .bool(true))
        #expect(plist.entry("Count")?.line == 1)
        let truncated = try #require(failure("Info.plist", [UInt8](data.prefix(data.count - 10))))
        #expect(truncated.line == 1 && truncated.column == 1)
    }

    @Test func malformedPropertyListsFailAtTheirPlace() throws {
        let ampersand = try #require(failure("Info.plist", "<plist>\n<dict>\n  <key>A</key>\n  <string>a & b</string>\n</dict>\n</plist>\n"))
        #expect(ampersand.line == 4 && ampersand.problem == .syntax && ampersand.reason.contains("&amp;"))
        let mismatch = try #require(failure("Info.plist", "<plist>\n<dict>\n  <key>A</key>\n  <string>x</strin>\n</dict>\n</plist>\n"))
        #expect(mismatch.line == 4 && mismatch.problem == .syntax)
        let missingValue = try #require(failure("Info.plist", "<plist>\n<dict>\n  <key>A</key>\n  <key>B</key>\n  <string>x</string>\n</dict>\n</plist>\n"))
        #expect(missingValue.line == 4 && missingValue.column == 3 && missingValue.problem == .structure && missingValue.reason.contains("'A'"))
        let badInteger = try #require(failure("Info.plist", "<plist>\n<dict>\n  <key>A</key>\n  <integer>12x</integer>\n</dict>\n</plist>\n"))
        #expect(badInteger.line == 4 && badInteger.column == 3 && badInteger.reason.contains("<integer>"))
        let unknown = try #require(failure("Info.plist", "<plist>\n<dict>\n  <key>A</key>\n  <str>x</str>\n</dict>\n</plist>\n"))
        #expect(unknown.line == 4 && unknown.reason.contains("<str>"))
        let notADictionary = try #require(failure("Info.plist", "<plist>\n  <array/>\n</plist>\n"))
        #expect(notADictionary.line == 2 && notADictionary.problem == .structure)
        let oldStyle = try #require(failure("Info.plist", "{ CFBundleName = App; }"))
        #expect(oldStyle.line == 1 && oldStyle.column == 1 && oldStyle.reason.contains("not supported"))
        let entity = try #require(failure("Info.plist", "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n<!ENTITY a \"aaaa\">\n]>\n<plist><dict/></plist>"))
        #expect(entity.line == 3 && entity.reason.contains("entity"))
    }

    // MARK: - Strings files

    @Test func stringsFileEntriesKeepTheirPlace() throws {
        let text = """
        /* Title of the main screen */
        "title" = "Bienvenue";
        // A line comment
        "greeting %@" = "Bonjour \\"%@\\"\\n\\U00E9";   "same";
        bare_key = "Bare";
        'single' = "Quoted";
        "multi
        line" = "value";
        """
        let entries = try #require(try parsed("fr.lproj/Localizable.strings", text).stringsEntries)
        #expect(entries.map(\.key) == ["title", "greeting %@", "same", "bare_key", "single", "multi\nline"])
        #expect(entries[1].value == "Bonjour \"%@\"\né")
        #expect(entries[2].value == "same")
        #expect(entries.map(\.line) == [2, 4, 4, 5, 6, 7])
        #expect(entries[2].column == 45)
    }

    @Test func utf16StringsFilesAreDecoded() throws {
        let text = "/* c */\n\"key\" = \"valeur é\";\n"
        var littleEndian: [UInt8] = [0xFF, 0xFE]
        var bigEndian: [UInt8] = [0xFE, 0xFF]
        var noMark: [UInt8] = []
        for unit in text.utf16 {
            littleEndian += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            noMark += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        for bytes in [littleEndian, bigEndian, noMark] {
            let entries = try #require(try parsed("Localizable.strings", bytes).stringsEntries)
            #expect(entries == [StringsEntry(key: "key", value: "valeur é", line: 2, column: 1)])
        }
        var broken: [UInt8] = [0xFF, 0xFE]
        for unit in "\"a\" = \"b\"\n\"c\" = \"d\";".utf16 { broken += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let missing = try #require(failure("Localizable.strings", broken))
        #expect(missing.line == 1 && missing.column == 10)
    }

    @Test func malformedStringsFilesFailAtTheirPlace() throws {
        let missingSemicolon = try #require(failure("Localizable.strings", "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n"))
        #expect(missingSemicolon.line == 2 && missingSemicolon.column == 10 && missingSemicolon.reason == "expected ';' after the value of 'c'")
        let missingEquals = try #require(failure("Localizable.strings", "\n  \"a\" \"b\";"))
        #expect(missingEquals.line == 2 && missingEquals.reason.contains("'=' or ';'"))
        let unclosed = try #require(failure("Localizable.strings", "\"a\" = \"b\";\n\"c\" = \"d;\n"))
        #expect(unclosed.line == 2 && unclosed.column == 7 && unclosed.reason.contains("not closed"))
        let comment = try #require(failure("Localizable.strings", "\"a\" = \"b\";\n/* never closed\n"))
        #expect(comment.line == 2 && comment.column == 1)
        let stray = try #require(failure("Localizable.strings", "\"a\" = \"b\";\n  = \"c\";"))
        #expect(stray.line == 2 && stray.column == 3)
    }

    @Test func columnsCountUTF8BytesInEveryReader() throws {
        let plist = try #require(try parsed("Info.plist", "<plist><dict><key>é</key><string>x</string></dict></plist>").propertyList)
        #expect(plist.entry("é")?.column == 14 && plist["é"]?.column == 27)
        let error = try #require(failure("Info.plist", "<plist><dict><key>é</key><string>a & b</string></dict></plist>"))
        #expect(error.line == 1 && error.column == 38)
        let entries = try #require(try parsed("Localizable.strings", "\"é\" = \"b\"; \"k\" = \"v\";").stringsEntries)
        #expect(entries.map(\.column) == [1, 13])
        let json = try #require(failure("Localizable.xcstrings", "{\"é\": 1 \"k\": 2}"))
        #expect(json.column == 10)
    }

    // MARK: - Xcode projects

    @Test func xcodeProjectsAreReadByTheExistingReaders() throws {
        let spec = "name: App\ntargets:\n  App:\n    platform: iOS\n    deploymentTarget: \"17.0\"\n    sources: [App]\n"
        guard case .xcodeProject(let project) = try parsed("project.yml", spec).content else {
            Issue.record("not an Xcode project")
            return
        }
        #expect(project?.targets.map(\.name) == ["App"])
        let nested = String(repeating: "(", count: 100)
        let deep = try #require(failure("App.xcodeproj/project.pbxproj", "{\n objects = \(nested)"))
        #expect(deep.line == 2 && deep.reason.contains("nest"))
        // What the project reader does not understand is not a failure.
        guard case .xcodeProject(.none) = try parsed("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ }").content else {
            Issue.record("expected an empty project")
            return
        }
    }
}
