import ArchitectCore
import ArchitectSyntax
import ArchitectReporters
import Testing

@Suite("GitHub reporter")
struct GitHubReporterTests {
    @Test("One workflow command per finding, with severity, file, line, column and rule")
    func commands() throws {
        let project = try TemporaryProject()
        let report = try ReportFixtures.report(in: project)
        let lines = GitHubReporter.render(report).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        #expect(lines.count == report.findings.count + 1)
        #expect(lines[0] == "::warning file=/elsewhere/Gone File.swift,line=7,col=3::A rule the catalog does not know, in a file that is gone. [custom-rule]")
        #expect(lines[1] == "::warning file=Sources/App/Card.swift,line=2,col=13::`AnyView` erases the view's type; use `some View` or `@ViewBuilder` instead. [diff-avoid-anyview]")
        #expect(lines[2].hasPrefix("::error file=Sources/App/Model.swift,line=1,col=13::"))
        #expect(lines[3] == "::notice file=Sources/App/Model.swift,line=2,col=5::Odd text: a | pipe, <tag> & \"quotes\", 100%25 sure,%0Asecond line: done. [view-body-length]")
    }

    @Test("Data and properties are escaped as the Actions toolkit expects")
    func escaping() {
        #expect(GitHubReporter.escapeData("50% done\r\nnext: a,b") == "50%25 done%0D%0Anext: a,b")
        #expect(GitHubReporter.escapeProperty("C:\\dir,x/y%.swift") == "C%3A\\dir%2Cx/y%25.swift")
    }

    @Test("A clean run prints nothing")
    func empty() {
        #expect(GitHubReporter.render(ReportFixtures.emptyReport()).isEmpty)
    }
}
