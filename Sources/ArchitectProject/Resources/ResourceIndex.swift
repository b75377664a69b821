/// Every resource a run read, parsed, by path and by kind, and the ones that could not be used.
///
/// Built by the engine from the resources discovery found, for the kinds its enabled rules read
/// (none at all when no enabled rule reads resources); project rules can combine it with the
/// Swift summaries of the `ProjectIndex`.
public struct ResourceIndex: Sendable {
    /// The parsed resources, sorted by path.
    public let resources: [ParsedResource]
    /// The resources that could not be read or parsed, sorted by path.
    public let failures: [ResourceFailure]
    /// A digest of the files the index was read from (each path, kind and the hash of its
    /// bytes, or why it could not be read), when the reader worked one out: two indexes with
    /// the same digest hold the same resources. Nil when unknown.
    public var inputDigest: UInt64?
    private let byPath: [String: Int]
    private let byKind: [ResourceKind: [Int]]

    /// No resources.
    public static let empty = ResourceIndex(outcomes: [])

    /// An index of what reading each file gave.
    public init(outcomes: [Result<ParsedResource, ResourceFailure>], inputDigest: UInt64? = nil) {
        self.inputDigest = inputDigest
        var resources: [ParsedResource] = []
        var failures: [ResourceFailure] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let resource): resources.append(resource)
            case .failure(let failure): failures.append(failure)
            }
        }
        resources.sort { $0.path < $1.path }
        failures.sort { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
        var byPath: [String: Int] = [:]
        var byKind: [ResourceKind: [Int]] = [:]
        for (offset, resource) in resources.enumerated() {
            byPath[resource.path] = offset
            byKind[resource.kind, default: []].append(offset)
        }
        self.resources = resources
        self.failures = failures
        self.byPath = byPath
        self.byKind = byKind
    }

    /// The parsed resource at an absolute path, or nil (also when it failed to parse).
    public func resource(at path: String) -> ParsedResource? {
        byPath[path].map { resources[$0] }
    }

    /// The parsed resources of one kind, sorted by path.
    public func resources(of kind: ResourceKind) -> [ParsedResource] {
        (byKind[kind] ?? []).map { resources[$0] }
    }

    /// The failure of the file at an absolute path, or nil.
    public func failure(at path: String) -> ResourceFailure? {
        failures.first { $0.path == path }
    }
}
