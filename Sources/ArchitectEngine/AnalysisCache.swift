import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Foundation

/// Per-file analyses from earlier runs, keyed by file content, placement, rules and tool version.
///
/// One cache file holds the entries of one project root under one rule configuration. A file
/// is reused only when its bytes hash to the same value and it is placed the same way (module,
/// layer, test status, iOS target). A damaged or foreign cache file is ignored and rewritten.
public final class AnalysisCache: Sendable {
    /// One cached file.
    struct Entry: Codable, Sendable {
        let contentHash: UInt64
        /// The file's size in bytes: two texts that hash alike must also be as long.
        let contentLength: Int
        let placementKey: String
        let analysis: FileAnalysis
    }

    /// What is stored on disk.
    struct Store: Codable {
        let formatVersion: Int
        let key: String
        let entries: [String: Entry]
    }

    static let formatVersion = 8
    /// A cache file larger than this is not read: no real project needs one, and reading it
    /// whole would cost more than linting.
    public static let maximumFileSize = 256 << 20
    /// Cache files not used for this long are removed (each project root and rule
    /// configuration has its own file, so old checkouts and settings would pile up).
    static let maximumAge: TimeInterval = 30 * 24 * 3600
    /// At most this many cache files are kept; the least recently used go first.
    static let maximumFiles = 32
    /// The cache file.
    public let path: String
    private let key: String
    private let entries: [String: Entry]

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
        let key = "\(toolVersion)|\(root)|\(rulesFingerprint)"
        self.key = key
        self.path = directory + "/" + StableHash.hex(StableHash.fnv1a64(key)) + ".json"
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size <= sizeLimit, let data = FileManager.default.contents(atPath: path),
           let store = try? JSONDecoder().decode(Store.self, from: data),
           store.formatVersion == Self.formatVersion, store.key == key {
            entries = store.entries
        } else {
            entries = [:]
        }
    }

    /// The cached analysis of a file, when its content and placement are unchanged.
    func analysis(for path: String, contentHash: UInt64, contentLength: Int, placementKey: String) -> FileAnalysis? {
        guard let entry = entries[path], entry.contentHash == contentHash, entry.contentLength == contentLength,
              entry.placementKey == placementKey else { return nil }
        return entry.analysis
    }

    /// Whether an entry for this content is stored, whatever its placement.
    func hasEntry(for path: String, contentHash: UInt64, contentLength: Int) -> Bool {
        entries[path].map { $0.contentHash == contentHash && $0.contentLength == contentLength } ?? false
    }

    /// Writes the entries of this run (and only those), atomically. Failures are ignored: a
    /// cache that cannot be written only costs the next run its speed.
    func save(_ newEntries: [String: Entry]) {
        if isUnchanged(by: newEntries) {
            // Every file was a hit and none came or went: the file on disk already says all
            // this; it is only marked as used, so that pruning by age keeps it.
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
            return
        }
        let store = Store(formatVersion: Self.formatVersion, key: key, entries: newEntries)
        guard let data = try? JSONEncoder().encode(store) else { return }
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
        Self.prune(directory: directory, keeping: path)
    }

    /// Whether `newEntries` are the stored entries: the same files, each with the same content
    /// and placement (so its analysis is the stored one).
    func isUnchanged(by newEntries: [String: Entry]) -> Bool {
        guard !entries.isEmpty, newEntries.count == entries.count else { return false }
        return newEntries.allSatisfy { path, entry in
            entries[path].map {
                $0.contentHash == entry.contentHash && $0.contentLength == entry.contentLength && $0.placementKey == entry.placementKey
            } ?? false
        }
    }

    /// Removes cache files of other roots or configurations that are old, or beyond the most
    /// recently used `maximumFiles`. Only files named like cache files are touched.
    static func prune(directory: String, keeping current: String, now: Date = Date()) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { return }
        var files: [(path: String, used: Date)] = []
        for name in names where name.hasSuffix(".json") && name.count == 21 && name.dropLast(5).allSatisfy(\.isHexDigit) {
            let path = directory + "/" + name
            guard path != current, let modified = (try? fileManager.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { continue }
            files.append((path, modified))
        }
        files.sort { $0.used > $1.used }
        for (position, file) in files.enumerated() where position >= maximumFiles - 1 || now.timeIntervalSince(file.used) > maximumAge {
            try? fileManager.removeItem(atPath: file.path)
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
