import ArchitectCore
import ArchitectSyntax
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a property list into a positioned tree: XML through `XMLParser`, which reports where
/// each element is; binary (`bplist00`) through `PropertyListSerialization`, at line 1.
///
/// Old-style text property lists are not read: anything that is neither XML nor binary is a
/// problem at line 1. Custom entity declarations (`<!ENTITY`) are refused before parsing, since
/// property lists never need them and they are how XML is made to blow up.
enum PropertyListReader {
    /// Most objects a binary property list may hold; its nesting, which Foundation follows
    /// recursively, cannot exceed this.
    static let maximumBinaryObjects = 100_000

    /// Reads `bytes` as a property list.
    static func read(_ bytes: [UInt8]) throws(ResourceProblem) -> PropertyListNode {
        if bytes.starts(with: Array("bplist".utf8)) { return try readBinary(bytes) }
        guard looksLikeXML(bytes) else {
            if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { throw ResourceProblem("the file is empty") }
            throw ResourceProblem("the file is neither an XML nor a binary property list (old-style text property lists are not supported)")
        }
        return try readXML(bytes)
    }

    /// Whether the text starts, after a byte-order mark and white space, with `<` (UTF-8 or UTF-16).
    static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        return body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }

    // MARK: - XML

    /// `XMLParser` is used under one lock: libxml2 keeps process-wide state that not every
    /// version sets up safely from several threads at once, and property lists are small.
    private static let xmlLock = NSLock()

    static func readXML(_ bytes: [UInt8]) throws(ResourceProblem) -> PropertyListNode {
        if bytes.count >= 8, let at = firstOccurrence(of: Array("<!ENTITY".utf8), in: bytes) {
            let (line, column) = lineAndColumn(of: at, in: bytes)
            throw ResourceProblem(line: line, column: column, "the file declares an XML entity, which a property list never needs")
        }
        let builder = PropertyListBuilder(bytes: bytes)
        xmlLock.lock()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        _ = parser.parse()
        parser.delegate = nil
        xmlLock.unlock()
        if let problem = builder.problem { throw problem }
        guard let root = builder.root else { throw ResourceProblem("the file holds no property-list value") }
        return root
    }

    private static func firstOccurrence(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<start + needle.count].elementsEqual(needle) { return start }
        }
        return nil
    }

    /// The 1-based line and column (in UTF-8 bytes) of a byte offset.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    // MARK: - Binary

    static func readBinary(_ bytes: [UInt8]) throws(ResourceProblem) -> PropertyListNode {
        // The trailer's last 32 bytes: 6 unused, 2 sizes, then the object count (8 bytes, big-endian).
        guard bytes.count >= 8 + 32 else { throw ResourceProblem("the binary property list is truncated") }
        let countBytes = bytes[(bytes.count - 24)..<(bytes.count - 16)]
        let objects = countBytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard objects <= UInt64(maximumBinaryObjects) else {
            throw ResourceProblem("the binary property list claims \(objects) objects, more than the \(maximumBinaryObjects) this tool reads")
        }
        let value: Any
        do {
            value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw ResourceProblem("the binary property list is damaged (Foundation cannot read it)")
        }
        guard let node = node(from: value, depth: 0) else {
            throw ResourceProblem("the binary property list holds a value that is not a property-list type, or nests too deep")
        }
        return node
    }

    /// A tree at line 1 from what `PropertyListSerialization` returned.
    private static func node(from value: Any, depth: Int) -> PropertyListNode? {
        guard depth <= JSONParser.maximumDepth else { return nil }
        func at(_ value: PropertyListNode.Value) -> PropertyListNode { PropertyListNode(value, line: 1, column: 1) }
        if let dictionary = value as? [String: Any] {
            var entries: [PropertyListNode.Entry] = []
            for key in dictionary.keys.sorted() {
                guard let child = dictionary[key].flatMap({ node(from: $0, depth: depth + 1) }) else { return nil }
                entries.append(PropertyListNode.Entry(key: key, line: 1, column: 1, value: child))
            }
            return at(.dictionary(entries))
        }
        if let array = value as? [Any] {
            var items: [PropertyListNode] = []
            for item in array {
                guard let child = node(from: item, depth: depth + 1) else { return nil }
                items.append(child)
            }
            return at(.array(items))
        }
        if let text = value as? String { return at(.string(text)) }
        if let data = value as? Data { return at(.data(data)) }
        if let date = value as? Date { return at(.date(date)) }
        if isBoolean(value), let flag = value as? Bool { return at(.bool(flag)) }
        if let number = value as? NSNumber {
            let type = String(cString: number.objCType)
            if type == "d" || type == "f" { return at(.real(number.doubleValue)) }
            return at(.integer(number.intValue))
        }
        return nil
    }

    private static func isBoolean(_ value: Any) -> Bool {
        #if canImport(Darwin)
        if let number = value as? NSNumber { return CFGetTypeID(number) == CFBooleanGetTypeID() }
        return value is Bool
        #else
        return type(of: value) == Bool.self
        #endif
    }
}
