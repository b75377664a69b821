import ArchitectCore
import Foundation

/// `swiftui-architect init`: writes a starter configuration.
enum InitCommand {
    static let help = """
    USAGE: swiftui-architect init [--preset NAME] [--force]

    Writes .swiftui-architect.json in the current folder. It refuses to replace an existing
    file unless --force is given.

    """

    static func run(_ rawArguments: [String], console: Console, workingDirectory: String) throws -> Int32 {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        let arguments = try Arguments(rawArguments, valueFlags: ["--preset"], switchFlags: ["--force"])
        let preset = try Configuration.parsePreset(arguments.value("--preset") ?? Preset.recommended.rawValue)
        let path = workingDirectory + "/" + Configuration.fileName
        if FileManager.default.fileExists(atPath: path) && !arguments.has("--force") {
            throw ConfigurationError("\(Configuration.fileName) already exists; use --force to replace it")
        }
        let text = starter(preset: preset)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ConfigurationError("cannot write \(path): \(error.localizedDescription)")
        }
        console.out("wrote \(Configuration.fileName) (preset \(preset.rawValue))\n")
        return CommandLineTool.ExitCode.success
    }

    /// The starter configuration for a preset.
    static func starter(preset: Preset) -> String {
        """
        {
          "preset": "\(preset.rawValue)",
          "include": [],
          "exclude": ["**/Generated/**"],
          "rules": {},
          "platforms": {"iOS": "\(preset == .clinic || preset == .optimise ? "26.0" : "17.0")"}
        }

        """
    }
}
