import ArchitectCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the project rules read of the disk themselves, with each answer recorded.
///
/// Project rules judge the index and the resources; a few also look at what folders hold on
/// disk (the mvvm layout's folders, loose images, layered icons). They ask through this
/// recorder, never through `FileManager`, so that a later run can ask the same questions again
/// and know, without running the rules, whether the findings would be the same
/// (`ProjectFindingsCache`). One recorder belongs to one `ProjectIndex`; rules may ask from any
/// thread.
public final class DiskReads: @unchecked Sendable {
    /// One question asked of the disk.
    public enum Question: Hashable, Sendable {
        /// The names in a folder, with the kind the listing gives each.
        case entries(folder: String)
        /// The kind of what is at a path (`stat`, or `lstat` when links are not followed).
        case kind(path: String, followingLinks: Bool)
    }

    private let lock = NSLock()
    private var answers: [Question: UInt64] = [:]

    public init() {}

    /// The entries of the folder at `path`, sorted by name; nil when it cannot be listed.
    public func entries(ofFolder path: String) -> [FileSystemName.FolderEntry]? {
        let entries = Self.entries(ofFolder: path)
        record(.entries(folder: path), Self.digest(of: entries))
        return entries
    }

    /// The names in the folder at `path`, sorted; none when it cannot be listed.
    public func names(inFolder path: String) -> [String] {
        entries(ofFolder: path)?.map(\.name) ?? []
    }

    /// The kind (`S_IFDIR`, `S_IFREG`, …) of what is at `path`, or nil when nothing is.
    public func kind(atPath path: String, followingLinks: Bool = true) -> mode_t? {
        let kind = FileSystemName.kind(atPath: path, followingLinks: followingLinks)
        record(.kind(path: path, followingLinks: followingLinks), Self.digest(of: kind))
        return kind
    }

    /// Whether a folder is at `path` (links followed).
    public func isFolder(_ path: String) -> Bool {
        kind(atPath: path) == S_IFDIR
    }

    /// Whether anything is at `path` (links followed).
    public func exists(_ path: String) -> Bool {
        kind(atPath: path) != nil
    }

    /// Every question asked so far with a digest of its answer, in a stable order.
    public var recorded: [(question: Question, answer: UInt64)] {
        lock.withLock { answers.map { ($0.key, $0.value) } }.sorted { Self.sortKey($0.question) < Self.sortKey($1.question) }
    }

    /// Whether each question of `recorded` gets the same answer from the disk now.
    public static func stillAnswered(_ recorded: [(question: Question, answer: UInt64)]) -> Bool {
        recorded.allSatisfy { question, answer in
            switch question {
            case .entries(let folder): digest(of: entries(ofFolder: folder)) == answer
            case .kind(let path, let followingLinks): digest(of: FileSystemName.kind(atPath: path, followingLinks: followingLinks)) == answer
            }
        }
    }

    private func record(_ question: Question, _ answer: UInt64) {
        lock.withLock { answers[question] = answer }
    }

    private static func entries(ofFolder path: String) -> [FileSystemName.FolderEntry]? {
        FileSystemName.entries(ofFolder: path)?.sorted { $0.name < $1.name }
    }

    private static func digest(of entries: [FileSystemName.FolderEntry]?) -> UInt64 {
        guard let entries else { return 0 }
        var stream = StableHash.Stream()
        for entry in entries {
            stream.add(entry.name)
            stream.add(entry.kind.map { UInt64($0) } ?? .max)
        }
        return stream.value
    }

    private static func digest(of kind: mode_t?) -> UInt64 {
        kind.map { UInt64($0) + 1 } ?? 0
    }

    private static func sortKey(_ question: Question) -> (String, Int) {
        switch question {
        case .entries(let folder): (folder, 0)
        case .kind(let path, let followingLinks): (path, followingLinks ? 1 : 2)
        }
    }
}
