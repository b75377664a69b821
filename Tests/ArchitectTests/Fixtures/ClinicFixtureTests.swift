import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import Foundation
import Testing

/// End-to-end runs of the command line on the two clinic fixture projects in `Tests/Fixtures`.
///
/// `ClinicAppClean` is a modular clinic app written by the book and must lint clean. The violating
/// twin has exactly one planted violation of each project rule of the clinic preset, each marked
/// by a `PLANTED <rule-id>:` comment on the line where the finding must land. It is stored as an
/// overlay, `ClinicApp`: only the files that differ from the clean twin, plus `deleted-files.txt`
/// (clean files it removes) and `OVERLAY.md`. The tests compose it in a temporary folder (clean
/// twin, minus the deletions, overlay on top) and lint or graph that.
@Suite("Clinic fixture projects")
struct ClinicFixtureTests {
    /// `Tests/Fixtures`, found from this file's own path (`Tests/ArchitectTests/Fixtures/…`).
    static let fixturesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .path

    /// The overlay that turns the clean twin into the violating app.
    static let overlay = fixturesFolder + "/ClinicApp"
    /// The complete clean app, and the base the violating app is composed on.
    static let clean = fixturesFolder + "/ClinicAppClean"
    /// The overlay's own files, which describe it and are not copied into the composed app.
    static let overlayMetadata: Set<String> = ["OVERLAY.md", "deleted-files.txt"]

    /// Every module both fixtures consist of, with its layer.
    static let expectedModules: [String: String] = [
        "App": "app",
        "Data": "data",
        "DataTests": "tests",
        "DesignSystem": "designSystem",
        "Domain": "domain",
        "DomainTests": "tests",
        "FeatureAppointments": "features",
        "FeatureAppointmentsTests": "tests",
        "FeaturePatients": "features",
        "FeaturePatientsTests": "tests",
    ]

    /// The forbidden dependencies planted in `ClinicApp`, with the rule that forbids each.
    static let expectedForbiddenEdges: Set<Edge> = [
        Edge(from: "DesignSystem", to: "FeatureAppointments", rule: "clinic-app-sole-convergence"),
        Edge(from: "Domain", to: "DesignSystem", rule: "layer-dependency-rule"),
        Edge(from: "FeatureAppointments", to: "FeaturePatients", rule: "clinic-feature-no-sibling-import"),
        Edge(from: "FeaturePatients", to: "Data", rule: "clinic-feature-import-allowlist"),
    ]

    /// The project rules of the clinic preset; each must be planted once in `ClinicApp`.
    static var projectRuleIDs: [String] {
        Registry.catalog.descriptions
            .filter { $0.scope == .project && $0.presets.contains(.clinic) }
            .map(\.id)
    }

    /// A finding as the JSON report gives it.
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

    /// A dependency edge of the module graph.
    struct Edge: Hashable {
        let from: String
        let to: String
        let rule: String?
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
    static func deletedFiles() throws -> [String] {
        guard let data = FileManager.default.contents(atPath: overlay + "/deleted-files.txt") else { return [] }
        return String(decoding: data, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The overlay's files that go into the composed app (everything but its metadata).
    static func overlayFiles() throws -> [String] {
        try files(in: overlay).filter { !overlayMetadata.contains($0) }
    }

    /// Composes the violating app in a temporary folder, runs `body` with the folder's path, and
    /// removes the folder afterwards: every clean-twin file except the deleted ones, then every
    /// overlay file on top (replacing the clean file of the same path, if any).
    static func withViolatingApp<T>(_ body: (String) throws -> T) throws -> T {
        let app = try TemporaryProject()
        let deleted = Set(try deletedFiles())
        for file in try files(in: clean) where !deleted.contains(file) {
            try app.write(file, try contents(clean + "/" + file))
        }
        for file in try overlayFiles() {
            try app.write(file, try contents(overlay + "/" + file))
        }
        return try withExtendedLifetime(app) { try body(app.root) }
    }

    // MARK: Running the command line

    /// Lints a fixture the way a user would: the fixture as PATH and as working directory.
    static func lint(_ fixture: String) throws -> (code: Int32, findings: [Reported]) {
        let run = CommandRun.run(["lint", fixture, "--preset", "clinic", "--format", "json", "--quiet"], in: fixture)
        let json = try #require(run.json, "lint printed no JSON: \(run.err)")
        let items = try #require(json["findings"] as? [[String: Any]])
        let findings = items.map { item in
            Reported(rule: item["rule"] as? String ?? "?", file: item["file"] as? String ?? "?",
                     line: item["line"] as? Int ?? 0, message: item["message"] as? String ?? "")
        }
        return (run.code, findings)
    }

    /// The `graph --format json` of a fixture: modules by name with their layer and path, and the edges.
    static func graph(_ fixture: String) throws -> (modules: [String: (layer: String?, path: String)], edges: [Edge], violations: [Edge]) {
        let run = CommandRun.run(["graph", fixture, "--format", "json"], in: fixture)
        let json = try #require(run.json, "graph printed no JSON: \(run.err)")
        let moduleItems = try #require(json["modules"] as? [[String: Any]])
        var modules: [String: (layer: String?, path: String)] = [:]
        for item in moduleItems {
            guard let name = item["name"] as? String else { continue }
            modules[name] = (item["layer"] as? String, item["path"] as? String ?? "")
        }
        let edgeItems = try #require(json["edges"] as? [[String: Any]])
        var edges: [Edge] = []
        var violations: [Edge] = []
        for item in edgeItems {
            let edge = Edge(from: item["from"] as? String ?? "?", to: item["to"] as? String ?? "?", rule: item["rule"] as? String)
            edges.append(edge)
            if item["violation"] as? Bool == true { violations.append(edge) }
        }
        return (modules, edges, violations)
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
        return markers
    }

    // MARK: Lint

    @Test func violatingFixtureHasOneFindingOfEachProjectRuleWhereItIsPlanted() throws {
        let (run, markers) = try Self.withViolatingApp { app in
            (try Self.lint(app), try Self.plantedMarkers(in: app))
        }
        let (code, findings) = run
        #expect(code == 1, "planted error findings must fail the run")
        let required = Self.projectRuleIDs
        #expect(!required.isEmpty)
        for rule in required {
            let found = findings.filter { $0.rule == rule }
            guard let planted = markers[rule] else {
                Issue.record("no `PLANTED \(rule):` comment in Tests/Fixtures/ClinicApp; plant one violation of this project rule there (found: \(found))")
                continue
            }
            #expect(planted.count == 1, "\(rule) is planted more than once: \(planted)")
            #expect(found.count == 1, "\(rule) should report exactly the planted violation at \(planted), reported: \(found)")
            #expect(Set(found.map { Place(file: $0.file, line: $0.line) }) == Set(planted), "\(rule) reported \(found), planted at \(planted)")
        }
        for (rule, places) in markers where !required.contains(rule) {
            Issue.record("`PLANTED \(rule):` at \(places) does not name a project rule of the clinic preset")
        }
    }

    @Test func cleanTwinHasNoFindingAtAll() throws {
        let (code, findings) = try Self.lint(Self.clean)
        #expect(findings.isEmpty, "the clean clinic app should lint clean under --preset clinic:\n\(findings.map(\.description).joined(separator: "\n"))")
        #expect(code == 0)
        #expect(try Self.plantedMarkers(in: Self.clean).isEmpty, "the clean twin must not contain PLANTED comments")
    }

    // MARK: Graph

    @Test func graphOfViolatingFixtureMarksTheForbiddenEdges() throws {
        let (graph, dot) = try Self.withViolatingApp { app in
            (try Self.graph(app), CommandRun.run(["graph", app, "--format", "dot"], in: app).out)
        }
        Self.expectModules(graph.modules)
        #expect(Set(graph.violations) == Self.expectedForbiddenEdges, "forbidden edges: \(graph.violations)")
        #expect(graph.edges.contains(Edge(from: "FeatureAppointments", to: "Domain", rule: nil)))
        #expect(dot.contains("color=red"))
        #expect(dot.contains("\"FeaturePatients\" -> \"Data\" [style=dashed, color=red"))
    }

    @Test func graphOfCleanTwinHasNoForbiddenEdge() throws {
        let graph = try Self.graph(Self.clean)
        Self.expectModules(graph.modules)
        #expect(graph.violations.isEmpty, "forbidden edges: \(graph.violations)")
        for edge in [Edge(from: "App", to: "Data", rule: nil), Edge(from: "App", to: "FeaturePatients", rule: nil),
                     Edge(from: "FeatureAppointments", to: "DesignSystem", rule: nil), Edge(from: "Data", to: "Domain", rule: nil)] {
            #expect(graph.edges.contains(edge), "missing \(edge.from) -> \(edge.to)")
        }
        let dot = CommandRun.run(["graph", Self.clean, "--format", "dot"], in: Self.clean).out
        #expect(dot.hasPrefix("digraph"))
        #expect(!dot.contains("color=red"))
    }

    // MARK: Overlay

    @Test func composedViolatingAppIsTheCleanTwinWithTheOverlayOnTop() throws {
        let cleanFiles = try Self.files(in: Self.clean)
        let overlayFiles = try Self.overlayFiles()
        let deleted = try Self.deletedFiles()
        #expect(!overlayFiles.isEmpty, "the overlay Tests/Fixtures/ClinicApp holds no file")
        #expect(Set(cleanFiles).isDisjoint(with: Self.overlayMetadata), "the clean twin must not hold overlay metadata")
        #expect(Set(deleted).count == deleted.count, "deleted-files.txt lists a path twice: \(deleted)")
        let overlayNotes = String(decoding: try Self.contents(Self.overlay + "/OVERLAY.md"), as: UTF8.self)
        for path in deleted {
            #expect(cleanFiles.contains(path), "deleted-files.txt lists \(path), which the clean twin does not have")
            #expect(!overlayFiles.contains(path), "\(path) is both deleted and provided by the overlay; drop it from deleted-files.txt")
            #expect(overlayNotes.contains(path), "OVERLAY.md should list the deleted file \(path)")
        }
        // An overlay file that equals the clean one is a needless copy that would drift.
        for path in overlayFiles where cleanFiles.contains(path) {
            #expect(try Self.contents(Self.overlay + "/" + path) != Self.contents(Self.clean + "/" + path),
                    "ClinicApp/\(path) is identical to the clean twin's; delete it from the overlay")
        }
        try Self.withViolatingApp { app in
            let composed = try Self.files(in: app)
            let expected = Set(cleanFiles).subtracting(deleted).union(overlayFiles)
            #expect(Set(composed) == expected, """
                composed app differs from clean twin + overlay: extra \(Set(composed).subtracting(expected).sorted()), \
                missing \(expected.subtracting(composed).sorted())
                """)
            let fromOverlay = Set(overlayFiles)
            for path in composed {
                let source = fromOverlay.contains(path) ? Self.overlay : Self.clean
                #expect(try Self.contents(app + "/" + path) == Self.contents(source + "/" + path),
                        "composed \(path) is not byte-identical to \(fromOverlay.contains(path) ? "the overlay" : "the clean twin")'s")
            }
        }
    }

    /// The modules are exactly the fixture's own, each in the right layer and inside the fixture:
    /// nothing (such as the repository's own `Package.swift`) is read from outside the PATH.
    static func expectModules(_ modules: [String: (layer: String?, path: String)], sourceLocation: SourceLocation = #_sourceLocation) {
        let outside = modules.filter { $0.value.path.hasPrefix("/") }.map { "\($0.key) at \($0.value.path)" }.sorted()
        #expect(outside.isEmpty, "modules from outside the fixture: \(outside)", sourceLocation: sourceLocation)
        #expect(Set(modules.keys) == Set(expectedModules.keys), "modules: \(modules.keys.sorted())", sourceLocation: sourceLocation)
        for (name, layer) in expectedModules {
            #expect(modules[name]?.layer == layer, "\(name) should be in layer \(layer)", sourceLocation: sourceLocation)
        }
    }
}
