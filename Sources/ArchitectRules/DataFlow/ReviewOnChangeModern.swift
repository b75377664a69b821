import ArchitectCore
import SwiftSyntax

/// Flags the iOS 14 `.onChange(of:perform:)` form when the target is iOS 17 or later.
public struct ReviewOnChangeModern: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "review-onchange-modern",
        title: "Use the two-value .onChange",
        category: "review",
        impact: .medium,
        presets: [.recommended, .review],
        fixable: true,
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
        classified and is left alone.
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
        ]
    )

    /// Calls.
    public static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule for one run.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        guard file.iOSTarget >= Version(17, 0), let call = node.as(FunctionCallExprSyntax.self),
              let name = nameToken(of: call), name.text == "onChange", SyntaxQueries.argument("of", of: call) != nil else { return }
        if SyntaxQueries.argument("perform", of: call) != nil {
            report(name, "`.onChange(of:perform:)` is deprecated from iOS 17; pass a closure that takes no parameters or `oldValue, newValue`.", in: file)
            return
        }
        guard let closure = SyntaxQueries.closures(of: call).first, parameterCount(of: closure) == 1 else { return }
        report(name, "This `.onChange` closure takes only the new value, the form deprecated in iOS 17; take `oldValue, newValue` or no parameters.", in: file)
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
