import ArchitectCore
import SwiftSyntax

/// Syntax questions shared by the view, accessibility and layer rules of this group.
///
/// Candidates for `SyntaxQueries` once a second group needs them.
public enum ViewRuleSupport {
    /// The declarations of a member block, with the members of `#if` clauses flattened in.
    public static func memberDeclarations(_ block: MemberBlockSyntax) -> [DeclSyntax] {
        flatten(block.members)
    }

    private static func flatten(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for member in members {
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let nested)? = clause.elements { result.append(contentsOf: flatten(nested)) }
                }
            } else {
                result.append(member.decl)
            }
        }
        return result
    }

    /// Whether `type` is `some View` (or `some SwiftUI.View`).
    public static func isSomeView(_ type: TypeSyntax?) -> Bool {
        guard let opaque = type?.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) else { return false }
        return SyntaxQueries.baseTypeName(opaque.constraint) == "View"
    }

    /// Whether an extension declares `View` conformance in its own inheritance clause.
    public static func isViewExtension(_ declaration: ExtensionDeclSyntax) -> Bool {
        SyntaxQueries.inheritedNames(declaration.inheritanceClause).contains("View")
    }

    /// The name of the View that directly contains `node`: a View struct, or an extension that
    /// declares `View` conformance. Nil inside nested types, other types and at file level.
    public static func enclosingViewName(of node: some SyntaxProtocol) -> String? {
        guard let declaration = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return nil }
        if let structure = declaration.as(StructDeclSyntax.self), SyntaxQueries.isView(structure) {
            return structure.name.text
        }
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self), isViewExtension(extensionDecl) {
            return extensionDecl.extendedType.trimmedDescription
        }
        return nil
    }

    /// The modifier calls applied on top of `expression`, innermost first: for
    /// `Image(x).resizable().onTapGesture {}` and the `Image(x)` call, the `resizable` and
    /// `onTapGesture` calls. Modifiers written inside a postfix `#if` clause of the chain are
    /// included, whichever clause they sit in.
    public static func modifiersApplied(to expression: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current = Syntax(expression)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
               let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                calls.append(call)
                current = Syntax(call)
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                calls.append(contentsOf: modifiers(in: postfix.config))
                current = Syntax(postfix)
            } else {
                break
            }
        }
        return calls
    }

    /// The modifier calls written in the clauses of a postfix `#if`.
    private static func modifiers(in config: IfConfigDeclSyntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        for clause in config.clauses {
            if case .postfixExpression(let expression)? = clause.elements {
                calls.append(contentsOf: chainCalls(expression))
            }
        }
        return calls
    }

    /// The member calls of a chain written from its outermost expression downwards.
    private static func chainCalls(_ expression: ExprSyntax) -> [FunctionCallExprSyntax] {
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.base.map(chainCalls) ?? []) + [call]
        }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
            return (postfix.base.map(chainCalls) ?? []) + modifiers(in: postfix.config)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base.map(chainCalls) ?? []
        }
        return []
    }

    /// The expression a modifier chain starts from: `Image(x)` for `Image(x).resizable().frame()`,
    /// looking through postfix `#if` clauses.
    public static func chainRoot(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base {
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
            } else {
                return current
            }
        }
    }

    /// The single expression a closure consists of, or nil when it has several statements.
    public static func singleExpression(of closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let item = closure.statements.first else { return nil }
        if case .expr(let expression) = item.item { return expression }
        return nil
    }
}
