import ArchitectCore
import ArchitectSyntax
import ArchitectReporters
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses XML with Foundation's DOM, failing the test on malformed output.
private func parseXML(_ text: String) throws -> XMLElement {
    let document = try XMLDocument(data: Data(text.utf8), options: [])
    return try #require(document.rootElement())
}

private func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attribute(forName: name)?.stringValue
}

private func children(_ element: XMLElement, _ name: String) -> [XMLElement] {
    element.elements(forName: name)
}

@Suite("JUnit reporter")
struct JUnitReporterTests {
    @Test("One failing test case per finding, in one suite per file")
    func structure() throws {
        let project = try TemporaryProject()
        let report = try ReportFixtures.report(in: project)
        let root = try parseXML(JUnitReporter.render(report))
        #expect(root.name == "testsuites")
        #expect(attribute(root, "tests") == "4")
        #expect(attribute(root, "failures") == "4")
        let suites = children(root, "testsuite")
        #expect(suites.compactMap { attribute($0, "name") } == ["/elsewhere/Gone File.swift", "Sources/App/Card.swift", "Sources/App/Model.swift"])
        #expect(suites.compactMap { attribute($0, "failures") } == ["1", "1", "2"])
        let cases = suites.flatMap { children($0, "testcase") }
        #expect(cases.count == report.findings.count)
        let failures = cases.flatMap { children($0, "failure") }
        #expect(failures.count == report.findings.count)
        #expect(failures.compactMap { attribute($0, "type") } == report.findings.map(\.ruleID))
        #expect(failures.compactMap { attribute($0, "message") } == report.findings.map(\.message))
        let odd = try #require(failures.last)
        #expect(odd.stringValue?.contains("<tag> & \"quotes\"") == true)
        #expect(attribute(cases[2], "line") == "1")
    }

    @Test("A clean run has one passing test case")
    func clean() throws {
        let root = try parseXML(JUnitReporter.render(ReportFixtures.emptyReport()))
        #expect(attribute(root, "failures") == "0")
        let cases = children(root, "testsuite").flatMap { children($0, "testcase") }
        #expect(cases.count == 1)
        #expect(cases.first.map { children($0, "failure").isEmpty } == true)
    }
}

@Suite("Checkstyle reporter")
struct CheckstyleReporterTests {
    @Test("One error element per finding, in one file element per file")
    func structure() throws {
        let project = try TemporaryProject()
        let report = try ReportFixtures.report(in: project)
        let root = try parseXML(CheckstyleReporter.render(report))
        #expect(root.name == "checkstyle")
        let files = children(root, "file")
        #expect(files.compactMap { attribute($0, "name") } == ["/elsewhere/Gone File.swift", "Sources/App/Card.swift", "Sources/App/Model.swift"])
        let errors = files.flatMap { children($0, "error") }
        #expect(errors.count == report.findings.count)
        #expect(errors.compactMap { attribute($0, "source") } == report.findings.map(\.ruleID))
        #expect(errors.compactMap { attribute($0, "message") } == report.findings.map(\.message))
        #expect(errors.compactMap { attribute($0, "severity") } == ["warning", "warning", "error", "info"])
        #expect(errors.compactMap { attribute($0, "line") } == ["7", "2", "1", "2"])
        #expect(errors.compactMap { attribute($0, "column") } == ["3", "13", "13", "5"])
    }

    @Test("A clean run is an empty checkstyle element")
    func clean() throws {
        let root = try parseXML(CheckstyleReporter.render(ReportFixtures.emptyReport()))
        #expect(root.name == "checkstyle")
        #expect(children(root, "file").isEmpty)
    }
}

@Suite("Markup escaping")
struct MarkupTextTests {
    @Test("Markup characters, line breaks and characters XML forbids are escaped")
    func escape() throws {
        #expect(MarkupText.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c'")
        #expect(MarkupText.escape("x\ny\tz\r") == "x&#10;y&#9;z&#13;")
        #expect(MarkupText.escape("bell\u{07}!") == "bell\u{FFFD}!")
        // Whatever goes in comes back out of a parser unchanged (bar forbidden characters).
        let tricky = "if a < b && c > \"d\" { 'e' }\nnext\tline"
        let root = try parseXML("<r a=\"\(MarkupText.escape(tricky))\">\(MarkupText.escape(tricky))</r>")
        #expect(attribute(root, "a") == tricky)
        #expect(root.stringValue == tricky)
    }
}
