import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a tap gesture that makes a view act as a button without telling VoiceOver so.
struct ReviewA11yButtonTraitRule: SyntaxRule {
    /// Accessibility modifiers that show the author already decided how the element is exposed.
    static let handledBy: Set<String> = [
        "accessibilityAddTraits", "accessibilityAction", "accessibilityActions", "accessibilityRepresentation",
        "accessibilityElement", "accessibilityRespondsToUserInteraction", "accessibilityChildren",
    ]

    static let description = RuleDescription(
        id: "review-a11y-button-trait", title: "Tappable views carry the button trait", category: .a11y,
        impact: .unlisted, presets: [.review],
        rationale: """
        A view that acts on a tap but is not a `Button` is read by VoiceOver as plain text or an \
        image, so nobody knows it can be activated. `.accessibilityAddTraits(.isButton)` (or a real \
        `Button`) says it. Reported, at `onTapGesture`: a single-tap `.onTapGesture { … }` (no \
        `count:`, or `count: 1`) on a view whose modifier chain, before or after the gesture, \
        holds none of `.accessibilityAddTraits`, `.accessibility(addTraits:)`, \
        `.accessibilityAction(s)`, `.accessibilityRepresentation`, `.accessibilityElement`, \
        `.accessibilityChildren`, `.accessibilityRespondsToUserInteraction` or an \
        `.accessibilityHidden` that is not literally `false`: each of those shows the author chose \
        how the element is exposed. Left alone: double and other multi-taps (a shortcut, not a \
        control), gestures whose closure only puts the keyboard away (it mentions a name with \
        `Keyboard`, `endEditing`, `resignFirstResponder`, or sets a focus value), `.gesture(TapGesture())`, \
        a `Button` with a gesture, functions or parameters named `onTapGesture`, tests and preview or \
        `#if DEBUG` code. Not seen: traits or actions added further out, on a container in another \
        view.
        """,
        triggering: [
            RuleExample("""
            struct SettingsIcon: View {
                var body: some View {
                    Image(systemName: "gear")
                        .accessibilityLabel("Settings")
                        .↓onTapGesture { openSettings() }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Feed {
                struct TagRow: View {
                    var body: some View {
                        HStack {
                            Text(tag.name)
                            Spacer()
                        }
                        .contentShape(Rectangle())
                        .↓onTapGesture(count: 1) {
                            router.open(tag)
                        }
                        .accessibilityHidden(false)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct Poster: View {
                var body: some View {
                    VStack {
                        Text(movie.title).↓onTapGesture(perform: showDetail)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct SettingsIcon: View {
                var body: some View {
                    Image(systemName: "gear")
                        .onTapGesture { openSettings() }
                        .accessibilityAddTraits(.isButton)
                        .accessibilityLabel("Settings")
                    Text("Zoom").onTapGesture(count: 2) { zoom() }
                    Row()
                        .accessibilityElement(children: .combine)
                        .onTapGesture { open() }
                        .accessibilityAction { open() }
                }
            }
            """),
            RuleExample("""
            // .onTapGesture { open() } needs a trait.
            struct Form: View {
                var body: some View {
                    ScrollView { fields }
                        .onTapGesture { isFocused = false }
                    Color.clear
                        .onTapGesture { UIApplication.shared.hideKeyboard() }
                    Image("logo").accessibilityHidden(true).onTapGesture { spin() }
                    Text("onTapGesture").gesture(TapGesture().onEnded { open() })
                }
            }
            """),
            RuleExample("""
            struct Cover: View {
                let onTapGesture: () -> Void
                var body: some View {
                    DraggableCover(onTapGesture: { open() })
                        .onAppear { onTapGesture() }
                }
            }
            #Preview {
                Text("p").onTapGesture { print("tap") }
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.isMemberCall(call, named: "onTapGesture"), !file.isTestFile,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
              Self.isSingleTap(call), !Self.onlyDismissesKeyboard(call) else { return }
        let root = SyntaxQueries.chainRoot(receiver)
        if let view = root.as(FunctionCallExprSyntax.self), SyntaxQueries.isCall(view, toType: "Button") { return }
        let chain = SyntaxQueries.modifiersApplied(to: root)
        guard !chain.contains(where: Self.exposesElement), !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        report(member.declName.baseName, "This view acts on a tap but VoiceOver does not announce it as a button; add `.accessibilityAddTraits(.isButton)` or make it a `Button`.", in: file)
    }

    private static func isSingleTap(_ call: FunctionCallExprSyntax) -> Bool {
        guard let count = SyntaxQueries.argument("count", of: call) else { return true }
        return count.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
    }

    /// Whether a modifier settles how the element is exposed (see `handledBy`).
    private static func exposesElement(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard let name = SyntaxQueries.calledName(modifier) else { return false }
        if handledBy.contains(name) { return true }
        if name == "accessibility" { return SyntaxQueries.argument("addTraits", of: modifier) != nil || SyntaxQueries.argument("hidden", of: modifier) != nil }
        if name == "accessibilityHidden" {
            return modifier.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false)
        }
        return false
    }

    /// Whether the gesture's closure only puts the keyboard away: it names something about the
    /// keyboard or sets a focus value.
    private static func onlyDismissesKeyboard(_ call: FunctionCallExprSyntax) -> Bool {
        guard let closure = SyntaxQueries.closures(of: call).first else { return false }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let text) = token.tokenKind else { return false }
            return text.contains("Keyboard") || text.contains("keyboard") || text == "endEditing" || text == "resignFirstResponder"
                || text.lowercased().contains("focus")
        }
    }
}
