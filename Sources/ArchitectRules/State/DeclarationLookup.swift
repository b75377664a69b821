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

    /// Every declaration at the top level of the file, including those inside top-level `#if` blocks.
    static func topLevelDeclarations(in tree: SourceFileSyntax) -> [DeclSyntax] {
        SyntaxQueries.topLevelDeclarations(in: tree)
    }

    /// The file's declarations indexed by name, built once per file (see `index(of:)`).
    final class FileIndex {
        /// The top-level declarations, as `topLevelDeclarations(in:)` lists them.
        let topLevel: [DeclSyntax]
        /// The top-level extensions by their extended type as written, in source order.
        let extensionsByName: [String: [ExtensionDeclSyntax]]
        /// The names of the types that a same-file extension makes a `View`.
        let viewExtensionNames: Set<String>
        /// The structs, classes, enums and actors by qualified name; for a name declared twice,
        /// the one `typeDeclaration(named:in:)` finds first.
        let typesByName: [String: Syntax]

        init(tree: SourceFileSyntax) {
            topLevel = DeclarationLookup.topLevelDeclarations(in: tree)
            var extensions: [String: [ExtensionDeclSyntax]] = [:]
            var viewNames = Set<String>()
            for declaration in topLevel {
                guard let extensionDecl = declaration.as(ExtensionDeclSyntax.self) else { continue }
                let name = extensionDecl.extendedType.trimmedText
                extensions[name, default: []].append(extensionDecl)
                if SyntaxQueries.inheritedNames(extensionDecl.inheritanceClause).contains("View") { viewNames.insert(name) }
            }
            extensionsByName = extensions
            viewExtensionNames = viewNames
            // The search order of the former linear lookup: a stack of declarations, last first,
            // each followed by its members; the first declaration found under a name wins.
            var types: [String: Syntax] = [:]
            var pending: [(declaration: Syntax, outer: String?)] = topLevel.map { (Syntax($0), nil) }
            while let (declaration, outer) = pending.popLast() {
                let own: String?
                if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                    own = extensionDecl.extendedType.trimmedText
                } else if let name = DeclarationLookup.name(of: declaration) {
                    let qualified = outer.map { $0 + "." + name } ?? name
                    own = qualified
                    if !declaration.is(ProtocolDeclSyntax.self), types[qualified] == nil { types[qualified] = declaration }
                } else {
                    own = nil
                }
                if let members = memberBlock(of: declaration) {
                    for item in members.members { pending.append((Syntax(item.decl), own)) }
                }
            }
            typesByName = types
        }
    }

    /// The index of the file's declarations, built on first use and shared by every rule.
    static func index(of file: FileContext) -> FileIndex {
        file.cached(FileIndex.self) { FileIndex(tree: file.tree) }
    }

    /// The extensions in this file whose extended type is written exactly as `qualifiedName`.
    static func extensions(of qualifiedName: String, in file: FileContext) -> [ExtensionDeclSyntax] {
        index(of: file).extensionsByName[qualifiedName] ?? []
    }

    /// The struct, class, enum or actor declared in this file (at the top level or nested in a
    /// top-level type) whose qualified name is `qualifiedName`.
    static func typeDeclaration(named qualifiedName: String, in file: FileContext) -> Syntax? {
        index(of: file).typesByName[qualifiedName]
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
        if FastSyntax.inheritsView(declaration.inheritanceClause) { return true }
        let viewExtensions = index(of: file).viewExtensionNames
        guard !viewExtensions.isEmpty, let qualified = qualifiedName(of: Syntax(declaration)) else { return false }
        return viewExtensions.contains(qualified)
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
        if FastSyntax.isTypeMember(variable.modifiers) { return false }
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
            if SyntaxQueries.inheritedNames(extensionDecl.inheritanceClause).contains("View") { return true }
            let name = extensionDecl.extendedType.trimmedText
            if let structDecl = typeDeclaration(named: name, in: file)?.as(StructDeclSyntax.self) { return isView(structDecl, in: file) }
        }
        return false
    }
}
