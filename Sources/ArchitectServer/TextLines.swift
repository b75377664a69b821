/// A text's lines, for converting between the positions of findings (1-based line, UTF-8 column)
/// and those of the Language Server Protocol (0-based line, UTF-16 character).
///
/// A line ends at `\n`; a `\r` before it belongs to the line break. A position past the end of
/// its line is taken as the end of the line, and a line past the end of the text as its end.
public struct TextLines {
    /// The text as UTF-16 code units.
    public let units: [UInt16]
    /// The UTF-16 offset where each line starts.
    private let starts: [Int]

    /// The lines of `text`.
    public init(_ text: String) {
        units = Array(text.utf16)
        var starts = [0]
        for (offset, unit) in units.enumerated() where unit == 0x0A { starts.append(offset + 1) }
        self.starts = starts
    }

    /// How many lines the text has (a text ending in a line break has an empty last line).
    public var count: Int { starts.count }

    /// The UTF-16 offset where the content of `line` (0-based) ends, before its line break.
    private func contentEnd(_ line: Int) -> Int {
        var end = line + 1 < starts.count ? starts[line + 1] - 1 : units.count
        if end > starts[line], units[end - 1] == 0x0D, line + 1 < starts.count { end -= 1 }
        return end
    }

    /// The UTF-16 offset of an LSP position.
    public func offset(line: Int, character: Int) -> Int {
        guard line >= 0 else { return 0 }
        guard line < starts.count else { return units.count }
        return starts[line] + min(max(0, character), contentEnd(line) - starts[line])
    }

    /// The LSP position (0-based line, UTF-16 character) of a UTF-16 offset.
    public func position(ofOffset offset: Int) -> (line: Int, character: Int) {
        let clamped = min(max(0, offset), units.count)
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return (low, min(clamped, contentEnd(low)) - starts[low])
    }

    /// The UTF-16 offset of a finding's position: 1-based `line`, 1-based `column` in UTF-8 bytes.
    public func offset(line: Int, utf8Column: Int) -> Int {
        let index = line - 1
        guard index >= 0 else { return 0 }
        guard index < starts.count else { return units.count }
        var offset = starts[index]
        var bytes = 0
        let end = contentEnd(index)
        while offset < end, bytes < utf8Column - 1 {
            let unit = units[offset]
            if UTF16.isLeadSurrogate(unit) {
                bytes += 4
                offset += 2
            } else {
                bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
                offset += 1
            }
        }
        return min(offset, end)
    }

    /// The UTF-16 range of the token that starts at a finding's position: a name (with a leading
    /// `@`, `#` or `$`), else one character; empty at the end of a line.
    public func tokenRange(line: Int, utf8Column: Int) -> Range<Int> {
        let start = offset(line: line, utf8Column: utf8Column)
        let end = line - 1 < starts.count && line >= 1 ? contentEnd(line - 1) : units.count
        guard start < end else { return start..<start }
        var cursor = start
        if [0x40, 0x23, 0x24].contains(units[cursor]) { cursor += 1 }   // @ # $
        while cursor < end, Self.isNameUnit(units[cursor]) { cursor += 1 }
        if cursor == start || (cursor == start + 1 && !Self.isNameUnit(units[start])) {
            cursor = start + (UTF16.isLeadSurrogate(units[start]) && start + 1 < end ? 2 : 1)
        }
        return start..<cursor
    }

    /// The leading spaces and tabs of `line` (0-based).
    public func indentation(ofLine line: Int) -> String {
        guard line >= 0, line < starts.count else { return "" }
        var cursor = starts[line]
        while cursor < units.count, units[cursor] == 0x20 || units[cursor] == 0x09 { cursor += 1 }
        return String(decoding: units[starts[line]..<cursor], as: UTF16.self)
    }

    /// Whether `line` (0-based) ends with `\r\n`.
    public func endsWithCarriageReturn(_ line: Int) -> Bool {
        line >= 0 && line + 1 < starts.count && contentEnd(line) < starts[line + 1] - 1
    }

    /// The text with the UTF-16 range `range` replaced by `replacement`.
    public func replacing(_ range: Range<Int>, with replacement: String) -> String {
        String(decoding: units[..<range.lowerBound], as: UTF16.self) + replacement
            + String(decoding: units[range.upperBound...], as: UTF16.self)
    }

    /// Letters, digits, `_` and every unit outside ASCII (Swift names may hold them).
    private static func isNameUnit(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
        case 0x80...: !(0x2000...0x206F).contains(unit)
        default: false
        }
    }
}
