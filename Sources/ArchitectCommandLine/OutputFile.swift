import ArchitectEngine
import ArchitectCore
import ArchitectSyntax
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report to the path given with `--output`, without ever destroying what is there.
///
/// - Nothing there yet, or a regular file: the report is written to a temporary file in the same
///   folder and renamed over the path, so a reader never sees half a report.
/// - A symbolic link: the same, at the file it points to; the link stays a link.
/// - A device, FIFO or socket (`/dev/null`, `/dev/stdout`, a pipe to another program): the report is
///   written through it, and it stays what it was. Renaming a file over `/dev/null` as root would
///   replace the device for every program on the machine.
/// - A folder, one of the files being linted, or a symbolic link to nothing: refused with a
///   usage error.
enum OutputFile {
    /// Writes `text` to `path` (`shown` is the path as the user wrote it, for messages).
    /// `inputs` are the absolute paths of the files the run read.
    static func write(_ text: String, to path: String, shown: String, inputs: Set<String>) throws {
        var status = stat()
        // A link whose target is gone cannot be resolved, and renaming over it would replace the
        // link with a regular file.
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 {
            throw ConfigurationError("--output '\(shown)' is a symbolic link to a file that does not exist; remove the link or create its target")
        }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if stat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                throw ConfigurationError("--output '\(shown)' is a folder; give the path of a file to write the report to")
            case S_IFREG:
                if inputs.contains(target) || inputs.contains(path) {
                    throw ConfigurationError("--output '\(shown)' is one of the files being linted; refusing to overwrite it")
                }
            default:
                try writeThrough(text, to: target, shown: shown)
                return
            }
        }
        try replace(target, with: text, shown: shown)
    }

    /// Writes into a file that is not a regular file (a device or a FIFO) by opening it.
    private static func writeThrough(_ text: String, to path: String, shown: String) throws {
        // Like any writer of a FIFO, this waits until a reader opens it.
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { throw failure(shown, errno) }
        defer { close(descriptor) }
        guard StandardStream.writeAll(Array(text.utf8), to: descriptor) else { throw failure(shown, errno) }
    }

    /// Writes a regular file through a temporary file and a rename.
    private static func replace(_ path: String, with text: String, shown: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).swiftui-architect-\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw failure(shown, errno) }
        let written = StandardStream.writeAll(Array(text.utf8), to: descriptor)
        let code = errno
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            let error = written ? errno : code
            unlink(temporary)
            throw failure(shown, error)
        }
    }

    private static func failure(_ shown: String, _ code: Int32) -> ConfigurationError {
        ConfigurationError("cannot write --output file '\(shown)': \(String(cString: strerror(code)))")
    }
}
