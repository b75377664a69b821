import Foundation

/// Escaping for the XML and HTML formats (`junit`, `checkstyle`, `html`).
///
/// One escaper serves element text and attribute values alike (attributes are always written
/// in double quotes): it escapes `&`, `<`, `>` and `"`, writes line breaks and tabs as character
/// references (so attribute values keep them), and replaces characters XML 1.0 forbids with U+FFFD.
public enum MarkupText {
    /// `text`, safe inside an element or a double-quoted attribute value.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if isAllowedInXML(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\u{FFFD}"
                }
            }
        }
        return result
    }

    /// `text` for an element whose line breaks should stay literal (`<pre>`, multi-line messages).
    public static func escapeKeepingLines(_ text: String) -> String {
        escape(text).replacingOccurrences(of: "&#10;", with: "\n")
    }

    /// `<?xml …?>` declaration the XML formats start with.
    public static let xmlDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"

    /// Whether XML 1.0 allows the character at all (§2.2 `Char`).
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF: true
        case 0xE000...0xFFFD: true
        case 0x10000...0x10FFFF: true
        default: false
        }
    }
}
