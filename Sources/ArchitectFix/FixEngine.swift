import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A source file ready to be fixed.
public struct FixSource: Sendable {
    /// The absolute path of the file.
    public let path: String
    /// The text as read (UTF-8, byte-order mark removed).
    public let text: String
    /// Where the file sits: module, layer and deployment target.
    public let placement: FilePlacement

    /// A file to fix, as read.
    public init(path: String, text: String, placement: FilePlacement) {
        self.path = path
        self.text = text
        self.placement = placement
    }
}

/// What fixing one file produced.
public struct FileFixResult: Sendable {
    /// The absolute path of the file.
    public let path: String
    /// The text before fixing.
    public let original: String
    /// The text after fixing; equal to `original` when nothing changed or the rewrite was refused.
    public let fixed: String
    /// Fixes applied, by canonical rule ID.
    public let counts: [String: Int]
    /// Why a rewrite was thrown away, when it was.
    public let refusal: String?
    /// The parse of `fixed`, kept for a large file so that the lint after the fix need not parse
    /// it once more; nil otherwise.
    public let fixedTree: SourceFileSyntax?

    /// The result of fixing one file.
    public init(path: String, original: String, fixed: String, counts: [String: Int], refusal: String?, fixedTree: SourceFileSyntax? = nil) {
        self.path = path
        self.original = original
        self.fixed = fixed
        self.counts = counts
        self.refusal = refusal
        self.fixedTree = fixedTree
    }

    /// How many fixes were applied.
    public var count: Int { counts.values.reduce(0, +) }
    /// Whether the file changes.
    public var changed: Bool { fixed != original }
}

/// What a run of fixes produced: each file's result, and what the fixes left alone and why.
public struct FixRunResult: Sendable {
    /// One result per source, in the order given.
    public let files: [FileFixResult]
    /// Notes of the fixes (classes not migrated, conversions skipped), in the order the fixes run.
    public let notes: [FixNote]
}

/// Applies fixes to files: every fix sees every file first, then each file is rewritten until
/// no fix changes it any more, re-parsed, and refused if the rewrite adds syntax errors.
public enum FixEngine {
    /// How many times the fixes run over one file at most; one pass normally suffices, a second
    /// catches fixes that enable each other (a fixed `List` inside a converted preview).
    public static let maximumPasses = 3

    /// The size from which a fixed file's parse is kept for the lint afterwards: below it parsing
    /// again costs little, and keeping every tree of a large run would cost memory.
    public static let keptTreeMinimumBytes = 64 * 1024

    /// Fixes every source with the given fixes; `project` holds the project's other Swift files,
    /// which the fixes read (never write) to avoid edits that would break them.
    public static func run(_ sources: [FixSource], with fixTypes: [any SourceFix.Type], project: FixProject = .none,
                           jobs: Int = ParallelMap.defaultJobs) -> FixRunResult {
        run(sources, trees: parse(sources, jobs: jobs), with: fixTypes, project: project, jobs: jobs)
    }

    /// Parses every source, in parallel, in the order given.
    public static func parse(_ sources: [FixSource], jobs: Int = ParallelMap.defaultJobs) -> [SourceFileSyntax] {
        ParallelMap.map(count: sources.count, jobs: jobs) { index in
            Parser.parse(source: sources[index].text)
        }
    }

    /// Fixes every source from its parse (`trees[i]` is the parse of `sources[i]`), so that a
    /// caller that needs the parses too (`fix` lints the files before rewriting them) parses once.
    public static func run(_ sources: [FixSource], trees: [SourceFileSyntax], with fixTypes: [any SourceFix.Type],
                           project: FixProject = .none, jobs: Int = ParallelMap.defaultJobs) -> FixRunResult {
        precondition(trees.count == sources.count, "one parse per source")
        let inputs = zip(sources, trees).map { FixInput(path: $0.path, tree: $1, placement: $0.placement, text: $0.text) }
        // Each fix reads the whole run as it starts (what other files declare and use); the fixes
        // do so side by side, one per worker.
        let fixes: [any SourceFix] = ParallelMap.map(count: fixTypes.count, jobs: jobs) { fixTypes[$0].init(run: inputs, project: project) }
        let files = ParallelMap.map(count: sources.count, jobs: jobs) { index in
            fixFile(sources[index], tree: trees[index], fixes: fixes)
        }
        let notes = fixes.flatMap { fix in
            fix.notes.map { note in FixNote(path: note.path, message: note.message, ruleID: note.ruleID ?? type(of: fix).ruleID) }
        }
        return FixRunResult(files: files, notes: notes)
    }

    /// Fixes every source with the given fixes, as if the run were the whole project.
    public static func fix(_ sources: [FixSource], with fixTypes: [any SourceFix.Type], jobs: Int = ParallelMap.defaultJobs) -> [FileFixResult] {
        run(sources, with: fixTypes, jobs: jobs).files
    }

    /// Fixes one source text on its own (the run consists of this file only).
    public static func fix(source: String, path: String = "/project/Sources/App/File.swift", iOS: Version = Version(17, 0),
                           fixes fixTypes: [any SourceFix.Type]) -> FileFixResult {
        var configuration = Configuration(baseDirectory: "/")
        configuration.platforms["iOS"] = iOS
        let placement = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: "/").placement(of: path)
        let file = FixSource(path: path, text: source, placement: placement)
        return fix([file], with: fixTypes, jobs: 1).first
            ?? FileFixResult(path: path, original: source, fixed: source, counts: [:], refusal: "the file was not processed")
    }

    public static func fixFile(_ source: FixSource, tree original: SourceFileSyntax, fixes: [any SourceFix]) -> FileFixResult {
        let context = FixContext(path: source.path, placement: source.placement,
                                 newline: SourceStyle.newline(of: source.text), indentUnit: SourceStyle.indentUnit(of: source.text),
                                 hasSuppressions: FixSuppressions.mayHaveDirectives(source.text))
        var tree = original
        var counts: [String: Int] = [:]
        // Only the fixes whose words the file holds can change it (see `SourceFix.requiredWords`).
        let active = fixes.filter { fix in
            let words = type(of: fix).requiredWords
            return words.isEmpty || words.contains { UTF8Text.contains(source.text, $0) }
        }
        // The fixes run in turn, over and over, until each has seen the current tree once
        // without changing it: a fix that enables an earlier one gets that one to run again.
        // A fix settles what it can in one application (`SourceFix.apply`), so the fix that has
        // just changed the tree counts as having seen it.
        var unchangedRuns = 0
        var runs = 0
        while !active.isEmpty, unchangedRuns < active.count, runs < active.count * maximumPasses {
            let fix = active[runs % active.count]
            runs += 1
            let output = fix.apply(to: tree, in: context)
            guard output.count > 0 else {
                unchangedRuns += 1
                continue
            }
            counts[type(of: fix).ruleID, default: 0] += output.count
            tree = output.tree
            unchangedRuns = 1
        }
        // No fix changed the tree: it is still the parse of the text (a parse gives back its
        // text exactly), so the text is not rebuilt to compare.
        let fixed = counts.isEmpty ? source.text : tree.description
        guard fixed != source.text else {
            return FileFixResult(path: source.path, original: source.text, fixed: source.text, counts: [:], refusal: nil,
                                 fixedTree: source.text.utf8.count >= keptTreeMinimumBytes ? original : nil)
        }
        let before = errorCount(original)
        let reparsed = Parser.parse(source: fixed)
        let after = errorCount(reparsed)
        guard after <= before else {
            return FileFixResult(path: source.path, original: source.text, fixed: source.text, counts: [:],
                                 refusal: "the rewrite would add \(after - before) syntax error\(after - before == 1 ? "" : "s")")
        }
        return FileFixResult(path: source.path, original: source.text, fixed: fixed, counts: counts, refusal: nil,
                             fixedTree: fixed.utf8.count >= keptTreeMinimumBytes ? reparsed : nil)
    }

    /// The number of syntax errors the parser reports for a tree.
    public static func errorCount(_ tree: SourceFileSyntax) -> Int {
        guard tree.hasError else { return 0 }
        return ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }.count
    }
}

/// How a file writes line breaks and indentation, so that added lines match it.
public enum SourceStyle {
    /// `\r\n` when most line breaks are, otherwise `\n`.
    public static func newline(of text: String) -> TriviaPiece {
        var lineFeeds = 0, carriageReturnLineFeeds = 0
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if afterCarriageReturn { carriageReturnLineFeeds += 1 } else { lineFeeds += 1 }
            }
            afterCarriageReturn = scalar == "\r"
        }
        return carriageReturnLineFeeds > lineFeeds ? .carriageReturnLineFeeds(1) : .newlines(1)
    }

    /// The most common step between the indentations of consecutive lines, or four spaces.
    public static func indentUnit(of text: String) -> String {
        var steps: [String: Int] = [:]
        var previous = ""
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            guard line.contains(where: { $0 != " " && $0 != "\t" && $0 != "\r" }) else { continue }
            let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
            if indentation.count > previous.count, indentation.hasPrefix(previous) {
                steps[String(indentation.dropFirst(previous.count)), default: 0] += 1
            }
            previous = indentation
        }
        return steps.max { ($0.value, $1.key.count) < ($1.value, $0.key.count) }?.key ?? "    "
    }
}
