/// One violation: a rule, a place and a message that says what to do.
public struct Finding: Sendable, Hashable, Codable {
    /// The canonical rule ID: what baselines, the cache and suppressions match.
    public var ruleID: String
    /// The ID the user's configuration enabled the rule under, when it is not the canonical one
    /// (the active preset's own ID for the rule, or the name given with `--rule` or in the config).
    public var displayID: String?
    public var severity: Severity
    public var impact: Impact
    public var category: String
    /// The absolute path of the file.
    public var path: String
    /// 1-based line of the offending token.
    public var line: Int
    /// 1-based column (in UTF-8 bytes, as SwiftSyntax counts) of the offending token.
    public var column: Int
    public var message: String
    /// Whether `fix` can rewrite this finding.
    public var fixable: Bool

    public init(ruleID: String, severity: Severity, impact: Impact, category: String, path: String, line: Int, column: Int, message: String, fixable: Bool) {
        self.ruleID = ruleID
        self.severity = severity
        self.impact = impact
        self.category = category
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.fixable = fixable
    }

    /// The ID reports show: `displayID`, else the canonical ID.
    public var shownID: String { displayID ?? ruleID }

    /// Orders findings by file, line, column and rule, as every report lists them.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        lhs.path == rhs.path ? orderWithinFile(lhs, rhs) : lhs.path < rhs.path
    }

    /// `reportOrder` for two findings of the same file: by line, column, rule and message.
    public static func orderWithinFile(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.line, lhs.column, lhs.ruleID, lhs.message) < (rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
