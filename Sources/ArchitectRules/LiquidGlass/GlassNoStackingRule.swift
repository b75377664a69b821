import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags glass on glass: sibling glass views outside a `GlassEffectContainer`, and glass applied
/// over a view that already has glass inside it.
struct GlassNoStackingRule: SyntaxRule {
    static let description = RuleDescription(
        id: "glass-no-stacking", title: "Don't stack Liquid Glass on Liquid Glass",
        category: .glass, impact: .must, presets: [.mvvm],
        rationale: """
        Glass samples and refracts what lies behind it; glass behind glass turns into a murky \
        blur, and neighbouring glass shapes drawn one by one neither blend nor morph into each \
        other. The MVVM guide forbids layering glass on glass and asks for a \
        `GlassEffectContainer` (iOS 26), which renders a group of glass views together, when \
        several sit side by side. Reported, at `glassEffect` (the `.glassEffect(…)` modifier, \
        SwiftUI's Liquid Glass material): (1) the second of two or more sibling views with glass, \
        that is statements of the same view-builder block whose modifier chains each contain \
        `.glassEffect(…)`, when no enclosing closure of the same declaration belongs to a \
        `GlassEffectContainer`; (2) a `.glassEffect(…)` applied to a view whose own content, in \
        the same expression, already contains a `.glassEffect(…)` \
        (`VStack { Text("A").glassEffect() }.glassEffect()`), or a chain that applies glass twice. \
        Only where the code runs on iOS 26: a deployment target of iOS 26 or later, the body of \
        `if #available(iOS 26, *)`, the code after `guard #available(iOS 26, *)` or a declaration \
        marked `@available(iOS 26, *)`, never in the fallback branch of such a check. Left alone, because the syntax cannot see them: siblings \
        drawn by one statement (a `ForEach` whose rows have glass), glass views built in other \
        properties or views, and siblings in a helper property or method of a file that uses \
        `GlassEffectContainer` somewhere (the helper may be placed inside it); also glass button \
        styles, `#if` clauses (only one of them is compiled), and test, preview and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct Badges: View {
                var body: some View {
                    VStack {
                        Text("Item").glassEffect()
                        Text("Another").↓glassEffect()
                        Text("Third").padding().glassEffect(in: .capsule)
                    }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #if os(iOS)
            extension Editor {
                struct Accessories: View {
                    var body: some View {
                        HStack {
                            if #available(iOS 26.0, *) {
                                langButton.glassEffect(.regular.interactive())
                                Spacer()
                                pollButton
                                    .padding(8)
                                    .↓glassEffect(.regular.interactive())
                            }
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            @available(iOS 26, *)
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Title").glassEffect()
                        Text("Subtitle")
                    }
                    .padding()
                    .↓glassEffect(in: .rect(cornerRadius: 16))
                    Image(systemName: "star").↓glassEffect().↓glassEffect(.clear)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // VStack { A().glassEffect(); B().glassEffect() } needs a container.
            struct Badges: View {
                @Namespace private var namespace
                var body: some View {
                    GlassEffectContainer(spacing: 20) {
                        HStack(spacing: 20) {
                            Text("Item").glassEffect()
                            Text("Another").glassEffect()
                        }
                    }
                    HStack {
                        ForEach(items) { item in
                            ItemView(item: item).glassEffect().glassEffectID(item.id, in: namespace)
                        }
                        Button("More") { more() }.buttonStyle(.glass)
                    }
                    Text("Alone").glassEffect()
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            struct Toolbar: View {
                var body: some View {
                    GlassEffectContainer { buttons }
                }
                @ViewBuilder var buttons: some View {
                    Button("A") { a() }.glassEffect()
                    Button("B") { b() }.glassEffect()
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            struct Badges: View {
                var body: some View {
                    VStack {
                        Text("Item").glassEffect()
                        Text("Another").glassEffect()
                    }
                }
            }
            """, iOS: Version(18, 0)),
            RuleExample("""
            struct Bubble: View {
                var body: some View {
                    VStack {
                        #if os(visionOS)
                        Text("Hi").background(.regularMaterial)
                        #else
                        Text("Hi").glassEffect()
                        #endif
                        Text("There")
                    }
                    .overlay { Badge() }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #Preview {
                VStack { Text("A").glassEffect(); Text("B").glassEffect() }.glassEffect()
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            import Testing
            @Test func glass() { _ = VStack { Text("A").glassEffect() }.glassEffect() }
            """, path: "Tests/AppTests/GlassTests.swift", iOS: Version(26, 0)),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard LiquidGlassSupport.isGlassEffect(node), let name = SyntaxQueries.calledNameToken(node) else { return }
        let message: String
        if Self.coversGlass(node) {
            message = "This `.glassEffect(…)` is applied over a view that already has Liquid Glass; keep one layer of glass."
        } else if Self.isLaterGlassSibling(node, in: file) {
            message = "Several sibling views have their own Liquid Glass here; wrap them in a `GlassEffectContainer` or keep glass on one of them."
        } else {
            return
        }
        guard LiquidGlassSupport.runsOnIOS26(node, in: file), !LiquidGlassSupport.isExempt(node, in: file) else { return }
        report(name, message, in: file)
    }

    /// Whether the view under `call` already contains glass, in the same expression.
    private static func coversGlass(_ call: FunctionCallExprSyntax) -> Bool {
        guard let receiver = SyntaxQueries.receiver(of: call) else { return false }
        return !SyntaxQueries.calls(in: receiver, where: LiquidGlassSupport.isGlassEffect).isEmpty
    }

    /// Whether `call` gives glass to the second statement with glass of a view-builder block,
    /// with no `GlassEffectContainer` around them.
    private static func isLaterGlassSibling(_ call: FunctionCallExprSyntax, in file: FileContext) -> Bool {
        let outermost = SyntaxQueries.modifierChain(above: call).outermost
        guard let item = outermost.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              firstGlass(in: item)?.id == call.id else { return false }
        // Only the second glass statement is reported: one finding per group of siblings.
        var earlierGlass = 0
        for statement in list {
            if statement.id == item.id { break }
            if firstGlass(in: statement) != nil { earlierGlass += 1 }
        }
        guard earlierGlass == 1 else { return false }
        return !isInsideContainer(list, in: file)
    }

    /// The first `.glassEffect(…)` of the modifier chain that makes up a statement, if it has one.
    private static func firstGlass(in statement: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        guard let expression = statement.item.as(ExprSyntax.self) else { return nil }
        return SyntaxQueries.modifiers(below: expression).first(where: LiquidGlassSupport.isGlassEffect)
    }

    /// Whether a `GlassEffectContainer` surrounds `node` within its declaration, or `node` is in a
    /// helper (not `body`) of a file that uses `GlassEffectContainer` somewhere.
    private static func isInsideContainer(_ node: some SyntaxProtocol, in file: FileContext) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure),
               SyntaxQueries.isCall(owner, toType: "GlassEffectContainer") {
                return true
            }
            if let variable = parent.as(VariableDeclSyntax.self) {
                return SyntaxQueries.boundNames(variable) != ["body"] && file.mentions("GlassEffectContainer")
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.name.text != "body" && file.mentions("GlassEffectContainer")
            }
            if parent.is(DeclSyntax.self) && !parent.is(IfConfigDeclSyntax.self) { return false }
            current = parent
        }
        return false
    }
}
