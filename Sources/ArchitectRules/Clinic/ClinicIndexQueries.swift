import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Questions the clinic and layer project rules ask of the declaration index.
///
/// Candidates for a shared home once rules of other groups need them.
enum ClinicIndexQueries {
    /// The protocols that make a type equatable.
    static let equatableNames: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// Every name a type reaches through inheritance: its own clause, its extensions, and,
    /// transitively, the clauses of the project's protocols and classes it names.
    ///
    /// Names the project does not declare (`Sendable`, `Codable`, `NSObject`) are included but
    /// not followed, so `LocalizedError` does not bring in `Error`.
    static func conformances(of name: String, in project: ProjectIndex) -> Set<String> {
        // Asked for every type by several rules; remembered per name for the index.
        project.memo.value(Conformances.self, name) { conformanceClosure(of: name, in: project) }
    }

    /// The key of `conformances(of:in:)` answers in `ProjectIndex.memo`.
    private enum Conformances {}

    private static func conformanceClosure(of name: String, in project: ProjectIndex) -> Set<String> {
        var result = Set<String>()
        var visited = Set<String>()
        var queue = [name]
        while let current = queue.popLast() {
            guard visited.insert(current).inserted else { continue }
            let direct = project.declarations(of: current).flatMap(\.type.inherited)
                + project.extensions(of: current).flatMap(\.extensionSummary.inherited)
            for inherited in direct {
                result.insert(inherited)
                if let kind = project.kind(of: inherited), kind == .protocol || kind == .class { queue.append(inherited) }
            }
        }
        return result
    }

    /// The protocols among the names `entry` inherits, directly or transitively, that satisfy `matches`.
    ///
    /// A name counts when the project declares it as a protocol, or when it is undeclared and cannot
    /// be a superclass (the conformer is not a class, or the name is not first in its clause).
    static func protocols(of entry: ProjectIndex.TypeEntry, in project: ProjectIndex, where matches: (String) -> Bool) -> [String] {
        let firstInherited = entry.type.kind == .class ? entry.type.inherited.first : nil
        return conformances(of: entry.type.name, in: project).filter { name in
            guard matches(name) else { return false }
            switch project.kind(of: name) {
            case .protocol?: return true
            case nil: return project.declarations(of: name).isEmpty && name != firstInherited
            default: return false
            }
        }.sorted()
    }

    /// Protocols that describe the shape of data rather than a service.
    static let dataShapeNames: Set<String> = equatableNames.union(["Identifiable", "Codable", "Encodable", "Decodable"])

    /// Whether a project protocol describes data (it refines `Hashable`, `Identifiable`, `Codable`
    /// and the like, directly or through other project protocols) rather than a dependency.
    static func isDataShapeProtocol(_ name: String, in project: ProjectIndex) -> Bool {
        !conformances(of: name, in: project).isDisjoint(with: dataShapeNames)
    }

    /// Whether a type entry is production code: not in a test file and not inside `#if DEBUG`.
    static func isProduction(_ entry: ProjectIndex.TypeEntry) -> Bool {
        !entry.placement.isTestFile && !entry.type.isDebugOnly
    }

    /// The folders of `path` below the project root, without the file name.
    static func relativeFolders(of path: String, root: String) -> [String] {
        let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        return relative.split(separator: "/").dropLast().map(String.init)
    }

    /// How a module is named in messages: `'Orders' (features)`.
    static func label(module: String?, layer: Layer?) -> String {
        "'\(module ?? "?")' (\(layer?.rawValue ?? "unknown layer"))"
    }

    /// The start of a file, where findings about a whole module are reported.
    static let fileStart = SourcePoint(line: 1, column: 1)
}
