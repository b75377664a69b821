import ArchitectCore
import ArchitectSyntax
import Foundation

/// Reads a source file as text, leniently.
enum SourceReader {
    enum Outcome {
        case text(String)
        case unreadable(String)
    }

    /// Reads and decodes a file; see `decode(_:)`.
    static func read(path: String) -> Outcome {
        guard let data = FileSystemName.contents(atPath: path) else {
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
        if let reason = notText(text) { return .unreadable(reason) }
        return .text(text)
    }

    /// The least number of stray characters that makes a file "not text", and the share of all
    /// characters they must reach: a Latin-1 file with a few accented letters is still linted.
    static let strayMinimum = 16
    static let strayShare = 0.05

    /// Why decoded text is not source code, or nil: when bytes that are not UTF-8 (shown as
    /// U+FFFD) and control characters other than tabs, line and page breaks make up a large part
    /// of it, the file is garbage (random bytes, a compressed or encrypted blob) and any finding
    /// in it, or its silence, would be meaningless.
    static func notText(_ text: String) -> String? {
        // Counted on the UTF-8 bytes of the (valid) decoded text, which is cheaper than walking
        // its scalars: a scalar starts at every byte that is not a continuation byte, and U+FFFD
        // is the sequence EF BF BD.
        var stray = 0
        var total = 0
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte & 0xC0 != 0x80 { total += 1 }
            switch byte {
            case 0x09...0x0D: break
            case 0x00...0x1F, 0x7F: stray += 1
            case 0xBD where previous == (0xEF, 0xBF): stray += 1
            default: break
            }
            previous = (previous.1, byte)
        }
        guard stray >= strayMinimum, Double(stray) >= Double(total) * strayShare else { return nil }
        return "it does not look like text (\(stray) of its \(total) characters are invalid UTF-8 or control characters)"
    }
}
