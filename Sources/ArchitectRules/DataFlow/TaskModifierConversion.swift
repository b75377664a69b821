import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// When `.onAppear { Task { … } }` can become `.task { … }` without changing behaviour. The rule
/// `data-task-modifier` asks it to say whether a finding is fixable, and the fix asks it before
/// rewriting, so the two always agree.
public enum TaskModifierConversion {
    /// The first iOS release with `.task`.
    public static let minimumTarget = Version(15, 0)

    /// The `Task { … }` call that is the only statement of an `.onAppear` closure, with that statement.
    public static func soleTask(of call: FunctionCallExprSyntax) -> (statement: CodeBlockItemSyntax, task: FunctionCallExprSyntax, body: ClosureExprSyntax)? {
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

    /// Why a matched `.onAppear { Task { … } }` must stay, or nil when it can move.
    /// `conditions` remembers the enclosing conditions found in the tree (see `ConditionScan.Memo`).
    public static func hazard(of call: FunctionCallExprSyntax, body: ClosureExprSyntax, conditions: ConditionScan.Memo = .init()) -> String? {
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

    /// Whether a task body can throw out of itself.
    public enum ThrowingScan {
        /// The first `try`, `throw` or `for try` of `body` (outside nested closures and functions, which
        /// throw on their own) that no enclosing `do` with a catch-all clause catches, as written.
        public static func firstThrowingNode(in body: ClosureExprSyntax) -> String? {
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
    public enum ConditionScan {
        /// The names (`model`, `isLoading`) that expressions below `node` refer to.
        public static func referencedNames(in node: Syntax) -> Set<String> {
            var names = Set<String>()
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true else { continue }
                names.insert(text)
            }
            return names
        }

        /// The first call in a task body of a method of the enclosing type: `load()` or `self.load()`.
        public static func ownMethodCall(in body: ClosureExprSyntax) -> String? {
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
        public final class Memo {
            fileprivate var next: [SyntaxIdentifier: (stop: Syntax, child: Syntax)?] = [:]
            public init() {}
        }

        /// The nearest `if` or `switch` around `node` (up to the enclosing declaration) whose condition
        /// refers to one of `names` (any, when `names` is nil), described, with the name found.
        public static func enclosingCondition(of node: Syntax, sharing names: Set<String>?, memo: Memo = Memo()) -> (kind: String, name: String)? {
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
}
