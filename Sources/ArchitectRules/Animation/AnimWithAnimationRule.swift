import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags taps that flip a `@State` flag shown by an `if` in `body`, with no animation at all.
struct AnimWithAnimationRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "anim-with-animation", title: "Animate state changes that insert or remove views", category: .anim, impact: .medium,
        presets: [.optimise, .clinic],
        rationale: """
        When a tap flips a flag that adds or removes part of the screen, the new layout appears \
        in one frame: content jumps and the user loses track of what changed. Wrapping the \
        change in `withAnimation { … }`, or attaching `.animation(_:value:)` for that flag, lets \
        SwiftUI interpolate between the two layouts.

        Heuristic, reported at the change: in a View struct, a `@State` property of type `Bool` \
        (written `Bool`, or initialised with `true`/`false`) that is used in the condition of \
        an `if` without `else` inside `body` whose branch builds a view (so the flip inserts or \
        removes that view), and that a tap flips without \
        animation: `flag.toggle()` or `flag = !flag` written directly in a `Button` action or \
        an `.onTapGesture` closure (also through `self.`, also inside an `if` there), not inside \
        `withAnimation`. The whole struct is then searched for an animation of that flag: any \
        `withAnimation` that changes it, an `.animation(_:value: flag)` modifier, or a \
        `$flag.animation(…)` binding, and any `.transaction` modifier; finding one keeps the \
        rule silent.

        Left alone: assignments of `true`/`false` (a loading spinner that simply appears is \
        fine), `if`/`else` swaps (an edit mode replacing a read-only form is often meant to be \
        instant), actions passed as functions (`Button("More", action: expand)`), changes made \
        in nested closures (tasks, timers), flags used only in modifiers or ternaries, `if`s in \
        helpers other than `body`, and mentions in comments or strings. Known false positive: \
        a section that should appear instantly on purpose.
        """,
        triggering: [
            RuleExample("""
            struct ShippingNotes: View {
                let summary: String
                let notes: [String]
                @State private var showsNotes = false
                var body: some View {
                    Section {
                        Button {
                            ↓showsNotes.toggle()
                        } label: {
                            Label(summary, systemImage: "shippingbox")
                        }
                        if showsNotes {
                            ForEach(notes, id: \\.self) { Text($0) }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct FilterBar: SwiftUI.View {
                @State var showsFilters: Bool
                var body: some View {
                    HStack {
                        Image(systemName: "line.3.horizontal.decrease")
                            .onTapGesture {
                                if canFilter { ↓self.showsFilters = !showsFilters }
                            }
                        #if os(iOS)
                        if !showsFilters && hasResults {
                            ResultsSummary()
                        }
                        #endif
                    }
                }
            }
            """),
            RuleExample("""
            enum Settings {
                struct AdvancedSection: View {
                    @SwiftUI.State private var revealed = false
                    var body: some View {
                        Form {
                            Button("Advanced", action: { ↓revealed.toggle() })
                            if revealed { AdvancedOptions() }
                        }
                        .animation(.smooth, value: otherValue)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct ShippingNotes: View {
                @State private var showsNotes = false
                var body: some View {
                    Section {
                        Button("Notes") {
                            withAnimation(.smooth) { showsNotes.toggle() }
                        }
                        if showsNotes { Text("Leave at the door") }
                    }
                }
            }
            """),
            RuleExample("""
            // Button { isExpanded.toggle() } without withAnimation is abrupt.
            struct Disclosure: View {
                @State private var isExpanded = false
                var body: some View {
                    VStack {
                        Button("Toggle") { isExpanded.toggle() }
                        if isExpanded { Text("isExpanded.toggle()") }
                    }
                    .animation(.snappy, value: isExpanded)
                }
            }
            struct Loader: View {
                @State private var isLoading = false
                @State private var isMuted = false
                var body: some View {
                    VStack {
                        Button("Load") { isLoading = true }
                        Button("Mute") { isMuted.toggle() }
                        Image(systemName: isMuted ? "speaker.slash" : "speaker")
                        if isLoading { ProgressView() }
                    }
                }
            }
            """),
            RuleExample("""
            struct Panel: View {
                @State private var isOpen = false
                @Binding var isPinned: Bool
                var body: some View {
                    VStack {
                        Toggle("Open", isOn: $isOpen.animation())
                        Button("Pin") { isPinned.toggle() }
                        Button("Close") {
                            Task { isOpen.toggle() }
                        }
                        if isOpen || isPinned { Details() }
                    }
                }
                func collapse() { isOpen.toggle() }
            }
            struct ProfileForm: View {
                @State private var isEditing = false
                var body: some View {
                    Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
                    if isEditing { EditableFields() } else { ReadOnlyFields() }
                }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ view: StructDeclSyntax, in file: FileContext) {
        guard SyntaxQueries.isView(view) else { return }
        let members = SyntaxQueries.memberDeclarations(of: view.memberBlock)
        let flags = Self.stateFlags(members)
        guard !flags.isEmpty, let body = Self.bodyStatements(members) else { return }
        var shown: Set<String> = []
        for node in ViewRuleSupport.descendants(of: body) {
            guard let ifExpression = node.as(IfExprSyntax.self), ifExpression.elseBody == nil,
                  !(ifExpression.parent?.is(IfExprSyntax.self) ?? false),
                  AnimationSupport.buildsView(ifExpression.body.statements) else { continue }
            shown.formUnion(AnimationSupport.conditionNames(ifExpression.conditions).intersection(flags))
        }
        guard !shown.isEmpty else { return }
        let all = ViewRuleSupport.descendants(of: view.memberBlock)
        if all.contains(where: { $0.as(FunctionCallExprSyntax.self).map(Self.isTransaction) ?? false }) { return }
        let animated = AnimationSupport.animatedProperties(in: view.memberBlock)
        for node in all {
            guard let call = node.as(FunctionCallExprSyntax.self), let action = AnimationSupport.tapAction(of: call) else { continue }
            for mutation in AnimationSupport.mutations(in: action) where mutation.isToggle && shown.contains(mutation.name) && !animated.contains(mutation.name) {
                report(mutation.expression, "`\(mutation.name)` shows or hides part of `body` but changes without animation; wrap the change in `withAnimation { … }` or add `.animation(_:value: \(mutation.name))`.", in: file)
            }
        }
    }

    /// The names of `@State` Boolean properties.
    private static func stateFlags(_ members: [DeclSyntax]) -> Set<String> {
        var names: Set<String> = []
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self), SyntaxQueries.attribute("State", in: variable.attributes) != nil else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let typeName = binding.typeAnnotation.flatMap { SyntaxQueries.baseTypeName($0.type) }
                let literal = binding.initializer?.value.is(BooleanLiteralExprSyntax.self) ?? false
                if typeName == "Bool" || (binding.typeAnnotation == nil && literal) { names.insert(name) }
            }
        }
        return names
    }

    /// The getter of the struct's `body` property.
    private static func bodyStatements(_ members: [DeclSyntax]) -> CodeBlockItemListSyntax? {
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
                return ViewRuleSupport.getterStatements(binding.accessorBlock)
            }
        }
        return nil
    }

    /// Whether a call is a `.transaction` modifier, which may set the animation itself.
    private static func isTransaction(_ call: FunctionCallExprSyntax) -> Bool {
        SyntaxQueries.isMemberCall(call) && SyntaxQueries.calledName(call) == "transaction"
    }
}
