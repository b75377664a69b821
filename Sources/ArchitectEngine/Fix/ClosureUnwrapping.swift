import SwiftSyntax

/// Lifts the body of an inner closure into the outer closure that held only the call carrying it,
/// as in `.onAppear { Task { body } }` → `.task { body }` or `List { ForEach(x) { row in body } }`
/// → `List(x) { row in body }`.
enum ClosureUnwrapping {
    /// The outer closure's braces around the inner closure's signature and statements.
    ///
    /// - Parameters:
    ///   - outer: the closure whose only statement is the wrapper call.
    ///   - wrapperLeading: the leading trivia of that statement (comments before `Task`/`ForEach`).
    ///   - inner: the closure passed to the wrapper call.
    /// The inner statements move out by one level of indentation; comments before the wrapper,
    /// after the inner `{` and before the inner `}` are kept.
    ///   - targetIndentation: the indentation of the line the wrapper call starts on, where the
    ///     inner statements now go.
    static func unwrap(outer: ClosureExprSyntax, wrapperLeading: Trivia, inner: ClosureExprSyntax, targetIndentation: String) -> ClosureExprSyntax {
        let sourceIndentation = TriviaEditing.firstInnerLineIndentation(inner.statements)
            ?? TriviaEditing.firstInnerLineIndentation(inner.rightBrace)
        func moved<Node: SyntaxProtocol>(_ node: Node) -> Node {
            guard let sourceIndentation else { return node }
            return TriviaEditing.reindent(node, from: sourceIndentation, to: targetIndentation)
        }
        func moved(_ trivia: Trivia) -> Trivia {
            guard let sourceIndentation else { return trivia }
            return TriviaEditing.reindent(trivia, from: sourceIndentation, to: targetIndentation)
        }

        var statements = Array(moved(inner.statements))
        if let first = statements.first {
            let firstLeading = first.leadingTrivia
            let leading: Trivia
            if TriviaEditing.hasLineBreak(firstLeading) {
                leading = TriviaEditing.droppingFinalLineBreak(wrapperLeading) + firstLeading
            } else {
                leading = wrapperLeading + TriviaEditing.trimmingLeadingSpaces(firstLeading)
            }
            statements[0] = first.with(\.leadingTrivia, leading)
        }
        let closingComments = TriviaEditing.trailingComments(inner.rightBrace.trailingTrivia)
        if !closingComments.isEmpty, let last = statements.last {
            statements[statements.count - 1] = last.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(last.trailingTrivia) + closingComments)
        }

        var leftBrace = outer.leftBrace
        if inner.signature != nil {
            leftBrace = leftBrace.with(\.trailingTrivia, inner.leftBrace.trailingTrivia)
        } else {
            leftBrace = leftBrace.with(\.trailingTrivia, outer.leftBrace.trailingTrivia + TriviaEditing.trailingComments(inner.leftBrace.trailingTrivia))
        }

        var rightBrace = outer.rightBrace
        let innerClosingLeading = moved(inner.rightBrace.leadingTrivia)
        if TriviaEditing.hasComment(innerClosingLeading) {
            rightBrace = rightBrace.with(\.leadingTrivia, TriviaEditing.droppingFinalLineBreak(innerClosingLeading) + outer.rightBrace.leadingTrivia)
        }

        // A statement that ended a one-line inner closure must not leave a space at the end of its line.
        if let last = statements.last, rightBrace.leadingTrivia.pieces.first.map(TriviaEditing.isLineBreak) ?? false {
            statements[statements.count - 1] = last.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(last.trailingTrivia))
        }

        return outer
            .with(\.leftBrace, leftBrace)
            .with(\.signature, inner.signature.map(moved))
            .with(\.statements, CodeBlockItemListSyntax(statements))
            .with(\.rightBrace, rightBrace)
    }
}
