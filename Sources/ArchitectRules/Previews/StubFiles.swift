import ArchitectSyntax
import SwiftSyntax

/// What the `stub-*` rules know about stub files: which files they are, and which of their
/// top-level declarations would ship in a release build.
enum StubFiles {
    /// The kinds of stub file the mvvm document names.
    enum Kind {
        /// `{Feature}ModelStub.swift`: static sample values of a model.
        case model
        /// `{Feature}ViewModelStub.swift`: a factory for a ViewModel in a given state.
        case viewModel
    }

    /// The kind of stub a file name says (`ProductModelStub.swift`, `CartViewModelStub.swift`), or
    /// nil; the part before `ModelStub` must not be empty.
    static func kind(ofFileNamed name: String) -> Kind? {
        if name.hasSuffix("ViewModelStub.swift") { return name.count > "ViewModelStub.swift".count ? .viewModel : nil }
        if name.hasSuffix("ModelStub.swift") { return name.count > "ModelStub.swift".count ? .model : nil }
        return nil
    }

    /// Whether a file is a stub file that `stub-debug-wrapped` (and its fix) checks: named like one,
    /// outside test folders and outside a `Preview Content` folder, which Xcode leaves out of release builds.
    static func needsDebugWrap(path: String, isTestFile: Bool) -> Bool {
        guard !isTestFile else { return false }
        let components = path.split(separator: "/")
        guard let name = components.last, kind(ofFileNamed: String(name)) != nil else { return false }
        return !components.dropLast().contains("Preview Content")
    }

    /// The feature a model stub file is named after: `Product` for `ProductModelStub.swift`.
    static func feature(ofFileNamed name: String) -> String? {
        guard kind(ofFileNamed: name) == .model else { return nil }
        return String(name.dropLast("ModelStub.swift".count))
    }

    /// Whether an item is an `import`, or an `#if` block holding nothing but imports.
    static func isImportHeader(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.is(ImportDeclSyntax.self) { return true }
        guard let block = item.item.as(IfConfigDeclSyntax.self) else { return false }
        return block.clauses.allSatisfy { clause in
            guard let elements = clause.elements else { return true }
            guard case .statements(let items) = elements else { return false }
            return items.allSatisfy(isImportHeader)
        }
    }

    /// The first top-level item, other than an import, that is not inside an `#if DEBUG` clause
    /// (the `#else` of `#if DEBUG` and `#if !DEBUG` count as outside), or nil.
    static func firstUnwrapped(in items: CodeBlockItemListSyntax) -> Syntax? {
        for item in items {
            if item.item.is(ImportDeclSyntax.self) { continue }
            if let block = item.item.as(IfConfigDeclSyntax.self) {
                for clause in block.clauses where !SyntaxQueries.isDebugClause(clause) {
                    guard let elements = clause.elements else { continue }
                    guard case .statements(let nested) = elements else { return Syntax(block) }
                    if let found = firstUnwrapped(in: nested) { return found }
                }
                continue
            }
            return Syntax(item.item)
        }
        return nil
    }

    /// The items the fix wraps: everything after the import header, when that rest holds no
    /// `#if` block and no import (files laid out otherwise are left to the author), or nil.
    static func wrappableRun(in items: CodeBlockItemListSyntax) -> ArraySlice<CodeBlockItemSyntax>? {
        let all = Array(items)
        guard let start = all.firstIndex(where: { !isImportHeader($0) }) else { return nil }
        let rest = all[start...]
        guard rest.allSatisfy({ !$0.item.is(IfConfigDeclSyntax.self) && !$0.item.is(ImportDeclSyntax.self) && $0.item.is(DeclSyntax.self) }) else { return nil }
        return rest
    }
}

extension StubFiles {
    /// The key of the per-file fact "a model stub file outside tests".
    private enum IsModelStubFile {}
    /// The key of the per-file fact "a ViewModel stub file outside tests".
    private enum IsViewModelStubFile {}

    /// The extensions of a model stub file that extend the model it is named after, when `node`
    /// is the first of them (the rules report once per model, at that extension), else nil. For
    /// `ProductModelStub.swift` the model is `Product` or `ProductModel` (also qualified:
    /// `Catalog.Product`). Test files are left out.
    static func modelExtensions(from node: ExtensionDeclSyntax, in file: FileContext) -> (name: String, all: [ExtensionDeclSyntax])? {
        guard file.cachedFlag(IsModelStubFile.self, { !file.isTestFile && kind(ofFileNamed: file.fileName) == .model }),
              let feature = feature(ofFileNamed: file.fileName) else { return nil }
        return extensions(from: node, named: [feature, feature + "Model"], in: file)
    }

    /// The extensions of a ViewModel stub file that extend `{Feature}ViewModel`, when `node` is the
    /// first of them, else nil. Test files are left out.
    static func viewModelExtensions(from node: ExtensionDeclSyntax, in file: FileContext) -> (name: String, all: [ExtensionDeclSyntax])? {
        guard file.cachedFlag(IsViewModelStubFile.self, { !file.isTestFile && kind(ofFileNamed: file.fileName) == .viewModel }) else { return nil }
        let name = String(file.fileName.dropLast("Stub.swift".count))
        return extensions(from: node, named: [name], in: file)
    }

    /// The file's top-level extensions of the type `node` extends, when its last name component
    /// is one of `names` and `node` is the first of them.
    private static func extensions(from node: ExtensionDeclSyntax, named names: Set<String>, in file: FileContext) -> (name: String, all: [ExtensionDeclSyntax])? {
        guard let name = lastName(of: node.extendedType), names.contains(name),
              node.parent?.parent?.is(CodeBlockItemListSyntax.self) == true else { return nil }
        let all = SyntaxQueries.topLevelDeclarations(in: file.tree).compactMap { $0.as(ExtensionDeclSyntax.self) }
            .filter { lastName(of: $0.extendedType) == name }
        guard all.first?.id == node.id else { return nil }
        return (name, all)
    }

    /// The token of the last component of a type name, where findings about the model go.
    static func nameToken(of type: TypeSyntax) -> Syntax {
        if let member = type.as(MemberTypeSyntax.self) { return Syntax(member.name) }
        return Syntax(type)
    }

    /// The last component of a type name (`Product` for `Catalog.Product`), nil for other types.
    static func lastName(of type: TypeSyntax) -> String? {
        if let plain = type.as(IdentifierTypeSyntax.self) { return plain.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
    }

    /// The `static`/`class` property called `name` that these extensions declare, whose declared
    /// type (if written) is `written(model)` with `model` being `Self` or the model's name.
    static func typeProperty(_ name: String, in extensions: [ExtensionDeclSyntax], model: String,
                             typed matches: (TypeSyntax, String) -> Bool) -> PatternBindingSyntax? {
        for item in extensions {
            for member in SyntaxQueries.memberDeclarations(of: item.memberBlock) {
                guard let variable = member.as(VariableDeclSyntax.self), SyntaxQueries.isTypeMember(variable.modifiers) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    guard let type = binding.typeAnnotation?.type else { return binding }
                    if matches(type, model) { return binding }
                }
            }
        }
        return nil
    }

    /// Whether a type is `Self` or names the model (`Product`, `Catalog.Product`).
    static func isModel(_ type: TypeSyntax, _ model: String) -> Bool {
        if let plain = type.as(IdentifierTypeSyntax.self), plain.name.tokenKind == .keyword(.Self) || plain.name.text == "Self" { return true }
        return lastName(of: type) == model
    }

    /// The array literal a property's value is: its initial value, or the single expression
    /// (or `return`) of its getter; nil otherwise.
    static func arrayLiteral(of binding: PatternBindingSyntax) -> ArrayExprSyntax? {
        if let value = binding.initializer?.value { return value.as(ArrayExprSyntax.self) }
        guard let accessors = binding.accessorBlock?.accessors else { return nil }
        var statements: CodeBlockItemListSyntax?
        switch accessors {
        case .getter(let list): statements = list
        case .accessors(let list):
            statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        @unknown default: return nil
        }
        guard let statements, statements.count == 1, let only = statements.first else { return nil }
        if let expression = only.item.as(ExprSyntax.self) { return expression.as(ArrayExprSyntax.self) }
        if let returned = only.item.as(ReturnStmtSyntax.self) { return returned.expression?.as(ArrayExprSyntax.self) }
        return nil
    }
}
