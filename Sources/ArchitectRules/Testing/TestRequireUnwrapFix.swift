import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import SwiftSyntax

/// Force unwraps in `@Test` functions become `try #require(…)`, and `try XCTUnwrap(…)` becomes
/// `try #require(…)`, where the rewrite cannot change what the test does.
///
/// A force unwrap is rewritten only when it starts the whole value of a `let`/`var` initialiser
/// or the first operand of `#expect(…)`/`#require(…)` (so that one `try` in front covers it), its
/// operand holds no other unwrap, `try`, `await` or closure, and no closure, `defer` or
/// `do … catch` lies between it and the test's body (a `catch` would swallow the failure). A test
/// that does not throw gets `throws`; one with typed throws is left alone. `XCTUnwrap` is
/// rewritten only right after a plain `try`, with the value and at most a literal message.
struct TestRequireUnwrapFix: SourceFix {
    /// The rule whose findings the fix removes.
    typealias FixedRule = TestRequireUnwrapRule

    /// The fix changes only files that mention these words.
    public static let requiredWords = ["Testing"]

    /// Prepares the fix for a run (it needs nothing from the other files).
    public init(run files: [FixInput]) {}

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        guard context.placement.isTestFile, SyntaxQueries.importedModules(of: tree).contains("Testing") else { return FixOutput(tree: tree, count: 0) }
        return Rewriter(suppressions: context.suppressions(in: tree)).output(rewriting: tree)
    }

    // MARK: What can be rewritten (the rule asks the same to mark its findings fixable)

    /// Whether `unwrap`, in the body of the `@Test` function `test`, can become `try #require(…)`.
    static func canRewrite(_ unwrap: ForceUnwrapExprSyntax, in test: FunctionDeclSyntax) -> Bool {
        guard throwsUntyped(test) != nil, isPlainOperand(unwrap.expression) else { return false }
        let top = chainTop(of: unwrap)
        guard startsValue(top) else { return false }
        var node = top.parent
        while let current = node, current.id != test.id {
            if current.is(ClosureExprSyntax.self) || current.is(DeferStmtSyntax.self) || current.is(FunctionDeclSyntax.self)
                || current.is(AccessorBlockSyntax.self) { return false }
            if let doStatement = current.as(DoStmtSyntax.self), !doStatement.catchClauses.isEmpty { return false }
            node = current.parent
        }
        return node != nil
    }

    /// Whether `call` is `try XCTUnwrap(value)` or `try XCTUnwrap(value, "message")`.
    static func canRewrite(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "XCTUnwrap",
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              let tryExpression = call.parent?.as(TryExprSyntax.self), tryExpression.questionOrExclamationMark == nil,
              (1...2).contains(call.arguments.count), call.arguments.allSatisfy({ $0.label == nil }) else { return false }
        if call.arguments.count == 2 {
            guard let message = call.arguments.last?.expression.as(StringLiteralExprSyntax.self),
                  message.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return false }
        }
        return true
    }

    /// Whether `test` throws untyped errors: true, false when it does not throw, nil for typed throws.
    private static func throwsUntyped(_ test: FunctionDeclSyntax) -> Bool? {
        guard let clause = test.signature.effectSpecifiers?.throwsClause else { return false }
        guard clause.throwsSpecifier.tokenKind == .keyword(.throws), clause.type == nil else { return nil }
        return true
    }

    /// Whether the unwrapped operand is free of unwraps, `try`, `await` and closures.
    private static func isPlainOperand(_ expression: ExprSyntax) -> Bool {
        !expression.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .exclamationMark, .leftBrace, .keyword(.try), .keyword(.await): true
            default: false
            }
        }
    }

    /// The outermost expression of the postfix chain `unwrap` starts (`x!.a.b()[0]`).
    private static func chainTop(of unwrap: ForceUnwrapExprSyntax) -> ExprSyntax {
        var current = ExprSyntax(unwrap)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = ExprSyntax(member)
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = ExprSyntax(call)
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == current.id {
                current = ExprSyntax(subscriptCall)
            } else {
                break
            }
        }
        return current
    }

    /// Whether `top` is the whole value of a variable's initialiser, or the first operand of the
    /// first argument of `#expect`/`#require`.
    private static func startsValue(_ top: ExprSyntax) -> Bool {
        if let initializer = top.parent?.as(InitializerClauseSyntax.self) {
            return initializer.parent?.is(PatternBindingSyntax.self) == true
        }
        var operand = Syntax(top)
        if let list = top.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) {
            guard list.first?.id == top.id else { return false }
            operand = Syntax(sequence)
        }
        guard let argument = operand.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let macro = argument.parent?.parent?.as(MacroExpansionExprSyntax.self),
              ["expect", "require"].contains(macro.macroName.text) else { return false }
        return macro.arguments.first?.id == argument.id
    }

    // MARK: The rewrite

    private final class Rewriter: FixRewriter {
        /// The force unwraps of the `@Test` function being rewritten that become `try #require(…)`.
        var targets: Set<SyntaxIdentifier> = []

        override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
            guard let body = node.body, SyntaxQueries.attribute("Test", in: node.attributes) != nil else { return super.visit(node) }
            let finder = TestRequireUnwrapRule.UnwrapFinder()
            finder.walk(body)
            let outer = targets
            targets = Set(finder.unwraps.filter { unwrap in
                !suppressions.suppresses(FixedRule.description, at: unwrap.exclamationMark)
                    && !TestRequireUnwrapRule.isLiteralURL(unwrap.expression)
                    && TestRequireUnwrapFix.canRewrite(unwrap, in: node)
            }.map(\.id))
            let unwrapping = !targets.isEmpty
            let rewritten = super.visit(node)
            targets = outer
            guard unwrapping, var function = rewritten.as(FunctionDeclSyntax.self),
                  function.signature.effectSpecifiers?.throwsClause == nil else { return rewritten }
            function.signature = Self.addingThrows(to: function.signature)
            return DeclSyntax(function)
        }

        override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax {
            guard targets.contains(node.id) else { return super.visit(node) }
            count += 1
            let operand = node.expression
            let required = MacroExpansionExprSyntax(
                pound: .poundToken(), macroName: .identifier("require"), leftParen: .leftParenToken(),
                arguments: [LabeledExprSyntax(expression: operand.with(\.leadingTrivia, []).with(\.trailingTrivia, []))],
                rightParen: .rightParenToken(trailingTrivia: node.exclamationMark.trailingTrivia))
            // `try` in front of the chain's first operand covers the whole chain (`try #require(x).name`).
            return ExprSyntax(TryExprSyntax(
                tryKeyword: .keyword(.try, leadingTrivia: operand.leadingTrivia, trailingTrivia: .space),
                expression: required))
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            guard TestRequireUnwrapFix.canRewrite(node),
                  !suppressions.suppresses(FixedRule.description, at: node.calledExpression) else { return super.visit(node) }
            let visited = super.visit(node)
            guard let call = visited.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return visited }
            count += 1
            return ExprSyntax(MacroExpansionExprSyntax(
                leadingTrivia: name.leadingTrivia, pound: .poundToken(), macroName: .identifier("require"),
                leftParen: call.leftParen, arguments: call.arguments, rightParen: call.rightParen,
                trailingTrivia: call.trailingTrivia))
        }

        /// `signature` with `throws` after its parameters (and after `async`).
        static func addingThrows(to signature: FunctionSignatureSyntax) -> FunctionSignatureSyntax {
            var signature = signature
            var effects = signature.effectSpecifiers ?? FunctionEffectSpecifiersSyntax()
            if let asyncKeyword = effects.asyncSpecifier {
                effects.asyncSpecifier = asyncKeyword.with(\.trailingTrivia, .space)
                effects.throwsClause = ThrowsClauseSyntax(throwsSpecifier: .keyword(.throws, trailingTrivia: asyncKeyword.trailingTrivia))
            } else {
                let paren = signature.parameterClause.rightParen
                signature.parameterClause.rightParen = paren.with(\.trailingTrivia, .space)
                effects.throwsClause = ThrowsClauseSyntax(throwsSpecifier: .keyword(.throws, trailingTrivia: paren.trailingTrivia))
            }
            signature.effectSpecifiers = effects
            return signature
        }
    }
}

/// `TestRequireUnwrapRule` is rewritten by `TestRequireUnwrapFix`.
extension TestRequireUnwrapRule: FixableRule {
    typealias Fix = TestRequireUnwrapFix
}
