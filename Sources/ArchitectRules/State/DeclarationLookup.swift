import ArchitectCore
import SwiftSyntax

/// Questions about the declarations of one file that the state and concurrency rules share:
/// names of types, same-file extensions, and whether a property is a stored member.
///
/// Lookups only read the file's top-level declarations (and the members of top-level types,
/// and the branches of top-level `#if` blocks); they never walk function bodies.
enum DeclarationLookup {
    /// The name a type or extension declaration introduces: `Profile` for `struct Profile`,
    /// `Outer.Inner` for `extension Outer.Inner`.
    static func name(of declaration: Syntax) -> String? {
        if let node = declaration.as(StructDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ProtocolDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ExtensionDeclSyntax.self) { return node.extendedType.trimmedDescription }
        return nil
    }

    /// The dotted name of a type declaration including the types it is nested in (`Outer.Inner`).
    static func qualifiedName(of declaration: Syntax) -> String? {
        guard let own = name(of: declaration) else { return nil }
        if declaration.is(ExtensionDeclSyntax.self) { return own }
        guard let outer = SyntaxQueries.enclosingTypeDeclaration(of: declaration) else { return own }
        return qualifiedName(of: outer).map { $0 + "." + own } ?? own
    }

    /// The name of the innermost type or extension around `node`, for messages.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        SyntaxQueries.enclosingTypeDeclaration(of: node).flatMap { name(of: $0) }
    }

    /// Every declaration at the top level of the file, including those inside top-level `#if` blocks.
    static func topLevelDeclarations(in tree: SourceFileSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                guard let declaration = item.item.as(DeclSyntax.self) else { continue }
                if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .statements(let statements)? = clause.elements { collect(statements) }
                    }
                } else {
                    result.append(declaration)
                }
            }
        }
        collect(tree.statements)
        return result
    }

    /// The extensions in this file whose extended type is written exactly as `qualifiedName`.
    static func extensions(of qualifiedName: String, in tree: SourceFileSyntax) -> [ExtensionDeclSyntax] {
        topLevelDeclarations(in: tree).compactMap { $0.as(ExtensionDeclSyntax.self) }.filter {
            $0.extendedType.trimmedDescription == qualifiedName
        }
    }

    /// The struct, class or enum declared in this file (at the top level or nested in a top-level
    /// type) whose qualified name is `qualifiedName`.
    static func typeDeclaration(named qualifiedName: String, in tree: SourceFileSyntax) -> Syntax? {
        var pending = topLevelDeclarations(in: tree).map { Syntax($0) }
        while let declaration = pending.popLast() {
            if declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
                || declaration.is(ActorDeclSyntax.self), self.qualifiedName(of: declaration) == qualifiedName {
                return declaration
            }
            if let members = memberBlock(of: declaration) {
                for item in members.members { pending.append(Syntax(item.decl)) }
            }
        }
        return nil
    }

    /// The member block of a type or extension declaration.
    static func memberBlock(of declaration: Syntax) -> MemberBlockSyntax? {
        if let node = declaration.as(StructDeclSyntax.self) { return node.memberBlock }
        if let node = declaration.as(ClassDeclSyntax.self) { return node.memberBlock }
        if let node = declaration.as(EnumDeclSyntax.self) { return node.memberBlock }
        if let node = declaration.as(ActorDeclSyntax.self) { return node.memberBlock }
        if let node = declaration.as(ExtensionDeclSyntax.self) { return node.memberBlock }
        return nil
    }

    /// Whether a struct is a SwiftUI `View`, by its own inheritance clause or by an extension
    /// in the same file that adds the conformance.
    static func isView(_ declaration: StructDeclSyntax, in tree: SourceFileSyntax) -> Bool {
        if SyntaxQueries.isView(declaration) { return true }
        guard let qualified = qualifiedName(of: Syntax(declaration)) else { return false }
        return extensions(of: qualified, in: tree).contains {
            SyntaxQueries.inheritedNames($0.inheritanceClause).contains("View")
        }
    }

    /// The View struct a member declaration belongs to directly (through `#if` blocks, but not
    /// through functions, closures or nested types).
    static func owningView(of member: some SyntaxProtocol, in tree: SourceFileSyntax) -> StructDeclSyntax? {
        guard isDirectMember(member), let owner = SyntaxQueries.enclosingTypeDeclaration(of: member)?.as(StructDeclSyntax.self),
              isView(owner, in: tree) else { return nil }
        return owner
    }

    /// Whether a declaration sits directly in a type's member block (possibly inside `#if`),
    /// rather than inside a function, accessor or closure.
    static func isDirectMember(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if candidate.is(MemberBlockSyntax.self) { return true }
            guard candidate.is(MemberBlockItemSyntax.self) || candidate.is(MemberBlockItemListSyntax.self)
                || candidate.is(IfConfigClauseSyntax.self) || candidate.is(IfConfigClauseListSyntax.self)
                || candidate.is(IfConfigDeclSyntax.self) else { return false }
            current = candidate.parent
        }
        return false
    }

    /// Whether a variable declaration declares stored instance storage: not `static`/`class`,
    /// and each binding either has no accessor block or only `willSet`/`didSet` observers.
    static func isStoredInstanceProperty(_ variable: VariableDeclSyntax) -> Bool {
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            return false
        }
        return variable.bindings.allSatisfy { binding in
            guard let accessors = binding.accessorBlock else { return true }
            guard case .accessors(let list) = accessors.accessors else { return false }
            return list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
        }
    }

    /// The `body` property of a View that contains `node`, looking past local `let`/`var`
    /// declarations inside `body` (unlike `SyntaxQueries.enclosingBody`, which stops at the first
    /// variable declaration). The View may be the struct itself or a same-file extension of it.
    static func enclosingViewBody(of node: some SyntaxProtocol, in tree: SourceFileSyntax) -> VariableDeclSyntax? {
        var current = node.parent
        while let candidate = current {
            if let variable = candidate.as(VariableDeclSyntax.self), SyntaxQueries.boundNames(variable) == ["body"], isDirectMember(variable) {
                return isViewMember(variable, in: tree) ? variable : nil
            }
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(InitializerDeclSyntax.self) || candidate.is(MemberBlockSyntax.self) {
                return nil
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether a member declaration belongs to a View: a View struct, an extension that adds
    /// `View`, or an extension of a View struct declared in the same file.
    static func isViewMember(_ member: some SyntaxProtocol, in tree: SourceFileSyntax) -> Bool {
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: member) else { return false }
        if let structDecl = owner.as(StructDeclSyntax.self) { return isView(structDecl, in: tree) }
        if let extensionDecl = owner.as(ExtensionDeclSyntax.self) {
            if SyntaxQueries.inheritedNames(extensionDecl.inheritanceClause).contains("View") { return true }
            let name = extensionDecl.extendedType.trimmedDescription
            if let structDecl = typeDeclaration(named: name, in: tree)?.as(StructDeclSyntax.self) { return isView(structDecl, in: tree) }
        }
        return false
    }
}
