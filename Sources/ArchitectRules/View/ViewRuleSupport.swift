import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Syntax questions shared by the view, accessibility, animation and layer rules of this group
/// that `SyntaxQueries` does not answer (or answers more broadly).
public enum ViewRuleSupport {
    /// Whether a struct or an extension declares `View` conformance in its own inheritance clause
    /// (`struct Row: View`, `extension Row: SwiftUI.View`). Other declarations never do.
    public static func declaresView(_ declaration: some SyntaxProtocol) -> Bool {
        let kind = Syntax(declaration).kind
        guard kind == .structDecl || kind == .extensionDecl else { return false }
        return SyntaxQueries.inheritedNames(Syntax(declaration).asProtocol(DeclGroupSyntax.self)?.inheritanceClause).contains("View")
    }

    /// Whether a declaration is a member of a type or extension (not a local nor a file-level
    /// declaration) that belongs to instances: neither `static` nor `class`.
    public static func isInstanceMember(_ declaration: some WithModifiersSyntax) -> Bool {
        declaration.parent?.kind == .memberBlockItem && !SyntaxQueries.isTypeMember(declaration.modifiers)
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
        guard let call = SyntaxQueries.chainRoot(expression).as(FunctionCallExprSyntax.self), isViewInitializer(call) else { return nil }
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
    /// The expression a result-builder statement shows: the statement itself, the expression of an
    /// expression statement, or what a `return` returns. Nil for declarations and other statements.
    public static func builderExpression(of statement: CodeBlockItemSyntax) -> ExprSyntax? {
        if let plain = statement.item.as(ExprSyntax.self) { return plain }
        if let wrapped = statement.item.as(ExpressionStmtSyntax.self) { return wrapped.expression }
        return statement.item.as(ReturnStmtSyntax.self)?.expression
    }

    /// The views SwiftUI declares (and the platform views apps use most in SwiftUI code): a
    /// capitalised call with another name is taken for one of the project's own views.
    public static let swiftUIViewNames: Set<String> = [
        "Text", "Image", "Label", "Button", "Toggle", "Picker", "DatePicker", "ColorPicker", "Slider", "Stepper", "TextField",
        "SecureField", "TextEditor", "Link", "ShareLink", "Menu", "ProgressView", "Gauge", "ControlGroup", "EditButton",
        "PasteButton", "RenameButton", "AsyncImage", "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle",
        "Circle", "Capsule", "Ellipse", "Path", "Canvas", "TimelineView", "LinearGradient", "RadialGradient",
        "AngularGradient", "EllipticalGradient", "Spacer", "Divider", "EmptyView", "AnyView", "ForEach", "Grid", "GridRow",
        "LazyVGrid", "LazyHGrid", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "GroupBox",
        "DisclosureGroup", "OutlineGroup", "ScrollView", "ScrollViewReader", "GeometryReader", "ViewThatFits", "List",
        "Form", "Section", "Table", "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "TabView",
        "LabeledContent", "ContentUnavailableView", "Chart", "Map", "VideoPlayer",
    ]

    /// The getter statements of the `body` property of `type` (a type or extension declaration),
    /// looked up in the type and its extensions in the same file. Nil when there is none.
    public static func bodyStatements(ofTypeAround type: Syntax) -> CodeBlockItemListSyntax? {
        memberStatements(named: "body", ofTypeAround: type, functions: false)
    }

    /// The statements of the computed property (or, where `functions` is set, the method) named
    /// `name` in the type around `type` and its extensions in the same file.
    public static func memberStatements(named name: String, ofTypeAround type: Syntax, functions: Bool = true) -> CodeBlockItemListSyntax? {
        for block in SyntaxQueries.memberBlocks(ofTypeAround: type) {
            for member in SyntaxQueries.memberDeclarations(of: block) {
                if let variable = member.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return getterStatements(binding.accessorBlock)
                    }
                } else if functions, let function = member.as(FunctionDeclSyntax.self), function.name.text == name {
                    return function.body?.statements
                }
            }
        }
        return nil
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
        let first = file.lines.location(of: keyword.positionAfterSkippingLeadingTrivia).line
        let last = file.lines.location(of: end.positionAfterSkippingLeadingTrivia).line
        return last - first + 1
    }

    /// Every node below `root` in source order, without entering nested type declarations
    /// (structs, classes, enums, actors, extensions, protocols) and, when `skipClosures` is set,
    /// without entering closures either.
    public static func descendants(of root: some SyntaxProtocol, skipClosures: Bool = false) -> [Syntax] {
        descendants(of: root) { _ in !skipClosures }
    }

    /// Every node below `root` in source order, without entering nested type declarations nor
    /// the closures for which `entersClosure` is false (those are left out with all they contain).
    ///
    /// The nodes are collected by a `SyntaxVisitor`, which walks the tree several times faster
    /// than iterating `children(viewMode:)` node by node.
    public static func descendants(of root: some SyntaxProtocol, entersClosure: (ClosureExprSyntax) -> Bool) -> [Syntax] {
        withoutActuallyEscaping(entersClosure) { entersClosure in
            let collector = DescendantCollector(entersClosure: entersClosure)
            collector.walk(root)
            return collector.nodes
        }
    }

    /// Whether a node declares a type or an extension.
    ///
    /// Compares the node's kind: `node.is(StructDeclSyntax.self)` builds type metadata on every
    /// call when SwiftSyntax is the toolchain's library-evolution build, and costs several times more.
    public static func isTypeDeclaration(_ node: Syntax) -> Bool {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl: true
        default: false
        }
    }
}

/// Collects the nodes below a root in source order for `ViewRuleSupport.descendants`.
private final class DescendantCollector: SyntaxAnyVisitor {
    private let entersClosure: (ClosureExprSyntax) -> Bool
    private var isRoot = true
    /// The nodes found so far, the root excluded.
    private(set) var nodes: [Syntax] = []

    init(entersClosure: @escaping (ClosureExprSyntax) -> Bool) {
        self.entersClosure = entersClosure
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if isRoot {
            isRoot = false
            return .visitChildren
        }
        if ViewRuleSupport.isTypeDeclaration(node) { return .skipChildren }
        if node.kind == .closureExpr, let closure = node.as(ClosureExprSyntax.self), !entersClosure(closure) { return .skipChildren }
        nodes.append(node)
        return .visitChildren
    }
}
