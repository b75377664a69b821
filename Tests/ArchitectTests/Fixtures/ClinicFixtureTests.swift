import ArchitectCore
import ArchitectRules
import Foundation
import Testing

/// End-to-end runs of the command line on the two clinic fixture projects in `Tests/Fixtures`.
///
/// `ClinicApp` is a modular clinic app with exactly one planted violation of each project rule of
/// the clinic preset, each marked by a `PLANTED <rule-id>:` comment on the line where the finding
/// must land. `ClinicAppClean` is the same app written by the book and must lint clean.
@Suite("Clinic fixture projects")
struct ClinicFixtureTests {
    /// `Tests/Fixtures`, found from this file's own path (`Tests/ArchitectTests/Fixtures/…`).
    static let fixturesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
        .path

    static let violating = fixturesFolder + "/ClinicApp"
    static let clean = fixturesFolder + "/ClinicAppClean"

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
        let (code, findings) = try Self.lint(Self.violating)
        #expect(code == 1, "planted error findings must fail the run")
        let markers = try Self.plantedMarkers(in: Self.violating)
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
        let graph = try Self.graph(Self.violating)
        Self.expectModules(graph.modules)
        #expect(Set(graph.violations) == Self.expectedForbiddenEdges, "forbidden edges: \(graph.violations)")
        #expect(graph.edges.contains(Edge(from: "FeatureAppointments", to: "Domain", rule: nil)))
        let dot = CommandRun.run(["graph", Self.violating, "--format", "dot"], in: Self.violating).out
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
