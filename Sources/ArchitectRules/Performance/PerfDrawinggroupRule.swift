import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `.drawingGroup()` over text or controls, and large literal sets of blurred or shadowed shapes without it.
struct PerfDrawinggroupRule: SyntaxRule {
    /// The `minShapes` option.
    static let minShapes = Option<Int>("minShapes", default: 50, "The literal item count from which blurred or shadowed shapes need `.drawingGroup()`.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "perf-drawinggroup", title: "Use drawingGroup for heavy graphics, not for text and controls", category: .perf, impact: .high,
        presets: [.optimise, .clinic],
        rationale: """
        `.drawingGroup()` renders a view tree into one offscreen bitmap on the GPU. That pays off for \
        many overlapping shapes with blur, shadows or gradients, which would otherwise be composited \
        layer by layer, and it hurts for text (rasterised, it loses sharpness when scaled) and for \
        controls (they stop being hit-tested as separate elements). This is a heuristic with two \
        checks. First, on the `.drawingGroup` modifier: a `.drawingGroup()` applied to a view \
        expression that contains, in its content or in content modifiers (`.overlay`, \
        `.background`, `.mask`, `.safeAreaInset`), a `Text`, `Label`, `TextField`, `SecureField`, \
        `TextEditor`, `Button`, `Link`, `Menu`, `Toggle`, `Slider`, `Stepper`, `Picker` or \
        `DatePicker`. Text passed to other modifiers (`.accessibilityLabel(Text(…))`, \
        `.contextMenu { Button … }`, sheets, toolbars) and text drawn inside a `Canvas` are not \
        drawn into the bitmap and are ignored; custom views whose content is declared elsewhere \
        cannot be seen. Second, on `ForEach`: a `ForEach` over a literal range or array of at least \
        `minShapes` items whose rows are shape views carrying `.shadow` or `.blur`, with no \
        `.drawingGroup()` around it in the same expression. Non-literal collections are left alone \
        because their size is unknown, and a `.drawingGroup()` that a caller applies to the whole \
        view cannot be seen (a known false positive of the second check).
        """,
        options: [
            minShapes,
        ],
        triggering: [
            RuleExample("""
            struct ProgressRing: View {
                let progress: Double
                var body: some View {
                    ZStack {
                        Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 12)
                        Text(progress, format: .percent)
                            .font(.largeTitle)
                    }
                    ↓.drawingGroup()
                }
            }
            """),
            RuleExample("""
            struct LivePanel: View {
                @Binding var isLive: Bool
                var body: some View {
                    HStack {
                        SwiftUI.Toggle("Live", isOn: $isLive)
                        Waveform()
                    }
                    .padding()↓.drawingGroup()
                }
            }
            """),
            RuleExample("""
            struct Rings: View {
                let rings: [Ring]
                var body: some View {
                    ZStack {
                        ForEach(rings) { ring in
                            Circle().stroke(ring.gradient, lineWidth: 20)
                        }
                    }
                    .overlay {
                        Button("Start") { start() }
                    }
                    ↓.drawingGroup()
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Bokeh {
                var body: some View {
                    ZStack {
                        ↓ForEach(0..<120, id: \\.self) { index in
                            Circle()
                                .fill(.blue.gradient)
                                .frame(width: 30, height: 30)
                                .offset(offset(for: index))
                                .blur(radius: 3)
                        }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Rings: View {
                let rings: [Ring]
                var body: some View {
                    ZStack {
                        ForEach(rings) { ring in
                            Circle()
                                .stroke(ring.gradient, lineWidth: 20)
                                .shadow(radius: 6)
                        }
                        ForEach(0..<120, id: \\.self) { index in
                            Circle().fill(.blue).blur(radius: 3)
                        }
                    }
                    .drawingGroup()
                }
            }
            """),
            RuleExample("""
            struct Gauge2: View {
                let value: Double
                var body: some View {
                    ProgressArc(value: value)
                        .contextMenu { Button("Reset") { reset() } }
                        .accessibilityLabel(Text("Progress"))
                        .drawingGroup()
                    Canvas { context, size in
                        context.draw(Text("42"), at: CGPoint(x: size.width / 2, y: size.height / 2))
                    }
                    .drawingGroup()
                }
            }
            """),
            RuleExample("""
            struct Glow: View {
                let particles: [Particle]
                var body: some View {
                    ZStack {
                        ForEach(particles) { particle in
                            Circle().blur(radius: 2)
                        }
                        ForEach(0..<10, id: \\.self) { _ in
                            Capsule().shadow(radius: 4)
                        }
                        ForEach(0..<200, id: \\.self) { _ in
                            Rectangle().fill(.gray)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // Never put .drawingGroup() on Text or Button.
            struct Badge: View {
                var body: some View {
                    ZStack {
                        TextBadge(label: "New")
                        MyButton(title: "Go")
                    }
                    .drawingGroup()
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["drawingGroup", "ForEach"]

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    private static let textAndControls: Set<String> = [
        "Text", "Label", "TextField", "SecureField", "TextEditor", "Button", "Link", "Menu", "Toggle", "Slider", "Stepper",
        "Picker", "DatePicker",
    ]

    /// Checks one call.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        if SyntaxQueries.isMemberCall(call, named: "drawingGroup") {
            checkDrawingGroup(call, in: file)
        } else if SyntaxQueries.isCall(call, toType: "ForEach") {
            checkShapes(call, in: file)
        }
    }

    private func checkDrawingGroup(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let receiver = SyntaxQueries.receiver(of: call), let period = NavigationListsSupport.modifierPeriod(of: call) else { return }
        let found = SyntaxQueries.calls(in: receiver) { candidate in
            Self.textAndControls.contains { SyntaxQueries.isCall(candidate, toType: $0) }
        }
        guard let first = found.first(where: { Self.isDrawnContent($0, below: Syntax(receiver)) }),
              let name = SyntaxQueries.calledNameToken(first)?.text else { return }
        report(period, "`.drawingGroup()` rasterises the `\(name)` inside it, blurring text and breaking hit-testing; apply it only to the shapes and keep text and controls outside.", in: file)
    }

    /// Whether a view found under a `.drawingGroup()` receiver is drawn into it: not inside the arguments
    /// or closures of a modifier other than a content modifier, and not inside a `Canvas`.
    private static func isDrawnContent(_ view: FunctionCallExprSyntax, below limit: Syntax) -> Bool {
        var child = Syntax(view)
        var current = view.parent
        while let ancestor = current, child.id != limit.id {
            if let call = ancestor.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id,
               let name = SyntaxQueries.calledNameToken(call)?.text {
                if SyntaxQueries.isMemberCall(call) {
                    if !NavigationListsSupport.contentModifiers.contains(name) { return false }
                } else if name == "Canvas" {
                    return false
                }
            }
            child = ancestor
            current = ancestor.parent
        }
        return true
    }

    private func checkShapes(_ loop: FunctionCallExprSyntax, in file: FileContext) {
        guard let data = NavigationListsSupport.dataArgument(of: loop)?.expression,
              let count = NavigationListsSupport.literalItemCount(data), count >= configuration[Self.minShapes],
              let content = NavigationListsSupport.contentClosure(of: loop) else { return }
        let heavy = NavigationListsSupport.statementExpressions(of: content).contains { statement in
            guard let root = SyntaxQueries.chainRoot(statement).as(FunctionCallExprSyntax.self),
                  PerfCanvasTimelineRule.shapeNames.contains(where: { SyntaxQueries.isCall(root, toType: $0) }) else { return false }
            let names = SyntaxQueries.modifierChain(above: root).names
            return names.contains("shadow") || names.contains("blur")
        }
        guard heavy, !Self.hasDrawingGroupAround(loop), let name = SyntaxQueries.calledNameToken(loop) else { return }
        report(name, "This `ForEach` draws \(count) blurred or shadowed shapes as separate layers; add `.drawingGroup()` to their container so they are composited once on the GPU.", in: file)
    }

    /// Whether a `.drawingGroup()` is applied to a view that contains `node`, within the same declaration.
    private static func hasDrawingGroupAround(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let call = ancestor.as(FunctionCallExprSyntax.self), SyntaxQueries.isMemberCall(call, named: "drawingGroup") { return true }
            if ancestor.is(DeclSyntax.self) && !ancestor.is(IfConfigDeclSyntax.self) && !ancestor.is(VariableDeclSyntax.self) { return false }
            if let variable = ancestor.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true { return false }
            current = ancestor.parent
        }
        return false
    }
}
