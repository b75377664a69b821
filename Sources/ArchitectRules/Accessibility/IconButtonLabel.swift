import ArchitectCore
import SwiftSyntax

/// Flags icon-only buttons and tappable images that give VoiceOver nothing to read.
public struct IconButtonLabel: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "a11y-icon-button-label",
        title: "Label icon-only buttons for VoiceOver",
        category: "a11y",
        impact: .must,
        presets: [.recommended, .mvvm, .review],
        aliases: ["review-a11y-labels"],
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
        ],
        nonTriggering: [
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

    /// The node kinds the engine hands to `visit`.
    public static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule with a run's configuration.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return }
        if FastSyntax.isTypeReference(call.calledExpression, named: "Button") {
            checkButton(call, in: file)
        } else if FastSyntax.isTypeReference(call.calledExpression, named: "Image") {
            let modifiers = SyntaxQueries.modifiersApplied(to: call)
            guard modifiers.contains(where: { SyntaxQueries.calledName($0) == "onTapGesture" }),
                  !Self.providesLabel(image: call, modifiers: modifiers),
                  !Self.isInsideReplacingContainer(call) else { return }
            report(call.calledExpression, "This tappable image has no accessibility label; add `.accessibilityLabel(…)` or make it a `Button` with a title.", in: file)
        }
    }

    private func checkButton(_ button: FunctionCallExprSyntax, in file: FileContext) {
        guard let label = Self.labelClosure(of: button),
              let content = ViewRuleSupport.singleExpression(of: label),
              let image = SyntaxQueries.chainRoot(content).as(FunctionCallExprSyntax.self),
              FastSyntax.isTypeReference(image.calledExpression, named: "Image"),
              !Self.providesLabel(image: image, modifiers: SyntaxQueries.modifiersApplied(to: image)),
              !Self.hasLabelingModifier(SyntaxQueries.modifiersApplied(to: button)),
              !Self.isInsideReplacingContainer(button) else { return }
        report(button.calledExpression, "This button's label is only an image; add `.accessibilityLabel(…)` or use `Button(_:systemImage:action:)` with a title.", in: file)
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
    private static func hasLabelingModifier(_ modifiers: [FunctionCallExprSyntax]) -> Bool {
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
