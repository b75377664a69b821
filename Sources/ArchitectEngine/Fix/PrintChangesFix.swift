import ArchitectCore
import SwiftSyntax

/// Wraps `let _ = Self._printChanges()` (or `_logChanges()`, or the bare `Self._printChanges()`
/// statement) in `#if DEBUG … #endif`, so the diagnostic never ships in a release build.
///
/// The statement keeps its comments; comments above it stay above the `#if`. A statement
/// already inside an `#if DEBUG` clause (in any of its conditions, not in an `#else`) is left alone,
/// and so is a call on a value (`Feature()._printChanges()`, a reducer's debugging API): wrapping it
/// could empty a builder closure in release builds.
public struct PrintChangesFix: SourceFix {
    /// The rule whose findings this fix removes.
    public static let ruleID = "diff-printchanges-debug"

    /// Prepares the fix for a run (it needs nothing from the other files).
    public init(run files: [FixInput]) {}

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        let rewriter = Rewriter(newline: context.newline, suppressions: context.suppressions(in: tree))
        let result = rewriter.rewrite(tree).cast(SourceFileSyntax.self)
        return FixOutput(tree: result, count: rewriter.count)
    }

    /// Whether a statement is a change-logging call (`Self._printChanges()`, `let _ = …`) outside `#if DEBUG`.
    static func isUnguardedChangeLog(_ item: CodeBlockItemSyntax) -> Bool {
        var call: FunctionCallExprSyntax?
        if let variable = item.item.as(VariableDeclSyntax.self) {
            guard variable.bindings.count == 1, let binding = variable.bindings.first,
                  binding.pattern.is(WildcardPatternSyntax.self), binding.typeAnnotation == nil else { return false }
            call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
        } else if let expression = item.item.as(ExprSyntax.self) {
            call = expression.as(FunctionCallExprSyntax.self)
        }
        // The base is `Self` or a type name: `Feature()._printChanges()` on a value is another API
        // (a reducer's, for instance), and may be the only statement of a builder.
        guard let call, call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self),
              base.baseName.tokenKind == .keyword(.Self) || base.baseName.text.first?.isUppercase == true,
              ["_printChanges", "_logChanges"].contains(member.declName.baseName.text) else { return false }
        return !SyntaxQueries.isInsideIfConfig(item, flag: "DEBUG")
    }

    private final class Rewriter: SyntaxRewriter {
        let newline: TriviaPiece
        let suppressions: FixSuppressions
        var count = 0

        init(newline: TriviaPiece, suppressions: FixSuppressions) {
            self.newline = newline
            self.suppressions = suppressions
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
            let wrap = node.map { PrintChangesFix.isUnguardedChangeLog($0) && !suppressions.suppresses(PrintChangesFix.ruleID, at: $0) }
            let indentations = node.map { item in item.firstToken(viewMode: .sourceAccurate).map(TriviaEditing.lineIndentation(of:)) ?? "" }
            let startsFile = node.map { item in item.firstToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate) == nil }
            let visited = super.visit(node)
            guard wrap.contains(true) else { return visited }
            var items: [CodeBlockItemSyntax] = []
            var breakBeforeNext = false
            for (index, item) in visited.enumerated() {
                let indentation = indentations[index]
                let lineStart = TriviaEditing.lineBreak(newline, indentation: indentation)
                var item = item
                if breakBeforeNext && !TriviaEditing.hasLineBreak(item.leadingTrivia) {
                    item = item.with(\.leadingTrivia, lineStart)
                }
                breakBeforeNext = false
                guard wrap[index] else {
                    items.append(item)
                    continue
                }
                let leading = item.leadingTrivia
                let ifLeading = TriviaEditing.hasLineBreak(leading) || startsFile[index]
                    ? leading : TriviaEditing.trimmingTrailingSpaces(leading) + lineStart
                let clause = IfConfigClauseSyntax(
                    poundKeyword: .poundIfToken(leadingTrivia: ifLeading),
                    condition: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("DEBUG", leadingTrivia: .space))),
                    elements: .statements(CodeBlockItemListSyntax([item.with(\.leadingTrivia, lineStart)])))
                let block = IfConfigDeclSyntax(clauses: IfConfigClauseListSyntax([clause]), poundEndif: .poundEndifToken(leadingTrivia: lineStart))
                items.append(CodeBlockItemSyntax(item: .decl(DeclSyntax(block))))
                breakBeforeNext = true
                count += 1
            }
            return CodeBlockItemListSyntax(items)
        }
    }
}
