import Foundation

/// A property-list value with the place where it is written, as `PropertyListReader` reads it.
///
/// Lines and columns are 1-based; for an XML property list they point at the `<` of the value's
/// element, the column counting UTF-8 bytes as `Finding` does (in the rare UTF-16 file, columns
/// are libxml2's: characters, at the end of the start tag). A binary property list has no
/// lines: everything in it is placed at line 1, column 1.
public struct PropertyListNode: Sendable, Equatable {
    /// One key of a dictionary, with the place of its `<key>` element.
    public struct Entry: Sendable, Equatable {
        /// The key's text.
        public let key: String
        /// 1-based line of the `<key>` element.
        public let line: Int
        /// 1-based column of the `<key>` element.
        public let column: Int
        /// The value given for the key.
        public let value: PropertyListNode

        public init(key: String, line: Int, column: Int, value: PropertyListNode) {
            self.key = key
            self.line = line
            self.column = column
            self.value = value
        }
    }

    /// The value itself; arrays and dictionaries hold positioned values.
    public enum Value: Sendable, Equatable {
        /// `<dict>`: its keys in the order written (a key written twice appears twice).
        case dictionary([Entry])
        case array([PropertyListNode])
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        case date(Date)
        case data(Data)
    }

    /// What the value is.
    public let value: Value
    /// 1-based line where the value is written.
    public let line: Int
    /// 1-based column where the value is written.
    public let column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The entries of a dictionary, in the order written; empty for any other value.
    public var entries: [Entry] {
        if case .dictionary(let entries) = value { return entries }
        return []
    }

    /// The items of an array; empty for any other value.
    public var items: [PropertyListNode] {
        if case .array(let items) = value { return items }
        return []
    }

    /// The text of a string value, or nil.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The entry of a dictionary with this key (the last one, as Foundation keeps it, when the
    /// key is written twice), or nil.
    public func entry(_ key: String) -> Entry? {
        entries.last { $0.key == key }
    }

    /// The value of a dictionary's key, or nil.
    public subscript(key: String) -> PropertyListNode? {
        entry(key)?.value
    }

    /// The element name of the value's kind, for messages: `dict`, `array`, `string`, ….
    public var elementName: String {
        switch value {
        case .dictionary: "dict"
        case .array: "array"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .bool(let flag): flag ? "true" : "false"
        case .date: "date"
        case .data: "data"
        }
    }
}
