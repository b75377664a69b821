import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// When a `NavigationView { … }` can become a `NavigationStack { … }` without changing what it
/// shows. The rule `nav-no-navigationlink` asks it to say whether a finding is fixable, and the
/// fix asks it before rewriting, so the two always agree.
public enum NavigationViewConversion {
    /// The first iOS release with `NavigationStack`, `NavigationSplitView` and
    /// `NavigationLink(value:)`: below it the rule is silent and the fix does nothing.
    public static let minimumTarget = Version(16, 0)

    /// The names of the modifiers applied to `call`, innermost first
    /// (`["padding", "navigationViewStyle"]` for `NavigationView { … }.padding().navigationViewStyle(.stack)`).
    public static func styleModifierNames(of call: FunctionCallExprSyntax) -> [String] {
        var names: [String] = []
        var current = Syntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
            names.append(member.declName.baseName.text)
            if let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id {
                current = Syntax(outer)
            } else {
                current = Syntax(member)
            }
        }
        return names
    }

    /// Whether a `NavigationView` call has the shape `NavigationStack { … }` can take: a trailing
    /// closure with one view and no arguments.
    public static func hasConvertibleShape(_ call: FunctionCallExprSyntax) -> Bool {
        guard SyntaxQueries.isTypeReference(call.calledExpression, named: "NavigationView"),
              call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
              let closure = call.trailingClosure, closure.signature == nil,
              closure.statements.count == 1, let only = closure.statements.first,
              !only.item.is(IfConfigDeclSyntax.self) else { return false }
        return true
    }

    /// Whether a `NavigationView` call can become a `NavigationStack` without changing what it
    /// shows: the convertible shape, and a stack for certain (the style, or an iPhone-only target)
    /// with no other `navigationViewStyle` in its chain.
    public static func isConvertible(_ call: FunctionCallExprSyntax, isPhoneOnly: Bool = false) -> Bool {
        guard hasConvertibleShape(call) else { return false }
        let styles = styleModifierNames(of: call).filter { $0 == "navigationViewStyle" }.count
        if stackStyleModifier(of: call) != nil { return styles == 1 }
        return isPhoneOnly && styles == 0
    }

    /// The `.navigationViewStyle(.stack)` or `.navigationViewStyle(StackNavigationViewStyle())` call
    /// in the modifier chain of a `NavigationView` call, if there is one.
    public static func stackStyleModifier(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
            guard let modifier = member.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == member.id else {
                current = Syntax(member)
                continue
            }
            if member.declName.baseName.text == "navigationViewStyle", isStackStyle(modifier) { return modifier }
            current = Syntax(modifier)
        }
        return nil
    }

    /// `.navigationViewStyle(.stack)` or `.navigationViewStyle(StackNavigationViewStyle())`.
    public static func isStackStyle(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard modifier.arguments.count == 1, let argument = modifier.arguments.first, argument.label == nil else { return false }
        if let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text == "stack"
        }
        if let construction = argument.expression.as(FunctionCallExprSyntax.self), construction.arguments.isEmpty,
           construction.trailingClosure == nil {
            return SyntaxQueries.isTypeReference(construction.calledExpression, named: "StackNavigationViewStyle")
        }
        return false
    }
}
