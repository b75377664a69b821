import ArchitectCore
import Foundation

/// Manifests and Xcode projects as an earlier run read them, by path and the hash of their
/// bytes, so that a run in which they did not change does not parse them again: on a run whose
/// Swift files all come from the analysis cache, the manifests would be the only Swift it parses.
///
/// `ProjectLayout.load` asks it for each file it reads; what it was asked for this run (found or
/// newly parsed) is `snapshot`, which the engine stores when `isChanged`. Safe to ask from any
/// thread.
public final class LayoutParseMemo: @unchecked Sendable {
    /// One file's parse, with what its bytes were.
    public struct Entry<Value: Codable & Sendable>: Codable, Sendable {
        public let path: String
        public let contentHash: UInt64
        public let contentLength: Int
        public let value: Value
    }

    /// Every parse of a run.
    public struct Snapshot: Codable, Sendable {
        public var manifests: [Entry<ManifestSummary>] = []
        /// Nil values stand for project files that could not be read as a project.
        public var xcodeProjects: [Entry<XcodeProject?>] = []

        public init() {}
    }

    private let lock = NSLock()
    private let stored: (manifests: [String: Entry<ManifestSummary>], xcodeProjects: [String: Entry<XcodeProject?>])
    private var used: (manifests: [String: Entry<ManifestSummary>], xcodeProjects: [String: Entry<XcodeProject?>]) = ([:], [:])
    private var parsedAny = false

    /// A memo that knows the parses of `snapshot` (none when nil).
    public init(_ snapshot: Snapshot? = nil) {
        let snapshot = snapshot ?? Snapshot()
        stored = (Dictionary(snapshot.manifests.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }),
                  Dictionary(snapshot.xcodeProjects.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The summary of the manifest at `path` whose bytes are `data`, parsed by `parse` unless known.
    func manifest(at path: String, data: Data, hash: UInt64, parse: () -> ManifestSummary) -> ManifestSummary {
        let entry = Self.entry(stored.manifests[path], path: path, data: data, hash: hash, parse: parse)
        lock.withLock {
            used.manifests[path] = entry.entry
            parsedAny = parsedAny || entry.isNew
        }
        return entry.entry.value
    }

    /// The project in the file at `path` whose bytes are `data`, read by `parse` unless known.
    func xcodeProject(at path: String, data: Data, hash: UInt64, parse: () -> XcodeProject?) -> XcodeProject? {
        let entry = Self.entry(stored.xcodeProjects[path], path: path, data: data, hash: hash, parse: parse)
        lock.withLock {
            used.xcodeProjects[path] = entry.entry
            parsedAny = parsedAny || entry.isNew
        }
        return entry.entry.value
    }

    /// `stored` when it was made from the same bytes, else a new entry from `parse`.
    private static func entry<Value>(_ stored: Entry<Value>?, path: String, data: Data, hash: UInt64, parse: () -> Value) -> (entry: Entry<Value>, isNew: Bool) {
        if let stored, stored.contentHash == hash, stored.contentLength == data.count { return (stored, false) }
        return (Entry(path: path, contentHash: hash, contentLength: data.count, value: parse()), true)
    }

    /// The parses this run asked for, in path order.
    public var snapshot: Snapshot {
        let used = lock.withLock { self.used }
        var snapshot = Snapshot()
        snapshot.manifests = used.manifests.values.sorted { $0.path < $1.path }
        snapshot.xcodeProjects = used.xcodeProjects.values.sorted { $0.path < $1.path }
        return snapshot
    }

    /// Whether `snapshot` differs from what the memo was made with: something was parsed, or a
    /// stored parse was not asked for.
    public var isChanged: Bool {
        lock.withLock { parsedAny || used.manifests.count != stored.manifests.count || used.xcodeProjects.count != stored.xcodeProjects.count }
    }
}
