import Foundation

/// A folder of files for a test, removed when the test ends.
final class TemporaryProject {
    let root: String

    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sa-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, contents) in files { try write(path, contents) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes a text file, creating folders.
    func write(_ path: String, _ contents: String) throws {
        try write(path, Data(contents.utf8))
    }

    /// Writes raw bytes, creating folders.
    func write(_ path: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + path).map { String(decoding: $0, as: UTF8.self) }
    }
}
