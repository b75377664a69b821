import ArchitectCore
import SwiftSyntax

/// What one file tells the Observation migration: the classes it declares and how it uses the
/// legacy observation API. Collected for every file of a run before any file is rewritten.
struct ObservationFacts: Sendable {
    /// A class declaration.
    struct ClassFact: Sendable {
        var name: String
        /// `ObservableObject` is in its own inheritance clause.
        var conformsDirectly: Bool
        /// It is already `@Observable`.
        var isObservable: Bool
        /// Names of its `@Published` properties.
        var publishedNames: Set<String>
        /// Its inheritance clause, simple names.
        var inheritedNames: [String]
        /// Something in the class itself prevents the migration (see `ObservationMigration`).
        var blocked: Bool
    }

    /// A property wrapped in `@StateObject`, `@ObservedObject` or `@EnvironmentObject`.
    struct WrapperUse: Sendable {
        var wrapper: ObservationSyntax.LegacyWrapper
        /// The simple name of the wrapped type, nil when the syntax does not say.
        var typeName: String?
        var propertyName: String
        /// The types (and extensions) around the property, innermost first.
        var ownerNames: [String]
    }

    /// Whether the file's deployment target allows `@Observable` (iOS 17).
    var eligible = false
    var classes: [ClassFact] = []
    /// Simple names of types that an extension makes conform to `ObservableObject`.
    var extensionConformances: Set<String> = []
    var wrapperUses: [WrapperUse] = []
    /// The types passed to `.environmentObject(…)`; nil when the syntax does not say.
    var environmentInjections: [String?] = []
    /// Names `x` of `.$x` publisher accesses.
    var dollarMembers: Set<String> = []
    /// `$x` names used inside each type or extension, by type name.
    var dollarUses: [String: Set<String>] = [:]
    /// Classes that code elsewhere in the file ties to the legacy API (`objectWillChange`, explicit wrappers).
    var blockedClasses: Set<String> = []
    /// Protocols that refine `ObservableObject`.
    var refiningProtocols: Set<String> = []
    /// The file uses `ObservableObject` or the legacy wrappers in a way that cannot be followed
    /// (generic constraints, existentials, explicit wrapper construction outside a class …).
    var blocksEverything = false

    /// Reads one file.
    static func collect(_ input: FixInput) -> ObservationFacts {
        let text = input.tree.description
        let collector = Collector(suppressions: FixSuppressions.mayHaveDirectives(text) ? FixSuppressions(tree: input.tree) : .none)
        collector.facts.eligible = input.placement.iOSTarget >= ObservationMigration.minimumTarget
        collector.walk(input.tree)
        return collector.facts
    }

    private final class Collector: SyntaxVisitor {
        var facts = ObservationFacts()
        /// Code whose finding is suppressed is not migrated, and neither is the class it concerns.
        let suppressions: FixSuppressions

        init(suppressions: FixSuppressions) {
            self.suppressions = suppressions
            super.init(viewMode: .sourceAccurate)
        }

        private func isSuppressed(_ node: some SyntaxProtocol) -> Bool {
            suppressions.suppresses(ObservationMigration.ruleID, at: node)
        }

        /// Attribute names (capitalised) that `@Observable` tolerates on a stored property.
        static let toleratedAttributes: Set<String> = ["Published", "MainActor", "ObservationIgnored", "ObservationTracked", "Sendable"]
        /// Conformances whose synthesised code `@Observable` would change (coding keys gain underscores).
        static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable"]

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type) ?? []
            var fact = ClassFact(
                name: node.name.text,
                conformsDirectly: inherited.contains(where: ObservationSyntax.isObservableObject),
                isObservable: ObservationSyntax.hasObservableAttribute(node.attributes),
                publishedNames: [],
                inheritedNames: SyntaxQueries.inheritedNames(node.inheritanceClause),
                blocked: false)
            if fact.inheritedNames.contains(where: Self.codingProtocols.contains) { fact.blocked = true }
            if inherited.contains(where: { ObservationSyntax.isObservableObject($0) && isSuppressed($0) }) { fact.blocked = true }
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                let wrappers = ObservationSyntax.legacyWrappers(variable.attributes)
                if wrappers.contains(.published) {
                    fact.publishedNames.formUnion(SyntaxQueries.boundNames(variable))
                    if isSuppressed(variable.attributes) { fact.blocked = true }
                }
                guard ObservationSyntax.isStoredInstanceProperty(variable), variable.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
                let blockingModifiers: [Keyword] = [.lazy, .weak, .unowned, .dynamic]
                if variable.modifiers.contains(where: { modifier in blockingModifiers.contains { modifier.name.tokenKind == .keyword($0) } }) {
                    fact.blocked = true
                }
                for name in SyntaxQueries.attributeNames(variable.attributes) where name.first?.isUppercase == true {
                    if !Self.toleratedAttributes.contains(name) { fact.blocked = true }
                }
            }
            facts.classes.append(fact)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type) ?? []
            if inherited.contains(where: ObservationSyntax.isObservableObject), let name = ObservationSyntax.simpleName(node.extendedType) {
                facts.extensionConformances.insert(name)
                if inherited.contains(where: { ObservationSyntax.isObservableObject($0) && isSuppressed($0) }) { facts.blockedClasses.insert(name) }
            }
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type) ?? []
            if inherited.contains(where: ObservationSyntax.isObservableObject) { facts.refiningProtocols.insert(node.name.text) }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            if ObservationSyntax.isObservableObject(TypeSyntax(node)) { checkMention(Syntax(node)) }
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            if ObservationSyntax.isObservableObject(TypeSyntax(node)) { checkMention(Syntax(node)) }
            return .visitChildren
        }

        /// `ObservableObject` is only followed in the inheritance clause of a class, an extension
        /// or a protocol; anywhere else (generic constraints, existentials, casts) types may flow
        /// where the syntax cannot see, so the whole migration is skipped.
        private func checkMention(_ node: Syntax) {
            guard let clause = node.parent?.as(InheritedTypeSyntax.self)?.parent?.parent?.as(InheritanceClauseSyntax.self),
                  let owner = clause.parent,
                  owner.is(ClassDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self) || owner.is(ProtocolDeclSyntax.self) else {
                facts.blocksEverything = true
                return
            }
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for wrapper in ObservationSyntax.legacyWrappers(node.attributes) where wrapper != .published {
                let typeName = ObservationSyntax.propertyTypeName(node)
                facts.wrapperUses.append(WrapperUse(
                    wrapper: wrapper,
                    typeName: typeName,
                    propertyName: SyntaxQueries.boundNames(node).first ?? "",
                    ownerNames: ObservationSyntax.enclosingTypeNames(of: node)))
                if let typeName, isSuppressed(node.attributes) { facts.blockedClasses.insert(typeName) }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "environmentObject",
               node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil {
                facts.environmentInjections.append(ObservationSyntax.expressionTypeName(argument.expression))
            }
            for wrapper in ["StateObject", "ObservedObject", "EnvironmentObject", "Published"]
            where SyntaxQueries.isTypeReference(node.calledExpression, named: wrapper) {
                blockAround(node)
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let text = node.baseName.text
            if text == "objectWillChange" {
                blockAround(node)
            } else if text.hasPrefix("$"), text.count > 1, Int(text.dropFirst()) == nil {
                // `$name` (a projected value) lexes as an identifier; `$0` is a closure parameter.
                let name = String(text.dropFirst())
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                    facts.dollarMembers.insert(name)
                } else {
                    for owner in ObservationSyntax.enclosingTypeNames(of: node) { facts.dollarUses[owner, default: []].insert(name) }
                }
            }
            return .visitChildren
        }

        /// Blocks the class (or extended type) the node sits in, or everything when it is elsewhere.
        private func blockAround(_ node: some SyntaxProtocol) {
            if let (owner, name) = ObservationSyntax.innermostType(of: node), owner.is(ClassDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self) {
                facts.blockedClasses.insert(name)
            } else {
                facts.blocksEverything = true
            }
        }
    }
}

/// The run-wide decision of the Observation migration: which classes become `@Observable` and
/// which types' wrappers are rewritten. Every file of the run is rewritten with the same plan.
struct ObservationPlan: Sendable {
    /// Classes that become `@Observable` (or, when they already are, lose `@Published`).
    var migrated: Set<String> = []
    /// Types whose `@StateObject`/`@ObservedObject`/`@EnvironmentObject` properties and
    /// `.environmentObject(…)` injections are rewritten: the migrated classes and those already `@Observable`.
    var observableTypes: Set<String> = []
    /// `$x` names used inside each type and its extensions, across the run.
    var dollarUses: [String: Set<String>] = [:]

    /// Decides the migration from the facts of every file.
    init(_ files: [ObservationFacts]) {
        guard !files.contains(where: \.blocksEverything) else { return }
        var declarations: [String: [(fact: ObservationFacts.ClassFact, eligible: Bool)]] = [:]
        var dollarMembers = Set<String>()
        var refining = Set<String>()
        var blocked = Set<String>()
        var conformedByExtension = Set<String>()
        var wrapperUses: [(use: ObservationFacts.WrapperUse, eligible: Bool)] = []
        var injections: [String?] = []
        for file in files {
            for fact in file.classes { declarations[fact.name, default: []].append((fact, file.eligible)) }
            dollarMembers.formUnion(file.dollarMembers)
            refining.formUnion(file.refiningProtocols)
            blocked.formUnion(file.blockedClasses)
            for (owner, names) in file.dollarUses { dollarUses[owner, default: []].formUnion(names) }
            if file.eligible { conformedByExtension.formUnion(file.extensionConformances) } else { blocked.formUnion(file.extensionConformances) }
            wrapperUses += file.wrapperUses.map { ($0, file.eligible) }
            injections += file.environmentInjections
        }
        // A wrapped property whose type the syntax cannot tell might hold any of the classes.
        guard !wrapperUses.contains(where: { $0.eligible && $0.use.typeName == nil }) else { return }

        var subclassed = Set<String>()
        for entries in declarations.values {
            for entry in entries { if let first = entry.fact.inheritedNames.first { subclassed.insert(first) } }
        }
        for wrapper in wrapperUses {
            guard let type = wrapper.use.typeName else { continue }
            if !wrapper.eligible { blocked.insert(type) }
            // `$model` on an environment object needs `@Bindable` inside `body`; left to a person.
            if wrapper.use.wrapper == .environmentObject,
               wrapper.use.ownerNames.contains(where: { dollarUses[$0]?.contains(wrapper.use.propertyName) ?? false }) {
                blocked.insert(type)
            }
        }
        if injections.contains(where: { $0 == nil }) {
            // An injection of unknown type may feed any environment object.
            for wrapper in wrapperUses where wrapper.use.wrapper == .environmentObject {
                if let type = wrapper.use.typeName { blocked.insert(type) }
            }
        }

        for (name, entries) in declarations {
            guard entries.count == 1, let entry = entries.first, entry.eligible else { continue }
            let fact = entry.fact
            if fact.isObservable { observableTypes.insert(name) }
            let wanted = fact.conformsDirectly || conformedByExtension.contains(name) || (fact.isObservable && !fact.publishedNames.isEmpty)
            guard wanted, !fact.blocked, !blocked.contains(name), !subclassed.contains(name),
                  fact.inheritedNames.allSatisfy({ !refining.contains($0) }),
                  fact.publishedNames.isDisjoint(with: dollarMembers),
                  fact.publishedNames.isDisjoint(with: dollarUses[name] ?? []) else { continue }
            migrated.insert(name)
            observableTypes.insert(name)
        }
    }
}
