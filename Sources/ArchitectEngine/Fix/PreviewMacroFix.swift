import ArchitectCore
import SwiftSyntax

/// A `PreviewProvider` struct becomes `#Preview` blocks, one per preview, named after its
/// `.previewDisplayName("…")` (the modifier is removed, since `#Preview` takes the name).
///
/// Only a file-level struct (possibly inside `#if` blocks) whose single member is
/// `static var previews` returning one plain view expression, or a `Group { … }` of plain view
/// expressions, is converted (a plain view is a type's initializer or static member followed by
/// modifiers). Left alone: previews built with `ForEach` (one preview per element, which a single
/// `#Preview` would merge), nested `Group`s, references to values, `if`, `#if`, local
/// declarations or helper members; a `Group` with modifiers of its own (they would apply to
/// every preview); previews using `.previewLayout`, `.previewDevice`,
/// `.previewInterfaceOrientation` or `.previewContext`, which `#Preview` expresses as traits
/// instead; display names that are not plain string literals.
public struct PreviewMacroFix: SourceFix {
    /// The rule whose findings this fix removes.
    public static let ruleID = "review-preview-macro"

    /// Modifiers that `#Preview` ignores or spells differently; their previews are not converted.
    static let blockingModifiers: Set<String> = ["previewLayout", "previewDevice", "previewInterfaceOrientation", "previewContext"]

    /// Prepares the fix for a run (it needs nothing from the other files).
    public init(run files: [FixInput]) {}

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        let rewriter = Rewriter(context: context, suppressions: context.suppressions(in: tree))
        let result = rewriter.rewrite(tree).cast(SourceFileSyntax.self)
        return FixOutput(tree: result, count: rewriter.count)
    }

    /// One preview to write: its view expression (display-name modifier removed) and its name.
    struct Preview {
        var view: ExprSyntax
        var name: StringLiteralExprSyntax?
        /// Comments written before the view inside a `Group`.
        var comments: Trivia
        /// Indentation of the view's first line in the original file.
        var indentation: String
    }

    /// The previews of a convertible `PreviewProvider` struct, or nil.
    static func previews(of declaration: StructDeclSyntax) -> [Preview]? {
        guard SyntaxQueries.inheritedNames(declaration.inheritanceClause).contains("PreviewProvider"),
              declaration.genericParameterClause == nil,
              declaration.memberBlock.members.count == 1,
              let variable = declaration.memberBlock.members.first?.decl.as(VariableDeclSyntax.self),
              variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
              SyntaxQueries.attributeNames(variable.attributes).allSatisfy({ $0 == "ViewBuilder" }),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
              binding.initializer == nil,
              case .getter(let body)? = binding.accessorBlock?.accessors,
              body.count == 1, let statement = body.first else { return nil }
        var expression: ExprSyntax
        if let direct = statement.item.as(ExprSyntax.self) {
            expression = direct
        } else if let returned = statement.item.as(ReturnStmtSyntax.self), let value = returned.expression {
            expression = value
        } else {
            return nil
        }
        var items: [(ExprSyntax, Trivia)] = []
        if let group = expression.as(FunctionCallExprSyntax.self), SyntaxQueries.isTypeReference(group.calledExpression, named: "Group"),
           group.arguments.isEmpty, group.additionalTrailingClosures.isEmpty,
           let content = group.trailingClosure, content.signature == nil {
            for item in content.statements {
                guard let view = item.item.as(ExprSyntax.self), isViewExpression(view), item.semicolon == nil else { return nil }
                let leading = view.leadingTrivia
                let comments = hasComment(leading) ? leading : Trivia()
                items.append((view, comments))
            }
        } else {
            guard isViewExpression(expression) else { return nil }
            expression = expression.with(\.leadingTrivia, TriviaEditing.trimmingLeadingSpaces(expression.leadingTrivia))
            items.append((expression, Trivia()))
        }
        guard !items.isEmpty else { return nil }
        var previews: [Preview] = []
        for (view, comments) in items {
            guard let (stripped, names) = strippingDisplayName(view), names.count <= 1 else { return nil }
            let indentation = view.firstToken(viewMode: .sourceAccurate).map(TriviaEditing.lineIndentation(of:)) ?? ""
            previews.append(Preview(view: stripped, name: names.first, comments: comments, indentation: indentation))
        }
        return previews
    }

    private static func hasComment(_ trivia: Trivia) -> Bool { TriviaEditing.hasComment(trivia) }

    /// Views that may stand for several previews (`PreviewProvider` shows each view a `ForEach`
    /// or a `Group` produces as a preview of its own; `#Preview` shows one): never converted.
    static let multipleViewTypes: Set<String> = ["ForEach", "Group", "TupleView", "AnyView"]

    /// Whether an expression is one plain view: a view built by calling a type (`Row(item: x)`,
    /// `SwiftUI.Text("a")`) or a static member of a type (`Color.red`), followed by any chain of
    /// modifiers. A `ForEach`, a `Group` and other views that may be several previews are not,
    /// and neither is a reference to a value (`sample`), whose views the syntax does not show.
    private static func isViewExpression(_ expression: ExprSyntax) -> Bool {
        var root = expression
        while true {
            // `Color.red` (a static member of a type) ends the chain; `.padding()` on a view does not.
            if let call = root.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base, isModifier(member), typeName(base) == nil {
                root = base
            } else if let member = root.as(MemberAccessExprSyntax.self), let base = member.base, isModifier(member), typeName(base) == nil {
                root = base
            } else {
                break
            }
        }
        if let call = root.as(FunctionCallExprSyntax.self) {
            guard let name = typeName(call.calledExpression) else { return false }
            return !multipleViewTypes.contains(name)
        }
        if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
            return typeName(base) != nil
        }
        return false
    }

    /// Whether a member access names a modifier or a property of a view (`.padding`), not a type or `init`.
    private static func isModifier(_ member: MemberAccessExprSyntax) -> Bool {
        let name = member.declName.baseName
        return name.tokenKind != .keyword(.`init`) && name.text.first?.isLowercase == true
    }

    /// The simple name of a type written as a callee or a base: `Row`, `SwiftUI.Text`, `Row.init`, `Box<Int>`.
    private static func typeName(_ expression: ExprSyntax) -> String? {
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return typeName(generic.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true ? reference.baseName.text : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.tokenKind == .keyword(.`init`) { return typeName(base) }
            guard member.declName.baseName.text.first?.isUppercase == true, typeName(base) != nil else { return nil }
            return member.declName.baseName.text
        }
        return nil
    }

    /// The view with `.previewDisplayName("…")` removed from its modifier chain, and the names
    /// found; nil when the chain uses a modifier `#Preview` does not honour or a computed name.
    static func strippingDisplayName(_ expression: ExprSyntax) -> (ExprSyntax, [StringLiteralExprSyntax])? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return (expression, [])
        }
        guard let (newBase, names) = strippingDisplayName(base) else { return nil }
        let name = member.declName.baseName.text
        if blockingModifiers.contains(name) { return nil }
        if name == "previewDisplayName" {
            guard call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first, argument.label == nil,
                  let literal = argument.expression.as(StringLiteralExprSyntax.self),
                  literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return nil }
            let kept = TriviaEditing.trailingComments(call.trailingTrivia)
            return (newBase.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(newBase.trailingTrivia) + kept), names + [literal.trimmed])
        }
        return (ExprSyntax(call.with(\.calledExpression, ExprSyntax(member.with(\.base, newBase)))), names)
    }

    /// Where the rule's finding lands: the `PreviewProvider` entry of the inheritance clause.
    static func findingNode(of declaration: StructDeclSyntax) -> Syntax {
        let entry = declaration.inheritanceClause?.inheritedTypes.first { SyntaxQueries.baseTypeName($0.type) == "PreviewProvider" }
        return entry.map { Syntax($0.type) } ?? Syntax(declaration)
    }

    /// Whether a statement list is at file level (directly, or inside `#if` blocks at file level).
    static func isFileScope(_ list: CodeBlockItemListSyntax) -> Bool {
        var current = list.parent
        while let node = current {
            if node.is(SourceFileSyntax.self) { return true }
            guard node.is(IfConfigClauseSyntax.self) || node.is(IfConfigClauseListSyntax.self) || node.is(IfConfigDeclSyntax.self)
                || node.is(CodeBlockItemSyntax.self) || node.is(CodeBlockItemListSyntax.self) else { return false }
            current = node.parent
        }
        return false
    }

    private final class Rewriter: SyntaxRewriter {
        let context: FixContext
        let suppressions: FixSuppressions
        var count = 0

        init(context: FixContext, suppressions: FixSuppressions) {
            self.context = context
            self.suppressions = suppressions
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
            guard PreviewMacroFix.isFileScope(node) else { return super.visit(node) }
            var items: [CodeBlockItemSyntax] = []
            var changed = false
            for item in node {
                guard let declaration = item.item.as(StructDeclSyntax.self), item.semicolon == nil,
                      !suppressions.suppresses(PreviewMacroFix.ruleID, at: PreviewMacroFix.findingNode(of: declaration)),
                      let previews = PreviewMacroFix.previews(of: declaration) else {
                    items.append(rewrite(item).cast(CodeBlockItemSyntax.self))
                    continue
                }
                items.append(contentsOf: macros(for: previews, replacing: declaration))
                changed = true
                count += 1
            }
            return changed ? CodeBlockItemListSyntax(items) : super.visit(node)
        }

        private func macros(for previews: [Preview], replacing declaration: StructDeclSyntax) -> [CodeBlockItemSyntax] {
            let newline = context.newline
            let base = declaration.firstToken(viewMode: .sourceAccurate).map(TriviaEditing.lineIndentation(of:)) ?? ""
            let inner = base + context.indentUnit
            var result: [CodeBlockItemSyntax] = []
            for (index, preview) in previews.enumerated() {
                var leading: Trivia = index == 0 ? declaration.leadingTrivia : Trivia(pieces: [newline, newline]) + Trivia(pieces: TriviaEditing.whitespacePieces(base))
                if TriviaEditing.hasComment(preview.comments) {
                    // Comments written before a view inside the `Group` go above its `#Preview`.
                    let comments = TriviaEditing.reindent(TriviaEditing.droppingFinalLineBreak(preview.comments), from: preview.indentation, to: base)
                    leading = TriviaEditing.trimmingTrailingSpaces(leading) + Trivia(pieces: TriviaEditing.whitespacePieces(base))
                        + TriviaEditing.trimmingLeadingBlankSpace(comments)
                        + TriviaEditing.lineBreak(newline, indentation: base)
                }
                var view = TriviaEditing.reindent(preview.view, from: preview.indentation, to: inner)
                view = view
                    .with(\.leadingTrivia, TriviaEditing.lineBreak(newline, indentation: inner))
                    .with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(view.trailingTrivia))
                let closure = ClosureExprSyntax(
                    leftBrace: .leftBraceToken(),
                    statements: CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(view))]),
                    rightBrace: .rightBraceToken(leadingTrivia: TriviaEditing.lineBreak(newline, indentation: base)))
                let isLast = index == previews.count - 1
                var macro = MacroExpansionDeclSyntax(
                    pound: .poundToken(leadingTrivia: leading),
                    macroName: .identifier("Preview", trailingTrivia: preview.name == nil ? .space : []),
                    leftParen: preview.name == nil ? nil : .leftParenToken(),
                    arguments: LabeledExprListSyntax(preview.name.map { [LabeledExprSyntax(expression: ExprSyntax($0))] } ?? []),
                    rightParen: preview.name == nil ? nil : .rightParenToken(trailingTrivia: .space),
                    trailingClosure: closure)
                if isLast { macro = macro.with(\.trailingTrivia, declaration.trailingTrivia) }
                result.append(CodeBlockItemSyntax(item: .decl(DeclSyntax(macro))))
            }
            return result
        }
    }
}
