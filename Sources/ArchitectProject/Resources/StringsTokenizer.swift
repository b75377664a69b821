/// The tokenizer and parser behind `StringsFileReader`, over the Unicode scalars of the text,
/// keeping the line and the UTF-8 column of each character.
struct StringsTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}" || scalar == "\u{FEFF}"
    }

    private static func isBare(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += UTF8.width(scalars[index]) }
        index += 1
    }

    private func problem(_ reason: String, line: Int? = nil, column: Int? = nil) -> ResourceProblem {
        ResourceProblem(line: line ?? self.line, column: column ?? self.column, reason)
    }

    /// Every entry, in the order written.
    mutating func entries() throws(ResourceProblem) -> [StringsEntry] {
        var result: [StringsEntry] = []
        try skipSpaceAndComments()
        let braced = current == "{"
        if braced { advance() }
        while true {
            try skipSpaceAndComments()
            guard let scalar = current else {
                if braced { throw problem("the file ends before the '}' that closes its opening '{'") }
                return result
            }
            if braced, scalar == "}" {
                advance()
                try skipSpaceAndComments()
                guard current == nil else { throw problem("unexpected text after the closing '}'") }
                return result
            }
            let (keyLine, keyColumn) = (line, column)
            guard let key = try string() else {
                throw problem("unexpected character '\(Character(scalar))' where a key in double quotes was expected")
            }
            try skipSpaceAndComments()
            var value = key
            let hasValue = current == "="
            if hasValue {
                advance()
                try skipSpaceAndComments()
                guard let given = try string() else {
                    if let next = current {
                        throw problem("expected a string in double quotes after '=' for the key '\(key)', found '\(Character(next))'")
                    }
                    throw problem("the file ends where the value of '\(key)' was expected")
                }
                value = given
            }
            let (endLine, endColumn) = (line, column)
            try skipSpaceAndComments()
            guard current == ";" else {
                throw problem(hasValue ? "expected ';' after the value of '\(key)'" : "expected '=' or ';' after the key '\(key)'",
                              line: endLine, column: endColumn)
            }
            advance()
            result.append(StringsEntry(key: key, value: value, line: keyLine, column: keyColumn))
        }
    }

    private mutating func skipSpaceAndComments() throws(ResourceProblem) {
        while let scalar = current {
            if Self.isSpace(scalar) {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = current, next != "\n" { advance() }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let (startLine, startColumn) = (line, column)
                advance(); advance()
                while true {
                    guard let next = current else { throw problem("a '/*' comment is not closed", line: startLine, column: startColumn) }
                    if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" { advance(); advance(); break }
                    advance()
                }
            } else {
                return
            }
        }
    }

    /// A quoted string or a bare word at the current place, or nil when neither starts here.
    private mutating func string() throws(ResourceProblem) -> String? {
        guard let first = current else { return nil }
        if Self.isBare(first) {
            var text = String.UnicodeScalarView()
            while let scalar = current, Self.isBare(scalar) { text.append(scalar); advance() }
            return String(text)
        }
        guard first == "\"" || first == "'" else { return nil }
        let (startLine, startColumn) = (line, column)
        advance()
        var text = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        while true {
            guard let scalar = current else { throw problem("a string is not closed", line: startLine, column: startColumn) }
            advance()
            if scalar == first { break }
            guard scalar == "\\" else {
                if pendingHigh != nil { text.append("\u{FFFD}"); pendingHigh = nil }
                text.append(scalar)
                continue
            }
            guard let escaped = current else { throw problem("a string is not closed", line: startLine, column: startColumn) }
            advance()
            var code: UInt32
            switch escaped {
            case "n": code = 0x0A
            case "t": code = 0x09
            case "r": code = 0x0D
            case "a": code = 0x07
            case "b": code = 0x08
            case "f": code = 0x0C
            case "v": code = 0x0B
            case "U", "u":
                var value: UInt32 = 0, digits = 0
                while digits < 4, let next = current, let digit = Self.hexValue(next) {
                    value = value * 16 + digit
                    digits += 1
                    advance()
                }
                code = digits == 0 ? escaped.value : value
            case "0"..."7":
                var value = escaped.value - 0x30, digits = 1
                while digits < 3, let next = current, ("0"..."7").contains(next) {
                    value = value * 8 + (next.value - 0x30)
                    digits += 1
                    advance()
                }
                code = value
            default:
                code = escaped.value
            }
            if (0xD800..<0xDC00).contains(code) {
                if pendingHigh != nil { text.append("\u{FFFD}") }
                pendingHigh = code
                continue
            }
            if (0xDC00..<0xE000).contains(code), let high = pendingHigh {
                code = 0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)
                pendingHigh = nil
            } else if pendingHigh != nil {
                text.append("\u{FFFD}")
                pendingHigh = nil
            }
            text.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        }
        if pendingHigh != nil { text.append("\u{FFFD}") }
        return String(text)
    }
}
