/// A place where a View or ViewModel reads a static member that may be a singleton,
/// `Type.member`, noted by a file rule during its walk for a project rule to judge: only the
/// project index knows whether `Type` is declared in the project and what `member` is there.
public struct SingletonUse: Sendable, Hashable, Codable {
    /// The type the member is read from (last name component).
    public let typeName: String
    /// The member read, `shared`, `default`, ….
    public let member: String
    /// The View or ViewModel whose code reads it.
    public let user: String
    /// The 1-based line and column of the expression.
    public let line: Int
    public let column: Int
    /// Whether it is passed straight to `.environment(…)` or `.environmentObject(…)`: handed
    /// down to the subtree rather than used by the consumer itself.
    public var providesEnvironment: Bool = false

    public init(typeName: String, member: String, user: String, line: Int, column: Int, providesEnvironment: Bool = false) {
        self.typeName = typeName
        self.member = member
        self.user = user
        self.line = line
        self.column = column
        self.providesEnvironment = providesEnvironment
    }
}
