import ArchitectCore
import SwiftSyntax

/// Syntax questions shared by the navigation, list, diffing and rendering rules of this group.
///
/// Candidates for `Support/SyntaxQueries.swift` once another group needs them.
enum NavigationListsSupport {
    /// Collection methods that build a new collection (or fold one) each time they run.
    static let transformNames: Set<String> = ["filter", "sorted", "map", "compactMap", "reduce", "reversed", "prefix"]

    /// Whether `call` calls the type `name`, written `X(…)`, `SwiftUI.X(…)` or `X<T>(…)`.
    static func calls(_ call: FunctionCallExprSyntax, type name: String) -> Bool {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        return SyntaxQueries.isTypeReference(callee, named: name)
    }

    /// The token that names the called type or member: `ForEach` in `SwiftUI.ForEach(…)`, `sheet` in `x.sheet(…)`.
    static func nameToken(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return nil
    }

    /// The `.name` part of a modifier call (`.sheet` in `x.sheet(…)`), where findings on modifiers land.
    static func modifierPeriod(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.period
    }

    /// Whether `call` is a modifier or method call named `name` (`x.name(…)` or `.name(…)`).
    static func isModifier(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == name
    }

    /// The data argument of `ForEach(data, …)` or `List(data, …)`: the first argument, when it has no label.
    static func dataArgument(of call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        guard let first = call.arguments.first, first.label == nil else { return nil }
        if first.expression.is(ClosureExprSyntax.self) { return nil }
        return first
    }

    /// Removes redundant parentheses: `(x)` gives `x`.
    static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil {
            return unparenthesized(only.expression)
        }
        return expression
    }

    /// Follows a modifier chain down to the view it starts from: `VStack {…}.padding().id(x)` gives `VStack {…}`.
    static func unwrappingModifiers(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               !isModuleName(base) {
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base, !isModuleName(base) {
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
            } else {
                return current
            }
        }
    }

    /// Whether an expression is the module qualifier `SwiftUI` (as in `SwiftUI.VStack`).
    static func isModuleName(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
    }

    /// The expressions a closure lists directly as statements (the children of a view builder),
    /// including those inside every clause of an `#if` block.
    static func statementExpressions(of closure: ClosureExprSyntax) -> [ExprSyntax] {
        statementExpressions(in: closure.statements)
    }

    private static func statementExpressions(in items: CodeBlockItemListSyntax) -> [ExprSyntax] {
        items.flatMap { item -> [ExprSyntax] in
            if let expression = item.item.as(ExprSyntax.self) { return [expression] }
            if let statement = item.item.as(ExpressionStmtSyntax.self) { return [statement.expression] }
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                return ifConfig.clauses.flatMap { clause -> [ExprSyntax] in
                    guard case .statements(let nested)? = clause.elements else { return [] }
                    return statementExpressions(in: nested)
                }
            }
            return []
        }
    }

    /// A range written with `..<` or `...`, with its bounds; unfolded (`SequenceExpr`) and folded forms.
    static func rangeParts(_ expression: ExprSyntax) -> (lower: ExprSyntax, operator: String, upper: ExprSyntax)? {
        let expression = unparenthesized(expression)
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self),
                  ["..<", "..."].contains(op.operator.text) else { return nil }
            return (elements[0], op.operator.text, elements[2])
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self), ["..<", "..."].contains(op.operator.text) {
            return (infix.leftOperand, op.operator.text, infix.rightOperand)
        }
        return nil
    }

    /// The value of a plain integer literal (`12`, `1_000`), or nil.
    static func integerValue(_ expression: ExprSyntax) -> Int? {
        guard let literal = unparenthesized(expression).as(IntegerLiteralExprSyntax.self) else { return nil }
        return Int(literal.literal.text.filter { $0 != "_" })
    }

    /// How many items a literal collection holds: `0..<N`, `a...b` with integer literals, or an array literal.
    /// Nil when the collection is not written out literally.
    static func literalItemCount(_ expression: ExprSyntax) -> Int? {
        let expression = unparenthesized(expression)
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.count }
        if let range = rangeParts(expression), let lower = integerValue(range.lower), let upper = integerValue(range.upper) {
            return max(0, range.operator == "..<" ? upper - lower : upper - lower + 1)
        }
        return nil
    }

    /// The first collection-transform call (`.filter`, `.sorted`, …) in an expression, in source order.
    ///
    /// Calls on a literal array or literal range (`(0..<5).reversed()`) are skipped: they cost nothing worth moving.
    static func firstTransform(in expression: some SyntaxProtocol) -> MemberAccessExprSyntax? {
        let finder = CallFinder(viewMode: .sourceAccurate) { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  transformNames.contains(member.declName.baseName.text) else { return false }
            return literalItemCount(unwrappingModifiers(base)) == nil
        }
        finder.walk(expression)
        // The walk meets the outermost call of a chain first; the finding belongs to the first name in the text.
        return finder.found.compactMap { $0.calledExpression.as(MemberAccessExprSyntax.self) }
            .min { $0.period.position < $1.period.position }
    }

    /// Every call below `node` that satisfies `matches`, in source order, without entering nested type declarations.
    static func calls(in node: some SyntaxProtocol, where matches: @escaping (FunctionCallExprSyntax) -> Bool) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(viewMode: .sourceAccurate, matches: matches)
        finder.walk(node)
        return finder.found
    }

    /// The name an expression refers to when it is a plain property reference: `x` for `x` and `self.x`.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        let expression = unparenthesized(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    // MARK: - The type a node belongs to

    /// The name of a type or extension declaration (`Outer.Inner` for `extension Outer.Inner`).
    static func declaredName(_ declaration: Syntax) -> String? {
        if let structDecl = declaration.as(StructDeclSyntax.self) { return structDecl.name.text }
        if let classDecl = declaration.as(ClassDeclSyntax.self) { return classDecl.name.text }
        if let enumDecl = declaration.as(EnumDeclSyntax.self) { return enumDecl.name.text }
        if let actorDecl = declaration.as(ActorDeclSyntax.self) { return actorDecl.name.text }
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
        return nil
    }

    /// The member blocks that make up one type in this file: its declaration and its top-level extensions.
    ///
    /// `declaration` is a struct, class, enum, actor or extension; the result always contains its own block.
    static func memberBlocks(ofTypeAround declaration: Syntax) -> [MemberBlockSyntax] {
        guard let own = memberBlock(of: declaration) else { return [] }
        guard let name = declaredName(declaration), !name.contains("."), isTopLevel(declaration),
              let file = declaration.root.as(SourceFileSyntax.self) else { return [own] }
        var blocks = [own]
        for item in topLevelDeclarations(file) where item.id != declaration.id {
            guard declaredName(item) == name, let block = memberBlock(of: item) else { continue }
            // Another type of the same name (for example a nested one elsewhere) is not this type: only
            // the primary declaration and extensions are merged.
            if item.is(ExtensionDeclSyntax.self) || declaration.is(ExtensionDeclSyntax.self) {
                blocks.append(block)
            }
        }
        return blocks
    }

    /// Whether the type that `declaration` declares or extends is a SwiftUI View, judged from this file:
    /// the struct, or one of its extensions in this file, lists `View` among its conformances.
    static func isViewType(_ declaration: Syntax) -> Bool {
        guard let name = declaredName(declaration) else { return false }
        if conformsToView(declaration) { return true }
        guard !name.contains("."), isTopLevel(declaration), let file = declaration.root.as(SourceFileSyntax.self) else { return false }
        return topLevelDeclarations(file).contains { declaredName($0) == name && conformsToView($0) }
    }

    /// The struct or extension that directly contains `node` when that type is a View (see `isViewType`).
    static func enclosingViewDeclaration(of node: some SyntaxProtocol) -> Syntax? {
        guard let declaration = SyntaxQueries.enclosingTypeDeclaration(of: node),
              declaration.is(StructDeclSyntax.self) || declaration.is(ExtensionDeclSyntax.self),
              isViewType(declaration) else { return nil }
        return declaration
    }

    /// The stored properties of a type (in the given member blocks), by name, with their declarations.
    static func storedProperties(in blocks: [MemberBlockSyntax]) -> [String: PatternBindingSyntax] {
        var result: [String: PatternBindingSyntax] = [:]
        for block in blocks {
            for member in block.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
                else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, isStored(binding) else { continue }
                    result[name] = binding
                }
            }
        }
        return result
    }

    /// Whether a binding stores a value (no getter; observers are allowed).
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessorBlock = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = accessorBlock.accessors else { return false }
        return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// Whether `type` is written `some View` (or `some SwiftUI.View`).
    static func isSomeView(_ type: TypeSyntax?) -> Bool {
        guard let some = type?.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.tokenKind == .keyword(.some) else { return false }
        return SyntaxQueries.baseTypeName(some.constraint) == "View"
    }

    /// Whether `declaration` stands for its type in this file, so that a rule visiting declarations
    /// handles each type once: the primary declaration when the file has one, otherwise the first
    /// top-level extension. Nested declarations always stand for themselves.
    static func representsType(_ declaration: Syntax) -> Bool {
        guard isTopLevel(declaration), let name = declaredName(declaration), !name.contains("."),
              let file = declaration.root.as(SourceFileSyntax.self) else { return true }
        guard declaration.is(ExtensionDeclSyntax.self) else { return true }
        let group = topLevelDeclarations(file).filter { declaredName($0) == name }
        if group.contains(where: { !$0.is(ExtensionDeclSyntax.self) }) { return false }
        return group.first?.id == declaration.id
    }

    /// Whether a declaration sits at file level (possibly inside `#if`), not nested in another type.
    private static func isTopLevel(_ declaration: Syntax) -> Bool {
        SyntaxQueries.enclosingTypeDeclaration(of: declaration) == nil
    }

    private static func memberBlock(of declaration: Syntax) -> MemberBlockSyntax? {
        declaration.asProtocol(DeclGroupSyntax.self)?.memberBlock
    }

    private static func conformsToView(_ declaration: Syntax) -> Bool {
        if let structDecl = declaration.as(StructDeclSyntax.self) { return SyntaxQueries.isView(structDecl) }
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            return SyntaxQueries.inheritedNames(extensionDecl.inheritanceClause).contains("View")
        }
        return false
    }

    /// Type and extension declarations at file level, including those inside `#if` blocks.
    static func topLevelDeclarations(_ file: SourceFileSyntax) -> [Syntax] {
        var result: [Syntax] = []
        func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .statements(let nested)? = clause.elements { collect(nested) }
                    }
                } else if item.item.is(DeclSyntax.self), declaredName(Syntax(item.item)) != nil {
                    result.append(Syntax(item.item))
                }
            }
        }
        collect(file.statements)
        return result
    }
}

/// Collects the calls below a node that satisfy a test, skipping nested type declarations.
final class CallFinder: SyntaxVisitor {
    private let matches: (FunctionCallExprSyntax) -> Bool
    /// The matching calls, in source order.
    private(set) var found: [FunctionCallExprSyntax] = []

    /// A finder that keeps the calls for which `matches` returns true.
    init(viewMode: SyntaxTreeViewMode, matches: @escaping (FunctionCallExprSyntax) -> Bool) {
        self.matches = matches
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if matches(node) { found.append(node) }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
