/// Strict UTF-8 decoding that works on every platform the package supports
/// (`String(validating:as:)` needs macOS 15; the package supports macOS 13).
public enum UTF8Text {
    /// The text the bytes spell, or nil when they are not valid UTF-8.
    public static func decode(_ bytes: some Collection<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        // Invalid bytes decode to U+FFFD, so the text then encodes to different bytes.
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// The offset of the first byte of `bytes` that is not part of valid UTF-8 (the count of bytes
    /// when all of them are), for error messages that point at it.
    public static func firstInvalidOffset(_ bytes: some Sequence<UInt8>) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: return offset
            }
        }
    }

    /// Whether `text` holds `part` as a run of bytes: a plain, case-sensitive substring test
    /// on UTF-8, without Foundation's `range(of:)` (which compares by Unicode rules and costs
    /// far more in loops over every file of a project).
    public static func contains(_ text: some StringProtocol, _ part: String) -> Bool {
        let needle = Array(part.utf8)
        guard let first = needle.first else { return true }
        let haystack = Array(text.utf8)
        guard haystack.count >= needle.count else { return false }
        var start = 0
        while start <= haystack.count - needle.count {
            if haystack[start] == first, haystack[start..<start + needle.count].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    /// The last non-empty part of `text` between `separator` characters (an ASCII byte): `Row` for
    /// `Feature.Row`, `View.swift` for `Sources/View.swift`. The same answer as
    /// `text.split(separator:).last`, with `text` itself when it has no non-empty part (for any
    /// text where no separator starts a cluster with a combining mark, which names and paths never
    /// do), without building the array of parts: it runs for call and type names in hot rule paths.
    public static func lastComponent(of text: String, separatedBy separator: Unicode.Scalar) -> String {
        let byte = UInt8(ascii: separator)
        let bytes = text.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == byte { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return text }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != byte { start = bytes.index(before: start) }
        if start == bytes.startIndex, end == bytes.endIndex { return text }
        return String(text[start..<end])
    }

    /// Whether `text` starts with an uppercase letter: `Character.isUppercase` of its first
    /// character, answered from the first byte when that is ASCII (a Unicode property lookup per
    /// name was a measurable part of a lint).
    @inlinable
    public static func startsUppercase(_ text: some StringProtocol) -> Bool {
        guard let first = text.utf8.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return text.first?.isUppercase == true
    }
}
