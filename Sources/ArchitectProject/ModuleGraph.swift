import ArchitectCore
import ArchitectSyntax

/// The modules of a project and the dependencies between them, as `graph` draws them.
public struct ModuleGraph: Sendable, Codable, Equatable {
    /// A module: a package target, or a folder mapped to a layer.
    public struct Module: Sendable, Codable, Equatable {
        public let name: String
        /// The layer (`app`, `features`, `domain`, `data`, `designSystem`, `shared`, `tests`), if known.
        public let layer: Layer?
        /// The module's folder, relative to the project root.
        public let path: String
        /// How many Swift files it has.
        public let files: Int

        public init(name: String, layer: Layer?, path: String, files: Int) {
            self.name = name
            self.layer = layer
            self.path = path
            self.files = files
        }
    }

    /// A dependency of one module on another.
    public struct Edge: Sendable, Codable, Equatable {
        /// Where the dependency is declared.
        public enum Kind: String, Sendable, Codable {
            case manifest
            case `import`
        }

        public let from: String
        public let to: String
        public let kind: Kind
        /// Whether a layer rule forbids it.
        public let violation: Bool
        /// The rule that forbids it.
        public let rule: String?

        public init(from: String, to: String, kind: Kind, violation: Bool, rule: String?) {
            self.from = from
            self.to = to
            self.kind = kind
            self.violation = violation
            self.rule = rule
        }
    }

    public var modules: [Module]
    public var edges: [Edge]

    public init(modules: [Module] = [], edges: [Edge] = []) {
        self.modules = modules
        self.edges = edges
    }

    /// The graph without test modules (layer `tests`) and the edges that touch them.
    public func withoutTests() -> ModuleGraph {
        let tests = Set(modules.filter { $0.layer == .tests }.map(\.name))
        guard !tests.isEmpty else { return self }
        return ModuleGraph(modules: modules.filter { !tests.contains($0.name) },
                           edges: edges.filter { !tests.contains($0.from) && !tests.contains($0.to) })
    }
}

/// How a module graph changed since an earlier one: the edges (pairs of modules) and modules
/// that came and went.
public struct ModuleGraphComparison: Sendable, Equatable {
    /// Edges of the new graph whose pair of modules the old one did not have: forbidden ones
    /// first, then by module names.
    public let addedEdges: [ModuleGraph.Edge]
    /// Edges of the old graph whose pair of modules the new one does not have, by module names.
    public let removedEdges: [ModuleGraph.Edge]
    /// Names of modules only the new graph has.
    public let addedModules: [String]
    /// Names of modules only the old graph had.
    public let removedModules: [String]

    /// Compares `new` with `old`.
    public init(old: ModuleGraph, new: ModuleGraph) {
        func key(_ edge: ModuleGraph.Edge) -> String { edge.from + "\u{0}" + edge.to }
        let oldKeys = Set(old.edges.map(key))
        let newKeys = Set(new.edges.map(key))
        func order(_ lhs: ModuleGraph.Edge, _ rhs: ModuleGraph.Edge) -> Bool {
            (lhs.violation ? 0 : 1, lhs.from, lhs.to) < (rhs.violation ? 0 : 1, rhs.from, rhs.to)
        }
        addedEdges = new.edges.filter { !oldKeys.contains(key($0)) }.sorted(by: order)
        removedEdges = old.edges.filter { !newKeys.contains(key($0)) }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        let oldNames = Set(old.modules.map(\.name))
        let newNames = Set(new.modules.map(\.name))
        addedModules = newNames.subtracting(oldNames).sorted()
        removedModules = oldNames.subtracting(newNames).sorted()
    }

    /// The added edges that a layer rule forbids.
    public var addedForbidden: [ModuleGraph.Edge] { addedEdges.filter(\.violation) }
}
