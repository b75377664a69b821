import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags destructive buttons that do not tell VoiceOver users what they will do.
struct A11yActionHintRule: SyntaxRule {
    /// The modifiers and closures whose buttons the system presents itself (menus, swipe actions,
    /// alerts), where a hint on the button is not carried over or the dialog says it already.
    static let presentingContainers: Set<String> = ["alert", "confirmationDialog", "contextMenu", "ContextMenu", "swipeActions", "Menu", "toolbar"]

    static let description = RuleDescription(
        id: "a11y-action-hint", title: "Destructive buttons carry an accessibility hint",
        category: .a11y, impact: .should, presets: [.mvvm, .review], aliases: ["review-a11y-hints"],
        rationale: """
        A VoiceOver user hears a button's label but not the red tint that warns of a destructive \
        action; a hint such as "Removes this item permanently" says what will happen before it \
        happens. The MVVM guide gives destructive and non-obvious controls an \
        `.accessibilityHint(…)`. Reported, at `Button`: a `Button` (also `SwiftUI.Button`) with \
        `role: .destructive`, or whose symbol is a trash can (`Button("Delete", systemImage: "trash")`, \
        a label that is only `Image(systemName: "trash…")` or `Label(…, systemImage: "trash…")`), \
        when its modifier chain has no `.accessibilityHint(…)` or `.accessibility(hint:)`. This \
        is a heuristic, silent when unsure: buttons inside `.alert`, `.confirmationDialog`, \
        `.contextMenu`, `.swipeActions`, `Menu` and `.toolbar` are left alone, since the system \
        draws those controls itself and their dialog or menu gives the context; so is a button \
        built in a helper property or method of a file that uses any of them (it may be placed \
        there), and one in the `body` of a view whose name contains `Menu` (menu content shown \
        from another view). Also left alone: other roles, symbols and look-alike buttons (`AsyncButton`), \
        an icon-only button with no `accessibilityLabel` (it lacks a name first, which \
        `a11y-icon-button-label` reports; a hint would not help a button VoiceOver cannot name), \
        and test, preview and `#if DEBUG` code, and a button whose title (its string, or the \
        `Text`/`Label` of its label closure, also a catalog key such as `"action.delete-cache"`) \
        has the word `cache`: a cache refills by itself, nothing is lost for good, and the title \
        says all a hint would. Known false positive: a label that already \
        spells out the consequence ("Delete all messages permanently"). The review checklist asks \
        for hints on non-obvious actions (`review-a11y-hints`); a destructive button is the one \
        kind of action the syntax can show to be non-obvious, so its check is this one. Its other \
        half, a hint that repeats the label, is not checked: hints are mostly localisation keys \
        (all eight on the four reference apps are), whose words the syntax cannot compare.
        """,
        triggering: [
            RuleExample("""
            struct AccountScreen: View {
                var body: some View {
                    Form {
                        ↓Button("Delete Account", role: .destructive) { model.deleteAccount() }
                        ↓Button("Clear", systemImage: "trash") { model.clear() }
                            .accessibilityLabel("Clear history")
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Drafts {
                struct Row: View {
                    var body: some View {
                        HStack {
                            Text(draft.title)
                            ↓SwiftUI.Button(action: remove) {
                                Image(systemName: "trash.fill")
                            }
                            .accessibilityLabel("Delete draft")
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct CacheSection: View {
                var body: some View {
                    Section {
                        ↓Button(role: ButtonRole.destructive) {
                            cache.removeAll()
                        } label: {
                            Label("Clear Downloads", systemImage: "externaldrive.badge.xmark")
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // No name yet: the missing label comes first (a11y-icon-button-label says so).
            struct TagRow: View {
                var body: some View {
                    HStack {
                        Text(tag)
                        Button { remove(tag) } label: { Image(systemName: "trash") }
                    }
                }
            }
            """),
            RuleExample("""
            struct AccountScreen: View {
                var body: some View {
                    Form {
                        Button("Delete Account", role: .destructive) { asking = true }
                            .accessibilityHint("Deletes your account and all its data")
                        Button("Clear", systemImage: "trash") { model.clear() }
                            .accessibility(hint: Text("Removes every item"))
                        Button("Cancel", role: .cancel) { dismiss() }
                        // A cache refills by itself: the title says all a hint would.
                        Button("settings.storage.delete-cache", role: .destructive) { cache.clear() }
                        Button(role: .destructive) { images.purge() } label: { Label("Empty Image Cache", systemImage: "trash") }
                        Button("Share", systemImage: "square.and.arrow.up") { share() }
                        AsyncButton(role: .destructive) { try await wipe() } label: { Text("Wipe") }
                    }
                    .confirmationDialog("Delete?", isPresented: $asking) {
                        Button("Delete", role: .destructive) { model.deleteAccount() }
                    }
                    .alert("Remove?", isPresented: $removing) {
                        Button("Remove", role: .destructive) { model.remove() }
                    }
                }
            }
            """),
            RuleExample("""
            // Button("Delete", role: .destructive) needs a hint.
            struct MessageRow: View {
                var body: some View {
                    Text(message.text)
                        .contextMenu {
                            Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
                        }
                        .swipeActions { deleteAction }
                }
                private var deleteAction: some View {
                    Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
                }
            }
            """),
            RuleExample("""
            struct Toolbar: View {
                var body: some View {
                    Menu("More") {
                        Button("Delete", role: .destructive) { delete() }
                    }
                    Text("Button(role: .destructive)")
                }
            }
            struct RowContextMenu: View {
                var body: some View {
                    Button("Delete", role: .destructive) { delete() }
                }
            }
            """),
            RuleExample("""
            #Preview {
                Button("Delete", role: .destructive) {}
            }
            """),
            RuleExample("""
            import Testing
            @Test func button() { _ = Button("Delete", role: .destructive) {} }
            """, path: "Tests/AppTests/ButtonTests.swift"),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["Button"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.isCall(node, toType: "Button"), !file.isTestFile, Self.isDestructive(node),
              !Self.clearsOnlyCache(node) else { return }
        let modifiers = SyntaxQueries.modifiersApplied(to: node)
        guard !modifiers.contains(where: Self.isHint), !Self.isUnlabelledIcon(node, modifiers: modifiers), !Self.isPresentedBySystem(node, in: file),
              !LiquidGlassSupport.isExempt(node, in: file) else { return }
        report(node.calledExpression, "This destructive button has no accessibility hint; add `.accessibilityHint(…)` that says what it removes or changes for good.", in: file)
    }

    /// The view a button's label closure builds, when it is one view (`Image(systemName: "trash")`).
    private static func labelView(of button: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        let closures = SyntaxQueries.closures(of: button)
        guard let label = SyntaxQueries.argument("label", of: button)?.expression.as(ClosureExprSyntax.self)
            ?? button.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
            ?? (closures.count == 1 && SyntaxQueries.argument("action", of: button) != nil ? closures.first : nil),
            label.statements.count == 1, let content = label.statements.first?.item.as(ExprSyntax.self) else { return nil }
        return SyntaxQueries.chainRoot(content).as(FunctionCallExprSyntax.self)
    }

    /// Whether the button shows only an image and names itself nowhere (no `accessibilityLabel`
    /// on the button or the image): VoiceOver then lacks the label first, which
    /// `a11y-icon-button-label` reports; a hint on a button with no name would not help.
    private static func isUnlabelledIcon(_ button: FunctionCallExprSyntax, modifiers: [FunctionCallExprSyntax]) -> Bool {
        guard let view = labelView(of: button), SyntaxQueries.isCall(view, toType: "Image") else { return false }
        return !(modifiers + SyntaxQueries.modifiersApplied(to: view)).contains { SyntaxQueries.calledName($0) == "accessibilityLabel" }
    }

    /// Whether the button has the destructive role or a trash-can symbol.
    private static func isDestructive(_ button: FunctionCallExprSyntax) -> Bool {
        if let role = SyntaxQueries.argument("role", of: button)?.expression.as(MemberAccessExprSyntax.self),
           role.declName.baseName.text == "destructive" {
            return true
        }
        if let symbol = SyntaxQueries.argument("systemImage", of: button), isTrash(symbol.expression) { return true }
        guard let view = labelView(of: button) else { return false }
        if SyntaxQueries.isCall(view, toType: "Image"), let symbol = SyntaxQueries.argument("systemName", of: view) {
            return isTrash(symbol.expression)
        }
        if SyntaxQueries.isCall(view, toType: "Label"), let symbol = SyntaxQueries.argument("systemImage", of: view) {
            return isTrash(symbol.expression)
        }
        return false
    }

    /// Whether the button's title says it clears a cache (`Button("Clear Cache", role: .destructive)`,
    /// a key such as `"settings.action.delete-cache"`, also as the `Text` or `Label` of its label
    /// closure): a cache refills by itself, so nothing is removed for good and the title already
    /// says all a hint would.
    static func clearsOnlyCache(_ button: FunctionCallExprSyntax) -> Bool {
        var titles: [ExprSyntax] = []
        if let first = button.arguments.first, first.label == nil { titles.append(first.expression) }
        let label = SyntaxQueries.argument("label", of: button)?.expression.as(ClosureExprSyntax.self)
            ?? button.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
        if let label, label.statements.count == 1, let content = label.statements.first?.item.as(ExprSyntax.self),
           let view = SyntaxQueries.chainRoot(content).as(FunctionCallExprSyntax.self),
           SyntaxQueries.isCall(view, toType: "Text") || SyntaxQueries.isCall(view, toType: "Label"),
           let first = view.arguments.first, first.label == nil {
            titles.append(first.expression)
        }
        return titles.contains { title in
            guard let literal = title.as(StringLiteralExprSyntax.self) else { return false }
            let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            return text.split(whereSeparator: { !$0.isLetter }).contains { ["cache", "caches"].contains($0.lowercased()) }
        }
    }

    private static func isTrash(_ expression: ExprSyntax) -> Bool {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text else { return false }
        return text == "trash" || text.hasPrefix("trash.")
    }

    private static func isHint(_ modifier: FunctionCallExprSyntax) -> Bool {
        switch SyntaxQueries.calledName(modifier) {
        case "accessibilityHint": return true
        case "accessibility": return SyntaxQueries.argument("hint", of: modifier) != nil
        default: return false
        }
    }

    /// Whether the button sits in a menu, swipe action, toolbar or dialog that the system draws,
    /// or in a helper (not `body`) of a file that uses one of those.
    private static func isPresentedBySystem(_ button: FunctionCallExprSyntax, in file: FileContext) -> Bool {
        var current = Syntax(button)
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure),
               let name = SyntaxQueries.calledName(owner), presentingContainers.contains(name) {
                return true
            }
            if let variable = parent.as(VariableDeclSyntax.self) {
                guard SyntaxQueries.boundNames(variable) == ["body"] else { return presentingContainers.contains(where: file.mentions) }
                // The body of a view named as a menu (`StatusRowContextMenu`) is menu content shown elsewhere.
                let owner = SyntaxQueries.enclosingTypeDeclaration(of: variable).flatMap { SyntaxQueries.declaredName(of: $0) }
                return owner?.contains("Menu") ?? false
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.name.text != "body" && presentingContainers.contains(where: file.mentions)
            }
            if parent.is(DeclSyntax.self) && !parent.is(IfConfigDeclSyntax.self) { return false }
            current = parent
        }
        return false
    }
}
