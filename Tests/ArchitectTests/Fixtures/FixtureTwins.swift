import ArchitectCore
@testable import ArchitectRules
import Foundation
import Testing

/// A clean fixture app in `Tests/Fixtures` and the overlay that turns it into its violating twin.
///
/// The clean app must lint clean under its preset. The overlay holds only the files that differ
/// from the clean app, plus `deleted-files.txt` (clean files it removes) and `OVERLAY.md`; the
/// violating app is composed in a temporary folder (clean app, minus the deletions, overlay on
/// top). Each planted violation is marked by a `PLANTED <rule-id>:` comment on the line where
/// the finding must land (or, in a JSON resource, listed in `planted.txt`), and the violating app
/// holds exactly one of each project and resource rule of the preset.
struct FixtureTwins {
    /// `Tests/Fixtures`, found from this file's own path (`Tests/ArchitectTests/Fixtures/…`).
    static let fixturesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .path

    /// The overlay's own files, which describe it and are not copied into the composed app.
    static let overlayMetadata: Set<String> = ["OVERLAY.md", "deleted-files.txt"]

    /// The overlay folder's name in `Tests/Fixtures`, e.g. `ClinicApp`.
    let overlayName: String
    /// The preset both apps are linted with.
    let preset: Preset

    /// The overlay that turns the clean twin into the violating app.
    var overlay: String { Self.fixturesFolder + "/" + overlayName }
    /// The complete clean app, and the base the violating app is composed on (`<overlay>Clean`).
    var clean: String { Self.fixturesFolder + "/" + overlayName + "Clean" }

    /// The project and resource rules of the preset; each must be planted once in the overlay.
    var projectRuleIDs: [String] {
        Registry.catalog.descriptions
            .filter { ($0.scope == .project || $0.scope == .resource) && $0.presets.contains(preset) }
            .map(\.id)
    }

    /// The file that lists planted findings in files that cannot hold a comment (JSON resources):
    /// one `<rule-id> <relative path>:<line>` a line; blank lines and `#` comments skipped.
    static let plantedList = "planted.txt"

    /// A finding as the JSON report gives it, by its rule's canonical ID.
    struct Reported: Hashable, CustomStringConvertible {
        let rule: String
        let file: String
        let line: Int
        let message: String

        var description: String { "\(file):\(line) [\(rule)] \(message)" }
    }

    /// A place in a fixture file.
    struct Place: Hashable, CustomStringConvertible {
        let file: String
        let line: Int

        var description: String { "\(file):\(line)" }
    }

    // MARK: Composing the violating app

    /// The relative paths of the regular files under `folder`, hidden ones included, sorted.
    static func files(in folder: String) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder), "cannot list \(folder)")
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    /// The bytes of a file, failing the test when it cannot be read.
    static func contents(_ path: String) throws -> Data {
        try #require(FileManager.default.contents(atPath: path), "cannot read \(path)")
    }

    /// The clean-app paths the overlay deletes, from `deleted-files.txt` (one relative path a line;
    /// blank lines and `#` comments skipped). No file means no deletion.
    func deletedFiles() throws -> [String] {
        guard let data = FileManager.default.contents(atPath: overlay + "/deleted-files.txt") else { return [] }
        return String(decoding: data, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The overlay's files that go into the composed app (everything but its metadata).
    func overlayFiles() throws -> [String] {
        try Self.files(in: overlay).filter { !Self.overlayMetadata.contains($0) }
    }

    /// Composes the violating app in a temporary folder, runs `body` with the folder's path, and
    /// removes the folder afterwards: every clean-twin file except the deleted ones, then every
    /// overlay file on top (replacing the clean file of the same path, if any).
    func withViolatingApp<T>(_ body: (String) throws -> T) throws -> T {
        let app = try TemporaryProject()
        let deleted = Set(try deletedFiles())
        for file in try Self.files(in: clean) where !deleted.contains(file) {
            try app.write(file, try Self.contents(clean + "/" + file))
        }
        for file in try overlayFiles() {
            try app.write(file, try Self.contents(overlay + "/" + file))
        }
        return try withExtendedLifetime(app) { try body(app.root) }
    }

    // MARK: Running the command line

    /// Lints a fixture the way a user would: the fixture as PATH and as working directory.
    func lint(_ fixture: String) throws -> (code: Int32, findings: [Reported]) {
        let run = CommandRun.run(["lint", fixture, "--preset", preset.rawValue, "--format", "json", "--quiet"], in: fixture)
        let json = try #require(run.json, "lint printed no JSON: \(run.err)")
        let items = try #require(json["findings"] as? [[String: Any]])
        let findings = items.map { item in
            Reported(rule: item["canonical"] as? String ?? item["rule"] as? String ?? "?", file: item["file"] as? String ?? "?",
                     line: item["line"] as? Int ?? 0, message: item["message"] as? String ?? "")
        }
        return (run.code, findings)
    }

    /// The `PLANTED <rule-id>:` comments of a fixture, by rule: where each finding must land.
    static func plantedMarkers(in fixture: String) throws -> [String: [Place]] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: fixture))
        var markers: [String: [Place]] = [:]
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: fixture + "/" + relative) else { continue }
            for (offset, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "PLANTED ") else { continue }
                let rule = line[range.upperBound...].prefix { $0 != ":" && $0 != " " }
                markers[String(rule), default: []].append(Place(file: relative, line: offset + 1))
            }
        }
        if let data = FileManager.default.contents(atPath: fixture + "/" + plantedList) {
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
                let parts = line.split(separator: " ", maxSplits: 1)
                guard parts.count == 2, let colon = parts[1].lastIndex(of: ":"),
                      let number = Int(parts[1][parts[1].index(after: colon)...].trimmingCharacters(in: .whitespaces)) else { continue }
                markers[String(parts[0]), default: []].append(Place(file: String(parts[1][..<colon]), line: number))
            }
        }
        return markers
    }

    // MARK: The checks both fixture suites run

    /// The violating app reports each project rule of the preset exactly once, where it is planted.
    func expectOneFindingOfEachProjectRuleWhereItIsPlanted(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (run, markers) = try withViolatingApp { app in
            (try lint(app), try Self.plantedMarkers(in: app))
        }
        let (code, findings) = run
        #expect(code == 1, "planted error findings must fail the run", sourceLocation: sourceLocation)
        let required = projectRuleIDs
        #expect(!required.isEmpty, sourceLocation: sourceLocation)
        for rule in required {
            let found = findings.filter { $0.rule == rule }
            guard let planted = markers[rule] else {
                Issue.record("no `PLANTED \(rule):` comment in Tests/Fixtures/\(overlayName); plant one violation of this project rule there (found: \(found))", sourceLocation: sourceLocation)
                continue
            }
            #expect(planted.count == 1, "\(rule) is planted more than once: \(planted)", sourceLocation: sourceLocation)
            #expect(found.count == 1, "\(rule) should report exactly the planted violation at \(planted), reported: \(found)", sourceLocation: sourceLocation)
            #expect(Set(found.map { Place(file: $0.file, line: $0.line) }) == Set(planted), "\(rule) reported \(found), planted at \(planted)", sourceLocation: sourceLocation)
        }
        for (rule, places) in markers where !required.contains(rule) {
            Issue.record("`PLANTED \(rule):` at \(places) does not name a project rule of the \(preset.rawValue) preset", sourceLocation: sourceLocation)
        }
    }

    /// The clean twin has no finding at all under the preset, and no planted marker.
    func expectCleanTwinLintsClean(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (code, findings) = try lint(clean)
        #expect(findings.isEmpty, "\(overlayName)Clean should lint clean under --preset \(preset.rawValue):\n\(findings.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
        #expect(code == 0, sourceLocation: sourceLocation)
        #expect(try Self.plantedMarkers(in: clean).isEmpty, "the clean twin must not contain PLANTED comments", sourceLocation: sourceLocation)
    }

    /// The overlay is honest: its files differ from the clean twin's (or are new), its deletions
    /// exist in the clean twin and are listed in `OVERLAY.md`, and the composed app is exactly the
    /// clean twin minus the deletions with the overlay on top, byte for byte.
    func expectComposedAppIsTheCleanTwinWithTheOverlayOnTop(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let cleanFiles = try Self.files(in: clean)
        let overlayFiles = try overlayFiles()
        let deleted = try deletedFiles()
        #expect(!overlayFiles.isEmpty, "the overlay Tests/Fixtures/\(overlayName) holds no file", sourceLocation: sourceLocation)
        #expect(Set(cleanFiles).isDisjoint(with: Self.overlayMetadata), "the clean twin must not hold overlay metadata", sourceLocation: sourceLocation)
        #expect(Set(deleted).count == deleted.count, "deleted-files.txt lists a path twice: \(deleted)", sourceLocation: sourceLocation)
        let overlayNotes = String(decoding: try Self.contents(overlay + "/OVERLAY.md"), as: UTF8.self)
        for path in deleted {
            #expect(cleanFiles.contains(path), "deleted-files.txt lists \(path), which the clean twin does not have", sourceLocation: sourceLocation)
            #expect(!overlayFiles.contains(path), "\(path) is both deleted and provided by the overlay; drop it from deleted-files.txt", sourceLocation: sourceLocation)
            #expect(overlayNotes.contains(path), "OVERLAY.md should list the deleted file \(path)", sourceLocation: sourceLocation)
        }
        // An overlay file that equals the clean one is a needless copy that would drift.
        for path in overlayFiles where cleanFiles.contains(path) {
            #expect(try Self.contents(overlay + "/" + path) != Self.contents(clean + "/" + path),
                    "\(overlayName)/\(path) is identical to the clean twin's; delete it from the overlay", sourceLocation: sourceLocation)
        }
        try withViolatingApp { app in
            let composed = try Self.files(in: app)
            let expected = Set(cleanFiles).subtracting(deleted).union(overlayFiles)
            #expect(Set(composed) == expected, """
                composed app differs from clean twin + overlay: extra \(Set(composed).subtracting(expected).sorted()), \
                missing \(expected.subtracting(composed).sorted())
                """, sourceLocation: sourceLocation)
            let fromOverlay = Set(overlayFiles)
            for path in composed {
                let source = fromOverlay.contains(path) ? overlay : clean
                #expect(try Self.contents(app + "/" + path) == Self.contents(source + "/" + path),
                        "composed \(path) is not byte-identical to \(fromOverlay.contains(path) ? "the overlay" : "the clean twin")'s", sourceLocation: sourceLocation)
            }
        }
    }
}
