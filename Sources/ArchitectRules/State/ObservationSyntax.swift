import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Syntax questions of the Observation migration, shared by its run-wide analysis
/// (`ObservationFacts`) and its rewrite (`StateNoPublishedFix`), so that both always agree.
enum ObservationSyntax {
    /// The property wrappers of the Combine-era observation API.
    enum LegacyWrapper: String {
        case published = "Published"
        case stateObject = "StateObject"
        case observedObject = "ObservedObject"
        case environmentObject = "EnvironmentObject"
    }

    /// Modules that may qualify the legacy names (`Combine.ObservableObject`, `SwiftUI.StateObject`).
    static let qualifyingModules: Set<String> = ["Combine", "SwiftUI"]

    /// Whether a type is `ObservableObject`, `Combine.ObservableObject` or `SwiftUI.ObservableObject`.
    static func isObservableObject(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "ObservableObject" && identifier.genericArgumentClause == nil
        }
        if let member = type.as(MemberTypeSyntax.self), member.name.text == "ObservableObject",
           let base = member.baseType.as(IdentifierTypeSyntax.self) {
            return qualifyingModules.contains(base.name.text)
        }
        return false
    }

    /// The legacy wrapper an attribute names, bare or qualified with its module.
    static func legacyWrapper(_ attribute: AttributeSyntax) -> LegacyWrapper? {
        if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) {
            return LegacyWrapper(rawValue: identifier.name.text)
        }
        if let member = attribute.attributeName.as(MemberTypeSyntax.self),
           let base = member.baseType.as(IdentifierTypeSyntax.self), qualifyingModules.contains(base.name.text) {
            return LegacyWrapper(rawValue: member.name.text)
        }
        return nil
    }

    /// The legacy wrappers on a declaration's attributes.
    static func legacyWrappers(_ attributes: AttributeListSyntax) -> [LegacyWrapper] {
        attributes.compactMap { $0.as(AttributeSyntax.self).flatMap(legacyWrapper) }
    }

    /// Whether an attribute is `@Observable` (or `@Observation.Observable`).
    static func isObservableAttribute(_ attribute: AttributeSyntax) -> Bool {
        if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Observable" }
        if let member = attribute.attributeName.as(MemberTypeSyntax.self) {
            return member.name.text == "Observable" && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Observation"
        }
        return false
    }

    /// Whether a declaration carries `@Observable`.
    static func hasObservableAttribute(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self).map(isObservableAttribute) ?? false }
    }

    /// The simple name of a type written as `T`, `Module.T`, `T<X>` or `T?`.
    static func simpleName(_ type: TypeSyntax) -> String? {
        SyntaxQueries.baseTypeName(type)
    }

    /// The simple name of the type an expression constructs: `VM()`, `Feature.VM()`, `VM.init()`, `VM<X>()`.
    static func constructedTypeName(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return calleeTypeName(call.calledExpression)
    }

    /// The type a callee names, when it is written as a capitalised (possibly qualified) name.
    private static func calleeTypeName(_ callee: ExprSyntax) -> String? {
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { return calleeTypeName(generic.expression) }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return UTF8Text.startsUppercase(reference.baseName.text) ? reference.baseName.text : nil
        }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.text == "init" { return calleeTypeName(base) }
            let name = member.declName.baseName.text
            guard UTF8Text.startsUppercase(name), calleeTypeName(base) != nil else { return nil }
            return name
        }
        return nil
    }

    /// The simple type name of a single-binding property, from its annotation or its `T(…)` initializer.
    static func propertyTypeName(_ variable: VariableDeclSyntax) -> String? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first else { return nil }
        if let type = binding.typeAnnotation?.type { return simpleName(type) }
        if let value = binding.initializer?.value { return constructedTypeName(value) }
        return nil
    }

    /// The simple type name of the value an expression denotes, when the syntax says it:
    /// a construction, or a name (or `self.name`) declared nearby with an annotation or a construction.
    static func expressionTypeName(_ expression: ExprSyntax) -> String? {
        if let constructed = constructedTypeName(expression) { return constructed }
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        }
        guard let name else { return nil }
        return declaredTypeName(of: name, from: expression)
    }

    /// The type of the innermost declaration of `name` visible from `node`: a local, a member or a parameter.
    static func declaredTypeName(of name: String, from node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let scope = current {
            if let list = scope.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if let variable = item.item.as(VariableDeclSyntax.self), SyntaxQueries.boundNames(variable).contains(name) {
                        return propertyTypeName(variable)
                    }
                }
            } else if let block = scope.as(MemberBlockSyntax.self) {
                for member in block.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self), SyntaxQueries.boundNames(variable).contains(name) {
                        return propertyTypeName(variable)
                    }
                }
            } else if let parameters = parameterClause(of: scope)?.parameters {
                for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return simpleName(parameter.type)
                }
            } else if let closure = scope.as(ClosureExprSyntax.self), let clause = closure.signature?.parameterClause {
                if case .simpleInput(let parameters) = clause, parameters.contains(where: { $0.name.text == name }) {
                    return nil
                }
                if case .parameterClause(let parameters) = clause {
                    for parameter in parameters.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                        return parameter.type.flatMap(simpleName)
                    }
                }
            }
            current = scope.parent
        }
        return nil
    }

    private static func parameterClause(of node: Syntax) -> FunctionParameterClauseSyntax? {
        if let function = node.as(FunctionDeclSyntax.self) { return function.signature.parameterClause }
        if let initializer = node.as(InitializerDeclSyntax.self) { return initializer.signature.parameterClause }
        return nil
    }

    /// The names of every type declaration and extension around `node`, innermost first.
    static func enclosingTypeNames(of node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let candidate = current {
            if let name = typeName(of: candidate) { names.append(name) }
            current = candidate.parent
        }
        return names
    }

    /// The innermost type declaration or extension around `node`, with its name.
    static func innermostType(of node: some SyntaxProtocol) -> (node: Syntax, name: String)? {
        var current = node.parent
        while let candidate = current {
            if let name = typeName(of: candidate) { return (candidate, name) }
            current = candidate.parent
        }
        return nil
    }

    /// The name a type declaration declares, or the simple name an extension extends.
    static func typeName(of node: Syntax) -> String? {
        if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(EnumDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ActorDeclSyntax.self) { return declaration.name.text }
        if let declaration = node.as(ExtensionDeclSyntax.self) { return simpleName(declaration.extendedType) }
        return nil
    }

    /// The class a member variable belongs to directly (not through a nested type or an extension).
    static func owningClass(of variable: VariableDeclSyntax) -> ClassDeclSyntax? {
        variable.parent?.as(MemberBlockItemSyntax.self)?.parent?.as(MemberBlockItemListSyntax.self)?
            .parent?.as(MemberBlockSyntax.self)?.parent?.as(ClassDeclSyntax.self)
    }

    /// Whether a variable declares instance storage that `@Observable` would turn into tracked
    /// properties (not `static`, not computed).
    static func isStoredInstanceProperty(_ variable: VariableDeclSyntax) -> Bool {
        if variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) { return false }
        return variable.bindings.allSatisfy { binding in
            guard let accessors = binding.accessorBlock?.accessors else { return true }
            guard case .accessors(let list) = accessors else { return false }
            return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// The initializer a node sits in (not crossing closures or other declarations), when it is a
    /// member of a type.
    static func enclosingInitializer(of node: some SyntaxProtocol) -> InitializerDeclSyntax? {
        var current = node.parent
        while let parent = current {
            if let initializer = parent.as(InitializerDeclSyntax.self) { return initializer }
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self)
                || parent.is(MemberBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// The class an initializer is a member of (not an extension's).
    static func owningClass(ofInitializer initializer: InitializerDeclSyntax) -> ClassDeclSyntax? {
        initializer.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self)
    }

    /// The names of a class's own `@Published` properties.
    static func publishedNames(of declaration: ClassDeclSyntax) -> Set<String> {
        var names = Set<String>()
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), legacyWrappers(variable.attributes).contains(.published) else { continue }
            names.formUnion(SyntaxQueries.boundNames(variable))
        }
        return names
    }
}
