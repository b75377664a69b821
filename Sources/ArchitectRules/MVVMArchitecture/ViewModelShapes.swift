import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// What the `mvvm-vm-*` and `mvvm-model-*` rules mean by a ViewModel and by a model, decided from
/// names, one file's syntax and the file's path. Where the syntax cannot tell, the answer is "no".
enum ViewModelShapes {
    /// The name ending that marks a ViewModel class in the mvvm guide.
    static let viewModelSuffix = "ViewModel"

    /// Whether a type name reads as a ViewModel: it ends in `ViewModel` and has something before it.
    static func isViewModelName(_ name: String) -> Bool {
        name.count > viewModelSuffix.count && name.hasSuffix(viewModelSuffix)
    }

    /// Whether a type name reads as a model: it ends in `Model` (with something before it) and is
    /// not a ViewModel.
    static func isModelName(_ name: String) -> Bool {
        name.count > "Model".count && name.hasSuffix("Model") && !name.hasSuffix(viewModelSuffix)
    }

    /// Whether a path lies in a feature's model folder: `…/Features/<Feature>/Model/…`.
    static func isInFeatureModelFolder(_ path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        guard components.count >= 4 else { return false }
        for index in 0..<(components.count - 3) where components[index] == "Features" && components[index + 2] == "Model" {
            return true
        }
        return false
    }

    /// The ViewModel class, declared in this file outside tests, previews and `#if DEBUG`, whose
    /// body holds `node` directly (not through a nested type), or whose file-level extension
    /// (`extension ProfileViewModel`) does; nil otherwise. An extension counts by its name.
    static func enclosingViewModel(of node: some SyntaxProtocol, in file: FileContext) -> (name: String, declaration: Syntax)? {
        guard !file.isTestFile, let owner = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return nil }
        if let classDecl = owner.as(ClassDeclSyntax.self) {
            guard isViewModelName(classDecl.name.text), !SyntaxQueries.isPreviewOrDebugCode(classDecl) else { return nil }
            return (classDecl.name.text, owner)
        }
        if let extensionDecl = owner.as(ExtensionDeclSyntax.self), let name = StubFiles.lastName(of: extensionDecl.extendedType) {
            guard isViewModelName(name), !SyntaxQueries.isPreviewOrDebugCode(extensionDecl) else { return nil }
            if let declared = DeclarationLookup.typeDeclaration(named: extensionDecl.extendedType.trimmedText, in: file),
               !declared.is(ClassDeclSyntax.self) { return nil }
            return (name, owner)
        }
        return nil
    }

    /// Whether a struct is a model the mvvm guide describes: outside tests, previews and
    /// `#if DEBUG`, declared at file level, not a View, and named `…Model` or placed under
    /// `Features/<Feature>/Model/`.
    static func isModelStruct(_ structDecl: StructDeclSyntax, in file: FileContext) -> Bool {
        guard !file.isTestFile, SyntaxQueries.enclosingTypeDeclaration(of: structDecl) == nil else { return false }
        guard isModelName(structDecl.name.text) || isInFeatureModelFolder(file.path) else { return false }
        if StubFiles.kind(ofFileNamed: file.fileName) != nil { return false }
        if SyntaxQueries.inheritsView(structDecl.inheritanceClause) || SyntaxQueries.isPreviewOrDebugCode(structDecl) { return false }
        return true
    }

    /// The model struct a member belongs to: the model struct whose body holds it directly, or
    /// the struct named by a file-level extension that holds it, when that extension's type is a
    /// model struct of this file or, declared elsewhere, has a model name. Stub files, tests,
    /// previews and `#if DEBUG` code are left out.
    static func enclosingModel(of node: some SyntaxProtocol, in file: FileContext) -> (name: String, declaration: Syntax)? {
        guard !file.isTestFile, StubFiles.kind(ofFileNamed: file.fileName) == nil,
              let owner = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return nil }
        if let structDecl = owner.as(StructDeclSyntax.self) {
            return isModelStruct(structDecl, in: file) ? (structDecl.name.text, owner) : nil
        }
        guard let extensionDecl = owner.as(ExtensionDeclSyntax.self), !SyntaxQueries.isPreviewOrDebugCode(extensionDecl),
              let name = StubFiles.lastName(of: extensionDecl.extendedType) else { return nil }
        if let declared = DeclarationLookup.typeDeclaration(named: extensionDecl.extendedType.trimmedText, in: file) {
            guard let structDecl = declared.as(StructDeclSyntax.self), isModelStruct(structDecl, in: file) else { return nil }
            return (name, owner)
        }
        return isModelName(name) && !SyntaxQueries.inheritsView(extensionDecl.inheritanceClause) ? (name, owner) : nil
    }

    /// The names of the system protocols a model or ViewModel commonly adopts, which add no
    /// members, isolation or requirements the rules care about.
    static let plainProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Identifiable", "Hashable", "Equatable", "Sendable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "ObservableObject", "NSObject", "AnyObject",
    ]

    // MARK: - Repository calls

    /// Whether a name reads as a repository: it ends in `repository` in any case (`repository`,
    /// `productRepository`, `ProductRepository`).
    static func isRepositoryName(_ name: String) -> Bool {
        name.lowercased().hasSuffix("repository")
    }

    /// The repository a call is made on: the name `x` of `x.method(…)`, `self.x.method(…)` or
    /// `a.b.x.method(…)` when it reads as a repository; nil for other calls.
    static func repositoryReceiver(of call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let inner = base.as(MemberAccessExprSyntax.self) {
            name = inner.declName.baseName.text
        } else {
            name = nil
        }
        guard let name, isRepositoryName(name) else { return nil }
        return name
    }

    /// The calls on a repository made in these member blocks (nested types left out).
    static func repositoryCalls(in blocks: [MemberBlockSyntax]) -> [FunctionCallExprSyntax] {
        blocks.flatMap { SyntaxQueries.calls(in: $0, where: { repositoryReceiver(of: $0) != nil }) }
    }
}
