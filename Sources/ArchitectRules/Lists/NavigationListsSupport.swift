import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Syntax questions specific to the navigation, list, diffing and rendering rules of this group:
/// list data, view-builder children, literal ranges and collection transforms.
///
/// General questions (calls, modifier chains, Views and their members) are answered by `SyntaxQueries`.
enum NavigationListsSupport {
    /// Collection methods that build a new collection (or fold one) each time they run.
    static let transformNames: Set<String> = ["filter", "sorted", "map", "compactMap", "reduce", "reversed", "prefix"]

    /// The `.name` part of a modifier call (`.sheet` in `x.sheet(…)`), where findings on modifiers land.
    static func modifierPeriod(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.period
    }

    /// The data argument of `ForEach(data, …)` or `List(data, …)`: the first argument, when it has no label.
    static func dataArgument(of call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        guard let first = call.arguments.first, first.label == nil else { return nil }
        if first.expression.is(ClosureExprSyntax.self) { return nil }
        return first
    }

    /// The expressions a closure lists directly as statements (the children of a view builder),
    /// including those inside every clause of an `#if` block.
    static func statementExpressions(of closure: ClosureExprSyntax) -> [ExprSyntax] {
        statementExpressions(in: closure.statements)
    }

    private static func statementExpressions(in items: CodeBlockItemListSyntax) -> [ExprSyntax] {
        items.flatMap { item -> [ExprSyntax] in
            if let expression = item.item.as(ExprSyntax.self) { return [expression] }
            if let statement = item.item.as(ExpressionStmtSyntax.self) { return [statement.expression] }
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                return ifConfig.clauses.flatMap { clause -> [ExprSyntax] in
                    guard case .statements(let nested)? = clause.elements else { return [] }
                    return statementExpressions(in: nested)
                }
            }
            return []
        }
    }

    /// A range written with `..<` or `...`, with its bounds; unfolded (`SequenceExpr`) and folded forms.
    static func rangeParts(_ expression: ExprSyntax) -> (lower: ExprSyntax, operator: String, upper: ExprSyntax)? {
        let expression = SyntaxQueries.unparenthesized(expression)
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self),
                  ["..<", "..."].contains(op.operator.text) else { return nil }
            return (elements[0], op.operator.text, elements[2])
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self), ["..<", "..."].contains(op.operator.text) {
            return (infix.leftOperand, op.operator.text, infix.rightOperand)
        }
        return nil
    }

    /// The value of a plain integer literal (`12`, `1_000`), or nil.
    static func integerValue(_ expression: ExprSyntax) -> Int? {
        guard let literal = SyntaxQueries.unparenthesized(expression).as(IntegerLiteralExprSyntax.self) else { return nil }
        return Int(literal.literal.text.filter { $0 != "_" })
    }

    /// How many items a literal collection holds: `0..<N`, `a...b` with integer literals, or an array literal.
    /// Nil when the collection is not written out literally.
    static func literalItemCount(_ expression: ExprSyntax) -> Int? {
        let expression = SyntaxQueries.unparenthesized(expression)
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.count }
        if let range = rangeParts(expression), let lower = integerValue(range.lower), let upper = integerValue(range.upper) {
            return max(0, range.operator == "..<" ? upper - lower : upper - lower + 1)
        }
        return nil
    }

    /// The first collection-transform call (`.filter`, `.sorted`, …) in an expression, in source order.
    ///
    /// Calls on a literal array or literal range (`(0..<5).reversed()`) are skipped: they cost nothing worth moving.
    /// Names in `ignoring` are not counted.
    ///
    /// With `skippingProjections`, a `compactMap` that only reads a member (`compactMap(\.value)`,
    /// `compactMap { $0.value }`) does not count: a plain projection costs next to nothing.
    static func firstTransform(in expression: some SyntaxProtocol, ignoring: Set<String> = [], skippingProjections: Bool = false) -> MemberAccessExprSyntax? {
        let found = SyntaxQueries.calls(in: expression) { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  transformNames.contains(member.declName.baseName.text),
                  !ignoring.contains(member.declName.baseName.text) else { return false }
            if skippingProjections, member.declName.baseName.text == "compactMap", isMemberProjection(call) { return false }
            return literalItemCount(SyntaxQueries.chainRoot(base)) == nil
        }
        // The walk meets the outermost call of a chain first; the finding belongs to the first name in the text.
        return found.compactMap { $0.calledExpression.as(MemberAccessExprSyntax.self) }
            .min { $0.period.position < $1.period.position }
    }

    /// Whether a `map`-like call's only argument reads a member of the element and does nothing
    /// else: a key path of plain properties (`\.value`, `\.user?.name`) or a one-expression
    /// closure that is the element itself or a property chain on it (`{ $0.value }`, `{ item in item.name }`).
    static func isMemberProjection(_ call: FunctionCallExprSyntax) -> Bool {
        let closures = SyntaxQueries.closures(of: call)
        let argumentCount = call.arguments.count + (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        guard argumentCount == 1 else { return false }
        if let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self) {
            return keyPath.root == nil && keyPath.components.allSatisfy { component in
                component.component.is(KeyPathPropertyComponentSyntax.self) || component.component.is(KeyPathOptionalComponentSyntax.self)
            }
        }
        guard let closure = closures.first, closure.statements.count == 1,
              let body = closure.statements.first?.item.as(ExprSyntax.self) else { return false }
        let parameters = SyntaxQueries.closureParameterNames(closure)
        guard parameters.count <= 1 else { return false }
        let element = parameters.first ?? "$0"
        var current: ExprSyntax = SyntaxQueries.unparenthesized(body)
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.argumentNames == nil {
                current = base
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                return current.as(DeclReferenceExprSyntax.self)?.baseName.text == element
            }
        }
    }

    /// The text of a node without its trivia (spaces, line breaks, comments), so that `$router.path`
    /// and `$router\n    .path` compare equal.
    static func compactText(_ node: some SyntaxProtocol) -> String {
        node.tokens(viewMode: .sourceAccurate).map(\.text).joined()
    }

    /// Whether two nodes sit in different branches of one conditional, so that they never exist
    /// together: different clauses of one `#if` (never in the same build) and, when `runtime` is
    /// true, also the `if` and `else` sides of one `if` (also `else if` chains) or different cases of
    /// one `switch` (never on screen together). False when one node contains the other.
    static func areInExclusiveBranches(_ first: some SyntaxProtocol, _ second: some SyntaxProtocol, runtime: Bool) -> Bool {
        // For each ancestor of `first`, the child through which `first` is reached.
        var pathToFirst: [SyntaxIdentifier: SyntaxIdentifier] = [:]
        var child = Syntax(first)
        while let parent = child.parent {
            pathToFirst[parent.id] = child.id
            child = parent
        }
        var childOfSecond = Syntax(second)
        while let ancestor = childOfSecond.parent {
            if let childOfFirst = pathToFirst[ancestor.id] {
                // `ancestor` is the closest common ancestor; the two children tell the branches apart.
                guard childOfFirst != childOfSecond.id else { return false }
                if ancestor.is(IfConfigClauseListSyntax.self) { return true }
                guard runtime else { return false }
                if let ifExpr = ancestor.as(IfExprSyntax.self), let elseBody = ifExpr.elseBody {
                    let sides: Set<SyntaxIdentifier> = [ifExpr.body.id, Syntax(elseBody).id]
                    return sides.contains(childOfFirst) && sides.contains(childOfSecond.id)
                }
                return ancestor.is(SwitchCaseListSyntax.self)
            }
            childOfSecond = ancestor
        }
        return false
    }

    /// The name an expression refers to when it is a plain property reference: `x` for `x` and `self.x`.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        let expression = SyntaxQueries.unparenthesized(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}
