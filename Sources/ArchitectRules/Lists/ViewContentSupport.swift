import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Syntax questions about what a View renders and about its stored inputs, shared by the rules
/// of this group.
extension NavigationListsSupport {
    // MARK: - What runs while a View renders

    /// Views whose content closures are built as part of the view that contains them.
    static let layoutContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "List", "ForEach", "Group", "Section", "ScrollView", "ScrollViewReader", "GeometryReader", "Form",
        "NavigationStack", "NavigationSplitView", "ViewThatFits", "TabView", "Tab", "ControlGroup", "GroupBox",
    ]

    /// Modifiers whose closure is view content drawn with the view (not an action or a presentation).
    static let contentModifiers: Set<String> = ["overlay", "background", "mask", "safeAreaInset"]

    /// Whether `node` is evaluated as part of a View's `body`: it sits in the getter of `body`,
    /// possibly inside the content closures of layout containers (`VStack { … }`, `ForEach { … }`) or
    /// of content modifiers (`.overlay { … }`), but not in any other closure (actions, tasks,
    /// presentations) and not in a local declaration's initializer.
    static func isRenderedInBody(_ node: some SyntaxProtocol) -> Bool {
        let member = evaluatingMember(of: node, throughLocalVariables: false) { closure in
            guard let owner = SyntaxQueries.owningCall(of: closure), let name = SyntaxQueries.calledNameToken(owner)?.text else { return false }
            return SyntaxQueries.isMemberCall(owner) ? contentModifiers.contains(name) : layoutContainers.contains(name)
        }
        guard let body = member?.as(VariableDeclSyntax.self), SyntaxQueries.boundNames(body) == ["body"] else { return false }
        return EnclosingView.declaration(of: body) != nil
    }

    /// The type member (a property, function or other member declaration) whose evaluation runs
    /// `node`, reached from `node` through `#if` blocks, the getters of computed properties
    /// (`get { … }` or the short form), local variables when `throughLocalVariables` is set, and the
    /// closures `entersClosure` accepts. Nil when something else comes first: a setter or observer,
    /// a closure not accepted, a local function or type, a local variable otherwise, or no member.
    static func evaluatingMember(
        of node: some SyntaxProtocol, throughLocalVariables: Bool, entersClosure: (ClosureExprSyntax) -> Bool
    ) -> DeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                guard entersClosure(closure) else { return nil }
            } else if let accessor = ancestor.as(AccessorDeclSyntax.self) {
                guard accessor.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            } else if let declaration = ancestor.as(DeclSyntax.self), !ancestor.is(IfConfigDeclSyntax.self) {
                if ancestor.parent?.is(MemberBlockItemSyntax.self) == true { return declaration }
                guard throughLocalVariables && ancestor.is(VariableDeclSyntax.self) else { return nil }
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The call whose closure lists `expression` as its only statement (`TimelineView { Canvas {…} }`
    /// for the `Canvas`), if any.
    static func soleContentOwner(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var node = Syntax(expression)
        if let statement = node.parent?.as(ExpressionStmtSyntax.self) { node = Syntax(statement) }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let closure = list.parent?.as(ClosureExprSyntax.self) else { return nil }
        return SyntaxQueries.owningCall(of: closure)
    }

    /// The views a `ForEach` (or other container) builds per element: the statements of its content closure.
    static func contentClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return trailing }
        return SyntaxQueries.argument("content", of: call)?.expression.as(ClosureExprSyntax.self)
    }

    /// Whether `node` sits inside a closure given to a call of one of these types or modifiers
    /// (`Canvas { … }`, `.contextMenu { … }`), looking no further than `limit`.
    static func isInsideClosure(of names: Set<String>, _ node: some SyntaxProtocol, below limit: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.id != limit.id {
            if let closure = ancestor.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure),
               let name = SyntaxQueries.calledNameToken(owner)?.text, names.contains(name) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    // MARK: - Stored inputs

    /// SwiftUI's property wrappers, whose values reach a view by other paths than its initializer and
    /// which Equatable macros leave out of the comparison.
    static let swiftUIPropertyWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Binding", "Bindable", "Environment",
        "FocusState", "FocusedBinding", "FocusedValue", "FocusedObject", "GestureState", "ScaledMetric", "Namespace",
        "FetchRequest", "SectionedFetchRequest", "Query", "AppStorage", "SceneStorage", "AccessibilityFocusState",
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
    ]

    /// Whether a stored property carries one of SwiftUI's property wrappers.
    static func hasSwiftUIWrapper(_ variable: VariableDeclSyntax) -> Bool {
        SyntaxQueries.attributeNames(variable.attributes).contains { swiftUIPropertyWrappers.contains($0) }
    }

    /// Whether a type is a function type: `() -> Void`, `@escaping (T) -> U`, `@MainActor () -> Void`,
    /// `(() -> Void)?` or `((Int) -> Void)!`.
    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunctionType(unwrapped.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.firstName == nil {
            return isFunctionType(only.type)
        }
        return false
    }

    /// Whether a stored binding holds a closure: its declared type is a function type, or, without a
    /// type annotation, its initial value is a closure literal.
    static func holdsClosure(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type { return isFunctionType(type) }
        return binding.initializer?.value.is(ClosureExprSyntax.self) ?? false
    }
}
