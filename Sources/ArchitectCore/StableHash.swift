/// A hash that is the same on every run and machine, unlike `Hasher`, for cache keys and
/// baseline fingerprints.
public enum StableHash {
    /// The 64-bit FNV-1a hash of some bytes.
    public static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The 64-bit FNV-1a hash of a string's UTF-8 bytes.
    public static func fnv1a64(_ text: String) -> UInt64 {
        fnv1a64(text.utf8)
    }

    /// An FNV-1a hash fed piece by piece; each piece is followed by a separator byte, so that
    /// `"ab", "c"` and `"a", "bc"` hash apart.
    public struct Stream: Sendable {
        /// The hash of everything fed so far.
        public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        public init() {}

        /// Feeds some bytes, then the separator.
        public mutating func add<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
            for byte in bytes { mix(byte) }
            mix(0xff)
        }

        /// Feeds a text's UTF-8 bytes, then the separator (0xFF never occurs in UTF-8).
        public mutating func add(_ text: String) {
            add(bytes: text.utf8)
        }

        /// Feeds a number's eight bytes, then the separator.
        public mutating func add(_ number: UInt64) {
            withUnsafeBytes(of: number.littleEndian) { add(bytes: $0) }
        }

        private mutating func mix(_ byte: UInt8) {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// A hash as 16 lowercase hexadecimal digits.
    public static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
