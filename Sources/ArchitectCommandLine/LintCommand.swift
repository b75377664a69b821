import ArchitectEngine
import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import ArchitectReporters
import ArchitectRules
import Foundation

/// `swiftui-architect lint`: find violations and report them.
enum LintCommand {
    static let help = """
    USAGE: swiftui-architect lint [PATH...] [options]

    Lints the Swift files under each PATH (default: the current folder).

    Options:
      --config FILE         Use this configuration instead of the nearest .swiftui-architect.json
      --preset NAME         recommended (default), clinic, mvvm, clean, review, optimise or all
      --rule ID             Run only this rule (repeatable); aliases are accepted
      --format FORMAT       \(Reporters.all.map { $0.name }.joined(separator: ", ")) (default: xcode)
      --output FILE         Write the report to FILE instead of standard output (and say so
                            on standard error, unless --quiet)
      --baseline FILE       Hide the findings recorded in FILE (written by --write-baseline)
      --write-baseline FILE Record the current findings in FILE, then report only findings not in it
      --strict-baseline     With --baseline: also fail when an entry of FILE no longer matches a
                            finding (fixed, or its file is gone), so the baseline only shrinks
      --changed-since REF   Lint the whole project (project rules see every file), but report
                            only findings in files changed since the git revision REF: edited,
                            staged or untracked (for pull requests and pre-commit hooks)
      --strict              Fail on any finding, not only on errors
      --jobs N              Files linted in parallel (default: every core)
      --no-cache            Neither read nor write the analysis cache
      --cache-path DIR      Keep the analysis cache in DIR instead of $XDG_CACHE_HOME/swiftui-architect
                            (or ~/.cache/swiftui-architect)
      --quiet               Do not print the summary line on standard error
      --timings             Print how long each phase of the run took on standard error
      --color WHEN          Colour the severities of the xcode report: auto (default: when
                            standard output is a terminal, NO_COLOR is unset and not --quiet),
                            always or never

    On a terminal, a run that takes more than a second shows its progress on standard error
    (files done of the total), cleared when it ends; never into a pipe or a file, with --quiet,
    or with NO_COLOR set.

    Exit status: 0 no error finding (with --strict: no finding), 1 failing findings,
    2 usage or configuration error, 3 internal error.

    """

    static func run(_ rawArguments: [String], console: Console, workingDirectory: String) throws -> Int32 {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        let arguments = try Arguments(rawArguments,
                                      valueFlags: ["--config", "--preset", "--rule", "--format", "--output", "--jobs", "--baseline", "--write-baseline",
                                                    "--color", "--changed-since", "--cache-path"],
                                      switchFlags: ["--strict", "--quiet", "--no-cache", "--strict-baseline", "--timings"])
        let configuration = try ConfigurationLoader.load(explicitPath: arguments.value("--config"), workingDirectory: workingDirectory)
        var options = LintOptions()
        options.paths = arguments.positional
        options.workingDirectory = workingDirectory
        options.onlyRules = arguments.all("--rule")
        options.useCache = !arguments.has("--no-cache")
        if let cachePath = arguments.value("--cache-path") {
            options.cacheDirectory = cachePath.hasPrefix("/") ? cachePath : workingDirectory + "/" + cachePath
        }
        options.toolVersion = CommandLineTool.version
        if let preset = arguments.value("--preset") { options.preset = try Configuration.parsePreset(preset) }
        if let jobs = arguments.value("--jobs") {
            guard let count = Int(jobs), count > 0 else { throw ConfigurationError("--jobs needs a positive whole number, not '\(jobs)'") }
            options.jobs = count
        }
        let color = try ColorChoice.parse(arguments.value("--color"))
        let quiet = arguments.has("--quiet")
        let progress = ProgressLine.make(for: console, quiet: quiet)
        if let progress { options.progress = { total in progress.advance(total: total) } }
        let formatName = arguments.value("--format") ?? "xcode"
        guard let reporter = Reporters.named(formatName) else {
            throw ConfigurationError("unknown format '\(formatName)'" + Spelling.hint(for: formatName, in: Reporters.all.map { $0.name }))
        }
        // Read the baseline before linting, so a bad file fails fast.
        let baselineFile = arguments.value("--baseline").map { BaselineFile(flagValue: $0, workingDirectory: workingDirectory) }
        var baseline = try baselineFile.map { file throws(ConfigurationError) in
            try Baseline.load(path: file.path, flagValue: file.flagValue).canonicalized(with: Registry.catalog)
        }
        if arguments.has("--strict-baseline"), baselineFile == nil {
            throw ConfigurationError("--strict-baseline needs --baseline FILE")
        }
        // Ask git before linting, so a bad revision fails fast.
        let changed = try arguments.value("--changed-since").map { revision throws(ConfigurationError) in
            if arguments.value("--write-baseline") != nil {
                throw ConfigurationError("--write-baseline records every finding and cannot be combined with --changed-since")
            }
            return try ChangedFiles(since: revision, workingDirectory: workingDirectory)
        }
        let linter = try Linter(configuration: configuration, options: options)
        let result: LintResult
        do {
            defer { progress?.finish() }
            result = try linter.run()
        }
        // A run that checks nothing must not pass CI as if all were well.
        guard result.fileCount > 0 else {
            let where_ = options.paths.isEmpty ? "the current folder" : options.paths.map { "'\($0)'" }.joined(separator: ", ")
            let globs = configuration.include.isEmpty && configuration.exclude.isEmpty ? "" : "; check 'include' and 'exclude' in \(configuration.sourcePath ?? "the configuration")"
            throw ConfigurationError("no Swift file to lint in \(where_)\(globs)")
        }
        let reportStart = Date()
        var findings = result.findings
        var baselineDirectory = baselineFile?.directory ?? workingDirectory
        if let flagValue = arguments.value("--write-baseline") {
            let file = BaselineFile(flagValue: flagValue, workingDirectory: workingDirectory)
            let recorded = Baseline(findings: findings, directory: file.directory)
            try recorded.write(path: file.path, flagValue: flagValue)
            if !arguments.has("--quiet") {
                let count = recorded.entries.count
                console.err("recorded \(count) finding\(count == 1 ? "" : "s") in baseline '\(flagValue)'\n")
            }
            baseline = recorded
            baselineDirectory = file.directory
        }
        var hidden = 0
        var stale: [Baseline.Entry] = []
        if let baseline {
            let comparison = baseline.compare(findings, directory: baselineDirectory)
            (findings, hidden) = (comparison.kept, comparison.hidden)
            if arguments.has("--strict-baseline"), arguments.value("--write-baseline") == nil {
                let linted = Set(result.index.files.map(\.path) + result.findings.map(\.path))
                stale = comparison.unmatched.filter { entry in
                    let path = entry.file.hasPrefix("/") ? entry.file : baselineDirectory + "/" + entry.file
                    // Entries of rules this run did not run, or of files it did not look at, may still hold.
                    return linter.rules.enabledIDs.contains(entry.rule) && (linted.contains(path) || !FileManager.default.fileExists(atPath: path))
                }
            }
        }
        if let changed {
            findings = findings.filter { changed.contains($0.path) }
            stale = stale.filter { entry in changed.contains(entry.file.hasPrefix("/") ? entry.file : baselineDirectory + "/" + entry.file) }
        }
        let report = Report(toolVersion: CommandLineTool.version, findings: findings, fileCount: result.fileCount,
                            seconds: result.seconds, catalog: Registry.catalog, workingDirectory: workingDirectory,
                            graph: reporter.name == HTMLReporter.name ? Registry.moduleGraph(of: result.index) : ModuleGraph())
        // Colour only what goes to standard output: a report file stays plain unless asked.
        let colored = color.colors(on: console, quiet: quiet) && reporter.name == XcodeReporter.name
            && (arguments.value("--output") == nil || color == .always)
        let text = colored ? XcodeReporter.render(report, colored: true) : reporter.render(report)
        if let output = arguments.value("--output") {
            let path = output.hasPrefix("/") ? output : workingDirectory + "/" + output
            let inputs = Set(result.index.files.map(\.path) + result.findings.map(\.path))
            try OutputFile.write(text, to: path, shown: output, inputs: inputs)
            if !arguments.has("--quiet") { console.err("wrote the \(reporter.name) report to '\(output)'\n") }
        } else {
            console.out(text)
        }
        if !arguments.has("--quiet"), !result.skippedForLayers.isEmpty {
            let count = result.skippedForLayers.count
            console.err("note: no Domain module and no \"layers\" in the configuration, so the \(count) clinic layer rule\(count == 1 ? " was" : "s were") "
                + "skipped (\(result.skippedForLayers.joined(separator: ", "))); set \"layers\" in \(Configuration.fileName) to check them\n")
        }
        if !quiet, let assumed = result.assumedIOSTarget {
            console.err(assumedTargetNote(assumed, of: result.fileCount, preset: options.preset ?? configuration.preset))
        }
        if !arguments.has("--quiet") && reporter.name == XcodeReporter.name {
            console.err(SummaryReporter.totalsLine(report) + (hidden > 0 ? "; \(hidden) more hidden by the baseline" : "") + "\n")
        }
        if !stale.isEmpty {
            let count = stale.count
            console.err("error: \(count) baseline entr\(count == 1 ? "y no longer matches" : "ies no longer match") a finding (--strict-baseline); "
                + "record the baseline again with --write-baseline to drop \(count == 1 ? "it" : "them"):\n")
            for entry in stale { console.err("  \(entry.file): \(entry.rule)\(entry.message.isEmpty ? "" : ": " + entry.message)\n") }
        }
        if arguments.has("--timings") {
            let phases = result.phases + [("report", Date().timeIntervalSince(reportStart))]
            for phase in phases {
                console.err((phase.name + ":").padding(toLength: 19, withPad: " ", startingAt: 0) + String(format: "%8.1f ms\n", phase.seconds * 1000))
            }
        }
        let failing = arguments.has("--strict") ? !findings.isEmpty : findings.contains { $0.severity == .error }
        return failing || !stale.isEmpty ? CommandLineTool.ExitCode.findings : CommandLineTool.ExitCode.success
    }
}

extension LintCommand {
    /// The note that says which iOS deployment target a run assumed, for how many of its files,
    /// and how to set the real one: one line, for standard error.
    static func assumedTargetNote(_ assumed: (version: Version, files: Int), of total: Int, preset: Preset) -> String {
        let which = assumed.files == total ? (total == 1 ? "the file" : "all \(total) files") : "\(assumed.files) of \(total) files"
        return "note: no iOS deployment target in the configuration or the project for \(which); assumed iOS \(assumed.version) "
            + "(the \(preset.rawValue) preset's default); set \"platforms\" in \(Configuration.fileName), or the package's platforms:, to the real one\n"
    }
}

/// A baseline file named on the command line.
struct BaselineFile {
    /// The path as the user wrote it.
    let flagValue: String
    /// The absolute path.
    let path: String
    /// The folder holding it, which baseline entries are relative to.
    var directory: String { URL(fileURLWithPath: path).deletingLastPathComponent().path }

    init(flagValue: String, workingDirectory: String) {
        self.flagValue = flagValue
        let joined = flagValue.hasPrefix("/") ? flagValue : workingDirectory + "/" + flagValue
        self.path = URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}

/// The files git says changed since a revision, for `--changed-since`.
struct ChangedFiles {
    /// Resolved absolute paths.
    private let paths: Set<String>

    init(since revision: String, workingDirectory: String) throws(ConfigurationError) {
        let git = try Git(containing: workingDirectory, flag: "--changed-since")
        paths = try git.changedFiles(since: git.commit(revision))
    }

    /// Whether the file at `path` (absolute, as discovery found it) is one of them.
    func contains(_ path: String) -> Bool {
        paths.contains(path) || paths.contains(Git.resolved(path))
    }
}
