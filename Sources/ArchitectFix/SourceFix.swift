import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import SwiftSyntax

/// One parsed file handed to the fixes of a run.
public struct FixInput: Sendable {
    /// The absolute path of the file.
    public let path: String
    /// The file as parsed before any fix.
    public let tree: SourceFileSyntax
    /// Where the file sits: module, layer and deployment target.
    public let placement: FilePlacement
    /// The text `tree` was parsed from, for byte searches that spare a fix's walk over files that
    /// cannot concern it (`UTF8Text.contains`).
    public let text: String

    /// A parsed file of the run; without `text`, the text is rebuilt from the tree.
    public init(path: String, tree: SourceFileSyntax, placement: FilePlacement, text: String? = nil) {
        self.path = path
        self.tree = tree
        self.placement = placement
        self.text = text ?? tree.description
    }
}

/// What a fix knows about the file it rewrites.
public struct FixContext {
    /// The absolute path of the file.
    public let path: String
    /// Where the file sits; `placement.iOSTarget` gates fixes that need a newer SDK.
    public let placement: FilePlacement
    /// The line break the file uses (`\n` or `\r\n`), for lines the fixes add.
    public let newline: TriviaPiece
    /// One level of indentation as the file writes it (four spaces, two spaces or a tab).
    public let indentUnit: String
    /// Whether the file has suppression comments, which the fixes then honour.
    public let hasSuppressions: Bool

    /// The context of one file; `hasSuppressions` says whether its text holds suppression comments.
    public init(path: String, placement: FilePlacement, newline: TriviaPiece = .newlines(1), indentUnit: String = "    ", hasSuppressions: Bool = false) {
        self.path = path
        self.placement = placement
        self.newline = newline
        self.indentUnit = indentUnit
        self.hasSuppressions = hasSuppressions
    }

    /// The iOS deployment target in force for the file.
    public var iOSTarget: Version { placement.iOSTarget }

    /// The suppression comments of `tree` (the tree a fix is about to rewrite).
    public func suppressions(in tree: SourceFileSyntax) -> FixSuppressions {
        hasSuppressions ? FixSuppressions(tree: tree) : .none
    }
}

/// What one fix did to one file.
public struct FixOutput {
    /// The rewritten file (the input itself when `count` is zero).
    public var tree: SourceFileSyntax
    /// How many edits the rewrite made: about one per finding it removes (a migration that spans
    /// files also counts the edits it makes in a file with no finding of its own).
    public var count: Int

    /// The result of one fix on one file.
    public init(tree: SourceFileSyntax, count: Int) {
        self.tree = tree
        self.count = count
    }
}

/// Something a fix left alone on purpose, said once per run (a class that is not migrated, and why).
public struct FixNote: Sendable, Hashable {
    /// The file the note is about (absolute path), when there is one.
    public let path: String?
    /// One sentence, ending with a period; paths in it are shown relative to the working directory.
    public let message: String
    /// The rule whose fix wrote the note; the engine sets it. Notes are equal when they say
    /// the same about the same file, whichever fix wrote them.
    public var ruleID: String?

    public static func == (lhs: FixNote, rhs: FixNote) -> Bool {
        lhs.path == rhs.path && lhs.message == rhs.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(message)
    }

    /// A note about `path` (or about the whole run when nil).
    public init(path: String?, message: String, ruleID: String? = nil) {
        self.path = path
        self.message = message
        self.ruleID = ruleID
    }
}

/// An automatic, idempotent rewrite that removes the findings of one rule.
///
/// A fix works on syntax alone. It is built once per run, after it has seen every file of the
/// run (most fixes ignore them; a migration that spans files uses them to decide consistently)
/// and, when it needs to, the project's other Swift files, and then applied to each file.
/// Applied to its own output it must change nothing.
public protocol SourceFix: Sendable {
    /// The rule whose findings the fix removes; the rule names the fix back (`FixableRule.Fix`).
    associatedtype FixedRule: Rule
    /// The canonical ID of that rule (derived from `FixedRule`).
    static var ruleID: String { get }
    /// Whether the fix reads the project's files outside the run (false by default), so that the
    /// command only looks for them when a fix of the run needs them.
    static var readsOtherFiles: Bool { get }
    /// Words of which a file must hold at least one for the fix to change it (`"onChange"`), so
    /// that the engine skips the fix for other files without walking them; empty (the default)
    /// runs the fix on every file. The words are looked for in the file as it was before any fix,
    /// so no fix may write a word that another fix requires.
    static var requiredWords: [String] { get }
    /// Prepares the fix for a run over `files`, knowing nothing of the rest of the project.
    init(run files: [FixInput])
    /// Prepares the fix for a run over `files` in `project`, whose other files it may read to
    /// stay out of edits that would break them. By default the project is ignored.
    init(run files: [FixInput], project: FixProject)
    /// Rewrites one file. Code whose finding a suppression comment hides is left alone. One
    /// application settles everything the fix can do: applied to its own output, it changes
    /// nothing (the fix tests check this), so the engine does not run it again to find out.
    func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput
    /// What the fix left alone in this run, and why (empty by default).
    var notes: [FixNote] { get }
}

extension SourceFix {
    /// The ID of `FixedRule`.
    public static var ruleID: String { FixedRule.description.id }

    /// The project's other files are not needed.
    public static var readsOtherFiles: Bool { false }

    /// Runs on every file.
    public static var requiredWords: [String] { [] }

    /// Ignores the rest of the project.
    public init(run files: [FixInput], project: FixProject) {
        self.init(run: files)
    }

    /// No note.
    public var notes: [FixNote] { [] }
}

/// A rule that `fix` can rewrite: it names its fix, and everything that says whether a rule is
/// fixable (`rules`, `explain`, the docs, each finding) derives from this conformance.
public protocol FixableRule: Rule {
    /// The fix that removes the rule's findings.
    associatedtype Fix: SourceFix
}

extension FixableRule {
    /// A rule with a fix is fixable.
    public static var isFixable: Bool { true }
    /// The rule's fix, as a value.
    public static var fixType: any SourceFix.Type { Fix.self }
}

/// The usual body of a fix: a rewriter that knows the file's suppression comments and counts the
/// edits it makes. A fix subclasses it, overrides the `visit` methods it needs and returns
/// `output(rewriting:)`.
open class FixRewriter: SyntaxRewriter {
    /// The suppression comments of the file being rewritten.
    public let suppressions: FixSuppressions
    /// How many edits the rewriter has made so far.
    public var count = 0

    /// A rewriter for a file with these suppression comments.
    public init(suppressions: FixSuppressions) {
        self.suppressions = suppressions
        super.init(viewMode: .sourceAccurate)
    }

    /// Rewrites `tree` and reports the result with the number of edits.
    public func output(rewriting tree: SourceFileSyntax) -> FixOutput {
        let result = rewrite(tree).cast(SourceFileSyntax.self)
        return FixOutput(tree: result, count: count)
    }
}
