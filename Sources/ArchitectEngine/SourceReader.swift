import Foundation

/// Reads a source file as text, leniently.
enum SourceReader {
    enum Outcome {
        case text(String)
        case unreadable(String)
    }

    /// Reads and decodes a file; see `decode(_:)`.
    static func read(path: String) -> Outcome {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .unreadable("the file cannot be read")
        }
        return decode(data)
    }

    /// Decodes UTF-8 leniently (invalid bytes become U+FFFD) and UTF-16 with a BOM.
    /// Data with NUL bytes is treated as binary.
    static func decode(_ data: Data) -> Outcome {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF], let text = String(data: data, encoding: .utf16) {
            return .text(text)
        }
        // Searched through the raw bytes: `Data.contains` steps through Data's generic iterator.
        if data.withUnsafeBytes({ $0.contains(0) }) {
            return .unreadable("the file looks binary (it contains NUL bytes)")
        }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return .text(text)
    }
}
