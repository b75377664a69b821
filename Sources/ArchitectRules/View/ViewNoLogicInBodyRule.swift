import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags computation written in a View's `body`: computed `let`s, `String(format:)` and nested ternaries.
struct ViewNoLogicInBodyRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "view-no-logic-in-body", title: "Keep computation out of body", category: .view, impact: .high, presets: [.clinic, .mvvm],
        aliases: ["mvvm-view-no-logic-in-body"],
        rationale: """
        `body` should read display-ready values and lay them out. Arithmetic, formatting and \
        branching on domain values written there run again on every render, cannot be unit-tested \
        without rendering, and spread business rules into the view; they belong in the ViewModel \
        (or the model), which exposes the finished strings, flags and enums. This is a heuristic \
        with three checks, all limited to code evaluated while `body` renders (directly, or in the \
        content closures of layout containers and of `.overlay`/`.background`-style modifiers; not in \
        action closures such as `Button` actions or `.task`, and not in other members): a local \
        `let` (flagged on `let`) whose value computes something with an operator (arithmetic, a \
        comparison, `&&`/`||`/`!`, a ternary; `??` alone is a fallback, not a computation); a `String(format:)` call; and a \
        nested conditional expression (`a ? x : b ? y : z`, or a ternary inside a branch or the \
        condition of another, flagged once on the outer one). Left alone: nested conditionals \
        whose every result is a styling constant (`.orange`, `.hex(0x393939)`, `Color.red`, a \
        number) and that read an environment value (`colorScheme`, a size class, an \
        `@Environment` property of the view): picking a colour for the color scheme is the \
        view's own styling (a choice made from model state alone, or between texts, still counts); `let _ = …` (used for \
        `Self._printChanges()`), a `let` inside a `GeometryReader` (layout arithmetic on the proxy \
        belongs there), a `let` that only renames a value (a literal, `item`, \
        `viewModel.order.total`), a `let` that is one comparison of two such values (`let isOwn = \
        message.author.id == account.id`, a flag named so that several branches can read it), a \
        `let` that only calls an initializer or a method (a gesture, a \
        `ViewState(state:)` projection, a helper: construction the syntax cannot tell from logic), a \
        `let` whose value filters, sorts or maps a collection (reported \
        by `list-filter-in-model`), `if let` unwrapping, single ternaries, and formatter \
        construction (reported by `perf-no-formatter-in-body`). Arithmetic written straight into \
        view arguments and `switch` over domain values are not flagged, as the syntax cannot tell \
        them from layout arithmetic and view selection. \
        Test files are not checked.
        """,
        triggering: [
            RuleExample("""
            struct OrderSummary: View {
                let order: Order
                var body: some View {
                    ↓let tax = order.subtotal * 0.08
                    VStack(alignment: .leading) {
                        Text("Tax: \\(tax)")
                        Text(↓String(format: "%.2f", order.subtotal + tax))
                    }
                }
            }
            """),
            RuleExample("""
            struct StatusDot: View {
                let status: OrderStatus
                var body: some View {
                    Circle()
                        .fill(
                            ↓status == .delivered ? .green :
                                status == .shipped ? .blue : .gray
                        )
                        .frame(width: 8, height: 8)
                }
            }
            """),
            RuleExample("""
            struct GoalCard {
                let goal: Int
                let progress: Int
            }
            #if os(iOS)
            extension GoalCard: View {
                var body: some View {
                    VStack {
                        ↓let remaining = max(goal - progress, 0)
                        Text("\\(remaining) left")
                            .opacity(↓isSelected ? (isPinned ? 1 : 0.8) : 0.5)
                    }
                    .overlay {
                        Text(↓String(format: "%d%%", percent))
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Leaderboard: View {
                @Environment(\\.colorScheme) private var colorScheme
                let scope: Scope
                var body: some View {
                    List(entries) { Row(entry: $0) }
                        .foregroundStyle(colorScheme == .light ? .hex(0x393939) : scope == .games ? .orange : Color.red)
                        .padding(colorScheme == .dark ? 8 : scope == .games ? 12 : 16)
                        .opacity(isEnabled ? 1 : 0.5)
                }
            }
            """),
            RuleExample("""
            struct MessageBubble: View {
                let message: Message
                let currentAccount: Account
                var body: some View {
                    let isOwnMessage = message.author.id == currentAccount.account?.id
                    HStack {
                        if isOwnMessage { Spacer() }
                        Text(message.text)
                        if !isOwnMessage { Spacer() }
                    }
                }
            }
            """),
            RuleExample("""
            struct PhotoTile: View {
                let store: StoreOf<PhotoFeature>
                var body: some View {
                    let state = TileState(store.state)
                    let press = LongPressGesture(minimumDuration: 0.3)
                        .sequenced(before: DragGesture())
                    let item = PhotoTransferable(url: state.url)
                    let caption = state.caption ?? "Untitled"
                    let inset = self.inset(for: state.size)
                    Image(state.name)
                        .gesture(press)
                        .padding(inset)
                        .overlay { ShareLink(item: item, preview: SharePreview(caption)) }
                }
            }
            """),
            RuleExample("""
            struct OrderSummary: View {
                @State var viewModel: OrderViewModel
                var body: some View {
                    let _ = Self._printChanges()
                    let order = viewModel.order
                    let spacing = 8.0
                    VStack(spacing: spacing) {
                        if let note = order.note { Text(note) }
                        Text(viewModel.totalLabel)
                            .foregroundStyle(viewModel.isOverdue ? .red : .primary)
                        GeometryReader { proxy in
                            let barWidth = proxy.size.width / 12
                            Bars(width: barWidth)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct TodoList: View {
                let todos: [Todo]
                var body: some View {
                    let open = todos.filter { !$0.isDone }
                    List(open) { TodoRow(todo: $0) }
                }
            }
            """),
            RuleExample("""
            struct Checkout: View {
                @State var viewModel: CheckoutViewModel
                var body: some View {
                    Button("Pay") {
                        let total = viewModel.subtotal + viewModel.shipping
                        viewModel.pay(total, note: String(format: "%.2f", total))
                    }
                    .task { let retries = viewModel.attempts + 1; await viewModel.load(retries) }
                }
                func caption(for value: Double) -> String {
                    let rounded = (value * 100).rounded() / 100
                    return String(format: "%.2f", rounded)
                }
                var tint: Color { isAlert ? .red : isWarning ? .orange : .green }
            }
            """),
            RuleExample("""
            // Avoid `let x = a ? b : c ? d : e` and String(format:) in body.
            struct Legend: View {
                var body: some View {
                    Text("let total = a ? b : c ? d : e")
                    MyString(format: "%d")
                }
            }
            struct Report {
                let values: [Double]
                var body: String { let sum = values.count * 2; return String(format: "%d", sum) }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["String"]

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks one node.
    /// The key of the per-file answer to "does the text contain `format`?", an exact pre-check
    /// for `String(format:)`.
    private enum FormatMentioned {}

    public func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }

        checkLet(variable, in: file)
    }

    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }

        guard file.cachedFlag(FormatMentioned.self, { file.mentions("format") }),
              SyntaxQueries.isCall(call, toType: "String"), call.arguments.first?.label?.text == "format",
              NavigationListsSupport.isRenderedInBody(call) else { return }
        report(call, "`String(format:)` in `body` formats on every render; expose the finished string from the ViewModel (or the model or state the view reads).", in: file)
    }

    public func visit(_ sequence: SequenceExprSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }

        guard Self.isNestedTernary(sequence), !Self.isInsideTernary(sequence),
              !(Self.choosesStyleConstants(sequence) && Self.readsEnvironment(sequence)),
              NavigationListsSupport.isRenderedInBody(sequence) else { return }
        report(sequence, "Nested conditional expressions in `body` encode decisions the view should not make; let the ViewModel (or the model or state the view reads) expose the resulting value, or an enum, and read it here.", in: file)
    }

    private func checkLet(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard variable.bindingSpecifier.tokenKind == .keyword(.let), variable.parent?.is(CodeBlockItemSyntax.self) == true,
              NavigationListsSupport.isRenderedInBody(variable),
              !NavigationListsSupport.isInsideClosure(of: ["GeometryReader"], variable, below: variable.root) else { return }
        let computes = variable.bindings.contains { binding in
            guard !binding.pattern.is(WildcardPatternSyntax.self), let value = binding.initializer?.value else { return false }
            return !Self.isPlainValue(value) && Self.usesOperators(value) && !Self.isSingleComparison(value)
                && NavigationListsSupport.firstTransform(in: value) == nil
        }
        guard computes else { return }
        report(variable.bindingSpecifier, "This `let` computes a value while `body` renders; compute it in the ViewModel (or the model or state the view reads) and expose the display-ready result.", in: file)
    }

    /// Whether a value applies an operator (arithmetic, comparison, logic, a ternary) outside
    /// closures. `??` alone is a display fallback, and a value that only calls (a gesture, a
    /// `ViewState(state:)` projection, a helper method, a transferable) is left alone: the syntax
    /// cannot tell such construction from logic.
    private static func usesOperators(_ value: ExprSyntax) -> Bool {
        ViewRuleSupport.descendants(of: value, skipClosures: true).contains { node in
            if node.kind == .unresolvedTernaryExpr || node.kind == .prefixOperatorExpr && node.as(PrefixOperatorExprSyntax.self)?.operator.text == "!" {
                return true
            }
            guard let binary = node.as(BinaryOperatorExprSyntax.self) else { return false }
            return binary.operator.text != "??"
        } || SyntaxQueries.unparenthesized(value).kind == .prefixOperatorExpr
    }

    /// One comparison of two plain values and nothing else (`message.account.id == current.id`):
    /// a flag named once so that several branches can read it, not a decision to move.
    private static func isSingleComparison(_ value: ExprSyntax) -> Bool {
        guard let sequence = SyntaxQueries.unparenthesized(value).as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self),
              ["==", "!=", "<", ">", "<=", ">=", "==="].contains(operation.operator.text) else { return false }
        return isPlainValue(elements[0]) && isPlainValue(elements[2])
    }

    /// A literal, or a plain reference or property chain (`item`, `self.item`, `viewModel.order.total`).
    private static func isPlainValue(_ expression: ExprSyntax) -> Bool {
        let expression = SyntaxQueries.unparenthesized(expression)
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
            || expression.is(NilLiteralExprSyntax.self) {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return isPlainValue(base)
        }
        // `account?.id`: an optional link of the chain.
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return isPlainValue(optional.expression) }
        return false
    }

    /// Whether an operator sequence holds a conditional expression nested in another one.
    private static func isNestedTernary(_ sequence: SequenceExprSyntax) -> Bool {
        let ternaries = sequence.elements.compactMap { $0.as(UnresolvedTernaryExprSyntax.self) }
        guard !ternaries.isEmpty else { return false }
        if ternaries.count > 1 { return true }
        if ternaries.contains(where: { isTernary($0.thenExpression) }) { return true }
        return sequence.elements.contains { isTernary($0) }
    }

    /// Whether every result of a nested conditional is a styling constant: an implicit member
    /// (`.isowordsOrange`, `.hex(0x393939)`), a `Color.…` member or a number. Choosing a colour or
    /// a size from the color scheme and the selected tab is the view's own styling, not a
    /// decision for the model (text chosen this way still counts: it is display logic).
    private static func choosesStyleConstants(_ sequence: SequenceExprSyntax) -> Bool {
        func results(_ sequence: SequenceExprSyntax) -> [ExprSyntax]? {
            let elements = Array(sequence.elements)
            guard let last = elements.last else { return nil }
            var found = elements.compactMap { $0.as(UnresolvedTernaryExprSyntax.self)?.thenExpression }
            found.append(last)
            return found
        }
        func isConstant(_ expression: ExprSyntax) -> Bool {
            let expression = SyntaxQueries.unparenthesized(expression)
            if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return true }
            if let nested = expression.as(SequenceExprSyntax.self), nested.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                return results(nested)?.allSatisfy(isConstant) ?? false
            }
            let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
            guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
            guard let base = member.base else { return true }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
        }
        return results(sequence)?.allSatisfy(isConstant) ?? false
    }

    /// Environment values that styling commonly follows.
    private static let environmentNames: Set<String> = ["colorScheme", "horizontalSizeClass", "verticalSizeClass", "dynamicTypeSize", "isEnabled", "colorSchemeContrast"]

    /// Whether the expression reads an environment value: a well-known one (`colorScheme`) or an
    /// `@Environment` property of the enclosing type.
    private static func readsEnvironment(_ sequence: SequenceExprSyntax) -> Bool {
        var names = environmentNames
        if let type = SyntaxQueries.enclosingTypeDeclaration(of: sequence) {
            for property in SyntaxQueries.storedProperties(in: SyntaxQueries.memberBlocks(ofTypeAround: type))
            where SyntaxQueries.attribute("Environment", in: property.variable.attributes) != nil {
                names.insert(property.name.text)
            }
        }
        return sequence.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return names.contains(name) }
            return false
        }
    }

    /// Whether an expression, without its parentheses, is a conditional expression.
    private static func isTernary(_ expression: ExprSyntax) -> Bool {
        let expression = SyntaxQueries.unparenthesized(expression)
        if expression.is(TernaryExprSyntax.self) { return true }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) }
    }

    /// Whether a sequence is itself a branch or operand (possibly parenthesised) of a conditional expression.
    private static func isInsideTernary(_ sequence: SequenceExprSyntax) -> Bool {
        var node = Syntax(sequence)
        while let element = node.parent?.as(LabeledExprSyntax.self), element.label == nil,
              let list = element.parent?.as(LabeledExprListSyntax.self), list.count == 1,
              let tuple = list.parent?.as(TupleExprSyntax.self) {
            node = Syntax(tuple)
        }
        guard let parent = node.parent else { return false }
        if parent.is(UnresolvedTernaryExprSyntax.self) { return true }
        if let list = parent.as(ExprListSyntax.self), let outer = list.parent?.as(SequenceExprSyntax.self) {
            return outer.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) }
        }
        return false
    }
}
