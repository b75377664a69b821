import ArchitectCore
import ArchitectSyntax
import ArchitectFix
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
///
/// Left alone with a note, because deleting the type could break the build: a type whose name is
/// used anywhere else in the run or in the project's other files (a snapshot test that reads
/// `Card_Previews.previews`, an extension), one that conforms to anything besides
/// `PreviewProvider`, and a `public` or `package` one (code outside the module may use it).
/// The struct's attributes (`@available(…)`, `@MainActor`) go onto each `#Preview`, and the
/// comments at the top of its body go above the first one.
///
/// The form written, `#Preview("name") { view }`, is declared available from iOS 13 / macOS 10.15:
/// it needs Xcode 15 to build, not a newer OS (only the variant with traits needs iOS 17, and the
/// fix never writes traits). The fix still runs only where SwiftUI itself does (iOS 13).
struct ReviewPreviewMacroFix: SourceFix {
    /// The rule whose findings the fix removes.
    typealias FixedRule = ReviewPreviewMacroRule

    /// The fix changes only files that mention these words.
    public static let requiredWords = ["PreviewProvider"]
    /// Files outside the run are checked for uses of the preview types' names.
    public static let readsOtherFiles = true

    /// The first iOS release the written `#Preview` form is declared for.
    static let minimumTarget = Version(13, 0)

    /// Preview types of the run that stay, by name, with the reason.
    let kept: [String: String]
    /// One note per preview type left alone for a reason of its own.
    public let notes: [FixNote]

    /// Modifiers that `#Preview` ignores or spells differently; their previews are not converted.
    static let blockingModifiers: Set<String> = ["previewLayout", "previewDevice", "previewInterfaceOrientation", "previewContext"]

    /// Prepares the fix for a run that is the whole project.
    public init(run files: [FixInput]) {
        self.init(run: files, project: .none)
    }

    /// Prepares the fix: finds the convertible preview types of the run and keeps those that
    /// must stay, reading the project's other files for uses of their names.
    public init(run files: [FixInput], project: FixProject) {
        var candidates: [String: (path: String, line: Int)] = [:]
        var kept: [String: String] = [:]
        var notes: [FixNote] = []
        // A preview type names `PreviewProvider` in its file: the others are not read.
        for file in files where file.placement.iOSTarget >= Self.minimumTarget && UTF8Text.contains(file.text, "PreviewProvider") {
            let converter = SourceLocationConverter(fileName: "", tree: file.tree)
            let text = file.text
            let suppressions = FixSuppressions.mayHaveDirectives(text) ? FixSuppressions(tree: file.tree) : .none
            for declaration in SyntaxQueries.topLevelDeclarations(in: file.tree).compactMap({ $0.as(StructDeclSyntax.self) })
            where SyntaxQueries.inherits(declaration.inheritanceClause, named: "PreviewProvider")
                && !suppressions.suppresses(Self.FixedRule.description, at: Self.findingNode(of: declaration)) {
                let name = declaration.name.text
                let line = converter.location(for: declaration.name.positionAfterSkippingLeadingTrivia).line
                guard Self.previews(of: declaration) != nil else {
                    notes.append(FixNote(path: file.path, message: "\(name) (line \(line)) not turned into #Preview: its previews are not one plain view "
                        + "or a Group of them (a ForEach, a helper, a condition, a layout trait or a computed name), which #Preview would show differently."))
                    continue
                }
                if let reason = Self.ownReason(declaration) {
                    kept[name] = reason
                    notes.append(FixNote(path: file.path, message: "\(name) (line \(line)) not turned into #Preview: \(reason)."))
                } else if candidates[name] == nil {
                    // Two targets may each declare a preview type of the same name; neither is a use.
                    candidates[name] = (file.path, line)
                }
            }
        }
        var uses: [String: String] = [:]
        let names = Set(candidates.keys)
        func recordUses(in tree: SourceFileSyntax, path: String) {
            var converter: SourceLocationConverter?
            for token in tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind, names.contains(text), uses[text] == nil else { continue }
                if let declaration = token.parent?.as(StructDeclSyntax.self), declaration.name.id == token.id { continue }
                converter = converter ?? SourceLocationConverter(fileName: "", tree: tree)
                let line = converter?.location(for: token.positionAfterSkippingLeadingTrivia).line ?? 0
                uses[text] = "\(project.display(path)):\(line)"
            }
        }
        if !names.isEmpty {
            for file in files { recordUses(in: file.tree, path: file.path) }
            for mention in project.files(mentioning: names).sorted(by: { $0.path < $1.path }) {
                recordUses(in: mention.tree, path: mention.path)
            }
        }
        for (name, use) in uses.sorted(by: { $0.key < $1.key }) {
            guard let candidate = candidates[name] else { continue }
            let reason = "its name is used at \(use), which would stop compiling without the type"
            kept[name] = reason
            notes.append(FixNote(path: candidate.path, message: "\(name) (line \(candidate.line)) not turned into #Preview: \(reason)."))
        }
        self.kept = kept
        self.notes = notes
    }

    /// Why a preview type must stay whatever the rest of the project does, or nil.
    static func ownReason(_ declaration: StructDeclSyntax) -> String? {
        if let other = SyntaxQueries.inheritedNames(declaration.inheritanceClause).first(where: { $0 != "PreviewProvider" }) {
            return "it also conforms to \(other), which other code may rely on"
        }
        if let modifier = declaration.modifiers.first(where: { [.keyword(.public), .keyword(.package), .keyword(.open)].contains($0.name.tokenKind) }) {
            return "it is \(modifier.name.text), so code outside its module may use it"
        }
        return nil
    }

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        guard context.iOSTarget >= Self.minimumTarget else { return FixOutput(tree: tree, count: 0) }
        let rewriter = Rewriter(context: context, suppressions: context.suppressions(in: tree), kept: kept)
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
        /// Comments of the provider's body, one per line with no indentation (first preview only).
        var bodyComments: [TriviaPiece] = []
    }

    /// The comments of a trivia, without the spaces and line breaks around them.
    static func commentTrivia(_ trivia: Trivia) -> [TriviaPiece] {
        trivia.pieces.filter(TriviaEditing.isComment)
    }

    /// The previews of a convertible `PreviewProvider` struct, or nil.
    static func previews(of declaration: StructDeclSyntax) -> [Preview]? {
        guard SyntaxQueries.inherits(declaration.inheritanceClause, named: "PreviewProvider"),
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
        // Comments written at the top of the body (before `static var previews`, or inside its getter).
        let bodyComments = commentTrivia(variable.leadingTrivia) + commentTrivia(statement.leadingTrivia)
        var expression: ExprSyntax
        if let direct = statement.item.as(ExprSyntax.self) {
            expression = direct
        } else if let returned = statement.item.as(ReturnStmtSyntax.self), let value = returned.expression {
            expression = value
        } else {
            return nil
        }
        // The project's own wrapper shows devices and names a `#Preview` would lose.
        guard ReviewPreviewMacroRule.previewWrapperName(of: expression) == nil else { return nil }
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
        previews[0].bodyComments = bodyComments
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
            return UTF8Text.startsUppercase(reference.baseName.text) ? reference.baseName.text : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.tokenKind == .keyword(.`init`) { return typeName(base) }
            guard UTF8Text.startsUppercase(member.declName.baseName.text), typeName(base) != nil else { return nil }
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
        let kept: [String: String]
        var count = 0

        init(context: FixContext, suppressions: FixSuppressions, kept: [String: String]) {
            self.context = context
            self.suppressions = suppressions
            self.kept = kept
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
            guard ReviewPreviewMacroFix.isFileScope(node) else { return super.visit(node) }
            var items: [CodeBlockItemSyntax] = []
            var changed = false
            for item in node {
                guard let declaration = item.item.as(StructDeclSyntax.self), item.semicolon == nil,
                      kept[declaration.name.text] == nil, ReviewPreviewMacroFix.ownReason(declaration) == nil,
                      !suppressions.suppresses(ReviewPreviewMacroFix.FixedRule.description, at: ReviewPreviewMacroFix.findingNode(of: declaration)),
                      let previews = ReviewPreviewMacroFix.previews(of: declaration) else {
                    // Each item is rewritten once, here: visiting the list again through
                    // `super.visit` would rewrite nested `#if` blocks twice per level.
                    let rewritten = rewrite(item).cast(CodeBlockItemSyntax.self)
                    if rewritten.id != item.id { changed = true }
                    items.append(rewritten)
                    continue
                }
                items.append(contentsOf: macros(for: previews, replacing: declaration))
                changed = true
                count += 1
            }
            return changed ? CodeBlockItemListSyntax(items) : node
        }

        private func macros(for previews: [Preview], replacing declaration: StructDeclSyntax) -> [CodeBlockItemSyntax] {
            let newline = context.newline
            let base = declaration.firstToken(viewMode: .sourceAccurate).map(TriviaEditing.lineIndentation(of:)) ?? ""
            let inner = base + context.indentUnit
            var result: [CodeBlockItemSyntax] = []
            for (index, preview) in previews.enumerated() {
                var leading: Trivia = index == 0 ? declaration.leadingTrivia : Trivia(pieces: [newline, newline]) + Trivia(pieces: TriviaEditing.whitespacePieces(base))
                for comment in preview.bodyComments {
                    leading = TriviaEditing.trimmingTrailingSpaces(leading) + Trivia(pieces: TriviaEditing.whitespacePieces(base))
                        + Trivia(pieces: [comment]) + TriviaEditing.lineBreak(newline, indentation: "")
                }
                if !preview.bodyComments.isEmpty { leading = leading + Trivia(pieces: TriviaEditing.whitespacePieces(base)) }
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
                // The struct's attributes go onto each macro, first, with the leading trivia.
                var attributes = declaration.attributes
                var poundLeading = leading
                if !attributes.isEmpty {
                    attributes = attributes.with(\.leadingTrivia, leading)
                        .with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(attributes.trailingTrivia))
                    let between = declaration.modifiers.first?.leadingTrivia ?? declaration.structKeyword.leadingTrivia
                    poundLeading = TriviaEditing.hasLineBreak(between) ? TriviaEditing.lineBreak(newline, indentation: base) : .space
                }
                var macro = MacroExpansionDeclSyntax(
                    attributes: attributes,
                    pound: .poundToken(leadingTrivia: poundLeading),
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

/// `ReviewPreviewMacroRule` is rewritten by `ReviewPreviewMacroFix`.
extension ReviewPreviewMacroRule: FixableRule {
    typealias Fix = ReviewPreviewMacroFix
}
