import ArchitectSyntax
import SwiftSyntax

/// What `theme-semantic-colors` and `a11y-no-colour-only` share: SwiftUI's fixed named colours and
/// the reading of a conditional colour (`flag ? .green : .red`).
enum ColourExpressions {
    /// SwiftUI's fixed named colours (`Color.red`, `.red` in style position).
    static let namedColors: Set<String> = [
        "black", "blue", "brown", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red", "teal", "white", "yellow",
    ]

    /// The parts of a conditional expression: `flag ? a : b`, whether the parser left it as a
    /// sequence (`flag`, `? a :`, `b`) or it was folded into a ternary.
    struct Conditional {
        let condition: [ExprSyntax]
        let whenTrue: ExprSyntax
        let whenFalse: ExprSyntax
    }

    static func conditional(_ expression: ExprSyntax) -> Conditional? {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return Conditional(condition: [ternary.condition], whenTrue: ternary.thenExpression, whenFalse: ternary.elseExpression)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
              index == elements.count - 2, let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return Conditional(condition: Array(elements[..<index]), whenTrue: ternary.thenExpression, whenFalse: elements[index + 1])
    }

    /// The fixed named colour an expression starts from, written as an implicit member:
    /// `.red` in `.red` or `.red.opacity(0.5)`.
    static func implicitNamedColour(_ expression: ExprSyntax) -> MemberAccessExprSyntax? {
        guard let member = SyntaxQueries.chainRoot(expression).as(MemberAccessExprSyntax.self), member.base == nil,
              namedColors.contains(member.declName.baseName.text) else { return nil }
        return member
    }

    /// The fixed named colour an expression starts from, implicit (`.red`) or on `Color`
    /// (`Color.red`, `SwiftUI.Color.red.opacity(0.5)`).
    static func namedColour(_ expression: ExprSyntax) -> MemberAccessExprSyntax? {
        if let implicit = implicitNamedColour(expression) { return implicit }
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = callee.base {
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if namedColors.contains(member.declName.baseName.text), SyntaxQueries.isTypeReference(base, named: "Color") { return member }
                current = base
            } else {
                return nil
            }
        }
    }
}
