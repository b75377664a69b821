import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Foundation

/// Per-file analyses from earlier runs, keyed by file content, placement, rules and tool version.
///
/// One cache file holds the entries of one project under one rule configuration. A file is
/// reused only when its bytes hash to the same value and it is placed the same way (module,
/// layer, test status, iOS target). A damaged or foreign cache file is ignored and rewritten.
///
/// Entries are keyed by the file's path relative to the project root, and the paths inside the
/// stored analyses are relative too, so a cache survives moving (or restoring in CI) the
/// checkout to another folder: the cache file is named after the root folder's last name, not
/// its full path. The cache folder is kept under `maximumTotalSize` bytes by removing the least
/// recently used cache files first.
public final class AnalysisCache: Sendable {
    /// What an entry is valid for: the file's content and its placement.
    struct Stamp: Codable, Sendable, Equatable {
        let contentHash: UInt64
        /// The file's size in bytes: two texts that hash alike must also be as long.
        let contentLength: Int
        let placementKey: String
    }

    /// One file's analysis of this run, to save.
    struct Entry: Sendable {
        let stamp: Stamp
        let analysis: FileAnalysis
        /// Whether `analysis` was read from this cache (then its stored form is written back as is).
        var fromCache = false
    }

    /// What the first line of the file says: which format and which project and rules.
    struct Header: Codable {
        let formatVersion: Int
        let key: String
    }

    /// What the index line says about each entry; its analysis has a line of its own.
    struct EntryHeader: Codable {
        let path: String
        let stamp: Stamp
    }

    /// One entry as read from disk: its analysis still encoded, decoded only when a run asks
    /// for it (on the worker thread that asks), and written back as it is when unchanged.
    struct StoredEntry: Sendable {
        let stamp: Stamp
        /// The analysis, as JSON with paths relative to the root.
        let encodedAnalysis: Data
    }

    /// 10: JSON lines with lazily decoded analyses, and the environment facts of function results,
    /// preview-only names and re-injected reads.
    static let formatVersion = 10
    /// A cache file larger than this is not read: no real project needs one, and reading it
    /// whole would cost more than linting.
    public static let maximumFileSize = 256 << 20
    /// Cache files not used for this long are removed (each project root and rule
    /// configuration has its own file, so old checkouts and settings would pile up).
    static let maximumAge: TimeInterval = 30 * 24 * 3600
    /// At most this many cache files are kept; the least recently used go first.
    static let maximumFiles = 32
    /// The cache folder's cache files together are kept under this many bytes (the current
    /// project's file is kept whatever its size); the least recently used go first.
    public static let maximumTotalSize = 512 << 20
    /// The cache file.
    public let path: String
    private let key: String
    /// The project root that stored paths are relative to.
    private let root: String
    /// Keyed by path relative to `root` (absolute for a file outside it); the analyses' paths
    /// are stored the same way.
    private let entries: [String: StoredEntry]

    /// The folder caches live in: `$XDG_CACHE_HOME/swiftui-architect` or `~/.cache/swiftui-architect`.
    public static var defaultDirectory: String {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/swiftui-architect" }
        let home = environment["HOME"] ?? NSTemporaryDirectory()
        return home + "/.cache/swiftui-architect"
    }

    /// Opens (or starts) the cache of a project root and rule configuration.
    /// A cache file larger than `sizeLimit` bytes is ignored.
    public init(directory: String = AnalysisCache.defaultDirectory, root: String, rulesFingerprint: String, toolVersion: String,
                sizeLimit: Int = AnalysisCache.maximumFileSize) {
        // The root's last name, not its full path, so that a moved checkout finds its cache.
        let key = "\(toolVersion)|\(URL(fileURLWithPath: root).lastPathComponent)|\(rulesFingerprint)"
        self.key = key
        self.root = root
        self.path = directory + "/" + StableHash.hex(StableHash.fnv1a64(key)) + ".json"
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size <= sizeLimit, let data = FileManager.default.contents(atPath: path) {
            entries = Self.read(data, key: key) ?? [:]
        } else {
            entries = [:]
        }
    }

    /// The entries of a cache file, or nil when it is damaged, of another format or of another
    /// key. The file is JSON lines: a `Header`, an array of every entry's `EntryHeader`, then
    /// each entry's analysis on a line of its own, in the same order (JSON written without line
    /// breaks, so none can occur inside one).
    static func read(_ data: Data, key: String) -> [String: StoredEntry]? {
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let decoder = JSONDecoder()
        guard lines.count >= 3, let header = try? decoder.decode(Header.self, from: lines[0]),
              header.formatVersion == formatVersion, header.key == key,
              let index = try? decoder.decode([EntryHeader].self, from: lines[1]),
              // The file ends with a line break, which leaves one empty last line.
              lines.count == index.count + 3, lines[lines.count - 1].isEmpty else { return nil }
        var entries: [String: StoredEntry] = [:]
        for (position, entry) in index.enumerated() {
            entries[entry.path] = StoredEntry(stamp: entry.stamp, encodedAnalysis: Data(lines[position + 2]))
        }
        return entries
    }

    /// The cached analysis of a file, when its content and placement are unchanged.
    func analysis(for path: String, contentHash: UInt64, contentLength: Int, placementKey: String) -> FileAnalysis? {
        guard let entry = entries[relative(path)],
              entry.stamp == Stamp(contentHash: contentHash, contentLength: contentLength, placementKey: placementKey),
              let analysis = try? JSONDecoder().decode(FileAnalysis.self, from: entry.encodedAnalysis) else { return nil }
        return Self.mapPaths(of: analysis, absolute)
    }

    /// Whether an entry for this content is stored, whatever its placement.
    func hasEntry(for path: String, contentHash: UInt64, contentLength: Int) -> Bool {
        entries[relative(path)].map { $0.stamp.contentHash == contentHash && $0.stamp.contentLength == contentLength } ?? false
    }

    /// `path` relative to the root, when it is under it.
    func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// A stored path made absolute again, under this run's root.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : root + "/" + path
    }

    /// `analysis` with the paths of its findings and summary passed through `transform`.
    static func mapPaths(of analysis: FileAnalysis, _ transform: (String) -> String) -> FileAnalysis {
        var analysis = analysis
        for index in analysis.findings.indices { analysis.findings[index].path = transform(analysis.findings[index].path) }
        if let path = analysis.summary?.path { analysis.summary?.path = transform(path) }
        return analysis
    }

    /// Writes the entries of this run (and only those), atomically. Failures are ignored: a
    /// cache that cannot be written only costs the next run its speed. An entry that was read
    /// from the file and not changed is written back as it was read, without encoding it again;
    /// entries of files this run did not lint (removed, renamed, or outside the paths given) are
    /// left out, so the file never keeps files that no longer exist.
    func save(_ absoluteEntries: [String: Entry]) {
        var newEntries: [String: Entry] = [:]
        for (path, entry) in absoluteEntries { newEntries[relative(path)] = entry }
        if isUnchanged(by: newEntries) {
            // Every file was a hit and none came or went: the file on disk already says all
            // this; it is only marked as used, so that pruning by age keeps it.
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard var data = try? encoder.encode(Header(formatVersion: Self.formatVersion, key: key)) else { return }
        data.append(UInt8(ascii: "\n"))
        // Sorted, so that the same entries always make the same file.
        let sorted = newEntries.sorted(by: { $0.key < $1.key })
        let index = sorted.map { relativePath, entry in
            EntryHeader(path: relativePath, stamp: entry.stamp)
        }
        guard let indexLine = try? encoder.encode(index) else { return }
        data.append(indexLine)
        data.append(UInt8(ascii: "\n"))
        for (relativePath, entry) in sorted {
            let stored = entry.fromCache ? entries[relativePath] : nil
            guard let analysis = try? stored?.encodedAnalysis ?? encoder.encode(Self.mapPaths(of: entry.analysis, relative)) else { return }
            data.append(analysis)
            data.append(UInt8(ascii: "\n"))
        }
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
        Self.prune(directory: directory, keeping: path)
    }

    /// Whether `newEntries` (keyed by relative path) are the stored entries: the same files, each with the same content
    /// and placement (so its analysis is the stored one).
    func isUnchanged(by newEntries: [String: Entry]) -> Bool {
        guard !entries.isEmpty, newEntries.count == entries.count else { return false }
        return newEntries.allSatisfy { path, entry in entry.fromCache && entries[path]?.stamp == entry.stamp }
    }

    /// Removes cache files of other roots or configurations that are old, beyond the most
    /// recently used `maximumFiles`, or beyond `sizeLimit` bytes in all (the most recently used
    /// are kept; `current` always is). Only files named like cache files are touched.
    static func prune(directory: String, keeping current: String, now: Date = Date(), sizeLimit: Int = maximumTotalSize) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { return }
        var files: [(path: String, used: Date, size: Int)] = []
        var total = (try? fileManager.attributesOfItem(atPath: current))?[.size] as? Int ?? 0
        for name in names where name.hasSuffix(".json") && name.count == 21 && name.dropLast(5).allSatisfy(\.isHexDigit) {
            let path = directory + "/" + name
            guard path != current, let attributes = try? fileManager.attributesOfItem(atPath: path),
                  let modified = attributes[.modificationDate] as? Date else { continue }
            files.append((path, modified, attributes[.size] as? Int ?? 0))
        }
        files.sort { $0.used > $1.used }
        for (position, file) in files.enumerated() {
            total += file.size
            if position >= maximumFiles - 1 || now.timeIntervalSince(file.used) > maximumAge || total > sizeLimit {
                try? fileManager.removeItem(atPath: file.path)
                total -= file.size
            }
        }
    }

    /// A string that changes whenever a rule's selection, severity or options change.
    static func fingerprint(of rules: RuleSet) -> String {
        rules.enabledIDs.sorted().map { id in
            let options = (rules.syntaxRules.first { type(of: $0).description.id == id }?.configuration.options ?? [:])
                .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
            return "\(id):\(rules.severities[id]?.rawValue ?? "")[\(options)]"
        }.joined(separator: ";")
    }

    /// The part of a file's placement that changes what file rules report.
    static func placementKey(_ placement: FilePlacement) -> String {
        "\(placement.module ?? "")|\(placement.layer?.rawValue ?? "")|\(placement.isTestFile)|\(placement.iOSTarget)|\(placement.platforms.key)|\(placement.swiftToolsVersion.map { "\($0)" } ?? "")"
    }
}
