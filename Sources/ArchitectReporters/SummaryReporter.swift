import Foundation

/// Counts by rule and severity, for a quick look at a codebase.
public enum SummaryReporter: Reporter {
    public static let name = "summary"

    public static func render(_ report: Report) -> String {
        var counts: [String: (severity: String, count: Int)] = [:]
        for finding in report.findings {
            counts[finding.shownID, default: (finding.severity.rawValue, 0)].count += 1
        }
        var lines: [String] = []
        let width = max(4, counts.keys.map(\.count).max() ?? 0)
        if !counts.isEmpty {
            lines.append("rule".padding(toLength: width, withPad: " ", startingAt: 0) + "  severity  count")
            for (rule, entry) in counts.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
                lines.append(rule.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                             + entry.severity.padding(toLength: 8, withPad: " ", startingAt: 0) + "  " + String(entry.count))
            }
            lines.append("")
        }
        lines.append(totalsLine(report))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `3 findings (1 error, 2 warnings, 0 notes) in 12 files, 0.41s`.
    public static func totalsLine(_ report: Report) -> String {
        "\(counted(report.findings.count, "finding")) (\(counted(report.errorCount, "error")), \(counted(report.warningCount, "warning")), "
            + "\(counted(report.noteCount, "note"))) in \(counted(report.fileCount, "file")), \(String(format: "%.2f", report.seconds))s"
    }

    /// `1 error`, `2 errors`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
