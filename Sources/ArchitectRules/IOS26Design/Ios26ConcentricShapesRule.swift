import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags hand-tuned rounded corners on views that reach the display edge, where iOS 26 offers
/// shapes concentric with the hardware.
struct Ios26ConcentricShapesRule: SyntaxRule {
    /// The modifiers that give a view the outline of a shape argument.
    static let shapeModifiers: Set<String> = ["clipShape", "background", "containerShape", "mask"]

    static let description = RuleDescription(
        id: "ios26-concentric-shapes", title: "Concentric shapes for views that hug the display",
        category: .ios26, impact: .should, presets: [.mvvm],
        rationale: """
        The display of an iPhone has rounded corners; a view that reaches the edge of the screen \
        looks right when its own corners follow that curve. iOS 26 provides \
        `ConcentricRectangle` and `.rect(corners:isUniform:)`, which derive their radii from the \
        container and the hardware, and the MVVM guide prefers them to radii tuned by hand. \
        Reported, at the shape or modifier: a `RoundedRectangle(cornerRadius:)`, a \
        `.rect(cornerRadius:)` or a `.cornerRadius(…)` modifier that shapes a view whose modifier \
        chain also extends it to the display edge with `.ignoresSafeArea(…)` or \
        `.edgesIgnoringSafeArea(…)`; the shape counts when it is the view itself \
        (`RoundedRectangle(cornerRadius: 40).fill(.blue).ignoresSafeArea()`) or the argument of \
        `.clipShape`, `.background`, `.containerShape` or `.mask` in that chain. Only where the \
        code runs on iOS 26: a deployment target of iOS 26 or later, the body of \
        `if #available(iOS 26, *)`, the code after `guard #available(iOS 26, *)` or a declaration \
        marked `@available(iOS 26, *)`, never in the fallback branch of such a check. This is the narrow form of the guideline: which cards and \
        sheets sit near the edge depends on the layout, which the syntax does not know, so rounded \
        corners without `ignoresSafeArea` are left alone, as are `.ignoresSafeArea(.keyboard)`, \
        which only avoids the keyboard, `ConcentricRectangle`, `Capsule` and `Circle`, and test, \
        preview and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct PlayerSheet: View {
                var body: some View {
                    VStack { Artwork(); Controls() }
                        .background(.thinMaterial)
                        .clipShape(↓RoundedRectangle(cornerRadius: 44))
                        .ignoresSafeArea(edges: .bottom)
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #if os(iOS)
            extension Onboarding {
                struct Backdrop: View {
                    var body: some View {
                        if #available(iOS 26, *) {
                            ↓RoundedRectangle(cornerRadius: 40, style: .continuous)
                                .fill(.blue.gradient)
                                .ignoresSafeArea()
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            @available(iOS 26, *)
            struct Panel: View {
                var body: some View {
                    content
                        .clipShape(.↓rect(cornerRadius: 32))
                        .edgesIgnoringSafeArea(.all)
                    Color.black.↓cornerRadius(30).ignoresSafeArea()
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // RoundedRectangle(cornerRadius: 44).ignoresSafeArea() should be concentric.
            struct Card: View {
                var body: some View {
                    VStack { Text("A") }
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                    VStack { Text("B") }
                        .clipShape(ConcentricRectangle())
                        .ignoresSafeArea()
                    TextField("Name", text: $name)
                        .background(RoundedRectangle(cornerRadius: 8).stroke())
                        .ignoresSafeArea(.keyboard)
                    Capsule().fill(.blue).ignoresSafeArea()
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            struct Backdrop: View {
                var body: some View {
                    RoundedRectangle(cornerRadius: 40).fill(.blue).ignoresSafeArea()
                }
            }
            """, iOS: Version(18, 0)),
            RuleExample("""
            struct Screen: View {
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        Text("Hi").padding().background(RoundedRectangle(cornerRadius: 10).fill(.gray))
                    }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #Preview {
                RoundedRectangle(cornerRadius: 40).ignoresSafeArea()
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            import Testing
            @Test func shape() { _ = Color.red.cornerRadius(30).ignoresSafeArea() }
            """, path: "Tests/AppTests/ShapeTests.swift", iOS: Version(26, 0)),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["cornerRadius", "RoundedRectangle", "rect"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard let name = SyntaxQueries.calledNameToken(node), let shaped = Self.shapedView(of: node),
              Self.reachesEdge(shaped), LiquidGlassSupport.runsOnIOS26(node, in: file),
              !LiquidGlassSupport.isExempt(node, in: file) else { return }
        report(name, "These corners are tuned by hand on a view that reaches the display edge; use `ConcentricRectangle` or `.rect(corners:isUniform:)` so they follow the hardware curve.", in: file)
    }

    /// The expression whose modifier chain the rounding applies to, when `call` rounds corners by hand.
    private static func shapedView(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if SyntaxQueries.isMemberCall(call, named: "cornerRadius") {
            guard SyntaxQueries.receiver(of: call) != nil else { return nil }
            return ExprSyntax(call)
        }
        let isRoundedRectangle = SyntaxQueries.isCall(call, toType: "RoundedRectangle") && SyntaxQueries.argument("cornerRadius", of: call) != nil
        let isRect = call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "rect" } == true
            && SyntaxQueries.argument("cornerRadius", of: call) != nil
        guard isRoundedRectangle || isRect else { return nil }
        // The shape as the argument of `.clipShape(…)` and the like: the view is that modifier's chain.
        if let argument = call.parent?.as(LabeledExprSyntax.self), let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           let modifierName = SyntaxQueries.calledName(modifier), shapeModifiers.contains(modifierName),
           SyntaxQueries.receiver(of: modifier) != nil {
            return ExprSyntax(modifier)
        }
        return isRoundedRectangle ? ExprSyntax(call) : nil
    }

    /// Whether the chain that `expression` belongs to contains `.ignoresSafeArea` (not only for the
    /// keyboard) or `.edgesIgnoringSafeArea`.
    private static func reachesEdge(_ expression: ExprSyntax) -> Bool {
        let outermost = SyntaxQueries.modifierChain(above: expression).outermost
        return SyntaxQueries.modifiers(below: outermost).contains { modifier in
            switch SyntaxQueries.calledName(modifier) {
            case "edgesIgnoringSafeArea":
                return true
            case "ignoresSafeArea":
                let regions = modifier.arguments.first(where: { $0.label == nil })?.expression
                return regions?.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "keyboard"
            default:
                return false
            }
        }
    }
}
