import ArchitectCore
import SwiftSyntax

/// Small questions rules ask about syntax nodes.
///
/// The questions are grouped by subject: this file (types, calls, `body`, attributes),
/// `SyntaxQueries+Declarations` (declarations of a file, same-file extensions, Views, stored
/// properties), `SyntaxQueries+Expressions` (calls, modifier chains, qualified type names) and
/// `SyntaxQueries+Files` (imports). Add a question here when a second rule group needs it.
public enum SyntaxQueries {
    /// The last name of a type: `AnyView` for `AnyView`, `SwiftUI.AnyView` or `AnyView?`.
    public static func baseTypeName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseTypeName(unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseTypeName(attributed.baseType) }
        return nil
    }

    /// The names in an inheritance clause, last component only (`SwiftUI.View` gives `View`).
    public static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { baseTypeName($0.type) } ?? []
    }

    /// Whether `inheritedNames(clause)` contains `name`, without building the list.
    public static func inherits(_ clause: InheritanceClauseSyntax?, named name: String) -> Bool {
        clause?.inheritedTypes.contains { baseTypeName($0.type) == name } ?? false
    }

    /// Whether a struct declares conformance to SwiftUI's `View` in its own inheritance clause.
    public static func isView(_ declaration: StructDeclSyntax) -> Bool {
        inherits(declaration.inheritanceClause, named: "View")
    }

    /// The name a call calls: `Text` for `Text(…)` and `SwiftUI.Text(…)`, `onAppear` for `.onAppear(…)` and `x.onAppear(…)`.
    public static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        calleeName(call.calledExpression)
    }

    /// The last name of a callee expression.
    public static func calleeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(generic.expression) }
        return nil
    }

    /// Whether the call is written as a modifier or method on something (`x.name(…)` or `.name(…)`).
    public static func isMemberCall(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.is(MemberAccessExprSyntax.self)
    }

    /// The expression a modifier is applied to (`x` in `x.onAppear {…}`), or nil for `.onAppear {…}` alone.
    public static func receiver(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// Whether an expression refers to the type `name`, written `X` or `SwiftUI.X` (not `other.X`
    /// on a value): `isTypeReference(_:named:qualifiedBy:)` with `SwiftUI`, without building sets.
    public static func isTypeReference(_ expression: ExprSyntax, named name: String) -> Bool {
        switch expression.kind {
        case .declReferenceExpr:
            guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
            return hasText(reference.baseName, name)
        case .memberAccessExpr:
            guard let member = expression.as(MemberAccessExprSyntax.self), hasText(member.declName.baseName, name),
                  let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
            return hasText(base.baseName, "SwiftUI")
        default:
            return false
        }
    }

    /// Whether an inheritance clause names `View` (`View`, `SwiftUI.View`): what
    /// `inheritedNames(clause).contains("View")` answers, without building every name.
    public static func inheritsView(_ clause: InheritanceClauseSyntax?) -> Bool {
        guard let clause else { return false }
        return clause.inheritedTypes.contains { baseTypeName(of: $0.type, is: "View") }
    }

    /// Whether `baseTypeName(type)` is `name`.
    public static func baseTypeName(of type: TypeSyntax, is name: String) -> Bool {
        switch type.kind {
        case .identifierType: return type.as(IdentifierTypeSyntax.self).map { hasText($0.name, name) } ?? false
        case .memberType: return type.as(MemberTypeSyntax.self).map { hasText($0.name, name) } ?? false
        case .optionalType: return type.as(OptionalTypeSyntax.self).map { baseTypeName(of: $0.wrappedType, is: name) } ?? false
        case .implicitlyUnwrappedOptionalType:
            return type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self).map { baseTypeName(of: $0.wrappedType, is: name) } ?? false
        case .attributedType: return type.as(AttributedTypeSyntax.self).map { baseTypeName(of: $0.baseType, is: name) } ?? false
        default: return false
        }
    }

    /// The argument with this label.
    public static func argument(_ label: String, of call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        call.arguments.first { $0.label?.text == label }
    }

    /// All closures given to a call: a closure argument, then the trailing closures.
    public static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        var result = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { result.append(trailing) }
        result.append(contentsOf: call.additionalTrailingClosures.map(\.closure))
        return result
    }

    /// The name of `T`, `T?`, `T!` or `Module.T` written as a type; nil for generic, collection,
    /// function, tuple, existential and opaque types.
    public static func plainTypeName(_ type: TypeSyntax) -> String? {
        var current = type
        if let optional = current.as(OptionalTypeSyntax.self) { current = optional.wrappedType }
        if let unwrapped = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { current = unwrapped.wrappedType }
        if let identifier = current.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil { return identifier.name.text }
        if let member = current.as(MemberTypeSyntax.self), member.genericArgumentClause == nil { return member.name.text }
        return nil
    }

    /// Whether a node declares a type or an extension (struct, class, enum, actor, extension or
    /// protocol): the declarations `enclosingTypeDeclaration(of:)` stops at. Compares kinds, which
    /// with the toolchain's SwiftSyntax costs a fraction of `node.is(StructDeclSyntax.self)`.
    public static func isTypeDeclaration(_ node: Syntax) -> Bool {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl: true
        default: false
        }
    }

    /// The innermost type or extension declaration that contains `node`.
    public static func enclosingTypeDeclaration(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if isTypeDeclaration(candidate) { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// Whether `node` sits inside an `#if` clause whose condition mentions `flag` positively
    /// (`#if DEBUG`, `#if DEBUG && os(iOS)`, `#if os(macOS)` for `macOS`), not in its `#else`
    /// and not under a negation (`#if !DEBUG`, `#if !os(macOS)`).
    public static func isInsideIfConfig(_ node: some SyntaxProtocol, flag: String) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let clause = candidate.as(IfConfigClauseSyntax.self), let condition = clause.condition,
               mentionsPositively(flag, in: condition) {
                return true
            }
            current = candidate.parent
        }
        return false
    }

    /// Whether an `#if` clause holds debug-only code: its condition names `DEBUG` outside any `!`
    /// negation (`#if DEBUG`, `#if DEBUG && os(iOS)`). The one definition of debug-only code that
    /// rules, fixes and the project summaries share.
    public static func isDebugClause(_ clause: IfConfigClauseSyntax) -> Bool {
        clause.condition.map { mentionsPositively("DEBUG", in: $0) } ?? false
    }

    /// Whether `node` is inside debug-only code (see `isDebugClause`).
    public static func isDebugOnly(_ node: some SyntaxProtocol) -> Bool {
        isInsideIfConfig(node, flag: "DEBUG")
    }

    /// Whether a compilation condition names `flag` outside any `!` negation.
    static func mentionsPositively(_ flag: String, in condition: ExprSyntax) -> Bool {
        for token in condition.tokens(viewMode: .sourceAccurate) where token.text == flag {
            var ancestor = token.parent
            var negated = false
            while let node = ancestor, node.id != condition.id {
                if let prefix = node.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { negated = true }
                ancestor = node.parent
            }
            if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { negated = true }
            if !negated { return true }
        }
        return false
    }

    /// The stored or computed variable names a declaration binds.
    public static func boundNames(_ variable: VariableDeclSyntax) -> [String] {
        variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// The attribute names on a declaration, without `@` (`Published`, `State`, `Observable`).
    public static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            element.as(AttributeSyntax.self).flatMap { baseTypeName($0.attributeName) }
        }
    }

    /// The attribute with this name, if present.
    public static func attribute(_ name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            if let attribute = element.as(AttributeSyntax.self), baseTypeName(attribute.attributeName) == name { return attribute }
        }
        return nil
    }

    /// Whether `node` is preview or debug scaffolding: inside a `#Preview` macro, a
    /// `PreviewProvider` type or an `#if DEBUG` clause.
    public static func isPreviewOrDebugCode(_ node: some SyntaxProtocol) -> Bool {
        if isDebugOnly(node) { return true }
        var current = node.parent
        while let candidate = current {
            if let macro = candidate.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = candidate.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let structure = candidate.as(StructDeclSyntax.self),
               SyntaxQueries.inheritedNames(structure.inheritanceClause).contains("PreviewProvider") {
                return true
            }
            current = candidate.parent
        }
        return false
    }
}
