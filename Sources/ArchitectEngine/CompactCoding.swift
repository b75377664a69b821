import Foundation

/// A small binary form of `Codable` values for the analysis cache: much quicker to read back
/// than JSON, and about half its size.
///
/// Values are written in the order their `encode(to:)` writes them and read in the order their
/// `init(from:)` reads them, which for synthesised conformances is the same order. Integers are
/// variable-length (zigzag for signed ones), strings are a length and their UTF-8 bytes. A keyed
/// container is its number of entries (four bytes, filled in as entries are written) followed by
/// each entry: the number of its field name in a `CompactKeys` table (shared by every value of a
/// cache file, so names are stored once) shifted left by one, the low bit set for an explicit
/// nil, then the value. An absent optional is simply not written; a reader asking for a field
/// that is not next learns that it is absent. An unkeyed container is its count and its
/// elements; a single value is a tag byte (0 nil, 1 a value) and the value.
///
/// Anything the format cannot say (a super encoder, a keyed container read out of order, a
/// dictionary keyed by strings) throws, and the cache then treats the entry as missing.
enum CompactCoding {
    /// What went wrong reading or writing; the cache only needs to know that something did.
    struct Failure: Error {
        let reason: String
    }

    /// Encodes `value` with the field names of `keys`, to which new names are added.
    static func encode<Value: Encodable>(_ value: Value, keys: CompactKeys) throws -> [UInt8] {
        let encoder = CompactEncoder(keys: keys)
        try encoder.write(value)
        guard !encoder.refused else { throw Failure(reason: "a value the format cannot hold") }
        return encoder.bytes
    }

    /// Decodes a `Value` from the whole of `bytes`, with the field names of `keys`.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: UnsafeRawBufferPointer, keys: CompactKeys) throws -> Value {
        let decoder = CompactDecoder(bytes: bytes, keys: keys)
        let value = try decoder.read(type)
        guard decoder.offset == bytes.count else { throw Failure(reason: "trailing bytes") }
        return value
    }
}

/// The field names of a cache file, numbered in the order they were first written. Names are
/// only ever added, so a value encoded with an older table reads the same with a newer one.
final class CompactKeys: @unchecked Sendable {
    /// The names, by number.
    private(set) var names: [String]
    private var numbers: [String: Int]

    init(names: [String] = []) {
        self.names = names
        var numbers: [String: Int] = [:]
        for (number, name) in names.enumerated() where numbers[name] == nil { numbers[name] = number }
        self.numbers = numbers
    }

    /// The number of a name, adding it when new (encoding runs on one thread).
    func number(of name: String) -> Int {
        if let number = numbers[name] { return number }
        names.append(name)
        numbers[name] = names.count - 1
        return names.count - 1
    }
}

// MARK: - Writing

/// Byte-level writing shared by the encoder's containers.
final class CompactEncoder: Encoder {
    var bytes: [UInt8] = []
    let keys: CompactKeys
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(keys: CompactKeys) {
        self.keys = keys
    }

    func writeUnsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func writeSigned(_ value: Int64) {
        writeUnsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    func writeString(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            writeUnsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    func writeDouble(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Starts a container: four bytes for its count, filled in by `countOne(at:)`.
    func startCount() -> Int {
        bytes.append(contentsOf: [0, 0, 0, 0])
        return bytes.count - 4
    }

    /// Adds one to the count of the container that starts at `offset`.
    func countOne(at offset: Int) {
        guard offset >= 0 else { return }
        let count = (UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24) &+ 1
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: count >> (8 * UInt32(index))) }
    }

    /// Set when something was written that the format cannot hold (a super encoder, a nil in a
    /// list); `CompactCoding.encode` then fails.
    var refused = false

    /// A throwaway encoder for what the format has no place for; marks this one as failed.
    func refusal() -> CompactEncoder {
        refused = true
        return CompactEncoder(keys: CompactKeys())
    }

    func writeKey(_ key: some CodingKey, isNil: Bool = false) {
        writeUnsigned(UInt64(keys.number(of: key.stringValue)) << 1 | (isNil ? 1 : 0))
    }

    func write<Value: Encodable>(_ value: Value) throws {
        try value.encode(to: self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CompactKeyedWriter<Key>(encoder: self, countOffset: startCount()))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        CompactUnkeyedWriter(encoder: self, countOffset: startCount())
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CompactSingleWriter(encoder: self)
    }
}

struct CompactKeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: CompactEncoder
    let countOffset: Int
    var codingPath: [any CodingKey] { [] }

    private func entry(_ key: Key, isNil: Bool = false) {
        encoder.countOne(at: countOffset)
        encoder.writeKey(key, isNil: isNil)
    }

    mutating func encodeNil(forKey key: Key) throws { entry(key, isNil: true) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { entry(key); encoder.bytes.append(value ? 1 : 0) }
    mutating func encode(_ value: String, forKey key: Key) throws { entry(key); encoder.writeString(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { entry(key); encoder.writeDouble(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { entry(key); encoder.writeDouble(Double(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { entry(key); encoder.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { entry(key); encoder.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { entry(key); encoder.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { entry(key); encoder.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { entry(key); encoder.writeSigned(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { entry(key); encoder.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { entry(key); encoder.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { entry(key); encoder.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { entry(key); encoder.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { entry(key); encoder.writeUnsigned(value) }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { entry(key); try encoder.write(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        entry(key)
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        entry(key)
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder.refusal() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.refusal() }
}

struct CompactUnkeyedWriter: UnkeyedEncodingContainer {
    let encoder: CompactEncoder
    let countOffset: Int
    var codingPath: [any CodingKey] { [] }
    var count = 0

    mutating func encodeNil() throws { encoder.refused = true }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        encoder.countOne(at: countOffset)
        count += 1
        try encoder.write(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        encoder.countOne(at: countOffset)
        count += 1
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        encoder.countOne(at: countOffset)
        count += 1
        return encoder.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder.refusal() }
}

struct CompactSingleWriter: SingleValueEncodingContainer {
    let encoder: CompactEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.bytes.append(0) }
    mutating func encode(_ value: Bool) throws { encoder.bytes.append(1); encoder.bytes.append(value ? 1 : 0) }
    mutating func encode(_ value: String) throws { encoder.bytes.append(1); encoder.writeString(value) }
    mutating func encode(_ value: Double) throws { encoder.bytes.append(1); encoder.writeDouble(value) }
    mutating func encode(_ value: Float) throws { encoder.bytes.append(1); encoder.writeDouble(Double(value)) }
    mutating func encode(_ value: Int) throws { encoder.bytes.append(1); encoder.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int8) throws { encoder.bytes.append(1); encoder.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int16) throws { encoder.bytes.append(1); encoder.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int32) throws { encoder.bytes.append(1); encoder.writeSigned(Int64(value)) }
    mutating func encode(_ value: Int64) throws { encoder.bytes.append(1); encoder.writeSigned(value) }
    mutating func encode(_ value: UInt) throws { encoder.bytes.append(1); encoder.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.bytes.append(1); encoder.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.bytes.append(1); encoder.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.bytes.append(1); encoder.writeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.bytes.append(1); encoder.writeUnsigned(value) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { encoder.bytes.append(1); try encoder.write(value) }
}


// MARK: - Reading

/// Byte-level reading shared by the decoder's containers; every read is bounds-checked.
final class CompactDecoder: Decoder {
    let bytes: UnsafeRawBufferPointer
    let keys: CompactKeys
    var offset = 0
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(bytes: UnsafeRawBufferPointer, keys: CompactKeys) {
        self.bytes = bytes
        self.keys = keys
    }

    func failure(_ reason: String) -> CompactCoding.Failure { CompactCoding.Failure(reason: reason) }

    func readByte() throws -> UInt8 {
        guard offset < bytes.count else { throw failure("unexpected end") }
        defer { offset += 1 }
        return bytes[offset]
    }

    func peekByte() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    func readUnsigned() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            guard shift < 64 else { throw failure("integer too long") }
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    func readSigned() throws -> Int64 {
        let raw = try readUnsigned()
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    func readInteger<Value: FixedWidthInteger>(_ type: Value.Type) throws -> Value {
        if Value.isSigned {
            guard let value = Value(exactly: try readSigned()) else { throw failure("integer out of range") }
            return value
        }
        guard let value = Value(exactly: try readUnsigned()) else { throw failure("integer out of range") }
        return value
    }

    func readString() throws -> String {
        let length = Int(clamping: try readUnsigned())
        guard length <= bytes.count - offset else { throw failure("unexpected end") }
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
    }

    func readBool() throws -> Bool {
        switch try readByte() {
        case 0: return false
        case 1: return true
        default: throw failure("not a Boolean")
        }
    }

    func readDouble() throws -> Double {
        guard bytes.count - offset >= 8 else { throw failure("unexpected end") }
        var pattern: UInt64 = 0
        for index in 0..<8 { pattern |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return Double(bitPattern: pattern)
    }

    func readCount() throws -> Int {
        guard bytes.count - offset >= 4 else { throw failure("unexpected end") }
        let count = Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
        offset += 4
        return count
    }

    func read<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try Value(from: self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(CompactKeyedReader<Key>(decoder: self, remaining: try readCount()))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        CompactUnkeyedReader(decoder: self, total: try readCount())
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleReader(decoder: self)
    }
}

/// Reads a keyed container's entries in the order they were written. A class, so that the
/// entries left are shared by the copies `KeyedDecodingContainer` makes.
final class CompactKeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: CompactDecoder
    var remaining: Int
    var codingPath: [any CodingKey] { [] }

    init(decoder: CompactDecoder, remaining: Int) {
        self.decoder = decoder
        self.remaining = remaining
    }

    /// The next entry's field name and whether it is an explicit nil, without reading past it.
    private func peek() -> (name: String, isNil: Bool)? {
        guard remaining > 0 else { return nil }
        let start = decoder.offset
        defer { decoder.offset = start }
        guard let raw = try? decoder.readUnsigned(), raw >> 1 < UInt64(decoder.keys.names.count) else { return nil }
        return (decoder.keys.names[Int(raw >> 1)], raw & 1 == 1)
    }

    /// Reads past the next entry's name, which must be `key`'s and not an explicit nil.
    private func enter(_ key: Key) throws {
        guard let next = peek(), next.name == key.stringValue, !next.isNil else {
            throw decoder.failure("field '\(key.stringValue)' is not next")
        }
        _ = try decoder.readUnsigned()
        remaining -= 1
    }

    var allKeys: [Key] {
        // Only a one-entry container (an enum case) can be listed without reading its values.
        guard remaining == 1, let next = peek(), let key = Key(stringValue: next.name) else { return [] }
        return [key]
    }

    func contains(_ key: Key) -> Bool {
        peek()?.name == key.stringValue
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let next = peek(), next.name == key.stringValue else { throw decoder.failure("field '\(key.stringValue)' is not next") }
        guard next.isNil else { return false }
        _ = try decoder.readUnsigned()
        remaining -= 1
        return true
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try enter(key); return try decoder.readBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try enter(key); return try decoder.readString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try enter(key); return try decoder.readDouble() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try enter(key); return Float(try decoder.readDouble()) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try enter(key); return try decoder.readInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try enter(key); return try decoder.readInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try enter(key); return try decoder.readInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try enter(key); return try decoder.readInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try enter(key); return try decoder.readInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try enter(key); return try decoder.readInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try enter(key); return try decoder.readInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try enter(key); return try decoder.readInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try enter(key); return try decoder.readInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try enter(key); return try decoder.readInteger(type) }
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value { try enter(key); return try decoder.read(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try enter(key)
        return try decoder.container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try enter(key)
        return try decoder.unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { throw decoder.failure("super decoders are not stored") }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw decoder.failure("super decoders are not stored") }
}

struct CompactUnkeyedReader: UnkeyedDecodingContainer {
    let decoder: CompactDecoder
    let total: Int
    var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var count: Int? { total }
    var isAtEnd: Bool { currentIndex >= total }

    init(decoder: CompactDecoder, total: Int) {
        self.decoder = decoder
        self.total = total
    }

    private mutating func next() throws {
        guard !isAtEnd else { throw decoder.failure("past the end of a list") }
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool { false }
    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try next(); return try decoder.read(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next()
        return try decoder.container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next()
        return try decoder.unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { throw decoder.failure("super decoders are not stored") }
}

struct CompactSingleReader: SingleValueDecodingContainer {
    let decoder: CompactDecoder
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool {
        guard decoder.peekByte() == 0 else { return false }
        decoder.offset += 1
        return true
    }

    private func present() throws {
        guard try decoder.readByte() == 1 else { throw decoder.failure("a value was expected") }
    }

    func decode(_ type: Bool.Type) throws -> Bool { try present(); return try decoder.readBool() }
    func decode(_ type: String.Type) throws -> String { try present(); return try decoder.readString() }
    func decode(_ type: Double.Type) throws -> Double { try present(); return try decoder.readDouble() }
    func decode(_ type: Float.Type) throws -> Float { try present(); return Float(try decoder.readDouble()) }
    func decode(_ type: Int.Type) throws -> Int { try present(); return try decoder.readInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try present(); return try decoder.readInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try present(); return try decoder.readInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try present(); return try decoder.readInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try present(); return try decoder.readInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try present(); return try decoder.readInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try present(); return try decoder.readInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try present(); return try decoder.readInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try present(); return try decoder.readInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try present(); return try decoder.readInteger(type) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try present(); return try decoder.read(type) }
}
