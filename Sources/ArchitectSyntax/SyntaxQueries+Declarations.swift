import ArchitectCore
import SwiftSyntax

/// Questions about the type declarations of one file: names, same-file extensions, members and Views.
///
/// A *type* here is its primary declaration (a struct, class, enum or actor, at any nesting depth)
/// together with the file-level extensions whose extended type is written with the same qualified
/// name (`extension Outer.Row` for `struct Row` nested in `Outer`). Answers come from one file:
/// extensions in other files are not seen. Declarations inside `#if` blocks count in every clause.
extension SyntaxQueries {
    // MARK: - Names

    /// The name a type or extension declaration introduces: `Profile` for `struct Profile` (also
    /// classes, enums, actors and protocols), `Outer.Inner` for `extension Outer.Inner`. Nil for other nodes.
    public static func declaredName(of declaration: some SyntaxProtocol) -> String? {
        let node = Syntax(declaration)
        if let structDecl = node.as(StructDeclSyntax.self) { return structDecl.name.text }
        if let classDecl = node.as(ClassDeclSyntax.self) { return classDecl.name.text }
        if let enumDecl = node.as(EnumDeclSyntax.self) { return enumDecl.name.text }
        if let actorDecl = node.as(ActorDeclSyntax.self) { return actorDecl.name.text }
        if let protocolDecl = node.as(ProtocolDeclSyntax.self) { return protocolDecl.name.text }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
        return nil
    }

    /// The dotted name of a type declaration including the types and extensions it is nested in:
    /// `Outer.Row` for `struct Row` inside `struct Outer` or inside `extension Outer`. For an
    /// extension, the extended type as written.
    public static func qualifiedName(of declaration: some SyntaxProtocol) -> String? {
        guard let own = declaredName(of: declaration) else { return nil }
        if declaration.is(ExtensionDeclSyntax.self) { return own }
        guard let outer = enclosingTypeDeclaration(of: declaration) else { return own }
        return qualifiedName(of: outer).map { $0 + "." + own } ?? own
    }

    /// Whether two written type names are the same once whitespace is ignored (`Outer . Row` and `Outer.Row`).
    static func sameTypeName(_ lhs: String, _ rhs: String) -> Bool {
        lhs.filter { !$0.isWhitespace } == rhs.filter { !$0.isWhitespace }
    }

    // MARK: - Declarations of a file

    /// Whether `node` is declared at file level, directly or inside file-level `#if` blocks.
    public static func isFileLevel(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            switch candidate.kind {
            case .sourceFile: return true
            case .codeBlockItem, .codeBlockItemList, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl: current = candidate.parent
            default: return false
            }
        }
        return false
    }

    /// The declarations at file level, including those in every clause of top-level `#if` blocks
    /// (the `#if` blocks themselves are not listed), in source order.
    public static func topLevelDeclarations(in file: SourceFileSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                guard let declaration = item.item.as(DeclSyntax.self) else { continue }
                if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .statements(let nested)? = clause.elements { collect(nested) }
                    }
                } else {
                    result.append(declaration)
                }
            }
        }
        collect(file.statements)
        return result
    }

    /// The member block of a struct, class, enum, actor, protocol or extension declaration.
    public static func memberBlock(of declaration: some SyntaxProtocol) -> MemberBlockSyntax? {
        Syntax(declaration).asProtocol(DeclGroupSyntax.self)?.memberBlock
    }

    /// The declarations of a member block, with the members of `#if` clauses (all clauses, also
    /// nested ones) flattened in, in source order.
    public static func memberDeclarations(of block: MemberBlockSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        func collect(_ members: MemberBlockItemListSyntax) {
            for member in members {
                if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .decls(let nested)? = clause.elements { collect(nested) }
                    }
                } else {
                    result.append(member.decl)
                }
            }
        }
        collect(block.members)
        return result
    }

    /// The struct, class, enum or actor declared in this file, at file level or nested in other
    /// types or extensions (also inside `#if`), whose qualified name is `qualifiedName`; the first
    /// in source order. Protocols are not returned.
    public static func typeDeclaration(named qualifiedName: String, in file: SourceFileSyntax) -> Syntax? {
        DeclarationIndex.of(file).type(named: qualifiedName)
    }

    /// The file-level extensions (also inside `#if`) whose extended type is written `qualifiedName`,
    /// ignoring whitespace, in source order.
    public static func extensions(of qualifiedName: String, in file: SourceFileSyntax) -> [ExtensionDeclSyntax] {
        DeclarationIndex.of(file).extensions(of: qualifiedName)
    }

    /// Every declaration of the type that `declaration` declares or extends, found in this file:
    /// `declaration` itself first, then (for an extension) the primary declaration, then the other
    /// extensions of the same qualified name.
    public static func declarations(ofTypeAround declaration: some SyntaxProtocol) -> [Syntax] {
        let own = Syntax(declaration)
        guard let name = qualifiedName(of: declaration), let file = sourceFile(of: declaration) else { return [own] }
        var result = [own]
        if declaration.is(ExtensionDeclSyntax.self), let primary = typeDeclaration(named: name, in: file) {
            result.append(primary)
        }
        for extensionDecl in extensions(of: name, in: file) where extensionDecl.id != own.id {
            result.append(Syntax(extensionDecl))
        }
        return result
    }

    /// The member blocks that make up one type in this file (see `declarations(ofTypeAround:)`),
    /// the block of `declaration` first.
    public static func memberBlocks(ofTypeAround declaration: some SyntaxProtocol) -> [MemberBlockSyntax] {
        declarations(ofTypeAround: declaration).compactMap { memberBlock(of: $0) }
    }

    /// The conformances and superclass written for a type in this file, in its own inheritance
    /// clause and in those of its other declarations (last name component only).
    public static func inheritedNamesInFile(of declaration: some SyntaxProtocol) -> [String] {
        declarations(ofTypeAround: declaration).flatMap { inheritedNames($0.asProtocol(DeclGroupSyntax.self)?.inheritanceClause) }
    }

    /// Whether `declaration` stands for its type in this file, so that a rule visiting both types
    /// and extensions handles each type once: a type declaration always does; an extension does
    /// only when the file declares no primary declaration of the type and it is the first such extension.
    public static func representsType(_ declaration: some SyntaxProtocol) -> Bool {
        guard let extensionDecl = declaration.as(ExtensionDeclSyntax.self), let file = sourceFile(of: declaration) else { return true }
        let name = extensionDecl.extendedType.trimmedDescription
        if typeDeclaration(named: name, in: file) != nil { return false }
        return extensions(of: name, in: file).first?.id == extensionDecl.id
    }

    // MARK: - Views

    /// Whether the type that `declaration` (a struct or an extension, usually) declares or extends
    /// is a SwiftUI View, judged from this file: one of its declarations lists `View` in its
    /// inheritance clause (`struct Row: View`, or `extension Row: View` next to `struct Row`).
    public static func isViewType(_ declaration: some SyntaxProtocol) -> Bool {
        func saysView(_ node: Syntax) -> Bool { inherits(node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause, named: "View") }
        // Its own clause first (the first of its declarations): most Views say so where they are
        // declared, and finding the type's other declarations costs more.
        if saysView(Syntax(declaration)) { return true }
        return declarations(ofTypeAround: declaration).dropFirst().contains(where: saysView)
    }
    /// Whether `type` is written `some View` (or `some SwiftUI.View`).
    public static func isSomeView(_ type: TypeSyntax?) -> Bool {
        guard let opaque = type?.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) else { return false }
        return baseTypeName(opaque.constraint) == "View"
    }

    // MARK: - Stored properties

    /// One stored instance property of a type: a binding of a `let`/`var` member.
    public struct StoredProperty {
        /// The `let`/`var` declaration, which carries the attributes and modifiers.
        public let variable: VariableDeclSyntax
        /// The binding, which carries the type annotation and initial value.
        public let binding: PatternBindingSyntax
        /// The property's name token.
        public let name: TokenSyntax
    }

    /// Whether a modifier list makes a member belong to the type (`static` or `class`).
    public static func isTypeMember(_ modifiers: DeclModifierListSyntax) -> Bool {
        guard !modifiers.isEmpty else { return false }
        return modifiers.contains { modifier in
            let name = modifier.name
            return (hasText(name, "static") && name.tokenKind == .keyword(.static))
                || (hasText(name, "class") && name.tokenKind == .keyword(.class))
        }
    }

    /// Whether a binding stores a value: it has no accessor block, or only `willSet`/`didSet` observers.
    public static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessorBlock = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = accessorBlock.accessors else { return false }
        return accessors.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
    }

    /// The stored instance properties declared directly in these member blocks (also inside `#if`
    /// clauses), in source order: not `static`/`class`, named by a plain identifier, and stored
    /// (see `isStored`). Properties of nested types are not included.
    public static func storedProperties(in blocks: [MemberBlockSyntax]) -> [StoredProperty] {
        var result: [StoredProperty] = []
        for block in blocks {
            for member in memberDeclarations(of: block) {
                guard let variable = member.as(VariableDeclSyntax.self), !isTypeMember(variable.modifiers) else { continue }
                for binding in variable.bindings where isStored(binding) {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                    result.append(StoredProperty(variable: variable, binding: binding, name: name))
                }
            }
        }
        return result
    }
}

/// The declarations of one file, made in one pass the first time a rule asks and shared by every
/// rule and fix (the one declaration index: asking for every struct of a file with thousands of
/// them stays linear). Names are qualified (`Outer.Row`) with white space removed. Kept for the
/// last few trees (see `TreeCache`).
public final class DeclarationIndex: @unchecked Sendable {
    /// The file-level declarations, also those inside `#if` (`SyntaxQueries.topLevelDeclarations`).
    public let topLevel: [DeclSyntax]
    /// The first struct, class, enum or actor of each qualified name, in source order (nested
    /// ones and those in `#if` included).
    public private(set) var types: [String: Syntax] = [:]
    /// The file-level extensions (also in `#if`) of each extended type, in source order.
    public private(set) var extensions: [String: [ExtensionDeclSyntax]] = [:]
    /// The types that a file-level extension makes a `View` (`extension Row: View`).
    public private(set) var viewExtensionNames: Set<String> = []

    private init(_ root: SourceFileSyntax) {
        topLevel = SyntaxQueries.topLevelDeclarations(in: root)
        for declaration in topLevel {
            if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                let name = Self.key(extensionDecl.extendedType.trimmedDescription)
                extensions[name, default: []].append(extensionDecl)
                if SyntaxQueries.inheritedNames(extensionDecl.inheritanceClause).contains("View") { viewExtensionNames.insert(name) }
            }
        }
        collectTypes(topLevel)
    }

    /// A written type name as the index keys it: white space removed.
    public static func key(_ name: String) -> String {
        // Written names almost never hold white space: a byte test spares the copy (any
        // non-ASCII byte takes the full test, since Unicode has white space beyond ASCII's).
        guard name.utf8.contains(where: { $0 == 0x20 || (0x09...0x0D).contains($0) || $0 >= 0x80 }) else { return name }
        return name.filter { !$0.isWhitespace }
    }

    /// Whether the file declares a type, or a file-level extension, that lists `View` among its conformances.
    public var declaresView: Bool {
        !viewExtensionNames.isEmpty || types.values.contains { SyntaxQueries.inheritsView($0.asProtocol(DeclGroupSyntax.self)?.inheritanceClause) }
    }

    /// The struct, class, enum or actor of this qualified name (white space ignored).
    public func type(named qualifiedName: String) -> Syntax? {
        types[Self.key(qualifiedName)]
    }

    /// The file-level extensions of this type as written (white space ignored), in source order.
    public func extensions(of qualifiedName: String) -> [ExtensionDeclSyntax] {
        extensions[Self.key(qualifiedName)] ?? []
    }

    private func collectTypes(_ declarations: [DeclSyntax]) {
        for declaration in declarations {
            if declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
                || declaration.is(EnumDeclSyntax.self) || declaration.is(ActorDeclSyntax.self),
                let name = SyntaxQueries.qualifiedName(of: declaration) {
                let key = Self.key(name)
                if types[key] == nil { types[key] = Syntax(declaration) }
            }
            if let block = SyntaxQueries.memberBlock(of: declaration) {
                collectTypes(SyntaxQueries.memberDeclarations(of: block))
            }
        }
    }

    private static let cache = TreeCache<DeclarationIndex>()

    /// The index of `file`'s tree.
    public static func of(_ file: SourceFileSyntax) -> DeclarationIndex {
        cache.value(for: file) { root in DeclarationIndex(root.as(SourceFileSyntax.self) ?? file) }
    }
}
