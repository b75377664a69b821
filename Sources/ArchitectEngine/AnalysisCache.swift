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
    struct Stamp: Sendable, Equatable {
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

    /// One entry as read from disk: its analysis still encoded, decoded only when a run asks
    /// for it (on the worker thread that asks), and written back as it is when unchanged.
    struct StoredEntry: Sendable {
        let stamp: Stamp
        /// Where the analysis (compact form, paths relative to the root) lies in `stored`.
        let bytes: Range<Int>
    }

    /// 11: a compact binary file (`CompactCoding`) instead of JSON lines; 12: contents hashed by
    /// `StableHash.contents` instead of FNV-1a.
    static let formatVersion = 12
    /// What every cache file starts with: its kind, `formatVersion` and key.
    static let header = CacheFileHeader(magic: Array("swiftui-architect analysis cache\n".utf8), formatVersion: formatVersion)
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
    /// What the file is for: the tool version, the root folder's name and the rules' fingerprint.
    let key: String
    /// The project root that stored paths are relative to.
    private let root: String
    /// Keyed by path relative to `root` (absolute for a file outside it); the analyses' paths
    /// are stored the same way.
    private let entries: [String: StoredEntry]
    /// The cache file as read (the stored analyses are ranges of it).
    private let stored: Data
    /// The field names of the stored analyses; names of new entries are added when saving.
    private let keys: CompactKeys

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
        self.path = CacheFileWriter.path(in: directory, key: key, fileExtension: Self.fileExtension)
        let size = FileSystemName.size(atPath: path) ?? 0
        if size <= sizeLimit, let data = FileSystemName.contents(atPath: path), let contents = Self.read(data, key: key) {
            (entries, keys, stored) = (contents.entries, contents.keys, data)
        } else {
            (entries, keys, stored) = ([:], CompactKeys(), Data())
        }
    }

    /// The name every cache file ends with.
    static let fileExtension = ".cache"

    /// The entries of a cache file and the field names of their analyses, or nil when it is
    /// damaged, of another format or of another key. The file is: `magic`, the format number,
    /// the key, the field names, the number of entries, then each entry's path, stamp and
    /// analysis size, and last the analyses one after another in the same order.
    static func read(_ data: Data, key: String) -> (entries: [String: StoredEntry], keys: CompactKeys)? {
        data.withUnsafeBytes { raw -> (entries: [String: StoredEntry], keys: CompactKeys)? in
            guard let reader = header.reader(of: raw, key: key) else { return nil }
            do {
                let keys = try reader.readKeys()
                let count = Int(clamping: try reader.readUnsigned())
                var index: [(path: String, stamp: Stamp, size: Int)] = []
                for _ in 0..<count {
                    let path = try reader.readString()
                    let stamp = Stamp(contentHash: try reader.readUnsigned(), contentLength: Int(clamping: try reader.readUnsigned()),
                                      placementKey: try reader.readString())
                    index.append((path, stamp, Int(clamping: try reader.readUnsigned())))
                }
                var entries: [String: StoredEntry] = [:]
                var offset = reader.offset
                for item in index {
                    guard item.size <= raw.count - offset else { return nil }
                    entries[item.path] = StoredEntry(stamp: item.stamp, bytes: offset..<offset + item.size)
                    offset += item.size
                }
                guard offset == raw.count else { return nil }
                return (entries, keys)
            } catch {
                return nil
            }
        }
    }

    /// Reads the key a cache file was written for (tests open a cache file with it).
    static func storedKey(in data: Data) -> String? {
        data.withUnsafeBytes { raw in header.storedKey(in: raw) }
    }

    /// The cached analysis of a file, when its content and placement are unchanged.
    func analysis(for path: String, contentHash: UInt64, contentLength: Int, placementKey: String) -> FileAnalysis? {
        guard let entry = entries[relative(path)],
              entry.stamp == Stamp(contentHash: contentHash, contentLength: contentLength, placementKey: placementKey),
              let analysis = stored.withUnsafeBytes({ raw in
                  try? AnalysisDecoding.analysis(from: UnsafeRawBufferPointer(rebasing: raw[entry.bytes]), keys: keys)
              }) else { return nil }
        return Self.mapPaths(of: analysis, absolute)
    }

    /// Whether an entry for this content is stored, whatever its placement.
    func hasEntry(for path: String, contentHash: UInt64, contentLength: Int) -> Bool {
        entries[relative(path)].map { $0.stamp.contentHash == contentHash && $0.stamp.contentLength == contentLength } ?? false
    }

    /// `path` relative to the root, when it is under it.
    func relative(_ path: String) -> String {
        PathText.relative(path, to: root)
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
        if isUnchanged(by: absoluteEntries) {
            // Every file was a hit and none came or went: the file on disk already says all
            // this; it is only marked as used, so that pruning by age keeps it.
            CacheFileWriter.markUsed(path)
            return
        }
        var newEntries: [String: Entry] = [:]
        for (path, entry) in absoluteEntries { newEntries[relative(path)] = entry }
        // Sorted, so that the same entries always make the same file.
        let sorted = newEntries.sorted(by: { $0.key < $1.key })
        var analyses: [UInt8] = []
        var sizes: [Int] = []
        for (relativePath, entry) in sorted {
            let start = analyses.count
            if entry.fromCache, let old = entries[relativePath] {
                stored.withUnsafeBytes { analyses.append(contentsOf: $0[old.bytes]) }
            } else {
                guard let encoded = try? CompactCoding.encode(Self.mapPaths(of: entry.analysis, relative), keys: keys) else { return }
                analyses.append(contentsOf: encoded)
            }
            sizes.append(analyses.count - start)
        }
        // The names are written after the analyses were encoded, so that they include new ones.
        let writer = Self.header.writer(key: key, keys: keys)
        writer.writeKeys(keys)
        writer.writeUnsigned(UInt64(sorted.count))
        for ((relativePath, entry), size) in zip(sorted, sizes) {
            writer.writeString(relativePath)
            writer.writeUnsigned(entry.stamp.contentHash)
            writer.writeUnsigned(UInt64(entry.stamp.contentLength))
            writer.writeString(entry.stamp.placementKey)
            writer.writeUnsigned(UInt64(size))
        }
        CacheFileWriter.save([writer.bytes, analyses], to: path)
        Self.prune(directory: PathText.parent(of: path), keeping: path)
    }

    /// Whether this run's entries (keyed by absolute path) are the stored entries: each was read
    /// from this cache (so a stored entry of the same path has its stamp), and there are as many
    /// as were stored (so no file came or went).
    func isUnchanged(by absoluteEntries: [String: Entry]) -> Bool {
        !entries.isEmpty && absoluteEntries.count == entries.count && absoluteEntries.values.allSatisfy(\.fromCache)
    }

    /// Removes cache files of other roots or configurations that are old, beyond the most
    /// recently used `maximumFiles`, or beyond `sizeLimit` bytes in all (the most recently used
    /// are kept; `current` always is). Only files named like cache files are touched.
    static func prune(directory: String, keeping current: String, now: Date = Date(), sizeLimit: Int = maximumTotalSize) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else { return }
        var files: [(path: String, used: Date, size: Int)] = []
        var total = (try? fileManager.attributesOfItem(atPath: current))?[.size] as? Int ?? 0
        for name in names where isCacheFileName(name) {
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

    /// Whether a file name is one the caches give their files: 16 hexadecimal digits and
    /// `fileExtension`, `ResourceCache.fileExtension`, `ProjectFindingsCache.fileExtension`, `LayoutCache.fileExtension`, or `.json` (the analysis cache's JSON
    /// formats before 11, so that old files are pruned too).
    static func isCacheFileName(_ name: String) -> Bool {
        for suffix in [fileExtension, ResourceCache.fileExtension, ProjectFindingsCache.fileExtension, LayoutCache.fileExtension, ".json"] where name.hasSuffix(suffix) {
            let stem = name.dropLast(suffix.count)
            return stem.count == 16 && stem.allSatisfy(\.isHexDigit)
        }
        return false
    }

    /// A string that changes whenever a rule's selection, severity or options change.
    static func fingerprint(of rules: RuleSet) -> String {
        var optionsByID: [String: [String: OptionValue]] = [:]
        // Every kind of rule: the project findings cache shares this key, and a project rule's
        // options may come from a preset rather than the configuration.
        let all: [any Rule] = rules.syntaxRules + rules.projectRules + rules.resourceRules
        for rule in all where optionsByID[type(of: rule).description.id] == nil {
            optionsByID[type(of: rule).description.id] = rule.configuration.options
        }
        return rules.enabledIDs.sorted().map { id in
            let options = (optionsByID[id] ?? [:])
                .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
            return "\(id):\(rules.severities[id]?.rawValue ?? "")[\(options)]"
        }.joined(separator: ";")
    }

    /// The part of a file's placement that changes what file rules report.
    static func placementKey(_ placement: FilePlacement) -> String {
        "\(placement.module ?? "")|\(placement.layer?.rawValue ?? "")|\(placement.isTestFile)|\(placement.iOSTarget)|\(placement.platforms.key)|\(placement.swiftToolsVersion.map { "\($0)" } ?? "")"
    }
}
