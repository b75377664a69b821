import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags an SF Symbol animated by hand with a repeating `rotationEffect`/`scaleEffect`, which
/// `.symbolEffect(…)` does for symbols.
struct AssetSymbolEffectsRule: SyntaxRule {
    static let minimumTarget = Version(17, 0)
    static let transforms: Set<String> = ["rotationEffect", "scaleEffect"]

    static let description = RuleDescription(
        id: "asset-symbol-effects", title: "Animate SF Symbols with symbol effects",
        category: .assets, impact: .should, presets: [.mvvm],
        rationale: """
        Symbol effects (`.symbolEffect(.pulse)`, `.bounce`, `.variableColor`, and `.rotate` or \
        `.breathe` from iOS 18) animate a symbol's layers the way the system does, respect Reduce \
        Motion and need no state of their own; a hand-made spin or pulse does none of that. \
        Reported at the `Image` from iOS 17 on: `Image(systemName:)` whose own modifier chain has \
        a `.rotationEffect(…)` or `.scaleEffect(…)` and an `.animation(…)` whose curve repeats \
        forever (`.repeatForever`), the signature of a spinner or pulse. Left alone: a one-off \
        rotation or scale (a disclosure chevron turning when a section opens), animations started \
        elsewhere (`withAnimation` in `onAppear`, which the chain does not show), images from the \
        asset catalog, targets below iOS 17, tests, previews and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct SyncBadge: View {
                @State private var spinning = false
                var body: some View {
                    ↓Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(spinning ? 360 : 0))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spinning)
                        .onAppear { spinning = true }
                }
            }
            """),
            RuleExample("""
            extension Inbox {
                struct Bell: View {
                    @State private var pulse = false
                    var body: some View {
                        #if os(iOS)
                        SwiftUI.↓Image(systemName: "bell.fill")
                            .scaleEffect(pulse ? 1.2 : 1)
                            .animation(Animation.easeInOut.repeatForever(), value: pulse)
                        #endif
                    }
                }
            }
            """),
            RuleExample("""
            struct Heart: View {
                @State private var beat = false
                var body: some View {
                    Button { } label: {
                        ↓Image(systemName: "heart").foregroundStyle(.red).scaleEffect(beat ? 1.1 : 1.0)
                            .animation(.spring.repeatForever(), value: beat)
                    }
                }
            }
            """, iOS: Version(18, 0)),
        ],
        nonTriggering: [
            RuleExample("""
            // Image(systemName:).rotationEffect(…).animation(.linear.repeatForever()) is reported.
            struct Row: View {
                @State private var expanded = false
                var body: some View {
                    VStack {
                        Image(systemName: "chevron.right")
                            .rotationEffect(.degrees(expanded ? 90 : 0))
                            .animation(.default, value: expanded)
                        Image(systemName: "wifi").symbolEffect(.variableColor.iterative)
                        Image("Logo").rotationEffect(.degrees(10)).animation(.linear.repeatForever(), value: expanded)
                    }
                }
            }
            """),
            RuleExample("""
            struct SyncBadge: View {
                @State private var spinning = false
                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(spinning ? 360 : 0))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spinning)
                }
            }
            """, iOS: Version(16, 0)),
            RuleExample("""
            #Preview {
                Image(systemName: "bell").scaleEffect(1.2).animation(.easeIn.repeatForever(), value: true)
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["Image"]


    let configuration: RuleConfiguration

    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.isCall(call, toType: "Image"), call.arguments.first?.label?.text == "systemName",
              file.iOSTarget >= Self.minimumTarget else { return }
        let modifiers = SyntaxQueries.modifiersApplied(to: call)
        let names = modifiers.compactMap { SyntaxQueries.calledName($0) }
        guard names.contains(where: Self.transforms.contains),
              modifiers.contains(where: { SyntaxQueries.calledName($0) == "animation" && Self.repeatsForever($0) }),
              !file.isTestFile, !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        let reported: Syntax = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call)
        report(reported, "This SF Symbol is animated by hand with a repeating rotation or scale; use `.symbolEffect(…)` (`.pulse`, `.bounce`, `.rotate`) instead.", in: file)
    }

    /// Whether the `.animation(…)` call's first argument calls `repeatForever`.
    static func repeatsForever(_ animation: FunctionCallExprSyntax) -> Bool {
        guard let curve = animation.arguments.first?.expression else { return false }
        return SyntaxQueries.calls(in: curve) { SyntaxQueries.calledName($0) == "repeatForever" }.isEmpty == false
    }
}
