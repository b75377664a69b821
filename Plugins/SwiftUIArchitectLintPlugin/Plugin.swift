import Foundation
import PackagePlugin

/// `swift package lint [--target NAME]... [LINT OPTIONS]`: runs `swiftui-architect lint` over
/// the source folders of a package's Swift targets (all of them, or the `--target`s named) and
/// prints its findings as `path:line:column: severity: message [rule]`, with absolute paths so
/// editors and terminals can open them.
///
/// Other arguments go to `swiftui-architect lint` unchanged (`--preset mvvm`, `--strict`,
/// `--format sarif --output results.sarif`, …). The command fails when the linter's run fails:
/// an error finding, or any finding with `--strict`.
@main
struct SwiftUIArchitectLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passthrough = extractor.remainingArguments
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)

        var paths: [String] = []
        let manifest = context.package.directoryURL.appendingPathComponent("Package.swift").path
        if FileManager.default.fileExists(atPath: manifest) {
            // The manifest tells the linter which module and layer each file belongs to.
            paths.append(manifest)
        }
        for case let target as SourceModuleTarget in targets {
            // The folder holding the target's Swift files (its source folder, or a part of it).
            guard let folder = LintProcess.commonFolder(of: target.sourceFiles(withSuffix: "swift").map(\.url)) else { continue }
            if !paths.contains(folder) { paths.append(folder) }
        }
        guard paths.count > (FileManager.default.fileExists(atPath: manifest) ? 1 : 0) else {
            Diagnostics.remark("swiftui-architect: no Swift targets to lint")
            return
        }

        let tool = try context.tool(named: "swiftui-architect")
        let packageDirectory = context.package.directoryURL
        let run = try LintProcess.run(executable: tool.url, arguments: ["lint", "--no-cache"] + passthrough + ["--"] + paths, in: packageDirectory)

        // Xcode-style lines get absolute paths; any other format is printed as the linter wrote it.
        let customOutput = passthrough.contains { $0 == "--format" || $0.hasPrefix("--format=") || $0 == "--output" || $0.hasPrefix("--output=") }
        let output = customOutput ? run.output : LintProcess.absolutised(run.output, base: packageDirectory.path)
        if !output.isEmpty { print(output, terminator: output.hasSuffix("\n") ? "" : "\n") }
        if !run.errors.isEmpty { FileHandle.standardError.write(Data(run.errors.utf8)) }

        switch run.status {
        case 0:
            return
        case 1:
            throw LintFailure("swiftui-architect found findings that fail the run")
        default:
            throw LintFailure("swiftui-architect exited with status \(run.status)")
        }
    }
}

/// Why the command failed, as SwiftPM prints it.
struct LintFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs the linter and collects what it prints.
enum LintProcess {
    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    static func run(executable: URL, arguments: [String], in directory: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to the end before waiting, so a full pipe cannot stall the linter.
        let errorData = ErrorCollector(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       output: String(decoding: outputData, as: UTF8.self),
                       errors: String(decoding: errorData.wait(), as: UTF8.self))
    }

    /// The deepest folder that holds every one of `files`, or nil when there are none.
    static func commonFolder(of files: [URL]) -> String? {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return nil }
        for components in folders.dropFirst() {
            common = zip(common, components).prefix { $0 == $1 }.map(\.0)
        }
        guard let first = common.first else { return nil }
        let rest = common.dropFirst().joined(separator: "/")
        return first == "/" ? "/" + rest : common.joined(separator: "/")
    }

    /// Prefixes the relative path of each `path:line:column: severity:` line with `base`.
    static func absolutised(_ text: String, base: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard !line.isEmpty, !line.hasPrefix("/"), line.contains(": ") else { return String(line) }
            return base + "/" + line
        }.joined(separator: "\n")
    }
}

/// Reads a pipe to its end on another thread.
final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
