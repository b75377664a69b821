/// A cheap lexical look at a file before it is parsed, to refuse shapes that would take the
/// parser down.
///
/// SwiftParser recurses once per level of nesting (and can overflow even a large stack), and its
/// time doubles with each extra `[` of a run like `[[[[…`, where it tries an array, a dictionary
/// and a type at every level. Real code nests a few dozen levels at most, so a file past the
/// limits below is generated or hostile: it is reported and skipped, and the run goes on.
///
/// The scan counts `(`, `[`, `{` and string interpolations `\(` outside comments and string
/// literals (raw strings, multi-line strings and interpolations nested in them included), in one
/// pass over the UTF-8 bytes.
public struct NestingScan {
    /// Deepest nesting allowed.
    public static let maximumDepth = 256
    /// Longest run of `[` allowed, with nothing but white space between them.
    public static let maximumBracketRun = 16
    /// Deepest nesting of generic arguments (`Array<Array<…`) allowed on one line.
    public static let maximumGenericDepth = 64

    /// Why the file must not be parsed, or nil when it may be.
    public static func refusal(for source: String) -> String? {
        var source = source
        let (depth, run, generics) = source.withUTF8 { measure($0) }
        if generics > maximumGenericDepth {
            return "its generic arguments nest \(generics) levels deep on one line (more than \(maximumGenericDepth)), which the parser cannot take apart in reasonable time"
        }
        if run > maximumBracketRun {
            return "it opens \(run) `[` in a row (more than \(maximumBracketRun)), which the parser needs exponential time for"
        }
        if depth > maximumDepth {
            return "its brackets nest \(depth) levels deep (more than \(maximumDepth)), deeper than the parser can safely go"
        }
        return nil
    }

    /// What the scanner is inside.
    private enum Context {
        /// Code; `parentheses` counts the `(` opened since an interpolation began, so that its `)` is found.
        case code(parentheses: Int)
        /// A string literal: multi-line or not, and the number of `#` around it.
        case string(multiline: Bool, hashes: Int)
    }

    /// The deepest nesting, the longest run of `[` and the deepest generic nesting on one line in
    /// `bytes`. A `<` counts as opening generic arguments when a name character comes right before
    /// it (`Array<`), and any `>` closes one; the count starts again at each line break, `;`, `{`,
    /// `}` and `=`, so comparisons written without spaces (`i<n`) cannot add up across a file.
    static func measure(_ bytes: UnsafeBufferPointer<UInt8>) -> (depth: Int, bracketRun: Int, genericDepth: Int) {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\"), open = UInt8(ascii: "("), close = UInt8(ascii: ")")
        let newline = UInt8(ascii: "\n")
        var stack: [Context] = [.code(parentheses: 0)]
        var depth = 0, deepest = 0, run = 0, longestRun = 0, angles = 0, deepestAngles = 0
        func isNameCharacter(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        var index = 0
        let count = bytes.count
        func at(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
        func startsString(at start: Int) -> (multiline: Bool, hashes: Int, length: Int)? {
            var cursor = start, hashes = 0
            while cursor < count, bytes[cursor] == hash { hashes += 1; cursor += 1 }
            guard cursor < count, bytes[cursor] == quote else { return nil }
            let multiline = cursor + 2 < count && bytes[cursor + 1] == quote && bytes[cursor + 2] == quote
            return (multiline, hashes, cursor - start + (multiline ? 3 : 1))
        }
        while index < count {
            let byte = bytes[index]
            switch stack[stack.count - 1] {
            case .code(let parentheses):
                if byte == slash, at(1) == slash {
                    while index < count, bytes[index] != newline { index += 1 }
                    continue
                }
                if byte == slash, at(1) == star {
                    var level = 1
                    index += 2
                    while index < count, level > 0 {
                        if bytes[index] == slash, at(1) == star { level += 1; index += 2 }
                        else if bytes[index] == star, at(1) == slash { level -= 1; index += 2 }
                        else { index += 1 }
                    }
                    continue
                }
                if byte == quote || byte == hash, let string = startsString(at: index) {
                    stack.append(.string(multiline: string.multiline, hashes: string.hashes))
                    index += string.length
                    run = 0
                    continue
                }
                switch byte {
                case UInt8(ascii: "<") where index > 0 && isNameCharacter(bytes[index - 1]):
                    angles += 1
                    deepestAngles = max(deepestAngles, angles)
                case UInt8(ascii: ">"):
                    angles = max(0, angles - 1)
                case newline, UInt8(ascii: ";"), UInt8(ascii: "="):
                    angles = 0
                default:
                    break
                }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { angles = 0 }
                switch byte {
                case UInt8(ascii: "["):
                    depth += 1
                    run += 1
                    longestRun = max(longestRun, run)
                case UInt8(ascii: "{"), open:
                    depth += 1
                    run = 0
                    if byte == open { stack[stack.count - 1] = .code(parentheses: parentheses + 1) }
                case UInt8(ascii: "]"), UInt8(ascii: "}"), close:
                    depth = max(0, depth - 1)
                    run = 0
                    if byte == close {
                        if parentheses == 0, stack.count > 1 {
                            stack.removeLast()  // the end of an interpolation
                        } else {
                            stack[stack.count - 1] = .code(parentheses: max(0, parentheses - 1))
                        }
                    }
                case UInt8(ascii: " "), UInt8(ascii: "\t"), newline, UInt8(ascii: "\r"):
                    break
                default:
                    run = 0
                }
                deepest = max(deepest, depth)
                index += 1
            case .string(let multiline, let hashes):
                if byte == backslash {
                    var cursor = index + 1, found = 0
                    while found < hashes, cursor < count, bytes[cursor] == hash { found += 1; cursor += 1 }
                    if found == hashes, cursor < count, bytes[cursor] == open {
                        // An interpolation: code until its matching `)`.
                        stack.append(.code(parentheses: 0))
                        depth += 1
                        deepest = max(deepest, depth)
                        index = cursor + 1
                        continue
                    }
                    index += hashes == 0 ? 2 : 1
                    continue
                }
                if byte == quote, !multiline || (at(1) == quote && at(2) == quote) {
                    var cursor = index + (multiline ? 3 : 1), found = 0
                    while found < hashes, cursor < count, bytes[cursor] == hash { found += 1; cursor += 1 }
                    if found == hashes {
                        stack.removeLast()
                        index = cursor
                        continue
                    }
                }
                if byte == newline, !multiline, hashes == 0 {
                    stack.removeLast()  // an unterminated one-line string ends with its line
                }
                index += 1
            }
        }
        return (deepest, longestRun, deepestAngles)
    }
}
