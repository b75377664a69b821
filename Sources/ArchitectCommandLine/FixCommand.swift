import ArchitectEngine
import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import ArchitectProject
import ArchitectReporters
import ArchitectRules
import Foundation
import SwiftSyntax

/// `swiftui-architect fix`: rewrite what the fixable rules found, then report what remains.
enum FixCommand {
    static let help = """
    USAGE: swiftui-architect fix [PATH...] [options]

    Rewrites the findings of fixable rules in the Swift files under each PATH (default: the
    current folder), then lints the same files again and lists the findings that remain.
    Other Swift files of the project (under the folder of the configuration file, else the git
    checkout, else the current folder) are read, never written: a class whose users outside the
    run still need ObservableObject is not migrated, and NavigationView is not converted while a
    file uses it as a type. A note on standard error says what was left alone and why.

    Options:
      --rule ID             Run only this rule's fix (repeatable); aliases are accepted
      --dry-run             Print the changes as a unified diff on standard output and write
                            nothing; the findings that would remain go to standard error
      --config FILE         Use this configuration instead of the nearest .swiftui-architect.json
      --preset NAME         The preset whose rules are fixed and linted (default: the configuration's)
      --jobs N              Files processed in parallel (default: every core)
      --quiet               Do not print the summary on standard error
      --color WHEN          Colour the severities of the findings that remain: auto (default:
                            when standard output is a terminal and NO_COLOR is unset), always, never

    Without --rule, a fix runs for every fixable rule the preset and configuration enable.
    Fixable rules: \(Registry.fixableRuleIDs.joined(separator: ", ")).

    Every rewrite is made on the syntax tree, keeps comments and layout, and is idempotent. A
    file whose rewrite would parse with more errors than before is left untouched and named.
    Files are replaced atomically (a temporary file in the same folder, then a rename).

    Exit status: 0 no error finding remains, 1 error findings remain, 2 usage or configuration
    error, 3 internal error.

    """

    static func run(_ rawArguments: [String], console: Console, workingDirectory: String) throws -> Int32 {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        let arguments = try Arguments(rawArguments, valueFlags: ["--rule", "--config", "--preset", "--jobs", "--color"],
                                      switchFlags: ["--dry-run", "--quiet"])
        let configuration = try ConfigurationLoader.load(explicitPath: arguments.value("--config"), workingDirectory: workingDirectory)
        let preset = try arguments.value("--preset").map { name throws(ConfigurationError) in try Configuration.parsePreset(name) }
        var jobs = ParallelMap.defaultJobs
        if let text = arguments.value("--jobs") {
            guard let count = Int(text), count > 0 else { throw ConfigurationError("--jobs needs a positive whole number, not '\(text)'") }
            jobs = count
        }
        let dryRun = arguments.has("--dry-run")
        let color = try ColorChoice.parse(arguments.value("--color"))
        let selection = try select(requested: arguments.all("--rule"), configuration: configuration, preset: preset)

        var lintOptions = LintOptions()
        lintOptions.paths = arguments.positional
        lintOptions.preset = preset
        lintOptions.onlyRules = selection.lintRules ?? []
        lintOptions.jobs = jobs
        lintOptions.workingDirectory = workingDirectory
        // Files are placed (module, deployment target) exactly as the lint afterwards places them.
        let placer = Linter(configuration: configuration, options: lintOptions, rules: .none)
        let discovered = try Discovery.discover(paths: arguments.positional, configuration: configuration, workingDirectory: workingDirectory)
        let layout = placer.layout(of: discovered)
        var sources: [FixSource] = []
        var byteOrderMarks: [String: Bool] = [:]
        var notes: [String] = []
        for path in discovered.swiftFiles {
            switch AtomicFile.read(path) {
            case .success(let contents):
                // A file lint would not parse (hostile nesting) is not parsed for fixing either.
                if let refusal = NestingScan.refusal(for: contents.text) {
                    notes.append("\(display(path, in: workingDirectory)): not fixed: \(refusal)")
                    continue
                }
                sources.append(FixSource(path: path, text: contents.text, placement: layout.placement(of: path)))
                byteOrderMarks[path] = contents.byteOrderMark
            case .failure(let problem):
                notes.append("\(display(path, in: workingDirectory)): not fixed: \(problem.reason)")
            }
        }

        let fixTypes = Registry.fixes.filter { selection.fixIDs.contains($0.ruleID) }
        // Files no fix may touch: every finding in them stays, and the note above says why.
        var untouchable = Set(discovered.swiftFiles).subtracting(sources.map(\.path))
        // The findings before any rewrite, so that the summary counts what went away.
        let measured = !fixTypes.isEmpty && !sources.isEmpty && selection.lintRules?.isEmpty != true
        // Each file is parsed once, for the lint before and for the fixes; the lint afterwards
        // analyses only the files the fixes rewrote and reuses the first lint's analyses of the rest.
        let trees = fixTypes.isEmpty ? [] : FixEngine.parse(sources, jobs: jobs)
        let before = !measured ? nil
            : try lint(selection: selection, configuration: configuration, options: lintOptions,
                       texts: Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first }),
                       trees: Dictionary(zip(sources.map(\.path), trees), uniquingKeysWith: { first, _ in first }))
        var results: [FileFixResult] = []
        var skipNotes: [FixNote] = []
        if !fixTypes.isEmpty && !sources.isEmpty {
            let project = fixTypes.contains(where: { $0.readsOtherFiles })
                ? try otherProjectFiles(run: discovered.swiftFiles, configuration: configuration, boundary: placer.projectBoundary(),
                                        workingDirectory: workingDirectory)
                : FixProject(otherFiles: [], workingDirectory: workingDirectory)
            let run = FixEngine.run(sources, trees: trees, with: fixTypes, project: project, jobs: jobs)
            results = run.files
            skipNotes = run.notes
        }
        notes += skipNotes.map { note in note.path.map { display($0, in: workingDirectory) + ": " + note.message } ?? note.message }
        var fixedTexts: [String: String] = [:]
        var fixedTrees: [String: SourceFileSyntax] = [:]
        var totals: [String: Int] = [:]
        var fileCount = 0
        // Every write is staged before any file changes: a rewrite that spans files (a class
        // made @Observable and its users) is applied to all of them or to none.
        var batch = AtomicFile.Batch()
        if !dryRun { AtomicFile.removeStaleTemporaries(besides: discovered.swiftFiles) }
        for result in results {
            if let refusal = result.refusal {
                untouchable.insert(result.path)
                notes.append("\(display(result.path, in: workingDirectory)): not fixed: \(refusal); the file is left as it was")
            }
            if let tree = result.fixedTree, result.changed || before == nil {
                // A large file is linted afterwards from the parse the fix already made.
                fixedTexts[result.path] = result.fixed
                fixedTrees[result.path] = tree
            }
            guard result.changed else { continue }
            let shown = display(result.path, in: workingDirectory)
            if dryRun {
                console.out(LineDiff.unified(old: result.original, new: result.fixed, oldName: "a/" + shown, newName: "b/" + shown))
            } else {
                do {
                    try batch.stage(result.fixed, byteOrderMark: byteOrderMarks[result.path] ?? false, to: result.path)
                } catch {
                    batch.abort()
                    throw FixWriteError("cannot write '\(shown)' (\(error.localizedDescription)); no file was changed")
                }
            }
            fixedTexts[result.path] = result.fixed
            fileCount += 1
            for (rule, count) in result.counts { totals[rule, default: 0] += count }
        }
        do {
            try batch.commit()
        } catch {
            throw FixWriteError("\(error.localizedDescription); files before it in the run were already rewritten")
        }

        let remaining = try lint(selection: selection, configuration: configuration, options: lintOptions,
                                 texts: fixedTexts, trees: fixedTrees, reusing: before?.analyses ?? [:], resources: before?.resources)?.findings ?? []
        let fixedIDs = Set(fixTypes.map { $0.ruleID })
        totals = measuredTotals(edits: totals, before: before?.findings, after: remaining, fixIDs: fixedIDs)
        let leftNotes = leftAloneNotes(remaining: remaining, fixIDs: fixedIDs, fixNotes: skipNotes,
                                       untouchable: untouchable, workingDirectory: workingDirectory)
        notes += leftNotes
        let report = Report(toolVersion: CommandLineTool.version, findings: remaining, fileCount: discovered.swiftFiles.count,
                            seconds: 0, catalog: Registry.catalog, workingDirectory: workingDirectory)
        // A dry run keeps standard output for the patch alone (`fix --dry-run > changes.patch`).
        let findingsText = XcodeReporter.render(report, colored: !dryRun && color.colors(on: console, quiet: arguments.has("--quiet")))
        if dryRun { console.err(findingsText) } else { console.out(findingsText) }
        if !arguments.has("--quiet") {
            console.err(summary(totals: totals, fileCount: fileCount, dryRun: dryRun, notes: notes, remaining: remaining, leftAlone: skipNotes.count + leftNotes.count))
        }
        return remaining.contains { $0.severity == .error } ? CommandLineTool.ExitCode.findings : CommandLineTool.ExitCode.success
    }

    /// The project's Swift files outside the run, which fixes read (never write) before an edit
    /// that reaches other files: those under the project root — the folder of the configuration
    /// file in use, else the enclosing git checkout, else the working directory — found with the
    /// same configuration (includes and excludes) as the run. None when the root is `/`.
    static func otherProjectFiles(run: [String], configuration: Configuration, boundary: String,
                                  workingDirectory: String) throws(ConfigurationError) -> FixProject {
        let root = Discovery.standardize(boundary, relativeTo: workingDirectory)
        guard root != "/" else { return FixProject(otherFiles: [], workingDirectory: workingDirectory) }
        let project = try Discovery.discover(paths: [root], configuration: configuration, workingDirectory: workingDirectory)
        let inRun = Set(run)
        return FixProject(paths: project.swiftFiles.filter { !inRun.contains($0) }, workingDirectory: workingDirectory)
    }

    /// The fixes to run and the rule names to lint afterwards.
    struct Selection {
        /// Canonical IDs whose fixes run.
        var fixIDs: Set<String>
        /// `--rule` names the catalog knows, for the lint afterwards; nil to lint the preset.
        var lintRules: [String]?
    }

    /// Chooses the fixes from `--rule` names (aliases accepted) or from the rules the preset and
    /// configuration enable. A fix whose rule is not in the catalog yet runs unless `--rule` leaves it out.
    static func select(requested: [String], configuration: Configuration, preset: Preset?) throws(ConfigurationError) -> Selection {
        let catalog = Registry.catalog
        let fixable = Set(Registry.fixableRuleIDs)
        guard requested.isEmpty else {
            var ids = Set<String>()
            var known: [String] = []
            for name in requested {
                if let id = catalog.canonicalID(for: name) {
                    ids.insert(id)
                    known.append(name)
                } else if fixable.contains(name) {
                    ids.insert(name)
                } else {
                    throw ConfigurationError(catalog.unknownRuleMessage(name))
                }
            }
            return Selection(fixIDs: ids, lintRules: known)
        }
        let enabled = try RuleSet.resolve(configuration: configuration, preset: preset).enabledIDs
        return Selection(fixIDs: fixable.filter { enabled.contains($0) || catalog.description(for: $0) == nil }, lintRules: nil)
    }

    /// Lints the run's paths with the same configuration, preset and `--rule` selection, through
    /// the whole pipeline (project rules included); nil when no `--rule` names a rule the catalog
    /// knows. The files in `texts` are linted from those texts in memory (what a real run has
    /// just written, what a dry run would write), from their parses in `trees` where given; the
    /// files in `reusing` (the lint before the rewrite) and not in `texts` keep that analysis;
    /// the others are read as they are; `resources` stands for the resource files as the lint
    /// before read them (fixes rewrite Swift files only).
    static func lint(selection: Selection, configuration: Configuration, options: LintOptions, texts: [String: String],
                     trees: [String: SourceFileSyntax], reusing previous: [String: FileAnalysis] = [:],
                     resources: ResourceIndex? = nil) throws(ConfigurationError) -> LintResult? {
        if let names = selection.lintRules, names.isEmpty { return nil }
        let linter = try Linter(configuration: configuration, options: options)
        return try linter.run(overriding: texts, parsed: trees, reusing: previous, resources: resources)
    }

    /// The fixes applied per rule, as the findings that went away: a rule's findings before the
    /// rewrite minus those after it (never below zero), so that the summary adds up with what a
    /// lint shows. The edits the fixes counted are kept for a rule the lint does not know.
    /// `before` is nil when the run did not lint (every `--rule` is unknown to the catalog).
    static func measuredTotals(edits: [String: Int], before: [Finding]?, after: [Finding], fixIDs: Set<String>) -> [String: Int] {
        let catalog = Registry.catalog
        var totals: [String: Int] = [:]
        for id in fixIDs {
            guard let before, catalog.description(for: id) != nil else {
                if let count = edits[id], count > 0 { totals[id] = count }
                continue
            }
            let gone = before.filter { $0.ruleID == id }.count - after.filter { $0.ruleID == id }.count
            if gone > 0 { totals[id] = gone }
        }
        return totals
    }

    /// A note for each file where findings of a fixed rule remain and nothing said why yet: no
    /// note of that rule's fix names the file, and the file was not refused as a whole.
    static func leftAloneNotes(remaining: [Finding], fixIDs: Set<String>, fixNotes: [FixNote], untouchable: Set<String>,
                               workingDirectory: String) -> [String] {
        var covered = Set<String>()
        var rulesWithRunNotes = Set<String>()
        for note in fixNotes {
            guard let rule = note.ruleID else { continue }
            rulesWithRunNotes.insert(rule)
            if let path = note.path { covered.insert(rule + "\u{0}" + path) }
        }
        var lines: [String: [Int]] = [:]
        var order: [(path: String, rule: String)] = []
        for finding in remaining where fixIDs.contains(finding.ruleID) && !untouchable.contains(finding.path) {
            let key = finding.ruleID + "\u{0}" + finding.path
            guard !covered.contains(key) else { continue }
            if lines[key] == nil { order.append((finding.path, finding.ruleID)) }
            lines[key, default: []].append(finding.line)
        }
        return order.map { entry in
            let numbers = lines[entry.rule + "\u{0}" + entry.path] ?? []
            let count = numbers.count
            let shown = numbers.map(String.init).joined(separator: ", ")
            let why = rulesWithRunNotes.contains(entry.rule)
                ? "see the note of its fix above"
                : "its fix does not rewrite this case (see 'swiftui-architect explain \(entry.rule) --long'); change it by hand"
            return "\(display(entry.path, in: workingDirectory)): \(count) finding\(count == 1 ? "" : "s") of \(entry.rule) left as "
                + "\(count == 1 ? "it was" : "they were") (line\(count == 1 ? "" : "s") \(shown)): \(why)."
        }
    }

    /// The lines printed on standard error after a run.
    /// `leftAlone` counts the notes in which a fix says what it left as it was (a class not
    /// migrated): the summary then does not claim that nothing remains.
    static func summary(totals: [String: Int], fileCount: Int, dryRun: Bool, notes: [String], remaining: [Finding], leftAlone: Int = 0) -> String {
        var lines = notes.map { "note: " + $0 }
        let fixCount = totals.values.reduce(0, +)
        let fixes = "\(fixCount) fix\(fixCount == 1 ? "" : "es") in \(fileCount) file\(fileCount == 1 ? "" : "s")"
        lines.append(dryRun ? "Would apply \(fixes) (dry run: nothing was written)." : "Applied \(fixes).")
        for rule in totals.keys.sorted() {
            lines.append("  \(rule): \(totals[rule] ?? 0)")
        }
        if remaining.isEmpty && leftAlone > 0 {
            let notes = leftAlone == 1 ? "the note above" : "the \(leftAlone) notes above"
            lines.append(dryRun
                ? "No finding would remain in the files linted, but some code would be left as it is: see \(notes)."
                : "No finding remains in the files linted, but some code was left as it is: see \(notes).")
        } else if remaining.isEmpty {
            lines.append(dryRun ? "No finding would remain." : "No finding remains.")
        } else {
            let errors = remaining.filter { $0.severity == .error }.count
            let warnings = remaining.filter { $0.severity == .warning }.count
            let notes = remaining.count - errors - warnings
            let verb = dryRun ? "would remain" : (remaining.count == 1 ? "remains" : "remain")
            lines.append("\(remaining.count) finding\(remaining.count == 1 ? "" : "s") \(verb) (\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A path relative to the working directory when it lies under it.
    static func display(_ path: String, in workingDirectory: String) -> String {
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// A fix run that could not write its files; the command exits with code 3.
struct FixWriteError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
