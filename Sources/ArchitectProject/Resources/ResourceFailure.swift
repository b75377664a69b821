/// Why a resource file could not be used, at a 1-based line and column of the file.
public struct ResourceFailure: Error, Sendable, Hashable {
    /// What went wrong, broadly; decides how a finding words it.
    public enum Problem: String, Sendable, Hashable {
        /// The file could not be read at all (permissions, a folder, larger than the limit).
        case unreadable
        /// The text breaks the format's syntax (JSON, XML, the strings-file syntax).
        case syntax
        /// The syntax is fine but the content is not what the kind needs (for example an
        /// `Info.plist` whose top level is not a dictionary).
        case structure
    }

    /// The absolute path of the file.
    public let path: String
    /// The kind the file was read as.
    public let kind: ResourceKind
    /// 1-based line of the problem (1 when the whole file is concerned).
    public let line: Int
    /// 1-based column of the problem, in UTF-8 bytes as `Finding` counts (1 when the whole file
    /// is concerned).
    public let column: Int
    /// What is wrong, as a clause that reads after a colon ("expected ';' after the value of 'x'").
    public let reason: String
    /// The broad kind of problem.
    public let problem: Problem

    public init(path: String, kind: ResourceKind, line: Int, column: Int, reason: String, problem: Problem) {
        self.path = path
        self.kind = kind
        self.line = max(1, line)
        self.column = max(1, column)
        self.reason = reason
        self.problem = problem
    }
}

/// A problem found by one of the format readers, before it is tied to a file.
struct ResourceProblem: Error {
    let line: Int
    let column: Int
    let reason: String
    let problem: ResourceFailure.Problem

    init(line: Int = 1, column: Int = 1, _ reason: String, _ problem: ResourceFailure.Problem = .syntax) {
        self.line = line
        self.column = column
        self.reason = reason
        self.problem = problem
    }

    func failure(for file: ResourceFile) -> ResourceFailure {
        ResourceFailure(path: file.path, kind: file.kind, line: line, column: column, reason: reason, problem: problem)
    }
}
