import ArchitectCore
import ArchitectRules
import SwiftSyntax

/// `.onAppear { Task { … } }` becomes `.task { … }` (iOS 15 or later), keeping the task's
/// statements, comments and layout (see `ClosureUnwrapping` for which layout is kept).
///
/// Only when the `.onAppear` closure holds nothing but that task (written `Task { … }` or
/// `_ = Task { … }`), neither closure declares parameters or a capture list, and the `Task` gets no
/// argument (no priority, no name): `.task` runs the body with the view's lifetime, so the
/// rewrite also adds cancellation when the view disappears, which is the point of the rule.
/// Tasks the rule accepts as meant to outlive the view (in menu items, pagination triggers; see
/// `DataTaskModifier.isDeliberatelyDetached`) are left alone.
public struct TaskModifierFix: SourceFix {
    /// The rule whose findings this fix removes.
    public static let ruleID = "data-task-modifier"

    /// Prepares the fix for a run (it needs nothing from the other files).
    public init(run files: [FixInput]) {}

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        guard context.iOSTarget >= Version(15, 0) else { return FixOutput(tree: tree, count: 0) }
        let rewriter = Rewriter(suppressions: context.suppressions(in: tree))
        let result = rewriter.rewrite(tree).cast(SourceFileSyntax.self)
        return FixOutput(tree: result, count: rewriter.count)
    }

    /// The `Task { … }` call that is the only statement of an `.onAppear` closure, with that statement.
    static func soleTask(of call: FunctionCallExprSyntax) -> (statement: CodeBlockItemSyntax, task: FunctionCallExprSyntax, body: ClosureExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "onAppear", member.declName.argumentNames == nil,
              call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
              let closure = call.trailingClosure, closure.signature == nil,
              closure.statements.count == 1, let statement = closure.statements.first else { return nil }
        var expression: ExprSyntax?
        if let direct = statement.item.as(ExprSyntax.self) {
            expression = direct
            if let assignment = direct.as(InfixOperatorExprSyntax.self) {
                guard assignment.leftOperand.is(DiscardAssignmentExprSyntax.self),
                      assignment.operator.is(AssignmentExprSyntax.self) else { return nil }
                expression = assignment.rightOperand
            } else if let sequence = direct.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[0].is(DiscardAssignmentExprSyntax.self), elements[1].is(AssignmentExprSyntax.self) else { return nil }
                expression = elements[2]
            }
        }
        guard let task = expression?.as(FunctionCallExprSyntax.self),
              let reference = task.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Task",
              task.arguments.isEmpty,
              task.additionalTrailingClosures.isEmpty,
              let body = task.trailingClosure, body.signature == nil else { return nil }
        return (statement, task, body)
    }

    private final class Rewriter: SyntaxRewriter {
        let suppressions: FixSuppressions
        var count = 0

        init(suppressions: FixSuppressions) {
            self.suppressions = suppressions
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            // Layout is read from the original tree, content from the rewritten one (so that
            // nested `.onAppear { Task { … } }` are fixed too).
            let suppressed = node.calledExpression.as(MemberAccessExprSyntax.self)
                .map { suppressions.suppresses(TaskModifierFix.ruleID, at: $0.declName) } ?? true
            var layout: ClosureUnwrapping.Layout?
            if !suppressed, !DataTaskModifier.isDeliberatelyDetached(node),
               let found = TaskModifierFix.soleTask(of: node), let outer = node.trailingClosure {
                layout = ClosureUnwrapping.Layout(outer: outer, statement: found.statement, inner: found.body)
            }
            let visited = super.visit(node)
            guard let layout, let call = visited.as(FunctionCallExprSyntax.self),
                  let found = TaskModifierFix.soleTask(of: call), let outer = call.trailingClosure,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return visited }
            let merged = ClosureUnwrapping.unwrap(outer: outer, wrapperLeading: found.statement.leadingTrivia,
                                                  inner: found.body, layout: layout)
            let name = member.declName.baseName.with(\.tokenKind, .identifier("task"))
            count += 1
            return ExprSyntax(call
                .with(\.calledExpression, ExprSyntax(member.with(\.declName, member.declName.with(\.baseName, name))))
                .with(\.trailingClosure, merged))
        }
    }
}
