#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        occurrences(of: part, in: String(text), upTo: 1) >= 1
    }

    /// How many times `word` occurs in `text` (in its UTF-8 bytes from offset `start` up to `end`,
    /// the whole text by default) without overlapping, counting no further than `limit`. An empty
    /// word counts as found `limit` times. `memchr` finds each candidate first byte and `memcmp`
    /// compares the rest: rules ask this of whole files before walking them.
    public static func occurrences(of word: String, in text: String, from start: Int = 0, to end: Int = .max, upTo limit: Int) -> Int {
        var text = text
        var word = word
        return text.withUTF8 { bytes in
            word.withUTF8 { needle in
                guard let first = needle.first, let needleStart = needle.baseAddress else { return limit }
                let lower = max(0, start), upper = min(bytes.count, end)
                guard let base = bytes.baseAddress, upper - lower >= needle.count else { return 0 }
                var cursor = base + lower
                let last = base + (upper - needle.count)
                var found = 0
                while cursor <= last, found < limit {
                    guard let hit = memchr(cursor, Int32(first), last - cursor + 1) else { break }
                    let start = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(start, needleStart, needle.count) == 0 {
                        found += 1
                        cursor = start + needle.count
                    } else {
                        cursor = start + 1
                    }
                }
                return found
            }
        }
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
