import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// The syntax half shared by `state-environment-injected` and `preview-environment-injected`:
/// notes, as `EnvironmentFact`s, every non-optional read of an environment object by its type,
/// every `.environment(value)` / `.environmentObject(value)` with what the syntax says about the
/// value's type, and (for previews) the types a preview constructs and the methods previews and
/// `View` extensions call. Both rules call it; each node is noted once per file.
enum EnvironmentInjection {
    /// The nodes of a file already noted, so that the two rules together note each once.
    final class Noted {
        var nodes = Set<SyntaxIdentifier>()
    }

    /// Lookups stop after this many steps (`let a = b`, `let b = c.d`, …), which also ends cycles.
    static let maximumDepth = 5

    // MARK: - Reads

    /// Notes `variable` when it reads an environment object by type and is not optional:
    /// `@Environment(T.self) var x` (typed `T` or untyped) or `@EnvironmentObject var x: T`, an
    /// instance member of a type, outside tests, previews and `#if DEBUG`, where `T` is not a
    /// generic parameter of the code around it.
    static func noteRead(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, !variable.attributes.isEmpty, !SyntaxQueries.isTypeMember(variable.modifiers),
              let (typeName, mechanism) = readType(variable), firstNote(variable, in: file),
              !SyntaxQueries.isPreviewOrDebugCode(variable), !genericParameters(around: variable).contains(typeName) else { return }
        let context = enclosingContext(of: variable, in: file)
        // Only members of a type: a local in a function body has no owner the project can find.
        guard !context.owner.isEmpty, !context.inExtension, context.function.isEmpty || context.function == variableName(variable) else { return }
        record(.read, name: typeName, mechanism: mechanism, at: variable.attributes.positionAfterSkippingLeadingTrivia, context: context, in: file)
    }

    /// The type `variable` reads from the environment and how (`object` or `observable`), or nil
    /// when it is no such read, or an optional one, which never crashes.
    static func readType(_ variable: VariableDeclSyntax) -> (String, String)? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessorBlock == nil,
              binding.initializer == nil else { return nil }
        let annotation = binding.typeAnnotation?.type
        if let annotation, annotation.is(OptionalTypeSyntax.self) || annotation.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return nil }
        if SyntaxQueries.attribute("EnvironmentObject", in: variable.attributes) != nil {
            guard let annotation, let name = SyntaxQueries.plainTypeName(annotation) else { return nil }
            return (name, "object")
        }
        guard let environment = SyntaxQueries.attribute("Environment", in: variable.attributes),
              case .argumentList(let arguments)? = environment.arguments, arguments.count == 1,
              let argument = arguments.first, argument.label == nil,
              let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base, let name = typeName(ofTypeExpression: base) else { return nil }
        if let annotation, SyntaxQueries.plainTypeName(annotation) != name { return nil }
        return (name, "observable")
    }

    /// The last name of a type written as an expression (`Router`, `App.Router`), nil for generic
    /// or other forms.
    static func typeName(ofTypeExpression expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = reference.baseName.text
            return UTF8Text.startsUppercase(name) ? name : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           typeName(ofTypeExpression: base) != nil {
            let name = member.declName.baseName.text
            return UTF8Text.startsUppercase(name) ? name : nil
        }
        return nil
    }

    // MARK: - Calls

    /// Notes an injection, and inside previews and `View` extensions the types constructed and the
    /// methods called.
    static func noteCall(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, let name = SyntaxQueries.calledNameToken(call)?.text else { return }
        if name == "environment" || name == "environmentObject" {
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                  call.trailingClosure == nil, !argument.expression.is(KeyPathExprSyntax.self), firstNote(call, in: file) else { return }
            let context = enclosingContext(of: call, in: file)
            let value = self.value(of: argument.expression, at: call, depth: 0)
            record(.injection, name: name, value: value, mechanism: name == "environment" ? "observable" : "object",
                   at: call.calledExpression.positionAfterSkippingLeadingTrivia, context: context, in: file)
            return
        }
        let mayPreview = hasPreview(file), mayExtend = hasViewExtension(file)
        // Two rules hand every call here; the second has nothing to add, so it stops before the
        // walk up to the root that `Context` takes.
        guard mayPreview || mayExtend, firstNote(call, in: file) else { return }
        let context = enclosingContext(of: call, in: file)
        if !context.preview.isEmpty {
            if let type = SyntaxQueries.constructedTypeName(call) {
                record(.construction, name: type, at: call.calledExpression.positionAfterSkippingLeadingTrivia, context: context, in: file)
            } else if SyntaxQueries.isMemberCall(call), !isArgumentValue(call) {
                record(.call, name: name, at: call.calledExpression.positionAfterSkippingLeadingTrivia, context: context, in: file)
            }
        } else if context.inExtension, context.owner == "View", !context.function.isEmpty, name.first?.isLowercase == true {
            record(.call, name: name, at: call.calledExpression.positionAfterSkippingLeadingTrivia, context: context, in: file)
        }
    }

    /// Whether a call only computes an argument of a constructed type (`.placeholder()` in
    /// `DetailView(account: .placeholder())`): it sits in the argument list of a constructor, not
    /// in a closure there, and its chain starts from a value, a type or an implicit member rather
    /// than from a constructed view (`Card(header: Header().withTheme())` can inject into `Header`).
    /// Such a call cannot inject anything into the previewed view.
    static func isArgumentValue(_ call: FunctionCallExprSyntax) -> Bool {
        let root = SyntaxQueries.chainRoot(ExprSyntax(call))
        if let rootCall = root.as(FunctionCallExprSyntax.self) {
            guard let member = rootCall.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
        } else if !root.is(DeclReferenceExprSyntax.self) && !root.is(StringLiteralExprSyntax.self) && !root.is(IntegerLiteralExprSyntax.self) {
            return false
        }
        var node = Syntax(call)
        while let parent = node.parent {
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self) || parent.is(MacroExpansionExprSyntax.self) { return false }
            if parent.is(LabeledExprSyntax.self), let owner = parent.parent?.parent?.as(FunctionCallExprSyntax.self),
               owner.arguments.contains(where: { $0.id == parent.id }) {
                return SyntaxQueries.constructedTypeName(owner) != nil
            }
            node = parent
        }
        return false
    }

    private static func variableName(_ variable: VariableDeclSyntax) -> String {
        variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
    }

    private enum HasPreview {}
    private enum HasViewExtension {}

    /// Whether the file has a `#Preview` or a `PreviewProvider` (by its text, then its tree).
    static func hasPreview(_ file: FileContext) -> Bool {
        file.cachedFlag(HasPreview.self) { (file.mentions("Preview")) && PreviewBlocks.hasPreview(file) }
    }

    /// Whether the file extends `View` at file level.
    static func hasViewExtension(_ file: FileContext) -> Bool {
        file.cachedFlag(HasViewExtension.self) {
            file.mentions("extension") && SyntaxQueries.topLevelDeclarations(in: file.tree).contains {
                guard let item = $0.as(ExtensionDeclSyntax.self) else { return false }
                return SyntaxQueries.baseTypeName(of: item.extendedType, is: "View")
            }
        }
    }

    private static func firstNote(_ node: some SyntaxProtocol, in file: FileContext) -> Bool {
        file.cached(Noted.self) { Noted() }.nodes.insert(node.id).inserted
    }

    private static func record(_ kind: EnvironmentFact.Kind, name: String, value: EnvironmentFact.Value? = nil, mechanism: String = "",
                               at position: AbsolutePosition, context: Context, in file: FileContext) {
        let location = file.lines.location(of: position)
        file.record(EnvironmentFact(kind: kind, name: name, value: value, mechanism: mechanism, owner: context.owner,
                                    function: context.function, inExtension: context.inExtension, preview: context.preview,
                                    debugOnly: context.debugOnly, line: location.line, column: location.column))
    }

    /// Where a node is: the innermost type or extension, function and preview around it.
    struct Context {
        var owner = ""
        var inExtension = false
        var function = ""
        var preview = ""
        var debugOnly = false

        init() {}

        /// The context of whatever sits directly in `candidate`, whose own context is `outer`: the
        /// nearest type, function and preview win, and `#if DEBUG` anywhere above counts.
        init(inside candidate: Syntax, outer: Context) {
            self = outer
            if let decl = candidate.as(FunctionDeclSyntax.self) { if !decl.name.text.isEmpty { function = decl.name.text } }
            else if candidate.is(InitializerDeclSyntax.self) { function = "init" }
            else if let binding = candidate.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                if !name.identifier.text.isEmpty { function = name.identifier.text }
            }
            if let macro = candidate.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                preview = "\(macro.position.utf8Offset)"
            } else if let macro = candidate.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                preview = "\(macro.position.utf8Offset)"
            } else if let structure = candidate.as(StructDeclSyntax.self),
                      SyntaxQueries.inherits(structure.inheritanceClause, named: "PreviewProvider") {
                preview = "\(structure.position.utf8Offset)"
            }
            if SyntaxQueries.isTypeDeclaration(candidate) {
                // A function outside the type is not the function the node is in.
                function = ""
                if let item = candidate.as(ExtensionDeclSyntax.self) {
                    inExtension = true
                    owner = SyntaxQueries.baseTypeName(item.extendedType) ?? item.extendedType.trimmedText
                } else {
                    inExtension = false
                    owner = SyntaxQueries.declaredName(of: candidate) ?? ""
                }
            }
            if let clause = candidate.as(IfConfigClauseSyntax.self), SyntaxQueries.isDebugClause(clause) { debugOnly = true }
        }
    }

    /// The contexts of the nodes seen so far in one file, by node: what sits directly in a node.
    private final class ContextMemo {
        var known: [SyntaxIdentifier: Context] = [:]
    }

    /// The context of `node`. Every node on the way up is remembered for the file, so the calls
    /// of a long body or modifier chain share one walk instead of each climbing to the root.
    static func enclosingContext(of node: some SyntaxProtocol, in file: FileContext) -> Context {
        let memo = file.cached(ContextMemo.self) { ContextMemo() }
        var chain: [Syntax] = []
        var current = node.parent
        var context = Context()
        while let candidate = current {
            if let known = memo.known[candidate.id] {
                context = known
                break
            }
            chain.append(candidate)
            current = candidate.parent
        }
        for candidate in chain.reversed() {
            context = Context(inside: candidate, outer: context)
            memo.known[candidate.id] = context
        }
        return context
    }

    // MARK: - Values

    /// The names of the generic parameters of every declaration around `node` (and `Self`).
    static func genericParameters(around node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = ["Self"]
        var current = node.parent
        while let candidate = current {
            let clause: GenericParameterClauseSyntax?
            switch candidate.kind {
            case .functionDecl: clause = candidate.as(FunctionDeclSyntax.self)?.genericParameterClause
            case .initializerDecl: clause = candidate.as(InitializerDeclSyntax.self)?.genericParameterClause
            case .structDecl: clause = candidate.as(StructDeclSyntax.self)?.genericParameterClause
            case .classDecl: clause = candidate.as(ClassDeclSyntax.self)?.genericParameterClause
            case .enumDecl: clause = candidate.as(EnumDeclSyntax.self)?.genericParameterClause
            case .actorDecl: clause = candidate.as(ActorDeclSyntax.self)?.genericParameterClause
            case .protocolDecl:
                // A protocol's associated types are its generic parameters.
                for member in candidate.as(ProtocolDeclSyntax.self)?.memberBlock.members ?? [] {
                    if let associated = member.decl.as(AssociatedTypeDeclSyntax.self) { names.insert(associated.name.text) }
                }
                clause = nil
            default: clause = nil
            }
            for parameter in clause?.parameters ?? [] { names.insert(parameter.name.text) }
            current = candidate.parent
        }
        return names
    }

    /// What the syntax says about the type of `expression`, used at `site`.
    static func value(of expression: ExprSyntax, at site: some SyntaxProtocol, depth: Int) -> EnvironmentFact.Value {
        guard depth < maximumDepth else { return .unknown }
        let expression = stripped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let type = SyntaxQueries.constructedTypeName(call) { return plain(type, at: site) }
            return result(of: call, at: site, depth: depth)
        }
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            return SyntaxQueries.plainTypeName(cast.type).map { plain($0, at: site) } ?? .unknown
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = reference.baseName.text
            guard name.first?.isLowercase == true || name.first == "_" else { return .unknown }
            return lookup(name, from: Syntax(expression), at: site, depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
            let name = member.declName.baseName.text
            guard let base = member.base else { return .unknown }
            if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
                return lookup(name, from: Syntax(expression), at: site, depth: depth, membersOnly: true)
            }
            if let type = typeName(ofTypeExpression: base) {
                guard name.first?.isLowercase == true else { return .unknown }
                return .staticMember(of: type, named: name)
            }
            switch value(of: base, at: site, depth: depth + 1) {
            case .type(let type): return .member(of: type, named: name)
            default: return .member(of: nil, named: name)
            }
        }
        return .unknown
    }

    /// The value of calling a function or method (`x.make(…)`, `Factory.make(…)`, `make(…)`),
    /// which the project index resolves to the declared return type; unknown for an implicit
    /// member (`.make()`), a name bound to a local, parameter or stored closure, and other callees.
    static func result(of call: FunctionCallExprSyntax, at site: some SyntaxProtocol, depth: Int) -> EnvironmentFact.Value {
        let callee = stripped(call.calledExpression)
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard name.first?.isLowercase == true, let base = member.base else { return .unknown }
            if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
                return .result(of: nil, named: name)
            }
            if let type = typeName(ofTypeExpression: base) { return .result(of: .type(type), named: name) }
            let owner = value(of: base, at: site, depth: depth + 1)
            if case .unknown = owner { return .result(of: nil, named: name) }
            return .result(of: owner, named: name)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = reference.baseName.text
            guard name.first?.isLowercase == true else { return .unknown }
            // A local or a parameter of that name (a closure) hides any function: not followed.
            guard case .member = lookup(name, from: Syntax(callee), at: site, depth: depth) else { return .unknown }
            return .result(of: nil, named: name)
        }
        return .unknown
    }

    // MARK: - Functions

    /// Notes a function or method with its declared return type, for injections of its result.
    static func noteFunction(_ function: FunctionDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, function.name.text.first?.isLowercase == true, firstNote(function, in: file) else { return }
        var value = EnvironmentFact.Value.unknown
        if let type = function.signature.returnClause?.type, let name = SyntaxQueries.plainTypeName(type) {
            value = plain(name, at: type)
        }
        record(.function, name: function.name.text, value: value, at: function.name.positionAfterSkippingLeadingTrivia,
               context: enclosingContext(of: function, in: file), in: file)
    }

    /// Notes a use of a name with `preview` in it (`withPreviewsEnv()`, `WrapperForPreview(…)`),
    /// so that the index can tell the helpers and Views that only previews use.
    static func noteReference(_ token: TokenSyntax, at node: some SyntaxProtocol, in file: FileContext) {
        // Most names are shorter than the word, and are rejected before any text is built.
        guard token.trimmedLength.utf8Length >= previewWord.count, !file.isTestFile, file.mentions("review") else { return }
        let name = token.text
        guard containsPreviewWord(name), firstNote(node, in: file) else { return }
        record(.reference, name: name, at: token.positionAfterSkippingLeadingTrivia, context: enclosingContext(of: node, in: file), in: file)
    }

    /// The word whose uses `noteReference` notes, in lower case.
    private static let previewWord = Array("preview".utf8)

    /// Whether `name` contains `preview` in any mix of ASCII letter cases, compared byte by byte
    /// (no lower-cased copy of the name is made).
    static func containsPreviewWord(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard bytes.count >= previewWord.count else { return false }
            for start in 0...(bytes.count - previewWord.count) {
                var matches = true
                for offset in 0..<previewWord.count where bytes[start + offset] | 0x20 != previewWord[offset] {
                    matches = false
                    break
                }
                if matches { return true }
            }
            return false
        }
    }

    /// `expression` without parentheses, `try`, `await`, `!` and `?`.
    static func stripped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = SyntaxQueries.unparenthesized(expression)
        while true {
            if let node = current.as(TryExprSyntax.self) { current = node.expression }
            else if let node = current.as(AwaitExprSyntax.self) { current = node.expression }
            else if let node = current.as(ForceUnwrapExprSyntax.self) { current = node.expression }
            else if let node = current.as(OptionalChainingExprSyntax.self) { current = node.expression }
            else { return current }
            current = SyntaxQueries.unparenthesized(current)
        }
    }

    /// `.type(name)`, unless `name` is a generic parameter around `site`.
    static func plain(_ name: String, at site: some SyntaxProtocol) -> EnvironmentFact.Value {
        genericParameters(around: site).contains(name) ? .unknown : .type(name)
    }

    /// The value a name stands for at `node`: a local, an `if`/`guard` binding, a closure or
    /// function parameter, else a member of the type around it.
    static func lookup(_ name: String, from node: Syntax, at site: some SyntaxProtocol, depth: Int, membersOnly: Bool = false) -> EnvironmentFact.Value {
        var child = node
        var current = node.parent
        while let candidate = current {
            defer { child = candidate; current = candidate.parent }
            if SyntaxQueries.isTypeDeclaration(candidate) {
                return member(name, of: candidate, at: site, depth: depth)
            }
            if membersOnly { continue }
            if let items = candidate.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if let variable = item.item.as(VariableDeclSyntax.self), let found = binding(name, in: variable, at: site, depth: depth) { return found }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), let found = condition(name, in: guardStatement.conditions, at: site, depth: depth) { return found }
                }
            } else if let ifExpression = candidate.as(IfExprSyntax.self), child.id == ifExpression.body.id {
                if let found = condition(name, in: ifExpression.conditions, at: site, depth: depth) { return found }
            } else if let closure = candidate.as(ClosureExprSyntax.self) {
                if let signature = closure.signature, closureNames(signature).contains(name) {
                    if case .parameterClause(let clause)? = signature.parameterClause,
                       let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                       let type = parameter.type, let plainName = SyntaxQueries.plainTypeName(type) {
                        return plain(plainName, at: site)
                    }
                    return .unknown
                }
            } else if let function = candidate.as(FunctionDeclSyntax.self) {
                if let found = parameter(name, in: function.signature.parameterClause, at: site) { return found }
            } else if let initializer = candidate.as(InitializerDeclSyntax.self) {
                if let found = parameter(name, in: initializer.signature.parameterClause, at: site) { return found }
            } else if candidate.is(ForStmtSyntax.self) || candidate.is(SwitchCaseSyntax.self) || candidate.is(CatchClauseSyntax.self) {
                // Loop variables and case bindings are not followed.
                if candidate.description.contains(name) { return .unknown }
            }
        }
        return .unknown
    }

    private static func closureNames(_ signature: ClosureSignatureSyntax) -> [String] {
        switch signature.parameterClause {
        case .simpleInput(let names)?: return names.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        default: return []
        }
    }

    private static func parameter(_ name: String, in clause: FunctionParameterClauseSyntax, at site: some SyntaxProtocol) -> EnvironmentFact.Value? {
        guard let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        return SyntaxQueries.plainTypeName(parameter.type).map { plain($0, at: site) } ?? .unknown
    }

    private static func condition(_ name: String, in conditions: ConditionElementListSyntax, at site: some SyntaxProtocol, depth: Int) -> EnvironmentFact.Value? {
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let type = binding.typeAnnotation?.type { return SyntaxQueries.plainTypeName(type).map { plain($0, at: site) } ?? .unknown }
            // `if let x` alone unwraps the outer `x`: looked up from the condition on.
            guard let initializer = binding.initializer else { return lookup(name, from: Syntax(element), at: site, depth: depth + 1) }
            return value(of: initializer.value, at: site, depth: depth + 1)
        }
        return nil
    }

    /// The value of `name` when `variable` binds it.
    private static func binding(_ name: String, in variable: VariableDeclSyntax, at site: some SyntaxProtocol, depth: Int) -> EnvironmentFact.Value? {
        var bindings = Array(variable.bindings)
        guard let index = bindings.firstIndex(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) else {
            if bindings.contains(where: { !$0.pattern.is(IdentifierPatternSyntax.self) }), variable.description.contains(name) { return .unknown }
            return nil
        }
        if let (type, _) = readType(variable) { return .reinjected(type) }
        if let type = readTypeAllowingOptional(variable) { return .reinjected(type) }
        bindings = Array(bindings[index...])
        // `let a, b: T` gives `a` the type written after `b`.
        if let type = bindings.lazy.compactMap(\.typeAnnotation).first?.type, bindings[0].initializer == nil || bindings[0].typeAnnotation != nil {
            return SyntaxQueries.plainTypeName(type).map { plain($0, at: site) } ?? .unknown
        }
        if let initializer = bindings[0].initializer { return value(of: initializer.value, at: site, depth: depth + 1) }
        return .unknown
    }

    /// The type of `@Environment(T.self) var x: T?`, which injects as `T` when re-injected.
    private static func readTypeAllowingOptional(_ variable: VariableDeclSyntax) -> String? {
        guard let environment = SyntaxQueries.attribute("Environment", in: variable.attributes),
              case .argumentList(let arguments)? = environment.arguments, let first = arguments.first,
              let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base else { return nil }
        return typeName(ofTypeExpression: base)
    }

    /// The value of a member `name` of the type declared (or extended) by `declaration`, looked up
    /// in this file's declarations of the type; else left to the project index.
    private static func member(_ name: String, of declaration: Syntax, at site: some SyntaxProtocol, depth: Int) -> EnvironmentFact.Value {
        for block in SyntaxQueries.memberBlocks(ofTypeAround: declaration) {
            for member in SyntaxQueries.memberDeclarations(of: block) {
                guard let variable = member.as(VariableDeclSyntax.self), let found = binding(name, in: variable, at: site, depth: depth) else { continue }
                if variable.bindings.contains(where: { $0.accessorBlock != nil && $0.typeAnnotation == nil }) { return .unknown }
                return found
            }
        }
        let owner: String?
        if let item = declaration.as(ExtensionDeclSyntax.self) { owner = SyntaxQueries.baseTypeName(item.extendedType) } else { owner = SyntaxQueries.declaredName(of: declaration) }
        return .member(of: owner, named: name)
    }
}
