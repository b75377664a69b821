import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import Foundation
import Testing

/// End-to-end runs of the command line on the two clinic fixture projects in `Tests/Fixtures`.
///
/// `ClinicAppClean` is a modular clinic app written by the book and must lint clean under
/// `--preset clinic`; `ClinicApp` is the overlay that plants one violation of each project rule
/// of the preset (see `FixtureTwins` for how the violating app is composed and checked).
@Suite("Clinic fixture projects")
struct ClinicFixtureTests {
    /// The clinic twins.
    static let twins = FixtureTwins(overlayName: "ClinicApp", preset: .clinic)

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

    /// A dependency edge of the module graph.
    struct Edge: Hashable {
        let from: String
        let to: String
        let rule: String?
    }

    /// The `graph --format json` of a fixture: modules by name with their layer and path, and the edges.
    static func graph(_ fixture: String) throws -> (modules: [String: (layer: String?, path: String)], edges: [Edge], violations: [Edge]) {
        let run = CommandRun.run(["graph", fixture, "--format", "json", "--tests"], in: fixture)
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

    // MARK: Lint

    @Test func violatingFixtureHasOneFindingOfEachProjectRuleWhereItIsPlanted() throws {
        try Self.twins.expectOneFindingOfEachProjectRuleWhereItIsPlanted()
    }

    @Test func cleanTwinHasNoFindingAtAll() throws {
        try Self.twins.expectCleanTwinLintsClean()
    }

    // MARK: Graph

    @Test func graphOfViolatingFixtureMarksTheForbiddenEdges() throws {
        let (graph, dot) = try Self.twins.withViolatingApp { app in
            (try Self.graph(app), CommandRun.run(["graph", app, "--format", "dot"], in: app).out)
        }
        Self.expectModules(graph.modules)
        #expect(Set(graph.violations) == Self.expectedForbiddenEdges, "forbidden edges: \(graph.violations)")
        #expect(graph.edges.contains(Edge(from: "FeatureAppointments", to: "Domain", rule: nil)))
        #expect(dot.contains("color=red"))
        #expect(dot.contains("\"FeaturePatients\" -> \"Data\" [style=dashed, color=red"))
    }

    @Test func graphOfCleanTwinHasNoForbiddenEdge() throws {
        let graph = try Self.graph(Self.twins.clean)
        Self.expectModules(graph.modules)
        #expect(graph.violations.isEmpty, "forbidden edges: \(graph.violations)")
        for edge in [Edge(from: "App", to: "Data", rule: nil), Edge(from: "App", to: "FeaturePatients", rule: nil),
                     Edge(from: "FeatureAppointments", to: "DesignSystem", rule: nil), Edge(from: "Data", to: "Domain", rule: nil)] {
            #expect(graph.edges.contains(edge), "missing \(edge.from) -> \(edge.to)")
        }
        let dot = CommandRun.run(["graph", Self.twins.clean, "--format", "dot"], in: Self.twins.clean).out
        #expect(dot.hasPrefix("digraph"))
        // The legend's sample of a forbidden edge is red; no module's edge is.
        #expect(!dot.split(separator: "\n").contains { $0.contains("color=red") && !$0.contains("legend") })
    }

    // MARK: Overlay

    @Test func composedViolatingAppIsTheCleanTwinWithTheOverlayOnTop() throws {
        try Self.twins.expectComposedAppIsTheCleanTwinWithTheOverlayOnTop()
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
