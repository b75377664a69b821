import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Syntax questions shared by the animation rules: where state changes, which changes are
/// animated and which closures are user actions.
///
/// Candidates for `SyntaxQueries` once another group needs them.
public enum AnimationSupport {
    /// One change of a property written in code: `flag.toggle()`, `flag = !flag`, `offset = 0`,
    /// `offset += 10` (also through `self.`).
    public struct Mutation {
        /// The property changed.
        public let name: String
        /// The whole mutating expression, where a finding about it lands.
        public let expression: ExprSyntax
        /// Whether the change flips a Boolean (`toggle()` or `x = !x`).
        public let isToggle: Bool
    }

    /// Whether a call is `withAnimation(…) { … }` (also `SwiftUI.withAnimation`).
    public static func isWithAnimation(_ call: FunctionCallExprSyntax) -> Bool {
        SyntaxQueries.isTypeReference(call.calledExpression, named: "withAnimation")
    }

    /// The property an expression names: `flag` for `flag` and `self.flag`, nil otherwise.
    public static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           case .identifier(let name) = reference.baseName.tokenKind {
            return name
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The changes written in the statements below `root`. Closures below `root` are not entered
    /// (their code runs later, outside any animation transaction of `root`), except the closures of
    /// `withAnimation` calls when `intoWithAnimation` is set.
    public static func mutations(in root: some SyntaxProtocol, intoWithAnimation: Bool = false) -> [Mutation] {
        var result: [Mutation] = []
        let nodes = ViewRuleSupport.descendants(of: root) { closure in
            intoWithAnimation && SyntaxQueries.owningCall(of: closure).map(isWithAnimation) == true
        }
        for node in nodes {
            if let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
               let base = member.base, let name = propertyName(base) {
                result.append(Mutation(name: name, expression: ExprSyntax(call), isToggle: true))
            } else if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
                // Unfolded: `x = a ? b : c` is one flat sequence whose second element is the `=`.
                let elements = Array(sequence.elements)
                guard let name = propertyName(elements[0]) else { continue }
                if elements[1].is(AssignmentExprSyntax.self) {
                    let negated = elements.count == 3 ? elements[2].as(PrefixOperatorExprSyntax.self) : nil
                    let isToggle = negated?.operator.text == "!" && negated.flatMap { propertyName($0.expression) } == name
                    result.append(Mutation(name: name, expression: ExprSyntax(sequence), isToggle: isToggle))
                } else if let operation = elements[1].as(BinaryOperatorExprSyntax.self),
                          ["+=", "-=", "*=", "/="].contains(operation.operator.text) {
                    result.append(Mutation(name: name, expression: ExprSyntax(sequence), isToggle: false))
                }
            }
        }
        return result
    }

    /// The closure a tap runs: the action of a `Button`, or the closure of `.onTapGesture`.
    public static func tapAction(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if SyntaxQueries.isTypeReference(call.calledExpression, named: "Button") { return ViewRuleSupport.buttonAction(of: call) }
        guard SyntaxQueries.isMemberCall(call), SyntaxQueries.calledName(call) == "onTapGesture" else { return nil }
        if let perform = SyntaxQueries.argument("perform", of: call) { return perform.expression.as(ClosureExprSyntax.self) }
        return call.trailingClosure
    }

    /// The closures given to `withAnimation` calls written in `root`'s own statements (calls
    /// inside nested closures are not included).
    public static func withAnimationClosures(in root: some SyntaxProtocol) -> [ClosureExprSyntax] {
        ViewRuleSupport.descendants(of: root, skipClosures: true).compactMap { node in
            guard let call = node.as(FunctionCallExprSyntax.self), isWithAnimation(call) else { return nil }
            return SyntaxQueries.closures(of: call).first
        }
    }

    /// The properties a View animates: those changed inside a `withAnimation` closure anywhere in
    /// its `members`, named as the `value:` of an `.animation(_:value:)` modifier, or animated through
    /// their binding (`$flag.animation()`).
    public static func animatedProperties(in members: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for node in ViewRuleSupport.descendants(of: members) {
            guard let call = node.as(FunctionCallExprSyntax.self) else { continue }
            if isWithAnimation(call), let closure = SyntaxQueries.closures(of: call).first {
                names.formUnion(mutations(in: closure, intoWithAnimation: true).map(\.name))
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "animation" {
                if let value = SyntaxQueries.argument("value", of: call), let name = propertyName(value.expression) {
                    names.insert(name)
                }
                if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.hasPrefix("$") {
                    names.insert(String(base.baseName.text.dropFirst()))
                }
            }
        }
        return names
    }

    /// The properties named in a condition list: bare names and `self.` names anywhere in its
    /// expressions (`flag`, `!flag`, `a && b`, `items.isEmpty`), and the value unwrapped by
    /// `if let x = selection` or `if let selection`.
    public static func conditionNames(_ conditions: ConditionElementListSyntax) -> Set<String> {
        var names: Set<String> = []
        for element in conditions {
            if let binding = element.condition.as(OptionalBindingConditionSyntax.self), binding.initializer == nil,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                names.insert(name)
            }
            for node in ViewRuleSupport.descendants(of: element, skipClosures: true) {
                guard let expression = node.as(ExprSyntax.self), let name = propertyName(expression) else { continue }
                if let member = expression.parent?.as(MemberAccessExprSyntax.self), member.declName.id == expression.id { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// Whether a block builds a view: one of its statements starts with a view initializer.
    public static func buildsView(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { statement in
            guard let expression = expression(of: statement) else { return false }
            return ViewRuleSupport.viewInitializer(of: expression) != nil
        }
    }

    /// The expression a statement consists of, if it is one.
    public static func expression(of statement: CodeBlockItemSyntax) -> ExprSyntax? {
        if let expression = statement.item.as(ExprSyntax.self) { return expression }
        return statement.item.as(ExpressionStmtSyntax.self)?.expression
    }
}
