import ArchitectEngine
import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Foundation

/// `swiftui-architect init`: writes a starter configuration.
enum InitCommand {
    static let help = """
    USAGE: swiftui-architect init [--preset NAME] [--force]

    Writes .swiftui-architect.json in the current folder. It refuses to replace an existing
    file unless --force is given. It looks at the project's modules (package targets and
    layer-named folders) and writes the layer patterns that place them, and prints which
    module went to which layer and which fit none, so the map can be corrected. It writes
    "platforms" from the deployment targets the project declares (Package.swift platforms:,
    Xcode and XcodeGen deployment targets) for each platform its targets agree on; a platform
    they disagree on is left out so lint reads each file's own target, and so is "platforms"
    when the project declares none (lint then assumes the preset's iOS release and says so).

    """

    static func run(_ rawArguments: [String], console: Console, workingDirectory: String) throws -> Int32 {
        if rawArguments.contains("--help") || rawArguments.contains("-h") {
            console.out(help)
            return CommandLineTool.ExitCode.success
        }
        let arguments = try Arguments(rawArguments, valueFlags: ["--preset"], switchFlags: ["--force"])
        let preset = try Configuration.parsePreset(arguments.value("--preset") ?? Preset.recommended.rawValue)
        let path = workingDirectory + "/" + Configuration.fileName
        // `lstat`, not `fileExists`: a symbolic link whose target is gone still exists, and an
        // atomic write would replace the link itself.
        var status = stat()
        if lstat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFLNK, !FileManager.default.fileExists(atPath: path) {
                throw ConfigurationError("\(Configuration.fileName) is a symbolic link to a file that does not exist; remove the link or restore its target")
            }
            if !arguments.has("--force") {
                throw ConfigurationError("\(Configuration.fileName) already exists; use --force to replace it")
            }
        }
        let inferred = inferLayers(in: workingDirectory)
        // A platform whose targets disagree stays out of the config: a written value would give every file
        // the lowest, while lint reads each file's own target from its manifest or Xcode target.
        let text = starter(preset: preset, layers: inferred.patterns, platforms: inferred.platforms.filter { !$0.varies })
        do {
            // Through a symbolic link to the file it names, so the link stays a link.
            try Data(text.utf8).write(to: URL(fileURLWithPath: path).resolvingSymlinksInPath(), options: .atomic)
        } catch {
            throw ConfigurationError("cannot write \(path): \(error.localizedDescription)")
        }
        console.out("wrote \(Configuration.fileName) (preset \(preset.rawValue))\n")
        if inferred.platforms.isEmpty {
            console.out("  platforms: none declared by the project; lint assumes iOS \(preset.assumedIOSTarget) (set \"platforms\" to change it)\n")
        } else {
            let found = inferred.platforms.map { platform in
                "\(platform.name) \(platform.version) (\(platform.sources.joined(separator: ", ")))"
            }
            console.out("  platforms: \(found.joined(separator: "; "))\n")
            let varying = inferred.platforms.filter(\.varies).map(\.name)
            if !varying.isEmpty {
                console.out("  note: targets of the project declare different \(varying.joined(separator: ", ")) versions, so \"platforms\" leaves "
                    + "them out and lint reads each file's own target\n")
            }
        }
        for layer in Configuration.knownLayers {
            guard let modules = inferred.modules[layer], !modules.isEmpty else { continue }
            console.out("  \(layer): \(modules.joined(separator: ", "))\n")
        }
        if !inferred.unplaced.isEmpty {
            console.out("  in no layer (add them to \"layers\" to have them checked): \(inferred.unplaced.joined(separator: ", "))\n")
        }
        return CommandLineTool.ExitCode.success
    }

    /// The starter configuration for a preset, with the layer patterns that were inferred and
    /// the platforms the project declares (no `platforms` key when it declares none).
    static func starter(preset: Preset, layers: [(String, [String])] = [], platforms: [DeclaredPlatform] = []) -> String {
        var text = """
        {
          "preset": "\(preset.rawValue)",
          "include": [],
          "exclude": ["**/Generated/**"],
          "rules": {}
        """
        if !platforms.isEmpty {
            text += ",\n  \"platforms\": {" + platforms.map { "\"\($0.name)\": \"\($0.version)\"" }.joined(separator: ", ") + "}"
        }
        if !layers.isEmpty {
            let entries = layers.map { layer, patterns in
                "    \"\(layer)\": [" + patterns.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            }
            text += ",\n  \"layers\": {\n" + entries.joined(separator: ",\n") + "\n  }"
        }
        return text + "\n}\n"
    }

    /// What `init` learnt about the project's layers.
    struct InferredLayers {
        /// The layer patterns that place at least one module, by layer, in the order of
        /// `Configuration.knownLayers`: the default patterns that matched, and nothing else.
        var patterns: [(String, [String])] = []
        /// The modules placed in each layer.
        var modules: [String: [String]] = [:]
        /// Modules no default pattern places.
        var unplaced: [String] = []
        /// The deployment targets the project declares, in `Configuration.knownPlatforms` order.
        var platforms: [DeclaredPlatform] = []
    }

    /// The lowest version of one platform that the project declares, and the files that declare it.
    struct DeclaredPlatform: Equatable {
        var name: String
        var version: Version
        /// The declaring files, relative to the project folder, sorted.
        var sources: [String]
        /// Whether some target of the project declares a higher version: then the configuration's
        /// single value is lower than what those targets' files are really built for.
        var varies = false
    }

    /// The lowest deployment target of each platform over the project's `Package.swift`
    /// manifests (`platforms:`) and Xcode or XcodeGen targets (`*_DEPLOYMENT_TARGET`,
    /// `deploymentTarget`). Platforms the configuration cannot name (`macCatalyst`,
    /// `driverKit`) are left out.
    static func declaredPlatforms(of layout: ProjectLayout, relativeTo directory: String) -> [DeclaredPlatform] {
        var lowest: [String: (version: Version, sources: Set<String>)] = [:]
        var versions: [String: Set<Version>] = [:]
        func record(_ minimums: [String: Version], from path: String) {
            let shown = path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
            for (platform, version) in minimums where Configuration.knownPlatforms.contains(platform) {
                versions[platform, default: []].insert(version)
                if let known = lowest[platform], known.version < version { continue }
                if let known = lowest[platform], known.version == version {
                    lowest[platform]?.sources.insert(shown)
                } else {
                    lowest[platform] = (version, [shown])
                }
            }
        }
        for manifest in layout.manifests.values { record(manifest.platforms, from: manifest.path) }
        for project in layout.xcodeProjects {
            for target in project.targets { record(target.platforms.minimums, from: project.path) }
        }
        return Configuration.knownPlatforms.compactMap { name in
            lowest[name].map { DeclaredPlatform(name: name, version: $0.version, sources: $0.sources.sorted(), varies: (versions[name]?.count ?? 0) > 1) }
        }
    }

    /// Places the modules under `directory` (package targets and layer-named folders) with the
    /// default layer patterns. Test modules are left out.
    static func inferLayers(in directory: String) -> InferredLayers {
        let configuration = Configuration(baseDirectory: directory)
        guard let discovered = try? Discovery.discover(paths: [directory], configuration: configuration, workingDirectory: directory) else {
            return InferredLayers()
        }
        let layout = ProjectLayout.load(files: discovered.swiftFiles, manifestPaths: discovered.manifests, configuration: configuration,
                                        rootDirectory: directory, searchBoundary: directory)
        var modules = Set<String>()
        for manifest in layout.manifests.values {
            for target in manifest.targets where [.regular, .executable].contains(target.kind) { modules.insert(target.name) }
        }
        for file in discovered.swiftFiles {
            let placement = layout.placement(of: file)
            if let module = placement.module, !placement.isTestFile { modules.insert(module) }
        }
        var result = InferredLayers()
        result.platforms = declaredPlatforms(of: layout, relativeTo: directory)
        for module in modules.sorted() {
            if let layer = layout.layer(ofModule: module), layer != .tests {
                result.modules[layer.rawValue, default: []].append(module)
            } else if layout.layer(ofModule: module) == nil {
                result.unplaced.append(module)
            }
        }
        for layer in Layer.allCases {
            guard let placed = result.modules[layer.rawValue] else { continue }
            let patterns = (ProjectLayout.defaultLayers[layer] ?? []).filter { pattern in
                placed.contains { ProjectLayout.layerPattern(pattern, matches: $0) }
            }
            if !patterns.isEmpty { result.patterns.append((layer.rawValue, patterns)) }
        }
        return result
    }
}
