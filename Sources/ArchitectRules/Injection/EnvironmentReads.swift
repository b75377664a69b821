import ArchitectSyntax
import SwiftSyntax

/// How a View holds an app-wide object (the DI container, the router), for the mvvm rules that
/// want it read with `@Environment(Type.self)`: `mvvm-di-env-access`, `mvvm-nav-router-environment`.
enum EnvironmentReads {
    /// How a View property holds the object, when it is not `@Environment(Type.self)`.
    enum Holding {
        /// No initial value: the View receives it through its initializer (`let`, `@Bindable`, `@ObservedObject`, …).
        case passedIn
        /// `@EnvironmentObject`: the `ObservableObject` mechanism.
        case environmentObject
        /// `@Environment(\.key)`: a key path instead of the type.
        case environmentKey
    }

    /// The View struct whose member `variable` is (directly or inside `#if`), or nil.
    static func owningView(of variable: VariableDeclSyntax) -> StructDeclSyntax? {
        var current = variable.parent
        while let node = current {
            switch node.kind {
            case .codeBlock, .closureExpr, .accessorBlock, .functionDecl, .initializerDecl: return nil
            case .structDecl:
                guard let view = node.as(StructDeclSyntax.self), SyntaxQueries.isViewType(view) else { return nil }
                return view
            default:
                if SyntaxQueries.isTypeDeclaration(node) { return nil }
            }
            current = node.parent
        }
        return nil
    }

    /// The properties of a View (outside tests, previews and `#if DEBUG`) that get one of
    /// `typeNames` other than from `@Environment(Type.self)`, each with how it gets it, in words
    /// (`receives `AppRouter` through its initializer`).
    static func viewPropertiesNotReadFromEnvironment(_ variable: VariableDeclSyntax, typeNames: Set<String>, in file: FileContext) -> [(name: TokenSyntax, type: String, how: String)] {
        guard !file.isTestFile, typeNames.contains(where: file.mentions) else { return [] }
        let held = heldProperties(variable, typeNames: typeNames)
        guard !held.isEmpty, owningView(of: variable) != nil, !SyntaxQueries.isPreviewOrDebugCode(variable) else { return [] }
        return held.map { property in
            let how: String
            switch property.holding {
            case .passedIn: how = "receives `\(property.type)` through its initializer"
            case .environmentObject: how = "holds `\(property.type)` as an @EnvironmentObject"
            case .environmentKey: how = "reads `\(property.type)` through an environment key path"
            }
            return (property.name, property.type, how)
        }
    }

    /// The bindings of a stored instance property whose written type is one of `typeNames`
    /// (`T`, `T?`, `Module.T`), with the way they are held, leaving alone `@Environment(T.self)`
    /// and properties with an initial value (the View owns the object; other rules judge that).
    static func heldProperties(_ variable: VariableDeclSyntax, typeNames: Set<String>) -> [(name: TokenSyntax, type: String, holding: Holding)] {
        guard !SyntaxQueries.isTypeMember(variable.modifiers) else { return [] }
        let attributes = SyntaxQueries.attributeNames(variable.attributes)
        var holding = Holding.passedIn
        if attributes.contains("EnvironmentObject") {
            holding = .environmentObject
        } else if let environment = SyntaxQueries.attribute("Environment", in: variable.attributes) {
            guard case .argumentList(let arguments)? = environment.arguments,
                  arguments.first?.expression.is(KeyPathExprSyntax.self) == true else { return [] }
            holding = .environmentKey
        }
        var result: [(name: TokenSyntax, type: String, holding: Holding)] = []
        for binding in variable.bindings where SyntaxQueries.isStored(binding) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  let type = binding.typeAnnotation?.type, let typeName = SyntaxQueries.plainTypeName(type),
                  typeNames.contains(typeName) else { continue }
            if holding == .passedIn, binding.initializer != nil { continue }
            result.append((name, typeName, holding))
        }
        return result
    }

    /// Whether `node` is inside a `#Preview` macro or a `PreviewProvider` type (not merely `#if DEBUG`).
    static func isInsidePreview(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let macro = candidate.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = candidate.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let structure = candidate.as(StructDeclSyntax.self),
               SyntaxQueries.inherits(structure.inheritanceClause, named: "PreviewProvider") { return true }
            current = candidate.parent
        }
        return false
    }
}
