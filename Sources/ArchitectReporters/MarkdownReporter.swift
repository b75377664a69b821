import ArchitectCore
import ArchitectSyntax

/// GitHub-flavoured Markdown for pull-request comments and job summaries.
///
/// A heading with the totals, a table of findings by category and impact, then one table row
/// per finding. GitHub refuses comments over 65,536 characters, so the findings table stops
/// near `characterBudget` characters and says how many findings it left out.
public enum MarkdownReporter: Reporter {
    /// The `--format` value.
    public static let name = "markdown"

    /// Roughly the longest output the findings table may grow to.
    public static let characterBudget = 60_000

    /// The whole report in this format.
    public static func render(_ report: Report) -> String {
        var lines: [String] = ["## \(report.toolName)", ""]
        let files = report.fileCount == 1 ? "1 file" : "\(report.fileCount) files"
        guard !report.findings.isEmpty else {
            lines.append("No findings in \(files).")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("**\(plural(report.findings.count, "finding"))** (\(plural(report.errorCount, "error")), "
                     + "\(plural(report.warningCount, "warning")), \(plural(report.noteCount, "note"))) in \(files).")
        lines.append("")
        lines += summaryTable(FindingTally(report.findings))
        lines.append("")
        lines.append("### Findings")
        lines.append("")
        lines.append("| Severity | Rule | Location | Message |")
        lines.append("| --- | --- | --- | --- |")
        var size = lines.reduce(0) { $0 + $1.utf8.count + 1 }
        var shown = 0
        for finding in report.findings {
            let location = "\(report.displayPath(finding.path)):\(finding.line):\(finding.column)"
            let row = "| \(finding.severity.rawValue) | \(codeSpan(finding.shownID)) | \(codeSpan(location)) | \(cell(finding.message)) |"
            if size + row.utf8.count + 1 > characterBudget { break }
            lines.append(row)
            size += row.utf8.count + 1
            shown += 1
        }
        if shown < report.findings.count {
            lines.append("")
            lines.append("… and \(plural(report.findings.count - shown, "more finding")) not listed here; see the full report.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Rows are categories, columns the impacts that occur, with totals.
    static func summaryTable(_ tally: FindingTally) -> [String] {
        var lines = ["| Category | " + tally.impacts.map(\.rawValue).joined(separator: " | ") + " | Total |"]
        lines.append("| --- |" + String(repeating: " ---: |", count: tally.impacts.count + 1))
        for category in tally.categories {
            let counts = tally.impacts.map { String(tally.count(category: category, impact: $0)) }
            lines.append("| \(cell(category)) | " + counts.joined(separator: " | ") + " | \(tally.count(category: category)) |")
        }
        let totals = tally.impacts.map { String(tally.count(impact: $0)) }
        let all = tally.categories.reduce(0) { $0 + tally.count(category: $1) }
        lines.append("| **Total** | " + totals.joined(separator: " | ") + " | **\(all)** |")
        return lines
    }

    /// Text for a table cell: pipes and line breaks escaped; outside `code spans`, characters
    /// Markdown or HTML would interpret are escaped too.
    public static func cell(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            switch character {
            case "`":
                inCode.toggle()
                result.append(character)
            case "|": result += "\\|"
            case "\n", "\r\n", "\r": result += inCode ? " " : "<br>"
            case "\\", "*", "_", "[", "]", "<", ">", "#", "~":
                if inCode { result.append(character) } else { result += "\\" + String(character) }
            default: result.append(character)
            }
        }
        // An unbalanced backtick would swallow the rest of the row.
        if inCode { return cell(text.replacingBackticks()) }
        return result
    }

    /// `text` as a code span, safe in a table cell.
    public static func codeSpan(_ text: String) -> String {
        let escaped = text.map { $0 == "|" ? "\\|" : ($0.isNewline ? " " : String($0)) }.joined()
        return escaped.contains("`") ? "`` " + escaped + " ``" : "`" + escaped + "`"
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension String {
    /// The string with backticks replaced by apostrophes.
    fileprivate func replacingBackticks() -> String {
        String(map { $0 == "`" ? "'" : $0 })
    }
}
