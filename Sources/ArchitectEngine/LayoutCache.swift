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
        directory + "/" + StableHash.hex(StableHash.fnv1a64(key)) + fileExtension
    }

    /// A memo holding the stored parses (none when the file is missing, damaged or foreign).
    static func memo(directory: String, key: String) -> LayoutParseMemo {
        let path = path(directory: directory, key: key)
        guard (FileSystemName.size(atPath: path) ?? .max) <= maximumFileSize, let data = FileSystemName.contents(atPath: path) else {
            return LayoutParseMemo()
        }
        let snapshot = data.withUnsafeBytes { raw -> LayoutParseMemo.Snapshot? in
            guard let reader = header.reader(of: raw, key: key), let keys = try? reader.readKeys() else { return nil }
            return try? CompactCoding.decode(LayoutParseMemo.Snapshot.self, from: UnsafeRawBufferPointer(rebasing: raw[reader.offset...]), keys: keys)
        }
        return LayoutParseMemo(snapshot)
    }

    /// Stores what `memo` was asked for, when that changed.
    static func save(_ memo: LayoutParseMemo, directory: String, key: String) {
        let keys = CompactKeys()
        guard memo.isChanged, let body = try? CompactCoding.encode(memo.snapshot, keys: keys) else { return }
        let writer = header.writer(key: key, keys: keys)
        writer.writeKeys(keys)
        CacheFileWriter.save([writer.bytes, body], to: path(directory: directory, key: key))
    }
}
