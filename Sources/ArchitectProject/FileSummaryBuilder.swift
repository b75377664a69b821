import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Builds a `FileSummary` from a parsed file by reading its declarations only.
///
/// It descends into type bodies and `#if` clauses but never into function bodies or
/// expressions, so it costs a small fraction of a full walk.
public enum FileSummaryBuilder {
    /// Summarises `tree`, using `converter` for locations.
    public static func summarize(_ tree: SourceFileSyntax, path: String, converter: SourceLocationConverter) -> FileSummary {
        summarize(tree, path: path) { position in
            let location = converter.location(for: position)
            return SourcePoint(line: location.line, column: location.column)
        }
    }

    /// Summarises `tree`, using the file's line table for locations (the engine's way: cheaper
    /// than a `SourceLocationConverter`, same lines and columns).
    public static func summarize(_ tree: SourceFileSyntax, path: String, lines: LineTable) -> FileSummary {
        summarize(tree, path: path) { position in
            let location = lines.location(of: position)
            return SourcePoint(line: location.line, column: location.column)
        }
    }

    private static func summarize(_ tree: SourceFileSyntax, path: String, locate: @escaping (AbsolutePosition) -> SourcePoint) -> FileSummary {
        var state = State(locate: locate)
        state.visit(items: tree.statements.map(\.item), enclosing: [], debugOnly: false)
        var summary = FileSummary(path: path, imports: state.imports, types: state.types, extensions: state.extensions, hasMainAttribute: state.hasMain)
        summary.typeAliases = state.typeAliases
        return summary
    }

    private struct State {
        let locate: (AbsolutePosition) -> SourcePoint
        var imports: [ImportSummary] = []
        var types: [TypeSummary] = []
        var extensions: [ExtensionSummary] = []
        var typeAliases: [TypeAliasSummary] = []
        var hasMain = false

        init(locate: @escaping (AbsolutePosition) -> SourcePoint) {
            self.locate = locate
        }

        func point(_ node: some SyntaxProtocol) -> SourcePoint {
            locate(node.positionAfterSkippingLeadingTrivia)
        }

        mutating func visit(items: [CodeBlockItemSyntax.Item], enclosing: [String], debugOnly: Bool) {
            for item in items {
                if let declaration = item.as(DeclSyntax.self) { visit(declaration, enclosing: enclosing, debugOnly: debugOnly) }
            }
        }

        mutating func visit(members: MemberBlockItemListSyntax, enclosing: [String], debugOnly: Bool) {
            for member in members { visit(member.decl, enclosing: enclosing, debugOnly: debugOnly) }
        }

        mutating func visit(_ declaration: DeclSyntax, enclosing: [String], debugOnly: Bool) {
            if let importDecl = declaration.as(ImportDeclSyntax.self) {
                let module = importDecl.path.first?.name.text ?? ""
                let testable = SyntaxQueries.attribute("testable", in: importDecl.attributes) != nil
                imports.append(ImportSummary(module: module, testable: testable, location: point(importDecl)))
            } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
                typeAliases.append(TypeAliasSummary(name: alias.name.text, target: SyntaxQueries.plainTypeName(alias.initializer.value)))
            } else if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    let isDebug = debugOnly || SyntaxQueries.isDebugClause(clause)
                    switch clause.elements {
                    case .statements(let statements)?: visit(items: statements.map(\.item), enclosing: enclosing, debugOnly: isDebug)
                    case .decls(let members)?: visit(members: members, enclosing: enclosing, debugOnly: isDebug)
                    default: break
                    }
                }
            } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                let members = extensionDecl.memberBlock.members
                extensions.append(ExtensionSummary(
                    extendedType: extensionDecl.extendedType.trimmedText,
                    inherited: SyntaxQueries.inheritedNames(extensionDecl.inheritanceClause),
                    methods: members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text },
                    location: point(extensionDecl),
                    staticProperties: members.flatMap { properties(of: $0.decl) }.filter(\.isStatic).map(\.name)))
                let name = extensionDecl.extendedType.trimmedText.split(separator: ".").map(String.init)
                visit(members: members, enclosing: name, debugOnly: debugOnly)
            } else if let group = declaration.asProtocol(DeclGroupSyntax.self), let (kind, nameToken) = Self.kindAndName(declaration) {
                let attributes = SyntaxQueries.attributeNames(group.attributes)
                if attributes.contains("main") { hasMain = true }
                let members = group.memberBlock.members
                types.append(TypeSummary(
                    kind: kind,
                    name: nameToken.text,
                    enclosingTypes: enclosing,
                    inherited: SyntaxQueries.inheritedNames(group.inheritanceClause),
                    attributes: attributes,
                    modifiers: group.modifiers.map(\.name.text),
                    properties: members.flatMap { properties(of: $0.decl) },
                    methods: members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text },
                    location: point(nameToken),
                    isDebugOnly: debugOnly,
                    initializers: members.compactMap { initializer(of: $0.decl) }))
                visit(members: members, enclosing: enclosing + [nameToken.text], debugOnly: debugOnly)
            }
        }

        func properties(of declaration: DeclSyntax) -> [PropertySummary] {
            guard let variable = declaration.as(VariableDeclSyntax.self) else { return [] }
            let attributes = SyntaxQueries.attributeNames(variable.attributes)
            let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            let isLet = variable.bindingSpecifier.text == "let"
            let modifiers = variable.modifiers.map { $0.trimmedText }
            var result: [PropertySummary] = []
            var lastType = ""
            var lastPlainName: String?
            for binding in variable.bindings.reversed() {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let annotation = binding.typeAnnotation {
                    lastType = annotation.type.trimmedText
                    lastPlainName = SyntaxQueries.plainTypeName(annotation.type)
                }
                let isStored: Bool
                switch binding.accessorBlock?.accessors {
                case nil: isStored = true
                case .getter?: isStored = false
                case .accessors(let accessors)?:
                    isStored = accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
                @unknown default: isStored = false
                }
                result.append(PropertySummary(name: name, typeText: binding.typeAnnotation == nil && binding.initializer != nil ? "" : lastType,
                                              attributes: attributes, isLet: isLet, isStored: isStored, isStatic: isStatic,
                                              initializerText: binding.initializer?.value.trimmedText, location: point(binding.pattern),
                                              typeLocation: binding.typeAnnotation.map { point($0.type) },
                                              typeName: binding.typeAnnotation.flatMap { SyntaxQueries.baseTypeName($0.type) },
                                              initializerCallee: binding.initializer?.value.as(FunctionCallExprSyntax.self).flatMap(SyntaxQueries.calledName),
                                              modifiers: modifiers,
                                              plainTypeName: binding.typeAnnotation == nil && binding.initializer != nil ? nil : lastPlainName))
            }
            return result.reversed()
        }

        /// The summary of an `init` member, nil for other declarations.
        func initializer(of declaration: DeclSyntax) -> InitializerSummary? {
            guard let initializer = declaration.as(InitializerDeclSyntax.self) else { return nil }
            let parameters = initializer.signature.parameterClause.parameters.map { parameter in
                ParameterSummary(label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                                 typeText: parameter.type.trimmedText, typeLocation: point(parameter.type),
                                 typeName: SyntaxQueries.baseTypeName(parameter.type),
                                 defaultText: parameter.defaultValue?.value.trimmedText)
            }
            return InitializerSummary(parameters: parameters, location: point(initializer.initKeyword))
        }

        static func kindAndName(_ declaration: DeclSyntax) -> (TypeSummary.Kind, TokenSyntax)? {
            if let node = declaration.as(StructDeclSyntax.self) { return (.struct, node.name) }
            if let node = declaration.as(ClassDeclSyntax.self) { return (.class, node.name) }
            if let node = declaration.as(EnumDeclSyntax.self) { return (.enum, node.name) }
            if let node = declaration.as(ProtocolDeclSyntax.self) { return (.protocol, node.name) }
            if let node = declaration.as(ActorDeclSyntax.self) { return (.actor, node.name) }
            return nil
        }
    }
}
