import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a `Canvas` that takes gestures, or that gives VoiceOver nothing to read.
struct PerfCanvasNotInteractiveRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "perf-canvas-not-interactive", title: "Keep Canvas for decoration, or make it accessible", category: .perf, impact: .high,
        presets: [.optimise, .clinic],
        rationale: """
        A `Canvas` is one opaque drawing: what it draws cannot be tapped element by element and is \
        invisible to VoiceOver. Interactive elements belong in real views (for example an overlay of \
        buttons), and a canvas that carries information needs an accessibility description; a \
        decorative one should say so with `.accessibilityHidden(true)`. This is a heuristic. Flagged, \
        on `Canvas`: a `Canvas { … }` (or `Canvas(…, renderer:)`) whose modifier chain contains a \
        gesture (`.onTapGesture`, `.onLongPressGesture`, `.gesture`, `.simultaneousGesture`, \
        `.highPriorityGesture`); otherwise, one whose chain has none of `.accessibilityLabel`, \
        `.accessibilityRepresentation`, `.accessibilityChildren` and `.accessibilityHidden`. The \
        chain is followed outward through the views that hold the canvas as their only content (a \
        `TimelineView { Canvas { … } }.accessibilityHidden(true)` is fine), and modifiers written in a \
        postfix `#if` of the chain count whichever clause they sit in. Known false positives: \
        a view whose body is only the canvas and whose caller adds the accessibility modifiers, and \
        a gesture that only reacts to the whole area (a tap anywhere to pause). `Canvas(…)` calls \
        without a drawing closure (a type of your own with that name) are left alone.
        """,
        triggering: [
            RuleExample("""
            struct HeartRateChart: View {
                let samples: [Sample]
                var body: some View {
                    ↓Canvas { context, size in
                        context.stroke(path(for: samples, in: size), with: .color(.red))
                    }
                    .frame(height: 200)
                    .accessibilityLabel("Heart rate over the last hour")
                    .onTapGesture { location in
                        select(at: location)
                    }
                }
            }
            """),
            RuleExample("""
            struct Sparkline: View {
                let values: [Double]
                var body: some View {
                    ↓Canvas { context, size in
                        context.stroke(line(values, in: size), with: .color(.accentColor))
                    }
                    .frame(height: 40)
                }
            }
            """),
            RuleExample("""
            extension DrawingBoard {
                var body: some View {
                    SwiftUI.↓Canvas(opaque: true) { context, size in
                        for stroke in strokes { context.stroke(stroke.path, with: .color(.black)) }
                    }
                    .accessibilityHidden(true)
                    .gesture(
                        DragGesture()
                            .onChanged { value in extend(with: value.location) }
                    )
                }
            }
            """),
            RuleExample("""
            struct Radar: View {
                var body: some View {
                    TimelineView(.animation) { timeline in
                        ↓Canvas { context, size in
                            drawSweep(in: &context, size: size, at: timeline.date)
                        }
                    }
                    .accessibilityLabel("Radar sweep")
                    .onTapGesture { togglePause() }
                }
            }
            """),
            RuleExample("""
            struct SignaturePad: View {
                var body: some View {
                    ↓Canvas { context, size in drawInk(in: &context, size: size) }
                        .accessibilityLabel("Signature")
                        #if os(iOS)
                        .onLongPressGesture { clear() }
                        #endif
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct HeartRateChart: View {
                let samples: [Sample]
                let summary: String
                var body: some View {
                    Canvas { context, size in
                        context.stroke(path(for: samples, in: size), with: .color(.red))
                    }
                    .frame(height: 200)
                    .accessibilityLabel("Heart rate over the last hour")
                    .accessibilityValue(summary)
                }
            }
            """),
            RuleExample("""
            struct Snow: View {
                var body: some View {
                    TimelineView(.animation) { timeline in
                        Canvas { context, size in
                            drawFlakes(in: &context, size: size, at: timeline.date)
                        }
                    }
                    .accessibilityHidden(true)
                    .allowsHitTesting(false)
                }
            }
            """),
            RuleExample("""
            struct ScatterPlot: View {
                let points: [Point]
                var body: some View {
                    Canvas { context, size in
                        for point in points { context.fill(dot(point, in: size), with: .color(.blue)) }
                    }
                    .accessibilityChildren {
                        ForEach(points) { point in
                            Rectangle().accessibilityLabel(point.label)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // A Canvas with .onTapGesture cannot hit-test what it draws.
            struct Sketch: View {
                let board = Canvas(size: CGSize(width: 10, height: 10))
                var body: some View {
                    DrawingCanvas { context in context.clear() }
                        .onTapGesture { board.reset() }
                }
            }
            """),
            RuleExample("""
            struct Waveform: View {
                var body: some View {
                    Canvas { context, size in drawWave(in: &context, size: size) }
                        .frame(height: 60)
                        #if os(iOS)
                        .accessibilityLabel("Recording level")
                        #else
                        .accessibilityHidden(true)
                        #endif
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["Canvas"]

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    private static let gestureModifiers: Set<String> = ["onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture"]
    private static let accessibilityModifiers: Set<String> = ["accessibilityLabel", "accessibilityRepresentation", "accessibilityChildren", "accessibilityHidden"]

    /// Checks one call.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.isCall(call, toType: "Canvas"),
              call.trailingClosure != nil || SyntaxQueries.argument("renderer", of: call) != nil,
              let name = SyntaxQueries.calledNameToken(call) else { return }
        var modifiers = Set<String>()
        var chain = SyntaxQueries.modifierChain(above: call)
        while true {
            modifiers.formUnion(chain.names)
            guard let owner = NavigationListsSupport.soleContentOwner(of: chain.outermost),
                  !SyntaxQueries.isMemberCall(owner) else { break }
            chain = SyntaxQueries.modifierChain(above: owner)
        }
        if !modifiers.isDisjoint(with: Self.gestureModifiers) {
            report(name, "What a `Canvas` draws cannot be hit-tested element by element; draw the interactive parts as views (for example in an overlay) and keep the canvas for display.", in: file)
        } else if modifiers.isDisjoint(with: Self.accessibilityModifiers) {
            report(name, "VoiceOver cannot see what this `Canvas` draws; describe it with `.accessibilityLabel` or `.accessibilityChildren`, or mark it `.accessibilityHidden(true)` if it is decorative.", in: file)
        }
    }
}
