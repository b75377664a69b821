import ArchitectCore
import ArchitectProject
import Foundation

/// The parses of a project's manifests and Xcode projects from the last cached run
/// (`LayoutParseMemo`), stored beside the analysis cache: one small file per project root and
/// tool version, written only when a parse changed, in the compact coding of the analysis cache.
enum LayoutCache {
    static let header = CacheFileHeader(magic: Array("swiftui-architect layout parses\n".utf8), formatVersion: 2)
    /// The name every such cache file ends with.
    static let fileExtension = ".layout"
    /// A larger file is not read.
    static let maximumFileSize = 16 << 20

    /// What the file is for: the tool version and the project root.
    static func key(root: String, toolVersion: String) -> String {
        "\(toolVersion)|\(root)"
    }

    /// The cache file of a key.
    static func path(directory: String, key: String) -> String {
        CacheFileWriter.path(in: directory, key: key, fileExtension: fileExtension)
    }

    /// A memo holding the stored parses (none when the file is missing, damaged or foreign).
    static func memo(directory: String, key: String) -> LayoutParseMemo {
        LayoutParseMemo(header.load(LayoutParseMemo.Snapshot.self, key: key, from: path(directory: directory, key: key), maximumSize: maximumFileSize))
    }

    /// Stores what `memo` was asked for, when that changed.
    static func save(_ memo: LayoutParseMemo, directory: String, key: String) {
        guard memo.isChanged else { return }
        header.save(memo.snapshot, key: key, to: path(directory: directory, key: key))
    }
}
