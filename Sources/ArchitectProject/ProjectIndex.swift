import ArchitectCore
import ArchitectSyntax
import Foundation

/// The merged, immutable picture of a project that project rules query.
public struct ProjectIndex: Sendable {
    /// Packages, modules and layers.
    public let layout: ProjectLayout
    /// One summary per linted Swift file, sorted by path.
    public let files: [FileSummary]
    /// Where each file sits, by path.
    public let placements: [String: FilePlacement]
    /// On a run over some paths only: the summaries of the project's other Swift files, for
    /// `WholeProjectRule`s (empty otherwise). Nothing is reported in them.
    public var outsideFiles: [FileSummary] = []
    /// Answers that project rules work out from this index, shared by the rules (which run side
    /// by side) and computed once per index (see `ProjectMemo`).
    public let memo = ProjectMemo()
    /// What the project rules read of the disk themselves (folder listings, kinds of paths),
    /// recorded: rules read the disk through it and never through `FileManager`.
    public let disk = DiskReads()
    private let typesByName: [String: [TypeEntry]]
    private let extensionsByName: [String: [ExtensionEntry]]
    /// Every type declaration in the project, by name and then in file order (many project
    /// rules go through them all, so they are sorted once).
    public let allTypes: [TypeEntry]

    /// A type declaration with the file it is in. A class, so that the project rules' loops over
    /// every type copy one reference per entry, not a whole file summary.
    public final class TypeEntry: Sendable {
        public let type: TypeSummary
        public let file: FileSummary
        public let placement: FilePlacement

        init(type: TypeSummary, file: FileSummary, placement: FilePlacement) {
            self.type = type
            self.file = file
            self.placement = placement
        }
    }

    /// An extension with the file it is in (a class, as `TypeEntry` is).
    public final class ExtensionEntry: Sendable {
        public let extensionSummary: ExtensionSummary
        public let file: FileSummary
        public let placement: FilePlacement

        init(extensionSummary: ExtensionSummary, file: FileSummary, placement: FilePlacement) {
            self.extensionSummary = extensionSummary
            self.file = file
            self.placement = placement
        }
    }

    /// An index of `files` placed by `layout`. `known` holds placements the caller has already
    /// worked out with the same layout (the linter places every file before linting it); the
    /// files it does not hold are placed here.
    public init(layout: ProjectLayout, files: [FileSummary], known: [String: FilePlacement] = [:]) {
        self.layout = layout
        self.files = files.sorted { $0.path < $1.path }
        var placements: [String: FilePlacement] = [:]
        var types: [String: [TypeEntry]] = [:]
        var extensions: [String: [ExtensionEntry]] = [:]
        for file in self.files {
            let placement = known[file.path] ?? layout.placement(of: file.path)
            placements[file.path] = placement
            for type in file.types { types[type.name, default: []].append(TypeEntry(type: type, file: file, placement: placement)) }
            for item in file.extensions {
                extensions[item.baseName, default: []].append(ExtensionEntry(extensionSummary: item, file: file, placement: placement))
            }
        }
        self.placements = placements
        self.typesByName = types
        self.extensionsByName = extensions
        self.allTypes = types.keys.sorted().flatMap { types[$0] ?? [] }
    }

    /// The index of the linted files together with `outsideFiles`: the whole project.
    public var wholeProject: ProjectIndex {
        outsideFiles.isEmpty ? self : ProjectIndex(layout: layout, files: files + outsideFiles, known: placements)
    }

    /// Every declaration of a type with this (unqualified) name.
    public func declarations(of name: String) -> [TypeEntry] {
        typesByName[name] ?? []
    }

    /// The kind of a type, when exactly one kind is declared under that name.
    public func kind(of name: String) -> TypeSummary.Kind? {
        let kinds = Set(declarations(of: name).map(\.type.kind))
        return kinds.count == 1 ? kinds.first : nil
    }

    /// The extensions of a type.
    public func extensions(of name: String) -> [ExtensionEntry] {
        extensionsByName[name] ?? []
    }

    /// Whether `name` conforms to `protocolName` in its declaration or through an extension.
    public func conforms(_ name: String, to protocolName: String) -> Bool {
        declarations(of: name).contains { $0.type.inherited.contains(protocolName) }
            || extensions(of: name).contains { $0.extensionSummary.inherited.contains(protocolName) }
    }

    /// Whether `name` reaches `target` through what it inherits, in its declarations or its
    /// extensions: directly, through a protocol that refines `target`, or through a superclass the
    /// project declares (`final class Search: SearchObservable` with
    /// `protocol SearchObservable: ObservableObject` reaches `ObservableObject`).
    public func inherits(_ name: String, from target: String) -> Bool {
        var seen: Set<String> = [name]
        var pending = [name]
        while let current = pending.popLast() {
            let parents = declarations(of: current).flatMap(\.type.inherited) + extensions(of: current).flatMap(\.extensionSummary.inherited)
            for parent in parents {
                if parent == target { return true }
                if seen.insert(parent).inserted { pending.append(parent) }
            }
        }
        return false
    }

    /// Whether a type is declared `@Observable`.
    public func isObservable(_ name: String) -> Bool {
        declarations(of: name).contains { $0.type.attributes.contains("Observable") }
    }

    /// Types in test files that conform to `protocolName` and whose name starts with `prefix`.
    public func testDoubles(of protocolName: String, prefix: String = "Mock") -> [TypeEntry] {
        allTypes.filter { entry in
            entry.placement.isTestFile && entry.type.name.hasPrefix(prefix) && conforms(entry.type.name, to: protocolName)
        }
    }

    /// The files of a module.
    public func files(inModule module: String) -> [FileSummary] {
        files.filter { placements[$0.path]?.module == module }
    }
}

/// Answers worked out from one `ProjectIndex`, by the caller's key type and a name, behind a lock:
/// a question many project rules ask about every type (what does it conform to?) is answered
/// once per name, not once per rule and type entry. The key type, private to the caller, keeps
/// callers apart; the index never changes, so an answer never goes stale.
public final class ProjectMemo: @unchecked Sendable {
    private let lock = NSLock()
    /// A `NameMemo` of the caller's answer type, by key.
    private var memos: [ObjectIdentifier: AnyObject] = [:]

    /// The answer for `name` under `key`, made by `compute` the first time (outside the lock, so
    /// `compute` may ask for other answers).
    public func value<Value>(_ key: Any.Type, _ name: String, _ compute: () -> Value) -> Value {
        let memo = lock.withLock { () -> NameMemo<Value> in
            // Two types of answer under one key would be a mistake of the callers: the later
            // type starts a memo of its own.
            if let known = memos[ObjectIdentifier(key)] as? NameMemo<Value> { return known }
            let made = NameMemo<Value>()
            memos[ObjectIdentifier(key)] = made
            return made
        }
        return memo.value(for: name, compute)
    }

    /// One whole-project answer under `key`, made by `compute` exactly once: a caller asking
    /// while another makes it waits for that answer instead of making its own. For a large
    /// table several project rules build (they run side by side, so `value` would let each build
    /// one). `compute` must not ask for the same key, and the answer must not hold the index
    /// itself (the index holds this memo: neither would ever be freed).
    public func once<Value>(_ key: Any.Type, _ compute: () -> Value) -> Value {
        let identifier = ObjectIdentifier(key)
        lock.lock()
        if let cell = cells[identifier] {
            lock.unlock()
            // The maker holds the cell's lock until the answer is in.
            cell.lock.lock()
            defer { cell.lock.unlock() }
            // Two types of answer under one key would be a mistake of the callers: make this one.
            if let stored = cell.value, let value = stored as? Value { return value }
            return compute()
        }
        let cell = Cell()
        cell.lock.lock()
        cells[identifier] = cell
        lock.unlock()
        let made = compute()
        // Boxed as it is: a `nil` answer stays an answer, not a missing one.
        cell.value = made as Any
        cell.lock.unlock()
        return made
    }

    /// An answer of `once`, filled while its lock is held (nil until then).
    private final class Cell: @unchecked Sendable {
        let lock = NSLock()
        var value: Any?
    }

    private var cells: [ObjectIdentifier: Cell] = [:]
}
