import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import SwiftSyntax

/// What one file tells the Observation migration: the classes it declares and how it uses the
/// legacy observation API. Collected for every file of a run before any file is rewritten, and
/// for the files outside the run that mention a class about to move.
struct ObservationFacts: Sendable {
    /// How the syntax tells the type of a value.
    enum TypeHint: Sendable, Hashable {
        /// The simple name of the type, written or constructed.
        case named(String)
        /// `Base.member` or `Base.member(…)`: the type of a static member, read from its declaration.
        case staticMember(base: String, member: String)
        /// `make(…)`: the written result type of a free function.
        case function(String)
        /// The syntax does not say.
        case unknown
    }

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
        /// Why something in the class itself prevents the migration (see `StateNoPublishedFix`), or nil.
        var blockReason: String?
        /// Why creating the class does work that `@State` would repeat (`ObservationPurity`), or nil.
        var initWork: String?
        /// The line of the declaration.
        var line: Int
    }

    /// A property wrapped in `@StateObject`, `@ObservedObject` or `@EnvironmentObject`.
    struct WrapperUse: Sendable {
        var wrapper: ObservationSyntax.LegacyWrapper
        /// The wrapped type, as far as the syntax tells it.
        var type: TypeHint
        var propertyName: String
        /// The types (and extensions) around the property, innermost first.
        var ownerNames: [String]
        var line: Int
        /// For `@StateObject`: why its initial value may not be evaluated again, or nil.
        var creationWork: String?
    }

    /// A use of a generic whose parameter is constrained to `ObservableObject`: `Wrapper<Store>`,
    /// `Wrapper(model: store)`; the hints are the types given or passed.
    struct GenericUse: Sendable {
        var name: String
        var types: [TypeHint]
        var line: Int
    }

    /// A value passed to `.environmentObject(…)`.
    struct Injection: Sendable {
        var type: TypeHint
        var line: Int
    }

    /// A use of the legacy API that ties a class to it: `objectWillChange`, a wrapper built by
    /// hand, a suppressed finding, `ObservableObject` used as a constraint.
    struct Blocker: Sendable {
        /// The class it concerns; `.unknown` when it could concern any class.
        var type: TypeHint
        /// What was found, as a phrase (``"`objectWillChange` is used"``).
        var what: String
        var line: Int
    }

    /// The absolute path of the file.
    var path = ""
    /// Whether the file's deployment target allows `@Observable` (iOS 17).
    var eligible = false
    /// The file's iOS deployment target.
    var iOSTarget = Version(17, 0)
    var classes: [ClassFact] = []
    /// Simple names of types that an extension makes conform to `ObservableObject`.
    var extensionConformances: Set<String> = []
    /// Work done by initializers declared in extensions (`ObservationPurity`), by extended type.
    var extensionInitWork: [String: String] = [:]
    var wrapperUses: [WrapperUse] = []
    var injections: [Injection] = []
    /// Names `x` of `.$x` publisher accesses.
    var dollarMembers: Set<String> = []
    /// `$x` names used inside each type or extension, by type name.
    var dollarUses: [String: Set<String>] = [:]
    /// Uses of the legacy API that keep a class (or every class) as it is.
    var blockers: [Blocker] = []
    /// Protocols that refine `ObservableObject`.
    var refiningProtocols: Set<String> = []
    /// Types and functions with a generic parameter constrained to `ObservableObject` (`Wrapper<M: ObservableObject>`).
    var genericConstraints: Set<String> = []
    /// Uses of the run's constrained generics (filled by `collectGenericUses`): the types passed to them.
    var genericUses: [GenericUse] = []
    /// The written types of static properties and static functions, by type (or extension) and member name.
    var staticMemberTypes: [String: [String: Set<String>]] = [:]
    /// The written result types of free functions, by name.
    var functionTypes: [String: Set<String>] = [:]
    /// Type aliases (`typealias Model = CatalogViewModel`): the simple name each stands for.
    var typeAliases: [String: String] = [:]

    /// Reads one file of the run.
    static func collect(_ input: FixInput) -> ObservationFacts {
        var facts = collect(path: input.path, tree: input.tree, eligible: StateNoPublishedFix.supportsObservation(input.placement))
        facts.iOSTarget = input.placement.iOSTarget
        return facts
    }

    /// Reads one file.
    static func collect(path: String, tree: SourceFileSyntax, eligible: Bool) -> ObservationFacts {
        let text = tree.description
        let collector = Collector(tree: tree, suppressions: FixSuppressions.mayHaveDirectives(text) ? FixSuppressions(tree: tree) : .none)
        collector.facts.path = path
        collector.facts.eligible = eligible
        collector.walk(tree)
        return collector.facts
    }

    /// The uses in `tree` of the generics named in `names`: the type arguments written
    /// (`Wrapper<Store>`) and the types of the arguments of calls (`Wrapper(model: store)`, `show(store)`).
    /// Literals and closures are not classes and are skipped; any other argument whose type the
    /// syntax does not show is `.unknown`.
    static func genericUses(of names: Set<String>, in tree: SourceFileSyntax) -> [GenericUse] {
        guard !names.isEmpty else { return [] }
        var uses: [GenericUse] = []
        var converter: SourceLocationConverter?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, names.contains(text), let parent = token.parent else { continue }
            var types: [TypeHint] = []
            if let type = parent.as(IdentifierTypeSyntax.self), let arguments = type.genericArgumentClause {
                types = arguments.arguments.compactMap { $0.argument.as(TypeSyntax.self).flatMap(ObservationSyntax.simpleName).map(TypeHint.named) }
            } else if let reference = parent.as(DeclReferenceExprSyntax.self) {
                var callee = Syntax(reference)
                if let specialization = callee.parent?.as(GenericSpecializationExprSyntax.self) {
                    types += specialization.genericArgumentClause.arguments.compactMap {
                        $0.argument.as(TypeSyntax.self).flatMap(ObservationSyntax.simpleName).map(TypeHint.named)
                    }
                    callee = Syntax(specialization)
                }
                if let member = callee.parent?.as(MemberAccessExprSyntax.self), member.base?.id == callee.id,
                   member.declName.baseName.tokenKind == .keyword(.`init`) {
                    callee = Syntax(member)
                }
                if let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id {
                    for argument in call.arguments where !isPlainLiteral(argument.expression) {
                        types.append(typeHint(of: argument.expression))
                    }
                }
            } else {
                continue
            }
            guard !types.isEmpty else { continue }
            converter = converter ?? SourceLocationConverter(fileName: "", tree: tree)
            let line = converter?.location(for: token.positionAfterSkippingLeadingTrivia).line ?? 0
            uses.append(GenericUse(name: text, types: types, line: line))
        }
        return uses
    }

    /// Literals and closures, which cannot be a class instance.
    private static func isPlainLiteral(_ expression: ExprSyntax) -> Bool {
        expression.is(StringLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) || expression.is(ClosureExprSyntax.self)
            || expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self)
    }

    /// The type an expression denotes, as far as the syntax of the file tells it.
    static func typeHint(of expression: ExprSyntax) -> TypeHint {
        var expression = expression
        while true {
            if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression; continue }
            if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression; continue }
            break
        }
        if let name = ObservationSyntax.expressionTypeName(expression) { return .named(name) }
        var reference = expression
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let function = call.calledExpression.as(DeclReferenceExprSyntax.self), function.argumentNames == nil,
               function.baseName.text.first?.isLowercase == true {
                return .function(function.baseName.text)
            }
            reference = call.calledExpression
        }
        if let member = reference.as(MemberAccessExprSyntax.self), let base = member.base, let baseName = typeName(of: base),
           member.declName.argumentNames == nil {
            return .staticMember(base: baseName, member: member.declName.baseName.text)
        }
        return .unknown
    }

    /// The type a property wrapper holds, as far as the syntax tells it.
    static func typeHint(ofProperty variable: VariableDeclSyntax) -> TypeHint {
        if let name = ObservationSyntax.propertyTypeName(variable) { return .named(name) }
        guard variable.bindings.count == 1, let binding = variable.bindings.first, binding.typeAnnotation == nil,
              let value = binding.initializer?.value else { return .unknown }
        return typeHint(of: value)
    }

    /// The simple name of a type used as the base of a member access (`Store`, `App.Store`).
    private static func typeName(of base: ExprSyntax) -> String? {
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           UTF8Text.startsUppercase(reference.baseName.text) {
            return reference.baseName.text
        }
        if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base, typeName(of: inner) != nil,
           UTF8Text.startsUppercase(member.declName.baseName.text) {
            return member.declName.baseName.text
        }
        return nil
    }

    private final class Collector: SyntaxVisitor {
        var facts = ObservationFacts()
        /// Code whose finding is suppressed is not migrated, and neither is the class it concerns.
        let suppressions: FixSuppressions
        let tree: SourceFileSyntax
        private lazy var converter = SourceLocationConverter(fileName: "", tree: tree)

        init(tree: SourceFileSyntax, suppressions: FixSuppressions) {
            self.tree = tree
            self.suppressions = suppressions
            super.init(viewMode: .sourceAccurate)
        }

        private func isSuppressed(_ node: some SyntaxProtocol) -> Bool {
            suppressions.suppresses(StateNoPublishedFix.FixedRule.description, at: node)
        }

        private func line(_ node: some SyntaxProtocol) -> Int {
            converter.location(for: node.positionAfterSkippingLeadingTrivia).line
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
                blockReason: nil,
                initWork: ObservationPurity.initializationWork(of: node),
                line: line(node.name))
            var reasons: [String] = []
            if let coding = fact.inheritedNames.first(where: Self.codingProtocols.contains) {
                reasons.append("it is \(coding), and @Observable would rename the stored properties its synthesised coding uses")
            }
            if inherited.contains(where: { ObservationSyntax.isObservableObject($0) && isSuppressed($0) }) {
                reasons.append("a suppression comment covers its finding")
            }
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                let names = SyntaxQueries.boundNames(variable)
                let shown = names.first.map { "'\($0)'" } ?? "a stored property"
                let wrappers = ObservationSyntax.legacyWrappers(variable.attributes)
                if wrappers.contains(.published) {
                    fact.publishedNames.formUnion(names)
                    if isSuppressed(variable.attributes) { reasons.append("a suppression comment covers the @Published property \(shown)") }
                }
                guard ObservationSyntax.isStoredInstanceProperty(variable), variable.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
                // `weak` and `unowned` stored properties are tracked like any other.
                let blockingModifiers: [Keyword] = [.lazy, .dynamic]
                for modifier in variable.modifiers {
                    if let keyword = blockingModifiers.first(where: { modifier.name.tokenKind == .keyword($0) }) {
                        reasons.append("its stored property \(shown) is \(keyword), which @Observable cannot track")
                    }
                }
                for name in SyntaxQueries.attributeNames(variable.attributes) where UTF8Text.startsUppercase(name) {
                    if !Self.toleratedAttributes.contains(name) {
                        reasons.append("its stored property \(shown) has the @\(name) wrapper, which @Observable cannot track")
                    }
                }
            }
            fact.blockReason = reasons.first
            facts.classes.append(fact)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let name = ObservationSyntax.simpleName(node.extendedType), facts.extensionInitWork[name] == nil,
               let work = ObservationPurity.initializationWork(in: node.memberBlock) {
                facts.extensionInitWork[name] = work
            }
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type) ?? []
            if inherited.contains(where: ObservationSyntax.isObservableObject), let name = ObservationSyntax.simpleName(node.extendedType) {
                facts.extensionConformances.insert(name)
                if let entry = inherited.first(where: { ObservationSyntax.isObservableObject($0) && isSuppressed($0) }) {
                    facts.blockers.append(Blocker(type: .named(name), what: "a suppression comment covers the ObservableObject conformance of an extension",
                                                  line: line(entry)))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type) ?? []
            if inherited.contains(where: ObservationSyntax.isObservableObject) { facts.refiningProtocols.insert(node.name.text) }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let result = node.signature.returnClause.flatMap({ ObservationSyntax.simpleName($0.type) }) else { return .visitChildren }
            let name = node.name.text
            if let owner = ObservationSyntax.innermostType(of: node) {
                if node.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) {
                    facts.staticMemberTypes[owner.name, default: [:]][name, default: []].insert(result)
                }
            } else {
                facts.functionTypes[name, default: []].insert(result)
            }
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            if let target = ObservationSyntax.simpleName(node.initializer.value) { facts.typeAliases[node.name.text] = target }
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
        /// where the syntax cannot see, so every class is kept.
        private func checkMention(_ node: Syntax) {
            if let generic = constrainedGeneric(of: node) {
                facts.genericConstraints.insert(generic)
                return
            }
            guard let clause = node.parent?.as(InheritedTypeSyntax.self)?.parent?.parent?.as(InheritanceClauseSyntax.self),
                  let owner = clause.parent,
                  owner.is(ClassDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self) || owner.is(ProtocolDeclSyntax.self) else {
                facts.blockers.append(Blocker(type: .unknown, what: "ObservableObject is used as a generic constraint, an existential or a cast",
                                              line: line(node)))
                return
            }
        }

        /// The name of the type or function whose generic parameter (or `where` clause) `node`
        /// constrains: `ObservableObject` in `struct Wrapper<M: ObservableObject>`.
        private func constrainedGeneric(of node: Syntax) -> String? {
            var current = node.parent
            var inGenerics = false
            while let parent = current {
                if parent.is(GenericParameterClauseSyntax.self) || parent.is(GenericWhereClauseSyntax.self) { inGenerics = true }
                if inGenerics {
                    if let declaration = parent.as(StructDeclSyntax.self) { return declaration.name.text }
                    if let declaration = parent.as(ClassDeclSyntax.self) { return declaration.name.text }
                    if let declaration = parent.as(EnumDeclSyntax.self) { return declaration.name.text }
                    if let declaration = parent.as(FunctionDeclSyntax.self) { return declaration.name.text }
                }
                if parent.is(CodeBlockSyntax.self) || parent.is(MemberBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
                current = parent.parent
            }
            return nil
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStatic = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            if isStatic, let owner = ObservationSyntax.innermostType(of: node), let type = ObservationSyntax.propertyTypeName(node) {
                for name in SyntaxQueries.boundNames(node) { facts.staticMemberTypes[owner.name, default: [:]][name, default: []].insert(type) }
            }
            for wrapper in ObservationSyntax.legacyWrappers(node.attributes) where wrapper != .published {
                let type = ObservationFacts.typeHint(ofProperty: node)
                var creationWork: String?
                if wrapper == .stateObject, let value = node.bindings.first?.initializer?.value {
                    var className = ""
                    if case .named(let name) = type { className = name }
                    creationWork = ObservationPurity.creationWork(value, className: className)
                }
                facts.wrapperUses.append(WrapperUse(
                    wrapper: wrapper,
                    type: type,
                    propertyName: SyntaxQueries.boundNames(node).first ?? "",
                    ownerNames: ObservationSyntax.enclosingTypeNames(of: node),
                    line: line(node),
                    creationWork: creationWork))
                if type != .unknown, isSuppressed(node.attributes) {
                    facts.blockers.append(Blocker(type: type, what: "a suppression comment covers an @\(wrapper.rawValue) property", line: line(node)))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "environmentObject",
               node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil {
                facts.injections.append(Injection(type: ObservationFacts.typeHint(of: argument.expression), line: line(node)))
            }
            var callee = node.calledExpression
            var genericType: String?
            if let generic = callee.as(GenericSpecializationExprSyntax.self) {
                callee = generic.expression
                genericType = generic.genericArgumentClause.arguments.first.flatMap { argument in
                    argument.argument.as(TypeSyntax.self).flatMap(ObservationSyntax.simpleName)
                }
            }
            // `_x = Published(initialValue: v)` in a class's initializer is rewritten to `x = v`.
            let isPublishedInit = genericType == nil && ObservationEditing.publishedWrapperValue(ExprSyntax(node)) != nil
                && assignedWrapperProperty(of: node) != nil
                && ObservationSyntax.enclosingInitializer(of: node).flatMap(ObservationSyntax.owningClass(ofInitializer:)) != nil
            for wrapper in ["StateObject", "ObservedObject", "EnvironmentObject", "Published"]
            where SyntaxQueries.isTypeReference(callee, named: wrapper) && !(wrapper == "Published" && isPublishedInit) {
                let what = "\(wrapper)(…) builds a property wrapper by hand"
                if let genericType {
                    facts.blockers.append(Blocker(type: .named(genericType), what: what, line: line(node)))
                } else if let value = node.arguments.first(where: { ["wrappedValue", "initialValue"].contains($0.label?.text) }),
                          case let hint = ObservationFacts.typeHint(of: value.expression), hint != .unknown, wrapper != "Published" {
                    facts.blockers.append(Blocker(type: hint, what: what, line: line(node)))
                } else if let target = assignedWrapperProperty(of: node), let type = ObservationSyntax.declaredTypeName(of: target, from: node) {
                    facts.blockers.append(Blocker(type: .named(type), what: what, line: line(node)))
                } else {
                    blockAround(node, what: what)
                }
            }
            return .visitChildren
        }

        /// `x` when `call` is assigned to `_x` or `self._x` (a wrapper's storage, in an initializer).
        private func assignedWrapperProperty(of call: FunctionCallExprSyntax) -> String? {
            var target: ExprSyntax?
            if let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id { target = elements[0] }
            } else if let infix = call.parent?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
                      infix.rightOperand.id == call.id {
                target = infix.leftOperand
            }
            guard let target else { return nil }
            var name: String?
            if let reference = target.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else if let member = target.as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                name = member.declName.baseName.text
            }
            guard let name, name.hasPrefix("_"), name.count > 1 else { return nil }
            return String(name.dropFirst())
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let text = node.baseName.text
            if text == "objectWillChange" {
                let what = "objectWillChange is used"
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id, let base = member.base,
                   base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                    let hint = ObservationFacts.typeHint(of: base)
                    if hint != .unknown {
                        facts.blockers.append(Blocker(type: hint, what: what, line: line(node)))
                    } else {
                        facts.blockers.append(Blocker(type: .unknown, what: what + " on a value whose type the syntax does not show", line: line(node)))
                    }
                } else {
                    blockAround(node, what: what)
                }
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

        /// Blocks the class (or extended type) the node sits in, or every class when it is elsewhere.
        private func blockAround(_ node: some SyntaxProtocol, what: String) {
            if let (owner, name) = ObservationSyntax.innermostType(of: node), owner.is(ClassDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self) {
                facts.blockers.append(Blocker(type: .named(name), what: what, line: line(node)))
            } else {
                facts.blockers.append(Blocker(type: .unknown, what: what + " where the syntax does not show which class it concerns", line: line(node)))
            }
        }
    }
}

/// The run-wide decision of the Observation migration: which classes become `@Observable` and
/// which types' wrappers are rewritten. Every file of the run is rewritten with the same plan.
struct ObservationPlan: Sendable {
    /// A class the migration leaves as it is, and why.
    struct Skip: Sendable {
        /// The file that declares it.
        var path: String
        /// Why, as a clause (no final period).
        var reason: String
    }

    /// Classes that become `@Observable` (or, when they already are, lose `@Published`).
    var migrated: Set<String> = []
    /// Types whose `@StateObject`/`@ObservedObject`/`@EnvironmentObject` properties and
    /// `.environmentObject(…)` injections are rewritten: the migrated classes and those already `@Observable`.
    var observableTypes: Set<String> = []
    /// `$x` names used inside each type and its extensions, across the run.
    var dollarUses: [String: Set<String>] = [:]
    /// Classes that would be migrated but are not, by name, with the reason.
    var skipped: [String: Skip] = [:]
    /// The written types of static members across the run, to read `Store.shared` as a `Store`.
    var staticMemberTypes: [String: [String: Set<String>]] = [:]
    /// The written result types of free functions across the run.
    var functionTypes: [String: Set<String>] = [:]
    /// The type aliases of the run, by name.
    var typeAliases: [String: String] = [:]
    /// The run's generics constrained to `ObservableObject`, by name.
    var genericConstraints: Set<String> = []

    /// The simple type name a hint stands for, when the run's declarations (and those of `file`,
    /// a file outside the run) tell it unambiguously; type aliases are followed.
    func resolve(_ hint: ObservationFacts.TypeHint, extra file: ObservationFacts? = nil) -> String? {
        let name: String?
        switch hint {
        case .named(let written):
            name = written
        case .staticMember(let base, let member):
            var types = staticMemberTypes[base]?[member] ?? []
            types.formUnion(file?.staticMemberTypes[base]?[member] ?? [])
            name = types.count == 1 ? types.first : nil
        case .function(let function):
            var types = functionTypes[function] ?? []
            types.formUnion(file?.functionTypes[function] ?? [])
            name = types.count == 1 ? types.first : nil
        case .unknown:
            name = nil
        }
        guard var resolved = name else { return nil }
        var seen: Set<String> = [resolved]
        while let target = typeAliases[resolved] ?? file?.typeAliases[resolved], seen.insert(target).inserted { resolved = target }
        return resolved
    }

    /// Decides the migration from the facts of every file of the run, then keeps any class that a
    /// file of `project` outside the run still uses through the legacy API.
    init(_ files: [ObservationFacts], project: FixProject = .none) {
        for file in files {
            for (owner, members) in file.staticMemberTypes {
                for (member, types) in members { staticMemberTypes[owner, default: [:]][member, default: []].formUnion(types) }
            }
            for (name, types) in file.functionTypes { functionTypes[name, default: []].formUnion(types) }
            typeAliases.merge(file.typeAliases) { first, _ in first }
            for (owner, names) in file.dollarUses { dollarUses[owner, default: []].formUnion(names) }
            genericConstraints.formUnion(file.genericConstraints)
        }
        func at(_ path: String, _ line: Int) -> String { "\(project.display(path)):\(line)" }

        var declarations: [String: [(fact: ObservationFacts.ClassFact, path: String, eligible: Bool)]] = [:]
        var dollarMembers = Set<String>()
        var refining = Set<String>()
        var conformedByExtension = Set<String>()
        /// Reasons that keep one class, first found first.
        var blocked: [String: String] = [:]
        /// A reason that keeps every class.
        var blockedEverything: String?
        func block(_ name: String, _ reason: String) { if blocked[name] == nil { blocked[name] = reason } }
        var wrapperUses: [(use: ObservationFacts.WrapperUse, path: String, eligible: Bool)] = []
        var extensionInitWork: [String: String] = [:]
        for file in files { extensionInitWork.merge(file.extensionInitWork) { first, _ in first } }
        var injections: [(injection: ObservationFacts.Injection, path: String)] = []
        for file in files {
            for fact in file.classes { declarations[fact.name, default: []].append((fact, file.path, file.eligible)) }
            dollarMembers.formUnion(file.dollarMembers)
            refining.formUnion(file.refiningProtocols)
            for blocker in file.blockers {
                if let type = resolve(blocker.type) {
                    block(type, "\(blocker.what) (\(at(file.path, blocker.line)))")
                } else if blockedEverything == nil {
                    blockedEverything = "\(blocker.what) (\(at(file.path, blocker.line)))"
                }
            }
            if file.eligible {
                conformedByExtension.formUnion(file.extensionConformances)
            } else {
                for name in file.extensionConformances.sorted() {
                    block(name, "\(project.display(file.path)) makes it conform to ObservableObject and targets a release below iOS 17 or macOS 14")
                }
            }
            wrapperUses += file.wrapperUses.map { ($0, file.path, file.eligible) }
            injections += file.injections.map { ($0, file.path) }
        }
        // A generic constrained to ObservableObject concerns only the types passed to it.
        for file in files {
            for use in file.genericUses {
                for hint in use.types {
                    if let type = resolve(hint) {
                        block(type, "it is passed to \(use.name) (\(at(file.path, use.line))), whose generic parameter requires ObservableObject")
                    } else if blockedEverything == nil {
                        blockedEverything = "a value whose type the syntax does not show is passed to \(use.name) (\(at(file.path, use.line))), "
                            + "whose generic parameter requires ObservableObject"
                    }
                }
            }
        }
        // A wrapped property whose type the syntax cannot tell might hold any of the classes.
        if blockedEverything == nil, let unknown = wrapperUses.first(where: { $0.eligible && resolve($0.use.type) == nil }) {
            blockedEverything = "the @\(unknown.use.wrapper.rawValue) property '\(unknown.use.propertyName)' (\(at(unknown.path, unknown.use.line))) "
                + "has no written type, so it could hold this class; write its type"
        }

        var subclassed: [String: String] = [:]
        for entries in declarations.values {
            for entry in entries {
                if let first = entry.fact.inheritedNames.first, subclassed[first] == nil { subclassed[first] = entry.fact.name }
            }
        }
        for wrapper in wrapperUses {
            guard let type = resolve(wrapper.use.type) else { continue }
            if !wrapper.eligible {
                block(type, "\(project.display(wrapper.path)) uses it with @\(wrapper.use.wrapper.rawValue) and targets a release below iOS 17 or macOS 14")
            }
            // `@State` evaluates its initial value whenever the view is re-created; `@StateObject` did once.
            if wrapper.use.wrapper == .stateObject {
                let property = "the @StateObject property '\(wrapper.use.propertyName)' (\(at(wrapper.path, wrapper.use.line)))"
                if let work = wrapper.use.creationWork {
                    block(type, "\(property) creates it and \(work), which @State would repeat whenever the view is re-created")
                } else if let work = declarations[type]?.first?.fact.initWork ?? extensionInitWork[type] {
                    block(type, "\(property) creates it and \(work), which @State would repeat whenever the view is re-created")
                }
            }
            // `$model` on an environment object needs `@Bindable` inside `body`; left to a person.
            if wrapper.use.wrapper == .environmentObject,
               wrapper.use.ownerNames.contains(where: { dollarUses[$0]?.contains(wrapper.use.propertyName) ?? false }) {
                block(type, "the environment object '\(wrapper.use.propertyName)' (\(at(wrapper.path, wrapper.use.line))) is bound with $, "
                    + "which needs @Bindable written by hand")
            }
        }
        if let unknown = injections.first(where: { resolve($0.injection.type) == nil }) {
            // An injection of unknown type may feed any environment object.
            for wrapper in wrapperUses where wrapper.use.wrapper == .environmentObject {
                if let type = resolve(wrapper.use.type) {
                    block(type, ".environmentObject(…) (\(at(unknown.path, unknown.injection.line))) passes a value whose type the syntax does not show")
                }
            }
        }

        var candidates: [String: (fact: ObservationFacts.ClassFact, path: String)] = [:]
        var targets: [String: Version] = [:]
        for file in files { targets[file.path] = file.iOSTarget }
        for (name, entries) in declarations {
            guard let entry = entries.first else { continue }
            let fact = entry.fact
            guard entry.eligible else {
                if fact.conformsDirectly || conformedByExtension.contains(name) {
                    let target = targets[entry.path].map { " (iOS \($0))" } ?? ""
                    skipped[name] = Skip(path: entry.path, reason: "its file targets a release below iOS 17 or macOS 14\(target), the first with Observation")
                }
                continue
            }
            if entries.count == 1, fact.isObservable { observableTypes.insert(name) }
            let wanted = fact.conformsDirectly || conformedByExtension.contains(name) || (fact.isObservable && !fact.publishedNames.isEmpty)
            guard wanted else { continue }
            let reason: String?
            if entries.count > 1 {
                reason = "a class of this name is declared \(entries.count) times in the run, and the syntax cannot tell the uses apart"
            } else if let own = fact.blockReason {
                reason = own
            } else if let specific = blocked[name] {
                reason = specific
            } else if let everything = blockedEverything {
                reason = everything
            } else if let subclass = subclassed[name] {
                reason = "it is subclassed by \(subclass)"
            } else if let protocolName = fact.inheritedNames.first(where: refining.contains) {
                reason = "it conforms to \(protocolName), which refines ObservableObject"
            } else if let published = fact.publishedNames.sorted().first(where: { dollarMembers.contains($0) || (dollarUses[name]?.contains($0) ?? false) }) {
                reason = "its @Published property '\(published)' is used as a publisher ($\(published))"
            } else {
                reason = nil
            }
            if let reason {
                skipped[name] = Skip(path: entry.path, reason: reason)
            } else {
                candidates[name] = (fact, entry.path)
            }
        }
        checkOutsideRun(candidates, project: project)
        for name in candidates.keys where skipped[name] == nil {
            migrated.insert(name)
            observableTypes.insert(name)
        }
    }

    /// Keeps the candidates that a file outside the run still uses through the legacy API: that
    /// file would stop compiling once the class is `@Observable`. Only files that mention a
    /// candidate (or a protocol it conforms to) as an identifier are read.
    private mutating func checkOutsideRun(_ candidates: [String: (fact: ObservationFacts.ClassFact, path: String)], project: FixProject) {
        guard !candidates.isEmpty, !project.otherFiles.isEmpty else { return }
        var names = Set(candidates.keys)
        for candidate in candidates.values { names.formUnion(candidate.fact.inheritedNames) }
        // A file that names a class only through an alias declared in the run mentions the alias.
        for (alias, _) in typeAliases where resolve(.named(alias)).map(candidates.keys.contains) ?? false { names.insert(alias) }
        names.remove("ObservableObject")
        let mentions = project.files(mentioning: names).sorted { $0.path < $1.path }
        for mention in mentions {
            var facts = ObservationFacts.collect(path: mention.path, tree: mention.tree, eligible: true)
            facts.genericUses = ObservationFacts.genericUses(of: genericConstraints.union(facts.genericConstraints), in: mention.tree)
            let shown = "\(project.display(mention.path)) (not in this run)"
            for (name, candidate) in candidates.sorted(by: { $0.key < $1.key }) where skipped[name] == nil {
                let protocols = Set(candidate.fact.inheritedNames).intersection(facts.refiningProtocols)
                let aliases = typeAliases.keys.filter { resolve(.named($0)) == name }
                guard mention.names.contains(name) || !protocols.isEmpty || aliases.contains(where: mention.names.contains) else { continue }
                if let protocolName = protocols.sorted().first {
                    skipped[name] = Skip(path: candidate.path, reason: "it conforms to \(protocolName), which \(shown) declares as refining ObservableObject")
                } else if let reason = outsideUse(of: name, published: candidate.fact.publishedNames, in: facts) {
                    skipped[name] = Skip(path: candidate.path, reason: "\(shown) \(reason)")
                }
            }
        }
    }

    /// How a file outside the run ties `name` to the legacy API, or nil when it does not.
    private func outsideUse(of name: String, published: Set<String>, in facts: ObservationFacts) -> String? {
        let include = "; include that file in the run"
        if facts.classes.contains(where: { $0.name == name }) { return "declares another class named \(name)" }
        if let subclass = facts.classes.first(where: { $0.inheritedNames.first == name }) { return "subclasses it (\(subclass.name))" }
        if facts.extensionConformances.contains(name) { return "makes it conform to ObservableObject in an extension" + include }
        if let alias = facts.typeAliases.keys.sorted().first(where: { resolve(.named($0), extra: facts) == name }) {
            return "declares a type alias for it (\(alias)), whose uses elsewhere this run cannot follow"
        }
        for use in facts.wrapperUses {
            switch resolve(use.type, extra: facts) {
            case name?: return "uses it with @\(use.wrapper.rawValue) (line \(use.line))" + include
            case nil: return "has an @\(use.wrapper.rawValue) property with no written type (line \(use.line)), which could hold it"
            default: continue
            }
        }
        for injection in facts.injections {
            switch resolve(injection.type, extra: facts) {
            case name?: return "passes it to .environmentObject(…) (line \(injection.line))" + include
            case nil: return "passes a value whose type the syntax does not show to .environmentObject(…) (line \(injection.line))"
            default: continue
            }
        }
        if let publisher = published.sorted().first(where: facts.dollarMembers.contains) {
            return "reads its publisher .$\(publisher)"
        }
        for use in facts.genericUses {
            for hint in use.types {
                switch resolve(hint, extra: facts) {
                case name?: return "passes it to \(use.name) (line \(use.line)), whose generic parameter requires ObservableObject"
                case nil: return "passes a value whose type the syntax does not show to \(use.name) (line \(use.line)), whose generic parameter requires ObservableObject"
                default: continue
                }
            }
        }
        for blocker in facts.blockers {
            switch resolve(blocker.type, extra: facts) {
            case name?, nil: return "ties it to ObservableObject: \(blocker.what) (line \(blocker.line))"
            default: continue
            }
        }
        return nil
    }
}
