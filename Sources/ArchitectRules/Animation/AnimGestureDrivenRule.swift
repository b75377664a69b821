import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags slide or dismiss animations fired by a tap instead of following a drag.
struct AnimGestureDrivenRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "anim-gesture-driven", title: "Drive movement with a drag gesture", category: .anim, impact: .medium,
        presets: [.optimise, .clinic],
        rationale: """
        When a card slides away or a panel moves because of a tap, the motion is a canned \
        animation: the user cannot grab it, follow it with a finger, or change their mind half \
        way. A `DragGesture` that sets the offset from its translation while the finger moves, \
        and settles with a spring when it ends (using the predicted end translation to honour \
        a flick), makes the element feel physical.

        Heuristic, reported at `onTapGesture`: an `.onTapGesture { … }` whose closure calls \
        `withAnimation { … }` and, inside that closure, changes a position-like property. A \
        property is position-like when its name contains `offset` or `translation` (any case), \
        or when it appears in the arguments of an `.offset(…)` modifier of the same modifier \
        chain as the tap (`.offset(x: isDismissed ? 300 : 0).onTapGesture { … }`). Changes are \
        assignments, compound assignments and `toggle()`, written directly or through `self.`.

        Left alone: any type (or, outside types, any file) that already mentions `DragGesture`, \
        since a tap is then a second way to do what a drag does; buttons and other actions; \
        taps that animate other properties (opacity, colour, expansion); changes made without \
        `withAnimation`, or in closures nested inside it; and mentions in comments or strings. \
        Known false positive: a deliberate tap-to-shift control, such as a segmented indicator.
        """,
        triggering: [
            RuleExample("""
            struct PromoBanner: View {
                @State private var isHidden = false
                var body: some View {
                    BannerArtwork()
                        .offset(y: isHidden ? -160 : 0)
                        .↓onTapGesture {
                            withAnimation(.smooth) { isHidden = true }
                        }
                }
            }
            """),
            RuleExample("""
            struct SidePanel: View {
                @State private var panelOffset: CGFloat = -280
                var body: some View {
                    ZStack {
                        Menu()
                            .offset(x: panelOffset)
                        Color.clear
                            .contentShape(Rectangle())
                            .↓onTapGesture(count: 2) {
                                SwiftUI.withAnimation(.spring) {
                                    self.panelOffset = panelOffset < 0 ? 0 : -280
                                }
                            }
                    }
                }
            }
            """),
            RuleExample("""
            extension Toast {
                var dismissible: some View {
                    label
                        #if os(iOS)
                        .offset(y: hidden ? -120 : 0)
                        #endif
                        .↓onTapGesture {
                            if canDismiss {
                                withAnimation(.snappy) { hidden.toggle() }
                            }
                        }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct ReceiptDrawer: View {
                @State private var lift: CGFloat = 0
                var body: some View {
                    ReceiptSheet()
                        .offset(y: lift)
                        .simultaneousGesture(
                            DragGesture(minimumDistance: 4)
                                .onChanged { lift = min(0, $0.translation.height) }
                                .onEnded { _ in withAnimation(.bouncy) { lift = 0 } }
                        )
                        .onTapGesture { withAnimation { lift = -120 } }
                }
            }
            """),
            RuleExample("""
            // .onTapGesture { withAnimation { offset = 300 } } should be a drag.
            struct HelpTopic: View {
                @State private var isExpanded = false
                @State private var offset = 0.0
                var body: some View {
                    Text("offset")
                        .onTapGesture {
                            withAnimation { isExpanded.toggle() }
                            offset = 10
                        }
                }
            }
            """),
            RuleExample("""
            struct Carousel: View {
                @State private var pageOffset = 0
                var body: some View {
                    Pages(offset: pageOffset)
                        .onTapGesture {
                            withAnimation {
                                DispatchQueue.main.async { pageOffset += 1 }
                            }
                        }
                    Button("Next") { withAnimation { pageOffset += 1 } }
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["onTapGesture"]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ tap: FunctionCallExprSyntax, in file: FileContext) {
        guard let member = tap.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "onTapGesture", let action = AnimationSupport.tapAction(of: tap) else { return }
        var changed: [String] = []
        for closure in AnimationSupport.withAnimationClosures(in: action) {
            changed.append(contentsOf: AnimationSupport.mutations(in: closure).map(\.name))
        }
        guard !changed.isEmpty else { return }
        let offsetNames = Self.offsetArgumentNames(around: tap)
        guard let moved = changed.first(where: { Self.isPositionLike($0) || offsetNames.contains($0) }),
              !Self.scopeMentionsDragGesture(of: tap) else { return }
        report(member.declName, "A tap animates `\(moved)` to move this view; drive the movement with a `DragGesture` that follows the finger and settles with a spring.", in: file)
    }

    /// Whether a property name reads as a position.
    private static func isPositionLike(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("offset") || lowered.contains("translation")
    }

    /// The property names used in the arguments of `.offset(…)` modifiers of the tap's chain.
    private static func offsetArgumentNames(around tap: FunctionCallExprSyntax) -> Set<String> {
        var names: Set<String> = []
        let chain = (SyntaxQueries.receiver(of: tap).map { SyntaxQueries.modifiers(below: $0) } ?? []) + SyntaxQueries.modifiersApplied(to: tap)
        for modifier in chain where SyntaxQueries.calledName(modifier) == "offset" {
            for node in ViewRuleSupport.descendants(of: modifier.arguments, skipClosures: true) {
                guard let expression = node.as(ExprSyntax.self), let name = AnimationSupport.propertyName(expression) else { continue }
                if let access = expression.parent?.as(MemberAccessExprSyntax.self), access.declName.id == expression.id { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// Whether the type around the tap (or the file, outside types) mentions `DragGesture`.
    private static func scopeMentionsDragGesture(of tap: FunctionCallExprSyntax) -> Bool {
        let scope = SyntaxQueries.enclosingTypeDeclaration(of: tap) ?? tap.root
        return scope.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("DragGesture") }
    }
}
