import ArchitectCore
import Foundation
import SwiftParser

/// Where a file sits in the project: its package, module, layer and deployment target.
public struct FilePlacement: Sendable, Hashable {
    public let module: String?
    public let layer: String?
    public let isTestFile: Bool
    public let iOSTarget: Version
    /// The manifest of the package the file belongs to, if any.
    public let manifestPath: String?
}

/// The packages of a project and the rules that place files in modules and layers.
public struct ProjectLayout: Sendable {
    /// Every manifest found, by absolute path.
    public let manifests: [String: ManifestSummary]
    /// Layer name patterns, by layer (`app`, `features`, …).
    public let layers: [String: [String]]
    /// The iOS target from configuration, which overrides manifests.
    public let configuredIOSTarget: Version?
    /// The folder module names of loose files are resolved against.
    public let rootDirectory: String

    /// The target assumed when neither configuration nor a manifest gives one.
    public let fallbackIOSTarget: Version

    /// The default layer patterns (catalog §9.3), with the usual spellings of feature modules
    /// (`FeatureOrders`, `OrdersFeature`, `OrdersFeatures`, `MediaUI`, `ProfileScreen`, `AuthScreens`).
    public static let defaultLayers: [String: [String]] = [
        "app": ["App", "*App"], "features": ["Feature*", "*Feature", "*Features", "*UI", "*Screen", "*Screens"],
        "domain": ["Domain", "*Domain"], "data": ["Data"], "designSystem": ["DesignSystem"], "shared": ["SharedKit"],
        "tests": ["*Tests"],
    ]

    public init(manifests: [ManifestSummary], configuration: Configuration, rootDirectory: String, fallbackIOSTarget: Version = Version(17, 0)) {
        self.fallbackIOSTarget = fallbackIOSTarget
        var byPath: [String: ManifestSummary] = [:]
        for manifest in manifests { byPath[manifest.path] = manifest }
        self.manifests = byPath
        var layers = Self.defaultLayers
        for (name, patterns) in configuration.layers { layers[name] = patterns }
        self.layers = layers
        self.configuredIOSTarget = configuration.iOSTarget
        self.rootDirectory = rootDirectory
    }

    /// Reads the given manifests and every `Package.swift` above the given files, looking no
    /// higher than `searchBoundary` for files inside it (a project nested in another package's
    /// folder, such as a test fixture, must not be taken for part of that package).
    public static func load(files: [String], manifestPaths: [String], configuration: Configuration, rootDirectory: String,
                            searchBoundary: String? = nil, fallbackIOSTarget: Version = Version(17, 0)) -> ProjectLayout {
        var paths = Set(manifestPaths)
        var known: [String: String?] = [:]
        let fileManager = FileManager.default
        func nearestManifest(_ directory: String, stopAt boundary: String?) -> String? {
            if let cached = known[directory] { return cached }
            let candidate = directory + "/Package.swift"
            let found: String?
            if fileManager.fileExists(atPath: candidate) {
                found = candidate
            } else if directory == "/" || directory.isEmpty || directory == boundary {
                found = nil
            } else {
                found = nearestManifest((directory as NSString).deletingLastPathComponent, stopAt: boundary)
            }
            known[directory] = found
            return found
        }
        for file in files {
            let boundary = searchBoundary.flatMap { file.hasPrefix($0 + "/") ? $0 : nil }
            if let manifest = nearestManifest((file as NSString).deletingLastPathComponent, stopAt: boundary) { paths.insert(manifest) }
        }
        var summaries: [ManifestSummary] = []
        for path in paths.sorted() {
            guard let data = fileManager.contents(atPath: path) else { continue }
            summaries.append(ManifestReader.read(source: String(decoding: data, as: UTF8.self), path: path))
        }
        return ProjectLayout(manifests: summaries, configuration: configuration, rootDirectory: rootDirectory, fallbackIOSTarget: fallbackIOSTarget)
    }

    /// The manifest of the innermost package containing `path`.
    public func manifest(containing path: String) -> ManifestSummary? {
        var best: ManifestSummary?
        for manifest in manifests.values where path.hasPrefix(manifest.rootDirectory + "/") {
            if best == nil || manifest.rootDirectory.count > best!.rootDirectory.count { best = manifest }
        }
        return best
    }

    /// The layer a module or folder name belongs to, by the layer patterns. Swift's and Apple's
    /// own module names (`SwiftUI`, `StoreKitUI`-like SDK names) never get a layer, so a folder
    /// named `SwiftUI` is not taken for a feature by `*UI`; neither do wildcard patterns match
    /// a name that is only the pattern's fixed part (`UI` for `*UI`, `Feature` for `Feature*`).
    public func layer(ofModule name: String) -> String? {
        if AppleModules.contains(name) { return nil }
        for layer in ["tests", "app", "features", "domain", "data", "designSystem", "shared"] {
            if (layers[layer] ?? []).contains(where: { Self.matches($0, name) }) { return layer }
        }
        return nil
    }

    /// Whether a layer pattern names a module: exactly, or through a wildcard that stands for
    /// at least one character.
    ///
    /// A name ending in `SwiftUI` (`CountriesSwiftUI`, `MovieSwiftUI`) names an app or a library
    /// of SwiftUI helpers, not a feature, so a wildcard pattern ending in `UI` does not take it.
    static func matches(_ pattern: String, _ name: String) -> Bool {
        guard Glob.matchSegment(pattern, name) else { return false }
        guard pattern.contains("*") else { return true }
        if pattern.replacingOccurrences(of: "*", with: "") == name { return false }
        return !(pattern.hasSuffix("UI") && name.hasSuffix("SwiftUI"))
    }

    /// The layer whose patterns name `name` exactly (no wildcard), such as `Domain`.
    public func layer(ofExactName name: String) -> String? {
        layers.first { $0.value.contains(name) }?.key
    }

    /// Places a file: module from its package target (or folder), layer, test status and iOS target.
    public func placement(of path: String) -> FilePlacement {
        let manifest = manifest(containing: path)
        var module: String?
        var isTest = false
        if let manifest {
            let relative = String(path.dropFirst(manifest.rootDirectory.count + 1))
            let target = manifest.targets
                .filter { relative.hasPrefix($0.sourceFolder + "/") }
                .max { $0.sourceFolder.count < $1.sourceFolder.count }
            if let target {
                module = target.name
                isTest = target.kind == .test
            }
        }
        let components = relativeComponents(of: path)
        if module == nil {
            module = components.dropLast().first { layer(ofModule: String($0)) != nil }.map(String.init)
        }
        if components.dropLast().contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") }) { isTest = true }
        let iOS = configuredIOSTarget ?? manifest?.platforms["iOS"] ?? fallbackIOSTarget
        return FilePlacement(module: module, layer: module.flatMap(layer(ofModule:)), isTestFile: isTest, iOSTarget: iOS, manifestPath: manifest?.path)
    }

    private func relativeComponents(of path: String) -> [Substring] {
        let relative = path.hasPrefix(rootDirectory + "/") ? String(path.dropFirst(rootDirectory.count + 1)) : path
        return relative.split(separator: "/")
    }
}
