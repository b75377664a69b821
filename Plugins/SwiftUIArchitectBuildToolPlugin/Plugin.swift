import Foundation
import PackagePlugin

/// Lints the Swift files of each target it is applied to, as a build command.
///
/// The linter prints `path:line:column: warning: message [rule]` lines, which Xcode and SwiftPM
/// show as build diagnostics; an error finding fails the build. The command declares no output
/// file, so SwiftPM (tools version 5.11 and later) runs it on every build and its findings show in
/// every build log. It keeps the linter's analysis cache in the plugin's work directory (the one
/// folder a plugin may write to), so only the files that changed since the last build are parsed
/// and checked again; the others' findings come from the cache, and the project rules run over
/// the whole target as before.
///
/// The package's `.swiftui-architect.json`, when there is one, is passed with `--config`, because
/// the build system does not promise to run the command from the package's folder.
@main
struct SwiftUIArchitectBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try LintCommandBuilder.commands(
            name: target.name,
            files: files,
            configuration: LintCommandBuilder.configuration(in: context.package.directoryURL),
            tool: context.tool(named: "swiftui-architect").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SwiftUIArchitectBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try LintCommandBuilder.commands(
            name: target.displayName,
            files: files,
            configuration: LintCommandBuilder.configuration(in: context.xcodeProject.directoryURL),
            tool: context.tool(named: "swiftui-architect").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif

/// The build command both plugin kinds return.
enum LintCommandBuilder {
    /// `workDirectory` is the plugin's own folder for this target, where the cache is kept.
    static func commands(name: String, files: [URL], configuration: URL?, tool: URL, workDirectory: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        var arguments = ["lint", "--quiet"]
        var inputs = files
        if let configuration {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        arguments.append("--")
        arguments += files.map(\.path)
        return [
            .buildCommand(
                displayName: "swiftui-architect lint \(name)",
                executable: tool,
                arguments: arguments,
                // The linter keeps its cache under $XDG_CACHE_HOME/swiftui-architect.
                environment: ["XDG_CACHE_HOME": workDirectory.appendingPathComponent("cache").path],
                inputFiles: inputs,
                outputFiles: []
            ),
        ]
    }

    /// The configuration file at the root of the package or project, if any.
    static func configuration(in directory: URL) -> URL? {
        let file = directory.appendingPathComponent(".swiftui-architect.json")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }
}
