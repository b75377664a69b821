import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import SwiftSyntax

/// The declaration edits of the Observation migration, each keeping the surrounding trivia.
enum ObservationEditing {
    /// `value` when the expression builds a `@Published` wrapper by hand: `Published(initialValue: value)`
    /// or `Published(wrappedValue: value)` (possibly `Combine.Published`).
    static func publishedWrapperValue(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), SyntaxQueries.isTypeReference(call.calledExpression, named: "Published"),
              call.trailingClosure == nil, call.arguments.count == 1, let argument = call.arguments.first,
              ["initialValue", "wrappedValue"].contains(argument.label?.text) else { return nil }
        return argument.expression
    }

    /// `self.x = value` for `_x = Published(initialValue: value)` or `self._x = …`, keeping
    /// the trivia; nil when the assignment is not of that shape or `x` is not in `published`.
    static func unwrappingPublishedAssignment(_ sequence: SequenceExprSyntax, published: Set<String>) -> SequenceExprSyntax? {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let value = publishedWrapperValue(elements[2]) else { return nil }
        var target = elements[0]
        func unwrapped(_ token: TokenSyntax) -> TokenSyntax? {
            guard case .identifier(let text) = token.tokenKind, text.hasPrefix("_"), published.contains(String(text.dropFirst())) else { return nil }
            return token.with(\.tokenKind, .identifier(String(text.dropFirst())))
        }
        if let reference = target.as(DeclReferenceExprSyntax.self), let name = unwrapped(reference.baseName) {
            // `self.` is written: a parameter of the same name would otherwise be assigned to itself.
            let base = DeclReferenceExprSyntax(baseName: .keyword(.self, leadingTrivia: name.leadingTrivia))
            target = ExprSyntax(MemberAccessExprSyntax(base: base, period: .periodToken(),
                                                       declName: DeclReferenceExprSyntax(baseName: name.with(\.leadingTrivia, []))))
        } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                  let name = unwrapped(member.declName.baseName) {
            target = ExprSyntax(member.with(\.declName, member.declName.with(\.baseName, name)))
        } else {
            return nil
        }
        let newValue = value.with(\.leadingTrivia, elements[2].leadingTrivia).with(\.trailingTrivia, elements[2].trailingTrivia)
        return sequence.with(\.elements, ExprListSyntax([target, elements[1], newValue]))
    }

    /// The inheritance clause without `ObservableObject` (nil when nothing is left) and how many
    /// entries were removed. The clause's trailing trivia (the space before `{`, a comment) is kept
    /// on the new last entry.
    static func removingObservableObject(from clause: InheritanceClauseSyntax) -> (clause: InheritanceClauseSyntax?, removed: Int) {
        let elements = Array(clause.inheritedTypes)
        var kept = elements.filter { !ObservationSyntax.isObservableObject($0.type) }
        let removed = elements.count - kept.count
        guard removed > 0 else { return (clause, 0) }
        guard let last = kept.last, let originalLast = elements.last else { return (nil, removed) }
        if ObservationSyntax.isObservableObject(originalLast.type) {
            kept[kept.count - 1] = last
                .with(\.trailingComma, nil)
                .with(\.trailingTrivia, originalLast.trailingTrivia)
        }
        if let first = kept.first, let originalFirst = elements.first, ObservationSyntax.isObservableObject(originalFirst.type) {
            kept[0] = first.with(\.leadingTrivia, originalFirst.leadingTrivia)
        }
        return (clause.with(\.inheritedTypes, InheritedTypeListSyntax(kept)), removed)
    }

    /// The variable without the attributes `shouldRemove` selects, and how many went. Comments
    /// and the line layout of a removed first attribute move to the token that now starts the declaration.
    static func removingAttributes(from variable: VariableDeclSyntax, where shouldRemove: (AttributeSyntax) -> Bool) -> (VariableDeclSyntax, Int) {
        var kept: [AttributeListSyntax.Element] = []
        var pending: (leading: Trivia, trailing: Trivia)?
        var removed = 0
        /// The leading trivia of the token after removed attributes; when it starts a new line,
        /// the kept attribute before it loses the space that separated it from the removed one.
        func settle(_ earlier: (leading: Trivia, trailing: Trivia), before nextLeading: Trivia) -> Trivia {
            let merged = TriviaEditing.mergedLeading(removedLeading: earlier.leading, removedTrailing: earlier.trailing, nextLeading: nextLeading)
            if let last = kept.last, merged.pieces.first.map(TriviaEditing.isLineBreak) ?? false {
                kept[kept.count - 1] = last.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(last.trailingTrivia))
            }
            return merged
        }
        for element in variable.attributes {
            if case .attribute(let attribute) = element, shouldRemove(attribute) {
                removed += 1
                if let earlier = pending {
                    pending = (TriviaEditing.mergedLeading(removedLeading: earlier.leading, removedTrailing: earlier.trailing, nextLeading: attribute.leadingTrivia),
                               attribute.trailingTrivia)
                } else {
                    pending = (attribute.leadingTrivia, attribute.trailingTrivia)
                }
                continue
            }
            if let earlier = pending {
                let leading = settle(earlier, before: element.leadingTrivia)
                kept.append(element.with(\.leadingTrivia, leading))
                pending = nil
            } else {
                kept.append(element)
            }
        }
        guard removed > 0 else { return (variable, 0) }
        var modifiers = Array(variable.modifiers)
        var specifier = variable.bindingSpecifier
        if let earlier = pending {
            if let first = modifiers.first {
                modifiers[0] = first.with(\.leadingTrivia, settle(earlier, before: first.leadingTrivia))
            } else {
                specifier = specifier.with(\.leadingTrivia, settle(earlier, before: specifier.leadingTrivia))
            }
        }
        var result = variable.with(\.attributes, AttributeListSyntax(kept))
        result.modifiers = DeclModifierListSyntax(modifiers)
        result.bindingSpecifier = specifier
        return (result, removed)
    }

    /// The variable with a legacy wrapper attribute renamed (`@StateObject` → `@State`), trivia unchanged.
    static func renamingAttribute(_ wrapper: ObservationSyntax.LegacyWrapper, to name: String, in variable: VariableDeclSyntax) -> VariableDeclSyntax {
        let elements = variable.attributes.map { element -> AttributeListSyntax.Element in
            guard case .attribute(let attribute) = element, ObservationSyntax.legacyWrapper(attribute) == wrapper else { return element }
            let renamed: TypeSyntax
            if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) {
                renamed = TypeSyntax(identifier.with(\.name, identifier.name.with(\.tokenKind, .identifier(name))))
            } else if let member = attribute.attributeName.as(MemberTypeSyntax.self) {
                renamed = TypeSyntax(member.with(\.name, member.name.with(\.tokenKind, .identifier(name))))
            } else {
                return element
            }
            return .attribute(attribute.with(\.attributeName, renamed))
        }
        return variable.with(\.attributes, AttributeListSyntax(elements))
    }

    /// `@EnvironmentObject var x: T` as `@Environment(T.self) var x`, or nil without a type annotation.
    static func environmentAttribute(in variable: VariableDeclSyntax) -> VariableDeclSyntax? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              let annotation = binding.typeAnnotation, binding.initializer == nil, binding.accessorBlock == nil else { return nil }
        let typeExpression = MemberAccessExprSyntax(
            base: ExprSyntax(TypeExprSyntax(type: annotation.type.trimmed)),
            period: .periodToken(),
            declName: DeclReferenceExprSyntax(baseName: .keyword(.self)))
        let elements = variable.attributes.map { element -> AttributeListSyntax.Element in
            guard case .attribute(let attribute) = element, ObservationSyntax.legacyWrapper(attribute) == .environmentObject else { return element }
            let converted = AttributeSyntax(
                atSign: attribute.atSign,
                attributeName: TypeSyntax(IdentifierTypeSyntax(name: .identifier("Environment"))),
                leftParen: .leftParenToken(),
                arguments: .argumentList(LabeledExprListSyntax([LabeledExprSyntax(expression: ExprSyntax(typeExpression))])),
                rightParen: .rightParenToken(trailingTrivia: attribute.trailingTrivia))
            return .attribute(converted)
        }
        let pattern = binding.pattern.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(binding.pattern.trailingTrivia) + annotation.trailingTrivia)
        let newBinding = binding.with(\.typeAnnotation, nil).with(\.pattern, pattern)
        return variable
            .with(\.attributes, AttributeListSyntax(elements))
            .with(\.bindings, PatternBindingListSyntax([newBinding]))
    }
}

/// Adding and removing `import` declarations.
enum ImportEditing {
    /// Whether a token belongs to an `import` declaration.
    static func isInsideImport(_ token: TokenSyntax) -> Bool {
        var current = token.parent
        while let node = current {
            if node.is(ImportDeclSyntax.self) { return true }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// Whether the file imports one of the modules (anywhere, any form).
    static func imports(_ tree: SourceFileSyntax, anyOf modules: Set<String>) -> Bool {
        let finder = ImportFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return !finder.modules.isDisjoint(with: modules)
    }

    /// The file without its top-level plain `import module` when `stillUsed` says nothing needs it.
    static func removingUnused(_ module: String, from tree: SourceFileSyntax, stillUsed: (SourceFileSyntax) -> Bool) -> SourceFileSyntax {
        let items = Array(tree.statements)
        guard let index = items.firstIndex(where: { isPlainImport($0, of: module) }) else { return tree }
        var remaining = items
        let removed = remaining.remove(at: index)
        if index == 0, !remaining.isEmpty {
            remaining[0] = remaining[0].with(\.leadingTrivia, removed.leadingTrivia + TriviaEditing.trimmingLeadingBlankSpace(remaining[0].leadingTrivia))
        }
        let candidate = tree.with(\.statements, CodeBlockItemListSyntax(remaining))
        return stillUsed(candidate) ? tree : candidate
    }

    /// The file with `import module` after its last top-level import (or at the top, after the header comment).
    static func adding(_ module: String, to tree: SourceFileSyntax, newline: TriviaPiece) -> SourceFileSyntax {
        var items = Array(tree.statements)
        let declaration = ImportDeclSyntax(importKeyword: .keyword(.import, trailingTrivia: .space),
                                           path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier(module))]))
        if let last = items.lastIndex(where: { $0.item.is(ImportDeclSyntax.self) }) {
            items.insert(CodeBlockItemSyntax(leadingTrivia: Trivia(pieces: [newline]), item: .decl(DeclSyntax(declaration))), at: last + 1)
        } else if let first = items.first {
            // Keep a header comment (everything up to the last blank line) above the import.
            let pieces = Array(first.leadingTrivia.pieces)
            var header: [TriviaPiece] = []
            var rest = pieces
            if let blank = pieces.lastIndex(where: { if case .newlines(let count) = $0 { return count >= 2 }; if case .carriageReturnLineFeeds(let count) = $0 { return count >= 2 }; return false }) {
                header = Array(pieces[...blank])
                rest = Array(pieces[(blank + 1)...])
            }
            items[0] = first.with(\.leadingTrivia, Trivia(pieces: [newline, newline] + rest))
            items.insert(CodeBlockItemSyntax(leadingTrivia: Trivia(pieces: header), item: .decl(DeclSyntax(declaration))), at: 0)
        } else {
            items.append(CodeBlockItemSyntax(item: .decl(DeclSyntax(declaration)), trailingTrivia: Trivia(pieces: [newline])))
        }
        return tree.with(\.statements, CodeBlockItemListSyntax(items))
    }

    private static func isPlainImport(_ item: CodeBlockItemSyntax, of module: String) -> Bool {
        guard let declaration = item.item.as(ImportDeclSyntax.self), declaration.attributes.isEmpty,
              declaration.modifiers.isEmpty, declaration.importKindSpecifier == nil,
              declaration.path.count == 1 else { return false }
        return declaration.path.first?.name.text == module
    }

    private final class ImportFinder: SyntaxVisitor {
        var modules = Set<String>()

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if let first = node.path.first?.name.text { modules.insert(first) }
            return .skipChildren
        }
    }
}
