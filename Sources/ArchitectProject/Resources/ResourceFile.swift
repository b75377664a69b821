/// A resource file found by discovery: where it is and what kind it is.
public struct ResourceFile: Sendable, Hashable, Codable {
    /// The absolute path.
    public let path: String
    /// What the file holds, decided from its name and folder.
    public let kind: ResourceKind

    public init(path: String, kind: ResourceKind) {
        self.path = path
        self.kind = kind
    }
}
