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

    /// Whether an initializer assigns `_name`, `self._name`, `name` or `self.name` from an expression
    /// that mentions one of its parameters.
    static func setsFromParameter(_ name: String, in initializer: InitializerDeclSyntax) -> Bool {
        guard let body = initializer.body else { return false }
        let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        guard !parameters.isEmpty else { return false }
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), assignedName(elements[0]).map({ $0 == name || $0 == "_" + name }) == true
            else { continue }
            let value = elements[2...]
            if value.contains(where: { mentions(parameters, in: $0) }) { return true }
        }
        return false
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
