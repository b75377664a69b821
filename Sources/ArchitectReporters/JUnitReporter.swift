import ArchitectCore
import ArchitectSyntax
import Foundation

/// JUnit XML, which Jenkins, GitLab, Azure Pipelines and most CI servers show as test results.
///
/// Each linted file with findings is a `testsuite`; each finding is a `testcase` with one
/// `failure`. A clean run still holds one passing test case, because several CI servers treat a
/// report without tests as a broken step.
public enum JUnitReporter: Reporter {
    /// The `--format` value.
    public static let name = "junit"

    /// The whole report in this format.
    public static func render(_ report: Report) -> String {
        let groups = Dictionary(grouping: report.findings) { report.displayPath($0.path) }
        let time = String(format: "%.3f", report.seconds)
        var lines = [MarkupText.xmlDeclaration]
        let failures = report.findings.count
        lines.append("<testsuites name=\"\(MarkupText.escape(report.toolName))\" tests=\"\(max(failures, 1))\" failures=\"\(failures)\" errors=\"0\" time=\"\(time)\">")
        if groups.isEmpty {
            lines.append("  <testsuite name=\"\(MarkupText.escape(report.toolName))\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"\(time)\">")
            lines.append("    <testcase classname=\"\(MarkupText.escape(report.toolName))\" name=\"\(MarkupText.escape("no findings in \(report.fileCount) files"))\" time=\"0\"/>")
            lines.append("  </testsuite>")
        }
        for path in groups.keys.sorted() {
            let findings = groups[path] ?? []
            let escapedPath = MarkupText.escape(path)
            lines.append("  <testsuite name=\"\(escapedPath)\" tests=\"\(findings.count)\" failures=\"\(findings.count)\" errors=\"0\" skipped=\"0\" time=\"0\">")
            for finding in findings {
                let caseName = "\(finding.shownID) at \(finding.line):\(finding.column)"
                let detail = "\(path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.shownID)]"
                lines.append("    <testcase classname=\"\(escapedPath)\" name=\"\(MarkupText.escape(caseName))\" file=\"\(escapedPath)\" line=\"\(finding.line)\" time=\"0\">")
                lines.append("      <failure type=\"\(MarkupText.escape(finding.shownID))\" message=\"\(MarkupText.escape(finding.message))\">\(MarkupText.escapeKeepingLines(detail))</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
