import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Everything a reporter may show about a finished run.
public struct Report: Sendable {
    public let toolName = "swiftui-architect"
    public let toolVersion: String
    /// Findings to show, sorted.
    public let findings: [Finding]
    /// How many files were linted.
    public let fileCount: Int
    public let seconds: Double
    /// The catalog, for rule titles and descriptions.
    public let catalog: RuleCatalog
    /// Paths under this folder are shown relative to it.
    public let workingDirectory: String
    /// The module graph, for formats that draw it (empty when the project has no modules).
    public let graph: ModuleGraph

    public init(toolVersion: String, findings: [Finding], fileCount: Int, seconds: Double, catalog: RuleCatalog, workingDirectory: String, graph: ModuleGraph = ModuleGraph()) {
        self.graph = graph
        self.toolVersion = toolVersion
        self.findings = findings
        self.fileCount = fileCount
        self.seconds = seconds
        self.catalog = catalog
        self.workingDirectory = workingDirectory
    }

    /// The path of a finding as shown: relative to the working directory when under it, else absolute.
    public func displayPath(_ path: String) -> String {
        let folder = workingDirectory.utf8
        let length = folder.last == UInt8(ascii: "/") ? folder.count : folder.count + 1
        // Byte by byte: a report lists thousands of paths, and file names are bytes.
        guard path.utf8.count >= length, path.utf8.starts(with: folder),
              path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: length - 1)] == UInt8(ascii: "/") else { return path }
        return String(Substring(path.utf8.dropFirst(length)))
    }

    /// Counts by severity.
    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
    public var noteCount: Int { findings.filter { $0.severity == .note }.count }
}

/// Turns a report into text in one output format.
public protocol Reporter: Sendable {
    /// The name given to `--format`.
    static var name: String { get }
    /// The whole output, ending with a newline when not empty.
    static func render(_ report: Report) -> String
}

/// The output formats `lint` offers, by name.
public enum Reporters {
    /// Every reporter. A new format is one new file plus its line here.
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self,
        JSONReporter.self,
        SummaryReporter.self,
        SARIFReporter.self,
        GitHubReporter.self,
        JUnitReporter.self,
        CheckstyleReporter.self,
        MarkdownReporter.self,
        HTMLReporter.self,
    ]

    /// The reporter for a `--format` value.
    public static func named(_ name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }
}
