import ArchitectCore
import SwiftSyntax

/// What a file rule knows about the file it checks, and where it reports findings.
///
/// One context exists per file and per run; it is used by one thread at a time.
public final class FileContext {
    /// The absolute path of the file.
    public let path: String
    /// The parsed file.
    public let tree: SourceFileSyntax
    /// Turns positions into lines and columns (and more: presumed locations, ranges). Built on
    /// first use: the engine itself locates findings and declarations with `lines`.
    public private(set) lazy var converter = SourceLocationConverter(fileName: path, tree: tree)
    /// The line starts of the file, for turning positions into lines and columns cheaply.
    public let lines: LineTable
    /// Whether the file belongs to a test target or test folder.
    public let isTestFile: Bool
    /// The module the file is compiled into, when known.
    public let module: String?
    /// The architectural layer of the module, when known.
    public let layer: Layer?
    /// The iOS deployment target in force for the file.
    public let iOSTarget: Version
    /// The platforms the file is built for and where that was read: the configuration's
    /// `platforms`, else the package's `platforms:`, else the Xcode (or XcodeGen) target that
    /// builds the file. Ask `platforms.isMacOSOnly`, `platforms.iPad`, `platforms.macCatalyst`,
    /// `platforms.mayBuild(for: "macOS")`; only an Xcode target lists its platforms exhaustively,
    /// so treat an unknown answer (nil, or a non-exhaustive list) as "may be".
    public let platforms: PlatformSupport
    /// The `swift-tools-version` of the package the file belongs to, nil outside a package.
    public let swiftToolsVersion: Version?
    /// The findings reported so far.
    public private(set) var findings: [Finding] = []
    /// Possible singleton uses noted for the project index (see `SingletonUse`).
    public private(set) var singletonUses: [SingletonUse] = []
    /// Static member references noted for the project index (see `MemberReference`).
    public private(set) var memberReferences: [MemberReference] = []
    /// Environment reads and injections noted for the project index (see `EnvironmentFact`).
    public private(set) var environmentFacts: [EnvironmentFact] = []
    /// Objects made once for the file and shared between visits, by their type (see `cached(_:_:)`).
    @usableFromInline var cache: [ObjectIdentifier: AnyObject] = [:]
    /// Yes/no facts about the file, by the caller's key type (see `cachedFlag(_:_:)`).
    @usableFromInline var flags: [ObjectIdentifier: Bool] = [:]
    /// The text the tree was parsed from.
    private let source: String
    /// Answers of `mentions(_:)` so far.
    private var mentioned: [String: Bool] = [:]

    /// Creates the context of one file. `source` is the text `tree` was parsed from; without it,
    /// the text is rebuilt from the tree.
    public init(path: String, tree: SourceFileSyntax, source: String? = nil, isTestFile: Bool = false, module: String? = nil, layer: Layer? = nil, iOSTarget: Version = Version(17, 0),
                platforms: PlatformSupport = .unknown, swiftToolsVersion: Version? = nil) {
        self.path = path
        self.tree = tree
        let text = source ?? tree.description
        self.source = text
        self.lines = LineTable(text)
        self.isTestFile = isTestFile
        self.module = module
        self.layer = layer
        self.iOSTarget = iOSTarget
        self.platforms = platforms
        self.swiftToolsVersion = swiftToolsVersion
    }

    /// The file name without folders, for example `ProfileView.swift`.
    public var fileName: String {
        UTF8Text.lastComponent(of: path, separatedBy: "/")
    }

    /// The file's object of class `Value`, made by `make` the first time it is asked for.
    ///
    /// Rules use it for facts about the whole file that many visits need (an index of the file's
    /// declarations, whether its text spells some name), so each is computed once per file
    /// instead of once per node. The class, private to the caller, is the key: callers never
    /// collide, and the lookup needs no dynamic cast. Being a reference, the object may also
    /// memoise answers per node.
    @inlinable
    public func cached<Value: AnyObject>(_ type: Value.Type, _ make: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        if let object = cache[key] { return unsafeDowncast(object, to: Value.self) }
        let object = make()
        cache[key] = object
        return object
    }

    /// A yes/no fact about the file, computed by `compute` the first time it is asked for and
    /// kept under `key`, a type private to the caller (a caseless enum will do).
    @inlinable
    public func cachedFlag(_ key: Any.Type, _ compute: () -> Bool) -> Bool {
        let identifier = ObjectIdentifier(key)
        if let known = flags[identifier] { return known }
        let value = compute()
        flags[identifier] = value
        return value
    }

    /// Whether `word` occurs anywhere in the file's text: in code, a comment or a string.
    ///
    /// A quick, exact pre-check for rules that look for a rare name: when the file does not
    /// contain the characters of `withAnimation` at all, no token can be `withAnimation`, and the
    /// rule can skip its syntax work. A `true` answer proves nothing; the rule still decides on
    /// the syntax tree. The text is searched once per word and file.
    public func mentions(_ word: String) -> Bool {
        if let known = mentioned[word] { return known }
        let found = UTF8Text.contains(source, word)
        mentioned[word] = found
        return found
    }

    /// Whether `word` occurs at least `count` times in the file's text (occurrences may not
    /// overlap). Like `mentions(_:)`, an exact pre-check: a rule that needs two `isPresented:`
    /// arguments has nothing to find in a file that spells the word once.
    public func mentions(_ word: String, atLeast count: Int) -> Bool {
        guard count > 1 else { return count <= 0 || mentions(word) }
        guard mentions(word) else { return false }
        return UTF8Text.occurrences(of: word, in: source, upTo: count) >= count
    }

    /// Whether `word` occurs in the text of `node`, its trivia included: in code, a comment or a
    /// string inside it.
    ///
    /// The same exact pre-check as `mentions(_:)`, for one declaration: a View whose text never
    /// spells `Grid` holds no grid, so a rule can skip walking its members. The node's bytes are
    /// searched on every call (nothing is remembered), which costs far less than visiting its nodes.
    public func mentions(_ word: String, within node: some SyntaxProtocol) -> Bool {
        UTF8Text.occurrences(of: word, in: source, from: node.position.utf8Offset, to: node.endPosition.utf8Offset, upTo: 1) >= 1
    }

    /// The first byte of `node`'s text after its leading trivia (`$` for `$model.query`), read
    /// from the file's text without building any string: a cheap rejection before syntax work.
    public func firstByte(of node: some SyntaxProtocol) -> UInt8? {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        if let byte = source.utf8.withContiguousStorageIfAvailable({ bytes in offset < bytes.count ? bytes[offset] : nil }) { return byte }
        let bytes = source.utf8
        guard offset < bytes.count else { return nil }
        return bytes[bytes.index(bytes.startIndex, offsetBy: offset)]
    }

    /// Notes a possible singleton use for the project rule that judges it.
    public func record(_ use: SingletonUse) {
        singletonUses.append(use)
    }

    /// Notes a static member reference for the project rule that judges it.
    public func record(_ reference: MemberReference) {
        memberReferences.append(reference)
    }

    /// Notes an environment read or injection for the project rules that judge it.
    public func record(_ fact: EnvironmentFact) {
        environmentFacts.append(fact)
    }

    /// Records a finding at the first non-trivia character of `node`.
    public func report(_ description: RuleDescription, severity: Severity, at node: some SyntaxProtocol, message: String, fixable: Bool? = nil) {
        let location = lines.location(of: node.positionAfterSkippingLeadingTrivia)
        findings.append(Finding(
            ruleID: description.id,
            severity: severity,
            impact: description.impact,
            category: description.category.rawValue,
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

/// Where each line of a text starts, to turn positions into lines and columns.
///
/// Gives the `line` and `column` that `SourceLocationConverter.location(for:)` gives (lines end at
/// `\n`, `\r\n` or `\r`; columns count UTF-8 bytes from 1), from one byte scan of the text instead
/// of a walk over the tree's tokens and trivia.
public struct LineTable: Sendable {
    /// The UTF-8 offset at which each line starts; the first line starts at 0.
    private let starts: [Int]

    /// Scans `text` for line breaks.
    public init(_ text: String) {
        var starts = [0]
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    starts.append(index + 1)
                } else if byte == UInt8(ascii: "\r") {
                    if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        self.starts = starts
    }

    /// The 1-based line and UTF-8 column of a position.
    public func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = position.utf8Offset
        // The last line that starts at or before `offset`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
