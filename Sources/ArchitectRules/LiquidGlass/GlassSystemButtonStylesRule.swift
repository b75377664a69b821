import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `.glassEffect(…)` put on a `Button`, where `.buttonStyle(.glass)` belongs.
struct GlassSystemButtonStylesRule: SyntaxRule {
    static let description = RuleDescription(
        id: "glass-system-button-styles", title: "Glass buttons use the system glass button styles",
        category: .glass, impact: .should, presets: [.mvvm],
        rationale: """
        From iOS 26 a button gets Liquid Glass from the system styles `.buttonStyle(.glass)` and \
        `.buttonStyle(.glassProminent)`, which bring the pressed state, the tint and the shape that \
        match the rest of the system; the MVVM guide prefers them to hand-made glass. Reported, at \
        `glassEffect`: the `.glassEffect(…)` modifier (SwiftUI's Liquid Glass material, iOS 26) \
        applied, directly or after other modifiers, to a `Button` (also `SwiftUI.Button`), or to \
        the single view that makes up a button's label (`Button { … } label: { Text("Go").glassEffect() }`). \
        Only where the code runs on iOS 26: a deployment target of iOS 26 or later, the body of \
        `if #available(iOS 26, *)`, the code after `guard #available(iOS 26, *)`, or a declaration \
        marked `@available(iOS 26, *)`, never in the fallback branch of such a check; elsewhere a `glassEffect` is the project's own back-port \
        and left alone. Also left alone: glass on other views, look-alike buttons (`AsyncButton`, \
        `MyButton`), whose styling the rule cannot see, a `glassEffect` inside a label of several \
        views, and test, preview and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct Toolbar: View {
                var body: some View {
                    Button("Play") { player.play() }
                        .padding()
                        .↓glassEffect(.regular.interactive())
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #if os(iOS)
            extension Player {
                struct Controls: View {
                    var body: some View {
                        if #available(iOS 26.0, *) {
                            SwiftUI.Button(action: skip) { Image(systemName: "forward") }
                                .↓glassEffect(in: .capsule)
                        } else {
                            Button(action: skip) { Image(systemName: "forward") }
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            @available(iOS 26, *)
            struct ShareBar: View {
                var body: some View {
                    Button {
                        share()
                    } label: {
                        Label("Share", systemImage: "square.and.arrow.up")
                            .padding(8)
                            .↓glassEffect()
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Avoid Button("Play") {}.glassEffect(); prefer .buttonStyle(.glass).
            struct Toolbar: View {
                var body: some View {
                    Button("Play") { player.play() }.buttonStyle(.glass)
                    Button("Buy") { store.buy() }.buttonStyle(.glassProminent)
                    Text("Button(\\"x\\").glassEffect()").padding().glassEffect(in: .capsule)
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            // Below iOS 26, outside an availability check: the app's own back-port.
            struct Toolbar: View {
                var body: some View { Button("Play") { play() }.glassEffect() }
            }
            """, iOS: Version(18, 0)),
            RuleExample("""
            struct Follow: View {
                var body: some View {
                    AsyncButton { try await follow() } label: { Text("Follow") }
                        .glassEffect(.regular.interactive())
                    Button { open() } label: {
                        Image(systemName: "star").glassEffect()
                        Text("Star")
                    }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #Preview {
                Button("Play") {}.glassEffect()
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            import Testing
            @Test func glass() { _ = Button("A") {}.glassEffect() }
            """, path: "Tests/AppTests/GlassTests.swift", iOS: Version(26, 0)),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["glassEffect"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard LiquidGlassSupport.isGlassEffect(node), let name = SyntaxQueries.calledNameToken(node),
              Self.isOnButton(node), LiquidGlassSupport.runsOnIOS26(node, in: file),
              !LiquidGlassSupport.isExempt(node, in: file) else { return }
        report(name, "This `Button` draws its own Liquid Glass; use `.buttonStyle(.glass)` or `.buttonStyle(.glassProminent)` instead of `.glassEffect(…)`.", in: file)
    }

    /// Whether the glass is applied to a `Button`, or to the only view of a button's label.
    private static func isOnButton(_ call: FunctionCallExprSyntax) -> Bool {
        guard let view = LiquidGlassSupport.rootView(of: call) else { return false }
        if LiquidGlassSupport.constructedView(view, among: ["Button"]) != nil { return true }
        // The label case: the glass chain is the one statement of a closure that is a Button's label.
        let outermost = SyntaxQueries.modifierChain(above: view).outermost
        guard let item = outermost.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let closure = list.parent?.as(ClosureExprSyntax.self),
              let owner = SyntaxQueries.owningCall(of: closure),
              LiquidGlassSupport.constructedView(ExprSyntax(owner), among: ["Button"]) != nil else { return false }
        return isLabelClosure(closure, of: owner)
    }

    /// Whether `closure` builds the label of `button` (not its action).
    private static func isLabelClosure(_ closure: ClosureExprSyntax, of button: FunctionCallExprSyntax) -> Bool {
        if let argument = SyntaxQueries.argument("label", of: button), argument.expression.id == closure.id { return true }
        if button.additionalTrailingClosures.contains(where: { $0.label.text == "label" && $0.closure.id == closure.id }) { return true }
        let hasAction = SyntaxQueries.argument("action", of: button) != nil || SyntaxQueries.argument("intent", of: button) != nil
        return hasAction && button.trailingClosure?.id == closure.id
    }
}
