import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a custom bar laid over scrolling content with `.safeAreaInset` and no scroll edge effect.
struct GlassScrollEdgeEffectRule: SyntaxRule {
    /// The views whose content scrolls beneath an inset bar.
    static let scrollContainers: Set<String> = ["ScrollView", "List", "Form", "Table"]

    static let description = RuleDescription(
        id: "glass-scroll-edge-effect", title: "Scroll edge effect under custom bars",
        category: .glass, impact: .should, presets: [.mvvm],
        rationale: """
        On iOS 26 system bars keep their contents legible over scrolling content with a scroll \
        edge effect, a soft fade or hard edge where the content passes beneath. A custom bar added \
        with `.safeAreaInset(edge:)` gets none, so text scrolls straight under the bar's buttons. \
        The MVVM guide asks for `.scrollEdgeEffectStyle(_:for:)` under such bars, or for \
        `.safeAreaBar(edge:)` (iOS 26), which brings the effect with it. Reported, at \
        `safeAreaInset`: `.safeAreaInset(…)` applied, directly or after other modifiers, to a \
        `ScrollView`, `List`, `Form` or `Table`, when that chain of modifiers has no \
        `.scrollEdgeEffectStyle(…)` and no `.scrollEdgeEffectHidden(…)` (a deliberate choice). \
        Only where the code runs on iOS 26: a deployment target of iOS 26 or later, the body of \
        `if #available(iOS 26, *)`, the code after `guard #available(iOS 26, *)` or a declaration \
        marked `@available(iOS 26, *)`, never in the fallback branch of such a check; before iOS 26 there is no scroll edge effect to ask for. \
        This is the narrow form of a heuristic: an inset on a view built elsewhere (a property, \
        another view) may sit on a scroll view too, but the syntax cannot see that, so it is left \
        alone; so are `.safeAreaBar`, an effect style set further out or inside the scroll view's \
        content (known miss), and test, preview and `#if DEBUG` code. Known false positive: an \
        inset that holds an opaque view with no controls, under which legibility is not at stake.
        """,
        triggering: [
            RuleExample("""
            struct ChatScreen: View {
                var body: some View {
                    ScrollView { MessagesStack() }
                        .↓safeAreaInset(edge: .bottom) { ComposerBar() }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #if os(iOS)
            extension Timeline {
                struct Screen: View {
                    var body: some View {
                        if #available(iOS 26.0, *) {
                            SwiftUI.List(posts) { PostRow(post: $0) }
                                .listStyle(.plain)
                                .↓safeAreaInset(edge: .top, spacing: 0) { FilterChips() }
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            @available(iOS 26, *)
            struct CheckoutScreen: View {
                var body: some View {
                    Form { AddressSection() }
                        .↓safeAreaInset(edge: .bottom) { PayButton() }
                        .scrollDismissesKeyboard(.interactively)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // ScrollView { … }.safeAreaInset(edge: .bottom) needs .scrollEdgeEffectStyle.
            struct ChatScreen: View {
                var body: some View {
                    ScrollView { MessagesStack() }
                        .scrollEdgeEffectStyle(.soft, for: .bottom)
                        .safeAreaInset(edge: .bottom) { ComposerBar() }
                    List(posts) { PostRow(post: $0) }
                        .safeAreaBar(edge: .top) { FilterChips() }
                    ScrollView { Text("A") }
                        .safeAreaInset(edge: .bottom) { Banner() }
                        .scrollEdgeEffectHidden(true, for: .bottom)
                    timeline.safeAreaInset(edge: .top) { FilterChips() }
                    VStack { Text("B") }.safeAreaInset(edge: .bottom) { Footer() }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            struct ChatScreen: View {
                var body: some View {
                    ScrollView { MessagesStack() }
                        .safeAreaInset(edge: .bottom) { ComposerBar() }
                }
            }
            """, iOS: Version(18, 0)),
            RuleExample("""
            struct ChatScreen: View {
                var body: some View {
                    if #available(iOS 26, *) {
                        ScrollView { MessagesStack() }.safeAreaBar(edge: .bottom) { ComposerBar() }
                    } else {
                        ScrollView { MessagesStack() }.safeAreaInset(edge: .bottom) { ComposerBar() }
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                ScrollView { Text("A") }.safeAreaInset(edge: .bottom) { Text("Bar") }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            import Testing
            @Test func bar() { _ = List { Text("A") }.safeAreaInset(edge: .top) { Text("B") } }
            """, path: "Tests/AppTests/BarTests.swift", iOS: Version(26, 0)),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["safeAreaInset"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.isMemberCall(node, named: "safeAreaInset"), let name = SyntaxQueries.calledNameToken(node),
              let view = LiquidGlassSupport.rootView(of: node),
              let container = LiquidGlassSupport.constructedView(view, among: Self.scrollContainers),
              LiquidGlassSupport.runsOnIOS26(node, in: file), !LiquidGlassSupport.isExempt(node, in: file) else { return }
        let chain = SyntaxQueries.modifiers(below: SyntaxQueries.modifierChain(above: node).outermost)
        guard !chain.contains(where: { ["scrollEdgeEffectStyle", "scrollEdgeEffectHidden"].contains(SyntaxQueries.calledName($0) ?? "") }) else { return }
        report(name, "This bar sits over a `\(container)` without a scroll edge effect; add `.scrollEdgeEffectStyle(_:for:)` or use `.safeAreaBar(edge:)` instead.", in: file)
    }
}
