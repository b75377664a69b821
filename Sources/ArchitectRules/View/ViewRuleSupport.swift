import ArchitectCore
import SwiftSyntax

/// Syntax questions shared by the view, accessibility and layer rules of this group.
///
/// Candidates for `SyntaxQueries` once a second group needs them.
public enum ViewRuleSupport {
    /// The declarations of a member block, with the members of `#if` clauses flattened in.
    public static func memberDeclarations(_ block: MemberBlockSyntax) -> [DeclSyntax] {
        flatten(block.members)
    }

    private static func flatten(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for member in members {
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let nested)? = clause.elements { result.append(contentsOf: flatten(nested)) }
                }
            } else {
                result.append(member.decl)
            }
        }
        return result
    }

    /// Whether `type` is `some View` (or `some SwiftUI.View`).
    public static func isSomeView(_ type: TypeSyntax?) -> Bool {
        guard let opaque = type?.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) else { return false }
        return SyntaxQueries.baseTypeName(opaque.constraint) == "View"
    }

    /// Whether an extension declares `View` conformance in its own inheritance clause.
    public static func isViewExtension(_ declaration: ExtensionDeclSyntax) -> Bool {
        SyntaxQueries.inheritedNames(declaration.inheritanceClause).contains("View")
    }

    /// The name of the View that directly contains `node`: a View struct, or an extension that
    /// declares `View` conformance. Nil inside nested types, other types and at file level.
    public static func enclosingViewName(of node: some SyntaxProtocol) -> String? {
        guard let declaration = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return nil }
        if let structure = declaration.as(StructDeclSyntax.self), SyntaxQueries.isView(structure) {
            return structure.name.text
        }
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self), isViewExtension(extensionDecl) {
            return extensionDecl.extendedType.trimmedDescription
        }
        return nil
    }

    /// The modifier calls applied on top of `expression`, innermost first: for
    /// `Image(x).resizable().onTapGesture {}` and the `Image(x)` call, the `resizable` and
    /// `onTapGesture` calls. Modifiers written inside a postfix `#if` clause of the chain are
    /// included, whichever clause they sit in.
    public static func modifiersApplied(to expression: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current = Syntax(expression)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
               let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                calls.append(call)
                current = Syntax(call)
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                calls.append(contentsOf: modifiers(in: postfix.config))
                current = Syntax(postfix)
            } else {
                break
            }
        }
        return calls
    }

    /// The modifier calls written in the clauses of a postfix `#if`.
    private static func modifiers(in config: IfConfigDeclSyntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        for clause in config.clauses {
            if case .postfixExpression(let expression)? = clause.elements {
                calls.append(contentsOf: chainCalls(expression))
            }
        }
        return calls
    }

    /// The member calls of a chain written from its outermost expression downwards.
    private static func chainCalls(_ expression: ExprSyntax) -> [FunctionCallExprSyntax] {
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.base.map(chainCalls) ?? []) + [call]
        }
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
            return (postfix.base.map(chainCalls) ?? []) + modifiers(in: postfix.config)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base.map(chainCalls) ?? []
        }
        return []
    }

    /// The expression a modifier chain starts from: `Image(x)` for `Image(x).resizable().frame()`,
    /// looking through postfix `#if` clauses. A module-qualified initializer (`SwiftUI.Image(x)`)
    /// is a root, not a modifier on `SwiftUI`.
    public static func chainRoot(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.text != "SwiftUI" {
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
            } else {
                return current
            }
        }
    }

    /// The single expression a closure consists of, or nil when it has several statements.
    public static func singleExpression(of closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let item = closure.statements.first else { return nil }
        if case .expr(let expression) = item.item { return expression }
        return nil
    }

    /// Whether a call looks like a view initializer: its callee is a capitalized name (`Text(…)`,
    /// `VStack { }`, `ForEach<…>(…)`) or a `SwiftUI.`-qualified one. `Task { }` is not a view.
    public static func isViewInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
            name = member.declName.baseName.text
        } else {
            return false
        }
        guard let first = name.first, first.isUppercase else { return false }
        return name != "Task"
    }

    /// The view-initializer call an expression statement builds, looking through modifiers:
    /// the `Text(…)` call for `Text("a").font(.title)`. Nil when the chain does not start with one.
    public static func viewInitializer(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = chainRoot(expression).as(FunctionCallExprSyntax.self), isViewInitializer(call) else { return nil }
        return call
    }

    /// The action closure of a `Button` call: the `action:` argument, or the trailing closure when
    /// the label comes from a title argument or from a `label:` trailing closure. Nil otherwise.
    public static func buttonAction(of button: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let action = SyntaxQueries.argument("action", of: button) { return action.expression.as(ClosureExprSyntax.self) }
        guard let trailing = button.trailingClosure else { return nil }
        if button.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) { return trailing }
        if let first = button.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) { return trailing }
        return nil
    }

    /// The closures of a view initializer that build content: all of its closures except a
    /// `Button`'s action and closures passed as `action:` or `on…:` arguments.
    public static func contentClosures(of view: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        let action = SyntaxQueries.isTypeReference(view.calledExpression, named: "Button") ? buttonAction(of: view) : nil
        var result: [ClosureExprSyntax] = []
        for argument in view.arguments {
            guard let closure = argument.expression.as(ClosureExprSyntax.self) else { continue }
            if let label = argument.label?.text, label == "action" || label.hasPrefix("on") { continue }
            result.append(closure)
        }
        if let trailing = view.trailingClosure { result.append(trailing) }
        result.append(contentsOf: view.additionalTrailingClosures.map(\.closure))
        return result.filter { $0.id != action?.id }
    }

    /// The name of the View a member belongs to: what `enclosingViewName` finds, or the extended
    /// type of a plain extension (`extension ProfileView { … }`) when the same file declares that
    /// type, at top level, as a View struct.
    public static func enclosingViewNameInFile(of node: some SyntaxProtocol) -> String? {
        if let name = enclosingViewName(of: node) { return name }
        guard let extensionDecl = SyntaxQueries.enclosingTypeDeclaration(of: node)?.as(ExtensionDeclSyntax.self),
              let extended = extensionDecl.extendedType.as(IdentifierTypeSyntax.self)?.name.text,
              let file = node.root.as(SourceFileSyntax.self) else { return nil }
        return topLevelViewNames(file.statements).contains(extended) ? extended : nil
    }

    /// The names of the View structs declared at the top level of a file, `#if` clauses included.
    private static func topLevelViewNames(_ items: CodeBlockItemListSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in items {
            if let structure = item.item.as(StructDeclSyntax.self), SyntaxQueries.isView(structure) {
                names.insert(structure.name.text)
            } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let nested)? = clause.elements { names.formUnion(topLevelViewNames(nested)) }
                }
            }
        }
        return names
    }

    /// The statements of a computed property's getter (`var x: T { … }` or `get { … }`), if any.
    public static func getterStatements(_ accessors: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        if let statements = accessors?.accessors.as(CodeBlockItemListSyntax.self) { return statements }
        let list = accessors?.accessors.as(AccessorDeclListSyntax.self)
        return list?.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    }

    /// The lines a declaration spans, from its introducing keyword (`var`, `func`) to the line of
    /// `end`, both included; attributes and modifiers on earlier lines are not counted.
    public static func lineSpan(from keyword: TokenSyntax, to end: TokenSyntax, in file: FileContext) -> Int {
        let first = file.converter.location(for: keyword.positionAfterSkippingLeadingTrivia).line
        let last = file.converter.location(for: end.positionAfterSkippingLeadingTrivia).line
        return last - first + 1
    }

    /// Every node below `root` in source order, without entering nested type declarations
    /// (structs, classes, enums, actors, extensions, protocols) and, when `skipClosures` is set,
    /// without entering closures either.
    public static func descendants(of root: some SyntaxProtocol, skipClosures: Bool = false) -> [Syntax] {
        var result: [Syntax] = []
        var stack: [Syntax] = Array(Syntax(root).children(viewMode: .sourceAccurate).reversed())
        while let node = stack.popLast() {
            if isTypeDeclaration(node) || (skipClosures && node.is(ClosureExprSyntax.self)) { continue }
            result.append(node)
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return result
    }

    /// Whether a node declares a type or an extension.
    public static func isTypeDeclaration(_ node: Syntax) -> Bool {
        node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
            || node.is(ActorDeclSyntax.self) || node.is(ExtensionDeclSyntax.self) || node.is(ProtocolDeclSyntax.self)
    }
}
