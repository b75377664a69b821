import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import ArchitectReporters
import Foundation

/// Hand-made reports for the reporter tests: a few findings in files that exist on disk, one in
/// a file that does not, and a small catalog, so no real rule is needed.
enum ReportFixtures {
    static let catalog = RuleCatalog(descriptions: [
        RuleDescription(id: "diff-avoid-anyview", title: "Avoid AnyView", category: .diff, impact: .critical, severity: .warning,
                        presets: [.recommended], rationale: "Type erasure hides identity.\nKeep view types concrete."),
        RuleDescription(id: "state-no-published", title: "Prefer @Observable", category: .state, impact: .critical,
                        presets: [.recommended], aliases: ["mvvm-observable"], rationale: "Observation tracks reads precisely."),
        RuleDescription(id: "view-body-length", title: "Short view bodies", category: .view, impact: .low,
                        presets: [.clinic], rationale: "Long bodies are hard to read."),
    ])

    /// A source with a non-ASCII character before the offending token on line 2.
    static let cardSource = """
    import SwiftUI
    let café = AnyView(Text("é"))
    struct Card: View { var body: some View { Text("hi") } }
    """

    /// Writes the sources into `project` and returns a report over them.
    static func report(in project: TemporaryProject, graph: ModuleGraph = ModuleGraph()) throws -> Report {
        try project.write("Sources/App/Card.swift", cardSource)
        try project.write("Sources/App/Model.swift", "final class Model: ObservableObject {\n    @Published var name = \"\"\n}\n")
        let root = project.root
        let findings = [
            Finding(ruleID: "diff-avoid-anyview", severity: .warning, impact: .critical, category: "diff",
                    path: root + "/Sources/App/Card.swift", line: 2, column: 13,
                    message: "`AnyView` erases the view's type; use `some View` or `@ViewBuilder` instead.", fixable: false),
            Finding(ruleID: "state-no-published", severity: .error, impact: .critical, category: "state",
                    path: root + "/Sources/App/Model.swift", line: 1, column: 13,
                    message: "`Model` conforms to ObservableObject; mark it @Observable and drop @Published.", fixable: true),
            Finding(ruleID: "view-body-length", severity: .note, impact: .low, category: "view",
                    path: root + "/Sources/App/Model.swift", line: 2, column: 5,
                    message: "Odd text: a | pipe, <tag> & \"quotes\", 100% sure,\nsecond line: done.", fixable: false),
            Finding(ruleID: "custom-rule", severity: .warning, impact: .medium, category: "misc",
                    path: "/elsewhere/Gone File.swift", line: 7, column: 3,
                    message: "A rule the catalog does not know, in a file that is gone.", fixable: false),
        ].sorted(by: Finding.reportOrder)
        return Report(toolVersion: "9.9.9", findings: findings, fileCount: 3, seconds: 0.25, catalog: catalog,
                      workingDirectory: root, graph: graph)
    }

    /// A report without findings.
    static func emptyReport() -> Report {
        Report(toolVersion: "9.9.9", findings: [], fileCount: 5, seconds: 0.1, catalog: catalog, workingDirectory: "/nowhere")
    }

    /// A small layered graph with one forbidden edge.
    static let graph = ModuleGraph(
        modules: [
            .init(name: "App", layer: .app, path: "App", files: 4),
            .init(name: "FeatureProfile", layer: .features, path: "Sources/FeatureProfile", files: 9),
            .init(name: "FeatureSettings", layer: .features, path: "Sources/FeatureSettings", files: 1),
            .init(name: "Domain", layer: .domain, path: "Sources/Domain", files: 6),
            .init(name: "Data", layer: .data, path: "Sources/Data", files: 3),
            .init(name: "DesignSystem", layer: .designSystem, path: "Sources/DesignSystem", files: 12),
            .init(name: "Scratch<&>", layer: nil, path: "Scratch", files: 1),
            .init(name: "FeatureProfileTests", layer: .tests, path: "Tests/FeatureProfileTests", files: 2),
        ],
        edges: [
            .init(from: "App", to: "FeatureProfile", kind: .manifest, violation: false, rule: nil),
            .init(from: "App", to: "FeatureSettings", kind: .manifest, violation: false, rule: nil),
            .init(from: "FeatureProfile", to: "Domain", kind: .manifest, violation: false, rule: nil),
            .init(from: "FeatureProfile", to: "DesignSystem", kind: .import, violation: false, rule: nil),
            .init(from: "Data", to: "Domain", kind: .manifest, violation: false, rule: nil),
            .init(from: "FeatureProfile", to: "FeatureSettings", kind: .import, violation: true, rule: "layer-feature-no-sibling"),
            .init(from: "Domain", to: "App", kind: .manifest, violation: true, rule: "layer-domain-pure"),
            .init(from: "FeatureProfileTests", to: "FeatureProfile", kind: .manifest, violation: false, rule: nil),
            .init(from: "Scratch<&>", to: "Foundation", kind: .import, violation: false, rule: nil),
        ]
    )
}
