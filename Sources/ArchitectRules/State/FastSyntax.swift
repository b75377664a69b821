import ArchitectCore
import SwiftSyntax

/// Cheaper forms of syntax questions that rules ask for many nodes.
///
/// With the toolchain's SwiftSyntax, which is built for library evolution, the generic
/// `node.is(StructDeclSyntax.self)` instantiates `Optional<StructDeclSyntax>` metadata on every
/// call and costs several times a comparison of `node.kind`. These helpers give the same answers
/// as their `SyntaxQueries` counterparts by comparing kinds. Candidates for `SyntaxQueries`.
enum FastSyntax {
    /// Whether a node declares a type or an extension (struct, class, enum, actor, extension or
    /// protocol): the declarations `SyntaxQueries.enclosingTypeDeclaration(of:)` stops at.
    static func isTypeDeclaration(_ node: Syntax) -> Bool {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl: true
        default: false
        }
    }

    /// The innermost type or extension declaration that contains `node`; the same answer as
    /// `SyntaxQueries.enclosingTypeDeclaration(of:)`.
    static func enclosingTypeDeclaration(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if isTypeDeclaration(candidate) { return candidate }
            current = candidate.parent
        }
        return nil
    }
}

extension FastSyntax {
    /// Whether an expression refers to the type `name`, written `X` or `SwiftUI.X`: the same answer
    /// as `SyntaxQueries.isTypeReference(_:named:)`, which builds two sets on every call.
    static func isTypeReference(_ expression: ExprSyntax, named name: String) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name,
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text == "SwiftUI"
        }
        return false
    }

    /// Whether `call` calls the type `name`, written `X(…)`, `SwiftUI.X(…)` or `X<T>(…)`: the same
    /// answer as `SyntaxQueries.isCall(_:toType:)`, without its per-call allocations.
    static func isCall(_ call: FunctionCallExprSyntax, toType name: String) -> Bool {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        return isTypeReference(callee, named: name)
    }
}
