import ArchitectCore
import ArchitectSyntax
import ArchitectReporters
import Testing

@Suite("Reporter list")
struct ReporterListTests {
    @Test("Every format DESIGN §3 names is offered, once")
    func formats() {
        let names = Reporters.all.map { $0.name }
        #expect(Set(names) == ["xcode", "json", "sarif", "github", "junit", "checkstyle", "markdown", "html", "summary"])
        #expect(names.count == Set(names).count)
    }

    @Test("Every format ends its output with a newline, or prints nothing")
    func trailingNewline() throws {
        let project = try TemporaryProject()
        let reports = [try ReportFixtures.report(in: project), ReportFixtures.emptyReport()]
        for reporter in Reporters.all {
            for report in reports {
                let text = reporter.render(report)
                #expect(text.isEmpty || text.hasSuffix("\n"), "\(reporter.name)")
            }
        }
    }

    @Test("Paths inside the working directory are shown relative to it, others whole")
    func displayPathsAreRelativeInsideTheWorkingDirectory() {
        for folder in ["/work/app", "/work/app/"] {
            let report = Report(toolVersion: "1", findings: [], fileCount: 0, seconds: 0, catalog: ReportFixtures.catalog, workingDirectory: folder)
            #expect(report.displayPath("/work/app/Sources/A.swift") == "Sources/A.swift")
            #expect(report.displayPath("/work/app/Café/Ünï.swift") == "Café/Ünï.swift")
            #expect(report.displayPath("/work/app2/A.swift") == "/work/app2/A.swift", "a sibling whose name starts alike")
            #expect(report.displayPath("/work/app") == "/work/app")
            #expect(report.displayPath("/work/app/") == "")
            #expect(report.displayPath("/elsewhere/A.swift") == "/elsewhere/A.swift")
        }
    }
}
