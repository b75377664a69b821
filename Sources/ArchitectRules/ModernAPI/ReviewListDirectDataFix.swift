import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import SwiftSyntax

/// `List { ForEach(data) { row in … } }` becomes `List(data) { row in … }` when the list holds
/// nothing else; `id:` and `selection:` are kept (`List(data, id: \.x, selection: $s) { … }`).
///
/// The match is the rule's own (`ReviewListDirectDataRule.soleForEach(in:)`): a `ForEach` with modifiers, a
/// list with other rows, sections or `#if` blocks, and other `ForEach` initializers are left alone.
struct ReviewListDirectDataFix: SourceFix {
    /// The rule whose findings the fix removes.
    typealias FixedRule = ReviewListDirectDataRule

    /// The fix changes only files that mention these words.
    public static let requiredWords = ["ForEach"]

    /// Prepares the fix for a run (it needs nothing from the other files).
    public init(run files: [FixInput]) {}

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        Rewriter(suppressions: context.suppressions(in: tree)).output(rewriting: tree)
    }

    private final class Rewriter: FixRewriter {


        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            // Layout from the original tree, content from the rewritten one (nested lists too).
            let suppressed = suppressions.suppresses(ReviewListDirectDataFix.FixedRule.description, at: node.calledExpression)
            var layout: ClosureUnwrapping.Layout?
            if !suppressed, let found = ReviewListDirectDataRule.soleForEach(in: node), let outer = node.trailingClosure,
               let rows = found.forEach.trailingClosure {
                layout = ClosureUnwrapping.Layout(outer: outer, statement: found.statement, inner: rows)
            }
            let visited = super.visit(node)
            guard let layout, let list = visited.as(FunctionCallExprSyntax.self),
                  let found = ReviewListDirectDataRule.soleForEach(in: list),
                  let outer = list.trailingClosure, let rows = found.forEach.trailingClosure else { return visited }

            var arguments = Array(found.forEach.arguments)
            if let first = arguments.first { arguments[0] = first.with(\.leadingTrivia, TriviaEditing.trimmingLeadingSpaces(first.leadingTrivia)) }
            let existing = Array(list.arguments)
            if !existing.isEmpty, let last = arguments.last {
                arguments[arguments.count - 1] = last
                    .with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(last.trailingTrivia))
                    .with(\.trailingComma, .commaToken(trailingTrivia: .space))
            } else if let last = arguments.last {
                arguments[arguments.count - 1] = last.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(last.trailingTrivia))
            }
            arguments += existing

            var result = list
            let spaceBeforeBrace: Trivia
            if let rightParen = list.rightParen {
                spaceBeforeBrace = rightParen.trailingTrivia
            } else {
                spaceBeforeBrace = list.calledExpression.trailingTrivia.isEmpty ? .space : list.calledExpression.trailingTrivia
                result = result.with(\.calledExpression, list.calledExpression.with(\.trailingTrivia, []))
            }
            let merged = ClosureUnwrapping.unwrap(outer: outer, wrapperLeading: found.statement.leadingTrivia,
                                                  inner: rows, layout: layout)
            count += 1
            return ExprSyntax(result
                .with(\.leftParen, list.leftParen ?? .leftParenToken())
                .with(\.arguments, LabeledExprListSyntax(arguments))
                .with(\.rightParen, (list.rightParen ?? .rightParenToken()).with(\.trailingTrivia, spaceBeforeBrace))
                .with(\.trailingClosure, merged))
        }
    }
}

/// `ReviewListDirectDataRule` is rewritten by `ReviewListDirectDataFix`.
extension ReviewListDirectDataRule: FixableRule {
    typealias Fix = ReviewListDirectDataFix
}
