import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import SwiftSyntax

/// `.onAppear { Task { … } }` becomes `.task { … }` (iOS 15 or later), keeping the task's
/// statements, comments and layout (see `ClosureUnwrapping` for which layout is kept).
///
/// Only when the `.onAppear` closure holds nothing but that task (written `Task { … }` or
/// `_ = Task { … }`), neither closure declares parameters or a capture list, and the `Task` gets no
/// argument (no priority, no name): `.task` runs the body with the view's lifetime, so the
/// rewrite also adds cancellation when the view disappears, which is the point of the rule.
/// Tasks the rule accepts as meant to outlive the view (in menu items, pagination triggers; see
/// `DataTaskModifierRule.isDeliberatelyDetached`) are left alone.
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
struct DataTaskModifierFix: SourceFix {
    /// The rule whose findings the fix removes.
    typealias FixedRule = DataTaskModifierRule

    /// The fix changes only files that mention these words.
    public static let requiredWords = ["onAppear"]

    /// One note per `.onAppear { Task { … } }` left alone, with its reason.
    public let notes: [FixNote]

    /// Prepares the fix for a run: finds the tasks it will leave alone, to say why.
    public init(run files: [FixInput]) {
        notes = files.flatMap { file -> [FixNote] in
            guard file.placement.iOSTarget >= TaskModifierConversion.minimumTarget else { return [] }
            let scanner = HazardScanner(tree: file.tree)
            scanner.walk(file.tree)
            return scanner.found.map { line, reason in
                FixNote(path: file.path, message: "line \(line): .onAppear { Task { … } } not turned into .task: \(reason).")
            }
        }
    }

    /// Finds the `.onAppear { Task { … } }` of a file that the fix leaves alone for a hazard.
    private final class HazardScanner: SyntaxVisitor {
        let tree: SourceFileSyntax
        let suppressions: FixSuppressions
        var found: [(line: Int, reason: String)] = []
        private lazy var converter = SourceLocationConverter(fileName: "", tree: tree)
        /// Menu answers and enclosing conditions for this tree, shared by the calls of a chain.
        let menuAnswers = AncestorMemo()
        let conditions = TaskModifierConversion.ConditionScan.Memo()

        init(tree: SourceFileSyntax) {
            self.tree = tree
            suppressions = FixSuppressions.mayHaveDirectives(tree.description) ? FixSuppressions(tree: tree) : .none
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let match = TaskModifierConversion.soleTask(of: node), let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  !suppressions.suppresses(DataTaskModifierFix.FixedRule.description, at: member.declName), !DataTaskModifierRule.isDeliberatelyDetached(node, memo: menuAnswers),
                  let reason = TaskModifierConversion.hazard(of: node, body: match.body, conditions: conditions) else { return .visitChildren }
            found.append((converter.location(for: member.declName.positionAfterSkippingLeadingTrivia).line, reason))
            return .visitChildren
        }
    }

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        guard context.iOSTarget >= TaskModifierConversion.minimumTarget else { return FixOutput(tree: tree, count: 0) }
        return Rewriter(suppressions: context.suppressions(in: tree)).output(rewriting: tree)
    }

    private final class Rewriter: FixRewriter {
        /// Menu answers and enclosing conditions for the tree being rewritten, shared by the calls of a chain.
        let menuAnswers = AncestorMemo()
        let conditions = TaskModifierConversion.ConditionScan.Memo()


        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            // Layout is read from the original tree, content from the rewritten one (so that
            // nested `.onAppear { Task { … } }` are fixed too).
            let suppressed = node.calledExpression.as(MemberAccessExprSyntax.self)
                .map { suppressions.suppresses(DataTaskModifierFix.FixedRule.description, at: $0.declName) } ?? true
            var layout: ClosureUnwrapping.Layout?
            // The cheap shape test first: the others walk up the tree, and every call of a long
            // modifier chain is visited.
            if !suppressed, let found = TaskModifierConversion.soleTask(of: node), let outer = node.trailingClosure,
               !DataTaskModifierRule.isDeliberatelyDetached(node, memo: menuAnswers), TaskModifierConversion.hazard(of: node, body: found.body, conditions: conditions) == nil {
                layout = ClosureUnwrapping.Layout(outer: outer, statement: found.statement, inner: found.body)
            }
            let visited = super.visit(node)
            guard let layout, let call = visited.as(FunctionCallExprSyntax.self),
                  let found = TaskModifierConversion.soleTask(of: call), let outer = call.trailingClosure,
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

/// `DataTaskModifierRule` is rewritten by `DataTaskModifierFix`.
extension DataTaskModifierRule: FixableRule {
    typealias Fix = DataTaskModifierFix
}
