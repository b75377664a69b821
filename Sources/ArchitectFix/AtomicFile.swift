import ArchitectCore
import ArchitectSyntax
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files for fixing and writes them back, all of a run or none.
public enum AtomicFile {
    /// A file's text for fixing, with what is needed to write it back byte-for-byte alike.
    public struct Contents {
        public let text: String
        public let byteOrderMark: Bool
    }

    /// Why a file is not fixed.
    public struct Unfixable: Error {
        public let reason: String
    }

    /// Reads a file as strict UTF-8 (an optional byte-order mark is remembered). Files in other
    /// encodings, with invalid bytes or NUL bytes are not fixed, so that writing them back can
    /// never change bytes the fixes did not touch.
    public static func read(_ path: String) -> Result<Contents, Unfixable> {
        guard !FileSystemName.isEscaped(path) else { return .failure(Unfixable(reason: "its name is not valid UTF-8")) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(Unfixable(reason: "the file cannot be read")) }
        var bytes = data
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if bom { bytes = bytes.dropFirst(3) }
        guard !bytes.contains(0), let text = String(data: bytes, encoding: .utf8) else {
            return .failure(Unfixable(reason: "the file is not valid UTF-8 text"))
        }
        return .success(Contents(text: text, byteOrderMark: bom))
    }

    /// Writes one file (a batch of one); see `Batch`.
    public static func write(_ text: String, byteOrderMark: Bool, to path: String) throws {
        var batch = Batch()
        try batch.stage(text, byteOrderMark: byteOrderMark, to: path)
        try batch.commit()
    }

    /// The marker in the names of temporary files, followed by the writing process's ID.
    public static let temporaryMarker = ".swiftui-architect-"

    /// Writes several files so that either all of them change or none does.
    ///
    /// `stage` writes each new text to a temporary file beside its target, with the target's
    /// owner, group and mode; `commit` then renames every temporary over its target. A failure
    /// while staging leaves every target as it was (`abort` removes the temporaries). Renames in
    /// one file system do not fail for want of space, so a failure after staging is very unlikely;
    /// readers see either the old or the new file, never half of one.
    ///
    /// A file with several hard links is written in place at commit instead (a rename would cut
    /// it off from its other names). Temporaries are named `.<name>.swiftui-architect-<pid>-<uuid>.tmp`,
    /// so a later run can remove those a killed run left behind (`removeStaleTemporaries`).
    public struct Batch {
        private struct Staged {
            let target: String
            /// The temporary file, or nil for a file written in place at commit.
            let temporary: String?
            let data: [UInt8]
        }
        private var staged: [Staged] = []
        /// An empty batch.
        public init() {}

        /// Tests make staging fail for the targets this answers yes for, to prove that a run
        /// that cannot write one file writes none.
        nonisolated(unsafe) public static var injectedFailure: ((String) -> Bool)?

        /// Prepares the write of `text` to `path` (through a symbolic link, to the file it points at).
        public mutating func stage(_ text: String, byteOrderMark: Bool, to path: String) throws {
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            var bytes: [UInt8] = byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
            bytes.append(contentsOf: Array(text.utf8))
            var status = stat()
            guard stat(target, &status) == 0 else { throw Self.error("cannot read the attributes of", target) }
            if status.st_nlink > 1 {
                staged.append(Staged(target: target, temporary: nil, data: bytes))
                return
            }
            let url = URL(fileURLWithPath: target)
            // The name is cut short so that the temporary's name stays within the 255 bytes a
            // file name may have, however long the target's is.
            var stem = ""
            for character in url.lastPathComponent where stem.utf8.count + character.utf8.count <= 100 { stem.append(character) }
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(stem)\(AtomicFile.temporaryMarker)\(getpid())-\(UUID().uuidString).tmp").path
            if let failure = Self.injectedFailure, failure(target) { throw Self.error("cannot create a temporary file beside", target) }
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, status.st_mode & 0o7777)
            guard descriptor >= 0 else { throw Self.error("cannot create a temporary file beside", target) }
            var written = StandardStream.writeAll(bytes, to: descriptor)
            // Keep who owns the file and its exact mode (the umask applies to `open`).
            if getuid() == 0 { written = written && fchown(descriptor, status.st_uid, status.st_gid) == 0 }
            written = written && fchmod(descriptor, status.st_mode & 0o7777) == 0 && fsync(descriptor) == 0
            close(descriptor)
            guard written else {
                unlink(temporary)
                throw Self.error("cannot write a temporary file beside", target)
            }
            staged.append(Staged(target: target, temporary: temporary, data: bytes))
        }

        /// Replaces every staged file. On a failure, the files not yet replaced keep their old text.
        public mutating func commit() throws {
            defer { abort() }
            for item in staged {
                if let temporary = item.temporary {
                    guard rename(temporary, item.target) == 0 else { throw Self.error("cannot replace", item.target) }
                } else {
                    let descriptor = open(item.target, O_WRONLY | O_TRUNC)
                    guard descriptor >= 0 else { throw Self.error("cannot open", item.target) }
                    let written = StandardStream.writeAll(item.data, to: descriptor)
                    close(descriptor)
                    guard written else { throw Self.error("cannot write", item.target) }
                }
            }
            staged = []
        }

        /// Removes the temporaries of what was staged and not committed.
        public mutating func abort() {
            for item in staged { if let temporary = item.temporary { unlink(temporary) } }
            staged = []
        }

        private static func error(_ what: String, _ path: String) -> CocoaError {
            let reason = String(cString: strerror(errno))
            return CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: "\(what) \(path): \(reason)"])
        }
    }

    /// Removes, from the folders of `paths`, temporaries that a killed or crashed run left
    /// behind: those whose process no longer runs.
    public static func removeStaleTemporaries(besides paths: [String]) {
        let folders = Set(paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
                guard let marker = name.range(of: temporaryMarker) else { continue }
                let rest = name[marker.upperBound...]
                guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]) else { continue }
                if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                    unlink(folder + "/" + name)
                }
            }
        }
    }
}
