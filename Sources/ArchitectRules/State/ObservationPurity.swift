import SwiftSyntax

/// Whether creating an object can be repeated without changing what the app does.
///
/// `@StateObject var model = Model()` evaluates `Model()` once per view identity (the wrapper takes
/// an autoclosure); `@State var model = Model()` evaluates it every time the view's initializer
/// runs, and keeps only the first instance. The migration therefore turns `@StateObject` into
/// `@State` only when the expression and the class's initialization do no work: the expression is
/// a static member (`Store.shared`) or a call of the class with plain arguments, and the class's
/// initializers and stored-property defaults only store plain values. Anything else (a network
/// call, `Task { }`, a subscription, a call of another type that may do such things) is work.
/// In doubt, it is work.
enum ObservationPurity {
    /// Value types whose construction with plain arguments does nothing else.
    static let valueTypes: Set<String> = [
        "Array", "Set", "Dictionary", "String", "Int", "Double", "Float", "Bool", "Optional", "Date", "UUID",
        "CGFloat", "CGPoint", "CGSize", "CGRect", "Decimal", "Data", "IndexSet",
    ]

    /// Whether an expression only reads or builds plain values: literals, names, member chains,
    /// `!`/`?`, tuples and collection literals of those, and value types built from them.
    static func isPlain(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) {
            return expression.as(StringLiteralExprSyntax.self)?.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } ?? false
        }
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
            || expression.is(DeclReferenceExprSyntax.self) {
            return true
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isPlain(prefix.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base.map(isPlain) ?? true }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return isPlain(unwrapped.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return isPlain(optional.expression) }
        if let tuple = expression.as(TupleExprSyntax.self) { return tuple.elements.allSatisfy { isPlain($0.expression) } }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isPlain($0.expression) } }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return true }
            return elements.allSatisfy { isPlain($0.key) && isPlain($0.value) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                  call.arguments.allSatisfy({ isPlain($0.expression) }) else { return false }
            return isValueTypeCallee(call.calledExpression)
        }
        return false
    }

    /// `Set<AnyCancellable>`, `[Item]`, `String`, `Date.init`: the callee builds a value type.
    private static func isValueTypeCallee(_ callee: ExprSyntax) -> Bool {
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { return isValueTypeCallee(generic.expression) }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return valueTypes.contains(reference.baseName.text) }
        if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) { return true }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
            return isValueTypeCallee(base)
        }
        return false
    }

    /// Why the expression that creates a `@StateObject` may not be evaluated again, or nil:
    /// it must be a static member of a type, or a call of `className` with plain arguments.
    static func creationWork(_ expression: ExprSyntax, className: String) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true {
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self), ObservationSyntax.constructedTypeName(expression) == className,
           call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty {
            if let argument = call.arguments.first(where: { !isPlain($0.expression) }) {
                return "its argument `\(shortened(argument.expression))` may do work"
            }
            return nil
        }
        return "`\(shortened(expression))` may do work"
    }

    /// Why the initialization of a class does work, or nil: an initializer statement that is not a
    /// plain assignment (or `super.init()`), or a stored property whose default is not plain.
    static func initializationWork(of declaration: ClassDeclSyntax) -> String? {
        initializationWork(in: declaration.memberBlock)
    }

    /// The same for the members of a class's body or of an extension of it (its initializers).
    static func initializationWork(in block: MemberBlockSyntax) -> String? {
        for member in block.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                for statement in initializer.body?.statements ?? [] where !isPlainInitStatement(statement) {
                    return "its init runs `\(shortened(statement.item))`"
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self), ObservationSyntax.isStoredInstanceProperty(variable) {
                for binding in variable.bindings {
                    if let value = binding.initializer?.value, !isPlain(value) {
                        return "its stored property default `\(shortened(value))` may do work"
                    }
                }
            }
        }
        return nil
    }

    /// `x = value`, `self.x = value`, `_x = Published(initialValue: value)` with a plain value, or
    /// `super.init(…)` / `self.init(…)` with plain arguments (the initializers they call are checked too).
    private static func isPlainInitStatement(_ statement: CodeBlockItemSyntax) -> Bool {
        guard let expression = statement.item.as(ExprSyntax.self) else { return false }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.is(SuperExprSyntax.self) == true || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
           member.declName.baseName.tokenKind == .keyword(.`init`) {
            return call.arguments.allSatisfy { isPlain($0.expression) }
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
        if let wrapper = ObservationEditing.publishedWrapperValue(elements[2]) { return isPlain(wrapper) }
        return isPlain(elements[2])
    }

    /// The first line of a node's text, trimmed, at most 60 characters.
    static func shortened(_ node: some SyntaxProtocol) -> String {
        let line = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return line.count > 60 ? String(line.prefix(57)) + "…" : line
    }
}
