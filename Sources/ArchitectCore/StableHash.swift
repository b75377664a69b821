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

    /// A hash as 16 lowercase hexadecimal digits.
    public static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
