/// A platform version such as iOS 17.0.
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let major: Int
    public let minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Reads `17`, `17.0`, `17.0.1` or `v17`/`v17_2` (the spelling of `.v17_2` in manifests).
    public init?(parsing text: String) {
        var trimmed = Substring(text)
        if trimmed.first == "v" { trimmed = trimmed.dropFirst() }
        let parts = trimmed.split(whereSeparator: { $0 == "." || $0 == "_" })
        // Each part is digits only: no sign, no spaces; a major version of at least 1.
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
        guard let first = parts.first, let major = Int(first), major >= 1, major < 1_000, parts.count <= 3 else { return nil }
        var minor = 0
        if parts.count > 1 {
            guard let value = Int(parts[1]), value < 1_000 else { return nil }
            minor = value
        }
        if parts.count > 2, Int(parts[2]) == nil { return nil }
        self.init(major, minor)
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
}

/// A version is written as its text (`17.0`).
extension Version: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = Version(parsing: text) ?? Version(0)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
