import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags views inserted by an animated `if` without a `.transition(…)`.
struct AnimTransitionEffectsRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "anim-transition-effects", title: "Give animated insertions a transition", category: .anim, impact: .medium,
        presets: [.optimise, .clinic],
        rationale: """
        A view that an animated `if` inserts or removes gets only SwiftUI's default fade. A \
        `.transition(…)` chosen for the content (a banner that slides from the top edge, a \
        detail that scales in, a combination with `.opacity`) tells the user where it came \
        from and where it went, which is the point of animating the change at all.

        Heuristic, reported at the `if`: in a View struct, an `if` without `else`, inside \
        `body` or another computed property or method returning `some View`, whose branch \
        builds at least one view (a statement starting with a view initializer such as \
        `Banner(…)`) and none of whose statements carries `.transition(…)` in its modifier \
        chain, when its condition names a property the struct animates: one changed inside a \
        `withAnimation { … }` closure anywhere in the struct, named as the `value:` of an \
        `.animation(_:value:)` modifier, or animated through its binding (`$flag.animation()`). \
        Conditions count bare and `self.` names, negations and compound conditions, and \
        `if let x = selection` / `if let selection`. For `if case .state(…) = name`, the view is \
        inserted when `name` becomes `.state`: when the type also sets `name = .state(…)` outside \
        any `withAnimation` (and no `.animation(_:value:)` animates every change), that insertion \
        is not animated and the animated assignments only update the view already shown, so the \
        `if` is left alone.

        Left alone: `if`/`else` swaps (two states of one place, often content and placeholder), \
        `switch`, branches that insert only layout fillers (`Spacer()`, `EmptyView()`: they move \
        their siblings, which animate by layout), `if`s in the content of toolbars, menus, \
        pickers, context menus, swipe actions, alerts and dialogs (SwiftUI applies no transition \
        there), conditions on properties that are not visibly animated (changes coming from \
        a ViewModel, the deprecated `.animation(_:)` without `value:`), transitions applied \
        through custom modifiers or to the whole branch by a wrapper the rule cannot see, and \
        mentions in comments or strings. Known false positive: a fade that is exactly what the \
        design asks for; adding `.transition(.opacity)` states that choice. \
        Test files are not checked.
        """,
        triggering: [
            RuleExample("""
            struct SavedToast: View {
                @State private var showsToast = false
                var body: some View {
                    ZStack(alignment: .bottom) {
                        DocumentEditor(onSave: { showsToast = true })
                        ↓if showsToast {
                            ToastLabel(text: "Saved")
                                .padding(.bottom, 24)
                        }
                    }
                    .animation(.smooth, value: showsToast)
                }
            }
            """),
            RuleExample("""
            struct Gallery: SwiftUI.View {
                @State private var selection: Photo?
                var body: some View {
                    ZStack {
                        Grid(onPick: { photo in
                            withAnimation(.snappy) { self.selection = photo }
                        })
                        #if os(iOS)
                        ↓if let photo = selection {
                            PhotoDetail(photo: photo)
                                .zIndex(1)
                        }
                        #endif
                    }
                }
            }
            """),
            RuleExample("""
            struct Filters {}
            extension Filters: View {
                @ViewBuilder
                var chips: some View {
                    ↓if !isCollapsed && hasFilters {
                        FilterChips()
                    }
                }
                var body: some View {
                    chips
                    Toggle("Collapse", isOn: $isCollapsed.animation(.smooth))
                }
            }
            """),
            RuleExample("""
            struct Inbox: View {
                @State private var phase: Phase = .idle
                var body: some View {
                    VStack {
                        ↓if case .loaded(let mail) = phase {
                            MailList(mail: mail)
                        }
                    }
                    .task {
                        let mail = await server.fetch()
                        withAnimation { phase = .loaded(mail) }
                    }
                    .onDisappear { phase = .idle }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Inbox: View {
                @State private var phase: Phase = .idle
                var body: some View {
                    VStack {
                        if case .loaded(let mail) = phase {
                            MailList(mail: mail)
                        }
                    }
                    .task { await load() }
                }
                // The first load inserts the list without animation; later pushes only update it.
                private func load() async {
                    let mail = await server.fetch()
                    phase = .loaded(mail)
                    for await more in server.updates {
                        withAnimation { phase = .loaded(more) }
                    }
                }
            }
            """),
            RuleExample("""
            struct SegmentPicker: View {
                @State private var segment = Segment.first
                @State private var selection: Item?
                var body: some View {
                    HStack {
                        if segment != .first {
                            Spacer()
                        }
                        Capsule().fill(.orange)
                        if segment != .last {
                            Spacer()
                                .frame(maxWidth: .infinity)
                        }
                    }
                    .animation(.snappy, value: segment)
                    .toolbar {
                        if let item = selection {
                            ShareButton(item: item)
                        }
                    }
                    .contextMenu {
                        if selection != nil {
                            Button("Clear") { withAnimation { selection = nil } }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct SavedToast: View {
                @State private var showsToast = false
                var body: some View {
                    ZStack(alignment: .bottom) {
                        DocumentEditor(onSave: { showsToast = true })
                        if showsToast {
                            ToastLabel(text: "Saved")
                                .transition(
                                    .move(edge: .bottom)
                                        .combined(with: .opacity)
                                )
                        }
                    }
                    .animation(.smooth, value: showsToast)
                }
            }
            """),
            RuleExample("""
            // if showsToast { ToastLabel() } needs a .transition when animated.
            struct Status: View {
                @State private var isLoading = false
                @State private var showsHint = false
                var body: some View {
                    VStack {
                        if isLoading {
                            ProgressView()
                        } else {
                            Text("Ready")
                        }
                        if showsHint { Text("Pull to refresh") }
                    }
                    .animation(.smooth, value: isLoading)
                    .onAppear { showsHint = true }
                }
            }
            """),
            RuleExample("""
            struct Checklist: View {
                @State private var isDone = false
                var body: some View {
                    VStack {
                        Button("Done") { withAnimation { isDone.toggle() } }
                        if isDone {
                            Banner().transition(.opacity)
                            Text("All set").transition(.scale)
                        }
                    }
                }
                func finish() {
                    if isDone { log("done") }
                }
                struct Nested: View {
                    var body: some View {
                        if isDone { Text("Nested") }
                    }
                }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ node: StructDeclSyntax, in file: FileContext) { check(Syntax(node), in: file) }
    public func visit(_ node: ExtensionDeclSyntax, in file: FileContext) { check(Syntax(node), in: file) }

    /// Checks one View declaration or extension.
    private func check(_ node: Syntax, in file: FileContext) {
        // Nothing is animated in a file that never writes `withAnimation` or `animation`; the
        // text check spares the walk over the View's members.
        guard !file.isTestFile, file.mentions("withAnimation") || file.mentions("animation"),
              ViewRuleSupport.declaresView(node), let memberBlock = SyntaxQueries.memberBlock(of: node),
              // Both `withAnimation` and `animation` spell `nimation`; a View whose text does not
              // animates nothing, and its members are not walked.
              file.mentions("nimation", within: memberBlock) else { return }
        let animated = AnimationSupport.animatedProperties(in: memberBlock)
        guard !animated.isEmpty else { return }
        for member in SyntaxQueries.memberDeclarations(of: memberBlock) {
            for statements in Self.viewBuilders(member) {
                for node in ViewRuleSupport.descendants(of: statements) {
                    guard let ifExpression = node.as(IfExprSyntax.self), ifExpression.elseBody == nil,
                          !(ifExpression.parent?.is(IfExprSyntax.self) ?? false),
                          Self.buildsVisibleView(ifExpression.body.statements),
                          !Self.hasTransition(ifExpression.body.statements),
                          !NavigationListsSupport.isInsideClosure(of: Self.transitionlessOwners, ifExpression, below: Syntax(statements)) else { continue }
                    guard let name = AnimationSupport.conditionNames(ifExpression.conditions).sorted().first(where: animated.contains),
                          !Self.insertedWithoutAnimation(ifExpression, name: name, in: memberBlock) else { continue }
                    report(ifExpression.ifKeyword, "The view inserted when `\(name)` changes is animated but has no `.transition(…)`; choose how it enters and leaves.", in: file)
                }
            }
        }
    }

    /// Whether an `if case .state(…) = name` inserts its view through an assignment that is not
    /// animated: some `name = .state(…)` of the type sits outside every `withAnimation` closure,
    /// and no `.animation(_:value: name)` or `$name.animation` animates all changes. Animated
    /// assignments of the same case then only update the view already shown (`.display` to
    /// `.display`), which needs no transition.
    private static func insertedWithoutAnimation(_ ifExpression: IfExprSyntax, name: String, in members: MemberBlockSyntax) -> Bool {
        guard let state = ifExpression.conditions.lazy.compactMap({ caseName(of: $0, matching: name) }).first else { return false }
        var unanimated = false
        for node in ViewRuleSupport.descendants(of: members) {
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "animation" {
                if let value = SyntaxQueries.argument("value", of: call), AnimationSupport.propertyName(value.expression) == name { return false }
                if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "$" + name { return false }
            }
            guard let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self), AnimationSupport.propertyName(elements[0]) == name,
                  enumCase(elements[2]) == state else { continue }
            if !isInsideWithAnimation(sequence, below: members) { unanimated = true }
        }
        return unanimated
    }

    /// The case an `if case .state(…) = name` condition matches, when it matches `name`.
    private static func caseName(of element: ConditionElementSyntax, matching name: String) -> String? {
        guard let matching = element.condition.as(MatchingPatternConditionSyntax.self),
              AnimationSupport.propertyName(matching.initializer.value) == name,
              let pattern = matching.pattern.as(ExpressionPatternSyntax.self) else { return nil }
        return enumCase(pattern.expression)
    }

    /// `state` for `.state`, `.state(…)` and `Kind.state(…)`.
    private static func enumCase(_ expression: ExprSyntax) -> String? {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Whether a node sits in the closure of a `withAnimation` call below `members`.
    private static func isInsideWithAnimation(_ node: some SyntaxProtocol, below members: MemberBlockSyntax) -> Bool {
        var current = node.parent
        while let candidate = current, candidate.id != members.id {
            if let closure = candidate.as(ClosureExprSyntax.self),
               SyntaxQueries.owningCall(of: closure).map(AnimationSupport.isWithAnimation) == true { return true }
            current = candidate.parent
        }
        return false
    }

    /// The statements of a `some View` computed property (`body` included) or method.
    private static func viewBuilders(_ member: DeclSyntax) -> [CodeBlockItemListSyntax] {
        if let function = member.as(FunctionDeclSyntax.self), SyntaxQueries.isSomeView(function.signature.returnClause?.type),
           let body = function.body {
            return [body.statements]
        }
        guard let variable = member.as(VariableDeclSyntax.self) else { return [] }
        return variable.bindings.compactMap { binding in
            SyntaxQueries.isSomeView(binding.typeAnnotation?.type) ? ViewRuleSupport.getterStatements(binding.accessorBlock) : nil
        }
    }

    /// Layout fillers that show nothing: a transition on them changes nothing on screen.
    private static let invisibleViews: Set<String> = ["Spacer", "EmptyView"]

    /// Whether the statements build a view that is not only a layout filler (`Spacer()`,
    /// `EmptyView()`): spacers inserted to move a sibling animate through the layout, not a transition.
    private static func buildsVisibleView(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { statement in
            guard let expression = AnimationSupport.expression(of: statement),
                  let view = ViewRuleSupport.viewInitializer(of: expression) else { return false }
            return !invisibleViews.contains(SyntaxQueries.calleeName(view.calledExpression) ?? "")
        }
    }

    /// Modifiers and views whose content closures build toolbar items, menus, actions or alerts:
    /// SwiftUI does not apply `.transition(…)` there.
    private static let transitionlessOwners: Set<String> = [
        "toolbar", "contextMenu", "swipeActions", "alert", "confirmationDialog", "searchSuggestions",
        "Menu", "Picker", "ToolbarItem", "ToolbarItemGroup", "commands",
    ]

    /// Whether one of the statements applies `.transition(…)` in its modifier chain.
    private static func hasTransition(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { statement in
            guard let expression = AnimationSupport.expression(of: statement) else { return false }
            return SyntaxQueries.modifiers(below: expression).contains { SyntaxQueries.calledName($0) == "transition" }
        }
    }
}
