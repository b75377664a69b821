import ArchitectCore
import SwiftSyntax

/// `NavigationView { … }` becomes `NavigationStack { … }` (iOS 16 or later).
///
/// Left alone, so the finding stays: a `NavigationView` styled with `.navigationViewStyle(…)`
/// anywhere in its own modifier chain (the style has no `NavigationStack` equivalent), one
/// that passes arguments (`NavigationView(content:)`), and one whose content holds more than one
/// view, which makes it a split view on iPad and belongs in a `NavigationSplitView` instead.
public struct NavigationStackFix: SourceFix {
    /// The rule whose findings this fix removes.
    public static let ruleID = "nav-no-navigationlink"

    /// Prepares the fix for a run (it needs nothing from the other files).
    public init(run files: [FixInput]) {}

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        guard context.iOSTarget >= Version(16, 0) else { return FixOutput(tree: tree, count: 0) }
        let rewriter = Rewriter(suppressions: context.suppressions(in: tree))
        let result = rewriter.rewrite(tree).cast(SourceFileSyntax.self)
        return FixOutput(tree: result, count: rewriter.count)
    }

    /// Whether a `NavigationView` call can become a `NavigationStack` without changing what it shows.
    static func isConvertible(_ call: FunctionCallExprSyntax) -> Bool {
        guard SyntaxQueries.isTypeReference(call.calledExpression, named: "NavigationView"),
              call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
              let closure = call.trailingClosure, closure.signature == nil,
              closure.statements.count == 1, let only = closure.statements.first,
              !only.item.is(IfConfigDeclSyntax.self) else { return false }
        return !ModifierChain.modifiers(appliedTo: call).contains("navigationViewStyle")
    }

    private final class Rewriter: SyntaxRewriter {
        let suppressions: FixSuppressions
        var count = 0

        init(suppressions: FixSuppressions) {
            self.suppressions = suppressions
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            let convertible = NavigationStackFix.isConvertible(node) && !suppressions.suppresses(NavigationStackFix.ruleID, at: node.calledExpression)
            let visited = super.visit(node)
            guard convertible, var call = visited.as(FunctionCallExprSyntax.self) else { return visited }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                call.calledExpression = ExprSyntax(reference.with(\.baseName, reference.baseName.with(\.tokenKind, .identifier("NavigationStack"))))
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.with(\.tokenKind, .identifier("NavigationStack"))
                call.calledExpression = ExprSyntax(member.with(\.declName, member.declName.with(\.baseName, name)))
            } else {
                return visited
            }
            count += 1
            return ExprSyntax(call)
        }
    }
}

/// Questions about chains of view modifiers (`x.a().b()`).
enum ModifierChain {
    /// The names of the modifiers applied to `expression`, innermost first:
    /// `["padding", "navigationViewStyle"]` for `NavigationView { … }.padding().navigationViewStyle(.stack)`.
    static func modifiers(appliedTo expression: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = Syntax(expression)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                names.append(member.declName.baseName.text)
                current = Syntax(call)
            } else {
                names.append(member.declName.baseName.text)
                current = Syntax(member)
            }
        }
        return names
    }
}
