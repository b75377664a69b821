import SwiftSyntax

/// Lifts the body of an inner closure into the outer closure that held only the call carrying it,
/// as in `.onAppear { Task { body } }` → `.task { body }` or `List { ForEach(x) { row in body } }`
/// → `List(x) { row in body }`.
///
/// The result keeps one of the two layouts the author wrote:
/// - when the wrapper call (`Task`, `ForEach`) starts a line of its own, the outer closure's:
///   the statements start on a new line, one level inside the outer braces, and the outer `}`
///   stays where it was;
/// - when the wrapper call shares the line of the outer `{` (`.onAppear { Task {`), the inner
///   closure's: its statements and its `}` keep their lines, moved as a whole so that the `}`
///   lines up with the line of the outer `{`.
/// Comments before the wrapper, after the inner `{` and around the inner `}` are kept, and no
/// line is left ending in spaces.
public enum ClosureUnwrapping {
    /// Indentations read from the original tree, before any rewriting detaches the nodes.
    public struct Layout {
        /// The indentation the inner closure's lines are measured from: that of the line of its
        /// `}` when the brace starts a line, else that of the line the wrapper call starts on.
        public let source: String
        /// The indentation of the line the outer closure's `{` is on.
        public let target: String

        /// Measures the layout of `outer { wrapper { inner } }`; `statement` is the outer closure's
        /// only statement, the wrapper call.
        public init(outer: ClosureExprSyntax, statement: CodeBlockItemSyntax, inner: ClosureExprSyntax) {
            let closing = Array(inner.rightBrace.leadingTrivia.pieces)
            if let index = closing.lastIndex(where: TriviaEditing.isLineBreak) {
                source = TriviaEditing.text(of: closing[(index + 1)...].prefix(while: TriviaEditing.isHorizontalSpace))
            } else {
                source = statement.firstToken(viewMode: .sourceAccurate).map(TriviaEditing.lineIndentation(of:)) ?? ""
            }
            target = TriviaEditing.lineIndentation(of: outer.leftBrace)
        }
    }

    /// The outer closure's braces around the inner closure's signature and statements.
    ///
    /// - Parameters:
    ///   - outer: the closure whose only statement is the wrapper call.
    ///   - wrapperLeading: the leading trivia of that statement (comments before `Task`/`ForEach`).
    ///   - inner: the closure passed to the wrapper call.
    ///   - layout: the indentations measured on the original tree.
    public static func unwrap(outer: ClosureExprSyntax, wrapperLeading: Trivia, inner: ClosureExprSyntax, layout: Layout) -> ClosureExprSyntax {
        func moved<Node: SyntaxProtocol>(_ node: Node) -> Node {
            TriviaEditing.reindent(node, from: layout.source, to: layout.target)
        }
        let wrapperStartsLine = TriviaEditing.hasLineBreak(wrapperLeading)
        let newline = wrapperLeading.pieces.first(where: TriviaEditing.isLineBreak)
            ?? inner.rightBrace.leadingTrivia.pieces.first(where: TriviaEditing.isLineBreak)
            ?? .newlines(1)

        var statements = Array(moved(inner.statements))
        var commentsAfterOpening = Trivia()
        if let first = statements.first {
            let firstLeading = first.leadingTrivia
            let leading: Trivia
            if TriviaEditing.hasLineBreak(firstLeading) {
                if wrapperStartsLine {
                    leading = TriviaEditing.droppingFinalLineBreak(wrapperLeading) + firstLeading
                } else {
                    // `{ /* note */ Task {⏎ …`: the note stays on the line of the `{`.
                    commentsAfterOpening = TriviaEditing.trailingComments(wrapperLeading)
                    leading = firstLeading
                }
            } else {
                leading = wrapperLeading + TriviaEditing.trimmingLeadingSpaces(firstLeading)
            }
            statements[0] = first.with(\.leadingTrivia, leading)
        }
        let statementsStartLine = statements.first.map { TriviaEditing.hasLineBreak($0.leadingTrivia) } ?? false
        let closingComments = TriviaEditing.trailingComments(inner.rightBrace.trailingTrivia)
        if !closingComments.isEmpty, let last = statements.last {
            statements[statements.count - 1] = last.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(last.trailingTrivia) + closingComments)
        }

        /// The trivia after the token that precedes the statements: no spaces before a line break.
        func beforeStatements(_ trivia: Trivia) -> Trivia {
            let withComments = trivia + commentsAfterOpening
            return statementsStartLine ? TriviaEditing.trimmingTrailingSpaces(withComments) : withComments
        }
        var leftBrace = outer.leftBrace
        var signature = inner.signature.map(moved)
        if var movedSignature = signature {
            leftBrace = leftBrace.with(\.trailingTrivia, inner.leftBrace.trailingTrivia)
            movedSignature = movedSignature.with(\.trailingTrivia, beforeStatements(movedSignature.trailingTrivia))
            signature = movedSignature
        } else {
            leftBrace = leftBrace.with(\.trailingTrivia, beforeStatements(outer.leftBrace.trailingTrivia + TriviaEditing.trailingComments(inner.leftBrace.trailingTrivia)))
        }

        var rightBrace = outer.rightBrace
        let innerClosingLeading = TriviaEditing.reindent(inner.rightBrace.leadingTrivia, from: layout.source, to: layout.target)
        let outerClosingLeading = outer.rightBrace.leadingTrivia
        if !wrapperStartsLine && TriviaEditing.hasLineBreak(innerClosingLeading) {
            // The inner closure's layout: its `}` line, moved in line with the outer `{`.
            rightBrace = rightBrace.with(\.leadingTrivia, TriviaEditing.hasComment(outerClosingLeading)
                ? TriviaEditing.droppingFinalLineBreak(innerClosingLeading) + outerClosingLeading
                : innerClosingLeading)
        } else if TriviaEditing.hasComment(innerClosingLeading) {
            rightBrace = rightBrace.with(\.leadingTrivia, TriviaEditing.droppingFinalLineBreak(innerClosingLeading)
                + (TriviaEditing.hasLineBreak(outerClosingLeading) ? outerClosingLeading : TriviaEditing.lineBreak(newline, indentation: layout.target)))
        } else if statementsStartLine && !TriviaEditing.hasLineBreak(outerClosingLeading) {
            // `List {⏎ ForEach(x) { … } }`: the statements now start a line, so does the `}`.
            rightBrace = rightBrace.with(\.leadingTrivia, TriviaEditing.lineBreak(newline, indentation: layout.target))
        }

        // A statement that ended a one-line inner closure must not leave a space at the end of its line.
        if let last = statements.last, rightBrace.leadingTrivia.pieces.first.map(TriviaEditing.isLineBreak) ?? false {
            statements[statements.count - 1] = last.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(last.trailingTrivia))
        }

        return outer
            .with(\.leftBrace, leftBrace)
            .with(\.signature, signature)
            .with(\.statements, CodeBlockItemListSyntax(statements))
            .with(\.rightBrace, rightBrace)
    }
}
