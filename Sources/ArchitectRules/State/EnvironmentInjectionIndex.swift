import ArchitectCore
import ArchitectProject

/// The project half shared by `state-environment-injected` and `preview-environment-injected`:
/// the environment facts of every file, the typealiases, and the types an injected value can have.
struct EnvironmentInjectionIndex {
    /// A fact with the path of the file it was noted in.
    struct Noted {
        let fact: EnvironmentFact
        let path: String
    }

    /// What the index asks of a property found by its name alone: the type it is declared with
    /// or constructs, whether that type is written as one plain name, and whether the property
    /// is an environment object read (`@Environment(T.self) var x`, no type written).
    struct PropertyShape {
        let type: String?
        let hasPlainType: Bool
        let isEnvironmentRead: Bool

        init(_ property: PropertySummary) {
            type = EnvironmentInjectionIndex.type(of: property)
            hasPlainType = property.plainTypeName != nil
            isEnvironmentRead = property.typeText.isEmpty && property.initializerText == nil
                && (property.attributes.contains("Environment") || property.attributes.contains("EnvironmentObject"))
        }
    }

    /// The tables of the whole project, built once per project index for both rules (they run
    /// side by side; on a large project each table is tens of megabytes). They hold no
    /// `ProjectIndex`, as `ProjectMemo.once` asks.
    struct Tables {
        /// Facts outside test files, other than `.function` ones.
        let facts: [Noted]
        let aliasTargets: [String: [String?]]
        let propertiesByName: [String: [PropertyShape]]
        /// The functions and methods the project declares outside tests (`.function` facts), by name.
        let functionsByName: [String: [EnvironmentFact]]

        init(_ project: ProjectIndex) {
            var facts: [Noted] = []
            var functions: [String: [EnvironmentFact]] = [:]
            var aliases: [String: [String?]] = [:]
            var properties: [String: [PropertyShape]] = [:]
            facts.reserveCapacity(project.files.reduce(0) { $0 + $1.environmentFacts.count })
            for file in project.files {
                for alias in file.typeAliases { aliases[alias.name, default: []].append(alias.target) }
                for type in file.types { for property in type.properties { properties[property.name, default: []].append(PropertyShape(property)) } }
                guard project.placements[file.path]?.isTestFile != true else { continue }
                for fact in file.environmentFacts {
                    if fact.kind == .function {
                        functions[fact.name, default: []].append(fact)
                    } else {
                        facts.append(Noted(fact: fact, path: file.path))
                    }
                }
            }
            self.facts = facts
            functionsByName = functions
            aliasTargets = aliases
            propertiesByName = properties
        }
    }

    let project: ProjectIndex
    private let tables: Tables

    /// Facts outside test files (but for `.function` ones).
    var facts: [Noted] { tables.facts }
    private var aliasTargets: [String: [String?]] { tables.aliasTargets }
    private var propertiesByName: [String: [PropertyShape]] { tables.propertiesByName }
    private var functionsByName: [String: [EnvironmentFact]] { tables.functionsByName }

    init(_ project: ProjectIndex) {
        self.project = project
        tables = project.memo.once(Tables.self) { Tables(project) }
    }

    /// The names of code that only previews use, and whether a fact sits in such code.
    struct PreviewOnlyCode {
        /// Functions (by name) and types with `preview` in their names, every use of which is in
        /// a preview or in other such code.
        let functions: Set<String>
        let types: Set<String>

        func contains(_ fact: EnvironmentFact) -> Bool {
            functions.contains(fact.function) || types.contains(fact.owner)
        }
    }

    /// The helpers and Views that only previews use: a function or type whose name has
    /// `preview` in it (the only names whose every use the walk notes), used at least once, and
    /// used only inside `#Preview` / `PreviewProvider` bodies or inside other such code.
    func previewOnlyCode() -> PreviewOnlyCode {
        let references = Dictionary(grouping: facts.lazy.map(\.fact).filter { $0.kind == .reference }, by: \.name)
        let injections = facts.lazy.map(\.fact).filter { $0.kind == .injection && $0.preview.isEmpty }
        let functionNames = Set(injections.map(\.function).filter { $0.lowercased().contains("preview") })
        let typeNames = Set(injections.map(\.owner).filter { $0.lowercased().contains("preview") })
        var code = PreviewOnlyCode(functions: [], types: [])
        // The least fixed point: code that only calls itself is never taken as preview-only.
        while true {
            func onlyFromPreviews(_ name: String) -> Bool {
                guard let uses = references[name], !uses.isEmpty else { return false }
                return uses.allSatisfy { !$0.preview.isEmpty || code.contains($0) }
            }
            let next = PreviewOnlyCode(functions: functionNames.filter(onlyFromPreviews), types: typeNames.filter(onlyFromPreviews))
            if next.functions == code.functions && next.types == code.types { return code }
            code = next
        }
    }

    /// Whether the linted project is a whole SwiftUI app: a `@main` type adopting `App`
    /// outside tests. Without one, a consumer of the code may inject what it reads.
    var hasAppEntryPoint: Bool {
        project.allTypes.contains { entry in
            !entry.placement.isTestFile && entry.type.attributes.contains("main") && entry.type.inherited.contains("App")
        }
    }

    /// `name` and every name it is an alias of, through chains of typealiases; nil when an alias
    /// on the way names no plain type (`typealias Store = Base<State>`), which cannot be matched.
    func names(of name: String) -> Set<String>? {
        var result: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard result.insert(next).inserted else { continue }
            for target in aliasTargets[next] ?? [] {
                guard let target else { return nil }
                pending.append(target)
            }
        }
        return result
    }

    /// The names a type goes by (aliases) and the names of the types it inherits from in the project.
    func namesWithSupertypes(of name: String) -> Set<String>? {
        guard var result = names(of: name) else { return nil }
        var pending = Array(result)
        while let next = pending.popLast() {
            for entry in project.declarations(of: next) {
                for parent in entry.type.inherited where !result.contains(parent) {
                    result.insert(parent)
                    pending.append(parent)
                }
            }
        }
        return result
    }

    /// The types the value of an injection may have; nil when it could have any type.
    func candidates(of value: EnvironmentFact.Value?) -> Set<String>? {
        switch value {
        case .type(let name)?:
            return namesWithSupertypes(of: name)
        case .staticMember(let typeName, let member)?:
            // `T.shared`: the declared type of the static property when the project declares it;
            // else `T` itself or any property of that name (a namespace's `Samples.router`).
            let declared = project.declarations(of: typeName).flatMap(\.type.properties).filter { $0.isStatic && $0.name == member }
            if !declared.isEmpty {
                let types = declared.compactMap(Self.type(of:))
                return types.count == declared.count ? union(types) : nil
            }
            guard let others = candidates(of: .member(of: nil, named: member)), let own = namesWithSupertypes(of: typeName) else { return nil }
            return others.union(own)
        case .member(let owner, let member)?:
            if let owner {
                let declared = project.declarations(of: owner).flatMap(\.type.properties).filter { $0.name == member }
                if !declared.isEmpty {
                    let types = declared.compactMap(Self.type(of:))
                    if types.count == declared.count { return union(types) }
                }
            }
            // Any property of that name in the project; none known means it could be anything.
            let sameName = propertiesByName[member] ?? []
            guard !sameName.isEmpty else { return nil }
            let types = sameName.compactMap(\.type)
            guard types.count == sameName.count else { return nil }
            return union(types)
        case .result(let base, let name)?:
            return resultTypes(of: name, on: base)
        case .reinjected?:
            // A view's own read passed on: it needs a source of its own, so it is none.
            return []
        case .unknown?, nil:
            return nil
        }
    }

    /// The types calling `name` on `base` may give: the declared return types of the project's
    /// functions and methods of that name (of `base`'s types, when those are known), nil when
    /// one of them returns no plain type, none is declared, or a property of that name (a stored
    /// closure) could be what is called.
    private func resultTypes(of name: String, on base: EnvironmentFact.Value?) -> Set<String>? {
        guard var declared = functionsByName[name], !declared.isEmpty else { return nil }
        if let base {
            // On a value whose type is known, only that type's methods (and its supertypes') count,
            // and a property of that name there may be a closure.
            guard let owners = candidates(of: base) else { return nil }
            declared = declared.filter { owners.contains($0.owner) }
            let properties = owners.flatMap { project.declarations(of: $0) }.flatMap(\.type.properties)
            guard !declared.isEmpty, !properties.contains(where: { $0.name == name }) else { return nil }
        } else {
            // A property of that name may be a closure, or a value with `callAsFunction`; an
            // environment object read (`@Environment(T.self) var name`) is neither.
            let callable = functionsByName["callAsFunction"] != nil
            let mayBeCalled = (propertiesByName[name] ?? []).contains { property in
                callable || !property.hasPlainType && !property.isEnvironmentRead
            }
            guard !mayBeCalled else { return nil }
        }
        var types: [String] = []
        for function in declared {
            guard case .type(let type)? = function.value else { return nil }
            types.append(type)
        }
        return union(types)
    }

    private func union(_ types: [String]) -> Set<String>? {
        var result: Set<String> = []
        for type in types {
            guard let names = namesWithSupertypes(of: type) else { return nil }
            result.formUnion(names)
        }
        return result
    }

    /// The type a property is declared with, or that its initializer constructs.
    static func type(of property: PropertySummary) -> String? {
        if let name = property.plainTypeName { return name }
        if property.typeText.isEmpty, let callee = property.initializerCallee, UTF8Text.startsUppercase(callee) { return callee }
        return nil
    }

    /// The types every injection in `injections` may give, nil when one of them could be anything.
    func injectedTypes(_ injections: [EnvironmentFact]) -> Set<String>? {
        var result: Set<String> = []
        for injection in injections {
            guard let types = candidates(of: injection.value) else { return nil }
            result.formUnion(types)
        }
        return result
    }

    /// Whether a read of `type` may be one that `injected` provides; true (left alone) when the
    /// read's type cannot be matched or is not declared in the project as a class or actor.
    func isProvided(_ type: String, by injected: Set<String>) -> Bool {
        guard let names = names(of: type) else { return true }
        if !names.isDisjoint(with: injected) { return true }
        // SwiftUI itself puts an observable app or scene delegate in the environment
        // (`delegateClass = SceneDelegate.self`, `@UIApplicationDelegateAdaptor`).
        guard let lineage = namesWithSupertypes(of: type), lineage.isDisjoint(with: Self.delegateProtocols) else { return true }
        let declared = names.flatMap { project.declarations(of: $0) }
        guard !declared.isEmpty, declared.allSatisfy({ $0.type.kind == .class || $0.type.kind == .actor }) else { return true }
        return false
    }

    /// The delegate protocols whose adopters SwiftUI may inject by itself.
    static let delegateProtocols: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate",
        "WKApplicationDelegate", "WKExtensionDelegate",
    ]

    /// The words for how a read is satisfied: `.environment(_:)` or `.environmentObject(_:)`.
    static func modifier(for mechanism: String) -> String {
        mechanism == "object" ? ".environmentObject(_:)" : ".environment(_:)"
    }

    /// How a read is written, for messages: `@Environment(Router.self)` or `@EnvironmentObject … Router`.
    static func spelling(of read: EnvironmentFact) -> String {
        read.mechanism == "object" ? "an `@EnvironmentObject` of type `\(read.name)`" : "`@Environment(\(read.name).self)`"
    }
}
