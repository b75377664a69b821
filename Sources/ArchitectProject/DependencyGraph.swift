import ArchitectCore
import ArchitectSyntax

/// One place where a module depends on another: a manifest dependency or an `import`.
public struct DependencyUse: Sendable, Hashable {
    public let from: String
    public let to: String
    public let kind: ModuleGraph.Edge.Kind
    /// The file the dependency is written in (`Package.swift` or a Swift file).
    public let path: String
    /// The dependency string or the `import` keyword.
    public let location: SourcePoint
}

extension ProjectIndex {
    /// Every project module: package targets, folder modules of loose files, imported targets
    /// of local packages that are depended on by path but not linted, and imported modules
    /// named exactly as a layer (a `Domain` module outside the linted paths). Wildcard
    /// patterns are not used for imports, so `import FeatureFlags` from a package is not a feature.
    public var moduleNames: Set<String> {
        var names = Set<String>()
        for manifest in layout.manifests.values {
            for target in manifest.targets where target.kind != .plugin && target.kind != .binary { names.insert(target.name) }
        }
        for placement in placements.values { if let module = placement.module { names.insert(module) } }
        if !layout.referencedModules.isEmpty {
            // Targets of packages that are not linted count once a linted file imports them.
            let imported = Set(files.flatMap { $0.imports.map(\.module) })
            names.formUnion(layout.referencedModules.intersection(imported))
        }
        for file in files {
            for item in file.imports where layout.layer(ofExactName: item.module) != nil { names.insert(item.module) }
        }
        return names
    }

    /// Every dependency between project modules, with where it is written.
    public var dependencyUses: [DependencyUse] {
        let modules = moduleNames
        var uses: [DependencyUse] = []
        for manifest in layout.manifests.values.sorted(by: { $0.path < $1.path }) {
            for target in manifest.targets where modules.contains(target.name) {
                for dependency in target.dependencies where modules.contains(dependency.name) && dependency.name != target.name {
                    uses.append(DependencyUse(from: target.name, to: dependency.name, kind: .manifest, path: manifest.path, location: dependency.location))
                }
            }
        }
        for file in files {
            guard let module = placements[file.path]?.module else { continue }
            for item in file.imports where modules.contains(item.module) && item.module != module {
                uses.append(DependencyUse(from: module, to: item.module, kind: .import, path: file.path, location: item.location))
            }
        }
        return uses
    }

    /// The module graph, with forbidden edges marked by `LayerPolicy` and labelled with the rule
    /// that `ruleID` names for their breach.
    public func moduleGraph(ruleID: (LayerBreach) -> String) -> ModuleGraph {
        let root = layout.rootDirectory
        func relative(_ path: String) -> String {
            path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        var fileCounts: [String: Int] = [:]
        var folders: [String: String] = [:]
        for file in files {
            guard let module = placements[file.path]?.module else { continue }
            fileCounts[module, default: 0] += 1
            if folders[module] == nil, let range = file.path.range(of: "/" + module + "/") {
                folders[module] = relative(String(file.path[..<range.upperBound].dropLast()))
            }
        }
        for manifest in layout.manifests.values {
            for target in manifest.targets { folders[target.name] = relative(manifest.rootDirectory + "/" + target.sourceFolder) }
        }
        let modules = moduleNames.sorted().map { name in
            ModuleGraph.Module(name: name, layer: layout.layer(ofModule: name), path: folders[name] ?? "", files: fileCounts[name] ?? 0)
        }
        // One edge per pair of modules: declared in a manifest when any manifest declares it,
        // else import-only.
        var edges: [ModuleGraph.Edge] = []
        var positions: [String: Int] = [:]
        for use in dependencyUses.sorted(by: { ($0.from, $0.to, $0.kind.rawValue) < ($1.from, $1.to, $1.kind.rawValue) }) {
            let key = use.from + "\u{0}" + use.to
            if let position = positions[key] {
                if use.kind == .manifest, edges[position].kind != .manifest {
                    let edge = edges[position]
                    edges[position] = ModuleGraph.Edge(from: edge.from, to: edge.to, kind: .manifest, violation: edge.violation, rule: edge.rule)
                }
                continue
            }
            let rule = LayerPolicy.breach(from: layout.layer(ofModule: use.from), to: layout.layer(ofModule: use.to)).map(ruleID)
            positions[key] = edges.count
            edges.append(ModuleGraph.Edge(from: use.from, to: use.to, kind: use.kind, violation: rule != nil, rule: rule))
        }
        return ModuleGraph(modules: modules, edges: edges)
    }
}
