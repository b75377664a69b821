import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import Foundation
import Testing

/// `docs/rules.md` is generated from the catalog by `scripts/generate-docs`; these tests keep the
/// checked-in copy equal to what the code renders, so the reference cannot drift.
@Suite struct GeneratedDocsTests {
    /// The repository root, found from this file's own path (`Tests/ArchitectTests/Engine/…`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What `swiftui-architect rules --format markdown` prints, rendered in-process.
    static func renderedReference() -> String {
        CommandRun.run(["rules", "--format", "markdown"], in: "/").out
    }

    @Test func rulesReferenceIsUpToDate() throws {
        let rendered = Self.renderedReference()
        let path = Self.repositoryRoot.appendingPathComponent("docs/rules.md").path
        let onDisk = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if rendered != onDisk {
            Issue.record("docs/rules.md is stale: run scripts/generate-docs")
        }
    }

    @Test func renderingIsDeterministic() {
        #expect(Self.renderedReference() == Self.renderedReference())
    }

    @Test func referenceCoversEveryRuleAndManualItem() {
        let rendered = Self.renderedReference()
        for rule in Registry.catalog.descriptions {
            #expect(rendered.contains("\n### `\(rule.id)`\n"), "no section for \(rule.id)")
            for alias in rule.aliases { #expect(rendered.contains("`\(alias)`"), "alias \(alias) of \(rule.id) is not listed") }
            for option in rule.options { #expect(rendered.contains("| `\(option.name)` |"), "option \(option.name) of \(rule.id) is not listed") }
        }
        for item in Registry.catalog.manualItems {
            #expect(rendered.contains("| `\(item.id)` |"), "manual item \(item.id) is not listed")
        }
    }

    @Test func examplesKeepTheirMarkersAndFences() {
        let rendered = Self.renderedReference()
        #expect(rendered.contains("↓"))
        let fences = rendered.split(separator: "\n").filter { $0.hasPrefix("```") }
        #expect(fences.count % 2 == 0, "an example's code fence is left open")
    }
}
