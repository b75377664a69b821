import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View's `@State` property that the parent fills in.
struct ReviewStateNotPassedInRule: SyntaxRule {
    static let description = RuleDescription(
        id: "review-state-not-passed-in", title: "Pass data in as let, not as @State", category: .state, impact: .high,
        presets: [.review],
        rationale: """
        SwiftUI keeps a `@State` value for the life of the view and takes the initial value only \
        once, so data a parent hands in through `@State` stops following the parent: later values \
        are ignored. Data the view only shows belongs in a `let`; data it edits for the parent, in a \
        `@Binding`. Reported, at the property's name: a stored `@State` member of a View struct with \
        no default value, when the parent supplies it: the struct declares no initializer (the \
        memberwise one takes the value), or one of its initializers sets it (`_name = State(…)`, \
        `self.name = …`) from an expression that uses a parameter. Left alone: optional types (they \
        start as `nil` without a parameter), state an initializer seeds from constants only, state \
        an initializer builds itself (`_vm = State(initialValue: Model(id: id))`, \
        `.init(initialValue: .init(mode: mode))`: the new object belongs to the view, and what the \
        parent passed is the argument, not the state), state seeded from a parameter with a \
        default value (`phase: Phase = .idle`: callers leave it out and the view loads the state \
        itself; the parameter is a seam for tests and previews), state \
        with a default, other wrappers, types that are not Views, test files and preview or \
        `#if DEBUG` code. The rule does not ask whether the view later edits its copy (a draft \
        seeded once): the checklist wants passed data as `let` either way. Only in the review \
        preset: `@State var viewModel: VM` injected by the parent, which the clinic and clean guides \
        prescribe, is reported too (catalog K5).
        """,
        triggering: [
            RuleExample("""
            struct UserDetail: View {
                @State var ↓user: User
                @State private var isExpanded = false
                var body: some View { Text(user.name) }
            }
            """),
            RuleExample("""
            extension Orders {
                struct Editor: View {
                    @State private var ↓draft: Order
                    @State private var ↓viewModel: EditorViewModel
                    init(order: Order, model: EditorViewModel) {
                        _draft = State(initialValue: order)
                        self._viewModel = State(wrappedValue: model)
                    }
                    var body: some View { Text(draft.title) }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            struct Badge: View {
                @SwiftUI.State var ↓count: Int, ↓label: String
                var body: some View { Text("\\(label) \\(count)") }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // @State var user: User would be passed in.
            struct UserDetail: View {
                let user: User
                @Binding var isOn: Bool
                @State private var selection: Item?
                @State private var sheet: Sheet!
                @State private var page = 0
                var body: some View { Text(user.name) }
            }
            """),
            RuleExample("""
            struct Timer: View {
                @State private var start: Date
                init() {
                    _start = State(initialValue: Date())
                }
                init(label: String) {
                    self.label = label
                    _start = State(initialValue: .now)
                }
                let label: String
                var body: some View { Text(label) }
            }
            """),
            RuleExample("""
            // The view builds its own models from what it is given: it owns them.
            struct Editor: View {
                @State private var viewModel: EditorViewModel
                @State private var search: SearchModel
                @State private var draft: Draft
                init(order: Order, service: OrderService, mode: Mode) {
                    self._viewModel = State(wrappedValue: EditorViewModel(service: service))
                    _search = .init(initialValue: .init(mode: mode))
                    _draft = State(initialValue: Forms.Draft.init(order))
                }
                var body: some View { Text(draft.title) }
            }
            """),
            RuleExample("""
            // A defaulted parameter only seeds the state in tests; the view loads it itself.
            struct RemoteImage: View {
                let url: URL
                @State private var phase: Phase
                init(url: URL, phase: Phase = .idle) {
                    self.url = url
                    self._phase = .init(initialValue: phase)
                }
                var body: some View { Text(url.absoluteString) }
            }
            """),
            RuleExample("""
            struct Highlight: ViewModifier {
                @State var color: Color
                func body(content: Content) -> some View { content }
            }
            #Preview {
                @Previewable @State var count: Int = 0
                Text("\\(count)")
            }
            """),
            RuleExample("""
            struct FakeRow: View {
                @State var title: String
                var body: some View { Text(title) }
            }
            """, path: "Tests/AppTests/FakeRow.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard variable.bindings.contains(where: { $0.initializer == nil }), StateDeclarations.isStateMember(variable),
              !file.isTestFile, let view = EnclosingView.owner(ofMember: variable, in: file),
              !SyntaxQueries.isPreviewOrDebugCode(variable) else { return }
        let initializers = TypeRoles.initializers(in: view.memberBlock)
        var pendingType: TypeSyntax?
        // In `@State var a: Int, b: String` each binding carries its own type; in `var a, b: Int`
        // the last one's type applies to all, so the bindings are read from the last.
        var bindings: [(TokenSyntax, TypeSyntax?)] = []
        for binding in variable.bindings.reversed() {
            if let type = binding.typeAnnotation?.type { pendingType = type }
            guard binding.initializer == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            bindings.insert((name, pendingType), at: 0)
        }
        for (name, type) in bindings {
            guard let type, !type.is(OptionalTypeSyntax.self), !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) else { continue }
            if initializers.isEmpty {
                report(name, "`@State var \(name.text)` has no default, so the parent passes it in and later values are ignored; make it a `let` (or a `@Binding` if the view writes it back).", in: file)
            } else if initializers.contains(where: { StateDeclarations.setsFromParameter(name.text, in: $0, unlessConstructed: true) }) {
                report(name, "`@State var \(name.text)` is seeded from an initializer parameter, so later values from the parent are ignored; make it a `let` (or a `@Binding` if the view writes it back).", in: file)
            }
        }
    }
}
