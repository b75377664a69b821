import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Foundation
import Testing

@Suite("Resource readers never crash")
struct ResourceRobustnessTests {
    static let names = ["Localizable.xcstrings", "Assets.xcassets/Contents.json", "en.lproj/Localizable.strings", "Info.plist",
                        "App.xcodeproj/project.pbxproj", "project.yml"]

    func file(_ name: String) -> ResourceFile {
        let path = "/project/" + name
        return ResourceFile(path: path, kind: ResourceKind(path: path)!)
    }

    func outcome(_ name: String, _ bytes: [UInt8]) -> Result<ParsedResource, ResourceFailure> {
        ResourceReader.parse(bytes, as: file(name))
    }

    /// Bytes from a fixed seed, so that a failure can be replayed.
    func garbage(count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test func hostileInputsGiveFailuresOrValues() {
        let valid: [String: String] = [
            "Localizable.xcstrings": #"{"sourceLanguage": "en", "strings": {"A": {"localizations": {}}}, "version": "1.0"}"#,
            "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "en.lproj/Localizable.strings": "\"a\" = \"b\";\n\"c\" = \"d\";\n",
            "Info.plist": "<?xml version=\"1.0\"?>\n<plist><dict><key>A</key><string>b</string></dict></plist>\n",
            "App.xcodeproj/project.pbxproj": "{ objects = { A = { isa = PBXProject; }; }; rootObject = A; }",
            "project.yml": "targets:\n  App:\n    platform: iOS\n",
        ]
        var inputs: [[UInt8]] = [[], [0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE], Array("bplist00".utf8), Array("bplist00".utf8) + garbage(count: 64, seed: 7),
                                 [0xC3, 0x28, 0xA0, 0xA1], Array("\"\\".utf8), Array("<".utf8), Array("{".utf8), Array("/*".utf8)]
        inputs += (1...8).map { garbage(count: 50 * $0, seed: UInt64($0)) }
        inputs += [Array(String(repeating: "[", count: 10_000).utf8), Array(String(repeating: "{\"a\":", count: 10_000).utf8),
                   Array(("<plist>" + String(repeating: "<array>", count: 10_000)).utf8), Array(String(repeating: "(", count: 100_000).utf8),
                   Array(String(repeating: "\"a\" = \"b\";", count: 10_000).utf8)]
        for name in Self.names {
            let text = Array(valid[name, default: ""].utf8)
            for cut in stride(from: 0, to: text.count, by: max(1, text.count / 10)) { inputs.append(Array(text.prefix(cut))) }
            for input in inputs {
                switch outcome(name, input) {
                case .success: break
                case .failure(let failure):
                    #expect(failure.line >= 1 && failure.column >= 1 && !failure.reason.isEmpty, "\(name): \(failure)")
                }
            }
            #expect((try? outcome(name, text).get()) != nil, "\(name): the valid sample is refused")
        }
    }

    @Test func emptyFilesAreMalformedExceptStringsFiles() {
        for name in ["Localizable.xcstrings", "Assets.xcassets/Contents.json", "Info.plist"] {
            guard case .failure(let failure) = outcome(name, []) else { Issue.record("\(name): an empty file is accepted"); continue }
            #expect(failure.line == 1 && failure.column == 1 && failure.reason.contains("empty"))
        }
        // An empty strings file holds no translation, which is valid.
        #expect((try? outcome("en.lproj/Localizable.strings", []).get())?.stringsEntries == [])
    }

    @Test func deepNestingFailsAtTheLineWhereItGoesTooDeep() throws {
        let json = String(repeating: "[\n", count: 100)
        guard case .failure(let list) = outcome("Localizable.xcstrings", Array(("{\"a\":\n" + json).utf8)) else { Issue.record("accepted"); return }
        #expect(list.line == JSONParser.maximumDepth + 1 && list.reason.contains("nest"))
        let plist = "<plist>\n<dict><key>a</key>\n" + String(repeating: "<array>\n", count: 100)
        guard case .failure(let nested) = outcome("Info.plist", Array(plist.utf8)) else { Issue.record("accepted"); return }
        #expect(nested.line == JSONParser.maximumDepth + 2 && nested.reason.contains("nest"))
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        guard case .failure(let catalog) = outcome("Localizable.xcstrings", Array("{\n  \"a\": \"".utf8) + [0xFF] + Array("\"}".utf8)) else {
            Issue.record("accepted")
            return
        }
        #expect(catalog.line == 2 && catalog.column == 9 && catalog.reason.contains("UTF-8"))
        guard case .failure(let strings) = outcome("en.lproj/Localizable.strings", Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)) else {
            Issue.record("accepted")
            return
        }
        #expect(strings.line == 2 && strings.column == 8 && strings.reason.contains("UTF-8"))
    }

    @Test func filesOverTheLimitAreNotRead() throws {
        let project = try TemporaryProject()
        let path = project.root + "/Localizable.xcstrings"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(ResourceReader.maximumFileSize + 1))
        try handle.close()
        guard case .failure(let failure) = ResourceReader.read(ResourceFile(path: path, kind: .stringCatalog)) else {
            Issue.record("a file over the limit was read")
            return
        }
        #expect(failure.problem == .unreadable && failure.line == 1 && failure.reason.contains("16 MiB"))
        guard case .failure(let missing) = ResourceReader.read(ResourceFile(path: project.root + "/Gone.strings", kind: .strings)) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(missing.problem == .unreadable)
    }
}
