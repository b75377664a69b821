import ArchitectCore
import ArchitectSyntax
import ArchitectReporters
import Foundation
import Testing

@Suite("Markdown reporter")
struct MarkdownReporterTests {
    /// Splits a table row into cells, honouring `\|` escapes.
    private func cells(_ row: Substring) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in row.dropFirst().dropLast() {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current.trimmingCharacters(in: .whitespaces))
        return cells
    }

    @Test("Summary by category and impact, then one table row per finding")
    func structure() throws {
        let project = try TemporaryProject()
        let report = try ReportFixtures.report(in: project)
        let text = MarkdownReporter.render(report)
        let lines = text.split(separator: "\n")
        #expect(lines.contains("**4 findings** (1 error, 2 warnings, 1 note) in 3 files."))
        let header = try #require(lines.first { $0.hasPrefix("| Category |") })
        #expect(cells(header) == ["Category", "critical", "medium", "low", "Total"])
        #expect(lines.contains { cells($0) == ["diff", "1", "0", "0", "1"] })
        #expect(lines.contains { cells($0) == ["misc", "0", "1", "0", "1"] })
        #expect(lines.contains { cells($0) == ["**Total**", "2", "1", "1", "**4**"] })

        let tableStart = try #require(lines.firstIndex { $0.hasPrefix("| Severity |") })
        let rows = lines[(tableStart + 2)...].filter { $0.hasPrefix("|") }
        #expect(rows.count == report.findings.count)
        for row in rows {
            #expect(cells(row).count == 4, "\(row)")
        }
        let odd = try #require(rows.last)
        #expect(cells(odd)[0] == "note")
        #expect(cells(odd)[1] == "`view-body-length`")
        #expect(cells(odd)[2] == "`Sources/App/Model.swift:2:5`")
        #expect(cells(odd)[3] == "Odd text: a \\| pipe, \\<tag\\> & \"quotes\", 100% sure,<br>second line: done.")
        #expect(cells(rows[1])[3] == "`AnyView` erases the view's type; use `some View` or `@ViewBuilder` instead.")
    }

    @Test("Cells escape pipes everywhere and markup outside code spans")
    func escaping() {
        #expect(MarkdownReporter.cell("use `a|b` or *c*") == "use `a\\|b` or \\*c\\*")
        #expect(MarkdownReporter.cell("odd ` tick <b>") == "odd ' tick \\<b\\>")
        #expect(MarkdownReporter.codeSpan("a`b|c") == "`` a`b\\|c ``")
    }

    @Test("A clean run says so")
    func clean() {
        let text = MarkdownReporter.render(ReportFixtures.emptyReport())
        #expect(text.contains("No findings in 5 files."))
        #expect(!text.contains("| Severity |"))
    }

    @Test("Very long reports stop before GitHub's comment limit and say how many were left out")
    func budget() {
        let findings = (1...2_000).map { line in
            Finding(ruleID: "view-body-length", severity: .note, impact: .low, category: "view", path: "/p/Sources/File.swift",
                    line: line, column: 1, message: "A long enough message to fill the table quickly, one row after another.", fixable: false)
        }
        let report = Report(toolVersion: "1", findings: findings, fileCount: 1, seconds: 0, catalog: ReportFixtures.catalog, workingDirectory: "/p")
        let text = MarkdownReporter.render(report)
        #expect(text.utf8.count < 65_536)
        #expect(text.contains("more findings not listed here"))
    }
}
