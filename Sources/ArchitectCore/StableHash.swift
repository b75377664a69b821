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

    /// A hash of a file's bytes, for telling whether the file changed: eight bytes at a time, each
    /// word mixed in by a multiplication and a shift (several times quicker than `fnv1a64`, which
    /// takes a byte at a time, and a warm run hashes every file it reads). Each step is a
    /// one-to-one function of the hash so far, so two texts of the same length that differ in
    /// one word never hash alike. Not for anything an adversary may choose.
    public static func contents(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        return mix(mix(hash ^ tail) ^ 0xFF)
    }

    /// `contents(_:)` of some bytes.
    public static func contents(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { contents($0) }
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0xBF58_476D_1CE4_E5B9
        return product ^ (product >> 31)
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
