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
}
