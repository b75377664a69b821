import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags the first spring animation of a file that never reads the Reduce Motion setting.
struct A11yReduceMotionRule: SyntaxRule {
    /// The animations that overshoot or bounce: SwiftUI's springs.
    static let springs: Set<String> = ["spring", "bouncy", "snappy", "interpolatingSpring", "interactiveSpring"]

    static let description = RuleDescription(
        id: "a11y-reduce-motion", title: "Springs respect Reduce Motion",
        category: .a11y, impact: .should, presets: [.mvvm],
        rationale: """
        Springs and bounces are the motion that Reduce Motion exists for: for people with \
        vestibular disorders, overshooting movement can cause discomfort. SwiftUI does not tame \
        an app's own animations when the setting is on; the app has to read \
        `@Environment(\\.accessibilityReduceMotion)` (or `UIAccessibility.isReduceMotionEnabled`) \
        and fall back to a crossfade or no animation, as the MVVM guide asks. Reported, once per \
        file, at the first spring that visibly overshoots: `.bouncy`, or `.spring`, `.snappy`, \
        `.interpolatingSpring` or `.interactiveSpring` given a bounce (`bounce:`, `extraBounce:`) \
        of 0.2 or more or a `dampingFraction:` of 0.7 or less (also `Animation.spring(…)` and with \
        modifiers such as `.delay`), given to `withAnimation(…)` or to an `.animation(…)` modifier, \
        in a file whose text never names `ReduceMotion` or `reduceMotion`. This is a heuristic: \
        the setting may be handled in another file (an animation helper, a wrapper modifier), \
        which the rule cannot see, and a spring may be too small to matter; the finding asks for a \
        check, once per file, rather than a change at every animation. Left alone: `.smooth`, and \
        `.spring`, `.snappy` and `.interactiveSpring` with their default or a small bounce, which \
        overshoot by a percent or two (on the real apps, such springs nudged icons and refreshed \
        totals, where a reviewer saw nothing to reduce), \
        timing curves (`.easeInOut`), `symbolEffect`s, which the system already adapts, springs \
        stored in properties and used elsewhere, springs in a view model (a class named \
        `…ViewModel`, `@Observable` or an `ObservableObject`, or an extension of a `…ViewModel`), \
        which cannot read the environment and whose SwiftUI import `mvvm-vm-foundation-only` \
        already reports, and test, preview and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct LikeButton: View {
                @State private var liked = false
                var body: some View {
                    Button("Like") {
                        withAnimation(.↓spring(response: 0.3, dampingFraction: 0.5)) { liked.toggle() }
                    }
                    .scaleEffect(liked ? 1.2 : 1)
                    .animation(.bouncy, value: liked)
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Cards {
                struct Deck: View {
                    var body: some View {
                        // reduce motion is not read here
                        CardStack()
                            .offset(y: offset)
                            .animation(SwiftUI.Animation.↓bouncy(duration: 0.4).delay(0.1), value: offset)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            final class Onboarding {
                func advance() {
                    withAnimation(.↓snappy(extraBounce: 0.3)) { page += 1 }
                    withAnimation(.easeInOut) { hint = true }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // A view model's animation is the view's business; mvvm-vm-foundation-only says so.
            @Observable final class FollowState {
                func follow() { withAnimation(.bouncy) { following = true } }
            }
            final class ProfileViewModel: ObservableObject {
                func expand() { withAnimation(.spring(dampingFraction: 0.5)) { expanded = true } }
            }
            extension FeedViewModel {
                func pin() { withAnimation(.bouncy(duration: 0.3)) { pinned = true } }
            }
            """),
            RuleExample("""
            struct LikeButton: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var liked = false
                var body: some View {
                    Button("Like") {
                        withAnimation(reduceMotion ? .none : .spring()) { liked.toggle() }
                    }
                    .animation(reduceMotion ? nil : .bouncy, value: liked)
                }
            }
            """),
            RuleExample("""
            // withAnimation(.spring()) would bounce.
            struct Fade: View {
                let springiness = "spring"
                var body: some View {
                    Text("A")
                        .animation(.smooth, value: shown)
                        .animation(.spring(duration: 0.2), value: shown)
                        .animation(.spring(duration: 0.3, bounce: 0), value: shown)
                        .animation(.easeInOut(duration: 0.2), value: shown)
                        .symbolEffect(.bounce, value: shown)
                        .onTapGesture { withAnimation { shown.toggle() } }
                    Text(".spring")
                }
            }
            """),
            RuleExample("""
            final class Motion {
                func go() {
                    if UIAccessibility.isReduceMotionEnabled { page += 1 } else { withAnimation(.spring) { page += 1 } }
                }
            }
            """),
            RuleExample("""
            #Preview {
                Text("A").animation(.spring, value: true)
            }
            """),
            RuleExample("""
            import Testing
            @Test func spring() { withAnimation(.bouncy) {} }
            """, path: "Tests/AppTests/MotionTests.swift"),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["withAnimation", "animation"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard let spring = Self.springAnimation(of: node), !file.isTestFile, !Self.isInViewModel(node),
              !file.mentions("ReduceMotion"), !file.mentions("reduceMotion") else { return }
        // The walk visits outer calls first; report the file's first spring in source order.
        let first = file.cached(FirstSpring.self) {
            let finder = FirstSpring(file: file)
            finder.walk(file.tree)
            return finder
        }
        guard first.position == spring.positionAfterSkippingLeadingTrivia else { return }
        report(spring, "This file animates with a spring but never reads Reduce Motion; read `@Environment(\\.accessibilityReduceMotion)` and use a crossfade or no animation when it is on.", in: file)
    }

    /// The spring's name when `call` is `withAnimation(…)` or `.animation(…)` given a spring.
    private static func springAnimation(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        let isWithAnimation = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation"
        guard isWithAnimation || SyntaxQueries.isMemberCall(call, named: "animation"),
              let argument = call.arguments.first, argument.label == nil else { return nil }
        return spring(in: argument.expression)
    }

    /// The name of the spring an animation argument starts from: `spring` in `.spring(…)`,
    /// `.bouncy.delay(0.1)` or `Animation.snappy`.
    private static func spring(in expression: ExprSyntax) -> TokenSyntax? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if isSpring(callee) { return overshoots(call) ? callee.declName.baseName : nil }
                guard let base = callee.base else { return nil }
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                if isSpring(member) { return member.declName.baseName.text == "bouncy" ? member.declName.baseName : nil }
                guard let base = member.base else { return nil }
                current = base
            } else {
                return nil
            }
        }
    }

    /// Whether a spring call visibly overshoots: `.bouncy(…)`, or a spring given a bounce of 0.2 or
    /// more (`bounce:`, `extraBounce:`) or a damping fraction of 0.7 or less. The defaults of
    /// `.spring`, `.snappy` and `.interactiveSpring` overshoot by a percent or two, which no one
    /// sees move.
    private static func overshoots(_ call: FunctionCallExprSyntax) -> Bool {
        if SyntaxQueries.calledName(call) == "bouncy" { return true }
        func literal(_ label: String) -> Double? {
            (SyntaxQueries.argument(label, of: call)?.expression).flatMap { Double($0.trimmedDescription) }
        }
        if let bounce = literal("bounce") ?? literal("extraBounce"), bounce >= 0.2 { return true }
        if let damping = literal("dampingFraction"), damping <= 0.7 { return true }
        return false
    }

    /// Whether the animation sits in a view model (a class named `…ViewModel`, `@Observable` or
    /// an `ObservableObject`, or an extension of a `…ViewModel`): it cannot read the environment
    /// the message points to, and `withAnimation` there is SwiftUI code in a view model, which
    /// `mvvm-vm-foundation-only` already reports; the fix is to animate in the view.
    static func isInViewModel(_ node: some SyntaxProtocol) -> Bool {
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return false }
        return FormFocusInViewRule.isViewModel(owner)
    }

    /// Whether a member access names a spring on `Animation` (`.spring`, `Animation.spring`).
    private static func isSpring(_ member: MemberAccessExprSyntax) -> Bool {
        guard springs.contains(member.declName.baseName.text) else { return false }
        guard let base = member.base else { return true }
        return SyntaxQueries.isTypeReference(base, named: "Animation")
    }

    /// Where the file's first spring animation is named, in source order, outside previews and debug code.
    private final class FirstSpring: SyntaxVisitor {
        private let file: FileContext
        private(set) var position: AbsolutePosition?

        init(file: FileContext) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // Outer calls come first in the walk, so keep the earliest spring name seen.
            if let spring = A11yReduceMotionRule.springAnimation(of: node), !LiquidGlassSupport.isExempt(node, in: file),
               !A11yReduceMotionRule.isInViewModel(node) {
                position = min(position ?? spring.positionAfterSkippingLeadingTrivia, spring.positionAfterSkippingLeadingTrivia)
            }
            return .visitChildren
        }
    }
}
