import ArchitectCore

/// The JSON contract of DESIGN §3: tool, findings, summary.
public enum JSONReporter: Reporter {
    public static let name = "json"

    public static func render(_ report: Report) -> String {
        JSONText.render(document(report)) + "\n"
    }

    /// The report as a JSON value; `annotate` gives fields to add to each finding.
    public static func document(_ report: Report, annotate: (Finding) -> [(String, JSONText.Value)] = { _ in [] }) -> JSONText.Value {
        let findings: [JSONText.Value] = report.findings.map { finding in
            .object([
                ("rule", .string(finding.shownID)),
                ("canonical", .string(finding.ruleID)),
                ("severity", .string(finding.severity.rawValue)),
                ("impact", .string(finding.impact.rawValue)),
                ("category", .string(finding.category)),
                ("file", .string(report.displayPath(finding.path))),
                ("line", .int(finding.line)),
                ("column", .int(finding.column)),
                ("message", .string(finding.message)),
                ("fixable", .bool(finding.fixable)),
            ] + annotate(finding))
        }
        let document: JSONText.Value = .object([
            ("tool", .object([("name", .string(report.toolName)), ("version", .string(report.toolVersion))])),
            ("findings", .array(findings)),
            ("summary", .object([
                ("files", .int(report.fileCount)),
                ("findings", .int(report.findings.count)),
                ("errors", .int(report.errorCount)),
                ("warnings", .int(report.warningCount)),
                ("notes", .int(report.noteCount)),
                ("seconds", .double(report.seconds)),
            ])),
        ])
        return document
    }
}
