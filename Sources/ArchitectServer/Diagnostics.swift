import ArchitectCore
import ArchitectReporters

/// Findings as LSP diagnostics.
public enum Diagnostics {
    /// The diagnostic of a finding, its range on the offending token of `lines`.
    public static func diagnostic(_ finding: Finding, lines: TextLines) -> JSONText.Value {
        let range = lines.tokenRange(line: finding.line, utf8Column: finding.column)
        return .object([
            ("range", self.range(range, in: lines)),
            ("severity", .int(severity(finding.severity))),
            ("code", .string(finding.shownID)),
            ("source", .string("swiftui-architect")),
            ("message", .string(finding.message)),
            ("data", .object([("canonical", .string(finding.ruleID)), ("fixable", .bool(finding.fixable))])),
        ])
    }

    /// The LSP severity: 1 error, 2 warning, 3 information.
    public static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// An LSP range of UTF-16 offsets.
    public static func range(_ range: Range<Int>, in lines: TextLines) -> JSONText.Value {
        .object([("start", position(lines.position(ofOffset: range.lowerBound))), ("end", position(lines.position(ofOffset: range.upperBound)))])
    }

    static func position(_ position: (line: Int, character: Int)) -> JSONText.Value {
        .object([("line", .int(position.line)), ("character", .int(position.character))])
    }
}
