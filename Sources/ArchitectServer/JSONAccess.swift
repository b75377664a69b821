import ArchitectCore
import ArchitectReporters

/// Reading the parameters of a message.
extension JSONValue {
    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The text of a string value.
    public var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// A number that is a whole number.
    public var int: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) < 9e15 else { return nil }
        return Int(number)
    }

    /// The flag of a boolean value.
    public var bool: Bool? {
        guard case .bool(let flag) = self else { return nil }
        return flag
    }

    /// The items of a list.
    public var array: [JSONValue]? {
        guard case .array(let items) = self else { return nil }
        return items
    }

    /// The value written out: whole numbers as integers, object keys in sorted order.
    public var written: JSONText.Value {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): int.map { .int($0) } ?? .double(number)
        case .string(let text): .string(text)
        case .array(let items): .array(items.map(\.written))
        case .object(let members): .object(members.keys.sorted().map { ($0, members[$0]!.written) })
        }
    }
}
