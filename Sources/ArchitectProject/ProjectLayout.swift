import ArchitectCore
import ArchitectSyntax
import Foundation
import SwiftParser

/// Where a file sits in the project: its package, module, layer and deployment target.
public struct FilePlacement: Sendable, Hashable {
    public let module: String?
    public let layer: Layer?
    public let isTestFile: Bool
    /// The iOS deployment target: from the configuration, else the package's `platforms:`, else
    /// the Xcode target that builds the file (for a target without iOS, the iOS release of the
    /// same SwiftUI generation, `PlatformSupport.equivalentIOSVersion`), else the preset's assumption.
    public let iOSTarget: Version
    /// The manifest of the package the file belongs to, if any.
    public let manifestPath: String?
    /// The platforms the file is built for, from the first of the same sources that says anything.
    public var platforms: PlatformSupport = .unknown
    /// The `swift-tools-version` of the package the file belongs to: the oldest toolchain the
    /// package says it builds with. Nil outside a package.
    public var swiftToolsVersion: Version? = nil
    /// Whether `iOSTarget` is the preset's assumption: neither the configuration, nor the
    /// package, nor an Xcode target gives one (`lint` says so once, on standard error).
    public var iOSTargetIsAssumed = false
}

/// The packages of a project and the rules that place files in modules and layers.
public struct ProjectLayout: Sendable {
    /// Every manifest found, by absolute path.
    public let manifests: [String: ManifestSummary]
    /// The same manifests by the folder that holds them, for `manifest(containing:)`.
    private let manifestsByRoot: [String: ManifestSummary]
    /// What placing a file needs of each of those manifests, by the same folders.
    private let placesByRoot: [String: ManifestPlaces]
    /// The platforms of a file that nothing describes, and those the configuration sets (when it does).
    private let assumedPlatforms: PlatformSupport
    private let configuredPlatformSupport: PlatformSupport?
    /// Layer name patterns, by layer (`app`, `features`, …).
    public let layers: [Layer: [String]]
    /// The layers whose patterns the configuration sets (the others keep their defaults).
    public let configuredLayers: Set<Layer>
    /// The iOS target from configuration, which overrides manifests.
    public let configuredIOSTarget: Version?
    /// The folder module names of loose files are resolved against.
    public let rootDirectory: String
    /// The answers of `layer(ofModule:)` so far, shared by copies of this layout (its patterns
    /// never change) and by the threads that ask.
    private let layerAnswers = NameMemo<Layer?>()

    /// The target assumed when neither configuration nor a manifest gives one.
    public let fallbackIOSTarget: Version
    /// The Xcode and XcodeGen projects found above the linted files.
    public let xcodeProjects: [XcodeProject]
    /// The platforms set in the configuration.
    public let configuredPlatforms: [String: Version]
    /// The targets of local packages that the manifests read depend on (`.package(path:)`,
    /// followed transitively) but whose own files are not linted: project modules, never
    /// third-party, whichever folders a run lints.
    public var referencedModules: Set<String> = []
    /// A digest of what `load` built this layout from (its arguments, and the path and bytes of
    /// every manifest and Xcode project it read): two loads with the same digest made the same
    /// layout. Zero for a layout made otherwise.
    public internal(set) var inputDigest: UInt64 = 0

    /// The default layer patterns (catalog §9.3), with the usual spellings of feature modules
    /// (`FeatureOrders`, `OrdersFeature`, `OrdersFeatures`, `MediaUI`, `ProfileScreen`, `AuthScreens`).
    /// `AppFeature`, the root that composes every feature in apps built with the Composable
    /// Architecture, is the App: layers are tried app first.
    public static let defaultLayers: [Layer: [String]] = [
        .app: ["App", "*App", "AppFeature"], .features: ["Feature*", "*Feature", "*Features", "*UI", "*Screen", "*Screens"],
        .domain: ["Domain", "*Domain"], .data: ["Data"], .designSystem: ["DesignSystem"], .shared: ["SharedKit"],
        .tests: ["*Tests"],
    ]

    public init(manifests: [ManifestSummary], configuration: Configuration, rootDirectory: String, fallbackIOSTarget: Version = Version(17, 0),
                xcodeProjects: [XcodeProject] = []) {
        self.fallbackIOSTarget = fallbackIOSTarget
        self.xcodeProjects = xcodeProjects.sorted { $0.rootDirectory.count > $1.rootDirectory.count }
        self.configuredPlatforms = configuration.platforms
        var byPath: [String: ManifestSummary] = [:]
        for manifest in manifests { byPath[manifest.path] = manifest }
        self.manifests = byPath
        var byRoot: [String: ManifestSummary] = [:]
        for manifest in byPath.values.sorted(by: { $0.path < $1.path }) where byRoot[manifest.rootDirectory] == nil {
            byRoot[manifest.rootDirectory] = manifest
        }
        self.manifestsByRoot = byRoot
        self.placesByRoot = byRoot.mapValues(ManifestPlaces.init)
        self.assumedPlatforms = PlatformSupport(source: .assumed, minimums: ["iOS": fallbackIOSTarget])
        self.configuredPlatformSupport = configuration.platforms.isEmpty ? nil : PlatformSupport(source: .configuration, minimums: configuration.platforms)
        var layers = Self.defaultLayers
        for (name, patterns) in configuration.layers { layers[name] = patterns }
        self.layers = layers
        self.configuredLayers = Set(configuration.layers.keys)
        self.configuredIOSTarget = configuration.iOSTarget
        self.rootDirectory = rootDirectory
    }

    /// Reads the given manifests and every `Package.swift` above the given files, looking no
    /// higher than `searchBoundary` for files inside it (a project nested in another package's
    /// folder, such as a test fixture, must not be taken for part of that package).
    public static func load(files: [String], manifestPaths: [String], configuration: Configuration, rootDirectory: String,
                            searchBoundary: String? = nil, fallbackIOSTarget: Version = Version(17, 0),
                            parses: LayoutParseMemo = LayoutParseMemo()) -> ProjectLayout {
        let ledger = ReadLedger(parses: parses)
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
                found = nearestManifest(PathText.parent(of: directory), stopAt: boundary)
            }
            known[directory] = found
            return found
        }
        var projectFolders = Set<String>()
        var visited = Set<String>()
        for file in files {
            let boundary = searchBoundary.flatMap { PathText.isPath(file, inside: $0) ? $0 : nil }
            let fileFolder = PathText.parent(of: file)
            if let manifest = nearestManifest(fileFolder, stopAt: boundary) { paths.insert(manifest) }
            // Every folder from the file up to the boundary may hold an Xcode project.
            var directory = fileFolder
            while !directory.isEmpty, visited.insert(directory).inserted {
                projectFolders.insert(directory)
                if directory == "/" || directory == boundary || boundary == nil && directory == rootDirectory { break }
                directory = PathText.parent(of: directory)
            }
        }
        // Each manifest is parsed, and each folder looked into, on a worker of its own.
        let manifestPaths = paths.sorted()
        let summaries = ParallelMap.map(count: manifestPaths.count, jobs: ParallelMap.defaultJobs) { index -> ManifestSummary? in
            ledger.manifest(atPath: manifestPaths[index])
        }.compactMap { $0 }
        let folders = projectFolders.sorted()
        let xcodeProjects = ParallelMap.map(count: folders.count, jobs: ParallelMap.defaultJobs) { readXcodeProjects(in: folders[$0], ledger: ledger) }
        var layout = ProjectLayout(manifests: summaries, configuration: configuration, rootDirectory: rootDirectory, fallbackIOSTarget: fallbackIOSTarget,
                                   xcodeProjects: xcodeProjects.flatMap { $0 })
        layout.referencedModules = referencedModules(of: summaries, ledger: ledger)
        var digest = StableHash.Stream()
        digest.add(configuration.fingerprint)
        for text in [rootDirectory, searchBoundary ?? "", fallbackIOSTarget.description] { digest.add(text) }
        for path in files { digest.add(path) }
        digest.add(ledger.digest)
        layout.inputDigest = digest.value
        return layout
    }

    /// The target names of the local packages `manifests` depend on by path, transitively,
    /// leaving out the manifests themselves.
    static func referencedModules(of manifests: [ManifestSummary], ledger: ReadLedger = ReadLedger()) -> Set<String> {
        var read = Set(manifests.map(\.path))
        var queue = manifests
        var names = Set<String>()
        while let manifest = queue.popLast() {
            for dependency in manifest.dependencies {
                guard let relative = dependency.path else { continue }
                let folder = relative.hasPrefix("/") ? relative : manifest.rootDirectory + "/" + relative
                let path = Discovery.standardize(folder, relativeTo: "/") + "/Package.swift"
                guard read.insert(path).inserted, let referenced = ledger.manifest(atPath: path) else { continue }
                for target in referenced.targets where target.kind != .plugin && target.kind != .binary && target.kind != .test {
                    names.insert(target.name)
                }
                queue.append(referenced)
            }
        }
        return names
    }

    /// The Xcode projects of one folder: each `*.xcodeproj/project.pbxproj`, else `project.yml`.
    static func readXcodeProjects(in directory: String, ledger: ReadLedger = ReadLedger()) -> [XcodeProject] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var projects: [XcodeProject] = []
        for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
            if let project = ledger.xcodeProject(atPath: directory + "/" + entry + "/project.pbxproj", rootDirectory: directory) {
                projects.append(project)
            }
        }
        if projects.isEmpty, entries.contains("project.yml"), let read = ledger.contents(atPath: directory + "/project.yml"),
           let project = XcodeGenReader.read(text: String(decoding: read.data, as: UTF8.self), path: directory + "/project.yml", rootDirectory: directory) {
            projects.append(project)
        }
        return projects
    }

    /// The platforms of a file as its innermost Xcode project describes them (several projects in
    /// one folder are merged), or nil.
    public func xcodePlatforms(of path: String) -> PlatformSupport? {
        guard let innermost = xcodeProjects.first(where: { PathText.isPath(path, inside: $0.rootDirectory) }) else { return nil }
        let siblings = xcodeProjects.filter { $0.rootDirectory == innermost.rootDirectory }
        return XcodeProject.merge(siblings.compactMap { $0.platforms(of: path) })
    }

    /// Whether the code of a file may be isolated to the main actor by default: its package
    /// target's Swift settings mention `defaultIsolation` with `MainActor`, or (outside packages)
    /// a target of its innermost Xcode project that builds it, or any target when none is known
    /// to, sets `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`.
    public func mayDefaultToMainActor(_ path: String) -> Bool {
        if let places = places(containing: path), let manifest = manifestsByRoot[places.rootDirectory] {
            let target = places.target(holding: path).map { manifest.targets[$0.index] }
            guard let settings = target?.swiftSettingsMention else { return manifest.hasIndirectSettings }
            return manifest.hasIndirectSettings || (settings.contains("defaultIsolation") && settings.contains("MainActor"))
        }
        guard let innermost = xcodeProjects.first(where: { PathText.isPath(path, inside: $0.rootDirectory) }) else { return false }
        let siblings = xcodeProjects.filter { $0.rootDirectory == innermost.rootDirectory }
        let owners = siblings.flatMap { $0.owningTargets(of: path) }
        let candidates = owners.isEmpty ? siblings.flatMap(\.targets) : owners
        return candidates.contains { $0.defaultActorIsolation == "MainActor" }
    }

    /// The manifest of the innermost package containing `path`.
    /// The folders above `path` are looked up from the innermost out, so the cost is the path's
    /// depth, not the number of manifests.
    public func manifest(containing path: String) -> ManifestSummary? {
        Self.nearest(in: manifestsByRoot, above: path)
    }

    /// The value of `byFolder` for the nearest folder above `path` that has one.
    private static func nearest<Value>(in byFolder: [String: Value], above path: String) -> Value? {
        guard !byFolder.isEmpty else { return nil }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if let value = byFolder[String(folder)] { return value }
        }
        return nil
    }

    /// The layer a module or folder name belongs to, by the layer patterns. Swift's and Apple's
    /// own module names (`SwiftUI`, `StoreKitUI`-like SDK names) never get a layer, so a folder
    /// named `SwiftUI` is not taken for a feature by `*UI`; neither do wildcard patterns match
    /// a name that is only the pattern's fixed part (`UI` for `*UI`, `Feature` for `Feature*`).
    ///
    /// A layer that lists the name exactly wins over any wildcard pattern; otherwise the layers
    /// are tried in `Layer.allCases` order (tests first, so `FeatureOrdersTests` is a test
    /// module). `layerConflict(ofModule:)` finds the names this order would decide silently.
    public func layer(ofModule name: String) -> Layer? {
        if AppleModules.contains(name) { return nil }
        // Project rules ask again and again for the modules of every import: each name's
        // patterns are matched once per layout.
        return layerAnswers.value(for: name) { placeModule(name) }
    }

    private func placeModule(_ name: String) -> Layer? {
        if let exact = Layer.allCases.first(where: { layers[$0]?.contains(name) ?? false }) { return exact }
        for layer in Layer.allCases {
            if (layers[layer] ?? []).contains(where: { Self.matches($0, name) }) { return layer }
        }
        return nil
    }

    /// Two layers whose wildcard patterns both take a module that no layer names exactly, when
    /// at least one of them is set in the configuration: which layer the module belongs to would
    /// then depend on the order layers are tried in, which the user cannot see. The tests layer
    /// never conflicts (a test module of a feature is a test module). Nil when there is no doubt.
    public func layerConflict(ofModule name: String) -> (first: (layer: Layer, pattern: String), second: (layer: Layer, pattern: String))? {
        if AppleModules.contains(name) { return nil }
        if Layer.allCases.contains(where: { layers[$0]?.contains(name) ?? false }) { return nil }
        var matches: [(layer: Layer, pattern: String)] = []
        for layer in Layer.allCases where layer != .tests {
            if let pattern = (layers[layer] ?? []).first(where: { $0.contains("*") || $0.contains("?") ? Self.matches($0, name) : false }) {
                matches.append((layer, pattern))
            }
        }
        if (layers[.tests] ?? []).contains(where: { Self.matches($0, name) }) { return nil }
        for (index, first) in matches.enumerated() {
            for second in matches[(index + 1)...] where configuredLayers.contains(first.layer) || configuredLayers.contains(second.layer) {
                return (first, second)
            }
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

    /// Default feature patterns that name package targets only: in an app target, folders
    /// such as `HomeScreen/` or `SharedUI/` group views and are not modules.
    static let targetOnlyPatterns: Set<String> = ["*Features", "*UI", "*Screen", "*Screens"]

    /// The layer of a folder of loose files (outside every package target): as for a module,
    /// except that the default patterns in `targetOnlyPatterns` do not apply.
    public func layer(ofFolder name: String) -> Layer? {
        guard let found = layer(ofModule: name) else { return nil }
        guard found == .features, layers[.features] == Self.defaultLayers[.features] else { return found }
        let patterns = (layers[.features] ?? []).filter { !Self.targetOnlyPatterns.contains($0) }
        return patterns.contains { Self.matches($0, name) } ? found : nil
    }

    /// Whether a layer pattern places a module (what `layer(ofModule:)` asks of each pattern).
    public static func layerPattern(_ pattern: String, matches name: String) -> Bool {
        !AppleModules.contains(name) && matches(pattern, name)
    }

    /// The layer whose patterns name `name` exactly (no wildcard), such as `Domain`.
    public func layer(ofExactName name: String) -> Layer? {
        layers.first { $0.value.contains(name) }?.key
    }

    /// Places a file: module from its package target (or folder), layer, test status and iOS target.
    public func placement(of path: String) -> FilePlacement {
        let places = places(containing: path)
        var module: String?
        var isTest = false
        if let places, let target = places.target(holding: path) {
            module = target.name
            isTest = target.isTest
        }
        let components = relativeComponents(of: path)
        if module == nil {
            module = components.dropLast().first { layer(ofFolder: String($0)) != nil }.map(String.init)
        }
        if components.dropLast().contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") }) { isTest = true }
        // Preview harness apps and Xcode's preview assets are development code, like tests.
        if components.dropLast().contains(where: { $0 == "Previews" || $0 == "Preview Content" }) { isTest = true }
        // Precedence: the configuration, then Package.swift, then the Xcode project, then the preset.
        let xcode = places?.iOS == nil || configuredIOSTarget == nil ? xcodePlatforms(of: path) : nil
        let declaredIOS = configuredIOSTarget ?? places?.iOS ?? xcode?.minimums["iOS"] ?? xcode?.equivalentIOSVersion
        let iOS = declaredIOS ?? fallbackIOSTarget
        var placement = FilePlacement(module: module, layer: module.flatMap(layer(ofModule:)), isTestFile: isTest, iOSTarget: iOS, manifestPath: places?.path)
        placement.platforms = configuredPlatformSupport ?? places?.platforms ?? xcode ?? assumedPlatforms
        placement.swiftToolsVersion = places?.toolsVersion
        placement.iOSTargetIsAssumed = declaredIOS == nil
        return placement
    }

    /// What placing files needs of the manifest of the package that holds `path`, if any.
    private func places(containing path: String) -> ManifestPlaces? {
        Self.nearest(in: placesByRoot, above: path)
    }

    private func relativeComponents(of path: String) -> [Substring] {
        PathText.relative(path, to: rootDirectory).split(separator: "/")
    }
}

/// The files a layout was read from: each path with the hash of its bytes (or that it could not
/// be read), for `ProjectLayout.inputDigest`, and their parses through a `LayoutParseMemo`.
/// Workers read side by side, hence the lock.
final class ReadLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var hashes: [String: UInt64?] = [:]
    private let parses: LayoutParseMemo

    init(parses: LayoutParseMemo = LayoutParseMemo()) {
        self.parses = parses
    }

    /// The bytes of the file at `path` and their hash, or nil; either way the answer is recorded.
    func contents(atPath path: String) -> (data: Data, hash: UInt64)? {
        let data = FileSystemName.contents(atPath: path)
        let hash = data.map { bytes in bytes.withUnsafeBytes { StableHash.contents($0) } }
        lock.withLock { hashes[path] = hash }
        guard let data, let hash else { return nil }
        return (data, hash)
    }

    /// The summary of the manifest at `path`, or nil when it cannot be read.
    func manifest(atPath path: String) -> ManifestSummary? {
        guard let (data, hash) = contents(atPath: path) else { return nil }
        return parses.manifest(at: path, data: data, hash: hash) {
            ManifestReader.read(source: String(decoding: data, as: UTF8.self), path: path)
        }
    }

    /// The Xcode project in the `project.pbxproj` at `path`, or nil.
    func xcodeProject(atPath path: String, rootDirectory: String) -> XcodeProject? {
        guard let (data, hash) = contents(atPath: path) else { return nil }
        return parses.xcodeProject(at: path, data: data, hash: hash) {
            PBXProjReader.read(text: String(decoding: data, as: UTF8.self), path: path, rootDirectory: rootDirectory)
        }
    }

    /// A digest of every path read and its bytes' hash, in path order.
    var digest: UInt64 {
        var stream = StableHash.Stream()
        for (path, hash) in lock.withLock({ hashes }).sorted(by: { $0.key < $1.key }) {
            stream.add(path)
            stream.add(hash == nil ? 0 : 1)
            stream.add(hash ?? 0)
        }
        return stream.value
    }
}

/// What placing a file needs of one manifest, made once per layout. A class, so that placing
/// files on several threads shares one reference instead of copying (and counting references
/// to) every field of a `ManifestSummary` and its targets for each file.
private final class ManifestPlaces: Sendable {
    /// One target: its position in the manifest's targets, its name, its source folder relative
    /// to the package, that folder's length in characters, and whether it is a test target.
    struct Target: Sendable {
        let index: Int
        let name: String
        let sourceFolder: String
        let folderLength: Int
        let isTest: Bool
    }

    let path: String
    let rootDirectory: String
    let targets: [Target]
    let iOS: Version?
    /// The manifest's platforms, nil when it names none.
    let platforms: PlatformSupport?
    let toolsVersion: Version?

    init(_ manifest: ManifestSummary) {
        path = manifest.path
        rootDirectory = manifest.rootDirectory
        targets = manifest.targets.enumerated().map { index, target in
            Target(index: index, name: target.name, sourceFolder: target.sourceFolder, folderLength: target.sourceFolder.count, isTest: target.kind == .test)
        }
        iOS = manifest.platforms["iOS"]
        platforms = manifest.platforms.isEmpty ? nil : PlatformSupport(source: .package, minimums: manifest.platforms)
        toolsVersion = manifest.toolsVersion
    }

    /// The target whose source folder holds `path` (absolute), the deepest when several do (the
    /// first of those in the manifest's order).
    func target(holding path: String) -> Target? {
        let relative = PathText.relative(path, to: rootDirectory)
        var best: Target?
        for target in targets where PathText.isPath(relative, inside: target.sourceFolder) {
            if best.map({ target.folderLength > $0.folderLength }) ?? true { best = target }
        }
        return best
    }
}
