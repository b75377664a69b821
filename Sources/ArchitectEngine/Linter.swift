import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import ArchitectRules
import Foundation
import SwiftSyntax

/// The outcome of a lint run.
public struct LintResult: Sendable {
    /// Findings after suppression, sorted by file, line, column and rule.
    public var findings: [Finding]
    /// How many Swift files were linted.
    public var fileCount: Int
    /// Wall-clock time of the run.
    public var seconds: Double
    /// The project index the run built (layout, summaries, module graph).
    public var index: ProjectIndex
    /// Enabled rules that were skipped because the project is not sorted into layers (see
    /// `RuleDescription.needsLayers`).
    public var skippedForLayers: [String] = []
    /// The resource files the run read (only the kinds its enabled rules need; empty when none
    /// does), for project rules to combine with `index`.
    public var resources: ResourceIndex = .empty
    /// The iOS deployment target the run assumed (the preset's) for the files that have none in
    /// the configuration or the project, and how many files those were; nil when none was assumed.
    public var assumedIOSTarget: (version: Version, files: Int)? = nil
    /// Each linted Swift file's analysis, by path, for a later run to reuse where the file has
    /// not changed since (`Linter.run(overriding:parsed:reusing:)`).
    public var analyses: [String: FileAnalysis] = [:]
    /// How long each phase of the run took, in the order they ran (`lint --timings`).
    public var phases: [(name: String, seconds: Double)] = []
}

/// Wall-clock laps of a run's phases.
struct PhaseTimer {
    private(set) var phases: [(name: String, seconds: Double)] = []
    private var last = Date()

    /// Records the time since the previous lap (or the start) under `name`.
    mutating func lap(_ name: String) {
        let now = Date()
        phases.append((name, now.timeIntervalSince(last)))
        last = now
    }
}

/// Options of one run, as given on the command line.
public struct LintOptions: Sendable {
    public var paths: [String] = []
    public var preset: Preset?
    public var onlyRules: [String] = []
    public var jobs: Int = ParallelMap.defaultJobs
    public var workingDirectory: String = FileManager.default.currentDirectoryPath
    /// Whether per-file results are reused from, and saved to, the cache.
    public var useCache = false
    /// Where the cache lives.
    public var cacheDirectory = AnalysisCache.defaultDirectory
    /// The version cached results are tied to.
    public var toolVersion = "dev"
    /// Called once for each Swift file analysed, from any thread, with the number of files in
    /// the run (the command line draws its progress line from it).
    public var progress: (@Sendable (_ total: Int) -> Void)?

    public init() {}
}

/// Runs the whole pipeline: discover, parse in parallel, run rules, suppress.
public struct Linter: Sendable {
    public let configuration: Configuration
    public let options: LintOptions
    public let rules: RuleSet

    public init(configuration: Configuration, options: LintOptions) throws(ConfigurationError) {
        self.configuration = configuration
        self.options = options
        self.rules = try RuleSet.resolve(configuration: configuration, preset: options.preset, only: options.onlyRules)
    }

    /// A linter that runs exactly `rules` (for example none, to build only the project index).
    public init(configuration: Configuration, options: LintOptions, rules: RuleSet) {
        self.configuration = configuration
        self.options = options
        self.rules = rules
    }

    /// The folder above which manifests are not looked for: the configuration file's folder,
    /// else the enclosing git checkout, else the working directory.
    public func projectBoundary() -> String {
        if configuration.sourcePath != nil { return configuration.baseDirectory }
        var directory = URL(fileURLWithPath: options.workingDirectory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(".git").path) { return directory.path }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return options.workingDirectory }
            directory = parent
        }
    }

    /// Fails when a module of the project is taken by the wildcard patterns of two layers and
    /// the configuration set at least one of them: the user must say which layer it is.
    public static func checkLayerConflicts(_ index: ProjectIndex, configuration: Configuration) throws(ConfigurationError) {
        for name in index.moduleNames.sorted() {
            guard let conflict = index.layout.layerConflict(ofModule: name) else { continue }
            let (first, second) = conflict
            throw ConfigurationError("\(configuration.sourcePath ?? "configuration"): module '\(name)' is matched by two layers, "
                + "'\(first.layer.rawValue)' (pattern '\(first.pattern)') and '\(second.layer.rawValue)' (pattern '\(second.pattern)'); "
                + "list '\(name)' by its exact name in the layer it belongs to")
        }
    }

    /// The folder the project's paths are relative to: the configuration file's, else the
    /// working directory (`ProjectLayout.rootDirectory`).
    var projectRoot: String {
        configuration.sourcePath == nil ? options.workingDirectory : configuration.baseDirectory
    }

    /// The layout files are placed with: manifests looked for up to the project boundary, and
    /// the preset's assumed iOS target when nothing else gives one. With the cache on, manifests
    /// and Xcode projects that did not change since the last run are taken as that run parsed
    /// them (`LayoutCache`).
    public func layout(of discovered: DiscoveredFiles) -> ProjectLayout {
        let root = projectRoot
        let cacheKey = LayoutCache.key(root: root, toolVersion: options.toolVersion)
        let parses = options.useCache ? LayoutCache.memo(directory: options.cacheDirectory, key: cacheKey) : LayoutParseMemo()
        let layout = ProjectLayout.load(files: discovered.swiftFiles, manifestPaths: discovered.manifests, configuration: configuration,
                                        rootDirectory: root, searchBoundary: projectBoundary(),
                                        fallbackIOSTarget: (options.preset ?? configuration.preset).assumedIOSTarget, parses: parses)
        if options.useCache { LayoutCache.save(parses, directory: options.cacheDirectory, key: cacheKey) }
        return layout
    }

    /// Lints every file under the given paths.
    ///
    /// A file whose absolute path is a key of `texts` is linted as that text instead of what is
    /// on disk (and bypasses the cache), from its parse in `trees` when one is given: `fix` lints
    /// its rewrites this way, so that a dry run reports exactly what a real run does after
    /// writing them, and a large rewritten file is not parsed a third time. A file in `previous`
    /// and not in `texts` is not analysed again: its analysis from an earlier run of the same
    /// linter over the same text is taken as it is (`fix` lints before and after rewriting, and
    /// most files are not rewritten). `resources`, when given, stands for the resource files as
    /// an earlier run read them (a rewrite of Swift files leaves them as they were).
    public func run(overriding texts: [String: String] = [:], parsed trees: [String: SourceFileSyntax] = [:],
                    reusing previous: [String: FileAnalysis] = [:], resources previousResources: ResourceIndex? = nil) throws(ConfigurationError) -> LintResult {
        let start = Date()
        var timer = PhaseTimer()
        // The cache file is read while the files are found and placed.
        let rules = self.rules
        let cacheOpening = options.useCache
            ? ParallelMap.background { [options, projectRoot] in
                AnalysisCache(directory: options.cacheDirectory, root: projectRoot,
                              rulesFingerprint: AnalysisCache.fingerprint(of: rules), toolVersion: options.toolVersion)
            }
            : nil
        let discovered = try Discovery.discover(paths: options.paths, configuration: configuration, workingDirectory: options.workingDirectory)
        timer.lap("discovery")
        let layout = layout(of: discovered)
        timer.lap("layout")
        // The resource files need nothing of the Swift files': they are read meanwhile.
        let resourcesRead = previousResources == nil
            ? ParallelMap.background { [self] in readResources(of: discovered, cacheRoot: layout.rootDirectory) } : nil
        let files = discovered.swiftFiles
        let cache = cacheOpening?.wait()
        let skipGenerated = !configuration.lintGenerated
        let root = layout.rootDirectory
        let progress = options.progress
        // Generated files are summarised for the project index (their types exist) but nothing
        // is reported in them, unless the configuration says `lintGenerated`. Whether a file is
        // generated is read from the bytes read for linting it.
        let results = ParallelMap.map(count: files.count, jobs: options.jobs) { index -> FileOutcome in
            defer { progress?(files.count) }
            let path = files[index]
            let placement = layout.placement(of: path)
            if let text = texts[path] {
                return FileOutcome(analysis: FileLinter.analyze(textOf: path, source: text, parsed: trees[path], placement: placement, rules: rules),
                                   placement: placement, isGenerated: skipGenerated && Self.isGenerated(path, root: root, text: text))
            }
            if let analysis = previous[path] {
                return FileOutcome(analysis: analysis, placement: placement, isGenerated: skipGenerated && Self.isGenerated(path, root: root, text: nil))
            }
            guard let data = FileSystemName.contents(atPath: path) else {
                return FileOutcome(analysis: FileLinter.analyze(path: path, placement: placement, rules: rules), placement: placement,
                                   isGenerated: skipGenerated && Self.isGenerated(path, root: root, bytes: Data()))
            }
            let isGenerated = skipGenerated && Self.isGenerated(path, root: root, bytes: data)
            guard let cache else {
                return FileOutcome(analysis: FileLinter.analyze(data: data, path: path, placement: placement, rules: rules), placement: placement, isGenerated: isGenerated)
            }
            let contentHash = data.withUnsafeBytes { StableHash.contents($0) }
            let placementKey = AnalysisCache.placementKey(placement)
            let cached = cache.analysis(for: path, contentHash: contentHash, contentLength: data.count, placementKey: placementKey)
            let analysis = cached ?? FileLinter.analyze(data: data, path: path, placement: placement, rules: rules)
            let stamp = AnalysisCache.Stamp(contentHash: contentHash, contentLength: data.count, placementKey: placementKey)
            return FileOutcome(analysis: analysis, entry: AnalysisCache.Entry(stamp: stamp, analysis: analysis, fromCache: cached != nil),
                               placement: placement, isGenerated: isGenerated)
        }
        timer.lap("files")
        let generatedPaths = Set(zip(files, results).filter(\.1.isGenerated).map(\.0))
        let analyses = results.map(\.analysis)
        if let cache {
            var entries: [String: AnalysisCache.Entry] = [:]
            for (path, result) in zip(files, results) { entries[path] = result.entry }
            cache.save(entries)
            timer.lap("cache")
        }
        var placements: [String: FilePlacement] = [:]
        for (path, result) in zip(files, results) { placements[path] = result.placement }
        var index = ProjectIndex(layout: layout, files: analyses.compactMap(\.summary), known: placements)
        index.outsideFiles = outsideSummaries(linted: files, layout: layout)
        timer.lap("index")
        try Self.checkLayerConflicts(index, configuration: configuration)
        let skipped = Self.rulesNeedingLayers(in: rules, index: index, configuration: configuration)
        var rawFindings: [String: [Finding]] = [:]
        for analysis in analyses {
            for finding in analysis.findings where !skipped.contains(finding.ruleID) { rawFindings[finding.path, default: []].append(finding) }
        }
        let resources = previousResources ?? resourcesRead?.wait() ?? .empty
        timer.lap("resources (wait)")
        let checked: (project: [Finding], resources: [Finding])
        let hasProjectRules = !rules.projectRules.isEmpty || !rules.resourceRules.isEmpty
        let projectCache = hasProjectRules ? cache.map { ProjectFindingsCache(directory: options.cacheDirectory, key: $0.key) } : nil
        let inputs = texts.isEmpty && previous.isEmpty && previousResources == nil && index.outsideFiles.isEmpty
            ? Self.projectInputDigest(layout: layout, resources: resources, files: files, outcomes: results) : nil
        if let projectCache, let inputs, let stored = projectCache.findings(for: inputs) {
            checked = stored
            projectCache.markUsed()
        } else {
            checked = Self.projectRuleFindings(index, resources: resources, rules: rules, skipping: skipped, jobs: options.jobs)
            if let projectCache, let inputs {
                projectCache.save(digest: inputs, reads: index.disk.recorded, project: checked.project, resources: checked.resources)
            }
        }
        for finding in checked.project + checked.resources { rawFindings[finding.path, default: []].append(finding) }
        timer.lap("project rules")
        var suppressionsByPath: [String: SuppressionMap] = [:]
        for (path, analysis) in zip(files, analyses) { suppressionsByPath[path] = analysis.suppressions }
        var findings: [Finding] = []
        // File by file in path order, each file's findings sorted by place: the final sort in
        // report order then finds them in order already and only checks (one comparison each).
        for path in Set(rawFindings.keys).union(suppressionsByPath.keys).sorted() where !generatedPaths.contains(path) {
            let map = suppressionsByPath[path] ?? .empty
            findings += FileLinter.applySuppressions(map, to: rawFindings[path] ?? [], path: path, rules: rules).sorted(by: Finding.orderWithinFile)
        }
        findings += unsuppressibleFindings(of: discovered, resources: resources)
        findings = shown(findings)
        findings.sort(by: Finding.reportOrder)
        timer.lap("suppressions")
        var result = LintResult(findings: findings, fileCount: files.count, seconds: Date().timeIntervalSince(start), index: index,
                                skippedForLayers: skipped.sorted(), resources: resources)
        result.phases = timer.phases
        let assumedCount = results.filter(\.placement.iOSTargetIsAssumed).count
        if assumedCount > 0 { result.assumedIOSTarget = (layout.fallbackIOSTarget, assumedCount) }
        result.analyses = Dictionary(zip(files, analyses), uniquingKeysWith: { first, _ in first })
        return result
    }

    /// A digest of everything the project and resource rules read apart from the disk reads they
    /// make themselves: the layout's inputs, the resources' bytes, and each Swift file's path,
    /// content and placement (whose summary the index holds). Nil when a file's content is not
    /// known by its hash (the cache is off, or the file could not be read).
    private static func projectInputDigest(layout: ProjectLayout, resources: ResourceIndex, files: [String], outcomes: [FileOutcome]) -> UInt64? {
        guard let resourceDigest = resources.inputDigest else { return nil }
        var stream = StableHash.Stream()
        stream.add(layout.inputDigest)
        stream.add(resourceDigest)
        // In discovery's order, which is sorted: the same files always give the same digest.
        for (path, outcome) in zip(files, outcomes) {
            guard let stamp = outcome.entry?.stamp else { return nil }
            stream.add(path)
            stream.add(stamp.contentHash)
            stream.add(UInt64(stamp.contentLength))
            stream.add(stamp.placementKey)
        }
        return stream.value
    }

    /// On a run over some paths only, with a `WholeProjectRule` enabled: the summaries of the
    /// project's Swift files the run does not lint, walked by those rules' syntax halves alone
    /// (their findings dropped), so that such a rule still judges the whole project.
    func outsideSummaries(linted: [String], layout: ProjectLayout) -> [FileSummary] {
        // A run over the project's folder itself lints every file of the project already.
        let root = URL(fileURLWithPath: layout.rootDirectory).standardizedFileURL.path
        let coversRoot = options.paths.contains { path in
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: options.workingDirectory, isDirectory: true)).standardizedFileURL.path == root
        }
        guard !options.paths.isEmpty, !coversRoot else { return [] }
        // Asked only now: a cast to a protocol existential is slow, and most runs cover the root.
        let whole = rules.projectRules.filter { $0 is any WholeProjectRule }
        guard !whole.isEmpty,
              let discovered = try? Discovery.discover(paths: [layout.rootDirectory], configuration: configuration, workingDirectory: options.workingDirectory)
        else { return [] }
        let known = Set(linted)
        let others = discovered.swiftFiles.filter { !known.contains($0) }
        guard !others.isEmpty else { return [] }
        let syntaxHalves = whole.compactMap { $0 as? any SyntaxRule }
        let subset = RuleSet(syntaxRules: syntaxHalves, enabledIDs: Set(syntaxHalves.map { type(of: $0).description.id }), severities: rules.severities)
        return ParallelMap.map(count: others.count, jobs: options.jobs) { position -> FileSummary? in
            FileLinter.analyze(path: others[position], placement: layout.placement(of: others[position]), rules: subset).summary
        }.compactMap { $0 }
    }

    /// What the run learnt of one Swift file.
    private struct FileOutcome: Sendable {
        let analysis: FileAnalysis
        /// What to store in the cache for it (nil when the cache is off or the text was given).
        var entry: AnalysisCache.Entry? = nil
        let placement: FilePlacement
        let isGenerated: Bool
    }

    /// Whether nothing is to be reported in the file at `path`, judged from its name and the
    /// bytes already read of it.
    static func isGenerated(_ path: String, root: String, bytes: Data) -> Bool {
        isGeneratedPath(path, root: root) || GeneratedCode.hasGeneratedHeader(utf8: [UInt8](bytes.prefix(GeneratedCode.headerLimit)))
    }

    /// Whether a file's place in the project (`root` is the project folder) marks it generated.
    private static func isGeneratedPath(_ path: String, root: String) -> Bool {
        GeneratedCode.isGeneratedPath(PathText.relative(path, to: root))
    }

    /// Whether nothing is to be reported in the file at `path` (`root` is the project folder):
    /// a generated folder or name, or a generator's notice at the top of `text` (read from disk
    /// when nil). Its declarations still count for the project index.
    public static func isGenerated(_ path: String, root: String, text: String?) -> Bool {
        if isGeneratedPath(path, root: root) { return true }
        if let text { return GeneratedCode.hasGeneratedHeader(text) }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: GeneratedCode.headerLimit)) ?? Data()
        return GeneratedCode.hasGeneratedHeader(utf8: [UInt8](head))
    }

    /// The findings no suppression comment can hide: files that could not be read
    /// (`io-unreadable`) and resources that could not be used (`resource-invalid`).
    public func unsuppressibleFindings(of discovered: DiscoveredFiles, resources: ResourceIndex) -> [Finding] {
        var findings: [Finding] = []
        for (path, reason) in discovered.unreadable {
            if let finding = FileLinter.unreadableFinding(path: path, reason: reason, rules: rules) { findings.append(finding) }
        }
        return findings + resources.failures.compactMap { Self.resourceInvalidFinding($0, rules: rules) }
    }

    /// `findings` with the IDs the run shows (the preset's, or the name given with `--rule`).
    public func shown(_ findings: [Finding]) -> [Finding] {
        guard !rules.displayIDs.isEmpty else { return findings }
        var findings = findings
        for index in findings.indices { findings[index].displayID = rules.displayIDs[findings[index].ruleID] }
        return findings
    }

    /// The enabled rules that check the layer contract, when the project has no layers to check:
    /// no module of the Domain layer and no `layers` in the configuration.
    public static func rulesNeedingLayers(in rules: RuleSet, index: ProjectIndex, configuration: Configuration) -> Set<String> {
        let layered = !configuration.layers.isEmpty || index.placements.values.contains { $0.layer == .domain }
        guard !layered else { return [] }
        return Set(rules.enabledIDs.filter { Registry.catalog.description(for: $0)?.needsLayers == true })
    }
}
