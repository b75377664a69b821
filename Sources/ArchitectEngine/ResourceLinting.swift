import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import ArchitectRules
import Foundation

/// How a run reads resource files and reports on them.
extension Linter {
    /// The resource kinds the enabled rules read: those of `resource-invalid` when it is on, and
    /// those of every enabled resource rule. Empty means the run reads no resource at all.
    public static func resourceKinds(for rules: RuleSet) -> Set<ResourceKind> {
        var kinds: Set<ResourceKind> = rules.enabledIDs.contains(ResourceInvalidRule.description.id) ? ResourceInvalidRule.kinds : []
        for rule in rules.resourceRules { kinds.formUnion(type(of: rule).resourceKinds) }
        return kinds
    }

    /// Reads and parses, in parallel, the discovered resources of the kinds the enabled rules read.
    ///
    /// With `cacheRoot` (the project root) and the cache on, large JSON documents whose bytes are
    /// unchanged since the last run come from the `ResourceCache` instead of being parsed again.
    public func readResources(of discovered: DiscoveredFiles, cacheRoot: String? = nil) -> ResourceIndex {
        let kinds = Self.resourceKinds(for: rules)
        let files = kinds.isEmpty ? [] : discovered.resources.filter { kinds.contains($0.kind) }
        guard !files.isEmpty else { return ResourceIndex(outcomes: [], inputDigest: StableHash.Stream().value) }
        guard options.useCache, let cacheRoot else {
            return ResourceIndex(outcomes: ParallelMap.map(count: files.count, jobs: options.jobs) { ResourceReader.read(files[$0]) })
        }
        let cache = ResourceCache(directory: options.cacheDirectory, root: cacheRoot, toolVersion: options.toolVersion)
        let results = ParallelMap.map(count: files.count, jobs: options.jobs) { Self.read(files[$0], cache: cache) }
        var entries: [String: ResourceCache.Entry] = [:]
        var digest = StableHash.Stream()
        for (file, result) in zip(files, results) {
            entries[file.path] = result.entry
            digest.add(file.path)
            digest.add(file.kind.rawValue)
            switch result.read {
            case .success(let hash): digest.add(hash)
            case .failure(let failure): digest.add(failure.reason)
            }
        }
        cache.save(entries)
        return ResourceIndex(outcomes: results.map(\.outcome), inputDigest: digest.value)
    }

    /// Reads one resource through the cache: a large JSON document is looked up by its bytes'
    /// hash and parsed only when it is not stored; `entry` is what to store for it, and `read`
    /// the hash of the bytes read (or why none could be).
    static func read(_ file: ResourceFile, cache: ResourceCache)
        -> (outcome: Result<ParsedResource, ResourceFailure>, entry: ResourceCache.Entry?, read: Result<UInt64, ResourceFailure>) {
        let bytes: [UInt8]
        switch ResourceReader.readBytes(file) {
        case .failure(let failure): return (.failure(failure), nil, .failure(failure))
        case .success(let read): bytes = read
        }
        let hash = StableHash.contents(bytes)
        guard file.kind == .stringCatalog || file.kind == .assetContents, ResourceCache.isWorthCaching(bytes.count) else {
            return (ResourceReader.parse(bytes, as: file), nil, .success(hash))
        }
        if let document = cache.document(for: file.path, contentHash: hash, contentLength: bytes.count) {
            return (.success(ParsedResource(file: file, content: .json(document))),
                    ResourceCache.Entry(contentHash: hash, contentLength: bytes.count, document: document), .success(hash))
        }
        let outcome = ResourceReader.parse(bytes, as: file)
        guard case .success(let resource) = outcome, let document = resource.json else { return (outcome, nil, .success(hash)) }
        return (outcome, ResourceCache.Entry(contentHash: hash, contentLength: bytes.count, document: document), .success(hash))
    }

    /// The findings of the enabled project rules (all but those in `skipped`) and, when
    /// `resources` is given, of the resource rules, each rule on a worker of its own: they only
    /// read the index, and apart they keep every core busy where one rule after another would
    /// keep one. Findings come back in the order of the rules.
    public static func projectRuleFindings(_ project: ProjectIndex, resources: ResourceIndex?, rules: RuleSet,
                                           skipping skipped: Set<String> = [], jobs: Int) -> (project: [Finding], resources: [Finding]) {
        let projectRules = rules.projectRules.filter { !skipped.contains(type(of: $0).description.id) }
        let resourceRules = resources == nil ? [] : rules.resourceRules
        let found = ParallelMap.map(count: projectRules.count + resourceRules.count, jobs: jobs) { position -> [Finding] in
            if position < projectRules.count { return projectRules[position].check(project) }
            return resources.map { resourceRules[position - projectRules.count].check($0, in: project) } ?? []
        }
        return (found.prefix(projectRules.count).flatMap { $0 }, found.dropFirst(projectRules.count).flatMap { $0 })
    }

    /// The `resource-invalid` finding for a resource that could not be used, unless that rule is off.
    public static func resourceInvalidFinding(_ failure: ResourceFailure, rules: RuleSet) -> Finding? {
        let description = ResourceInvalidRule.description
        guard rules.enabledIDs.contains(description.id) else { return nil }
        return Finding(ruleID: description.id, severity: rules.severities[description.id] ?? description.defaultSeverity,
                       impact: description.impact, category: description.category.rawValue, path: failure.path, line: failure.line,
                       column: failure.column, message: ResourceInvalidRule.message(for: failure), fixable: false)
    }
}
