import ArchitectCore
import ArchitectRules
import Foundation

/// Finds and reads the configuration for a run.
public enum ConfigurationLoader {
    /// The configuration at `explicitPath` (relative to `workingDirectory`), else the nearest
    /// `.swiftui-architect.json` at or above `workingDirectory`, else the defaults.
    public static func load(explicitPath: String?, workingDirectory: String) throws(ConfigurationError) -> Configuration {
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
