/// A JSON value together with the place where it starts in the text, so that a check on a
/// resource can say "the key X at line N".
///
/// Lines and columns are 1-based; a column counts UTF-8 bytes from the start of the line, as
/// `Finding` columns do (and as `JSONParser.Failure.utf8Column` does). Objects keep their keys
/// in the order they are written. Made by `JSONParser.parsePositioned(_:)`.
public struct PositionedJSON: Sendable, Equatable {
    /// One key of an object, with the place of the key itself (its opening quote).
    public struct Member: Sendable, Equatable {
        /// The key, unescaped.
        public let key: String
        /// 1-based line of the key's opening quote.
        public let line: Int
        /// 1-based column of the key's opening quote.
        public let column: Int
        /// The value given for the key.
        public let value: PositionedJSON

        public init(key: String, line: Int, column: Int, value: PositionedJSON) {
            self.key = key
            self.line = line
            self.column = column
            self.value = value
        }
    }

    /// The value itself; lists and objects hold positioned values.
    public enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([PositionedJSON])
        case object([Member])
    }

    /// What the value is.
    public let value: Value
    /// 1-based line where the value starts.
    public let line: Int
    /// 1-based column where the value starts.
    public let column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The members of an object, in the order written; empty for any other value.
    public var members: [Member] {
        if case .object(let members) = value { return members }
        return []
    }

    /// The items of a list; empty for any other value.
    public var items: [PositionedJSON] {
        if case .array(let items) = value { return items }
        return []
    }

    /// The text of a string value, or nil.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The member of an object with this key, or nil (also for a value that is not an object).
    /// The lookup is linear; a check that looks up many keys of one large object should build a
    /// dictionary from `members` once.
    public func member(_ key: String) -> Member? {
        members.first { $0.key == key }
    }

    /// The value of an object's key, or nil.
    public subscript(key: String) -> PositionedJSON? {
        member(key)?.value
    }

    /// The value reached by following object keys from this value, or nil when one is missing.
    public func value(at keyPath: [String]) -> PositionedJSON? {
        var current = self
        for key in keyPath {
            guard let next = current[key] else { return nil }
            current = next
        }
        return current
    }

    /// The same document without positions.
    public var plain: JSONValue {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let items): .array(items.map(\.plain))
        case .object(let members): .object(Dictionary(members.map { ($0.key, $0.value.plain) }, uniquingKeysWith: { _, last in last }))
        }
    }

    /// A short name for the kind of value, for messages ("a list", "an object", …).
    public var kindName: String {
        switch value {
        // A list or an object is named without converting its contents.
        case .array: JSONValue.array([]).kindName
        case .object: JSONValue.object([:]).kindName
        default: plain.kindName
        }
    }
}
