import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import Foundation
import Testing

/// A finding carries the ID under which the user's configuration enabled its rule; baselines and
/// suppressions keep matching the canonical ID.
@Suite("Rule IDs users see")
struct ShownRuleIDTests {
    static let screen = """
    import SwiftUI

    struct ArticleScreen: View {
        @State var model: ArticleModel
        var body: some View {
            Text(model.title)
                .onAppear {
                    Task { await model.load() }
                }
        }
    }
    """

    /// The `rule` and `canonical` fields of each JSON finding of a lint run.
    static func ids(_ arguments: [String], in project: TemporaryProject) -> [(rule: String, canonical: String)] {
        let run = CommandRun.run(["lint"] + arguments + ["--format", "json", "."], in: project.root)
        let findings = run.json?["findings"] as? [[String: Any]] ?? []
        return findings.compactMap { finding in
            guard let rule = finding["rule"] as? String, let canonical = finding["canonical"] as? String else { return nil }
            return (rule, canonical)
        }
    }

    @Test("Each preset shows its own document's ID, recommended the canonical one")
    func presetIDs() throws {
        let project = try TemporaryProject(["Sources/App/ArticleScreen.swift": Self.screen])
        let expected: [(String, String)] = [("recommended", "data-task-modifier"), ("review", "review-task-not-onappear"),
                                            ("optimise", "perf-task-modifier"), ("mvvm", "mvvm-view-task-not-onappear"),
                                            ("clinic", "data-task-modifier"), ("all", "data-task-modifier")]
        for (preset, shown) in expected {
            let found = Self.ids(["--preset", preset], in: project).filter { $0.canonical == "data-task-modifier" }
            #expect(found.map(\.rule) == [shown], "preset \(preset)")
        }
    }

    @Test("--rule and the config show the name they were given")
    func givenNames() throws {
        let project = try TemporaryProject(["Sources/App/ArticleScreen.swift": Self.screen])
        #expect(Self.ids(["--rule", "perf-task-modifier"], in: project).map(\.rule) == ["perf-task-modifier"])
        try project.write(".swiftui-architect.json", #"{ "preset": "review", "rules": { "mvvm-view-task-not-onappear": "error" } }"#)
        #expect(Self.ids([], in: project).filter { $0.canonical == "data-task-modifier" }.map(\.rule) == ["mvvm-view-task-not-onappear"])
    }

    @Test("Xcode output shows the preset's ID")
    func xcodeOutput() throws {
        let project = try TemporaryProject(["Sources/App/ArticleScreen.swift": Self.screen])
        let run = CommandRun.run(["lint", "--preset", "review", "--rule", "review-task-not-onappear", "."], in: project.root)
        #expect(run.out.contains("[review-task-not-onappear]"))
        #expect(!run.out.contains("[data-task-modifier]"))
    }

    @Test("A baseline written under one preset hides the same finding under another")
    func baselineMatchesCanonicalIDs() throws {
        let project = try TemporaryProject(["Sources/App/ArticleScreen.swift": Self.screen])
        let written = CommandRun.run(["lint", "--preset", "review", "--write-baseline", "baseline.json", "."], in: project.root)
        #expect(written.code == 0 || written.code == 1)
        let later = Self.ids(["--preset", "optimise", "--baseline", "baseline.json"], in: project)
        #expect(!later.contains { $0.canonical == "data-task-modifier" })
    }

    @Test("A suppression by canonical ID hides the finding under every preset")
    func suppressionByCanonicalID() throws {
        let suppressed = Self.screen.replacingOccurrences(of: ".onAppear {",
                                                          with: "// swiftui-architect:disable:next data-task-modifier\n            .onAppear {")
        #expect(suppressed != Self.screen)
        let project = try TemporaryProject(["Sources/App/ArticleScreen.swift": suppressed])
        for preset in ["review", "optimise", "mvvm"] {
            #expect(!Self.ids(["--preset", preset], in: project).contains { $0.canonical == "data-task-modifier" }, "preset \(preset)")
        }
    }

    @Test("shownID picks the first name whose prefix is the preset's document's")
    func shownIDChoice() {
        let description = ReviewBody50LinesRule.description
        #expect(description.shownID(in: .clinic) == "view-body-complexity")
        #expect(description.shownID(in: .review) == "review-body-50-lines")
        #expect(description.shownID(in: .mvvm) == "comp-screen-body-50")
        #expect(description.shownID(in: .recommended) == "review-body-50-lines")
    }
}
