import ArchitectCore
import ArchitectSyntax
import Foundation

/// SARIF 2.1.0, the format GitHub code scanning and most static-analysis viewers import.
///
/// The run lists, as `tool.driver.rules`, every rule that has a finding (sorted by ID), and each
/// result points at its rule with `ruleId` and `ruleIndex`. Paths under the working directory are
/// relative URIs against `%SRCROOT%`; others are absolute `file://` URIs. Columns are converted
/// to UTF-16 code units, SARIF's default unit, by reading the offending line; when the file
/// cannot be read the column is given as the engine counted it.
public enum SARIFReporter: Reporter {
    /// The `--format` value.
    public static let name = "sarif"

    /// The schema the output follows.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base URI ID relative artifact locations use.
    public static let sourceRootID = "%SRCROOT%"

    /// The whole report in this format.
    public static func render(_ report: Report) -> String {
        let ruleIDs = Array(Set(report.findings.map(\.shownID))).sorted()
        var indexByRule: [String: Int] = [:]
        for (index, id) in ruleIDs.enumerated() { indexByRule[id] = index }
        let severityByRule = Dictionary(report.findings.map { ($0.shownID, $0.severity) }, uniquingKeysWith: { first, _ in first })

        let rules: [JSONText.Value] = ruleIDs.map { id in
            ruleDescriptor(id: id, catalog: report.catalog, fallbackSeverity: severityByRule[id] ?? .warning)
        }
        var sources = SourceLines()
        let results: [JSONText.Value] = report.findings.map { finding in
            result(for: finding, ruleIndex: indexByRule[finding.shownID] ?? 0, report: report, sources: &sources)
        }
        let driver: JSONText.Value = .object([
            ("name", .string(report.toolName)),
            ("version", .string(report.toolVersion)),
            ("semanticVersion", .string(report.toolVersion)),
            ("rules", .array(rules)),
        ])
        let run: JSONText.Value = .object([
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([.object([("executionSuccessful", .bool(true))])])),
            ("originalUriBaseIds", .object([
                (sourceRootID, .object([("uri", .string(fileURI(directory: report.workingDirectory)))])),
            ])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        let document: JSONText.Value = .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
        return JSONText.render(document) + "\n"
    }

    /// The SARIF `level` of a severity.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// `state-no-published` → `StateNoPublishedRule`, the readable rule name SARIF asks for.
    public static func ruleName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// A path as a URI reference: each character outside the safe set is percent-encoded.
    public static func uriReference(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? path
    }

    private static let uriPathCharacters: CharacterSet = {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        allowed.insert(charactersIn: "!$&'()*+,;=@")
        return allowed
    }()

    private static func fileURI(directory: String) -> String {
        let slashed = directory.hasSuffix("/") ? directory : directory + "/"
        return "file://" + uriReference(slashed)
    }

    private static func ruleDescriptor(id: String, catalog: RuleCatalog, fallbackSeverity: Severity) -> JSONText.Value {
        guard let description = catalog.description(for: id) else {
            return .object([
                ("id", .string(id)),
                ("name", .string(ruleName(id))),
                ("shortDescription", .object([("text", .string(id))])),
                ("defaultConfiguration", .object([("level", .string(level(fallbackSeverity)))])),
            ])
        }
        let rationale = prose(description.rationale)
        let helpText = "\(rationale)\n\nCategory: \(description.category.rawValue). Impact: \(description.impact.rawValue). "
            + "Run `swiftui-architect explain \(description.id)` for examples."
        var fields: [(String, JSONText.Value)] = [
            ("id", .string(description.id)),
            ("name", .string(ruleName(description.id))),
            ("shortDescription", .object([("text", .string(description.title))])),
            ("fullDescription", .object([("text", .string(rationale))])),
            ("help", .object([("text", .string(helpText)), ("markdown", .string(helpText))])),
            ("defaultConfiguration", .object([("level", .string(level(description.defaultSeverity)))])),
        ]
        var properties: [(String, JSONText.Value)] = [
            ("tags", .array([.string("swiftui-architect"), .string(description.category.rawValue)])),
            ("impact", .string(description.impact.rawValue)),
        ]
        if !description.aliases.isEmpty {
            properties.append(("aliases", .array(description.aliases.map { .string($0) })))
        }
        fields.append(("properties", .object(properties)))
        return .object(fields)
    }

    private static func result(for finding: Finding, ruleIndex: Int, report: Report, sources: inout SourceLines) -> JSONText.Value {
        let shown = report.displayPath(finding.path)
        let artifact: JSONText.Value
        if shown.hasPrefix("/") {
            artifact = .object([("uri", .string("file://" + uriReference(shown)))])
        } else {
            artifact = .object([("uri", .string(uriReference(shown))), ("uriBaseId", .string(sourceRootID))])
        }
        var column = max(finding.column, 1)
        if let text = sources.line(finding.line, inFile: finding.path) {
            column = SourceLines.utf16Column(column, in: text)
        }
        return .object([
            ("ruleId", .string(finding.shownID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([
                ("physicalLocation", .object([
                    ("artifactLocation", artifact),
                    ("region", .object([("startLine", .int(max(finding.line, 1))), ("startColumn", .int(column))])),
                ])),
            ])])),
            ("properties", .object([("category", .string(finding.category)), ("impact", .string(finding.impact.rawValue))])),
        ])
    }

    /// Rationale text with its hard line breaks joined, keeping blank-line paragraph breaks.
    static func prose(_ text: String) -> String {
        text.components(separatedBy: "\n\n")
            .map { paragraph in
                paragraph.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            }
            .filter { !$0.isEmpty }
            .joined(separator: "\n\n")
    }
}
