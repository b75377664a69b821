import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `.matchedGeometryEffect` applied on top of layout modifiers in the same chain.
struct AnimMatchedgeometryLimitsRule: SyntaxRule {
    /// The `layoutModifiers` option.
    static let layoutModifiers = Option<[String]>("layoutModifiers", default: ["frame", "padding", "offset"], "Modifiers that must not come before `matchedGeometryEffect` in a chain.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "anim-matchedgeometry-limits", title: "Apply matchedGeometryEffect before layout modifiers", category: .anim, impact: .medium,
        presets: [.optimise, .clinic],
        rationale: """
        `matchedGeometryEffect` matches the frame of the view it is applied to. Written after \
        `.frame(…)`, `.padding(…)` or `.offset(…)`, it applies to the already padded, resized or \
        moved view, so the shared transition starts or ends at the wrong size or place. Put it \
        right after the content, before the layout modifiers, so both ends match the content \
        itself.

        Heuristic, reported at `matchedGeometryEffect`: a `.matchedGeometryEffect(…)` modifier \
        whose own chain, below it, applies one of `layoutModifiers` (default `frame`, `padding`, \
        `offset`) to the same view, as in `Photo().frame(width: 80).matchedGeometryEffect(…)`. \
        The message names the innermost such modifier. Layout modifiers applied after the \
        effect, or to a container around the view, are fine.

        Not checked, because the syntax cannot tell: the other limits of the catalog row (use \
        across `NavigationStack` pushes, two views with the same id visible at once, more than \
        about 20 matched ids, which depends on data). Known false positive: a team that matches \
        the padded frame on purpose; suppress the finding there.
        """,
        options: [
            layoutModifiers,
        ],
        triggering: [
            RuleExample("""
            struct Thumbnail: View {
                let photo: Photo
                let namespace: Namespace.ID
                var body: some View {
                    Image(photo.name)
                        .resizable()
                        .frame(width: 80, height: 80)
                        .↓matchedGeometryEffect(id: photo.id, in: namespace)
                }
            }
            """),
            RuleExample("""
            struct Detail: View {
                let namespace: Namespace.ID
                var body: some View {
                    Text("Title").padding().↓matchedGeometryEffect(id: "title", in: namespace, isSource: false)
                }
            }
            """),
            RuleExample("""
            extension Card {
                var badge: some View {
                    Circle()
                        .offset(x: 4)
                        #if os(iOS)
                        .shadow(radius: 2)
                        #endif
                        .↓matchedGeometryEffect(id: "badge", in: namespace)
                        .frame(width: 20)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Thumbnail: View {
                let photo: Photo
                let namespace: Namespace.ID
                var body: some View {
                    Image(photo.name)
                        .resizable()
                        .matchedGeometryEffect(id: photo.id, in: namespace)
                        .frame(width: 80, height: 80)
                        .padding()
                }
            }
            """),
            RuleExample("""
            // Don't write .frame(width: 80).matchedGeometryEffect(id:in:) in this order.
            struct Detail: View {
                let namespace: Namespace.ID
                var body: some View {
                    VStack {
                        Text("Title").matchedGeometryEffect(id: "title", in: namespace)
                    }
                    .padding()
                    .frame(maxWidth: .infinity)
                }
            }
            """),
            RuleExample("""
            struct Layout: View {
                let namespace: Namespace.ID
                var body: some View {
                    Text(".frame then .matchedGeometryEffect")
                        .framed()
                        .customMatchedGeometryEffect(id: 1, in: namespace)
                        .matchedGeometryEffect(id: frame(for: 1), in: namespace)
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["matchedGeometryEffect"]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "matchedGeometryEffect", let receiver = member.base else { return }
        let layout = Set(configuration[Self.layoutModifiers])
        let innermost = SyntaxQueries.modifiers(below: receiver).lazy.compactMap(SyntaxQueries.calledName).first(where: layout.contains)
        guard let name = innermost else { return }
        report(member.declName, "`matchedGeometryEffect` is applied after `.\(name)(…)`, so it matches the laid-out frame; move it before the layout modifiers.", in: file)
    }
}
