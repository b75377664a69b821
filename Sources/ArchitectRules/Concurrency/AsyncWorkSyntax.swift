import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Recognises unstructured task creation and `await` in syntax, for the task and init rules.
enum AsyncWorkSyntax {
    /// Argument labels that `Task.init` and `Task.detached` accept.
    private static let taskLabels: Set<String> = ["priority", "name", "executorPreference", "operation"]

    /// Whether a call creates an unstructured task: `Task {…}`, `Task(priority: .high) {…}`,
    /// `Task<Void, Never> {…}`, `_Concurrency.Task {…}`, `Task.init {…}` or `Task.detached {…}`.
    ///
    /// The call must hand over an operation (a closure or an `operation:` argument) and use only
    /// the labels `Task` accepts, so a model type that happens to be called `Task`
    /// (`Task(title: "Buy milk")`) is not mistaken for one.
    static func isTaskCreation(_ call: FunctionCallExprSyntax) -> Bool {
        guard isTaskInitializerReference(call.calledExpression) else { return false }
        for argument in call.arguments {
            if let label = argument.label?.text {
                guard taskLabels.contains(label) else { return false }
            } else if !argument.expression.is(ClosureExprSyntax.self) {
                return false
            }
        }
        return call.trailingClosure != nil
            || call.arguments.contains { $0.label?.text == "operation" || $0.expression.is(ClosureExprSyntax.self) }
    }

    /// Whether the task creation is `Task.detached`.
    static func isDetached(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "detached"
    }

    /// `Task`, `Task<…>`, `_Concurrency.Task`, `Task.init`, `Task.detached`.
    private static func isTaskInitializerReference(_ expression: ExprSyntax) -> Bool {
        if isTaskType(expression) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           ["detached", "init"].contains(member.declName.baseName.text) {
            return isTaskType(base)
        }
        return false
    }

    /// `Task`, `Task<…>` or `_Concurrency.Task` written as an expression.
    private static func isTaskType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Task" }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return isTaskType(generic.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "Task",
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text == "_Concurrency"
        }
        return false
    }

    /// Whether a type is `Task<…>` (or `Task<…>?`, `_Concurrency.Task<…>`).
    static func isTaskType(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return isTaskType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isTaskType(unwrapped.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "Task" && identifier.genericArgumentClause != nil
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.name.text == "Task" && member.genericArgumentClause != nil
                && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "_Concurrency"
        }
        return false
    }

    /// Whether a call is `name.cancel()`, `name?.cancel()` or `self.name(?).cancel()`.
    static func isCancelCall(_ call: FunctionCallExprSyntax, on name: String) -> Bool {
        guard call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "cancel",
              let base = member.base else { return false }
        return storageName(base) == name
    }

    /// `name` for `name`, `name?`, `self.name` and `self.name?`; nil for anything else.
    static func storageName(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Whether a task creation is stored into a property (`lookup = Task {…}`) that an earlier
    /// statement of the same block cancels (`lookup?.cancel()`): the previous task is superseded
    /// on purpose.
    static func replacesCancelledTask(_ call: FunctionCallExprSyntax) -> Bool {
        guard let elements = call.parent?.as(ExprListSyntax.self), elements.count == 3,
              elements.last?.id == call.id, let sequence = elements.parent?.as(SequenceExprSyntax.self),
              elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let first = elements.first, let target = storageName(first) else { return false }
        var statement: Syntax? = Syntax(sequence)
        while let current = statement, !current.is(CodeBlockItemSyntax.self) { statement = current.parent }
        guard let item = statement?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        for earlier in list {
            if earlier.id == item.id { break }
            guard let expression = earlier.item.as(ExprSyntax.self), let cancel = expression.as(FunctionCallExprSyntax.self) else { continue }
            if isCancelCall(cancel, on: target) { return true }
        }
        return false
    }

    /// One place where an initializer starts asynchronous work.
    struct Occurrence {
        /// The node to report: the `Task` callee, the `await` keyword or the `for await` loop.
        let node: Syntax
        /// `Task {…}`, `Task.detached {…}` or `await`, for messages.
        let kind: String
    }

    /// The task creations and `await`s that run as part of a code block itself.
    ///
    /// Closures other than the task's own, nested functions and nested types are not searched:
    /// their code does not run when the block runs. The body of a found `Task` is not searched
    /// either, so each task is reported once.
    static func occurrences(in block: CodeBlockSyntax) -> [Occurrence] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(block)
        return finder.found
    }

    /// Walks one initializer body.
    private final class Finder: SyntaxVisitor {
        var found: [Occurrence] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard AsyncWorkSyntax.isTaskCreation(node) else { return .visitChildren }
            found.append(Occurrence(node: Syntax(node.calledExpression), kind: AsyncWorkSyntax.isDetached(node) ? "Task.detached {…}" : "Task {…}"))
            return .skipChildren
        }

        override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(Occurrence(node: Syntax(node.awaitKeyword), kind: "await"))
            return .skipChildren
        }

        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
            if node.awaitKeyword != nil {
                found.append(Occurrence(node: Syntax(node), kind: "for await"))
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
