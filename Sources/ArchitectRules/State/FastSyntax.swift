import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Cheaper forms of syntax questions that rules ask for many nodes.
///
/// With the toolchain's SwiftSyntax, which is built for library evolution, the generic
/// `node.is(StructDeclSyntax.self)` instantiates `Optional<StructDeclSyntax>` metadata on every
/// call and costs several times a comparison of `node.kind`. These helpers give the same answers
/// as their `SyntaxQueries` counterparts by comparing kinds. Candidates for `SyntaxQueries`.
enum FastSyntax {
}

extension FastSyntax {
    /// Whether an expression refers to the type `name`, written `X` or `SwiftUI.X`: the same answer
    /// as `SyntaxQueries.isTypeReference(_:named:)`, which builds two sets on every call.
    static func isTypeReference(_ expression: ExprSyntax, named name: String) -> Bool {
        switch expression.kind {
        case .declReferenceExpr:
            guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
            return hasText(reference.baseName, name)
        case .memberAccessExpr:
            guard let member = expression.as(MemberAccessExprSyntax.self), hasText(member.declName.baseName, name),
                  let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
            return hasText(base.baseName, "SwiftUI")
        default:
            return false
        }
    }

    /// Whether a token's text is `text`. The lengths are compared first, which settles most
    /// mismatches without building the token's text as a `String`.
    static func hasText(_ token: TokenSyntax, _ text: String) -> Bool {
        token.trimmedLength.utf8Length == text.utf8.count && token.text == text
    }

    /// Whether `call` calls the type `name`, written `X(…)`, `SwiftUI.X(…)` or `X<T>(…)`: the same
    /// answer as `SyntaxQueries.isCall(_:toType:)`, without its per-call allocations.
    static func isCall(_ call: FunctionCallExprSyntax, toType name: String) -> Bool {
        var callee = call.calledExpression
        if callee.kind == .genericSpecializationExpr, let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        return isTypeReference(callee, named: name)
    }
}

extension FastSyntax {
    /// Whether `call` is a modifier or method call named `name` (`x.name(…)` or `.name(…)`): the
    /// same answer as `SyntaxQueries.isMemberCall(_:named:)`, usually without building the name.
    static func isMemberCall(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        let callee = call.calledExpression
        guard callee.kind == .memberAccessExpr, let member = callee.as(MemberAccessExprSyntax.self) else { return false }
        return hasText(member.declName.baseName, name)
    }

    /// Whether modifiers make a declaration belong to the type (`static` or `class`): the same
    /// answer as `SyntaxQueries.isTypeMember(_:)`.
    static func isTypeMember(_ modifiers: DeclModifierListSyntax) -> Bool {
        guard !modifiers.isEmpty else { return false }
        return modifiers.contains { modifier in
            let name = modifier.name
            return (hasText(name, "static") && name.tokenKind == .keyword(.static))
                || (hasText(name, "class") && name.tokenKind == .keyword(.class))
        }
    }

    /// Whether an inheritance clause names `View` (`View`, `SwiftUI.View`): the same answer as
    /// `SyntaxQueries.inheritedNames(clause).contains("View")`, without building every name.
    static func inheritsView(_ clause: InheritanceClauseSyntax?) -> Bool {
        guard let clause else { return false }
        return clause.inheritedTypes.contains { baseTypeName(of: $0.type, is: "View") }
    }

    /// Whether `SyntaxQueries.baseTypeName(type)` is `name`.
    static func baseTypeName(of type: TypeSyntax, is name: String) -> Bool {
        switch type.kind {
        case .identifierType: return type.as(IdentifierTypeSyntax.self).map { hasText($0.name, name) } ?? false
        case .memberType: return type.as(MemberTypeSyntax.self).map { hasText($0.name, name) } ?? false
        case .optionalType: return type.as(OptionalTypeSyntax.self).map { baseTypeName(of: $0.wrappedType, is: name) } ?? false
        case .implicitlyUnwrappedOptionalType:
            return type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self).map { baseTypeName(of: $0.wrappedType, is: name) } ?? false
        case .attributedType: return type.as(AttributedTypeSyntax.self).map { baseTypeName(of: $0.baseType, is: name) } ?? false
        default: return false
        }
    }
}
