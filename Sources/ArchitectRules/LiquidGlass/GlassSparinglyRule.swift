import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a view `body` that applies Liquid Glass more often than `maxEffectsPerView` allows.
struct GlassSparinglyRule: SyntaxRule {
    static let maxEffectsPerView = Option<Int>(
        "maxEffectsPerView", default: 3, "The most `.glassEffect(…)` modifiers one `body` may apply without a finding.")

    static let description = RuleDescription(
        id: "glass-sparingly", title: "Use Liquid Glass sparingly",
        category: .glass, impact: .should, presets: [.mvvm],
        rationale: """
        Liquid Glass draws the eye to what floats above the content; when many elements of one \
        screen are glass, none stands out, and every glass layer costs rendering time. The MVVM \
        guide asks to keep `.glassEffect()` for the few most important functional elements. \
        Reported, at the name `body`: the `body` of a view (a `var body: some View`, or the \
        `body(content:)` of a view modifier) that contains more than `maxEffectsPerView` (3 unless \
        configured) `.glassEffect(…)` modifiers, SwiftUI's Liquid Glass material, counting only \
        those that run on iOS 26 (a deployment target of iOS 26 or later, or inside \
        `if #available(iOS 26, *)`, after `guard #available(iOS 26, *)`, or in a declaration \
        marked `@available(iOS 26, *)`, and not in the fallback branch of such a check). The modifiers are counted as written: one inside a \
        `ForEach` counts once, however many rows it draws, and the two branches of an `if` or \
        `#if` are added up although only one is shown, so the count is a sign to review, not an \
        exact measure. Left alone: glass in other properties and methods of the view (the rule \
        cannot tell which of them are on screen together), nested types, glass button styles, and \
        test, preview and `#if DEBUG` code.
        """,
        options: [maxEffectsPerView],
        triggering: [
            RuleExample("""
            struct PlayerBar: View {
                var ↓body: some View {
                    HStack {
                        Button("Back", action: back).padding().glassEffect()
                        Button("Play", action: play).padding().glassEffect()
                        Button("Next", action: next).padding().glassEffect()
                        Text(title).padding().glassEffect(in: .capsule)
                    }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #if os(iOS)
            extension Editor {
                struct Accessories: View {
                    var ↓body: some View {
                        if #available(iOS 26.0, *) {
                            HStack {
                                langButton.glassEffect(.regular.interactive())
                                pollButton.glassEffect(.regular.interactive())
                            }
                        } else {
                            HStack { langButton; pollButton }
                        }
                    }
                }
            }
            #endif
            """, options: ["maxEffectsPerView": .int(1)]),
            RuleExample("""
            @available(iOS 26, *)
            struct Panel: ViewModifier {
                func ↓body(content: Content) -> some View {
                    content
                        .glassEffect()
                        .overlay { Badge().glassEffect() }
                        .background { Halo().glassEffect() }
                        .safeAreaInset(edge: .bottom) { Footer().glassEffect() }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct PlayerBar: View {
                var body: some View {
                    GlassEffectContainer {
                        HStack {
                            Button("Back", action: back).buttonStyle(.glass)
                            Button("Play", action: play).buttonStyle(.glassProminent)
                            Text(title).padding().glassEffect()
                            ForEach(chips) { Chip($0).glassEffect() }
                            // .glassEffect() .glassEffect() .glassEffect()
                        }
                    }
                }
                var extras: some View {
                    VStack { A().glassEffect(); B().glassEffect(); C().glassEffect(); D().glassEffect() }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            struct PlayerBar: View {
                var body: some View {
                    HStack { A().glassEffect(); B().glassEffect(); C().glassEffect(); D().glassEffect() }
                }
            }
            """, iOS: Version(18, 0)),
            RuleExample("""
            struct PlayerBar: View {
                var body: some View {
                    HStack { A().glassEffect(); B().glassEffect(); C().glassEffect(); D().glassEffect() }
                }
            }
            """, options: ["maxEffectsPerView": .int(4)], iOS: Version(26, 0)),
            RuleExample("""
            struct Menu {
                var body: String { "glass" }
                func body(content: String) -> String { content }
            }
            #Preview {
                HStack { A().glassEffect(); B().glassEffect(); C().glassEffect(); D().glassEffect() }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            import Testing
            struct Probe: View {
                var body: some View { HStack { A().glassEffect(); B().glassEffect(); C().glassEffect(); D().glassEffect() } }
            }
            """, path: "Tests/AppTests/GlassTests.swift", iOS: Version(26, 0)),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        guard node.bindings.count == 1, let binding = node.bindings.first,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
              SyntaxQueries.isSomeView(binding.typeAnnotation?.type), let accessor = binding.accessorBlock,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return }
        check(accessor, name: name, in: file)
    }

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        guard node.name.text == "body", SyntaxQueries.isSomeView(node.signature.returnClause?.type), let body = node.body else { return }
        check(body, name: node.name, in: file)
    }

    private func check(_ body: some SyntaxProtocol, name: TokenSyntax, in file: FileContext) {
        guard file.mentions("glassEffect"), !LiquidGlassSupport.isExempt(name, in: file) else { return }
        let limit = configuration[Self.maxEffectsPerView]
        let effects = SyntaxQueries.calls(in: body, where: LiquidGlassSupport.isGlassEffect).filter { LiquidGlassSupport.runsOnIOS26($0, in: file) }
        guard effects.count > limit else { return }
        report(name, "This `body` applies Liquid Glass \(effects.count) times (more than \(limit)); keep `.glassEffect(…)` for the few most important controls.", in: file)
    }
}
