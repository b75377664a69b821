import Foundation

/// Reads files for fixing and writes them back atomically.
enum AtomicFile {
    /// A file's text for fixing, with what is needed to write it back byte-for-byte alike.
    struct Contents {
        let text: String
        let byteOrderMark: Bool
    }

    /// Why a file is not fixed.
    struct Unfixable: Error {
        let reason: String
    }

    /// Reads a file as strict UTF-8 (an optional byte-order mark is remembered). Files in other
    /// encodings, with invalid bytes or NUL bytes are not fixed, so that writing them back can
    /// never change bytes the fixes did not touch.
    static func read(_ path: String) -> Result<Contents, Unfixable> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(Unfixable(reason: "the file cannot be read")) }
        var bytes = data
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if bom { bytes = bytes.dropFirst(3) }
        guard !bytes.contains(0), let text = String(data: bytes, encoding: .utf8) else {
            return .failure(Unfixable(reason: "the file is not valid UTF-8 text"))
        }
        return .success(Contents(text: text, byteOrderMark: bom))
    }

    /// Writes `text` to `path` through a temporary file in the same folder and a rename, so that
    /// readers see either the old or the new file, never half of one. Permissions are kept.
    static func write(_ text: String, byteOrderMark: Bool, to path: String) throws {
        // Write through a symbolic link to the file it points at, rather than replacing the link.
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let path = url.path
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).swiftui-architect-\(UUID().uuidString).tmp")
        var data = Data()
        if byteOrderMark { data.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
        data.append(contentsOf: Array(text.utf8))
        let fileManager = FileManager.default
        guard fileManager.createFile(atPath: temporary.path, contents: data) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        do {
            if let permissions = try fileManager.attributesOfItem(atPath: path)[.posixPermissions] {
                try fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
    }
}
