import ArchitectCore
import ArchitectSyntax
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `XMLParser` delegate that builds a `PropertyListNode` tree from an XML property list and
/// stops at the first problem, XML syntax or property-list structure alike.
final class PropertyListBuilder: NSObject, XMLParserDelegate {
    /// An element being read; a class, so that filling it in never copies what it holds.
    private final class Frame {
        enum Kind {
            case plist, dictionary, array
            /// `<key>` or a scalar element (`string`, `integer`, …).
            case text(String)
        }

        let kind: Kind
        let line: Int
        let column: Int
        var entries: [PropertyListNode.Entry] = []
        var items: [PropertyListNode] = []
        var pendingKey: (text: String, line: Int, column: Int)?
        var text = ""

        init(_ kind: Kind, line: Int, column: Int) {
            self.kind = kind
            self.line = line
            self.column = column
        }
    }

    private static let scalarElements: Set<String> = ["key", "string", "integer", "real", "true", "false", "date", "data"]

    private var locator: TextLocator
    /// Whether the text is UTF-8, whose bytes the locator can count: columns are then UTF-8
    /// columns, and an element's is the column of its `<`. In UTF-16 text they stay what libxml2
    /// reports (characters, at the end of the start tag).
    private let adjustsColumns: Bool
    private var stack: [Frame] = []
    /// The top-level value, once read.
    private(set) var root: PropertyListNode?
    /// The first problem met.
    private(set) var problem: ResourceProblem?

    init(bytes: [UInt8]) {
        locator = TextLocator(bytes)
        adjustsColumns = !(bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.prefix(4).contains(0))
    }

    /// Records the first problem, at `line`/`column` (UTF-8) or else where the parser is, and stops.
    private func stop(_ parser: XMLParser, _ reason: String, line: Int? = nil, column: Int? = nil, _ kind: ResourceFailure.Problem = .structure) {
        guard problem == nil else { return }
        let place: (line: Int, column: Int)
        if let line, let column {
            place = (line, column)
        } else {
            let (line, column) = (parser.lineNumber, parser.columnNumber)
            place = (line, adjustsColumns ? locator.utf8Column(line: line, column: column) : column)
        }
        problem = ResourceProblem(line: place.line, column: place.column, reason, kind)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
                attributes attributeDict: [String: String] = [:]) {
        guard problem == nil else { return }
        let line = parser.lineNumber
        let column = adjustsColumns ? locator.tagStart(line: line, column: parser.columnNumber) : parser.columnNumber
        guard stack.count <= JSONParser.maximumDepth else {
            return stop(parser, "elements nest more than \(JSONParser.maximumDepth) levels deep", line: line, column: column)
        }
        let kind: Frame.Kind
        switch elementName {
        case "plist":
            guard stack.isEmpty, root == nil else { return stop(parser, "<plist> may only be the top-level element", line: line, column: column) }
            kind = .plist
        case "dict": kind = .dictionary
        case "array": kind = .array
        case let name where Self.scalarElements.contains(name): kind = .text(name)
        default: return stop(parser, "<\(elementName)> is not a property-list element", line: line, column: column)
        }
        if elementName != "plist", let problem = placementProblem(of: elementName) {
            return stop(parser, problem, line: line, column: column)
        }
        stack.append(Frame(kind, line: line, column: column))
    }

    /// Why an element may not start where it does, or nil.
    private func placementProblem(of elementName: String) -> String? {
        guard let top = stack.last else { return root == nil ? nil : "there is more than one top-level value" }
        switch top.kind {
        case .text(let element):
            return "<\(elementName)> is inside <\(element)>, which holds only text"
        case .dictionary:
            if elementName == "key" { return top.pendingKey.map { "the key '\($0.text)' has no value before the next <key>" } }
            return top.pendingKey == nil ? "<\(elementName)> in a <dict> has no <key> before it" : nil
        case .array:
            return elementName == "key" ? "<key> is inside an <array>, where only values go" : nil
        case .plist:
            return root == nil ? nil : "<plist> holds more than one value"
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard problem == nil else { return }
        if let top = stack.last, case .text = top.kind {
            top.text += string
        } else if !isBlank(string) {
            stop(parser, "the text '\(string.prefix(40))' is outside any value element")
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    private func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard problem == nil, let frame = stack.popLast() else { return }
        let value: PropertyListNode.Value
        switch frame.kind {
        case .plist:
            return
        case .dictionary:
            if let key = frame.pendingKey { return stop(parser, "the key '\(key.text)' has no value", line: key.line, column: key.column) }
            value = .dictionary(frame.entries)
        case .array:
            value = .array(frame.items)
        case .text("key"):
            stack.last?.pendingKey = (frame.text, frame.line, frame.column)
            return
        case .text(let element):
            guard let scalar = scalar(element, frame.text) else {
                let shown = frame.text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(40)
                return stop(parser, "'\(shown)' is not a valid <\(element)>", line: frame.line, column: frame.column)
            }
            value = scalar
        }
        let node = PropertyListNode(value, line: frame.line, column: frame.column)
        guard let parent = stack.last else { root = node; return }
        switch parent.kind {
        case .plist:
            root = node
        case .dictionary:
            guard let key = parent.pendingKey else { return }
            parent.entries.append(PropertyListNode.Entry(key: key.text, line: key.line, column: key.column, value: node))
            parent.pendingKey = nil
        case .array:
            parent.items.append(node)
        case .text:
            return
        }
    }

    /// The value of a scalar element's text, or nil when the text is not valid for it.
    private func scalar(_ element: String, _ text: String) -> PropertyListNode.Value? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch element {
        case "string": return .string(text)
        case "true": return trimmed.isEmpty ? .bool(true) : nil
        case "false": return trimmed.isEmpty ? .bool(false) : nil
        case "integer":
            if let number = Int(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed) { return .integer(number) }
            if trimmed.lowercased().hasPrefix("0x"), let number = Int(trimmed.dropFirst(2), radix: 16) { return .integer(number) }
            return nil
        case "real":
            return Double(trimmed).map { .real($0) }
        case "date":
            return ISO8601DateFormatter().date(from: trimmed).map { .date($0) }
        case "data":
            let base64 = String(trimmed.unicodeScalars.filter { !" \t\n\r".unicodeScalars.contains($0) })
            return Data(base64Encoded: base64, options: .ignoreUnknownCharacters).map { .data($0) }
        default:
            return nil
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        let code = (parseError as NSError).code
        stop(parser, Self.describe(code: code), .syntax)
    }

    /// Plain words for libxml2's commonest errors. The codes are libxml2's own (`xmlParserErrors`),
    /// which `XMLParser` passes on as the error's code on every platform.
    static func describe(code: Int) -> String {
        switch code {
        case 3, 4: "the file does not start an XML document"
        case 5: "the document ends before its elements are closed, or has text after its end"
        case 6, 7, 8, 10, 11, 12, 13: "a character reference ('&#…;') is invalid"
        case 9: "a character that XML does not allow"
        case 14, 15, 16, 17, 22, 23, 26, 27: "an '&' does not start a known entity (write '&amp;' for a literal '&')"
        case 31, 32, 79, 81: "the text encoding is not supported, or is not the one the file declares"
        case 33, 34, 43, 44: "a quoted value is not closed"
        case 38: "an attribute value contains a '<'"
        case 39, 40, 41, 42, 75: "an attribute is malformed"
        case 45: "a comment is not closed"
        case 46, 47: "a processing instruction ('<?…?>') is not closed"
        case 56, 57: "the '<?xml …?>' declaration is malformed"
        case 61: "the '<!DOCTYPE …>' is not closed"
        case 63: "a CDATA section is not closed"
        case 65: "a space is missing between a tag's name and its attributes"
        case 68: "a '<' or '&' starts no tag or entity (write '&lt;' or '&amp;' for the character itself)"
        case 72: "a '<' is missing where a tag should start"
        case 73: "a tag is not closed with '>'"
        case 74: "an element is not closed with its '</…>' tag"
        case 76: "a closing tag does not match the element it closes"
        case 77: "the file ends inside a tag"
        case 85: "the elements are not properly nested"
        case 86: "there is text after the end of the document"
        default: "the XML is malformed (libxml2 error \(code))"
        }
    }
}
