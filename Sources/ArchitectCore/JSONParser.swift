/// Parses the configuration file: JSON, plus `//` and `/* */` comments (people annotate configs).
/// The JSON resources of a project (string catalogs, asset catalogs' `Contents.json`) are read
/// with it too, through `parsePositioned(_:)`.
///
/// Written by hand rather than with `JSONDecoder` because a configuration error must say where it
/// is (line and column), and because what Foundation lets pass silently is an error here: a
/// trailing comma (unless the caller allows them), a key given twice (the decoder keeps one of them), nesting deep enough to be
/// a mistake. Numbers keep whether they were written as whole numbers.
public struct JSONParser {
    /// A problem in the text, at a 1-based line and column.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let line: Int
        /// The column in characters (Unicode scalars), as a person counts them.
        public let column: Int
        /// The column in UTF-8 bytes, as `Finding` and `PositionedJSON` count them.
        public let utf8Column: Int
        public let reason: String
        public var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// Deepest nesting of lists and objects accepted.
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    /// Whether a comma may follow the last member of an object or the last item of a list.
    private let allowsTrailingCommas: Bool
    private var index = 0
    /// Where `position(at:)` last stopped: positions are asked for in increasing order, so each
    /// one is counted on from the previous one and the whole document is counted once.
    private var cursor = (offset: 0, line: 1, column: 1)

    /// Parses `data` as UTF-8 JSON with comments. With `allowingTrailingCommas`, a comma after the
    /// last member or item is accepted, as people editing a configuration by hand leave one;
    /// resource files, which Xcode reads strictly, are parsed without it.
    public static func parse(_ data: [UInt8], allowingTrailingCommas: Bool = false) throws(Failure) -> JSONValue {
        try parsePositioned(data, allowingTrailingCommas: allowingTrailingCommas).plain
    }

    /// Parses `data` as `parse(_:)` does, keeping the line and column where each value and each
    /// object key starts. It accepts and refuses exactly what `parse(_:)` does.
    public static func parsePositioned(_ data: [UInt8], allowingTrailingCommas: Bool = false) throws(Failure) -> PositionedJSON {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var parser = JSONParser(bytes: Array(bytes), allowsTrailingCommas: allowingTrailingCommas)
        if UTF8Text.decode(parser.bytes) == nil {
            throw parser.failure("the file is not valid UTF-8 text", at: UTF8Text.firstInvalidOffset(parser.bytes))
        }
        parser.skipSpaceAndComments()
        let value = try parser.value(depth: 0)
        parser.skipSpaceAndComments()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the end of the document") }
        return value
    }

    private init(bytes: [UInt8], allowsTrailingCommas: Bool) {
        self.bytes = bytes
        self.allowsTrailingCommas = allowsTrailingCommas
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The 1-based line and column (in UTF-8 bytes, as `Finding` counts) of a byte offset.
    private mutating func position(at offset: Int) -> (line: Int, column: Int) {
        if offset < cursor.offset { cursor = (0, 1, 1) }
        var (line, column) = (cursor.line, cursor.column)
        let end = min(offset, bytes.count)
        var scan = cursor.offset
        while scan < end {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            scan += 1
        }
        cursor = (end, line, column)
        return (line, column)
    }

    private func failure(_ reason: String, at offset: Int? = nil) -> Failure {
        let end = min(offset ?? index, bytes.count)
        var line = 1, column = 1, utf8Column = 1
        for byte in bytes[..<end] {
            if byte == UInt8(ascii: "\n") {
                line += 1; column = 1; utf8Column = 1
            } else {
                utf8Column += 1
                if byte & 0xC0 != 0x80 { column += 1 }
            }
        }
        return Failure(line: line, column: column, utf8Column: utf8Column, reason: reason)
    }


    private mutating func skipSpaceAndComments() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while let next = current, next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { index = start; return }
                index += 2
            default:
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> PositionedJSON {
        guard let byte = current else { throw failure("the document ends where a value was expected") }
        let (line, column) = position(at: index)
        let value: PositionedJSON.Value
        switch byte {
        case UInt8(ascii: "{"): value = try object(depth: depth + 1)
        case UInt8(ascii: "["): value = try list(depth: depth + 1)
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "t"): value = try word("true", .bool(true))
        case UInt8(ascii: "f"): value = try word("false", .bool(false))
        case UInt8(ascii: "n"): value = try word("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try number()
        case UInt8(ascii: "/"): throw failure("unterminated comment")
        default: throw failure("unexpected character '\(String(decoding: [byte], as: UTF8.self))' where a value was expected")
        }
        return PositionedJSON(value, line: line, column: column)
    }

    private mutating func word(_ text: String, _ value: PositionedJSON.Value) throws(Failure) -> PositionedJSON.Value {
        let expected = Array(text.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("unexpected word where a value was expected (strings need double quotes)")
        }
        index += expected.count
        return value
    }

    private mutating func object(depth: Int) throws(Failure) -> PositionedJSON.Value {
        guard depth <= Self.maximumDepth else { throw failure("lists and objects nest more than \(Self.maximumDepth) levels deep") }
        index += 1
        var fields: [PositionedJSON.Member] = []
        var keys = Set<String>()
        skipSpaceAndComments()
        if current == UInt8(ascii: "}") { index += 1; return .object(fields) }
        while true {
            skipSpaceAndComments()
            if allowsTrailingCommas, current == UInt8(ascii: "}") { index += 1; return .object(fields) }
            guard current == UInt8(ascii: "\"") else {
                throw failure(current == UInt8(ascii: "}") ? "a comma before '}' (trailing commas are not allowed)" : "expected a key in double quotes")
            }
            let keyStart = index
            let (keyLine, keyColumn) = position(at: keyStart)
            let key = try string()
            guard keys.insert(key).inserted else { throw failure("the key '\(key)' is given twice in the same object", at: keyStart) }
            skipSpaceAndComments()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key '\(key)'") }
            index += 1
            skipSpaceAndComments()
            fields.append(PositionedJSON.Member(key: key, line: keyLine, column: keyColumn, value: try value(depth: depth)))
            skipSpaceAndComments()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(fields)
            default: throw failure("expected ',' or '}' after the value of '\(key)'")
            }
        }
    }

    private mutating func list(depth: Int) throws(Failure) -> PositionedJSON.Value {
        guard depth <= Self.maximumDepth else { throw failure("lists and objects nest more than \(Self.maximumDepth) levels deep") }
        index += 1
        var items: [PositionedJSON] = []
        skipSpaceAndComments()
        if current == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipSpaceAndComments()
            if current == UInt8(ascii: "]") {
                guard allowsTrailingCommas else { throw failure("a comma before ']' (trailing commas are not allowed)") }
                index += 1
                return .array(items)
            }
            items.append(try value(depth: depth))
            skipSpaceAndComments()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(items)
            default: throw failure("expected ',' or ']' in the list")
            }
        }
    }

    private mutating func string() throws(Failure) -> String {
        let start = index
        index += 1
        var scalars: [UInt8] = []
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = current else { break }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
                case UInt8(ascii: "n"): scalars.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): scalars.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): scalars.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "u"):
                    var code = try hexQuad()
                    if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hexQuad()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw failure("unknown escape '\\\(String(decoding: [escaped], as: UTF8.self))'", at: index - 2)
                }
            case UInt8(ascii: "\n"):
                throw failure("a string is not closed on its line", at: start)
            default:
                scalars.append(byte)
                index += 1
            }
        }
        throw failure("a string is not closed", at: start)
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw failure("\\u needs four hexadecimal digits")
        }
        index += 4
        return code
    }

    private mutating func number() throws(Failure) -> PositionedJSON.Value {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw failure("'\(text)' is not a number", at: start) }
        return .number(number)
    }
}
