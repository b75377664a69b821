import ArchitectCore
import ArchitectRules
import SwiftSyntax

/// `.onAppear { Task { … } }` becomes `.task { … }` (iOS 15 or later), keeping the task's
/// statements, comments and layout (see `ClosureUnwrapping` for which layout is kept).
///
/// Only when the `.onAppear` closure holds nothing but that task (written `Task { … }` or
/// `_ = Task { … }`), neither closure declares parameters or a capture list, and the `Task` gets no
/// argument (no priority, no name): `.task` runs the body with the view's lifetime, so the
/// rewrite also adds cancellation when the view disappears, which is the point of the rule.
/// Tasks the rule accepts as meant to outlive the view (in menu items, pagination triggers; see
/// `DataTaskModifier.isDeliberatelyDetached`) are left alone.
///
/// Left alone, with a note, because the rewrite would not compile or would change what runs:
/// - a task body that can throw (a `try`, `throw` or `for try` outside a `do` whose `catch`
///   catches everything): `Task { }` accepts a throwing body and drops its error, `.task { }`
///   takes a non-throwing closure, so the moved body would not compile;
/// - a modified view inside an `if` or `switch` whose condition names something the task body
///   also names (`if model.isLoading { ProgressView().onAppear { Task { await model.load() } } }`):
///   the work may flip the condition, which removes the view, and `.task` cancels its work when
///   the view disappears where the unstructured `Task` ran on; the same when the task calls a
///   method of the view itself (`fetchNextPage()`), which may change any state a condition reads.
public struct TaskModifierFix: SourceFix {
    /// The rule whose findings this fix removes.
    public static let ruleID = "data-task-modifier"

    /// The fix changes only files that mention these words.
    public static let requiredWords = ["onAppear"]

    /// One note per `.onAppear { Task { … } }` left alone, with its reason.
    public let notes: [FixNote]

    /// Prepares the fix for a run: finds the tasks it will leave alone, to say why.
    public init(run files: [FixInput]) {
        notes = files.flatMap { file -> [FixNote] in
            guard file.placement.iOSTarget >= Self.minimumTarget else { return [] }
            let scanner = HazardScanner(tree: file.tree)
            scanner.walk(file.tree)
            return scanner.found.map { line, reason in
                FixNote(path: file.path, message: "line \(line): .onAppear { Task { … } } not turned into .task: \(reason).")
            }
        }
    }

    /// The first iOS release with `.task`.
    static let minimumTarget = Version(15, 0)

    /// Why a matched `.onAppear { Task { … } }` must stay, or nil when it can move.
    /// `conditions` remembers the enclosing conditions found in the tree (see `ConditionScan.Memo`).
    static func hazard(of call: FunctionCallExprSyntax, body: ClosureExprSyntax, conditions: ConditionScan.Memo = .init()) -> String? {
        if let throwing = ThrowingScan.firstThrowingNode(in: body) {
            return "its task body can throw (`\(throwing)` is not inside a do/catch that catches everything), "
                + "and the closure of .task cannot throw"
        }
        let used = ConditionScan.referencedNames(in: Syntax(body))
        if let (kind, shared) = ConditionScan.enclosingCondition(of: Syntax(call), sharing: used, memo: conditions) {
            return "the view sits inside \(kind) whose condition reads '\(shared)', which the task also uses; "
                + ".task would cancel the work if the view disappears, so check that by hand"
        }
        // A method of the view itself (`fetchNextPage()`) may change any state a condition reads.
        if let method = ConditionScan.ownMethodCall(in: body), let (kind, _) = ConditionScan.enclosingCondition(of: Syntax(call), sharing: nil, memo: conditions) {
            return "the view sits inside \(kind), and the task calls \(method), which may change its condition; "
                + ".task would cancel the work if the view disappears, so check that by hand"
        }
        return nil
    }

    /// Finds the `.onAppear { Task { … } }` of a file that the fix leaves alone for a hazard.
    private final class HazardScanner: SyntaxVisitor {
        let tree: SourceFileSyntax
        let suppressions: FixSuppressions
        var found: [(line: Int, reason: String)] = []
        private lazy var converter = SourceLocationConverter(fileName: "", tree: tree)
        /// Menu answers and enclosing conditions for this tree, shared by the calls of a chain.
        let menuAnswers = AncestorMemo()
        let conditions = ConditionScan.Memo()

        init(tree: SourceFileSyntax) {
            self.tree = tree
            suppressions = FixSuppressions.mayHaveDirectives(tree.description) ? FixSuppressions(tree: tree) : .none
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let match = TaskModifierFix.soleTask(of: node), let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  !suppressions.suppresses(TaskModifierFix.ruleID, at: member.declName), !DataTaskModifier.isDeliberatelyDetached(node, memo: menuAnswers),
                  let reason = TaskModifierFix.hazard(of: node, body: match.body, conditions: conditions) else { return .visitChildren }
            found.append((converter.location(for: member.declName.positionAfterSkippingLeadingTrivia).line, reason))
            return .visitChildren
        }
    }

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        guard context.iOSTarget >= Self.minimumTarget else { return FixOutput(tree: tree, count: 0) }
        let rewriter = Rewriter(suppressions: context.suppressions(in: tree))
        let result = rewriter.rewrite(tree).cast(SourceFileSyntax.self)
        return FixOutput(tree: result, count: rewriter.count)
    }

    /// The `Task { … }` call that is the only statement of an `.onAppear` closure, with that statement.
    static func soleTask(of call: FunctionCallExprSyntax) -> (statement: CodeBlockItemSyntax, task: FunctionCallExprSyntax, body: ClosureExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "onAppear", member.declName.argumentNames == nil,
              call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
              let closure = call.trailingClosure, closure.signature == nil,
              closure.statements.count == 1, let statement = closure.statements.first else { return nil }
        var expression: ExprSyntax?
        if let direct = statement.item.as(ExprSyntax.self) {
            expression = direct
            if let assignment = direct.as(InfixOperatorExprSyntax.self) {
                guard assignment.leftOperand.is(DiscardAssignmentExprSyntax.self),
                      assignment.operator.is(AssignmentExprSyntax.self) else { return nil }
                expression = assignment.rightOperand
            } else if let sequence = direct.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[0].is(DiscardAssignmentExprSyntax.self), elements[1].is(AssignmentExprSyntax.self) else { return nil }
                expression = elements[2]
            }
        }
        guard let task = expression?.as(FunctionCallExprSyntax.self),
              let reference = task.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Task",
              task.arguments.isEmpty,
              task.additionalTrailingClosures.isEmpty,
              let body = task.trailingClosure, body.signature == nil else { return nil }
        return (statement, task, body)
    }

    private final class Rewriter: SyntaxRewriter {
        let suppressions: FixSuppressions
        var count = 0
        /// Menu answers and enclosing conditions for the tree being rewritten, shared by the calls of a chain.
        let menuAnswers = AncestorMemo()
        let conditions = ConditionScan.Memo()

        init(suppressions: FixSuppressions) {
            self.suppressions = suppressions
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            // Layout is read from the original tree, content from the rewritten one (so that
            // nested `.onAppear { Task { … } }` are fixed too).
            let suppressed = node.calledExpression.as(MemberAccessExprSyntax.self)
                .map { suppressions.suppresses(TaskModifierFix.ruleID, at: $0.declName) } ?? true
            var layout: ClosureUnwrapping.Layout?
            // The cheap shape test first: the others walk up the tree, and every call of a long
            // modifier chain is visited.
            if !suppressed, let found = TaskModifierFix.soleTask(of: node), let outer = node.trailingClosure,
               !DataTaskModifier.isDeliberatelyDetached(node, memo: menuAnswers), TaskModifierFix.hazard(of: node, body: found.body, conditions: conditions) == nil {
                layout = ClosureUnwrapping.Layout(outer: outer, statement: found.statement, inner: found.body)
            }
            let visited = super.visit(node)
            guard let layout, let call = visited.as(FunctionCallExprSyntax.self),
                  let found = TaskModifierFix.soleTask(of: call), let outer = call.trailingClosure,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return visited }
            let merged = ClosureUnwrapping.unwrap(outer: outer, wrapperLeading: found.statement.leadingTrivia,
                                                  inner: found.body, layout: layout)
            let name = member.declName.baseName.with(\.tokenKind, .identifier("task"))
            count += 1
            return ExprSyntax(call
                .with(\.calledExpression, ExprSyntax(member.with(\.declName, member.declName.with(\.baseName, name))))
                .with(\.trailingClosure, merged))
        }
    }
}

/// Whether a task body can throw out of itself.
enum ThrowingScan {
    /// The first `try`, `throw` or `for try` of `body` (outside nested closures and functions, which
    /// throw on their own) that no enclosing `do` with a catch-all clause catches, as written.
    static func firstThrowingNode(in body: ClosureExprSyntax) -> String? {
        let visitor = Visitor(root: Syntax(body))
        visitor.walk(body.statements)
        return visitor.found
    }

    private final class Visitor: SyntaxVisitor {
        let root: Syntax
        var found: String?

        init(root: Syntax) {
            self.root = root
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
            if node.questionOrExclamationMark == nil { record(node, "try") }
            return .visitChildren
        }

        override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
            record(node, "throw")
            return .visitChildren
        }

        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
            if node.tryKeyword != nil { record(node, "for try") }
            return .visitChildren
        }

        private func record(_ node: some SyntaxProtocol, _ what: String) {
            guard found == nil, !isCaught(Syntax(node)) else { return }
            found = what
        }

        /// Whether a `do` around the node (below the task body) has a `catch` with no pattern,
        /// which catches every error. A `do` whose clauses all name patterns may let some through.
        private func isCaught(_ node: Syntax) -> Bool {
            var child = node
            var current = node.parent
            while let parent = current, parent.id != root.id {
                if let doStatement = parent.as(DoStmtSyntax.self), child.id == Syntax(doStatement.body).id,
                   doStatement.catchClauses.contains(where: { $0.catchItems.isEmpty }) {
                    return true
                }
                child = parent
                current = parent.parent
            }
            return false
        }
    }
}

/// The conditions a view sits under, within the declaration that builds it.
enum ConditionScan {
    /// The names (`model`, `isLoading`) that expressions below `node` refer to.
    static func referencedNames(in node: Syntax) -> Set<String> {
        var names = Set<String>()
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true else { continue }
            names.insert(text)
        }
        return names
    }

    /// The first call in a task body of a method of the enclosing type: `load()` or `self.load()`.
    static func ownMethodCall(in body: ClosureExprSyntax) -> String? {
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, text.first?.isLowercase == true,
                  let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var callee = Syntax(reference)
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                callee = Syntax(member)
            }
            if let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id {
                return "\(text)()"
            }
        }
        return nil
    }

    /// For one tree: from each node passed, the nearest ancestor that is an `if`, a switch case or
    /// the end of the search (a function, a variable, a member block), with the child of it on the
    /// way. A long modifier chain then costs one walk up in all instead of one per call.
    final class Memo {
        fileprivate var next: [SyntaxIdentifier: (stop: Syntax, child: Syntax)?] = [:]
        init() {}
    }

    /// The nearest `if` or `switch` around `node` (up to the enclosing declaration) whose condition
    /// refers to one of `names` (any, when `names` is nil), described, with the name found.
    static func enclosingCondition(of node: Syntax, sharing names: Set<String>?, memo: Memo = Memo()) -> (kind: String, name: String)? {
        var from = node
        while let (parent, child) = nextStop(above: from, memo: memo) {
            if parent.is(FunctionDeclSyntax.self) || parent.is(VariableDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            if let ifExpression = parent.as(IfExprSyntax.self), child.id != Syntax(ifExpression.conditions).id {
                let conditionNames = referencedNames(in: Syntax(ifExpression.conditions))
                if let shared = (names.map(conditionNames.intersection) ?? conditionNames).sorted().first { return ("an if", shared) }
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self), let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
                var conditionNames = referencedNames(in: Syntax(switchExpression.subject))
                conditionNames.formUnion(referencedNames(in: Syntax(switchCase.label)))
                if let shared = (names.map(conditionNames.intersection) ?? conditionNames).sorted().first { return ("a switch", shared) }
            }
            from = parent
        }
        return nil
    }

    /// The nearest ancestor of `node` where the search stops or looks, with its child on the way.
    private static func nextStop(above node: Syntax, memo: Memo) -> (stop: Syntax, child: Syntax)? {
        var passed: [SyntaxIdentifier] = []
        var child = node
        var current = node.parent
        var found: (stop: Syntax, child: Syntax)?
        while let parent = current {
            if let known = memo.next[child.id] {
                found = known
                break
            }
            passed.append(child.id)
            if parent.is(FunctionDeclSyntax.self) || parent.is(VariableDeclSyntax.self) || parent.is(MemberBlockSyntax.self)
                || parent.is(IfExprSyntax.self) || parent.is(SwitchCaseSyntax.self) {
                found = (parent, child)
                break
            }
            child = parent
            current = parent.parent
        }
        for id in passed { memo.next[id] = found }
        return found
    }
}
