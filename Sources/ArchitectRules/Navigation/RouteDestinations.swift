import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Questions about `.navigationDestination(for:)` registrations and the route enums they name,
/// shared by `review-route-complete`, `review-route-ids-not-models` and `review-central-destinations`.
enum RouteDestinations {
    /// A `navigationDestination(for: X.self)` call (written `.navigationDestination`, `x.navigationDestination`
    /// or bare inside an `extension View` helper): the last name component of `X` and the `X.self` node.
    static func registration(_ call: FunctionCallExprSyntax) -> (type: String, node: ExprSyntax)? {
        guard let name = SyntaxQueries.calledNameToken(call), SyntaxQueries.hasText(name, "navigationDestination"),
              SyntaxQueries.isMemberCall(call) || call.calledExpression.is(DeclReferenceExprSyntax.self),
              let target = SyntaxQueries.argument("for", of: call),
              let member = target.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self), UTF8Text.startsUppercase(reference.baseName.text) {
            return (reference.baseName.text, target.expression)
        }
        if let qualified = base.as(MemberAccessExprSyntax.self), UTF8Text.startsUppercase(qualified.declName.baseName.text) {
            return (qualified.declName.baseName.text, target.expression)
        }
        return nil
    }

    /// The closure that builds the destination: the trailing closure or the `destination:` argument.
    static func destinationClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return trailing }
        return SyntaxQueries.argument("destination", of: call)?.expression.as(ClosureExprSyntax.self)
    }

    /// A `switch` written as a statement of the destination closure over the closure's parameter
    /// (`{ route in switch route { … } }` or `{ switch $0 { … } }`); nil when the closure hands the
    /// route to a helper or switches over something else.
    static func routeSwitch(in closure: ClosureExprSyntax) -> SwitchExprSyntax? {
        let parameter = SyntaxQueries.closureParameterNames(closure).first ?? "$0"
        for item in closure.statements {
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            guard let switchExpr = expression?.as(SwitchExprSyntax.self),
                  let subject = SyntaxQueries.unparenthesized(switchExpr.subject).as(DeclReferenceExprSyntax.self),
                  subject.baseName.text == parameter else { continue }
            return switchExpr
        }
        return nil
    }

    /// The switch that maps the routes of a destination closure: one written in the closure
    /// (`routeSwitch(in:)`), or, when the closure's only statement hands its parameter to a method
    /// of the same type (`{ route in destination(for: route) }`), a `switch` over that parameter
    /// written as a statement of the method, when exactly one method of the type (same file) has
    /// that name.
    static func mappingSwitch(of closure: ClosureExprSyntax) -> SwitchExprSyntax? {
        if let direct = routeSwitch(in: closure) { return direct }
        let parameter = SyntaxQueries.closureParameterNames(closure).first ?? "$0"
        guard closure.statements.count == 1, let item = closure.statements.first,
              let call = (item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self))?.as(FunctionCallExprSyntax.self),
              let name = helperName(call),
              let index = call.arguments.firstIndex(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter }),
              let owner = SyntaxQueries.enclosingTypeDeclaration(of: closure) else { return nil }
        let position = call.arguments.distance(from: call.arguments.startIndex, to: index)
        let methods = SyntaxQueries.memberBlocks(ofTypeAround: owner).flatMap { SyntaxQueries.memberDeclarations(of: $0) }
            .compactMap { $0.as(FunctionDeclSyntax.self) }.filter { $0.name.text == name }
        guard methods.count == 1, let method = methods.first, let body = method.body,
              method.signature.parameterClause.parameters.count == call.arguments.count else { return nil }
        let parameters = Array(method.signature.parameterClause.parameters)
        let local = (parameters[position].secondName ?? parameters[position].firstName).text
        for statement in body.statements {
            let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
            guard let switchExpr = expression?.as(SwitchExprSyntax.self),
                  SyntaxQueries.unparenthesized(switchExpr.subject).as(DeclReferenceExprSyntax.self)?.baseName.text == local else { continue }
            return switchExpr
        }
        return nil
    }

    /// `f` for a call written `f(…)` or `self.f(…)`.
    private static func helperName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return member.declName.baseName.text }
        return nil
    }

    /// The case names a switch names in its patterns (`.a`, `.b(let x)`, `Route.c`, `let .d(x)`), and
    /// its catch-all label (`default:` or `case _:`), if any. Any pattern that mentions a case counts
    /// as handling it, even with a `where` clause or a nested pattern, so a partly handled case is
    /// never reported as missing.
    static func handledCases(of switchExpr: SwitchExprSyntax) -> (names: Set<String>, catchAll: Syntax?) {
        var names = Set<String>()
        var catchAll: Syntax?
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else {
                // Cases inside `#if`: every case they mention counts as handled.
                names.formUnion(memberNames(in: element))
                continue
            }
            if let label = switchCase.label.as(SwitchDefaultLabelSyntax.self) {
                catchAll = catchAll ?? Syntax(label.defaultKeyword)
            } else if let label = switchCase.label.as(SwitchCaseLabelSyntax.self) {
                for item in label.caseItems {
                    if item.pattern.is(WildcardPatternSyntax.self) || item.pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self) == true {
                        catchAll = catchAll ?? Syntax(label.caseKeyword)
                    }
                    names.formUnion(memberNames(in: item.pattern))
                }
            }
        }
        return (names, catchAll)
    }

    /// The member names written after a dot in a node (`a` and `b` in `.a(let x), Route.b`).
    private static func memberNames(in node: some SyntaxProtocol) -> [String] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            token.tokenKind == .period ? token.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text : nil
        }
    }

    /// The cases of an enum declaration, in order, with their associated-value clauses.
    static func cases(of enumDecl: EnumDeclSyntax) -> [EnumCaseElementSyntax] {
        SyntaxQueries.memberDeclarations(of: enumDecl.memberBlock).compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap { Array($0.elements) }
    }

    /// Whether an enum says `Hashable` in its own inheritance clause, as every `navigationDestination(for:)` type must be.
    static func isHashableEnum(_ enumDecl: EnumDeclSyntax) -> Bool {
        SyntaxQueries.inherits(enumDecl.inheritanceClause, named: "Hashable")
    }
}
