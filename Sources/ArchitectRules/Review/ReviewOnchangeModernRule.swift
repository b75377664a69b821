import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags the iOS 14 `.onChange(of:perform:)` form when the target is iOS 17 or later.
struct ReviewOnchangeModernRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "review-onchange-modern", title: "Use the two-value .onChange", category: .review, impact: .medium,
        presets: [.recommended, .review],
        rationale: """
        iOS 17 deprecated `.onChange(of:perform:)`, whose action receives only the new value. The \
        replacement takes either no parameters or both the old and the new value, and can run on \
        appear with `initial: true`. \
        When the file's iOS deployment target is 17.0 or later the rule reports, at the \
        `onChange` name, an `.onChange` call that passes a `perform:` argument, or whose closure \
        takes exactly one parameter (the modifier may also be called bare, `onChange(of:)`, inside \
        a View extension) (`{ value in … }`, `{ _ in … }`, `{ (value) in … }`, or a \
        closure with no signature that uses `$0` but not `$1`). Closures with no parameters or two \
        parameters are the modern form and are left alone, as is everything below iOS 17, where \
        the old form is the only one available. A handler passed by name without a label cannot be \
        classified and is left alone. Only the action closure is read, never the `of:` argument. \
        Calls that are not SwiftUI's modifier are left alone: an `of:` argument that is a closure or \
        a key path, and calls inside a reducer (a member typed `some Reducer<…>` or `ReducerOf<…>`, \
        or a type marked `@Reducer` or conforming to `Reducer`), whose `.onChange(of:)` is The \
        Composable Architecture's operator.
        """,
        triggering: [
            RuleExample("""
            struct SearchScreen: View {
                @State private var query = ""
                var body: some View {
                    TextField("Search", text: $query)
                        .↓onChange(of: query) { newValue in
                            model.search(newValue)
                        }
                }
            }
            """),
            RuleExample("""
            struct Toggles: View {
                @Binding var enabled: Bool
                var body: some View {
                    Toggle("On", isOn: $enabled)
                        .↓onChange(of: enabled, perform: save)
                        .↓onChange(of: enabled) { _ in haptics.tap() }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension View {
                func trackingScroll(_ offset: CGFloat) -> some View {
                    self
                        .padding()
                        .↓onChange(of: offset) { print($0) }
                        .↓onChange(of: offset) { (value: CGFloat) in print(value) }
                }
                func logging(_ flag: Bool) -> some View {
                    ↓onChange(of: flag) { value in print(value) }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct SearchScreen: View {
                @State private var query = ""
                var body: some View {
                    TextField("Search", text: $query)
                        .onChange(of: query) { oldValue, newValue in model.search(newValue) }
                        .onChange(of: query, initial: true) { model.reset() }
                        .onChange(of: query) { print($0, $1) }
                }
            }
            """),
            RuleExample("""
            struct SearchScreen: View {
                @State private var query = ""
                var body: some View {
                    TextField("Search", text: $query)
                        .onChange(of: query) { newValue in model.search(newValue) }
                }
            }
            """, iOS: Version(16)),
            RuleExample("""
            // .onChange(of: x, perform: handler) is the old form.
            func onChange(of value: Int, perform: (Int) -> Void) {}
            let label = "onChange(of:perform:)"
            """),
            RuleExample("""
            struct Row: View {
                var body: some View {
                    Text("x").onChange(of: flag) {
                        items.forEach { print($0) }
                    }
                }
            }
            """),
            RuleExample("""
            struct Sounds<Base: Reducer<Game.State, Game.Action>> {
                let base: Base
                var body: some Reducer<Game.State, Game.Action> {
                    base
                        .onChange(of: { $0.isOver }) { _, _ in
                            Reduce { _, _ in .none }
                        }
                }
            }
            @Reducer
            struct Settings {
                var body: some ReducerOf<Self> {
                    BindingReducer()
                        .onChange(of: \\.volume) { oldValue, newValue in
                            Reduce { state, _ in .none }
                        }
                    Reduce { state, action in .none }
                        .onChange(of: \\.theme) { newValue in Reduce { _, _ in .none } }
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct Search: View {
                @State private var query = ""

                var body: some View {
                    TextField("Search", text: $query)
                        .onChange(of: query) { value in
                            run(value)
                        }
                }
            }
            """, becomes: """
            struct Search: View {
                @State private var query = ""

                var body: some View {
                    TextField("Search", text: $query)
                        .onChange(of: query) { _, value in
                            run(value)
                        }
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["onChange"]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard file.iOSTarget >= Version(17, 0), let name = nameToken(of: call), name.text == "onChange",
              Self.isViewOnChange(call, memo: file.cached(ReducerMemo.self, ReducerMemo.init).memo) else { return }
        if SyntaxQueries.argument("perform", of: call) != nil {
            report(name, "`.onChange(of:perform:)` is deprecated from iOS 17; pass a closure that takes no parameters or `oldValue, newValue`.", in: file)
            return
        }
        guard let closure = Self.action(of: call), parameterCount(of: closure) == 1 else { return }
        report(name, "This `.onChange` closure takes only the new value, the form deprecated in iOS 17; take `oldValue, newValue` or no parameters.", in: file)
    }

    /// Whether an `.onChange(of:)` call can be SwiftUI's view modifier: its `of:` argument is a
    /// value (not a closure or key path) and it is not inside a reducer. `fix` uses the same test.
    /// `memo`, kept for one tree, remembers the answer for every node on the way up, so the calls
    /// of a long modifier chain (each the parent of the next) cost one walk in all, not one each.
    public static func isViewOnChange(_ call: FunctionCallExprSyntax, memo: AncestorMemo = AncestorMemo()) -> Bool {
        guard let observed = SyntaxQueries.argument("of", of: call) else { return false }
        return isObservedValue(observed.expression) && !isInReducer(call, memo: memo)
    }

    /// The file's memo of the reducer question (a class of its own, the key of `FileContext.cached`).
    private final class ReducerMemo {
        let memo = AncestorMemo()
    }

    /// The action closure of an `.onChange` call: the trailing closure, or the unlabelled
    /// closure argument of `onChange(of:initial:_:)`. Never the `of:` argument.
    private static func action(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return trailing }
        return call.arguments.last(where: { $0.label == nil })?.expression.as(ClosureExprSyntax.self)
    }

    /// Whether the `of:` argument can be the value SwiftUI's `.onChange` observes. A closure or a
    /// key path there belongs to another API (The Composable Architecture's reducer
    /// `.onChange(of: { $0.field })`, for one).
    private static func isObservedValue(_ expression: ExprSyntax) -> Bool {
        !expression.is(ClosureExprSyntax.self) && !expression.is(KeyPathExprSyntax.self)
    }

    /// Whether `call` sits in a reducer rather than a view: in a member whose declared type is a
    /// reducer (`some Reducer<State, Action>`, `some ReducerOf<Feature>`), or in a type marked
    /// `@Reducer` or conforming to `Reducer`. Reducers have an `.onChange(of:)` operator of their own.
    private static func isInReducer(_ call: FunctionCallExprSyntax, memo: AncestorMemo) -> Bool {
        memo.answer(from: call.parent) { node in
            if let variable = node.as(VariableDeclSyntax.self) {
                return variable.bindings.contains(where: { isReducerType($0.typeAnnotation?.type) }) ? true : nil
            } else if let function = node.as(FunctionDeclSyntax.self) {
                return isReducerType(function.signature.returnClause?.type) ? true : nil
            } else if let declaration = node.asProtocol(DeclGroupSyntax.self) {
                return SyntaxQueries.attributeNames(declaration.attributes).contains("Reducer")
                    || SyntaxQueries.inheritedNames(declaration.inheritanceClause).contains(where: reducerTypes.contains)
            }
            return nil
        }
    }

    private static let reducerTypes: Set<String> = ["Reducer", "ReducerOf", "ReducerProtocol", "Reduce"]

    /// Whether a written type is a reducer type, plain or opaque (`some Reducer<S, A>`).
    private static func isReducerType(_ type: TypeSyntax?) -> Bool {
        guard var type else { return false }
        if let opaque = type.as(SomeOrAnyTypeSyntax.self) { type = opaque.constraint }
        return SyntaxQueries.baseTypeName(type).map(reducerTypes.contains) ?? false
    }

    /// The name token of `x.onChange(…)`, `.onChange(…)` or a bare `onChange(…)` inside a View extension.
    private func nameToken(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    }

    /// The number of parameters a closure takes, counting `$0`/`$1` when it has no signature.
    private func parameterCount(of closure: ClosureExprSyntax) -> Int {
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list): return list.count
            case .parameterClause(let parameters): return parameters.parameters.count
            @unknown default: return 0
            }
        }
        let finder = AnonymousArgumentFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.highest.map { $0 + 1 } ?? 0
    }

    /// Finds the highest `$n` a closure body uses, not looking into nested closures.
    private final class AnonymousArgumentFinder: SyntaxVisitor {
        var highest: Int?

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if case .dollarIdentifier(let text) = node.baseName.tokenKind, let index = Int(text.dropFirst()) {
                highest = max(highest ?? index, index)
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
