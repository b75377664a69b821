import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags icon-only buttons and tappable images that give VoiceOver nothing to read.
struct A11yIconButtonLabelRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "a11y-icon-button-label", title: "Label icon-only buttons for VoiceOver", category: .a11y, impact: .must,
        presets: [.recommended, .mvvm, .review], aliases: ["review-a11y-labels"],
        rationale: """
        A control that shows only a picture is announced by VoiceOver as a bare "button" or, at \
        best, by the symbol's file name. Give it words: `.accessibilityLabel(…)`, a `Label` with a \
        title, or `Button("Title", systemImage:)`.

        Reported, at the `Button` or `Image` name:
        - a `Button` (also `SwiftUI.Button`) whose label closure holds exactly one expression and \
        that expression is an `Image` with its modifiers: `Button { … } label: { Image(…) }`, \
        `Button(action: f) { Image(…) }`, `Button(action: f, label: { Image(…) })`;
        - an `Image` whose modifier chain contains `.onTapGesture`.

        Nothing is reported when the chain of the `Button` or of the `Image` (including modifiers \
        inside a postfix `#if`) contains `.accessibilityLabel(…)`, the older \
        `.accessibility(label:)`, `.accessibilityRepresentation`, or `.accessibilityHidden` / \
        `.accessibility(hidden:)` with anything but a literal `false`, or when the image is built \
        with a `label:` argument. A hidden, tappable image is a deliberate accessibility decision \
        (usually because the same action is offered elsewhere), so this rule stays silent about it. \
        Buttons with a text title, `Label` labels, labels of several views, look-alike views \
        (`AsyncImage`, `MyImage`, `ImageButton`) and tap gestures on other views are left alone.

        Nor is anything reported inside a container (a view initializer such as `HStack { … }`, \
        in the same expression) whose modifier chain takes its children out of the accessibility \
        tree: `.accessibilityElement()` or `.accessibilityElement(children: .ignore)`, \
        `.accessibilityHidden` (not literally `false`) or `.accessibilityRepresentation`. That is \
        how a stepper-like pair of glyph buttons becomes one adjustable element with its own \
        label and value; the buttons' missing labels are then never read. A container that \
        `.combine`s its children still exposes each button as a nameless action, so it is \
        reported. Known limit: a container built in another property or view is not seen.

        Labels applied further out count too: on a container of which the button or image is the \
        only content (`Group { Button … }.accessibilityLabel(…)`), and, when the button or image \
        is all that a computed property, a method or a View's `body` returns, on a use of that \
        property, method or View in the same file (`closeButton.accessibilityLabel("Close")`, \
        `Bell().accessibilityLabel("Remind me")`). A `.buttonStyle(…)` whose style is built with a \
        string literal (`CardButtonStyle(title: "Share")`) draws its own words, which VoiceOver \
        reads, so that button is left alone as well, and so is a `ForEach` row whose image is \
        `Image(systemName:)` of the row's own value (a symbol picker: the symbol is the choice, \
        and VoiceOver reads its name). The advice follows the deployment target: \
        below iOS 14, which has neither `.accessibilityLabel(_:)` nor `Button(_:systemImage:action:)`, \
        it names `.accessibility(label:)`. Test files and preview or debug code (`#Preview`, \
        `PreviewProvider`, `#if DEBUG`) never reach users and are left alone.
        """,
        triggering: [
            RuleExample("""
            struct Toolbar: View {
                var body: some View {
                    ↓Button {
                        model.delete()
                    } label: {
                        Image(systemName: "trash")
                            .imageScale(.large)
                    }
                }
            }
            """),
            RuleExample("""
            HStack {
                ↓SwiftUI.Button(action: share) { Image(systemName: "square.and.arrow.up") }
                    .buttonStyle(.borderless)
                    .accessibilityHint("Shares the note")
                ↓Button(action: close, label: { Image("close-glyph") })
            }
            """),
            RuleExample("""
            ↓Image(systemName: "star.fill")
                .foregroundStyle(.yellow)
                .onTapGesture {
                    toggleFavourite()
                }
            """),
            RuleExample("""
            struct Row: View {
                struct Chevron: View {
                    var body: some View {
                        ↓Image(systemName: "chevron.right")
                            #if os(iOS)
                            .onTapGesture { open() }
                            #endif
                            .accessibilityHidden(false)
                    }
                }
                var body: some View { Chevron() }
            }
            """),
            RuleExample("""
            HStack {
                Text("Quantity")
                ↓Button { count -= 1 } label: { Image(systemName: "minus") }
            }
            .accessibilityElement(children: .combine)
            """),
            RuleExample("""
            extension PlayerControls {
                var skipButton: some View {
                    ↓Button(action: skip) {
                        SwiftUI.Image(systemName: "forward.fill")
                            .font(.title2)
                    }
                }
                var artwork: some View {
                    ↓SwiftUI.Image("cover")
                        .resizable()
                        .scaledToFit()
                        .onTapGesture(count: 2) { like() }
                }
            }
            """),
            RuleExample("""
            struct Header: View {
                var body: some View {
                    backButton.padding()
                    Text("Title").accessibilityLabel("Screen title")
                    ↓Button(action: more) { Image(systemName: "ellipsis") }
                        .buttonStyle(PlainButtonStyle())
                }
                var backButton: some View {
                    ↓Button(action: back) { Image(systemName: "chevron.left") }
                }
            }
            """, iOS: Version(13)),
        ],
        nonTriggering: [
            RuleExample("""
            struct SymbolPicker: View {
                let symbols: [String]
                @Binding var selection: String
                var body: some View {
                    LazyVGrid(columns: columns) {
                        ForEach(symbols, id: \\.self) { symbol in
                            Button { selection = symbol } label: { Image(systemName: symbol) }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                Button(action: {}) { Image(systemName: "xmark") }
            }
            #if DEBUG
            struct DebugMenu: View {
                var body: some View { Button(action: crash) { Image(systemName: "ant") } }
            }
            #endif
            """),
            RuleExample("""
            struct Footer: View {
                var body: some View {
                    closeButton
                        .accessibilityLabel("Close")
                    ReminderBell(action: remind).accessibilityLabel("Remind me")
                    Group {
                        Button(action: share) { Image(systemName: "square.and.arrow.up") }
                    }
                    .accessibilityLabel("Share")
                    Button { review() } label: { Image(systemName: "star").font(.title) }
                        .buttonStyle(SupportButtonStyle(title: "Leave a review"))
                }
                var closeButton: some View {
                    Button(action: close) { Image(systemName: "xmark") }
                }
            }
            private struct ReminderBell: View {
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: "bell") }
                }
            }
            """),
            RuleExample("""
            struct Toolbar: View {
                var body: some View {
                    Button(action: delete) {
                        Image(systemName: "trash")
                    }
                    .accessibilityLabel("Delete item")
                    Button("Share", systemImage: "square.and.arrow.up", action: share)
                    Button { close() } label: { Label("Close", systemImage: "xmark") }
                }
            }
            """),
            RuleExample("""
            Image(systemName: "star")
                .onTapGesture { toggle() }
                #if os(iOS)
                .accessibilityLabel("Favourite")
                #endif
            Image("divider").onTapGesture { collapse() }.accessibilityHidden(true)
            Image("logo", label: Text("Company logo")).onTapGesture { showAbout() }
            """),
            RuleExample("""
            // Button { } label: { Image(systemName: "x") } needs a label.
            let note = "Image(systemName: \\"x\\").onTapGesture {}"
            Button {
                save()
            } label: {
                Image(systemName: "tray.and.arrow.down")
                Text("Save")
            }
            """),
            RuleExample("""
            struct MyButton: View {
                var body: some View {
                    MyIconButton(action: save) { Image(systemName: "tray") }
                    Image(systemName: "bell").resizable().frame(width: 20, height: 20)
                    Text("Tap").onTapGesture { ping() }
                }
            }
            """),
            RuleExample("""
            struct Header: View {
                var body: some View {
                    AsyncImage(url: avatarURL).onTapGesture { openProfile() }
                    Button(action: compose) { MyImage("pencil") }
                    ImageButton(systemName: "gear") { openSettings() }
                }
            }
            extension Image {
                func tappable(_ action: @escaping () -> Void) -> some View { onTapGesture(perform: action) }
            }
            """),
            RuleExample("""
            Button {
                model.refresh()
            } label: {
                Image(systemName: "arrow.clockwise")
                    .symbolEffect(.bounce, value: model.tick)
            }
            .buttonStyle(.bordered)
            .disabled(model.isLoading)
            .help("Refresh")
            .accessibilityLabel(Text("Refresh"))
            """),
            RuleExample("""
            struct QuantityStepper: View {
                @Binding var count: Int
                var body: some View {
                    HStack {
                        #if os(iOS)
                        Button { count -= 1 } label: { Image(systemName: "minus") }
                        #endif
                        ForEach(0..<1) { _ in
                            Button { count += 1 } label: { Image(systemName: "plus") }
                        }
                    }
                    .padding(4)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Quantity")
                    .accessibilityAdjustableAction { direction in count += direction == .increment ? 1 : -1 }
                    VStack {
                        Image(systemName: "hand.tap").onTapGesture { ping() }
                    }
                    .accessibilityElement()
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["Button", "Image"]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }
        if SyntaxQueries.isTypeReference(call.calledExpression, named: "Button") {
            checkButton(call, in: file)
        } else if SyntaxQueries.isTypeReference(call.calledExpression, named: "Image") {
            let modifiers = SyntaxQueries.modifiersApplied(to: call)
            guard modifiers.contains(where: { SyntaxQueries.calledName($0) == "onTapGesture" }),
                  !Self.providesLabel(image: call, modifiers: modifiers),
                  !Self.isInsideReplacingContainer(call), !Self.isLabelledFurtherOut(call, in: file),
                  !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
            let fix = file.iOSTarget < Self.modernLabelVersion
                ? "add `.accessibility(label: Text(…))`" : "add `.accessibilityLabel(…)`"
            report(call.calledExpression, "This tappable image has no accessibility label; \(fix) or make it a `Button` with a title.", in: file)
        }
    }

    /// The first iOS version with `.accessibilityLabel(_:)`, `Label` and `Button(_:systemImage:action:)`.
    private static let modernLabelVersion = Version(14, 0)

    private func checkButton(_ button: FunctionCallExprSyntax, in file: FileContext) {
        guard let label = Self.labelClosure(of: button),
              let content = ViewRuleSupport.singleExpression(of: label),
              let image = SyntaxQueries.chainRoot(content).as(FunctionCallExprSyntax.self),
              SyntaxQueries.isTypeReference(image.calledExpression, named: "Image"),
              !Self.providesLabel(image: image, modifiers: SyntaxQueries.modifiersApplied(to: image)) else { return }
        let modifiers = SyntaxQueries.modifiersApplied(to: button)
        guard !Self.hasLabelingModifier(modifiers), !modifiers.contains(where: Self.isTitledStyle),
              !Self.isInsideReplacingContainer(button), !Self.isLabelledFurtherOut(button, in: file),
              !Self.isSymbolChoice(image, button: button),
              !SyntaxQueries.isPreviewOrDebugCode(button) else { return }
        let fix = file.iOSTarget < Self.modernLabelVersion
            ? "add `.accessibility(label: Text(…))`"
            : "add `.accessibilityLabel(…)`, or give it a title with `Button(_:systemImage:action:)` (and `.labelStyle(.iconOnly)` to keep showing only the icon)"
        report(button.calledExpression, "This button's label is only an image; \(fix).", in: file)
    }

    /// Whether the button offers a symbol as the choice itself: a `ForEach` row whose image is
    /// `Image(systemName:)` of the row's value (a symbol picker). The symbol is the content, and
    /// VoiceOver reads its name; a label would only repeat it.
    private static func isSymbolChoice(_ image: FunctionCallExprSyntax, button: FunctionCallExprSyntax) -> Bool {
        guard let name = SyntaxQueries.argument("systemName", of: image)?.expression,
              !name.is(StringLiteralExprSyntax.self) else { return false }
        var current = button.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure),
               SyntaxQueries.isCall(owner, toType: "ForEach") {
                let names = SyntaxQueries.closureParameterNames(closure)
                return name.tokens(viewMode: .sourceAccurate).contains { token in
                    names.contains(token.text) || token.tokenKind == .dollarIdentifier("$0")
                }
            }
            if node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// Whether a modifier is `.buttonStyle(…)` with a style built from a string literal
    /// (`SupportButtonStyle(title: "Share")`): such a style draws the words itself, and VoiceOver reads them.
    private static func isTitledStyle(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard SyntaxQueries.calledName(modifier) == "buttonStyle",
              let style = modifier.arguments.first?.expression.as(FunctionCallExprSyntax.self) else { return false }
        return style.arguments.contains { $0.expression.is(StringLiteralExprSyntax.self) }
    }

    /// Whether the element gets its label from further out: a labelling modifier on a container
    /// of which it is the only content (`Group { Button … }.accessibilityLabel(…)`), or, when it
    /// is all that a computed property, a method or a View's `body` returns, on a use of that
    /// property, method or View in the same file (`closeButton.accessibilityLabel("Close")`).
    private static func isLabelledFurtherOut(_ element: FunctionCallExprSyntax, in file: FileContext) -> Bool {
        var expression = SyntaxQueries.modifierChain(above: element).outermost
        while true {
            guard let item = expression.parent?.as(CodeBlockItemSyntax.self),
                  let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
            if let closure = list.parent?.as(ClosureExprSyntax.self) {
                guard let container = SyntaxQueries.owningCall(of: closure), ViewRuleSupport.isViewInitializer(container),
                      ViewRuleSupport.contentClosures(of: container).count == 1 else { return false }
                let chain = SyntaxQueries.modifierChain(above: container)
                if hasLabelingModifier(chain.modifiers) { return true }
                expression = chain.outermost
                continue
            }
            guard let name = producerName(of: list) else { return false }
            return file.cached(LabelledUses.self) { LabelledUses(file.tree) }.names.contains(name)
        }
    }

    /// The name under which the statements `list` are used: the computed property or method they
    /// are the body of, or the View whose `body` they are.
    private static func producerName(of list: CodeBlockItemListSyntax) -> String? {
        var node = list.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { return function.name.text }
            if let variable = current.as(VariableDeclSyntax.self) {
                guard let name = SyntaxQueries.boundNames(variable).first else { return nil }
                guard name == "body" else { return name }
                return SyntaxQueries.enclosingTypeDeclaration(of: variable).flatMap { SyntaxQueries.declaredName(of: $0) }
            }
            if current.is(ClosureExprSyntax.self) || current.isProtocol(DeclGroupSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// The names (properties, methods, View types) that the file uses with a labelling modifier
    /// applied: `closeButton` in `closeButton.accessibilityLabel("Close")`, `Bell` in `Bell().accessibilityLabel(…)`.
    private final class LabelledUses {
        let names: Set<String>

        init(_ tree: SourceFileSyntax) {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(tree)
            names = finder.names
        }

        private final class Finder: SyntaxVisitor {
            var names: Set<String> = []

            override func visitPost(_ node: FunctionCallExprSyntax) {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                      A11yIconButtonLabelRule.hasLabelingModifier([node]) else { return }
                // Step down through the modifiers to what they are applied to.
                var root = base
                while let call = root.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let inner = callee.base, !SyntaxQueries.isModuleQualifier(inner) {
                    root = inner
                }
                if let reference = root.as(DeclReferenceExprSyntax.self) {
                    names.insert(reference.baseName.text)
                } else if let access = root.as(MemberAccessExprSyntax.self) {
                    names.insert(access.declName.baseName.text)
                } else if let call = root.as(FunctionCallExprSyntax.self), let name = SyntaxQueries.calledName(call) {
                    names.insert(name)
                }
            }
        }
    }

    /// The closure that builds a button's label, when the call has one.
    private static func labelClosure(of button: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let argument = SyntaxQueries.argument("label", of: button) { return argument.expression.as(ClosureExprSyntax.self) }
        if let labelled = button.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return labelled.closure }
        let hasAction = SyntaxQueries.argument("action", of: button) != nil || SyntaxQueries.argument("intent", of: button) != nil
        return hasAction ? button.trailingClosure : nil
    }

    /// Whether an image names itself: a `label:` argument or a labelling modifier.
    private static func providesLabel(image: FunctionCallExprSyntax, modifiers: [FunctionCallExprSyntax]) -> Bool {
        SyntaxQueries.argument("label", of: image) != nil || hasLabelingModifier(modifiers)
    }

    /// Whether a modifier chain labels the element or deliberately hides it from accessibility.
    fileprivate static func hasLabelingModifier(_ modifiers: [FunctionCallExprSyntax]) -> Bool {
        modifiers.contains { modifier in
            switch SyntaxQueries.calledName(modifier) {
            case "accessibilityLabel", "accessibilityRepresentation":
                return true
            case "accessibilityHidden":
                return !isLiteralFalse(modifier.arguments.first?.expression)
            case "accessibility":
                if SyntaxQueries.argument("label", of: modifier) != nil { return true }
                if let hidden = SyntaxQueries.argument("hidden", of: modifier) { return !isLiteralFalse(hidden.expression) }
                return false
            default:
                return false
            }
        }
    }

    /// Whether a view container around `node`, within the same expression, takes its children out
    /// of the accessibility tree: `.accessibilityElement()` / `(children: .ignore)`, a hiding
    /// `.accessibilityHidden` or `.accessibilityRepresentation` in the container's modifier chain.
    private static func isInsideReplacingContainer(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(DeclSyntax.self) || parent.is(IfConfigDeclSyntax.self) {
            if let closure = parent.as(ClosureExprSyntax.self), let container = SyntaxQueries.owningCall(of: closure),
               ViewRuleSupport.isViewInitializer(container),
               ViewRuleSupport.contentClosures(of: container).contains(where: { $0.id == closure.id }),
               SyntaxQueries.modifiersApplied(to: container).contains(where: replacesChildren) {
                return true
            }
            current = parent
        }
        return false
    }

    /// Whether a container modifier replaces or hides the accessibility elements of its children.
    private static func replacesChildren(_ modifier: FunctionCallExprSyntax) -> Bool {
        switch SyntaxQueries.calledName(modifier) {
        case "accessibilityElement":
            guard let children = SyntaxQueries.argument("children", of: modifier) else { return true }
            return children.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "ignore"
        case "accessibilityHidden":
            return !isLiteralFalse(modifier.arguments.first?.expression)
        case "accessibilityRepresentation":
            return true
        default:
            return false
        }
    }

    private static func isLiteralFalse(_ expression: ExprSyntax?) -> Bool {
        expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }
}
