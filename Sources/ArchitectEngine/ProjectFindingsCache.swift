import ArchitectCore
import ArchitectProject
import Foundation

/// The findings of the project and resource rules of the last cached run over a project, with
/// what they were worked out from, so that a run in which none of it changed takes them as
/// they are instead of running those rules again.
///
/// What the rules read is stood for by a digest of the run's inputs (every Swift file's content
/// and placement, the layout's manifests and Xcode projects, the resources' bytes, the
/// configuration) and by the disk reads the rules made themselves (`DiskReads`), which are asked
/// again and must give the same answers. The cache lives beside the analysis cache, one file per
/// project root and rule configuration, and is pruned with it.
final class ProjectFindingsCache: Sendable {
    /// What a run stores: its digest, the disk reads of its rules, and their findings.
    struct Stored: Codable {
        var digest: UInt64
        var reads: [StoredRead]
        var project: [Finding]
        var resources: [Finding]
    }

    /// One recorded disk read (`DiskReads.Question` and the digest of its answer).
    struct StoredRead: Codable {
        /// The folder listed, or the path whose kind was asked.
        var path: String
        /// 0: the folder's entries; 1: the kind, links followed; 2: the kind of the path itself.
        var question: Int
        var answer: UInt64
    }

    static let header = CacheFileHeader(magic: Array("swiftui-architect project findings\n".utf8), formatVersion: 1)
    /// The name every such cache file ends with.
    static let fileExtension = ".project"
    /// A larger file is not read (no real project's findings come near).
    static let maximumFileSize = 64 << 20

    /// The cache file.
    let path: String
    private let key: String

    /// The cache of a project root and rule configuration, `key` as the analysis cache's.
    init(directory: String, key: String) {
        self.key = key
        self.path = CacheFileWriter.path(in: directory, key: key, fileExtension: Self.fileExtension)
    }

    /// The stored findings, when they were worked out from inputs of digest `digest` and every
    /// disk read of their rules still gives the same answer; nil otherwise.
    func findings(for digest: UInt64) -> (project: [Finding], resources: [Finding])? {
        guard let stored = Self.header.load(Stored.self, key: key, from: path, maximumSize: Self.maximumFileSize),
              stored.digest == digest else { return nil }
        let reads = stored.reads.compactMap(Self.question(of:))
        guard reads.count == stored.reads.count, DiskReads.stillAnswered(reads) else { return nil }
        return (stored.project, stored.resources)
    }

    /// Marks the file as used now, so that pruning by age keeps a file that every run takes as it is.
    func markUsed() {
        CacheFileWriter.markUsed(path)
    }

    /// Stores the findings of a run over inputs of digest `digest`, with the disk reads its rules made.
    func save(digest: UInt64, reads: [(question: DiskReads.Question, answer: UInt64)], project: [Finding], resources: [Finding]) {
        Self.header.save(Stored(digest: digest, reads: reads.map(Self.storedRead(of:)), project: project, resources: resources), key: key, to: path)
    }

    private static func storedRead(of read: (question: DiskReads.Question, answer: UInt64)) -> StoredRead {
        switch read.question {
        case .entries(let folder): StoredRead(path: folder, question: 0, answer: read.answer)
        case .kind(let path, let followingLinks): StoredRead(path: path, question: followingLinks ? 1 : 2, answer: read.answer)
        }
    }

    /// The question a stored read stands for; nil for an unknown number (then the read can
    /// never be confirmed, and the findings are not taken).
    private static func question(of read: StoredRead) -> (question: DiskReads.Question, answer: UInt64)? {
        switch read.question {
        case 0: (.entries(folder: read.path), read.answer)
        case 1, 2: (.kind(path: read.path, followingLinks: read.question == 1), read.answer)
        default: nil
        }
    }
}
