import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags per-frame animations that draw many shapes as separate views instead of in a `Canvas`.
struct PerfCanvasTimelineRule: SyntaxRule {
    /// The `minAnimatedElements` option.
    static let minAnimatedElements = Option<Int>("minAnimatedElements", default: 50, "A literal collection with fewer items than this is not flagged.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "perf-canvas-timeline", title: "Draw frame-by-frame animations in a Canvas", category: .perf, impact: .high,
        presets: [.optimise, .clinic],
        rationale: """
        A `TimelineView` on the `.animation` schedule rebuilds its content every frame. When that \
        content is a `ForEach` of shape views, each particle or bar is a view with its own identity, \
        diffing and layout, and that bookkeeping grows with the number of elements until it eats the \
        frame budget. A `Canvas` inside the timeline draws all the elements in one pass without any \
        per-element views. This is a heuristic. Flagged, on `TimelineView`: a `TimelineView` whose \
        schedule is `.animation` or `.animation(…)` and whose content contains (at any depth, but not \
        inside a `Canvas` closure) a `ForEach` whose rows are shape views (`Circle`, `Rectangle`, \
        `RoundedRectangle`, `UnevenRoundedRectangle`, `Capsule`, `Ellipse` or `Path`, with any \
        modifiers). A `ForEach` over a literal range or array with fewer than \
        `minAnimatedElements` items is left alone, as a handful of animated views is fine; a \
        non-literal collection is flagged because its size is unknown and usually large, which is \
        the known false positive. Other schedules (`.periodic`, `.everyMinute`), rows made of other \
        views (text, images, custom views, whose content the rule cannot see) and animations driven \
        by `withAnimation` are left alone. Remember that a `Canvas` cannot be tapped element by \
        element and is invisible to VoiceOver (`perf-canvas-not-interactive`).
        """,
        options: [
            minAnimatedElements,
        ],
        triggering: [
            RuleExample("""
            struct Snowfall: View {
                let flakes: [Flake]
                var body: some View {
                    ↓TimelineView(.animation) { context in
                        ZStack {
                            ForEach(flakes) { flake in
                                Circle()
                                    .fill(.white)
                                    .frame(width: flake.size, height: flake.size)
                                    .position(flake.position(at: context.date))
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Equalizer: View {
                let bars: [Bar]
                @State private var isPaused = false
                var body: some View {
                    SwiftUI.↓TimelineView(.animation(minimumInterval: 1.0 / 60, paused: isPaused)) { timeline in
                        HStack(alignment: .bottom) {
                            ForEach(bars) { bar in
                                RoundedRectangle(cornerRadius: 2)
                                    .frame(width: 4, height: bar.height(at: timeline.date))
                            }
                        }
                    }
                    .padding()
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Starfield {
                var body: some View {
                    ↓TimelineView(.animation) { timeline in
                        ForEach(0..<200, id: \\.self) { index in
                            Path { path in
                                path.addEllipse(in: rect(for: index, at: timeline.date))
                            }
                            .fill(.yellow)
                        }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Snowfall: View {
                let flakes: [Flake]
                let icons: [Icon]
                var body: some View {
                    TimelineView(.animation) { context in
                        Canvas { graphics, size in
                            for flake in flakes {
                                graphics.fill(Circle().path(in: flake.rect(at: context.date)), with: .color(.white))
                            }
                        } symbols: {
                            ForEach(icons) { icon in
                                Circle().tag(icon.id)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Clock: View {
                let hands: [Hand]
                let lines: [Line]
                var body: some View {
                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        ZStack {
                            ForEach(hands) { hand in
                                Rectangle().frame(width: 2, height: hand.length)
                            }
                        }
                    }
                    TimelineView(.animation) { context in
                        VStack {
                            HStack { ForEach(0..<3) { _ in Circle().frame(width: 8) } }
                            ForEach(lines) { line in Text(line.text) }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // TimelineView(.animation) { ForEach(dots) { Circle() } } is the smell.
            struct Dots: View {
                let dots: [Dot]
                var body: some View {
                    MyTimelineView(.animation) { _ in
                        ForEach(dots) { _ in Circle() }
                    }
                }
            }
            """),
            RuleExample("""
            struct Confetti: View {
                var body: some View {
                    TimelineView(.animation) { timeline in
                        ForEach(0..<30, id: \\.self) { index in
                            Capsule().rotationEffect(angle(index, timeline.date))
                        }
                    }
                }
            }
            """),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// SwiftUI's built-in shapes.
    static let shapeNames: Set<String> = ["Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse", "Path"]

    /// Checks one call.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.isCall(call, toType: "TimelineView"),
              let schedule = call.arguments.first(where: { $0.label == nil })?.expression, Self.isAnimationSchedule(schedule),
              let name = SyntaxQueries.calledNameToken(call) else { return }
        let minimum = configuration[Self.minAnimatedElements]
        for closure in SyntaxQueries.closures(of: call) {
            let loops = SyntaxQueries.calls(in: closure) { SyntaxQueries.isCall($0, toType: "ForEach") }
            for loop in loops where Self.drawsShapes(loop) && !NavigationListsSupport.isInsideClosure(of: ["Canvas"], loop, below: Syntax(call)) {
                if let data = NavigationListsSupport.dataArgument(of: loop)?.expression,
                   let count = NavigationListsSupport.literalItemCount(data), count < minimum { continue }
                report(name, "This animation timeline rebuilds a view for every shape on every frame; draw the shapes in a `Canvas` inside the `TimelineView` instead.", in: file)
                return
            }
        }
    }

    /// `.animation` or `.animation(minimumInterval:paused:)`.
    private static func isAnimationSchedule(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
        return member.declName.baseName.text == "animation"
    }

    /// Whether a `ForEach`'s rows are shape views.
    static func drawsShapes(_ loop: FunctionCallExprSyntax) -> Bool {
        guard let content = NavigationListsSupport.contentClosure(of: loop) else { return false }
        return NavigationListsSupport.statementExpressions(of: content).contains { statement in
            guard let root = SyntaxQueries.chainRoot(statement).as(FunctionCallExprSyntax.self) else { return false }
            return shapeNames.contains { SyntaxQueries.isCall(root, toType: $0) }
        }
    }
}
