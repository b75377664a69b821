import ArchitectCore
import ArchitectSyntax
import Foundation

/// Reads a strings file: `"key" = "value";` entries with `/* */` and `//` comments, in UTF-8 or
/// UTF-16 (with a byte-order mark, or without one when the zero bytes give the order away).
///
/// It follows the old-style property-list syntax Xcode reads these files with: keys and values
/// are quoted strings or bare words (letters, digits and `_$+/:.-`), `"key";` stands for
/// `"key" = "key";`, the entries may be wrapped in `{ }`, and escapes are `\n`, `\t`, `\"`, `\\`,
/// `\U` or `\u` with four hexadecimal digits, octal `\101` and the other C escapes; any other
/// escaped character stands for itself. A strings file compiled to a binary or XML property list
/// is read as one. The first syntax error stops the reading, at its line and column.
enum StringsFileReader {
    static func read(_ bytes: [UInt8]) throws(ResourceProblem) -> [StringsEntry] {
        if bytes.starts(with: Array("bplist".utf8)) { return try entries(of: PropertyListReader.readBinary(bytes)) }
        let text = try decode(bytes)
        if text.unicodeScalars.first(where: { !StringsTokenizer.isSpace($0) }) == "<" {
            return try entries(of: PropertyListReader.readXML(bytes))
        }
        var tokenizer = StringsTokenizer(text)
        return try tokenizer.entries()
    }

    /// The entries of a strings file stored as a property list: a dictionary of strings.
    private static func entries(of plist: PropertyListNode) throws(ResourceProblem) -> [StringsEntry] {
        guard case .dictionary(let entries) = plist.value else {
            throw ResourceProblem(line: plist.line, column: plist.column, "the property list's top level is <\(plist.elementName)>, where a strings file needs a <dict>", .structure)
        }
        var result: [StringsEntry] = []
        for entry in entries {
            guard let value = entry.value.string else {
                throw ResourceProblem(line: entry.value.line, column: entry.value.column, "the value of '\(entry.key)' is <\(entry.value.elementName)>, not <string>", .structure)
            }
            result.append(StringsEntry(key: entry.key, value: value, line: entry.line, column: entry.column))
        }
        return result
    }

    /// The text of the file, from its byte-order mark or its zero bytes.
    static func decode(_ bytes: [UInt8]) throws(ResourceProblem) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), .utf16BigEndian) }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        // Text has no NUL characters: a zero byte among the first two is half of a UTF-16 unit.
        if body.count >= 2 {
            let first = body[body.startIndex], second = body[body.startIndex + 1]
            if first == 0, second != 0 { return try utf16(body, .utf16BigEndian) }
            if first != 0, second == 0 { return try utf16(body, .utf16LittleEndian) }
        }
        if let text = UTF8Text.decode(body) { return text }
        let (line, column) = PropertyListReader.lineAndColumn(of: UTF8Text.firstInvalidOffset(body), in: Array(body))
        throw ResourceProblem(line: line, column: column, "the file is not valid UTF-8 text and has no UTF-16 byte-order mark")
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, _ encoding: String.Encoding) throws(ResourceProblem) -> String {
        guard bytes.count % 2 == 0, let text = String(data: Data(bytes), encoding: encoding) else {
            throw ResourceProblem("the file is not valid UTF-16 text")
        }
        return text
    }

}
