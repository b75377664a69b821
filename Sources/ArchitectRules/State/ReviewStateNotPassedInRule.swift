import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a View's `@State` property that the parent fills in.
struct ReviewStateNotPassedInRule: SyntaxRule, ProjectRule {
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
        `#if DEBUG` code, state the view changes itself (hands to a control as `$title`, assigns, \
        or changes with `append`, `remove`, `toggle` …: the parent's value is only its seed, as \
        in the draft of an editor form or a list that loads further pages), and state seeded from \
        parameters named as seeds \
        (`initialFilter`, `initial:`), whose name tells callers only the first value counts, and \
        an object (a class or an actor the project declares) seeded from a parameter: callers \
        often build it in the call (`FollowButton(viewModel: .init(…))`), so `@State` is what \
        keeps the one the view was first given; an object passed in through the memberwise \
        initializer is left to `review-no-state-for-objects`, whose remedy fits objects (the \
        clinic and clean guides' injected `@State var viewModel: VM`, catalog K5, is such an \
        object). Only in the review preset.
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
            // A property of the model, only shown: it stops following the parent.
            struct ListHeader: View {
                @State private var ↓title: String
                @State private var ↓subtitle: String
                init(list: TodoList) {
                    _title = State(initialValue: list.title)
                    self.subtitle = list.subtitle
                    subtitle.append("!")
                }
                var body: some View { Text(title + subtitle) }
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
            // The first page comes from the parent; the view loads the next ones itself.
            struct TrendingLinks: View {
                @State private var links: [Card]
                init(cards: [Card]) {
                    _links = State(initialValue: cards)
                }
                var body: some View {
                    List(links) { Text($0.title) }
                        .task { links.append(contentsOf: await loadMore()) }
                        .refreshable { links = await reload() }
                }
            }
            """),
            RuleExample(project: [
                ExampleFile("Sources/Account/FollowButtonViewModel.swift", "import Observation\n@Observable final class FollowButtonViewModel {\n    init(id: String) {}\n}"),
                ExampleFile("Sources/Account/FollowButton.swift", """
                // Callers build the model in the call; `@State` keeps the first one.
                struct FollowButton: View {
                    @State private var viewModel: FollowButtonViewModel
                    init(viewModel: FollowButtonViewModel) {
                        _viewModel = State(initialValue: viewModel)
                    }
                    var body: some View { Text("Follow") }
                }
                """),
            ]),
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
            // The parameter's name says only the first value counts.
            struct TimelineTab: View {
                @State private var timeline: Timeline
                @State private var statuses: [Status]
                init(initialTimeline: Timeline, initial statuses: [Status]) {
                    _timeline = State(initialValue: initialTimeline)
                    _statuses = .init(initialValue: statuses)
                }
                var body: some View { Text(timeline.title) }
            }
            """),
            RuleExample("""
            // An editor form: a draft copied out of the model, edited by controls, saved back.
            struct ListEditor: View {
                let onSave: (String, Bool) -> Void
                @State private var title: String
                @State private var isPinned: Bool
                @State private var tags: [String]
                init(list: TodoList?, onSave: @escaping (String, Bool) -> Void) {
                    self.onSave = onSave
                    _title = State(initialValue: list?.title ?? "")
                    self.isPinned = list?.isPinned == true ? true : false
                    _tags = .init(initialValue: list?.tags ?? [])
                }
                var body: some View {
                    Form {
                        TextField("Title", text: $title)
                        Toggle("Pinned", isOn: $isPinned)
                        Button("Tag") { tags.append("new") }
                        Button("Save") { onSave(title, isPinned) }
                    }
                }
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
        let modifiers = variable.modifiers.map(\.trimmedDescription).joined(separator: " ")
        for (name, type) in bindings {
            guard let type, !type.is(OptionalTypeSyntax.self), !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) else { continue }
            let declaration = "`@State \(modifiers.isEmpty ? "" : modifiers + " ")var \(name.text)`"
            let remedy = "make it a `let` (a `@Binding` if the view writes a value back, `@Bindable` for an `@Observable` object it edits)."
            // State the view changes itself (a control bound to `$x`, an assignment, `append`…)
            // is the view's own, with the parent's value as its seed: the pages a list loads
            // after the first, the draft of a form.
            guard !StateDeclarations.isEdited(name.text, in: view.memberBlock) else { continue }
            if initializers.isEmpty {
                ProjectNotes.note(name, for: Self.description, typeName: SyntaxQueries.baseTypeName(type) ?? "", user: "\(declaration) has no default, so the parent passes it in and later values are ignored; " + remedy, in: file)
            } else if initializers.contains(where: { StateDeclarations.setsFromParameter(name.text, in: $0, unlessConstructed: true) }),
                      !Self.isNamedSeed(name.text, initializers: initializers) {
                // Whether the seed is an object is settled by `check`, which sees the whole project.
                ProjectNotes.note(name, for: Self.description, typeName: SyntaxQueries.baseTypeName(type) ?? "",
                                  user: "\(declaration) is seeded from an initializer parameter, so later values from the parent are ignored; " + remedy, in: file)
            }
        }
    }

    /// Reports the noted state, except an object: a class or an actor the project declares.
    /// Seeded from an initializer parameter, callers often build it in the call
    /// (`FollowButton(viewModel: .init(…))`), so `@State` is what keeps it, and the first one is
    /// meant to be the only one (seed and own); a `let` would rebuild it on every render of the
    /// parent. Passed in through the memberwise initializer, `review-no-state-for-objects`
    /// reports it, with the remedy that fits an object.
    func check(_ project: ProjectIndex) -> [Finding] {
        project.files.flatMap { file in
            ProjectNotes.notes(for: Self.description, in: file).compactMap { note -> Finding? in
                if let kind = project.kind(of: note.typeName), kind == .class || kind == .actor { return nil }
                return finding(file.path, SourcePoint(line: note.line, column: note.column), note.user)
            }
        }
    }

    /// Whether every parameter that seeds the state is named as a seed (`initialFilter`,
    /// `initial: Filter`): the name tells callers that only the first value counts, which is what
    /// `@State` does, so the copy is meant.
    private static func isNamedSeed(_ name: String, initializers: [InitializerDeclSyntax]) -> Bool {
        var seeded = false
        for initializer in initializers {
            guard let value = assignedValue(of: name, in: initializer) else { continue }
            for parameter in initializer.signature.parameterClause.parameters {
                let local = (parameter.secondName ?? parameter.firstName).text
                guard value.contains(where: { StateDeclarations.mentions([local], in: $0) }) else { continue }
                let names = [parameter.firstName.text, local]
                guard names.contains(where: { $0.hasPrefix("initial") }) else { return false }
                seeded = true
            }
        }
        return seeded
    }

    /// The value an initializer gives `name`, unwrapped from the property wrapper's initializer
    /// (`_name = State(initialValue: v)`, `_name = .init(wrappedValue: v)`), as the elements of
    /// the sequence it is (`a ?? b` is three).
    private static func assignedValue(of name: String, in initializer: InitializerDeclSyntax) -> [ExprSyntax]? {
        guard let elements = StateDeclarations.assignedValues(of: name, in: initializer).first else { return nil }
        if elements.count == 1, let call = elements[0].as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let argument = call.arguments.first, ["initialValue", "wrappedValue"].contains(argument.label?.text ?? "") {
            return argument.expression.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [argument.expression]
        }
        return elements
    }

}
