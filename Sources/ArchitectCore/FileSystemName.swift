import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names whose bytes are not valid UTF-8.
///
/// A Swift `String` cannot hold such bytes, and Foundation replaces them when it lists a folder,
/// so the replaced path names no file. Discovery lists folders byte by byte instead: a name that
/// is not UTF-8 is shown with each invalid byte written as `\xHH` (`Caf\xE9.swift`) and
/// remembered here, and whoever reads a file by path asks for `contents(atPath:)`, which finds
/// the real bytes again. Everything else keeps going through Foundation.
public enum FileSystemName {
    private static let rawPaths = LockedTable()

    /// The name as shown, for the bytes of one folder entry; valid UTF-8 is returned as it is.
    public static func displayName(of bytes: [UInt8]) -> String {
        if let text = UTF8Text.decode(bytes) { return text }
        var shown = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            // The longest valid prefix is kept as text; the first byte after it is escaped.
            var valid = rest.count
            while valid > 0, UTF8Text.decode(rest.prefix(valid)) == nil { valid -= 1 }
            if valid > 0 {
                shown += String(decoding: rest.prefix(valid), as: UTF8.self)
                rest = rest.dropFirst(valid)
            } else {
                shown += "\\x" + String(rest.first!, radix: 16, uppercase: true).leftPadded(to: 2)
                rest = rest.dropFirst()
            }
        }
        return shown
    }

    /// Remembers that `shown` stands for the file-system path `bytes`.
    public static func register(_ shown: String, bytes: [UInt8]) {
        rawPaths.withLock { $0[shown] = bytes }
    }

    /// The bytes the file system knows `path` by.
    public static func bytes(of path: String) -> [UInt8] {
        rawPaths.withLock { $0[path] } ?? Array(path.utf8)
    }

    /// Whether `path` was shown with escapes because its real name is not UTF-8.
    public static func isEscaped(_ path: String) -> Bool {
        rawPaths.withLock { $0[path] != nil }
    }

    /// One name in a folder, with its kind when the folder listing tells it.
    public struct FolderEntry: Sendable {
        /// The name, escaped when it is not UTF-8 (and then registered).
        public let name: String
        /// `S_IFDIR`, `S_IFREG` or `S_IFLNK` as the listing gives it, without following a link;
        /// nil when the file system does not say (ask `kind(atPath:followingLinks:)`).
        public let kind: mode_t?
    }

    /// The entries of the folder at `path`, with names that are not UTF-8 shown escaped and
    /// registered; nil when the folder cannot be listed. Most file systems give each entry's
    /// kind with its name, which spares discovery a `stat` per file.
    public static func entries(ofFolder path: String) -> [FolderEntry]? {
        let folder = bytes(of: path)
        guard let handle = withCString(folder, { opendir($0) }) else { return nil }
        defer { closedir(handle) }
        let folderIsEscaped = isEscaped(path)
        var entries: [FolderEntry] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            let shown = displayName(of: name)
            if folderIsEscaped || UTF8Text.decode(name) == nil {
                register(path + "/" + shown, bytes: folder + Array("/".utf8) + name)
            }
            entries.append(FolderEntry(name: shown, kind: kind(ofListed: entry.pointee.d_type)))
        }
        return entries
    }

    /// The kind a folder listing gives an entry (`d_type`), nil when unknown or another kind.
    private static func kind(ofListed type: UInt8) -> mode_t? {
        switch Int32(type) {
        case Int32(DT_DIR): S_IFDIR
        case Int32(DT_REG): S_IFREG
        case Int32(DT_LNK): S_IFLNK
        default: nil
        }
    }

    /// The contents of the file at `path` (escaped names included), or nil when it cannot be read.
    /// One `open`, `fstat` and (for a file that does not grow meanwhile) one `read` into a buffer
    /// of the file's size: every run reads every Swift file, most of them a few kilobytes.
    public static func contents(atPath path: String) -> Data? {
        let descriptor = withCString(bytes(of: path)) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        let size = fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 0
        // One byte more than the size, so that the read that finds the end is the second one.
        var data = Data(count: size + 1)
        var filled = 0
        while true {
            if filled == data.count { data.count = data.count * 2 }
            let count = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            filled += count
        }
        data.count = filled
        return data
    }

    /// The `lstat` kind of the entry at `path` (escaped names included), or nil.
    public static func kind(atPath path: String, followingLinks: Bool) -> mode_t? {
        var info = stat()
        let result = withCString(bytes(of: path)) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? info.st_mode & S_IFMT : nil
    }

    /// The size in bytes of the file at `path` (escaped names included, links followed), or nil.
    public static func size(atPath path: String) -> Int? {
        var info = stat()
        let result = withCString(bytes(of: path)) { stat($0, &info) }
        return result == 0 ? Int(info.st_size) : nil
    }

    /// Whether the file at `path` (escaped names included) can be opened for reading.
    public static func isReadable(_ path: String) -> Bool {
        withCString(bytes(of: path)) { access($0, R_OK) } == 0
    }

    private static func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}

/// The registered names behind a lock (`Mutex` needs macOS 15; the package supports macOS 13).
private final class LockedTable: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [String: [UInt8]] = [:]

    func withLock<T>(_ body: (inout [String: [UInt8]]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&table)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
