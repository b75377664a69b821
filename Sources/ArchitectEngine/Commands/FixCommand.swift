import ArchitectCore
import ArchitectProject
import ArchitectReporters
import ArchitectRules
import Foundation

/// `swiftui-architect fix`: rewrite what the fixable rules found, then report what remains.
enum FixCommand {
    static let help = """
    USAGE: swiftui-architect fix [PATH...] [options]

    Rewrites the findings of fixable rules in the Swift files under each PATH (default: the
    current folder), then lints the same files again and lists the findings that remain.

    Options:
      --rule ID             Run only this rule's fix (repeatable); aliases are accepted
      --dry-run             Print the changes as a unified diff and write nothing
      --config FILE         Use this configuration instead of the nearest .swiftui-architect.json
      --preset NAME         The preset whose rules are fixed and linted (default: the configuration's)
      --jobs N              Files processed in parallel (default: every core)
      --quiet               Do not print the summary on standard error

    Without --rule, a fix runs for every fixable rule the preset and configuration enable.
    Fixable rules: \(FixEngine.fixableRuleIDs.joined(separator: ", ")).

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
        let arguments = try Arguments(rawArguments, valueFlags: ["--rule", "--config", "--preset", "--jobs"],
                                      switchFlags: ["--dry-run", "--quiet"])
        let configuration = try ConfigurationLoader.load(explicitPath: arguments.value("--config"), workingDirectory: workingDirectory)
        let preset = try arguments.value("--preset").map { name throws(ConfigurationError) in try Configuration.parsePreset(name) }
        var jobs = ParallelMap.defaultJobs
        if let text = arguments.value("--jobs") {
            guard let count = Int(text), count > 0 else { throw ConfigurationError("--jobs needs a positive whole number, not '\(text)'") }
            jobs = count
        }
        let dryRun = arguments.has("--dry-run")
        let selection = try select(requested: arguments.all("--rule"), configuration: configuration, preset: preset)

        let discovered = try Discovery.discover(paths: arguments.positional, configuration: configuration, workingDirectory: workingDirectory)
        let layout = ProjectLayout.load(files: discovered.swiftFiles, manifestPaths: discovered.manifests, configuration: configuration,
                                        rootDirectory: configuration.sourcePath == nil ? workingDirectory : configuration.baseDirectory)
        var sources: [FixSource] = []
        var byteOrderMarks: [String: Bool] = [:]
        var notes: [String] = []
        for path in discovered.swiftFiles {
            switch AtomicFile.read(path) {
            case .success(let contents):
                sources.append(FixSource(path: path, text: contents.text, placement: layout.placement(of: path)))
                byteOrderMarks[path] = contents.byteOrderMark
            case .failure(let problem):
                notes.append("\(display(path, in: workingDirectory)): not fixed: \(problem.reason)")
            }
        }

        let fixTypes = FixEngine.allFixes.filter { selection.fixIDs.contains($0.ruleID) }
        let results = fixTypes.isEmpty || sources.isEmpty ? [] : FixEngine.fix(sources, with: fixTypes, jobs: jobs)
        var fixedTexts: [String: String] = [:]
        var totals: [String: Int] = [:]
        var fileCount = 0
        for result in results {
            if let refusal = result.refusal {
                notes.append("\(display(result.path, in: workingDirectory)): not fixed: \(refusal); the file is left as it was")
            }
            guard result.changed else { continue }
            let shown = display(result.path, in: workingDirectory)
            if dryRun {
                console.out(LineDiff.unified(old: result.original, new: result.fixed, oldName: "a/" + shown, newName: "b/" + shown))
            } else {
                do {
                    try AtomicFile.write(result.fixed, byteOrderMark: byteOrderMarks[result.path] ?? false, to: result.path)
                } catch {
                    notes.append("\(shown): not fixed: cannot write the file (\(error.localizedDescription))")
                    continue
                }
            }
            fixedTexts[result.path] = result.fixed
            fileCount += 1
            for (rule, count) in result.counts { totals[rule, default: 0] += count }
        }

        let remaining = try remainingFindings(selection: selection, configuration: configuration, preset: preset, paths: arguments.positional,
                                              jobs: jobs, workingDirectory: workingDirectory, dryRun: dryRun, sources: sources, fixedTexts: fixedTexts)
        let report = Report(toolVersion: CommandLineTool.version, findings: remaining, fileCount: discovered.swiftFiles.count,
                            seconds: 0, catalog: Registry.catalog, workingDirectory: workingDirectory)
        console.out(XcodeReporter.render(report))
        if !arguments.has("--quiet") {
            console.err(summary(totals: totals, fileCount: fileCount, dryRun: dryRun, notes: notes, remaining: remaining))
        }
        return remaining.contains { $0.severity == .error } ? CommandLineTool.ExitCode.findings : CommandLineTool.ExitCode.success
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
        let fixable = Set(FixEngine.fixableRuleIDs)
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

    /// Lints the same files again after fixing, with the same configuration, preset and `--rule`
    /// selection. A dry run lints the rewritten text in memory instead of the files.
    static func remainingFindings(selection: Selection, configuration: Configuration, preset: Preset?, paths: [String], jobs: Int,
                                  workingDirectory: String, dryRun: Bool, sources: [FixSource], fixedTexts: [String: String]) throws(ConfigurationError) -> [Finding] {
        if let names = selection.lintRules, names.isEmpty { return [] }
        var options = LintOptions()
        options.paths = paths
        options.preset = preset
        options.onlyRules = selection.lintRules ?? []
        options.jobs = jobs
        options.workingDirectory = workingDirectory
        guard dryRun else { return try Linter(configuration: configuration, options: options).run().findings }
        let rules = try RuleSet.resolve(configuration: configuration, preset: preset, only: options.onlyRules)
        let results = ParallelMap.map(count: sources.count, jobs: jobs) { index in
            let source = sources[index]
            return FileLinter.lint(source: fixedTexts[source.path] ?? source.text, path: source.path, placement: source.placement, rules: rules).findings
        }
        return results.flatMap { $0 }.sorted(by: Finding.reportOrder)
    }

    /// The lines printed on standard error after a run.
    static func summary(totals: [String: Int], fileCount: Int, dryRun: Bool, notes: [String], remaining: [Finding]) -> String {
        var lines = notes.map { "note: " + $0 }
        let fixCount = totals.values.reduce(0, +)
        let fixes = "\(fixCount) fix\(fixCount == 1 ? "" : "es") in \(fileCount) file\(fileCount == 1 ? "" : "s")"
        lines.append(dryRun ? "Would apply \(fixes) (dry run: nothing was written)." : "Applied \(fixes).")
        for rule in totals.keys.sorted() {
            lines.append("  \(rule): \(totals[rule] ?? 0)")
        }
        if remaining.isEmpty {
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
