/// Turns lines and columns into byte offsets of a UTF-8 text and back, for readers whose parser
/// reports places as a line and a column.
///
/// Columns count characters (Unicode scalars), as `JSONParser` and libxml2 count them. Places are
/// expected in increasing order (a parser reports them as it goes): each is counted on from the
/// previous one, so a whole document costs one pass even when it is one long line.
struct TextLocator {
    private let bytes: [UInt8]
    private var cursor = (offset: 0, line: 1, column: 1)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The byte offset of a 1-based line and column (clamped to the line's end and the text's).
    mutating func offset(line: Int, column: Int) -> Int {
        if (line, column) < (cursor.line, cursor.column) { cursor = (0, 1, 1) }
        var (offset, currentLine, currentColumn) = cursor
        while offset < bytes.count, currentLine < line {
            if bytes[offset] == UInt8(ascii: "\n") { currentLine += 1; currentColumn = 1 }
            offset += 1
        }
        if currentLine == line {
            while offset < bytes.count, currentColumn < column, bytes[offset] != UInt8(ascii: "\n") {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                currentColumn += 1
            }
        }
        cursor = (offset, currentLine, currentColumn)
        return offset
    }

    /// The place of the `<` that opens the tag a parser reported at `line` and `column` (libxml2
    /// reports an element once its start tag is read, so at its end), or the reported place when
    /// no `<` is found on that line before it.
    mutating func tagStart(line: Int, column: Int) -> (line: Int, column: Int) {
        let end = offset(line: line, column: column)
        var scan = min(end, bytes.count)
        var characters = 0
        while scan > 0 {
            scan -= 1
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\n") { break }
            if byte & 0xC0 != 0x80 { characters += 1 }
            if byte == UInt8(ascii: "<") { return (line, max(1, column - characters)) }
        }
        return (line, column)
    }
}
