import ArchitectCore
import ArchitectEngine
import ArchitectFix
import ArchitectProject
import Foundation

/// One project held in memory for a long-running server: loaded once, then kept up to date one
/// buffer at a time.
///
/// The configuration is read as `lint` reads it (the nearest `.swiftui-architect.json` at or
/// above the root), files are discovered and placed as `lint` places them, and every Swift file
/// is analysed once. After that, `update(_:text:)` re-parses only the changed buffer and runs the
/// file rules on it; the project rules run again only when that file's summary (its imports and
/// declarations) changed, and otherwise their last findings are kept. Unsaved buffers override
/// the files on disk. `reload()` reads configuration, manifests and resources again.
///
/// Not thread-safe: a server drives it from one thread.
public final class Workspace {
    /// The project folder.
    public let root: String
    /// The preset chosen by the client, which wins over the configuration's.
    public let preset: Preset?
    /// Rule names to run instead of the preset's, as `lint --rule` takes them.
    public let onlyRules: [String]
    /// The configuration in use.
    public private(set) var configuration: Configuration
    /// The linter whose rules and placement the workspace uses.
    public private(set) var linter: Linter
    /// How many times a Swift file was parsed and linted, since the workspace was made.
    public private(set) var analysisCount = 0
    /// How many times the project rules ran, since the workspace was made.
    public private(set) var projectRuleRuns = 0

    private var discovered = DiscoveredFiles()
    private var layout: ProjectLayout
    /// The Swift files linted, in path order (as the project index lists them).
    private var paths: [String] = []
    private var analyses: [String: FileAnalysis] = [:]
    private var generated: Set<String> = []
    private var buffers: [String: String] = [:]
    private var projectFindings: [String: [Finding]] = [:]
    private var skippedForLayers: Set<String> = []
    private var resourceFindings: [String: [Finding]] = [:]
    /// The resources read at the last reload; resource rules read them with the project index.
    private var resources: ResourceIndex = .empty
    private var otherFindings: [String: [Finding]] = [:]
    private var index: ProjectIndex
    /// When and how large each Swift file read from disk was when it was analysed.
    private var stamps: [String: FileStamp] = [:]
    /// The same for the files that `reload()` reads: configuration, manifests, Xcode projects, resources.
    private var projectStamps: [String: FileStamp] = [:]

    /// Loads the project at `root`: configuration, discovery, manifests, resources, every file.
    public init(root: String, preset: Preset? = nil, onlyRules: [String] = []) throws(ConfigurationError) {
        self.root = URL(fileURLWithPath: root).standardizedFileURL.path
        self.preset = preset
        self.onlyRules = onlyRules
        configuration = Configuration(baseDirectory: self.root)
        linter = Linter(configuration: configuration, options: LintOptions(), rules: .none)
        layout = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: self.root)
        index = ProjectIndex(layout: layout, files: [])
        try reload()
    }

    /// Reads the configuration, manifests, Xcode projects and resources again, rediscovers the
    /// files and lints all of them (open buffers still override the disk).
    public func reload() throws(ConfigurationError) {
        configuration = try ConfigurationLoader.load(explicitPath: nil, workingDirectory: root)
        var options = LintOptions()
        options.workingDirectory = root
        options.preset = preset
        options.onlyRules = onlyRules
        linter = try Linter(configuration: configuration, options: options)
        discovered = try Discovery.discover(paths: [], configuration: configuration, workingDirectory: root)
        layout = linter.layout(of: discovered)
        paths = discovered.swiftFiles
        for path in buffers.keys where !paths.contains(path) && isNewFile(path) { paths.append(path) }
        paths.sort()
        analyses = [:]
        generated = []
        for path in paths { analyze(path) }
        resources = linter.readResources(of: discovered)
        otherFindings = Dictionary(grouping: linter.shown(linter.unsuppressibleFindings(of: discovered, resources: resources)), by: \.path)
        runProjectRules()
        try Linter.checkLayerConflicts(index, configuration: configuration)
        projectStamps = projectFileStamps()
    }

    /// Catches up with changes on disk made since the files were read (another process wrote
    /// them): a file whose size or modification time changed is linted again, and the project
    /// rules run again if its summary changed. A changed configuration, manifest or resource,
    /// or a Swift file added or removed, reloads everything. Open buffers keep their text.
    public func refresh() throws(ConfigurationError) {
        let now = try Discovery.discover(paths: [], configuration: configuration, workingDirectory: root)
        guard now.swiftFiles == discovered.swiftFiles, now.manifests == discovered.manifests,
              now.resources.map(\.path) == discovered.resources.map(\.path), projectFileStamps() == projectStamps else {
            try reload()
            return
        }
        var summaryChanged = false
        for path in paths where buffers[path] == nil && FileStamp(path) != stamps[path] {
            let before = analyses[path]?.summary
            analyze(path)
            if before != analyses[path]?.summary { summaryChanged = true }
        }
        if summaryChanged { runProjectRules() }
    }

    /// Sets the unsaved text of a buffer (nil: the buffer closed, so the file on disk counts
    /// again) and lints what it changes. Returns the paths whose findings may have changed: the
    /// buffer's own, and those whose project findings differ.
    @discardableResult
    public func update(_ rawPath: String, text: String?) -> Set<String> {
        let path = Self.standardize(rawPath)
        buffers[path] = text
        let known = analyses[path] != nil
        if !known {
            guard text != nil, isNewFile(path) else { return [path] }
            paths.append(path)
            paths.sort()
        } else if text == nil, !FileManager.default.fileExists(atPath: path), !discovered.swiftFiles.contains(path) {
            paths.removeAll { $0 == path }
            analyses[path] = nil
            return Set([path]).union(runProjectRules())
        }
        let before = analyses[path]?.summary
        analyze(path)
        guard !known || before != analyses[path]?.summary else { return [path] }
        return Set([path]).union(runProjectRules())
    }

    /// The findings to show for one file, after suppression comments, sorted as reports list them.
    public func findings(in rawPath: String) -> [Finding] {
        let path = Self.standardize(rawPath)
        var findings = otherFindings[path] ?? []
        if !generated.contains(path) {
            var raw = (analyses[path]?.findings ?? []).filter { !skippedForLayers.contains($0.ruleID) }
            raw += projectFindings[path] ?? []
            raw += resourceFindings[path] ?? []
            let suppressions = analyses[path]?.suppressions ?? .empty
            findings += linter.shown(FileLinter.applySuppressions(suppressions, to: raw, path: path, rules: linter.rules))
        }
        return findings.sorted(by: Finding.reportOrder)
    }

    /// Every file with a finding, and every Swift file linted.
    public var reportedPaths: [String] {
        Array(Set(paths).union(projectFindings.keys).union(resourceFindings.keys).union(otherFindings.keys)).sorted()
    }

    /// The Swift files linted, in path order.
    public var swiftFiles: [String] { paths }

    /// The text a file is linted as: its unsaved buffer, else what is on disk.
    public func text(of rawPath: String) -> String? {
        let path = Self.standardize(rawPath)
        if let buffer = buffers[path] { return buffer }
        guard case .success(let contents) = AtomicFile.read(path) else { return nil }
        return contents.text
    }

    /// Where a file sits (module, layer, deployment target), as `lint` places it.
    public func placement(of rawPath: String) -> FilePlacement { layout.placement(of: Self.standardize(rawPath)) }

    /// The project index of the last run of the project rules.
    public var projectIndex: ProjectIndex { index }

    /// An absolute path without `.` and `..` components.
    public static func standardize(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// Whether `path` is an unsaved Swift file of the project that discovery could not see yet.
    private func isNewFile(_ path: String) -> Bool {
        path.hasSuffix(".swift") && path.hasPrefix(root + "/") && !FileManager.default.fileExists(atPath: path)
    }

    private func projectFileStamps() -> [String: FileStamp] {
        var files = discovered.manifests + discovered.resources.map(\.path) + layout.xcodeProjects.map(\.path)
        if let configuration = configuration.sourcePath { files.append(configuration) }
        var stamps: [String: FileStamp] = [:]
        for path in files { stamps[path] = FileStamp(path) }
        return stamps
    }

    private func analyze(_ path: String) {
        analysisCount += 1
        stamps[path] = buffers[path] == nil ? FileStamp(path) : nil
        let placement = layout.placement(of: path)
        let text = buffers[path]
        let analysis = text.map { FileLinter.analyze(source: $0, path: path, placement: placement, rules: linter.rules) }
            ?? FileLinter.analyze(path: path, placement: placement, rules: linter.rules)
        analyses[path] = analysis
        if !configuration.lintGenerated, Linter.isGenerated(path, root: layout.rootDirectory, text: text) {
            generated.insert(path)
        } else {
            generated.remove(path)
        }
    }

    /// Runs the project rules on the current summaries; returns the paths whose project findings changed.
    @discardableResult
    private func runProjectRules() -> Set<String> {
        projectRuleRuns += 1
        index = ProjectIndex(layout: layout, files: paths.compactMap { analyses[$0]?.summary })
        let skippedBefore = skippedForLayers
        skippedForLayers = Linter.rulesNeedingLayers(in: linter.rules, index: index, configuration: configuration)
        let checked = Linter.projectRuleFindings(index, resources: resources, rules: linter.rules, skipping: skippedForLayers,
                                                 jobs: linter.options.jobs)
        var found: [String: [Finding]] = [:]
        for finding in checked.project { found[finding.path, default: []].append(finding) }
        var changed = Set(found.keys).union(projectFindings.keys).filter { found[$0] != projectFindings[$0] }
        // The layer rules that are file rules come and go with the project's layers.
        if skippedBefore != skippedForLayers { changed.formUnion(paths) }
        projectFindings = found
        // Resource rules compare the resources with the code (catalog keys the code uses), so
        // they run with the project rules.
        let resourceFound = Dictionary(grouping: linter.shown(checked.resources), by: \.path)
        changed.formUnion(Set(resourceFound.keys).union(resourceFindings.keys).filter { resourceFound[$0] != resourceFindings[$0] })
        resourceFindings = resourceFound
        return changed
    }
}

/// A file's size and modification time, to tell whether it changed since it was read.
struct FileStamp: Equatable {
    let size: UInt64
    let modified: Date

    /// The stamp of the file at `path`; nil when there is none.
    init?(_ path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? UInt64, let modified = attributes[.modificationDate] as? Date else { return nil }
        self.size = size
        self.modified = modified
    }
}
