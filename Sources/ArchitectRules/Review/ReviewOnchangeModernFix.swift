import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import SwiftSyntax

/// The iOS 14 `.onChange` forms become the iOS 17 two-parameter form (iOS 17 or later):
///
/// - `.onChange(of: x) { value in … }` → `.onChange(of: x) { _, value in … }` (the old value is
///   ignored, so behaviour is unchanged); `(value)`, `(value: T)` and `$0` closures likewise;
/// - `.onChange(of: x, perform: { value in … })` → the closure moves out as a trailing closure;
/// - `.onChange(of: x, perform: handle)` → `.onChange(of: x) { _, newValue in handle(newValue) }`.
///
/// Calls that are not SwiftUI's modifier (a closure or key path as `of:`, a reducer's
/// `.onChange(of:)`; see `ReviewOnchangeModernRule.isViewOnChange`) are left alone.
///
/// A function reference is only rewritten when the call it becomes is certain to compile: it is
/// written with its argument label (`handle(query:)`), or the file declares a one-parameter
/// function or closure property of that name whose label is known. Otherwise it stays, with
/// its finding.
struct ReviewOnchangeModernFix: SourceFix {
    /// The rule whose findings the fix removes.
    typealias FixedRule = ReviewOnchangeModernRule

    /// The fix changes only files that mention these words.
    public static let requiredWords = ["onChange"]

    /// Prepares the fix for a run (it needs nothing from the other files).
    public init(run files: [FixInput]) {}

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        guard context.iOSTarget >= Version(17, 0) else { return FixOutput(tree: tree, count: 0) }
        let rewriter = Rewriter(labels: FunctionLabels(tree), suppressions: context.suppressions(in: tree))
        let result = rewriter.rewrite(tree).cast(SourceFileSyntax.self)
        return FixOutput(tree: result, count: rewriter.count)
    }

    /// Whether a call is `.onChange(of: …)`, written as a modifier or bare inside a view extension.
    static func isOnChange(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = nameToken(of: call), name.text == "onChange", call.arguments.first?.label?.text == "of" else { return false }
        return true
    }

    /// The `onChange` token of `x.onChange(…)`, `.onChange(…)` or `onChange(…)`, where the finding lands.
    static func nameToken(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil { return member.declName.baseName }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName }
        return nil
    }

    /// The same closure taking `(oldValue, newValue)` and ignoring the first, or nil when it is
    /// not a one-parameter closure.
    static func addingOldValue(to closure: ClosureExprSyntax) -> ClosureExprSyntax? {
        if let signature = closure.signature {
            if case .simpleInput(let parameters)? = signature.parameterClause {
                guard parameters.count == 1, let parameter = parameters.first else { return nil }
                let wildcard = ClosureShorthandParameterSyntax(
                    leadingTrivia: parameter.leadingTrivia, name: .wildcardToken(),
                    trailingComma: .commaToken(trailingTrivia: .space))
                let list = ClosureShorthandParameterListSyntax([wildcard, parameter.with(\.leadingTrivia, [])])
                return closure.with(\.signature, signature.with(\.parameterClause, .simpleInput(list)))
            }
            if case .parameterClause(let clause)? = signature.parameterClause {
                guard clause.parameters.count == 1, let parameter = clause.parameters.first else { return nil }
                var wildcard = ClosureParameterSyntax(firstName: .wildcardToken(), trailingComma: .commaToken(trailingTrivia: .space))
                if let type = parameter.type {
                    wildcard = wildcard.with(\.colon, .colonToken(trailingTrivia: .space)).with(\.type, type.trimmed)
                }
                let list = ClosureParameterListSyntax([wildcard.with(\.leadingTrivia, parameter.leadingTrivia), parameter.with(\.leadingTrivia, [])])
                return closure.with(\.signature, signature.with(\.parameterClause, .parameterClause(clause.with(\.parameters, list))))
            }
            return nil
        }
        // `{ use($0) }`: name the parameter, which must not clash with a name already used.
        let scan = AnonymousParameterScan(viewMode: .sourceAccurate)
        scan.walk(closure.statements)
        guard scan.usesFirst, !scan.usesOthers else { return nil }
        guard let name = ["newValue", "value", "changedValue"].first(where: { !scan.identifiers.contains($0) }) else { return nil }
        let statements = AnonymousParameterRenamer(name: name).rewrite(closure.statements).cast(CodeBlockItemListSyntax.self)
        let firstLeading = statements.first?.leadingTrivia ?? []
        let parameters = ClosureShorthandParameterListSyntax([
            ClosureShorthandParameterSyntax(leadingTrivia: closure.leftBrace.trailingTrivia.isEmpty ? .space : [],
                                            name: .wildcardToken(), trailingComma: .commaToken(trailingTrivia: .space)),
            ClosureShorthandParameterSyntax(name: .identifier(name, trailingTrivia: .space)),
        ])
        let inKeyword = TokenSyntax.keyword(.in, trailingTrivia: firstLeading.isEmpty ? .space : [])
        let signature = ClosureSignatureSyntax(parameterClause: .simpleInput(parameters), inKeyword: inKeyword)
        return closure.with(\.signature, signature).with(\.statements, statements)
    }

    /// `{ _, newValue in f(newValue) }` for a function reference, or nil when the label of its
    /// parameter is not known for sure.
    static func closure(calling reference: ExprSyntax, labels: FunctionLabels) -> ClosureExprSyntax? {
        let declName: DeclReferenceExprSyntax
        if let direct = reference.as(DeclReferenceExprSyntax.self) {
            declName = direct
        } else if let member = reference.as(MemberAccessExprSyntax.self), member.base != nil {
            declName = member.declName
        } else {
            return nil
        }
        let label: String?
        if let names = declName.argumentNames {
            guard names.arguments.count == 1, let only = names.arguments.first else { return nil }
            label = only.name.text == "_" ? nil : only.name.text
        } else {
            guard let known = labels.label(of: declName.baseName.text) else { return nil }
            label = known
        }
        let plainReference: ExprSyntax
        if let direct = reference.as(DeclReferenceExprSyntax.self) {
            plainReference = ExprSyntax(direct.with(\.argumentNames, nil).trimmed)
        } else if let member = reference.as(MemberAccessExprSyntax.self) {
            plainReference = ExprSyntax(member.with(\.declName, member.declName.with(\.argumentNames, nil)).trimmed)
        } else {
            return nil
        }
        let argument = LabeledExprSyntax(
            label: label.map { .identifier($0) }, colon: label == nil ? nil : .colonToken(trailingTrivia: .space),
            expression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("newValue"))))
        let call = FunctionCallExprSyntax(calledExpression: plainReference, leftParen: .leftParenToken(),
                                          arguments: LabeledExprListSyntax([argument]), rightParen: .rightParenToken(trailingTrivia: .space))
        let parameters = ClosureShorthandParameterListSyntax([
            ClosureShorthandParameterSyntax(name: .wildcardToken(), trailingComma: .commaToken(trailingTrivia: .space)),
            ClosureShorthandParameterSyntax(name: .identifier("newValue", trailingTrivia: .space)),
        ])
        return ClosureExprSyntax(
            leftBrace: .leftBraceToken(trailingTrivia: .space),
            signature: ClosureSignatureSyntax(parameterClause: .simpleInput(parameters), inKeyword: .keyword(.in, trailingTrivia: .space)),
            statements: CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(call)))]),
            rightBrace: .rightBraceToken())
    }

    private final class Rewriter: SyntaxRewriter {
        let labels: FunctionLabels
        let suppressions: FixSuppressions
        var count = 0
        /// Reducer answers for the tree being rewritten, shared by the calls of a chain.
        let reducerAnswers = AncestorMemo()

        init(labels: FunctionLabels, suppressions: FixSuppressions) {
            self.labels = labels
            self.suppressions = suppressions
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            let name = ReviewOnchangeModernFix.nameToken(of: node)
            let isOnChange = ReviewOnchangeModernFix.isOnChange(node) && ReviewOnchangeModernRule.isViewOnChange(node, memo: reducerAnswers)
                && !(name.map { suppressions.suppresses(ReviewOnchangeModernFix.FixedRule.description, at: $0) } ?? true)
            // Indentation is read from the original tree, before the children are rewritten.
            let callIndentation = isOnChange ? name.map(TriviaEditing.lineIndentation(of:)) : nil
            let performIndentation = isOnChange
                ? SyntaxQueries.argument("perform", of: node).flatMap { $0.label }.map(TriviaEditing.lineIndentation(of:)) : nil
            let visited = super.visit(node)
            guard isOnChange, let call = visited.as(FunctionCallExprSyntax.self) else { return visited }
            if let fixed = fix(call, callIndentation: callIndentation ?? "", performIndentation: performIndentation) {
                count += 1
                return ExprSyntax(fixed)
            }
            return visited
        }

        private func fix(_ call: FunctionCallExprSyntax, callIndentation: String, performIndentation: String?) -> FunctionCallExprSyntax? {
            if let perform = SyntaxQueries.argument("perform", of: call) {
                guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                      call.arguments.count == 2, call.arguments.last?.label?.text == "perform",
                      let of = call.arguments.first, let rightParen = call.rightParen else { return nil }
                var closure: ClosureExprSyntax
                if let literal = perform.expression.as(ClosureExprSyntax.self) {
                    guard let modern = ReviewOnchangeModernFix.addingOldValue(to: literal) else { return nil }
                    closure = modern
                    if let performIndentation {
                        closure = TriviaEditing.reindent(closure, from: performIndentation, to: callIndentation)
                    }
                } else {
                    guard let built = ReviewOnchangeModernFix.closure(calling: perform.expression, labels: labels) else { return nil }
                    closure = built
                }
                var ofArgument = of.with(\.trailingComma, nil).with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(of.trailingTrivia))
                if !TriviaEditing.hasComment(of.leadingTrivia) {
                    // `.onChange(\n    of: x,\n    perform: …\n)` closes up to `.onChange(of: x) { … }`.
                    ofArgument = ofArgument.with(\.leadingTrivia, [])
                }
                closure = closure
                    .with(\.leadingTrivia, [])
                    .with(\.trailingTrivia, closure.trailingTrivia + rightParen.trailingTrivia)
                return call
                    .with(\.arguments, LabeledExprListSyntax([ofArgument]))
                    .with(\.rightParen, rightParen.with(\.leadingTrivia, []).with(\.trailingTrivia, .space))
                    .with(\.trailingClosure, closure)
            }
            guard call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure,
                  let modern = ReviewOnchangeModernFix.addingOldValue(to: closure) else { return nil }
            return call.with(\.trailingClosure, modern)
        }
    }
}

/// The argument labels of the one-parameter functions and closure properties a file declares,
/// by name, when every declaration of that name agrees.
struct FunctionLabels {
    private var labels: [String: Set<String>] = [:]

    init(_ tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        labels = collector.labels
    }

    /// The label (nil for none) when it is known for sure; `.some(nil)` means "call without label".
    func label(of name: String) -> String?? {
        guard let found = labels[name], found.count == 1, let only = found.first else { return nil }
        return .some(only == "_" ? nil : only)
    }

    private final class Collector: SyntaxVisitor {
        var labels: [String: Set<String>] = [:]

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let parameters = node.signature.parameterClause.parameters
            if parameters.count == 1, let only = parameters.first {
                labels[node.name.text, default: []].insert(only.firstName.text)
            } else {
                labels[node.name.text, default: []].insert("<other>")
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var type = binding.typeAnnotation?.type
                while let wrapped = type?.as(AttributedTypeSyntax.self)?.baseType { type = wrapped }
                if let function = type?.as(FunctionTypeSyntax.self), function.parameters.count == 1 {
                    labels[name, default: []].insert("_")
                } else {
                    labels[name, default: []].insert("<other>")
                }
            }
            return .visitChildren
        }
    }
}

/// Finds `$0`, `$1`, … at one closure level (not inside nested closures) and every identifier used.
private final class AnonymousParameterScan: SyntaxVisitor {
    var usesFirst = false
    var usesOthers = false
    var identifiers: Set<String> = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // Nested closures have their own `$0`, but their identifiers still count as taken.
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifierLike {
            identifiers.insert(token.text)
        }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        switch token.tokenKind {
        case .dollarIdentifier(let text):
            if text == "$0" { usesFirst = true } else if Int(text.dropFirst()) != nil { usesOthers = true }
        case .identifier(let text):
            identifiers.insert(text)
        default:
            break
        }
        return .visitChildren
    }
}

/// Renames `$0` at one closure level.
private final class AnonymousParameterRenamer: SyntaxRewriter {
    let name: String

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        ExprSyntax(node)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        token.tokenKind == .dollarIdentifier("$0") ? token.with(\.tokenKind, .identifier(name)) : token
    }
}

extension TokenKind {
    /// Whether the token is a name (identifier or `$`-name).
    var isIdentifierLike: Bool {
        switch self {
        case .identifier, .dollarIdentifier: true
        default: false
        }
    }
}

/// `ReviewOnchangeModernRule` is rewritten by `ReviewOnchangeModernFix`.
extension ReviewOnchangeModernRule: FixableRule {
    typealias Fix = ReviewOnchangeModernFix
}
