import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// The one place that answers "which View is this node in?".
///
/// Every answer starts from the type or extension that directly contains the node
/// (`SyntaxQueries.enclosingTypeDeclaration`: nested types and file-level code are in no View) and
/// judges from the file alone whether that declaration belongs to a SwiftUI View. The three
/// questions differ in what counts as evidence, and each rule asks the one its precision needs:
///
/// | question | declarations accepted | evidence that the type is a View |
/// |---|---|---|
/// | `declaration(of:)` | struct or extension, any depth of member | any same-file declaration of the type writes `: View` |
/// | `owner(ofMember:in:)` | struct, direct members only | the struct or a same-file extension of it (by qualified name) writes `: View` |
/// | `name(of:)` | struct or extension, any depth of member | the declaration itself writes `: View`, or it extends a top-level struct that does |
enum EnclosingView {
    /// The struct or extension that directly contains `node` when its type is a View by any
    /// same-file declaration (`SyntaxQueries.isViewType`): a View whose conformance is written on
    /// a same-file extension counts, and so do extensions of Views.
    static func declaration(of node: some SyntaxProtocol) -> Syntax? {
        guard let declaration = SyntaxQueries.enclosingTypeDeclaration(of: node),
              declaration.kind == .structDecl || declaration.kind == .extensionDecl,
              SyntaxQueries.isViewType(declaration) else { return nil }
        return declaration
    }

    /// The View struct a member declaration belongs to directly (through `#if` blocks, but not
    /// through functions, closures or nested types), judged with the file's declaration index.
    static func owner(ofMember member: some SyntaxProtocol, in file: FileContext) -> StructDeclSyntax? {
        guard let owner = DeclarationLookup.directOwner(of: member)?.as(StructDeclSyntax.self),
              DeclarationLookup.isView(owner, in: file) else { return nil }
        return owner
    }

    /// The name of the View whose code `node` is in: a struct or extension that itself declares
    /// `View` conformance (`ViewRuleSupport.declaresView`), or a plain extension
    /// (`extension ProfileView { … }`) of a type the same file declares, at top level, as a View struct.
    static func name(of node: some SyntaxProtocol) -> String? {
        guard let declaration = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return nil }
        if ViewRuleSupport.declaresView(declaration) { return SyntaxQueries.declaredName(of: declaration) }
        guard let extensionDecl = declaration.as(ExtensionDeclSyntax.self),
              let extended = extensionDecl.extendedType.as(IdentifierTypeSyntax.self)?.name.text,
              let file = SyntaxQueries.sourceFile(of: node) else { return nil }
        let isTopLevelView = SyntaxQueries.topLevelDeclarations(in: file).contains { declaration in
            guard let structure = declaration.as(StructDeclSyntax.self) else { return false }
            return structure.name.text == extended && SyntaxQueries.isView(structure)
        }
        return isTopLevelView ? extended : nil
    }
}
