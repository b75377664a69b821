import ArchitectCore

/// `path:line:column: severity: message [rule-id]`, the form Xcode and most editors read.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"

    public static func render(_ report: Report) -> String {
        render(report, colored: false)
    }

    /// The report, with the severity coloured for a terminal when `colored` is true: `error` in
    /// red, `warning` in yellow, `note` in blue, and the rule ID dimmed. Paths and messages keep
    /// their control characters escaped, so a file name cannot send escape codes of its own.
    public static func render(_ report: Report, colored: Bool) -> String {
        report.findings.map { finding in
            let severity = colored ? TerminalColor.paint(finding.severity.rawValue, TerminalColor.code(for: finding.severity)) : finding.severity.rawValue
            let rule = colored ? TerminalColor.paint("[\(finding.shownID)]", TerminalColor.dim) : "[\(finding.shownID)]"
            return "\(oneLine(report.displayPath(finding.path))):\(finding.line):\(finding.column): \(severity): \(oneLine(finding.message)) \(rule)\n"
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

/// ANSI escape codes for the colours of a terminal report.
public enum TerminalColor {
    /// Bold red, for errors.
    public static let red = "1;31"
    /// Bold yellow, for warnings.
    public static let yellow = "1;33"
    /// Blue, for notes.
    public static let blue = "34"
    /// Dim, for the rule ID.
    public static let dim = "2"

    /// The colour of a severity.
    public static func code(for severity: Severity) -> String {
        switch severity {
        case .error: red
        case .warning: yellow
        case .note: blue
        }
    }

    /// `text` between the escape that sets `code` and the one that resets every attribute.
    public static func paint(_ text: String, _ code: String) -> String {
        "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
