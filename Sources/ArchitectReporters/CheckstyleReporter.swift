import ArchitectCore
import ArchitectSyntax

/// Checkstyle XML, read by Jenkins' warnings plugin, reviewdog, SonarQube and others.
///
/// `<checkstyle><file name=…><error line column severity message source/></file></checkstyle>`,
/// one `file` per linted file with findings and one `error` per finding. Notes are written with
/// checkstyle's `info` severity; `source` is the rule ID.
public enum CheckstyleReporter: Reporter {
    /// The `--format` value.
    public static let name = "checkstyle"

    /// The whole report in this format.
    public static func render(_ report: Report) -> String {
        let groups = Dictionary(grouping: report.findings) { report.displayPath($0.path) }
        var lines = [MarkupText.xmlDeclaration, "<checkstyle version=\"4.3\">"]
        for path in groups.keys.sorted() {
            lines.append("  <file name=\"\(MarkupText.escape(path))\">")
            for finding in groups[path] ?? [] {
                let attributes = [
                    "line=\"\(finding.line)\"",
                    "column=\"\(finding.column)\"",
                    "severity=\"\(severity(finding.severity))\"",
                    "message=\"\(MarkupText.escape(finding.message))\"",
                    "source=\"\(MarkupText.escape(finding.shownID))\"",
                ]
                lines.append("    <error " + attributes.joined(separator: " ") + "/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Checkstyle's name for a severity.
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
