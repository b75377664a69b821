import ArchitectCore
import ArchitectSyntax

/// GitHub Actions workflow commands: `::error file=PATH,line=N,col=N::MESSAGE [rule-id]`.
///
/// Printed in a workflow step, each line becomes an annotation on the pull request's diff.
/// Errors use `error`, warnings `warning` and notes `notice`.
public enum GitHubReporter: Reporter {
    /// The `--format` value.
    public static let name = "github"

    /// The whole report in this format.
    public static func render(_ report: Report) -> String {
        report.findings.map { finding in
            let properties = [
                "file=" + escapeProperty(report.displayPath(finding.path)),
                "line=\(max(finding.line, 1))",
                "col=\(max(finding.column, 1))",
            ].joined(separator: ",")
            return "::\(command(finding.severity)) \(properties)::\(escapeData(finding.message + " [" + finding.shownID + "]"))\n"
        }.joined()
    }

    /// The workflow command for a severity.
    public static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A message, escaped as GitHub's toolkit escapes command data (`%`, `\r`, `\n`).
    public static func escapeData(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A property value, escaped as command data plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        var result = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
