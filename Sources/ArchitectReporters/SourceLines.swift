import ArchitectCore
import ArchitectSyntax
import Foundation

/// Lines of the linted files, read from disk when a format shows source or converts columns.
///
/// Files are read once per render and decoded leniently; a file that is missing or unreadable
/// simply has no lines, and callers fall back to what the finding itself says.
public struct SourceLines {
    private var cache: [String: [Substring]?] = [:]

    /// An empty cache.
    public init() {}

    /// The text of 1-based `line` in the file at `path`, without its line break, or nil.
    public mutating func line(_ line: Int, inFile path: String) -> String? {
        guard line >= 1, let lines = lines(ofFile: path), line <= lines.count else { return nil }
        return String(lines[line - 1])
    }

    /// Every line of the file at `path`, or nil when it cannot be read.
    public mutating func lines(ofFile path: String) -> [Substring]? {
        if let cached = cache[path] { return cached }
        var lines: [Substring]?
        if let data = FileSystemName.contents(atPath: path) {
            lines = Self.split(Self.decode(data))
        }
        cache[path] = lines
        return lines
    }

    /// The 1-based UTF-16 column of a 1-based UTF-8 column in `line`, as SARIF counts columns.
    public static func utf16Column(_ utf8Column: Int, in line: String) -> Int {
        let utf8 = line.utf8
        let offset = min(max(utf8Column - 1, 0), utf8.count)
        var index = utf8.index(utf8.startIndex, offsetBy: offset)
        // A column inside a multi-byte character points at that character.
        while index > utf8.startIndex, !isScalarBoundary(index, in: line) {
            index = utf8.index(before: index)
        }
        return line.utf16.distance(from: line.utf16.startIndex, to: index) + 1
    }

    /// Splits text into lines at `\n`, `\r\n` and `\r`, as SwiftSyntax counts them.
    public static func split(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// UTF-8 decoded leniently (UTF-16 when the data starts with a byte-order mark).
    static func decode(_ data: Data) -> String {
        let head = [UInt8](data.prefix(2))
        if head == [0xFF, 0xFE] || head == [0xFE, 0xFF], let text = String(data: data, encoding: .utf16) {
            return text
        }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    private static func isScalarBoundary(_ index: String.Index, in line: String) -> Bool {
        index.samePosition(in: line.unicodeScalars) != nil
    }
}
