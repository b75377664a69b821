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
    /// Values computed once for the file and shared between visits (see `cached(_:_:)`).
    private var cache: [ObjectIdentifier: Any] = [:]

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

    /// The value stored for the file under `key`, made by `make` the first time it is asked for.
    ///
    /// Rules use it for facts about the whole file that many visits need (the View structs of the
    /// file, its extensions by name), so each is computed once per file instead of once per node.
    /// The key is a type owned by the caller (a private caseless enum, say), so keys of different
    /// callers never collide; a reference type as `Value` lets the caller memoise per node.
    public func cached<Value>(_ key: Any.Type, _ make: () -> Value) -> Value {
        let identifier = ObjectIdentifier(key)
        if let value = cache[identifier] as? Value { return value }
        let value = make()
        cache[identifier] = value
        return value
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

extension SyntaxProtocol {
    /// The source text of the node without the leading trivia of its first token and the
    /// trailing trivia of its last token: the same string as `trimmedDescription`, made by
    /// slicing the node's text instead of building a trimmed copy of the node, which costs
    /// far more with a SwiftSyntax built for binary stability.
    ///
    /// Like `trimmed`, it strips the trivia of the first and last tokens even when those are
    /// missing tokens that the parser inserted (which carry no trivia), so the trailing trivia of
    /// the last written token stays in incomplete code such as `let x = `.
    public var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = firstToken(viewMode: .all)?.leadingTriviaLength.utf8Length ?? 0
        let end = bytes.count - (lastToken(viewMode: .all)?.trailingTriviaLength.utf8Length ?? 0)
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
