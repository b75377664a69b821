/// Turns the places a parser reports as a line and a column of characters into byte offsets
/// and UTF-8 columns (as `Finding` counts them) of a UTF-8 text.
///
/// Places are expected in increasing order (a parser reports them as it goes): each is counted on
/// from the previous one, so a whole document costs one pass even when it is one long line.
struct TextLocator {
    private let bytes: [UInt8]
    /// Where the last place was: its offset, line, column in characters, and its line's start.
    private var cursor = (offset: 0, line: 1, column: 1, lineStart: 0)

    init(_ bytes: [UInt8]) {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        self.bytes = Array(body)
    }

    /// The byte offset of a 1-based line and column in characters (clamped to the line's end and
    /// the text's), and the offset where that line starts.
    private mutating func locate(line: Int, column: Int) -> (offset: Int, lineStart: Int) {
        if (line, column) < (cursor.line, cursor.column) { cursor = (0, 1, 1, 0) }
        var (offset, currentLine, currentColumn, lineStart) = cursor
        while offset < bytes.count, currentLine < line {
            if bytes[offset] == UInt8(ascii: "\n") { currentLine += 1; currentColumn = 1; lineStart = offset + 1 }
            offset += 1
        }
        if currentLine == line {
            while offset < bytes.count, currentColumn < column, bytes[offset] != UInt8(ascii: "\n") {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                currentColumn += 1
            }
        }
        cursor = (offset, currentLine, currentColumn, lineStart)
        return (offset, lineStart)
    }

    /// The UTF-8 column of a place given in characters.
    mutating func utf8Column(line: Int, column: Int) -> Int {
        let (offset, lineStart) = locate(line: line, column: column)
        return offset - lineStart + 1
    }

    /// The UTF-8 column of the `<` that opens the tag a parser reported at `line` and `column`
    /// (libxml2 reports an element once its start tag is read, so at its end); the reported
    /// place's own column when no `<` is found on that line before it.
    mutating func tagStart(line: Int, column: Int) -> Int {
        let (end, lineStart) = locate(line: line, column: column)
        var scan = min(end, bytes.count)
        while scan > lineStart {
            scan -= 1
            if bytes[scan] == UInt8(ascii: "<") { return scan - lineStart + 1 }
        }
        return end - lineStart + 1
    }
}
