import ArchitectCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a cache file from its parts, atomically, without joining them first.
///
/// A cache file is a header followed by the encoded entries; on a large project the entries are
/// tens of megabytes, and copying them behind the header, then into a `Data`, held three copies
/// at the peak of a cold run. Here each part goes to a temporary file beside the target in turn,
/// and the temporary file replaces the target by a rename, so a reader sees the old file or the
/// whole new one, never a part.
enum CacheFileWriter {
    /// Writes `parts`, one after the other, as the file at `path` (its folder is made when
    /// missing); false when anything failed, in which case the target is left as it was and no
    /// temporary file remains.
    @discardableResult
    static func save(_ parts: [[UInt8]], to path: String) -> Bool {
        let directory = PathText.parent(of: path)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = "\(path).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return false }
        var written = parts.allSatisfy { writeAll($0, to: descriptor) }
        written = close(descriptor) == 0 && written
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// The cache file for `key` in `directory`: named by the key's hash, so that each project
    /// root and configuration has a file of its own.
    static func path(in directory: String, key: String, fileExtension: String) -> String {
        directory + "/" + StableHash.hex(StableHash.fnv1a64(key)) + fileExtension
    }

    /// Marks a cache file as used now, so that pruning by age keeps a file that runs read
    /// without writing it again.
    static func markUsed(_ path: String) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
    }

    /// Writes every byte of `bytes` to the open file, retrying short and interrupted writes.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let count = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
    }
}

/// The start every cache file shares: a text naming its kind (`magic`), its format number, and
/// the key it was written for.
struct CacheFileHeader {
    let magic: [UInt8]
    let formatVersion: Int

    /// A writer that has written the header for `key`.
    func writer(key: String, keys: CompactKeys = CompactKeys()) -> CompactEncoder {
        let writer = CompactEncoder(keys: keys)
        writer.bytes = magic
        writer.writeUnsigned(UInt64(formatVersion))
        writer.writeString(key)
        return writer
    }

    /// A reader placed after the header of `raw`, or nil when `raw` is not a file of this kind,
    /// format and key.
    func reader(of raw: UnsafeRawBufferPointer, key: String) -> CompactDecoder? {
        guard let (reader, stored) = open(raw), stored == key else { return nil }
        return reader
    }

    /// The key `raw` was written for, when it is a file of this kind and format.
    func storedKey(in raw: UnsafeRawBufferPointer) -> String? {
        open(raw)?.key
    }

    private func open(_ raw: UnsafeRawBufferPointer) -> (reader: CompactDecoder, key: String)? {
        guard raw.starts(with: magic) else { return nil }
        let reader = CompactDecoder(bytes: raw, keys: CompactKeys())
        reader.offset = magic.count
        guard (try? reader.readUnsigned()) == UInt64(formatVersion), let key = try? reader.readString() else { return nil }
        return (reader, key)
    }
}

extension CacheFileHeader {
    /// Writes `value` as the whole body of the cache file at `path` for `key`, in the compact
    /// coding after its field names; nothing is written when it cannot be encoded.
    func save<Value: Encodable>(_ value: Value, key: String, to path: String) {
        let keys = CompactKeys()
        guard let body = try? CompactCoding.encode(value, keys: keys) else { return }
        let writer = writer(key: key, keys: keys)
        writer.writeKeys(keys)
        CacheFileWriter.save([writer.bytes, body], to: path)
    }

    /// The value `save` wrote to the file at `path` for `key`; nil when the file is missing,
    /// larger than `maximumSize`, damaged, or of another kind, format or key.
    func load<Value: Decodable>(_ type: Value.Type, key: String, from path: String, maximumSize: Int) -> Value? {
        guard (FileSystemName.size(atPath: path) ?? .max) <= maximumSize, let data = FileSystemName.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { raw -> Value? in
            guard let reader = reader(of: raw, key: key), let keys = try? reader.readKeys() else { return nil }
            return try? CompactCoding.decode(type, from: UnsafeRawBufferPointer(rebasing: raw[reader.offset...]), keys: keys)
        }
    }
}

extension CompactEncoder {
    /// Writes the field names of `keys`, numbered as they are (`CompactDecoder.readKeys`).
    func writeKeys(_ keys: CompactKeys) {
        writeUnsigned(UInt64(keys.names.count))
        for name in keys.names { writeString(name) }
    }
}

extension CompactDecoder {
    /// Reads field names written by `CompactEncoder.writeKeys`.
    func readKeys() throws -> CompactKeys {
        var names: [String] = []
        for _ in 0..<Int(clamping: try readUnsigned()) { names.append(try readString()) }
        return CompactKeys(names: names)
    }
}
