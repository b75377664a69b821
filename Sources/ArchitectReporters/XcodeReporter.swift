/// `path:line:column: severity: message [rule-id]`, the form Xcode and most editors read.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"

    public static func render(_ report: Report) -> String {
        report.findings.map { finding in
            "\(oneLine(report.displayPath(finding.path))):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(oneLine(finding.message)) [\(finding.shownID)]\n"
        }.joined()
    }

    /// `text` with line breaks and other control characters escaped (`\n`, `\u{1B}`), so that one
    /// finding is always one line: a file name may hold any character but `/`.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
