/// Matches paths against globs with `**` (any number of folders), `*` and `?`.
public struct Glob: Sendable {
    private let segments: [Substring]
    public let pattern: String

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        segments = trimmed.split(separator: "/")
    }

    /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
    public func matchesSelfOrAncestor(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        for count in stride(from: parts.count, through: 1, by: -1) where Self.match(segments[...], parts[0..<count]) {
            return true
        }
        return false
    }

    /// Whether the whole of `path` matches.
    public func matches(_ path: String) -> Bool {
        Self.match(segments[...], path.split(separator: "/")[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            for start in path.startIndex...path.endIndex where match(rest, path[start...]) { return true }
            return false
        }
        guard let first = path.first, matchSegment(Array(head.utf8)[...], Array(first.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Matches one folder or file name against a pattern with `*` and `?`.
    public static func matchSegment(_ pattern: String, _ name: String) -> Bool {
        matchSegment(Array(pattern.utf8)[...], Array(name.utf8)[...])
    }

    private static func matchSegment(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        guard let head = pattern.first else { return name.isEmpty }
        switch head {
        case UInt8(ascii: "*"):
            let rest = pattern.dropFirst()
            for start in name.startIndex...name.endIndex where matchSegment(rest, name[start...]) { return true }
            return false
        case UInt8(ascii: "?"):
            return !name.isEmpty && matchSegment(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == head && matchSegment(pattern.dropFirst(), name.dropFirst())
        }
    }
}
