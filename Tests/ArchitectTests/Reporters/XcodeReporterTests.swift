import ArchitectCore
import ArchitectSyntax
import ArchitectReporters
import Testing

@Suite("Xcode reporter")
struct XcodeReporterTests {
    @Test("One line per finding, even when a file name or message holds a line break")
    func oneLinePerFinding() throws {
        let project = try TemporaryProject()
        let report = try ReportFixtures.report(in: project)
        let lines = XcodeReporter.render(report).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == report.findings.count + 1)
        #expect(lines.contains("Sources/App/Card.swift:2:13: warning: `AnyView` erases the view's type; use `some View` or `@ViewBuilder` instead. [diff-avoid-anyview]"))
        #expect(lines.contains("Sources/App/Model.swift:2:5: note: Odd text: a | pipe, <tag> & \"quotes\", 100% sure,\\nsecond line: done. [view-body-length]"))
        let strange = Finding(ruleID: "diff-avoid-anyview", severity: .warning, impact: .critical, category: "diff",
                              path: project.root + "/Odd\nName\u{1B}.swift", line: 1, column: 1, message: "m", fixable: false)
        let single = Report(toolVersion: "t", findings: [strange], fileCount: 1, seconds: 0, catalog: ReportFixtures.catalog,
                            workingDirectory: project.root, graph: .init())
        #expect(XcodeReporter.render(single) == "Odd\\nName\\u{1B}.swift:1:1: warning: m [diff-avoid-anyview]\n")
    }
}
