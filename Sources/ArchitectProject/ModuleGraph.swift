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
}
