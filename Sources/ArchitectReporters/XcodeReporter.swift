/// `path:line:column: severity: message [rule-id]`, the form Xcode and most editors read.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"

    public static func render(_ report: Report) -> String {
        report.findings.map { finding in
            "\(report.displayPath(finding.path)):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
        }.joined()
    }
}
