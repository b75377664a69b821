import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `some View` helpers that branch with `return` or `AnyView` instead of using `@ViewBuilder`.
struct ViewViewbuilderCompositionRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "view-viewbuilder-composition", title: "Compose conditional views with @ViewBuilder", category: .view, impact: .high,
        severity: .note, presets: [.recommended, .clinic, .review], aliases: ["review-viewbuilder"],
        rationale: """
        A helper that picks between views with `if`/`switch` and explicit `return`s must return \
        one type from every branch, which pushes authors to wrap branches in `AnyView` and hides \
        their identity from SwiftUI. Marked `@ViewBuilder`, the same helper lists each branch's \
        view directly; SwiftUI then knows the branches apart by type and diffs each on its own.

        Reported, at the helper's name: a function or computed property whose declared type is \
        `some View`, with no `@ViewBuilder` attribute (on the declaration or on its getter), whose \
        body contains an `if`, `switch` or `?:` that either holds a `return` statement in one of \
        its branches or builds an `AnyView` (also `SwiftUI.AnyView`) there. Closures, nested \
        functions and nested types inside the helper are not looked into.

        An `#if` is not a branch (only one clause is compiled), so returns in its clauses do not \
        count, but an `if` or `switch` inside an `#if` clause does.

        Left alone: helpers that already carry `@ViewBuilder`; helpers typed `some ViewModifier` \
        or another look-alike of `some View`; look-alike wrappers such as `MyAnyView`; helpers whose only `return` comes \
        after the branch (`if x { log() }; return Text(…)`); a single-expression ternary \
        without `AnyView`; `guard … else { return … }` early exits; `body` properties and \
        `body(content:)` methods, which get `@ViewBuilder` from the `View` and `ViewModifier` \
        protocols; helpers whose every `return` builds the same view without modifiers \
        (`return Label(…)` in each branch is one concrete type, nothing to erase); returns that \
        only an `if #available` separates (an availability fallback, not a choice of views); \
        stored closures returning a generic `Content` (the catalog's wider `review-viewbuilder` \
        form, not checked here); and mentions in comments or strings. \
        Test files are not checked.
        """,
        triggering: [
            RuleExample("""
            struct OrderRow: View {
                let order: Order
                var body: some View { status }

                private var ↓status: some View {
                    if order.isShipped {
                        return Text("Shipped").bold()
                    }
                    return Text("Pending")
                }
            }
            """),
            RuleExample("""
            extension ContentSection {
                func ↓content(for style: Style) -> some SwiftUI.View {
                    switch style {
                    case .hero: return AnyView(HeroBanner())
                    case .grid: return AnyView(GridOfCards())
                    }
                }
            }
            """),
            RuleExample("""
            enum Badges {
                #if os(iOS)
                static func ↓badge(_ count: Int) -> some View {
                    count > 99
                        ? SwiftUI.AnyView(Text("99+"))
                        : AnyView(Text("\\(count)").monospacedDigit())
                }
                #endif
            }
            """),
            RuleExample("""
            struct Banner: View {
                let warning: String?
                var ↓message: some View {
                    get {
                        if let warning { return Text(warning).foregroundColor(.orange) }
                        else { return Text("All good") }
                    }
                }
                var body: some View { message }
            }
            """),
            RuleExample("""
            struct Inbox: View {
                struct EmptyState: View {
                    let isOffline: Bool
                    var body: some View { content }
                    private var ↓content: some View {
                        #if os(iOS)
                        if isOffline {
                            return AnyView(
                                Label("Offline", systemImage: "wifi.slash")
                                    .font(.headline)
                                    .foregroundStyle(.secondary)
                            )
                        }
                        #endif
                        return AnyView(Text("No mail"))
                    }
                }
                var body: some View { EmptyState(isOffline: false) }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct ShareMenu: View {
                let isPrivate: Bool
                let isOwner: Bool
                var body: some View { label }
                var label: some View {
                    if isPrivate {
                        if isOwner { return Label("Unshare", systemImage: "lock") }
                        return Label("Share privately", systemImage: "lock")
                    }
                    return Label("Share", systemImage: "square.and.arrow.up")
                }
            }
            extension View {
                func translated(_ isOn: Binding<Bool>, text: String) -> some View {
                    if #available(iOS 17.4, *) {
                        return AnyLayoutBox(self, isOn: isOn, text: text)
                    } else {
                        return AnyLayoutBox(self, isOn: .constant(false), text: text)
                    }
                }
            }
            """),
            RuleExample("""
            struct OrderRow: View {
                let order: Order
                var body: some View { status }

                @ViewBuilder
                private var status: some View {
                    if order.isShipped {
                        Text("Shipped")
                    } else {
                        Image(systemName: "clock")
                    }
                }
            }
            """),
            RuleExample("""
            // func header() -> some View { if x { return AnyView(A()) } }
            func header(title: String?) -> some View {
                let text = "if flag { return AnyView(A()) }"
                if title == nil { print(text) }
                return Text(title ?? "Untitled")
            }
            func label(_ on: Bool) -> some View {
                on ? Text("On") : Text("Off")
            }
            """),
            RuleExample("""
            struct Card: View {
                let hidden: Bool
                var body: some View {
                    if hidden { return AnyView(EmptyView()) }
                    return AnyView(Text("Card"))
                }
            }
            struct Outline: ViewModifier {
                func body(content: Content) -> some View {
                    if true { return content.border(.red) }
                    return content.border(.red)
                }
            }
            """),
            RuleExample("""
            func rows(_ items: [Item]) -> some View {
                List(items) { item in
                    row(for: item)
                }
                .onAppear {
                    if items.isEmpty { return }
                }
            }
            func title(for id: Int) -> String {
                if id == 0 { return "Zero" }
                return "Other"
            }
            var picker: some View {
                @ViewBuilder get {
                    if flag { Text("A") } else { Text("B") }
                }
            }
            """),
            RuleExample("""
            func highlight(_ on: Bool) -> some ViewModifier {
                if on { return Highlight(color: .yellow) }
                return Highlight(color: .clear)
            }
            func chip(_ selected: Bool) -> some View {
                selected ? MyAnyView(Chip()) : MyAnyView(Chip().opacity(0.5))
            }
            @MainActor func badge(_ n: Int) -> some MyView {
                if n > 9 { return Badge("9+") }
                return Badge("\\(n)")
            }
            """),
            RuleExample("""
            func toolbarTitle() -> some View {
                #if os(macOS)
                return Text("Library")
                #else
                return Text("Library")
                    .font(.headline)
                #endif
            }
            func list(_ items: [Item]) -> some View {
                List(items) { item in
                    if item.isPinned { return AnyView(PinnedRow(item: item)) }
                    return AnyView(Row(item: item))
                }
                .listStyle(.plain)
                .refreshable {
                    if items.isEmpty { return }
                }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ function: FunctionDeclSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }

        guard function.name.text != "body",
              SyntaxQueries.isSomeView(function.signature.returnClause?.type),
              SyntaxQueries.attribute("ViewBuilder", in: function.attributes) == nil,
              let body = function.body,
              BranchFinder.branches(in: body.statements) else { return }
        report(function.name, message(function.name.text), in: file)
    }

    public func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }

        guard SyntaxQueries.attribute("ViewBuilder", in: variable.attributes) == nil else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text != "body",
                  SyntaxQueries.isSomeView(binding.typeAnnotation?.type),
                  let statements = Self.getterStatements(binding.accessorBlock),
                  BranchFinder.branches(in: statements) else { continue }
            report(name, message(name.text), in: file)
        }
    }

    private func message(_ name: String) -> String {
        "`\(name)` picks its view with `return` or `AnyView` in branches; mark it `@ViewBuilder` and let each branch state its view."
    }

    /// The statements of a computed property's getter, unless the getter carries `@ViewBuilder`.
    private static func getterStatements(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        if case .accessors(let accessors)? = block?.accessors,
           let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
           SyntaxQueries.attribute("ViewBuilder", in: getter.attributes) != nil {
            return nil
        }
        return ViewRuleSupport.getterStatements(block)
    }
}

/// Looks through a helper's statements for a branch that returns or builds an `AnyView`, without
/// entering closures, nested functions, local computed properties or local types.
private final class BranchFinder: SyntaxQueries.ScopedVisitor {
    /// One entry per enclosing branch construct: whether it is an `if` on `#available` only.
    private var branches: [Bool] = []
    private var buildsAnyView = false
    private var returnsInBranch = false
    private var returned: [ExprSyntax?] = []

    /// Whether the helper returns from a branch or builds an `AnyView` in one. Returns that all
    /// build the same view with no modifier (`return Label(…)` in every branch: one concrete type)
    /// and returns that only an `if #available` separates are not counted.
    static func branches(in statements: CodeBlockItemListSyntax) -> Bool {
        let finder = BranchFinder()
        finder.walk(statements)
        if finder.buildsAnyView { return true }
        guard finder.returnsInBranch else { return false }
        let names = finder.returned.map { expression -> String? in
            guard let call = expression?.as(FunctionCallExprSyntax.self), ViewRuleSupport.isViewInitializer(call) else { return nil }
            return SyntaxQueries.calleeName(call.calledExpression)
        }
        if let first = names.first, let name = first, names.allSatisfy({ $0 == name }) { return false }
        return true
    }

    private static func isAvailabilityCheck(_ node: IfExprSyntax) -> Bool {
        node.conditions.allSatisfy { $0.condition.is(AvailabilityConditionSyntax.self) }
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { branches.append(Self.isAvailabilityCheck(node)); return .visitChildren }
    override func visitPost(_ node: IfExprSyntax) { branches.removeLast() }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { branches.append(false); return .visitChildren }
    override func visitPost(_ node: SwitchExprSyntax) { branches.removeLast() }
    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind { branches.append(false); return .visitChildren }
    override func visitPost(_ node: TernaryExprSyntax) { branches.removeLast() }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.isTernary(node) { branches.append(false) }
        return .visitChildren
    }

    override func visitPost(_ node: SequenceExprSyntax) {
        if Self.isTernary(node) { branches.removeLast() }
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        returned.append(node.expression)
        if branches.contains(false) { returnsInBranch = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !branches.isEmpty, SyntaxQueries.isTypeReference(node.calledExpression, named: "AnyView") { buildsAnyView = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Whether an unfolded operator sequence contains a `?:`.
    private static func isTernary(_ node: SequenceExprSyntax) -> Bool {
        node.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) }
    }
}
