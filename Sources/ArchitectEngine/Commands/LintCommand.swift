import ArchitectCore
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
      --output FILE         Write the report to FILE instead of standard output
      --strict              Fail on any finding, not only on errors
      --jobs N              Files linted in parallel (default: every core)
      --quiet               Do not print the summary line on standard error

    Exit status: 0 no error finding (with --strict: no finding), 1 failing findings,
    2 usage or configuration error, 3 internal error.

    """

    static func run(_ rawArguments: [String], console: Console, workingDirectory: String) throws -> Int32 {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        let arguments = try Arguments(rawArguments,
                                      valueFlags: ["--config", "--preset", "--rule", "--format", "--output", "--jobs"],
                                      switchFlags: ["--strict", "--quiet"])
        let configuration = try ConfigurationLoader.load(explicitPath: arguments.value("--config"), workingDirectory: workingDirectory)
        var options = LintOptions()
        options.paths = arguments.positional
        options.workingDirectory = workingDirectory
        options.onlyRules = arguments.all("--rule")
        if let preset = arguments.value("--preset") { options.preset = try Configuration.parsePreset(preset) }
        if let jobs = arguments.value("--jobs") {
            guard let count = Int(jobs), count > 0 else { throw ConfigurationError("--jobs needs a positive whole number, not '\(jobs)'") }
            options.jobs = count
        }
        let formatName = arguments.value("--format") ?? "xcode"
        guard let reporter = Reporters.named(formatName) else {
            throw ConfigurationError("unknown format '\(formatName)'" + Spelling.hint(for: formatName, in: Reporters.all.map { $0.name }))
        }
        let result = try Linter(configuration: configuration, options: options).run()
        let report = Report(toolVersion: CommandLineTool.version, findings: result.findings, fileCount: result.fileCount,
                            seconds: result.seconds, catalog: Registry.catalog, workingDirectory: workingDirectory)
        let text = reporter.render(report)
        if let output = arguments.value("--output") {
            let path = output.hasPrefix("/") ? output : workingDirectory + "/" + output
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw ConfigurationError("cannot write --output file '\(output)': \(error.localizedDescription)")
            }
        } else {
            console.out(text)
        }
        if !arguments.has("--quiet") && reporter.name == XcodeReporter.name {
            console.err(SummaryReporter.totalsLine(report) + "\n")
        }
        let failing = arguments.has("--strict") ? !result.findings.isEmpty : result.findings.contains { $0.severity == .error }
        return failing ? CommandLineTool.ExitCode.findings : CommandLineTool.ExitCode.success
    }
}

/// Finds and reads the configuration for a run.
enum ConfigurationLoader {
    static func load(explicitPath: String?, workingDirectory: String) throws(ConfigurationError) -> Configuration {
        if let explicitPath {
            let path = explicitPath.hasPrefix("/") ? explicitPath : workingDirectory + "/" + explicitPath
            guard FileManager.default.fileExists(atPath: path) else { throw ConfigurationError("--config file '\(explicitPath)' does not exist") }
            return try Configuration.load(path: path, catalog: Registry.catalog)
        }
        if let found = Configuration.locate(from: workingDirectory) {
            return try Configuration.load(path: found, catalog: Registry.catalog)
        }
        return Configuration(baseDirectory: workingDirectory)
    }
}
