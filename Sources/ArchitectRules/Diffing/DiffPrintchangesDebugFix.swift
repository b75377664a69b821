import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import SwiftSyntax

/// Wraps `let _ = Self._printChanges()` (or `_logChanges()`, or the bare `Self._printChanges()`
/// statement) in `#if DEBUG … #endif`, so the diagnostic never ships in a release build.
///
/// The statement keeps its comments; comments above it stay above the `#if`. The `#if`, the
/// statement and the `#endif` each get a line of their own at the statement's indentation; a
/// semicolon that separated the statement from its neighbours on one line goes, and a block
/// written on one line (`Group { let _ = Self._printChanges(); Text("a") }`) is laid out over
/// several lines, one level inside its braces, so that no line ends in spaces.
///
/// A call in a branch that only compiles in release builds (the `#else` of `#if DEBUG`, or
/// `#if !DEBUG`) cannot be wrapped: a nested `#if DEBUG` there would never compile in. It is
/// removed instead, being release-only diagnostics that should not ship; an `#else` emptied
/// this way goes too. A call there that shares its line with another statement, or whose
/// comments would have nowhere to go (a comment after it, or above it when no statement follows
/// in its branch), is left alone, with its finding.
///
/// Left alone: a statement already inside an `#if DEBUG` clause (in any of its conditions, not in
/// an `#else`); a call on a value (`Feature()._printChanges()`, a reducer's debugging API), since
/// wrapping it could empty a builder closure in release builds; a one-line block that is not the
/// body of a closure, a function, an accessor or a statement (a `case` written on one line).
struct DiffPrintchangesDebugFix: SourceFix {
    /// The rule whose findings the fix removes.
    typealias FixedRule = DiffPrintchangesDebugRule

    /// The fix changes only files that mention these words.
    public static let requiredWords = ["_printChanges", "_logChanges"]

    /// Prepares the fix for a run (it needs nothing from the other files).
    public init(run files: [FixInput]) {}

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        let rewriter = Rewriter(newline: context.newline, indentUnit: context.indentUnit, suppressions: context.suppressions(in: tree))
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
              base.baseName.tokenKind == .keyword(.Self) || UTF8Text.startsUppercase(base.baseName.text),
              ["_printChanges", "_logChanges"].contains(member.declName.baseName.text) else { return false }
        return !SyntaxQueries.isDebugOnly(item)
    }

    /// Whether a node sits in a branch that compiles only when `DEBUG` is not set: under a
    /// condition with a `!DEBUG` conjunct, or in an `#elseif`/`#else` that follows a clause whose
    /// condition holds whenever `DEBUG` is set (`DEBUG`, `DEBUG || X`).
    static func isInReleaseOnlyBranch(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let clause = candidate.as(IfConfigClauseSyntax.self) {
                if let condition = clause.condition, (operands(of: condition, joinedBy: "&&") ?? []).contains(where: isNegatedDebug) {
                    return true
                }
                if let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) {
                    for earlier in clauses {
                        if earlier.id == clause.id { break }
                        if let condition = earlier.condition, (operands(of: condition, joinedBy: "||") ?? []).contains(where: isDebug) { return true }
                    }
                }
            }
            current = candidate.parent
        }
        return false
    }

    /// The operands of a condition joined by one operator only (`a && b && c`); the condition
    /// itself when it has no operator; nil when it mixes operators.
    private static func operands(of condition: ExprSyntax, joinedBy name: String) -> [ExprSyntax]? {
        let condition = unparenthesized(condition)
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return [condition] }
        var result: [ExprSyntax] = []
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == name else { return nil }
            } else {
                result.append(unparenthesized(element))
            }
        }
        return result
    }

    private static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return unparenthesized(only.expression)
        }
        return expression
    }

    private static func isDebug(_ expression: ExprSyntax) -> Bool {
        unparenthesized(expression).as(DeclReferenceExprSyntax.self)?.baseName.text == "DEBUG"
    }

    private static func isNegatedDebug(_ expression: ExprSyntax) -> Bool {
        guard let prefix = unparenthesized(expression).as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" else { return false }
        return isDebug(prefix.expression)
    }

    /// What happens to each statement of a list.
    enum Action {
        case keep, wrap, remove
    }

    private final class Rewriter: SyntaxRewriter {
        let newline: TriviaPiece
        let indentUnit: String
        let suppressions: FixSuppressions
        var count = 0

        init(newline: TriviaPiece, indentUnit: String, suppressions: FixSuppressions) {
            self.newline = newline
            self.indentUnit = indentUnit
            self.suppressions = suppressions
            super.init(viewMode: .sourceAccurate)
        }

        /// The plan for a statement list of the original tree: each statement's action, and
        /// whether the list, written on the line of its opening brace, is laid out over lines.
        private func plan(_ node: CodeBlockItemListSyntax) -> (actions: [Action], spreads: Bool)? {
            let items = Array(node)
            var actions: [Action] = items.map { item in
                guard DiffPrintchangesDebugFix.isUnguardedChangeLog(item), !suppressions.suppresses(DiffPrintchangesDebugFix.FixedRule.description, at: item) else { return .keep }
                return DiffPrintchangesDebugFix.isInReleaseOnlyBranch(item) ? .remove : .wrap
            }
            for (index, item) in items.enumerated() where actions[index] == .remove {
                // Removed only from a line of its own; comments above it go to the next statement.
                // With no statement after it to take them, or with comments after the call, or
                // with another statement on its line, it is left alone.
                let isLast = index == items.count - 1
                let following = isLast ? item.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.leadingTrivia
                    : items[index + 1].leadingTrivia
                let ownsLine = TriviaEditing.hasLineBreak(item.leadingTrivia) && following.map(TriviaEditing.hasLineBreak) ?? true
                if !ownsLine || TriviaEditing.hasComment(item.trailingTrivia) || (isLast && TriviaEditing.hasComment(item.leadingTrivia)) {
                    actions[index] = .keep
                }
            }
            guard actions.contains(where: { $0 != .keep }) else { return nil }
            let firstStartsLine = items.first.map { TriviaEditing.hasLineBreak($0.leadingTrivia) } ?? true
            let startsFile = node.firstToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate) == nil
            let spreads = !firstStartsLine && !startsFile && actions.contains(.wrap)
            let hasBraces = node.parent.map(Self.hasBraces) ?? false
            if spreads, !hasBraces {
                // A one-line `case .a: let _ = …; Text("a")`: no brace to line up with; left alone.
                return nil
            }
            if actions.last == .wrap, !hasBraces,
               let after = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate), !TriviaEditing.hasLineBreak(after.leadingTrivia) {
                // `case .a:⏎ let _ = Self._printChanges() }`: the `}` of the `switch` would follow `#endif`.
                return nil
            }
            return (actions, spreads)
        }

        /// Whether a statement list's parent writes it between braces this fix can lay out.
        private static func hasBraces(_ parent: Syntax) -> Bool {
            parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockSyntax.self) || parent.is(AccessorBlockSyntax.self)
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
            let plan = plan(node)
            let indentations = node.map { item in item.firstToken(viewMode: .sourceAccurate).map(TriviaEditing.lineIndentation(of:)) ?? "" }
            let startsFile = node.map { item in item.firstToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate) == nil }
            let base = node.firstToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate).map(TriviaEditing.lineIndentation(of:)) ?? ""
            let visited = super.visit(node)
            guard let plan else { return visited }
            let inner = base + indentUnit

            // Statements after their edits, and whether each was touched (its neighbours then lose
            // the semicolon and spaces that separated them on one line).
            var items: [CodeBlockItemSyntax] = []
            var touched: [Bool] = []
            var breakBeforeNext = false
            var carriedComments: Trivia?
            for (index, original) in visited.enumerated() {
                var item = original
                var indentation = indentations[index]
                var movedToNewLine = false
                if plan.spreads && !TriviaEditing.hasLineBreak(item.leadingTrivia) {
                    // Moved from the line of the `{` to a line of its own, one level inside.
                    item = TriviaEditing.reindent(item, from: base, to: inner)
                    item = item.with(\.leadingTrivia, TriviaEditing.lineBreak(newline, indentation: inner) + TriviaEditing.trimmingLeadingSpaces(item.leadingTrivia))
                    indentation = inner
                    movedToNewLine = true
                } else if breakBeforeNext && !TriviaEditing.hasLineBreak(item.leadingTrivia) {
                    item = item.with(\.leadingTrivia, TriviaEditing.lineBreak(newline, indentation: indentation) + TriviaEditing.trimmingLeadingSpaces(item.leadingTrivia))
                    movedToNewLine = true
                }
                breakBeforeNext = false
                if let carried = carriedComments {
                    item = item.with(\.leadingTrivia, carried + item.leadingTrivia)
                    carriedComments = nil
                }
                let lineStart = TriviaEditing.lineBreak(newline, indentation: indentation)
                switch plan.actions[index] {
                case .keep:
                    items.append(item)
                    touched.append(false)
                    if movedToNewLine { markTouched(&touched, at: items.count - 1) }
                case .remove:
                    // The statement has a line of its own (see `plan`); comments above it stay
                    // above the statement that follows.
                    if TriviaEditing.hasComment(item.leadingTrivia) {
                        carriedComments = TriviaEditing.droppingFinalLineBreak(item.leadingTrivia)
                    }
                    count += 1
                case .wrap:
                    let leading = item.leadingTrivia
                    let ifLeading = TriviaEditing.hasLineBreak(leading) || startsFile[index]
                        ? leading : TriviaEditing.trimmingTrailingSpaces(leading) + lineStart
                    let statement = Self.withoutSeparator(item.with(\.leadingTrivia, lineStart))
                    let clause = IfConfigClauseSyntax(
                        poundKeyword: .poundIfToken(leadingTrivia: ifLeading),
                        condition: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("DEBUG", leadingTrivia: .space))),
                        elements: .statements(CodeBlockItemListSyntax([statement])))
                    let block = IfConfigDeclSyntax(clauses: IfConfigClauseListSyntax([clause]), poundEndif: .poundEndifToken(leadingTrivia: lineStart))
                    items.append(CodeBlockItemSyntax(item: .decl(DeclSyntax(block))))
                    touched.append(false)
                    markTouched(&touched, at: items.count - 1)
                    breakBeforeNext = true
                    count += 1
                }
            }
            if plan.spreads, !touched.isEmpty { touched[touched.count - 1] = true }
            // A statement followed by one that now starts a line (or by the end of a spread
            // block) loses its separating semicolon and the spaces at the end of its line.
            for index in items.indices where touched[index] {
                let nextStartsLine = index + 1 < items.count
                    ? TriviaEditing.hasLineBreak(Trivia(pieces: Array(items[index + 1].leadingTrivia.pieces.prefix { !TriviaEditing.isComment($0) })))
                    : plan.spreads
                if nextStartsLine { items[index] = Self.withoutSeparator(items[index]) }
            }
            return CodeBlockItemListSyntax(items)
        }

        /// Marks a statement and the one before it as touched.
        private func markTouched(_ touched: inout [Bool], at index: Int) {
            touched[index] = true
            if index > 0 { touched[index - 1] = true }
        }

        /// A statement without its semicolon and without spaces at its end (comments after the
        /// semicolon stay on the line).
        static func withoutSeparator(_ item: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
            var result = item
            var comments = Trivia()
            if let semicolon = item.semicolon {
                comments = TriviaEditing.trailingComments(semicolon.leadingTrivia + semicolon.trailingTrivia)
                result = result.with(\.semicolon, nil)
            }
            return result.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(result.trailingTrivia) + comments)
        }

        override func visit(_ node: IfConfigDeclSyntax) -> DeclSyntax {
            let elseCounts = node.clauses.map { clause -> Int? in
                guard clause.poundKeyword.tokenKind == .poundElse, case .statements(let list)? = clause.elements else { return nil }
                return list.count
            }
            guard let visited = super.visit(node).as(IfConfigDeclSyntax.self) else { return super.visit(node) }
            // An `#else` this fix emptied goes (one that was empty already stays).
            var clauses: [IfConfigClauseSyntax] = []
            var changed = false
            for (index, clause) in visited.clauses.enumerated() {
                if let before = elseCounts[index], before > 0, case .statements(let list)? = clause.elements, list.isEmpty,
                   !TriviaEditing.hasComment(clause.poundKeyword.leadingTrivia + clause.poundKeyword.trailingTrivia) {
                    changed = true
                    continue
                }
                clauses.append(clause)
            }
            guard changed else { return DeclSyntax(visited) }
            return DeclSyntax(visited.with(\.clauses, IfConfigClauseListSyntax(clauses)))
        }

        // The braces around an edited block: no space after `{` (or `in`) at the end of its line
        // when the block is laid out over lines, and the `}` on a line of its own when the last
        // statement became an `#if … #endif` or the block was spread.

        override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
            guard let braces = braceLayout(node.statements, closing: node.rightBrace) else { return super.visit(node) }
            let rewritten = super.visit(node)
            guard var visited = rewritten.as(ClosureExprSyntax.self) else { return rewritten }
            if braces.trimsOpening {
                if let signature = visited.signature {
                    visited.signature = signature.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(signature.trailingTrivia))
                } else {
                    visited.leftBrace = visited.leftBrace.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(visited.leftBrace.trailingTrivia))
                }
            }
            visited.rightBrace = visited.rightBrace.with(\.leadingTrivia, braces.closing)
            return ExprSyntax(visited)
        }

        override func visit(_ node: CodeBlockSyntax) -> CodeBlockSyntax {
            guard let braces = braceLayout(node.statements, closing: node.rightBrace) else { return super.visit(node) }
            var visited = super.visit(node)
            if braces.trimsOpening {
                visited.leftBrace = visited.leftBrace.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(visited.leftBrace.trailingTrivia))
            }
            visited.rightBrace = visited.rightBrace.with(\.leadingTrivia, braces.closing)
            return visited
        }

        override func visit(_ node: AccessorBlockSyntax) -> AccessorBlockSyntax {
            guard case .getter(let statements) = node.accessors,
                  let braces = braceLayout(statements, closing: node.rightBrace) else { return super.visit(node) }
            var visited = super.visit(node)
            if braces.trimsOpening {
                visited.leftBrace = visited.leftBrace.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(visited.leftBrace.trailingTrivia))
            }
            visited.rightBrace = visited.rightBrace.with(\.leadingTrivia, braces.closing)
            return visited
        }

        /// How the braces of a block change, or nil when they do not: the leading trivia of the
        /// closing brace (a line break and the indentation of the `{` line, after any comment the
        /// brace had), and whether the spaces after the opening brace go.
        private func braceLayout(_ statements: CodeBlockItemListSyntax, closing: TokenSyntax) -> (closing: Trivia, trimsOpening: Bool)? {
            guard let plan = plan(statements) else { return nil }
            let leading = closing.leadingTrivia
            if TriviaEditing.hasLineBreak(leading) { return plan.spreads ? (leading, true) : nil }
            guard plan.spreads || plan.actions.last == .wrap else { return nil }
            let base = statements.firstToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate).map(TriviaEditing.lineIndentation(of:)) ?? ""
            let comments = TriviaEditing.trimmingLeadingSpaces(TriviaEditing.trimmingTrailingSpaces(leading))
            let closingLeading = (comments.isEmpty ? Trivia() : Trivia(pieces: [.spaces(1)]) + comments) + TriviaEditing.lineBreak(newline, indentation: base)
            return (closingLeading, plan.spreads)
        }
    }
}

/// `DiffPrintchangesDebugRule` is rewritten by `DiffPrintchangesDebugFix`.
extension DiffPrintchangesDebugRule: FixableRule {
    typealias Fix = DiffPrintchangesDebugFix
}
