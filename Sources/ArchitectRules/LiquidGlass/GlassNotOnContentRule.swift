import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `.glassEffect(…)` on lists, scroll views, forms and lazy stacks: glass belongs to controls.
struct GlassNotOnContentRule: SyntaxRule {
    /// The views that hold a screen's content rather than its controls.
    static let containers: Set<String> = ["List", "ScrollView", "Form", "Table", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]

    static let description = RuleDescription(
        id: "glass-not-on-content", title: "No Liquid Glass on the content layer",
        category: .glass, impact: .must, presets: [.mvvm],
        rationale: """
        Liquid Glass is the material of the layer that floats above content: navigation, toolbars \
        and controls. Spread over the content itself it blurs what the user came to read and \
        leaves nothing for the controls to stand out against, so the MVVM guide forbids it. \
        Reported, at `glassEffect`: the `.glassEffect(…)` modifier (SwiftUI's Liquid Glass \
        material, iOS 26) applied, directly or after other modifiers, to a `List`, `ScrollView`, \
        `Form`, `Table`, `LazyVStack`, `LazyHStack`, `LazyVGrid` or `LazyHGrid` (also written \
        `SwiftUI.List`). Only where the code runs on iOS 26: a deployment target of iOS 26 or \
        later, the body of `if #available(iOS 26, *)`, the code after `guard #available(iOS 26, *)` \
        or a declaration marked `@available(iOS 26, *)`, never in the fallback branch of such a check. This is the narrow, certain form of the \
        guideline: a whole-screen `VStack` given glass is content too, but the syntax cannot tell \
        it from a small floating panel, so plain stacks, cards and rows are left alone, as are glass \
        effects on the rows inside a list, containers built in another property, look-alike \
        views (`MyList`), and test, preview and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct InboxScreen: View {
                var body: some View {
                    List(messages) { MessageRow(message: $0) }
                        .listStyle(.plain)
                        .↓glassEffect()
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #if os(iOS)
            extension Catalog {
                struct Grid: View {
                    var body: some View {
                        if #available(iOS 26.0, *) {
                            SwiftUI.ScrollView {
                                LazyVGrid(columns: columns) { ForEach(items) { ItemCell(item: $0) } }
                                    .↓glassEffect(.regular, in: .rect(cornerRadius: 16))
                            }
                            .↓glassEffect()
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            @available(iOS 26, *)
            struct SettingsScreen: View {
                var body: some View {
                    Form {
                        Toggle("Sync", isOn: $sync)
                    }
                    .↓glassEffect(.regular.tint(.blue))
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // List { … }.glassEffect() would put glass on the content.
            struct InboxScreen: View {
                var body: some View {
                    List(messages) { message in
                        MessageRow(message: message).glassEffect(in: .capsule)
                    }
                    .overlay(alignment: .bottom) {
                        Button("Compose") { compose() }.buttonStyle(.glass)
                    }
                    HStack { Text("3 new") }.padding().glassEffect()
                    MyList().glassEffect()
                    Text("List {}.glassEffect()")
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            struct InboxScreen: View {
                var body: some View { List(messages) { MessageRow(message: $0) }.glassEffect() }
            }
            """, iOS: Version(18, 0)),
            RuleExample("""
            struct InboxScreen: View {
                var body: some View {
                    if #unavailable(iOS 26) {
                        List(messages) { MessageRow(message: $0) }.glassEffect()
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                ScrollView { Text("A") }.glassEffect()
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            import Testing
            @Test func glass() { _ = List { Text("A") }.glassEffect() }
            """, path: "Tests/AppTests/GlassTests.swift", iOS: Version(26, 0)),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["glassEffect"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard LiquidGlassSupport.isGlassEffect(node), let name = SyntaxQueries.calledNameToken(node),
              let view = LiquidGlassSupport.rootView(of: node),
              let container = LiquidGlassSupport.constructedView(view, among: Self.containers),
              LiquidGlassSupport.runsOnIOS26(node, in: file), !LiquidGlassSupport.isExempt(node, in: file) else { return }
        report(name, "This `.glassEffect(…)` covers a `\(container)`, which is content; keep Liquid Glass for the controls and bars that float above it.", in: file)
    }
}
