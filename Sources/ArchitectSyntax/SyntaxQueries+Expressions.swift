import ArchitectCore
import SwiftSyntax

/// Questions about calls, modifier chains and the names expressions refer to.
extension SyntaxQueries {
    // MARK: - Calls

    /// Whether `call` calls the type `name`, written `X(…)`, `SwiftUI.X(…)` or `X<T>(…)`. Kinds are
    /// compared before any cast (see `isTypeDeclaration`): rules ask this of every call.
    public static func isCall(_ call: FunctionCallExprSyntax, toType name: String) -> Bool {
        var callee = call.calledExpression
        if callee.kind == .genericSpecializationExpr, let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        return isTypeReference(callee, named: name)
    }

    /// The token that names what a call calls: `ForEach` in `SwiftUI.ForEach(…)` and `ForEach<T>(…)`,
    /// `sheet` in `x.sheet(…)` and `.sheet(…)`. The token form of `calledName(_:)`.
    public static func calledNameToken(_ call: FunctionCallExprSyntax) -> TokenSyntax? {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return nil
    }

    /// The names the engine dispatches a call under (see `SyntaxRule.calledNames`): the last name
    /// of the called expression through generic arguments (`calledName`), and for `X.init(…)` also
    /// `X`. Empty for a callee with no name (`(f)(x)`, `f?(x)`, `f!(x)`, a closure called in place).
    public static func dispatchNames(of call: FunctionCallExprSyntax) -> (String?, String?) {
        let name = calledName(call)
        guard name == "init", let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return (name, nil) }
        return (name, calleeName(base))
    }

    /// Whether `call` is a modifier or method call named `name` (`x.name(…)` or `.name(…)`), usually
    /// settled without building the name.
    public static func isMemberCall(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        let callee = call.calledExpression
        guard callee.kind == .memberAccessExpr, let member = callee.as(MemberAccessExprSyntax.self) else { return false }
        return hasText(member.declName.baseName, name)
    }

    /// Whether a token's text is `text`. The lengths are compared first, which settles most
    /// mismatches without building the token's text as a `String`.
    public static func hasText(_ token: TokenSyntax, _ text: String) -> Bool {
        token.trimmedLength.utf8Length == text.utf8.count && token.text == text
    }

    /// The name of the type a call constructs: `Store` for `Store()`, `Store<Item>()`, `Store.init()`,
    /// `Feature.Store(…)` and `App.Feature.Store(…)`. Nil when the called name does not start with
    /// a capital letter (`makeStore()`, `x.load()`) or the qualifier is a value (`store.Item()`).
    public static func constructedTypeName(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        let name: String?
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
                  base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true || base.is(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            name = nil
        }
        guard let name, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// The call a closure is handed to, as an argument, a trailing closure or an additional
    /// trailing closure. Nil for a closure that is not passed to a call.
    public static func owningCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return element.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// Every call below `node` (`node` itself included) that satisfies `matches`, in source order,
    /// without entering nested type, extension or protocol declarations.
    public static func calls(in node: some SyntaxProtocol, where matches: @escaping (FunctionCallExprSyntax) -> Bool) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(matches: matches)
        finder.walk(node)
        return finder.found
    }

    // MARK: - Modifier chains

    /// A view expression and the modifier calls applied on top of it.
    public struct ModifierChain {
        /// The modifier calls, innermost first: for `Image(x).resizable().onTapGesture {}` and the
        /// `Image(x)` call, the `resizable` and `onTapGesture` calls. Modifiers written in the clauses
        /// of a postfix `#if` in the chain are included, whichever clause they sit in.
        public let modifiers: [FunctionCallExprSyntax]
        /// The outermost expression of the chain: the last modifier call, a postfix `#if`, or the
        /// expression itself when nothing is applied to it.
        public let outermost: ExprSyntax

        /// The names of the modifiers, innermost first (`["resizable", "onTapGesture"]`).
        public var names: [String] { modifiers.compactMap { calledName($0) } }
    }

    /// The modifier calls applied on top of `expression` (see `ModifierChain`). The chain ends at
    /// anything that is not a call of a member of the expression so far (a property access, an
    /// argument, a statement).
    public static func modifierChain(above expression: some ExprSyntaxProtocol) -> ModifierChain {
        var calls: [FunctionCallExprSyntax] = []
        var current = ExprSyntax(expression)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
               let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                calls.append(call)
                current = ExprSyntax(call)
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                calls.append(contentsOf: modifierCalls(in: postfix.config))
                current = ExprSyntax(postfix)
            } else {
                break
            }
        }
        return ModifierChain(modifiers: calls, outermost: current)
    }

    /// The names a closure declares for its parameters, in order (`index, item in` gives
    /// `["index", "item"]`, `(a, _) in` gives `["a", "_"]`); empty when it declares none and uses
    /// `$0` instead.
    public static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: parameters.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        default: []
        }
    }

    /// The modifier calls applied on top of `expression`, innermost first (see `ModifierChain.modifiers`).
    public static func modifiersApplied(to expression: some ExprSyntaxProtocol) -> [FunctionCallExprSyntax] {
        modifierChain(above: expression).modifiers
    }

    /// The modifier calls of the chain that `expression` ends (its outermost expression), read
    /// downwards but listed innermost first: for `Image(x).resizable().frame()`, the `resizable`
    /// and `frame` calls. Includes `expression` itself when it is a member call (as a module-qualified
    /// initializer such as `SwiftUI.Text(…)` is, syntactically), looks through
    /// property accesses and through every clause of a postfix `#if`, and stops at anything else.
    public static func modifiers(below expression: some ExprSyntaxProtocol) -> [FunctionCallExprSyntax] {
        chainCalls(ExprSyntax(expression))
    }

    /// The modifier calls written in the clauses of a postfix `#if`.
    private static func modifierCalls(in config: IfConfigDeclSyntax) -> [FunctionCallExprSyntax] {
        config.clauses.flatMap { clause -> [FunctionCallExprSyntax] in
            guard case .postfixExpression(let expression)? = clause.elements else { return [] }
            return chainCalls(expression)
        }
    }

    /// The member calls of a chain written from its outermost expression downwards, innermost first.
    private static func chainCalls(_ expression: ExprSyntax) -> [FunctionCallExprSyntax] {
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.base.map(chainCalls) ?? []) + [call]
        }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
            return (postfix.base.map(chainCalls) ?? []) + modifierCalls(in: postfix.config)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base.map(chainCalls) ?? []
        }
        return []
    }

    /// The expression a modifier chain starts from, following it down: `VStack {…}` for
    /// `VStack {…}.padding().id(x)`, looking through property accesses (`x.a.b` gives `x`) and
    /// postfix `#if` clauses. A module qualifier ends the walk, so `SwiftUI.Text("a").bold()` gives
    /// `SwiftUI.Text("a")`.
    public static func chainRoot(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, !isModuleQualifier(base) {
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, !isModuleQualifier(base) {
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
            } else {
                return current
            }
        }
    }

    // MARK: - Names in expressions

    /// Removes redundant parentheses: `((x))` gives `x`. A labelled or multi-element tuple is kept.
    public static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil {
            return unparenthesized(only.expression)
        }
        return expression
    }

    /// Whether an expression is the module name `SwiftUI` used as a qualifier (as in `SwiftUI.VStack`).
    public static func isModuleQualifier(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
    }

    /// The name of one of the types in `names` that an expression refers to, written plainly (`X`)
    /// or qualified by one of `modules` (`Foundation.X`). Nil for other expressions, including a
    /// member of that name on a value (`client.X`).
    public static func referencedTypeName(_ expression: ExprSyntax, among names: Set<String>, qualifiedBy modules: Set<String>) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return names.contains(reference.baseName.text) ? reference.baseName.text : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text),
           let base = member.base?.as(DeclReferenceExprSyntax.self), modules.contains(base.baseName.text) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Whether an expression refers to the type `name`, written plainly or qualified by one of
    /// `modules` (`isTypeReference(_:named:)` is this with `SwiftUI`).
    public static func isTypeReference(_ expression: ExprSyntax, named name: String, qualifiedBy modules: Set<String>) -> Bool {
        referencedTypeName(expression, among: [name], qualifiedBy: modules) != nil
    }

    /// The name of one of the types in `names` that a written type names, plainly (`X`, with or
    /// without generic arguments) or qualified by one of `modules` (`Swift.X`). Optionals and other
    /// wrappers are not looked through.
    public static func referencedTypeName(_ type: TypeSyntax, among names: Set<String>, qualifiedBy modules: Set<String>) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return names.contains(identifier.name.text) ? identifier.name.text : nil
        }
        if let member = type.as(MemberTypeSyntax.self), names.contains(member.name.text),
           let base = member.baseType.as(IdentifierTypeSyntax.self), modules.contains(base.name.text) {
            return member.name.text
        }
        return nil
    }

    /// A place where a node names one of the types in `names`; see `typeReference(at:among:qualifiedBy:)`.
    public struct TypeReference {
        /// The type's name.
        public let name: String
        /// The token of the name (`URLSession` in `Foundation.URLSession`).
        public let nameToken: TokenSyntax
        /// The whole reference, qualifier included (`Foundation.URLSession`).
        public let node: Syntax
    }

    /// The reference to one of the types in `names` that `node` makes, for rules that visit type
    /// and expression nodes: a written type (`URLSession`, `Foundation.URLSession`; an `IdentifierType`
    /// or `MemberType` node) or an expression (`URLSession.shared`, `URLSession(…)`,
    /// `Foundation.URLSession.shared`; a `DeclReferenceExpr` node), optionally qualified by one of
    /// `modules`. A member of the same name on a value (`client.URLSession`) or an implicit member
    /// (`.URLSession`) is not a reference to the type.
    public static func typeReference(at node: Syntax, among names: Set<String>, qualifiedBy modules: Set<String>) -> TypeReference? {
        if let identifier = node.as(IdentifierTypeSyntax.self) {
            guard names.contains(identifier.name.text) else { return nil }
            return TypeReference(name: identifier.name.text, nameToken: identifier.name, node: node)
        }
        if let member = node.as(MemberTypeSyntax.self) {
            guard names.contains(member.name.text),
                  let base = member.baseType.as(IdentifierTypeSyntax.self), modules.contains(base.name.text) else { return nil }
            return TypeReference(name: member.name.text, nameToken: member.name, node: node)
        }
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard names.contains(name) else { return nil }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard let base = member.base?.as(DeclReferenceExprSyntax.self), modules.contains(base.baseName.text) else { return nil }
                return TypeReference(name: name, nameToken: reference.baseName, node: Syntax(member))
            }
            return TypeReference(name: name, nameToken: reference.baseName, node: node)
        }
        return nil
    }
}

/// Collects the calls below a node that satisfy a test, skipping nested type declarations.
private final class CallFinder: SyntaxQueries.ScopedVisitor {
    private let matches: (FunctionCallExprSyntax) -> Bool
    /// The matching calls, in source order.
    private(set) var found: [FunctionCallExprSyntax] = []

    init(matches: @escaping (FunctionCallExprSyntax) -> Bool) {
        self.matches = matches
        super.init()
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if matches(node) { found.append(node) }
        return .visitChildren
    }
}
