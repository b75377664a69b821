import ArchitectCore
import SwiftSyntax

/// Syntax questions about what a View renders, its stored inputs, its conformances and its file,
/// shared by the rules of this group.
///
/// Candidates for `SyntaxQueries.swift` once another group needs them.
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
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                guard let owner = owningCall(of: closure), let name = nameToken(of: owner)?.text else { return false }
                if SyntaxQueries.isMemberCall(owner) {
                    guard contentModifiers.contains(name) else { return false }
                } else if !layoutContainers.contains(name) {
                    return false
                }
            } else if let declaration = ancestor.as(VariableDeclSyntax.self) {
                guard declaration.parent?.is(MemberBlockItemSyntax.self) == true,
                      SyntaxQueries.boundNames(declaration) == ["body"] else { return false }
                return enclosingViewDeclaration(of: declaration) != nil
            } else if let accessor = ancestor.as(AccessorDeclSyntax.self) {
                guard accessor.accessorSpecifier.tokenKind == .keyword(.get) else { return false }
            } else if ancestor.is(DeclSyntax.self) && !ancestor.is(IfConfigDeclSyntax.self) {
                return false
            }
            current = ancestor.parent
        }
        return false
    }

    /// The call a closure is passed to, as an argument or a trailing closure.
    static func owningCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return element.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// The names of the modifiers applied to a view expression, innermost first:
    /// `["frame", "accessibilityLabel"]` for `Canvas { … }.frame(…).accessibilityLabel(…)`,
    /// with the outermost expression of the chain.
    static func modifierChain(above expression: some SyntaxProtocol) -> (names: [String], outermost: ExprSyntax?) {
        var names: [String] = []
        var current = Syntax(expression)
        var outermost = current.as(ExprSyntax.self)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                names.append(member.declName.baseName.text)
                current = Syntax(call)
            } else {
                names.append(member.declName.baseName.text)
                current = Syntax(member)
            }
            outermost = current.as(ExprSyntax.self)
        }
        return (names, outermost)
    }

    /// The call whose closure lists `expression` as its only statement (`TimelineView { Canvas {…} }`
    /// for the `Canvas`), if any.
    static func soleContentOwner(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var node = Syntax(expression)
        if let statement = node.parent?.as(ExpressionStmtSyntax.self) { node = Syntax(statement) }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let closure = list.parent?.as(ClosureExprSyntax.self) else { return nil }
        return owningCall(of: closure)
    }

    /// The views a `ForEach` (or other container) builds per element: the statements of its content closure.
    static func contentClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return trailing }
        return SyntaxQueries.argument("content", of: call)?.expression.as(ClosureExprSyntax.self)
    }

    // MARK: - Stored inputs and conformances

    /// SwiftUI's property wrappers, whose values reach a view by other paths than its initializer and
    /// which Equatable macros leave out of the comparison.
    static let swiftUIPropertyWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Binding", "Bindable", "Environment",
        "FocusState", "FocusedBinding", "FocusedValue", "FocusedObject", "GestureState", "ScaledMetric", "Namespace",
        "FetchRequest", "SectionedFetchRequest", "Query", "AppStorage", "SceneStorage", "AccessibilityFocusState",
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
    ]

    /// The stored instance properties a declaration lists directly, with their declarations.
    static func storedBindings(of block: MemberBlockSyntax) -> [(variable: VariableDeclSyntax, binding: PatternBindingSyntax)] {
        var result: [(variable: VariableDeclSyntax, binding: PatternBindingSyntax)] = []
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            else { continue }
            for binding in variable.bindings where isStored(binding) && binding.pattern.is(IdentifierPatternSyntax.self) {
                result.append((variable, binding))
            }
        }
        return result
    }

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

    /// The name of a type declaration qualified by the types it is nested in: `Outer.Row`.
    static func qualifiedName(of declaration: Syntax) -> String? {
        guard var name = declaredName(declaration) else { return nil }
        var current = SyntaxQueries.enclosingTypeDeclaration(of: declaration)
        while let outer = current {
            guard let outerName = declaredName(outer) else { return nil }
            name = outerName + "." + name
            if outer.is(ExtensionDeclSyntax.self) { break }
            current = SyntaxQueries.enclosingTypeDeclaration(of: outer)
        }
        return name
    }

    /// The file-level extensions of the type that `declaration` declares (matched by qualified name).
    static func extensionsInFile(of declaration: Syntax) -> [ExtensionDeclSyntax] {
        guard let name = qualifiedName(of: declaration), let file = declaration.root.as(SourceFileSyntax.self) else { return [] }
        let bare = name.replacingOccurrences(of: " ", with: "")
        return topLevelDeclarations(file).compactMap { $0.as(ExtensionDeclSyntax.self) }
            .filter { $0.extendedType.trimmedDescription.replacingOccurrences(of: " ", with: "") == bare }
    }

    /// The conformances and superclass written for a type in this file: its own inheritance clause
    /// and those of its file-level extensions (last name component only).
    static func inheritedNamesInFile(of declaration: Syntax) -> [String] {
        var names = SyntaxQueries.inheritedNames(declaration.asProtocol(DeclGroupSyntax.self)?.inheritanceClause)
        for extensionDecl in extensionsInFile(of: declaration) {
            names += SyntaxQueries.inheritedNames(extensionDecl.inheritanceClause)
        }
        return names
    }

    /// The member blocks of a type and of its file-level extensions (matched by qualified name).
    static func memberBlocksInFile(of declaration: Syntax) -> [MemberBlockSyntax] {
        guard let own = declaration.asProtocol(DeclGroupSyntax.self)?.memberBlock else { return [] }
        return [own] + extensionsInFile(of: declaration).map(\.memberBlock)
    }

    /// The struct and class declarations at file level (also inside `#if`), by name.
    static func fileLevelTypeKinds(in file: SourceFileSyntax) -> [String: SyntaxKind] {
        var result: [String: SyntaxKind] = [:]
        for declaration in topLevelDeclarations(file) where !declaration.is(ExtensionDeclSyntax.self) {
            if let name = declaredName(declaration), result[name] == nil { result[name] = declaration.kind }
        }
        return result
    }

    // MARK: - The file

    /// The modules a file imports at file level (also inside `#if` blocks): `Nuke` for `import Nuke`,
    /// `@preconcurrency import Nuke` and `import struct Nuke.ImageRequest`.
    static func importedModules(of file: SourceFileSyntax) -> Set<String> {
        var result = Set<String>()
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let importDecl = item.item.as(ImportDeclSyntax.self), let first = importDecl.path.first {
                    result.insert(first.name.text)
                } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .statements(let nested)? = clause.elements { collect(nested) }
                    }
                }
            }
        }
        collect(file.statements)
        return result
    }

    /// Whether `node` sits inside a closure given to a call of one of these types or modifiers
    /// (`Canvas { … }`, `.contextMenu { … }`), looking no further than `limit`.
    static func isInsideClosure(of names: Set<String>, _ node: some SyntaxProtocol, below limit: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.id != limit.id {
            if let closure = ancestor.as(ClosureExprSyntax.self), let owner = owningCall(of: closure),
               let name = nameToken(of: owner)?.text, names.contains(name) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }
}
