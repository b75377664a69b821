import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Questions about the declarations of one file that the state and concurrency rules share:
/// names of types, same-file extensions, and whether a property is a stored member.
///
/// Lookups only read the file's top-level declarations (and the members of top-level types,
/// and the branches of top-level `#if` blocks); they never walk function bodies. The file-wide
/// lookups go through an index built once per file and kept in the `FileContext`.
enum DeclarationLookup {
    /// The name a type or extension declaration introduces: `Profile` for `struct Profile`,
    /// `Outer.Inner` for `extension Outer.Inner`.
    static func name(of declaration: Syntax) -> String? {
        if let node = declaration.as(StructDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ProtocolDeclSyntax.self) { return node.name.text }
        if let node = declaration.as(ExtensionDeclSyntax.self) { return node.extendedType.trimmedText }
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

    /// The index of the file's declarations, built on first use and shared by every rule.
    static func index(of file: FileContext) -> DeclarationIndex {
        DeclarationIndex.of(file.tree)
    }

    /// The extensions in this file whose extended type is written as `qualifiedName`.
    static func extensions(of qualifiedName: String, in file: FileContext) -> [ExtensionDeclSyntax] {
        index(of: file).extensions(of: qualifiedName)
    }

    /// The struct, class, enum or actor declared in this file (at the top level or nested in a
    /// top-level type) whose qualified name is `qualifiedName`.
    static func typeDeclaration(named qualifiedName: String, in file: FileContext) -> Syntax? {
        index(of: file).type(named: qualifiedName)
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
    static func isView(_ declaration: StructDeclSyntax, in file: FileContext) -> Bool {
        if SyntaxQueries.inheritsView(declaration.inheritanceClause) { return true }
        let viewExtensions = index(of: file).viewExtensionNames
        guard !viewExtensions.isEmpty, let qualified = qualifiedName(of: Syntax(declaration)) else { return false }
        return viewExtensions.contains(DeclarationIndex.key(qualified))
    }

    /// The type or extension whose member block holds `member` directly (possibly inside `#if`):
    /// what `SyntaxQueries.enclosingTypeDeclaration` answers for a direct member, found in one climb.
    static func directOwner(of member: some SyntaxProtocol) -> Syntax? {
        var current = member.parent
        while let candidate = current {
            switch candidate.kind {
            case .memberBlock: return candidate.parent
            case .memberBlockItem, .memberBlockItemList, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl: current = candidate.parent
            default: return nil
            }
        }
        return nil
    }

    /// Whether a declaration sits directly in a type's member block (possibly inside `#if`),
    /// rather than inside a function, accessor or closure.
    static func isDirectMember(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            switch candidate.kind {
            case .memberBlock: return true
            case .memberBlockItem, .memberBlockItemList, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl: current = candidate.parent
            default: return false
            }
        }
        return false
    }

    /// Whether a variable declaration declares stored instance storage: not `static`/`class`,
    /// and each binding either has no accessor block or only `willSet`/`didSet` observers.
    static func isStoredInstanceProperty(_ variable: VariableDeclSyntax) -> Bool {
        if SyntaxQueries.isTypeMember(variable.modifiers) { return false }
        return variable.bindings.allSatisfy { binding in
            guard let accessors = binding.accessorBlock else { return true }
            guard case .accessors(let list) = accessors.accessors else { return false }
            return list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
        }
    }

    /// The `body` property of a View that contains `node`, looking past local `let`/`var`
    /// declarations inside `body` (unlike `SyntaxQueries.enclosingBody`, which stops at the first
    /// variable declaration). The View may be the struct itself or a same-file extension of it.
    static func enclosingViewBody(of node: some SyntaxProtocol, in file: FileContext) -> VariableDeclSyntax? {
        var current = node.parent
        while let candidate = current {
            if let variable = candidate.as(VariableDeclSyntax.self), SyntaxQueries.boundNames(variable) == ["body"], isDirectMember(variable) {
                return isViewMember(variable, in: file) ? variable : nil
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
    static func isViewMember(_ member: some SyntaxProtocol, in file: FileContext) -> Bool {
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: member) else { return false }
        if let structDecl = owner.as(StructDeclSyntax.self) { return isView(structDecl, in: file) }
        if let extensionDecl = owner.as(ExtensionDeclSyntax.self) {
            if SyntaxQueries.inherits(extensionDecl.inheritanceClause, named: "View") { return true }
            let name = extensionDecl.extendedType.trimmedText
            if let structDecl = typeDeclaration(named: name, in: file)?.as(StructDeclSyntax.self) { return isView(structDecl, in: file) }
        }
        return false
    }
}
