import ArchitectCore
import ArchitectProject
import Foundation

/// Parsed JSON resources (string catalogs, asset catalogs' `Contents.json`) from earlier runs,
/// so that a run where a large string catalog did not change does not parse its text again.
///
/// Only documents of at least `minimumSize` bytes are kept: small ones parse faster than any
/// lookup pays for, and leaving them out keeps the file small. An entry is used only when the
/// file's bytes have the same length and hash as when it was stored. Entries are keyed by the
/// path relative to the project root, like `AnalysisCache`'s, and a file holds only the
/// documents of the last run (documents that were not read again are dropped).
final class ResourceCache: Sendable {
    /// A stored document: its file's stamp and where its compact form lies in `stored`.
    struct StoredEntry: Sendable {
        let contentHash: UInt64
        let contentLength: Int
        let bytes: Range<Int>
    }

    /// One document of this run, to save.
    struct Entry: Sendable {
        let contentHash: UInt64
        let contentLength: Int
        let document: PositionedJSON
    }

    /// 1: the first format; 2: string catalogs are stored reduced to `StringCatalogEssentials`
    /// (a file of format 1 holds whole catalogs, which would be kept whole again).
    /// 3: contents hashed by `StableHash.contents` instead of FNV-1a.
    static let formatVersion = 3
    static let header = CacheFileHeader(magic: Array("swiftui-architect resource cache\n".utf8), formatVersion: formatVersion)
    static let fileExtension = ".resources"
    /// Documents smaller than this are parsed every time.
    static let minimumSize = 64 << 10

    /// The cache file.
    let path: String
    private let key: String
    private let root: String
    private let entries: [String: StoredEntry]
    private let stored: Data

    /// Opens (or starts) the resource cache of a project root; one per root and tool version,
    /// whatever the rules.
    init(directory: String, root: String, toolVersion: String) {
        let key = "resources|\(toolVersion)|\(URL(fileURLWithPath: root).lastPathComponent)"
        self.key = key
        self.root = root
        self.path = CacheFileWriter.path(in: directory, key: key, fileExtension: Self.fileExtension)
        let size = FileSystemName.size(atPath: path) ?? 0
        if size <= AnalysisCache.maximumFileSize, let data = FileSystemName.contents(atPath: path), let entries = Self.read(data, key: key) {
            (self.entries, stored) = (entries, data)
        } else {
            (entries, stored) = ([:], Data())
        }
    }

    /// The entries of a cache file: `magic`, the format number, the key, the number of entries,
    /// each entry's path, hash, length and size, then the documents in the same order; nil when
    /// it is damaged or of another format or key.
    static func read(_ data: Data, key: String) -> [String: StoredEntry]? {
        data.withUnsafeBytes { raw -> [String: StoredEntry]? in
            guard let reader = header.reader(of: raw, key: key) else { return nil }
            do {
                var index: [(path: String, hash: UInt64, length: Int, size: Int)] = []
                for _ in 0..<Int(clamping: try reader.readUnsigned()) {
                    index.append((try reader.readString(), try reader.readUnsigned(), Int(clamping: try reader.readUnsigned()),
                                  Int(clamping: try reader.readUnsigned())))
                }
                var entries: [String: StoredEntry] = [:]
                var offset = reader.offset
                for item in index {
                    guard item.size <= raw.count - offset else { return nil }
                    entries[item.path] = StoredEntry(contentHash: item.hash, contentLength: item.length, bytes: offset..<offset + item.size)
                    offset += item.size
                }
                return offset == raw.count ? entries : nil
            } catch {
                return nil
            }
        }
    }

    /// Whether a document of this many bytes is worth caching.
    static func isWorthCaching(_ length: Int) -> Bool { length >= minimumSize }

    /// The stored document of the file at `path`, when its bytes are unchanged.
    func document(for path: String, contentHash: UInt64, contentLength: Int) -> PositionedJSON? {
        guard let entry = entries[relative(path)], entry.contentHash == contentHash, entry.contentLength == contentLength else { return nil }
        return stored.withUnsafeBytes { raw in
            let reader = CompactDecoder(bytes: UnsafeRawBufferPointer(rebasing: raw[entry.bytes]), keys: CompactKeys())
            guard let document = try? PositionedJSONCoding.read(reader), reader.offset == entry.bytes.count else { return nil }
            return document
        }
    }

    /// Writes the documents of this run (keyed by absolute path), unless they are exactly those
    /// stored; failures are ignored, as a missing cache only costs speed.
    func save(_ absoluteEntries: [String: Entry]) {
        var newEntries: [String: Entry] = [:]
        for (path, entry) in absoluteEntries { newEntries[relative(path)] = entry }
        let unchanged = newEntries.count == entries.count && newEntries.allSatisfy { path, entry in
            entries[path].map { $0.contentHash == entry.contentHash && $0.contentLength == entry.contentLength } ?? false
        }
        if unchanged {
            if !entries.isEmpty { CacheFileWriter.markUsed(path) }
            return
        }
        let sorted = newEntries.sorted { $0.key < $1.key }
        let documents = sorted.map { _, entry in
            let writer = CompactEncoder(keys: CompactKeys())
            PositionedJSONCoding.write(entry.document, to: writer)
            return writer.bytes
        }
        let writer = Self.header.writer(key: key)
        writer.writeUnsigned(UInt64(sorted.count))
        for ((relativePath, entry), document) in zip(sorted, documents) {
            writer.writeString(relativePath)
            writer.writeUnsigned(entry.contentHash)
            writer.writeUnsigned(UInt64(entry.contentLength))
            writer.writeUnsigned(UInt64(document.count))
        }
        CacheFileWriter.save([writer.bytes] + documents, to: path)
        AnalysisCache.prune(directory: PathText.parent(of: path), keeping: path)
    }

    private func relative(_ path: String) -> String {
        PathText.relative(path, to: root)
    }
}

/// A compact form of `PositionedJSON`: a tag byte, the line and column, then the value (a
/// number's bits, a string, or a count and the items or members, each member with its key and
/// the key's line and column). Written and read by hand, as the tree of a large string catalog
/// is read on every run.
enum PositionedJSONCoding {
    private enum Tag: UInt8 {
        case null, falseValue, trueValue, number, string, array, object
    }

    static func write(_ value: PositionedJSON, to writer: CompactEncoder) {
        func head(_ tag: Tag) {
            writer.bytes.append(tag.rawValue)
            writer.writeUnsigned(UInt64(clamping: value.line))
            writer.writeUnsigned(UInt64(clamping: value.column))
        }
        switch value.value {
        case .null: head(.null)
        case .bool(let flag): head(flag ? .trueValue : .falseValue)
        case .number(let number): head(.number); writer.writeDouble(number)
        case .string(let text): head(.string); writer.writeString(text)
        case .array(let items):
            head(.array)
            writer.writeUnsigned(UInt64(items.count))
            for item in items { write(item, to: writer) }
        case .object(let members):
            head(.object)
            writer.writeUnsigned(UInt64(members.count))
            for member in members {
                writer.writeString(member.key)
                writer.writeUnsigned(UInt64(clamping: member.line))
                writer.writeUnsigned(UInt64(clamping: member.column))
                write(member.value, to: writer)
            }
        }
    }

    static func read(_ reader: CompactDecoder, depth: Int = 0) throws -> PositionedJSON {
        guard depth <= JSONParser.maximumDepth, let tag = Tag(rawValue: try reader.readByte()) else {
            throw reader.failure("not a stored JSON value")
        }
        let line = Int(clamping: try reader.readUnsigned())
        let column = Int(clamping: try reader.readUnsigned())
        let value: PositionedJSON.Value
        switch tag {
        case .null: value = .null
        case .falseValue: value = .bool(false)
        case .trueValue: value = .bool(true)
        case .number: value = .number(try reader.readDouble())
        case .string: value = .string(try reader.readString())
        case .array:
            let count = Int(clamping: try reader.readUnsigned())
            guard count <= reader.bytes.count - reader.offset else { throw reader.failure("list too long") }
            var items: [PositionedJSON] = []
            items.reserveCapacity(count)
            for _ in 0..<count { items.append(try read(reader, depth: depth + 1)) }
            value = .array(items)
        case .object:
            let count = Int(clamping: try reader.readUnsigned())
            guard count <= reader.bytes.count - reader.offset else { throw reader.failure("object too long") }
            var members: [PositionedJSON.Member] = []
            members.reserveCapacity(count)
            for _ in 0..<count {
                let key = try reader.readString()
                let keyLine = Int(clamping: try reader.readUnsigned())
                let keyColumn = Int(clamping: try reader.readUnsigned())
                members.append(PositionedJSON.Member(key: key, line: keyLine, column: keyColumn, value: try read(reader, depth: depth + 1)))
            }
            value = .object(members)
        }
        return PositionedJSON(value, line: line, column: column)
    }
}
