import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// What the task-cancellation rules ask of a piece of async code: where it awaits, whether it
/// looks at cancellation, and which loops and closures it is made of.
enum CancellationSyntax {
    /// Whether `node` reads `isCancelled` (`Task.isCancelled`, `task.isCancelled`) or calls
    /// `checkCancellation()` / `withTaskCancellationHandler` anywhere inside it.
    static func looksAtCancellation(_ node: some SyntaxProtocol) -> Bool {
        let finder = CheckFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    /// Whether `node`'s own code (outside nested closures and functions) contains an `await`.
    static func awaits(_ node: some SyntaxProtocol) -> Bool {
        let finder = AwaitFinder()
        finder.walk(node)
        return !finder.awaits.isEmpty
    }

    /// The `await` expressions of `node`'s own code, outside nested closures and functions.
    static func awaitExpressions(in node: some SyntaxProtocol) -> [AwaitExprSyntax] {
        let finder = AwaitFinder()
        finder.walk(node)
        return finder.awaits
    }

    /// Whether `node`'s own code holds a plain `try` (not `try?`/`try!`) of an awaited call
    /// whose error leaves `node`: no `do`/`catch` between the two catches it, or every clause of
    /// the one that does ends in `break`, `return` or `throw`. A cancelled callee that throws
    /// `CancellationError` (as `Task.sleep` and `URLSession` do) then ends the code.
    static func propagatesAwaitedError(_ node: some SyntaxProtocol) -> Bool {
        let finder = AwaitFinder()
        finder.walk(node)
        return finder.tries.contains { tryExpr in
            guard tryExpr.questionOrExclamationMark == nil, tryExpr.expression.is(AwaitExprSyntax.self) else { return false }
            var current = tryExpr.parent
            while let candidate = current, candidate.id != node.id {
                if let doStatement = candidate.as(DoStmtSyntax.self), !doStatement.catchClauses.isEmpty,
                   !doStatement.catchClauses.allSatisfy(exits) {
                    return false
                }
                current = candidate.parent
            }
            return true
        }
    }

    /// Whether a catch clause's last statement is `break`, `return` or `throw`.
    static func exits(_ clause: CatchClauseSyntax) -> Bool {
        guard let last = clause.body.statements.last?.item else { return false }
        return last.is(BreakStmtSyntax.self) || last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
    }

    /// Whether `expression` is `try? await Task.sleep(…)`: a sleep whose cancellation is thrown away.
    static func isIgnoredSleep(_ expression: ExprSyntax) -> Bool {
        guard let tryExpr = expression.as(TryExprSyntax.self), tryExpr.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
              let awaited = tryExpr.expression.as(AwaitExprSyntax.self),
              let call = awaited.expression.as(FunctionCallExprSyntax.self) else { return false }
        return ErrNoSilentFailureRule.isTaskSleep(call)
    }

    /// Whether a closure is the operation of `Task {…}`, `Task.detached {…}` or the `.task {…}`
    /// modifier: code that runs asynchronously, whatever its signature says.
    static func isAsyncOperation(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = SyntaxQueries.owningCall(of: closure) else { return false }
        if AsyncWorkSyntax.isTaskCreation(call) { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "task" else { return false }
        return member.base == nil || member.base.map(isViewExpression) == true
    }

    /// A modifier chain's receiver that is not a plain lowercase name (`viewModel.task` is a
    /// property, `Text("").task` a modifier).
    private static func isViewExpression(_ base: ExprSyntax) -> Bool {
        !(base.is(DeclReferenceExprSyntax.self) && base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isLowercase == true)
    }

    /// The outermost `for`/`while`/`repeat` loops of a body, outside nested closures and functions.
    static func outermostLoops(in node: some SyntaxProtocol) -> [StmtSyntax] {
        let finder = LoopFinder()
        finder.walk(node)
        return finder.loops
    }

    private final class CheckFinder: SyntaxVisitor {
        var found = false
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if ["isCancelled", "checkCancellation", "withTaskCancellationHandler"].contains(node.baseName.text) { found = true }
            return .skipChildren
        }
    }

    private final class AwaitFinder: SyntaxQueries.ScopedVisitor {
        var awaits: [AwaitExprSyntax] = []
        var tries: [TryExprSyntax] = []
        override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
            awaits.append(node)
            return .visitChildren
        }
        override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
            tries.append(node)
            return .visitChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    private final class LoopFinder: SyntaxQueries.ScopedVisitor {
        var loops: [StmtSyntax] = []
        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
            loops.append(StmtSyntax(node))
            return .skipChildren
        }
        override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
            loops.append(StmtSyntax(node))
            return .skipChildren
        }
        override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
            loops.append(StmtSyntax(node))
            return .skipChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
