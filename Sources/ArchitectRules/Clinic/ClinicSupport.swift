import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Shared knowledge of the clinic project rules.
enum ClinicSupport {
    /// Apple's own modules, which any layer may import unless a rule says otherwise.
    static var appleModules: Set<String> { AppleModules.all }

    /// The rule that reports each kind of layer breach.
    static func rule(for breach: LayerBreach) -> any ProjectRule.Type {
        switch breach {
        case .siblingFeature: ClinicFeatureNoSiblingImportRule.self
        case .featureDependency: ClinicFeatureImportAllowlistRule.self
        case .domainDependency: LayerDependencyRule.self
        case .convergence: ClinicAppSoleConvergenceRule.self
        }
    }

    /// The project's module graph, its forbidden edges labelled with the IDs of their rules.
    static func moduleGraph(of project: ProjectIndex) -> ModuleGraph {
        project.moduleGraph { rule(for: $0).description.id }
    }

    /// One finding per forbidden dependency (a pair of modules) that `LayerPolicy` finds to be
    /// `breach`, at the place `representatives` picks.
    static func forbiddenDependencyFindings(of rule: some ProjectRule, breach: LayerBreach, in project: ProjectIndex,
                                            message: (DependencyUse, String, String) -> String) -> [Finding] {
        let layout = project.layout
        let forbidden = project.dependencyUses.filter { use in
            LayerPolicy.breach(from: layout.layer(ofModule: use.from), to: layout.layer(ofModule: use.to)) == breach
        }
        return representatives(of: forbidden).map { site in
            let use = site.use
            let text = message(use, layout.layer(ofModule: use.from)?.rawValue ?? "?", layout.layer(ofModule: use.to)?.rawValue ?? "?")
            return rule.finding(use.path, use.location, noting(site.otherFiles, in: text))
        }
    }

    /// One use per (from, to) pair, at a place that does not depend on which Swift files were
    /// linted when it can: the dependency in `Package.swift` when the manifest declares it, else
    /// the first `import` in path order. `otherFiles` counts the further files that import it.
    static func representatives(of uses: [DependencyUse]) -> [(use: DependencyUse, otherFiles: Int)] {
        var order: [String] = []
        var groups: [String: [DependencyUse]] = [:]
        for use in uses {
            let key = use.from + "\u{0}" + use.to
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(use)
        }
        return order.compactMap { key in
            guard let group = groups[key] else { return nil }
            let importFiles = Set(group.filter { $0.kind == .import }.map(\.path))
            let manifestUse = group.filter { $0.kind == .manifest }.min { ($0.path, $0.location.line) < ($1.path, $1.location.line) }
            if let manifestUse { return (manifestUse, 0) }
            guard let first = group.min(by: { ($0.path, $0.location.line, $0.location.column) < ($1.path, $1.location.line, $1.location.column) }) else { return nil }
            return (first, importFiles.count - 1)
        }
    }

    /// `message` with a note that further files import the same module, before its full stop.
    static func noting(_ otherFiles: Int, in message: String) -> String {
        guard otherFiles > 0 else { return message }
        let body = message.hasSuffix(".") ? String(message.dropLast()) : message
        return body + " (also imported in \(otherFiles) other file\(otherFiles == 1 ? "" : "s"))."
    }

    /// One place per (module, third-party module) pair among the imports of production files in
    /// `layer` that name neither a project module nor one of `known` (Apple's modules and
    /// configured names): the product dependency in the module's `Package.swift` target when the
    /// manifest declares it, else the first importing file in path order.
    static func thirdPartyDependencies(in project: ProjectIndex, layer: Layer, known: Set<String>) -> [(module: String, dependency: String, path: String, location: SourcePoint, otherFiles: Int)] {
        let projectModules = project.moduleNames
        var order: [String] = []
        var sites: [String: (module: String, dependency: String, path: String, location: SourcePoint, files: Int)] = [:]
        for file in project.files {
            guard let placement = project.placements[file.path], placement.layer == layer, !placement.isTestFile,
                  let module = placement.module else { continue }
            var seen = Set<String>()
            for item in file.imports where !projectModules.contains(item.module) && !known.contains(item.module) && seen.insert(item.module).inserted {
                let key = module + "\u{0}" + item.module
                if let site = sites[key] {
                    sites[key]?.files = site.files + 1
                } else {
                    order.append(key)
                    sites[key] = (module, item.module, file.path, item.location, 1)
                }
            }
        }
        let targets = manifestTargets(in: project)
        return order.compactMap { key in
            guard let site = sites[key] else { return nil }
            if let (manifest, target) = targets[site.module],
               let dependency = target.dependencies.first(where: { $0.name == site.dependency }) {
                return (site.module, site.dependency, manifest.path, dependency.location, 0)
            }
            return (site.module, site.dependency, site.path, site.location, site.files - 1)
        }
    }

    /// Each package target by name, with its manifest (the first manifest in path order wins).
    static func manifestTargets(in project: ProjectIndex) -> [String: (ManifestSummary, TargetSummary)] {
        var result: [String: (ManifestSummary, TargetSummary)] = [:]
        for manifest in project.layout.manifests.values.sorted(by: { $0.path < $1.path }) {
            for target in manifest.targets where result[target.name] == nil { result[target.name] = (manifest, target) }
        }
        return result
    }

    /// How a dependency is written, for messages: "imports" or "depends on … in Package.swift".
    static func verb(_ use: DependencyUse) -> String {
        use.kind == .import ? "imports" : "depends in Package.swift on"
    }
}
