import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags timing-curve animations, and the legacy spring form on iOS 26 targets.
struct AnimSpringRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "anim-spring", title: "Animate with springs", category: .anim, impact: .medium, presets: [.optimise, .clinic],
        rationale: """
        Timing curves (`easeIn`, `easeOut`, `easeInOut`, `linear`, `timingCurve`) run for a \
        fixed time along a fixed shape: they ignore the velocity the element already has, so an \
        animation that is interrupted or retargeted jumps. Springs start from the current \
        velocity and settle naturally, and they are the system's own default for interface \
        motion. The presets `.spring`, `.smooth`, `.snappy` and `.bouncy`, or \
        `.spring(duration:bounce:)`, cover the usual needs. From iOS 26 on, the older \
        `.spring(response:dampingFraction:)` form is replaced by the duration/bounce one.

        An `.animation(…)` modifier without `value:` (deprecated since iOS 15) is reported with a \
        message that says so first: it animates every change of the view, whatever caused it, \
        which matters more than the curve; below iOS 15, where it is the only form, it is left \
        alone. \
        Reported, at the curve's name: the animation given as the first argument of \
        `withAnimation(…)` (also `SwiftUI.withAnimation`) or of an `.animation(…)` modifier \
        (with or without `value:`, on a view or on a binding), when the curve at the root of \
        that expression is one of the timing curves above, written `.easeInOut`, \
        `.easeInOut(duration:)`, `Animation.easeInOut`, `SwiftUI.Animation.linear`, possibly \
        followed by `.delay(…)` or `.speed(…)`. When the deployment target is iOS 26 or later, \
        `.spring(…)` or `.interactiveSpring(…)` called with `response:`, `dampingFraction:` \
        or `blendDuration:` in the same places is reported too.

        A `withAnimation(…)` is reported only where it runs directly in a handler of the user's \
        input: a `Button`'s action, an `action:` closure, `.onTapGesture`, `.onLongPressGesture` \
        or a gesture's `onChanged`/`onEnded`/`updating`. There the user can start the next change \
        before this one ends, which is when a timing curve jumps; a change started by the app \
        (in `.onChange`, `.onAppear`, a task or a helper method), such as a chart that eases its \
        bars in from zero or blooms that fade in as a word grows, runs to its end, and on the \
        real apps reviewers found the curve there a deliberate, harmless choice. \
        Left alone: springs of every other spelling, `nil` and `.default`, curves that repeat \
        (`.linear(duration: 1).repeatForever(…)`, `.repeatCount(…)`: a spinner should turn at \
        constant speed), animations held in variables or returned by functions (their curve is \
        not visible here), curves used outside these two calls (transactions, transitions), \
        the legacy spring form below iOS 26, the animation of a transition \
        (`AnyTransition.opacity.animation(.linear)`, or inside `.transition(…)`: a fade at constant \
        speed is a deliberate choice), an `.animation(…)` modifier whose chain only fades (an \
        `.opacity(…)` with a changing value or `.transition(.opacity)`, and no `offset`, `frame`, \
        `scaleEffect`, `rotationEffect`, `position` or `padding` with a changing argument, in the \
        chain or in the content closures of its root view), \
        timing curves that drive a custom effect through `.modifier(Effect(animatableData: …))` \
        (an `.animation(…)` in that chain, or a `withAnimation` whose closure only assigns \
        properties that feed such an effect in the same type: a spring would overshoot the \
        progress of a parametric shake), test files and preview or `#if DEBUG` code, and mentions in \
        comments or strings. A chain of `.animation(…)` modifiers with timing curves is reported \
        once, at the first. Below iOS 17 the message suggests `.spring(response:dampingFraction:)`, \
        since the `.smooth`, `.snappy` and duration/bounce forms need iOS 17. Document 004 \
        itself uses `easeInOut` in some of its other examples (catalog K21), which is why the \
        rule stays out of `recommended`.
        """,
        triggering: [
            RuleExample("""
            struct SchemePicker: View {
                @Binding var scheme: ColorScheme
                var body: some View {
                    HStack {
                        Button {
                            withAnimation(.↓easeOut(duration: 0.2)) { scheme = .dark }
                        } label: { Text("Dark") }
                        Button("Light", action: { withAnimation(.↓linear) { scheme = .light } })
                    }
                }
            }
            """),
            RuleExample("""
            struct OrderTracker: View {
                @State private var step = 0
                var body: some View {
                    ProgressBar(step: step)
                        .onTapGesture {
                            withAnimation(.↓easeInOut(duration: 0.45)) { step += 1 }
                        }
                }
            }
            """),
            RuleExample("""
            struct Meter: View {
                let level: Double
                var body: some View {
                    Capsule()
                        .frame(width: level * 200)
                        .animation(SwiftUI.Animation.↓linear, value: level)
                        .animation(
                            .easeOut
                                .delay(0.1),
                            value: level
                        )
                }
            }
            """),
            RuleExample("""
            struct Drawer: View {
                @State private var isOpen = false
                var body: some View {
                    #if os(iOS)
                    Toggle("Open", isOn: $isOpen.animation(Animation.↓easeIn(duration: 0.2)))
                    #endif
                    Panel()
                        .animation(.↓spring(response: 0.3, dampingFraction: 0.7), value: isOpen)
                }
            }
            """, iOS: Version(26)),
            RuleExample("""
            struct Toast: View {
                @Binding var isShown: Bool
                var body: some View {
                    Text("Saved")
                        .opacity(isShown ? 1 : 0)
                        .offset(y: isShown ? 0 : 12)
                        .animation(.↓easeInOut(duration: 0.3), value: isShown)
                }
            }
            """, iOS: Version(15)),
            RuleExample("""
            struct Banner: View {
                let shown: Bool
                var body: some View {
                    VStack {
                        Text("Offline")
                            .offset(y: shown ? 0 : -40)
                    }
                    .opacity(shown ? 1 : 0)
                    .animation(.↓easeOut(duration: 0.25), value: shown)
                }
            }
            """),
            RuleExample("""
            struct Doorbell: View {
                @State private var wiggle = false
                @State private var lift: CGFloat = 0
                var body: some View {
                    Image(systemName: "bell")
                        .modifier(Wobble(animatableData: wiggle ? 1 : 0))
                        .offset(y: lift)
                        .onTapGesture {
                            withAnimation(.↓easeOut(duration: 0.6)) {
                                wiggle = true
                                lift = -8
                            }
                        }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct ActivityChart: View {
                @State private var shown: [Metric] = []
                let metrics: [Metric]
                var body: some View {
                    Bars(values: shown)
                        .onChange(of: metrics) { _, new in
                            shown = new.map { $0.zeroed }
                            withAnimation(.easeOut(duration: 0.35)) { shown = new }
                        }
                }
                func reveal() {
                    withAnimation(.easeInOut) { shown = metrics }
                }
            }
            """),
            RuleExample("""
            struct Avatar: View {
                @State private var isLoaded = false
                @State private var badge = false
                var body: some View {
                    Image("face")
                        .frame(width: 40, height: 40)
                        .opacity(isLoaded ? 1 : 0.2)
                        .offset(x: 0, y: -4)
                        .animation(.easeInOut, value: isLoaded)
                    if badge {
                        Circle()
                            .animation(.easeOut(duration: 0.2))
                            .transition(.opacity)
                    }
                }
            }
            """),
            RuleExample("""
            struct Doorbell: View {
                @State private var wiggle = false
                var body: some View {
                    Image(systemName: "bell")
                        .modifier(Wobble(animatableData: wiggle ? 1 : 0))
                        .animation(.easeInOut(duration: 1), value: wiggle)
                        .onAppear {
                            withAnimation(.linear(duration: 0.8).delay(1)) { self.wiggle = true }
                        }
                }
            }
            """),
            RuleExample("""
            // withAnimation(.easeInOut) feels mechanical; prefer springs.
            struct OrderTracker: View {
                @State private var step = 0
                var body: some View {
                    ProgressBar(step: step, hint: "Use .easeInOut sparingly")
                        .animation(.smooth, value: step)
                        .onTapGesture {
                            withAnimation(.spring(duration: 0.4, bounce: 0.15)) { step += 1 }
                        }
                }
            }
            """),
            RuleExample("""
            struct Spinner: View {
                @State private var angle = 0.0
                let curve = Animation.easeInOut
                var body: some View {
                    Image(systemName: "arrow.2.circlepath")
                        .rotationEffect(.degrees(angle))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: angle)
                        .animation(curve, value: angle)
                        .fill(.linearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))
                }
            }
            """),
            RuleExample("""
            struct Drawer: View {
                @State private var isOpen = false
                var body: some View {
                    Panel()
                        .animation(.spring(response: 0.3, dampingFraction: 0.7), value: isOpen)
                        .onTapGesture { withAnimationLogged(.easeIn) { isOpen.toggle() } }
                        .transaction { $0.animation = .easeIn }
                }
            }
            """, iOS: Version(17)),
            RuleExample("""
            struct Board: View {
                @State private var isOver = false
                var body: some View {
                    Grid()
                        .transition(.asymmetric(insertion: .opacity.animation(.linear(duration: 1)), removal: .scale))
                    Banner()
                        .transition(AnyTransition.opacity.animation(.easeOut))
                }
            }
            """),
            RuleExample("""
            #Preview {
                Text("Fade")
                    .animation(.easeInOut, value: 1)
            }
            """),
        ]
    )

    /// The timing curves this rule reports.
    private static let timingCurves: Set<String> = ["easeIn", "easeOut", "easeInOut", "linear", "timingCurve"]

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["withAnimation", "animation"]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)
        let isAnimationModifier = modifier?.declName.baseName.text == "animation"
        guard AnimationSupport.isWithAnimation(call) || isAnimationModifier,
              let (curve, curveCall) = Self.reportableCurve(of: call) else { return }
        guard !file.isTestFile, !(isAnimationModifier && Self.animatesTransition(call)),
              !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        let name = curve.declName.baseName
        if Self.timingCurves.contains(name.text) {
            if isAnimationModifier, Self.drivesOnlyFadeOrEffect(call) { return }
            if !isAnimationModifier, Self.onlyDrivesAnimatableData(call) { return }
            if !isAnimationModifier, !Self.isInUserAction(call) { return }
            // One finding per modifier chain: a timing curve already reported lower in the chain covers this one.
            if isAnimationModifier, Self.chainHasTimingAnimation(below: modifier?.base) { return }
            let spring = file.iOSTarget >= Version(17)
                ? "a spring such as `.smooth`, `.snappy` or `.spring(duration:bounce:)`"
                : "a spring such as `.spring(response:dampingFraction:)` (the `.smooth` and `.snappy` presets need iOS 17)"
            // Below iOS 15 the value-less form is the only one there is (`value:` came in iOS 15).
            if isAnimationModifier, call.arguments.count == 1, file.iOSTarget < Version(15) { return }
            if isAnimationModifier, call.arguments.count == 1 {
                // `.animation(_:)` without `value:` (deprecated since iOS 15) animates every change
                // of the view, which matters more than the curve: the message says both.
                report(name, "This `.animation(_:)` has no `value:`, so it animates every change of this view (the form is deprecated since iOS 15); pass the value the animation belongs to as `value:`, and animate with \(spring) rather than the timing curve `\(name.text)`.", in: file)
            } else {
                report(name, "`\(name.text)` is a timing curve; animate with \(spring).", in: file)
            }
        } else if name.text == "spring" || name.text == "interactiveSpring", file.iOSTarget >= Version(26),
                  let arguments = curveCall?.arguments,
                  arguments.contains(where: { ["response", "dampingFraction", "blendDuration"].contains($0.label?.text ?? "") }) {
            report(name, "`.\(name.text)(response:dampingFraction:)` is the legacy spring form on iOS 26; use `.spring(duration:bounce:)` or a preset such as `.smooth`.", in: file)
        }
    }

    /// Handlers of what the user does: a tap, a long press, a drag's changes and end.
    private static let gestureHandlers: Set<String> = ["onTapGesture", "onLongPressGesture", "onChanged", "onEnded", "updating"]

    /// Whether a `withAnimation` runs directly in a handler of the user's input: a `Button`'s
    /// action, a closure passed as `action:`, or a tap, long-press or drag handler. There the
    /// user can start the next change before this one ends, which is when a timing curve jumps.
    private static func isInUserAction(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current, !node.is(ClosureExprSyntax.self) {
            if node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        guard let closure = current?.as(ClosureExprSyntax.self) else { return false }
        if let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "action" { return true }
        guard let owner = SyntaxQueries.owningCall(of: closure) else { return false }
        if SyntaxQueries.isTypeReference(owner.calledExpression, named: "Button") { return ViewRuleSupport.buttonAction(of: owner)?.id == closure.id }
        return SyntaxQueries.calledName(owner).map(gestureHandlers.contains) ?? false
    }

    /// The curve at the root of the first, unlabelled argument of `withAnimation(…)` or
    /// `.animation(…)`, unless the animation repeats.
    private static func reportableCurve(of call: FunctionCallExprSyntax) -> (MemberAccessExprSyntax, FunctionCallExprSyntax?)? {
        guard let argument = call.arguments.first, argument.label == nil,
              let (curve, curveCall, modifiers) = rootCurve(argument.expression),
              !modifiers.contains(where: { $0.hasPrefix("repeat") }) else { return nil }
        return (curve, curveCall)
    }

    /// Modifiers that move or resize a view when their arguments change.
    private static let motionModifiers: Set<String> = [
        "offset", "scaleEffect", "frame", "rotationEffect", "rotation3DEffect", "position", "padding",
    ]

    /// Whether the chain an `.animation(…)` modifier sits in only fades: an `.opacity(…)` with a
    /// changing value or a `.transition(.opacity)`, and no motion modifier with a changing
    /// argument; or whether the chain feeds a custom effect through
    /// `.modifier(Effect(animatableData: …))` (a parametric shake that a spring's overshoot would
    /// distort). A constant speed is right for both.
    private static func drivesOnlyFadeOrEffect(_ call: FunctionCallExprSyntax) -> Bool {
        let chain = SyntaxQueries.modifiers(below: call) + SyntaxQueries.modifiersApplied(to: call)
        var fades = false
        for modifier in chain where modifier.id != call.id {
            let name = SyntaxQueries.calledName(modifier) ?? ""
            if name == "modifier", feedsAnimatableData(modifier) { return true }
            if motionModifiers.contains(name), modifier.arguments.contains(where: { varies($0.expression) }) { return false }
            if name == "opacity", modifier.arguments.contains(where: { varies($0.expression) }) { fades = true }
            if name == "transition", modifier.arguments.count == 1,
               let member = modifier.arguments.first?.expression.as(MemberAccessExprSyntax.self),
               member.base == nil, member.declName.baseName.text == "opacity" { fades = true }
        }
        guard fades else { return false }
        // Content built inside the chain's root view moves with the same animation.
        let moves: (FunctionCallExprSyntax) -> Bool = { inner in
            motionModifiers.contains(SyntaxQueries.calledName(inner) ?? "") && inner.arguments.contains(where: { varies($0.expression) })
        }
        guard let root = SyntaxQueries.chainRoot(ExprSyntax(call)).as(FunctionCallExprSyntax.self) else { return true }
        return SyntaxQueries.closures(of: root).allSatisfy { SyntaxQueries.calls(in: $0, where: moves).isEmpty }
    }

    /// Whether `.modifier(…)` is handed an effect built with an `animatableData:` argument.
    private static func feedsAnimatableData(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard let effect = modifier.arguments.first?.expression.as(FunctionCallExprSyntax.self) else { return false }
        return effect.arguments.contains { $0.label?.text == "animatableData" }
    }

    /// Whether an expression reads a variable (`flag ? 1 : 0`, `self.size`), as opposed to
    /// literals and static members such as `.infinity`.
    private static func varies(_ expression: ExprSyntax) -> Bool {
        var previous: TokenSyntax?
        for token in expression.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            guard case .identifier = token.tokenKind else { continue }
            guard previous?.tokenKind == .period else { return true }
            if let before = previous?.previousToken(viewMode: .sourceAccurate), before.tokenKind == .keyword(.self) { return true }
        }
        return false
    }

    /// Whether every property a `withAnimation { … }` closure assigns only feeds a custom effect
    /// through `animatableData:` in the same type (`.modifier(Shake(animatableData: shake ? 1 : 0))`).
    private static func onlyDrivesAnimatableData(_ call: FunctionCallExprSyntax) -> Bool {
        guard let body = SyntaxQueries.closures(of: call).last,
              let type = SyntaxQueries.enclosingTypeDeclaration(of: call),
              let members = SyntaxQueries.memberBlock(of: type) else { return false }
        var assigned: Set<String> = []
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
                  sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  let target = sequence.elements.first.flatMap({ AsyncWorkSyntax.storageName($0) }) else { return false }
            assigned.insert(target)
        }
        guard !assigned.isEmpty else { return false }
        let effects = SyntaxQueries.calls(in: members) { SyntaxQueries.calledName($0) == "modifier" && feedsAnimatableData($0) }
        var fed: Set<String> = []
        for effect in effects {
            guard let inner = effect.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                  let data = inner.arguments.first(where: { $0.label?.text == "animatableData" }) else { continue }
            for token in data.expression.tokens(viewMode: .sourceAccurate) where assigned.contains(token.text) { fed.insert(token.text) }
        }
        return fed == assigned
    }

    /// Whether the modifier chain below an `.animation(…)` call already holds an `.animation(…)`
    /// with a timing curve (`.animation(.easeIn, value: a).animation(.easeIn, value: b)`).
    private static func chainHasTimingAnimation(below base: ExprSyntax?) -> Bool {
        var current = base
        while let expression = current {
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            if member.declName.baseName.text == "animation", let (curve, _) = reportableCurve(of: call),
               timingCurves.contains(curve.declName.baseName.text) { return true }
            current = member.base
        }
        return false
    }

    /// Whether an `.animation(…)` call sets the animation of a transition
    /// (`AnyTransition.opacity.animation(.linear)`, or any `.animation(…)` written inside the
    /// argument of `.transition(…)`): a fade's constant speed is a deliberate choice there.
    private static func animatesTransition(_ call: FunctionCallExprSyntax) -> Bool {
        if let root = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(SyntaxQueries.chainRoot),
           SyntaxQueries.isTypeReference(root, named: "AnyTransition") { return true }
        var current = Syntax(call)
        for _ in 0..<16 {
            guard let parent = current.parent, parent.kind != .codeBlockItem, parent.kind != .closureExpr else { return false }
            if parent.kind == .labeledExpr, let owner = parent.parent?.parent?.as(FunctionCallExprSyntax.self),
               let name = SyntaxQueries.calleeName(owner.calledExpression), ["transition", "asymmetric", "combined"].contains(name) {
                return true
            }
            current = parent
        }
        return false
    }

    /// The member at the root of an animation expression (`easeInOut` in
    /// `.easeInOut(duration: 1).delay(2)`), the call applied to it if any, and the names of the
    /// members applied on top (`delay`). Nil when the root is not a member of `Animation`.
    private static func rootCurve(_ expression: ExprSyntax) -> (MemberAccessExprSyntax, FunctionCallExprSyntax?, [String])? {
        var current = expression
        var call: FunctionCallExprSyntax?
        var applied: [String] = []
        while true {
            if let inner = current.as(FunctionCallExprSyntax.self) {
                call = inner
                current = inner.calledExpression
                continue
            }
            guard let member = current.as(MemberAccessExprSyntax.self) else { return nil }
            let curveCall = call?.calledExpression.id == member.id ? call : nil
            guard let base = member.base else { return (member, curveCall, applied) }
            if SyntaxQueries.isTypeReference(base, named: "Animation") { return (member, curveCall, applied) }
            applied.append(member.declName.baseName.text)
            call = nil
            current = base
        }
    }
}
