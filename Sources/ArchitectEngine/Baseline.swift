import ArchitectCore
import ArchitectSyntax
import ArchitectReporters
import Foundation

/// Findings recorded once and hidden from later runs, so a rule can be adopted on an old codebase
/// without fixing everything first (`lint --write-baseline FILE`, then `lint --baseline FILE`).
///
/// An entry is keyed by rule, file and a fingerprint of the offending line's text (whitespace
/// trimmed and collapsed, hashed with FNV-1a 64), plus an occurrence index counting identical
/// (rule, file, fingerprint) triples from the top of the file. Line numbers are not part of the
/// key, so edits elsewhere in a file keep old findings hidden, while a changed line, or one more
/// copy of an offending line, is reported.
///
/// Files are recorded relative to the folder holding the baseline file (absolute when outside
/// it), so the baseline keeps working whichever folder `lint` is run from.
public struct Baseline: Sendable, Equatable {
    /// The version of the file format this code writes and reads.
    public static let formatVersion = 1

    /// One recorded finding.
    public struct Entry: Sendable, Hashable, Comparable {
        /// The canonical rule ID.
        public var rule: String
        /// The file, relative to the baseline's folder (absolute when outside it).
        public var file: String
        /// FNV-1a 64 of the offending line's normalised text, as 16 hex digits.
        public var fingerprint: String
        /// 0 for the first finding with this rule, file and fingerprint, 1 for the second, ….
        public var occurrence: Int
        /// The finding's message when it was recorded; shown to readers, not matched.
        public var message: String

        /// An entry with these fields.
        public init(rule: String, file: String, fingerprint: String, occurrence: Int, message: String = "") {
            self.rule = rule
            self.file = file
            self.fingerprint = fingerprint
            self.occurrence = occurrence
            self.message = message
        }

        /// The fields a finding is matched on.
        var key: Key { Key(rule: rule, file: file, fingerprint: fingerprint, occurrence: occurrence) }

        /// Orders entries by file, rule, fingerprint and occurrence, as the file lists them.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.fingerprint, lhs.occurrence, lhs.message) < (rhs.file, rhs.rule, rhs.fingerprint, rhs.occurrence, rhs.message)
        }
    }

    /// What identifies a finding across runs.
    struct Key: Hashable {
        let rule: String
        let file: String
        let fingerprint: String
        let occurrence: Int
    }

    /// The recorded findings, sorted.
    public private(set) var entries: [Entry]

    /// A baseline of these entries.
    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Records `findings`, with files relative to `directory` (the baseline file's folder).
    ///
    /// `lines` gives the lines of a file; by default files are read from disk.
    public init(findings: [Finding], directory: String, lines: (String) -> [Substring]? = Baseline.readLines) {
        let keyed = Baseline.keys(for: findings, directory: directory, lines: lines)
        self.init(entries: zip(findings, keyed).map { finding, key in
            Entry(rule: key.rule, file: key.file, fingerprint: key.fingerprint, occurrence: key.occurrence, message: finding.message)
        })
    }

    /// The findings the baseline does not cover, in their original order, and how many it hid.
    public func filter(_ findings: [Finding], directory: String, lines: (String) -> [Substring]? = Baseline.readLines) -> (kept: [Finding], hidden: Int) {
        let comparison = compare(findings, directory: directory, lines: lines)
        return (comparison.kept, comparison.hidden)
    }

    /// What a run's findings and the baseline have and lack in common.
    public struct Comparison: Sendable {
        /// The findings the baseline does not cover, in their original order.
        public var kept: [Finding]
        /// How many findings the baseline hid.
        public var hidden: Int
        /// The entries no finding of the run matches, in the baseline's order: fixed, or gone
        /// with their file (or outside what the run linted; the caller decides).
        public var unmatched: [Entry]
    }

    /// Matches `findings` against the entries, both ways.
    public func compare(_ findings: [Finding], directory: String, lines: (String) -> [Substring]? = Baseline.readLines) -> Comparison {
        let recorded = Set(entries.map(\.key))
        let keys = Baseline.keys(for: findings, directory: directory, lines: lines)
        var kept: [Finding] = []
        for (finding, key) in zip(findings, keys) where !recorded.contains(key) {
            kept.append(finding)
        }
        let found = Set(keys)
        return Comparison(kept: kept, hidden: findings.count - kept.count, unmatched: entries.filter { !found.contains($0.key) })
    }

    /// The same baseline with aliases replaced by canonical rule IDs.
    public func canonicalized(with catalog: RuleCatalog) -> Baseline {
        Baseline(entries: entries.map { entry in
            var entry = entry
            entry.rule = catalog.canonicalID(for: entry.rule) ?? entry.rule
            return entry
        })
    }

    // MARK: Keys

    /// One key per finding, in order; occurrence indexes count in line and column order.
    static func keys(for findings: [Finding], directory: String, lines: (String) -> [Substring]?) -> [Key] {
        var fileLines: [String: [Substring]?] = [:]
        var partial: [(rule: String, file: String, fingerprint: String)] = []
        for finding in findings {
            if fileLines[finding.path] == nil { fileLines[finding.path] = .some(lines(finding.path)) }
            let text: Substring
            if let all = fileLines[finding.path] ?? nil, finding.line >= 1, finding.line <= all.count {
                text = all[finding.line - 1]
            } else {
                text = ""
            }
            partial.append((finding.ruleID, relativePath(finding.path, to: directory), fingerprint(of: text)))
        }
        // Number identical triples from the top of the file, whatever order the findings came in.
        let order = findings.indices.sorted { (findings[$0].line, findings[$0].column, $0) < (findings[$1].line, findings[$1].column, $1) }
        var seen: [String: Int] = [:]
        var occurrences = Array(repeating: 0, count: findings.count)
        for index in order {
            let triple = partial[index].rule + "\u{0}" + partial[index].file + "\u{0}" + partial[index].fingerprint
            occurrences[index] = seen[triple, default: 0]
            seen[triple, default: 0] += 1
        }
        return findings.indices.map { index in
            Key(rule: partial[index].rule, file: partial[index].file, fingerprint: partial[index].fingerprint, occurrence: occurrences[index])
        }
    }

    /// The line with leading and trailing whitespace removed and inner runs collapsed to one space.
    public static func normalise<Text: StringProtocol>(_ line: Text) -> String {
        line.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// FNV-1a 64 of the normalised line's UTF-8, as 16 lowercase hex digits.
    public static func fingerprint<Text: StringProtocol>(of line: Text) -> String {
        StableHash.hex(StableHash.fnv1a64(normalise(line)))
    }

    /// `path` relative to `directory` when it lies under it, else unchanged.
    static func relativePath(_ path: String, to directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Reads a file's lines from disk, or nil.
    public static func readLines(_ path: String) -> [Substring]? {
        guard case .text(let text) = SourceReader.read(path: path) else { return nil }
        return SourceLines.split(text)
    }

    // MARK: File

    /// The baseline as the JSON file `--write-baseline` writes: versioned and sorted, so
    /// recording the same findings twice gives the same bytes.
    public func fileText() -> String {
        let items: [JSONText.Value] = entries.map { entry in
            .object([
                ("rule", .string(entry.rule)),
                ("file", .string(entry.file)),
                ("fingerprint", .string(entry.fingerprint)),
                ("occurrence", .int(entry.occurrence)),
                ("message", .string(entry.message)),
            ])
        }
        let document: JSONText.Value = .object([
            ("version", .int(Baseline.formatVersion)),
            ("tool", .string("swiftui-architect")),
            ("entries", .array(items)),
        ])
        return JSONText.render(document) + "\n"
    }

    /// The file's shape, for decoding.
    private struct FileHeader: Decodable {
        let version: Int?
    }

    private struct FileBody: Decodable {
        struct Item: Decodable {
            let rule: String
            let file: String
            let fingerprint: String
            let occurrence: Int
            let message: String?
        }
        let entries: [Item]
    }

    /// Reads a baseline written by `fileText()`; `source` names the file in error messages.
    public static func parse(_ data: Data, source: String) throws(ConfigurationError) -> Baseline {
        let header: FileHeader
        do {
            header = try JSONDecoder().decode(FileHeader.self, from: data)
        } catch {
            throw ConfigurationError("--baseline file '\(source)' is not a baseline (expected a JSON object with 'version' and 'entries'); write a new one with --write-baseline")
        }
        guard let version = header.version else {
            throw ConfigurationError("--baseline file '\(source)' has no 'version'; write a new one with --write-baseline")
        }
        guard version == formatVersion else {
            throw ConfigurationError("--baseline file '\(source)' has version \(version), but this tool reads version \(formatVersion)")
        }
        let body: FileBody
        do {
            body = try JSONDecoder().decode(FileBody.self, from: data)
        } catch {
            throw ConfigurationError("--baseline file '\(source)' is damaged: every entry needs 'rule', 'file', 'fingerprint' and 'occurrence' (\(describe(error)))")
        }
        return Baseline(entries: body.entries.map { item in
            Entry(rule: item.rule, file: item.file, fingerprint: item.fingerprint, occurrence: item.occurrence, message: item.message ?? "")
        })
    }

    /// A short description of a decoding error: where in the file, and what.
    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        func place(_ path: [any CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return text.isEmpty ? "the top level" : text
        }
        switch decoding {
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' at \(place(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription) at \(place(context.codingPath))"
        @unknown default: return "\(error)"
        }
    }

    /// Reads the baseline file at `path`; `flagValue` is the path as the user wrote it, for messages.
    public static func load(path: String, flagValue: String) throws(ConfigurationError) -> Baseline {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ConfigurationError("--baseline file '\(flagValue)' does not exist; create it with --write-baseline")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError("--baseline file '\(flagValue)' cannot be read")
        }
        return try parse(data, source: flagValue)
    }

    /// Writes the baseline file at `path`.
    public func write(path: String, flagValue: String) throws(ConfigurationError) {
        do {
            try Data(fileText().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ConfigurationError("cannot write --write-baseline file '\(flagValue)': \(error.localizedDescription)")
        }
    }
}
