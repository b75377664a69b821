import ArchitectSyntax
import SwiftSyntax

/// Questions the review checklist's `@State` rules share about one property declaration.
enum StateDeclarations {
    /// Whether `variable` is stored `@State` of a type (a direct member, not `static`, not a
    /// local), leaving out `@Previewable` state, which lives in a `#Preview` body.
    static func isStateMember(_ variable: VariableDeclSyntax) -> Bool {
        guard !variable.attributes.isEmpty, SyntaxQueries.attribute("State", in: variable.attributes) != nil,
              SyntaxQueries.attribute("Previewable", in: variable.attributes) == nil else { return false }
        return DeclarationLookup.isDirectMember(variable) && DeclarationLookup.isStoredInstanceProperty(variable)
    }

    /// Mutating methods that edit a collection or a flag in place.
    static let editingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "toggle", "sort", "shuffle", "formUnion", "subtract",
    ]

    /// Whether the view edits the state `name` outside its initializers: hands it to a control as
    /// `$name`, assigns to it (`name = …`, `name += …`), or calls an editing method on it
    /// (`name.append(…)`, `name.toggle()`).
    static func isEdited(_ name: String, in members: MemberBlockSyntax) -> Bool {
        let binding = "$" + name
        let tokens = members.members.filter { !$0.decl.is(InitializerDeclSyntax.self) }.lazy.flatMap { $0.tokens(viewMode: .sourceAccurate) }
        for token in tokens {
            if token.text == binding { return true }
            // `self.name` is the state; `other.name` is someone else's property.
            guard token.text == name, let target = StateDeclarations.propertyReference(token) else { continue }
            if let member = target.parent?.as(MemberAccessExprSyntax.self), member.base?.id == target.id,
               editingMethods.contains(member.declName.baseName.text), member.parent?.is(FunctionCallExprSyntax.self) == true {
                return true
            }
            if let operation = StateDeclarations.operatorApplied(to: target) {
                if operation.is(AssignmentExprSyntax.self) { return true }
                if let binary = operation.as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/="].contains(binary.operator.text) { return true }
            }
        }
        return false
    }

    /// Whether code of `type` (and of its extensions in the same file) other than `declaration`
    /// reads `name`, or uses its projected value `$name` or its storage `_name`. Assigning to
    /// `name` or `self.name` is not a read; any other token so spelt is (an argument label too),
    /// so the answer errs towards "read".
    static func isRead(_ name: String, in type: StructDeclSyntax, apartFrom declaration: VariableDeclSyntax) -> Bool {
        for block in SyntaxQueries.memberBlocks(ofTypeAround: type) {
            for member in block.members where member.decl.id != declaration.id {
                for token in member.decl.tokens(viewMode: .sourceAccurate) {
                    if token.text == "$" + name || token.text == "_" + name { return true }
                    if token.text == name, !isAssigned(token) { return true }
                }
            }
        }
        return false
    }

    /// Whether `token` names the target of an assignment: `name = …` or `self.name = …`.
    private static func isAssigned(_ token: TokenSyntax) -> Bool {
        guard let target = propertyReference(token) else { return false }
        return operatorApplied(to: target)?.is(AssignmentExprSyntax.self) == true
    }

    /// The expression by which `token` refers to a property of the type it is in: the plain
    /// reference, or `self.name`. Nil when the token is no reference, or names a member of some
    /// other value (`other.name`).
    static func propertyReference(_ token: TokenSyntax) -> ExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else {
            return ExprSyntax(reference)
        }
        guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return ExprSyntax(member)
    }

    /// The operator of an infix sequence whose left side is `target` (`=` in `target = x`, `+=`
    /// in `target += 1`), nil when `target` is not the left side of one.
    static func operatorApplied(to target: ExprSyntax) -> ExprSyntax? {
        guard let list = target.parent?.as(ExprListSyntax.self), list.first?.id == target.id, list.count >= 3 else { return nil }
        return list.dropFirst().first
    }

    /// Whether an initializer assigns `_name`, `self._name`, `name` or `self.name` from an expression
    /// that mentions one of its parameters.
    ///
    /// With `unlessConstructed`, an assignment whose value builds a new object (`Model(x)`,
    /// `State(initialValue: Model(x))`, `.init(initialValue: .init(x))`) does not count: the
    /// view owns what it constructs.
    static func setsFromParameter(_ name: String, in initializer: InitializerDeclSyntax, unlessConstructed: Bool = false) -> Bool {
        // With `unlessConstructed`, a parameter with a default value (`image: Phase = .idle`) is a
        // seam for tests and previews: callers leave it out and the view fills its state itself.
        let parameters = Set(initializer.signature.parameterClause.parameters
            .filter { !unlessConstructed || $0.defaultValue == nil }
            .map { ($0.secondName ?? $0.firstName).text })
        guard !parameters.isEmpty else { return false }
        return assignedValues(of: name, in: initializer).contains { value in
            if unlessConstructed, value.count == 1, constructsValue(value[0]) { return false }
            return value.contains { mentions(parameters, in: $0) }
        }
    }

    /// The values the top-level statements of an initializer assign to `_name`, `self._name`,
    /// `name` or `self.name`, each as the sequence elements right of the `=` (`a ?? b` is three).
    static func assignedValues(of name: String, in initializer: InitializerDeclSyntax) -> [[ExprSyntax]] {
        (initializer.body?.statements ?? []).compactMap { item in
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                  let assigned = assignedName(elements[0]), assigned == name || assigned == "_" + name else { return nil }
            return Array(elements[2...])
        }
    }

    /// Whether an assigned value builds a new object: a constructor call (`Model(…)`,
    /// `Feature.Model.init(…)`, `.init(…)`), directly or as the value handed to a property
    /// wrapper's initializer (`State(initialValue: Model(…))`, `.init(wrappedValue: .init(…))`).
    static func constructsValue(_ expression: ExprSyntax) -> Bool {
        guard let call = SyntaxQueries.unparenthesized(expression).as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return false }
        let isImplicitInit = call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" } ?? false
        guard isImplicitInit || SyntaxQueries.constructedTypeName(call) != nil else { return false }
        let wrapperNames: Set<String> = ["State", "StateObject", "Bindable"]
        let isWrapper = isImplicitInit || SyntaxQueries.constructedTypeName(call).map(wrapperNames.contains) == true
        if isWrapper, call.arguments.count == 1, let argument = call.arguments.first,
           ["initialValue", "wrappedValue"].contains(argument.label?.text ?? "") {
            return constructsValue(argument.expression)
        }
        return !(SyntaxQueries.constructedTypeName(call).map(wrapperNames.contains) == true)
    }

    /// `x` for `x` and `self.x`.
    static func assignedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Whether an expression refers to one of `names` (not as a member of something else).
    static func mentions(_ names: Set<String>, in expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard names.contains(token.text), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { return false }
            return true
        }
    }
}
