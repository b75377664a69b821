import SwiftSyntax

/// What a file rule knows about the file it checks, and where it reports findings.
///
/// One context exists per file and per run; it is used by one thread at a time.
public final class FileContext {
    /// The absolute path of the file.
    public let path: String
    /// The parsed file.
    public let tree: SourceFileSyntax
    /// Turns positions into lines and columns.
    public let converter: SourceLocationConverter
    /// Whether the file belongs to a test target or test folder.
    public let isTestFile: Bool
    /// The module the file is compiled into, when known.
    public let module: String?
    /// The architectural layer of the module, when known.
    public let layer: String?
    /// The iOS deployment target in force for the file.
    public let iOSTarget: Version
    /// The findings reported so far.
    public private(set) var findings: [Finding] = []

    public init(path: String, tree: SourceFileSyntax, isTestFile: Bool = false, module: String? = nil, layer: String? = nil, iOSTarget: Version = Version(17, 0)) {
        self.path = path
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.isTestFile = isTestFile
        self.module = module
        self.layer = layer
        self.iOSTarget = iOSTarget
    }

    /// The file name without folders, for example `ProfileView.swift`.
    public var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Records a finding at the first non-trivia character of `node`.
    public func report(_ description: RuleDescription, severity: Severity, at node: some SyntaxProtocol, message: String, fixable: Bool? = nil) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        findings.append(Finding(
            ruleID: description.id,
            severity: severity,
            impact: description.impact,
            category: description.category,
            path: path,
            line: location.line,
            column: location.column,
            message: message,
            fixable: fixable ?? description.fixable
        ))
    }
}
