import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags type erasure with `AnyView`, which hides view identity from SwiftUI's diffing.
struct DiffAvoidAnyviewRule: SyntaxRule {
    public static let description = RuleDescription(
        id: "diff-avoid-anyview", title: "Avoid AnyView", category: .diff, impact: .critical, severity: .warning,
        presets: [.recommended, .clinic],
        rationale: """
        `AnyView` erases the concrete type of a view, so SwiftUI can no longer tell from the type \
        whether two renders show the same view; it has to compare contents or rebuild the subtree. \
        Use `@ViewBuilder`, `some View` or `Group` to keep types concrete. Reported: `AnyView` \
        written as a type (return, property, parameter, generic argument) or called as an \
        initializer, including `SwiftUI.AnyView`, once per problem: a ternary with `AnyView` on \
        both sides is reported at its first branch, a function returning `AnyView(…)` from \
        several `return`s at the first, and the results of a function or property declared to \
        return `AnyView` are covered by that type. Left alone: `AnyView(…)` around what a method \
        of another value returns (`AnyView(tab.makeView(…))`, typically a protocol's views held \
        through an existential, where erasure is the only way to hold them), an optional stored property of type \
        `AnyView?` and the `AnyView(…)` stored into it (a view kept for later display, \
        such as a placeholder a modifier-style setter fills in: storage has no `some View`, and \
        a generic parameter would change the type's public API for little gain), the content of \
        a hosting bridge or renderer (`UIHostingController`, `NSHostingController`, \
        `NSHostingView`, `UIHostingConfiguration`, `ImageRenderer`), whose root needs one concrete \
        type and lives outside any `body`, test files, `#Preview`s, `PreviewProvider`s and \
        `#if DEBUG` code, names that merely contain the word (`MyAnyView`), and mentions in \
        comments or strings.
        """,
        triggering: [
            RuleExample("""
            struct Card: View {
                var body: some View { ↓AnyView(Text("x")) }
            }
            """),
            RuleExample("""
            func erase(_ flag: Bool) -> ↓AnyView {
                flag ? AnyView(Text("a")) : AnyView(Image(systemName: "b"))
            }
            """),
            RuleExample("""
            struct Holder {
                let content: ↓SwiftUI.AnyView
                var list: [↓AnyView] = []
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Text {
                func erased() -> some View {
                    ↓SwiftUI.AnyView(self)
                }
            }
            #endif
            """),
            RuleExample("""
            struct HoverCard: ViewModifier {
                let enabled: Bool
                func body(content: Content) -> some View {
                    if !enabled {
                        return ↓AnyView(content)
                    }
                    return AnyView(content.onHover { _ in })
                }
            }
            struct Hero: View {
                let dark: Bool
                var body: some View {
                    Text("Hi").background(dark ? ↓AnyView(Color.black) : AnyView(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct AccountDetail: View {
                let tabs: TabManager
                var body: some View {
                    ScrollView { AnyView(tabs.selectedTab.makeView(fetcher: tabs.fetcher)) }
                }
            }
            """),
            RuleExample("""
            struct RichTextField: View {
                var placeholderView: AnyView?
                var body: some View { Editor(placeholder: placeholderView) }
                func placeholder(_ view: some View) -> Self {
                    var copy = self
                    copy.placeholderView = AnyView(view)
                    return copy
                }
            }
            """),
            RuleExample("""
            // AnyView would be simpler here, but we keep the type.
            struct Card: View {
                var body: some View { Text("AnyView") }
            }
            """),
            RuleExample("""
            struct MyAnyView: View {
                var body: some View { Text("x") }
            }
            let view = MyAnyView()
            """),
            RuleExample("""
            struct Screen: View {
                var flag: Bool
                @ViewBuilder var body: some View {
                    if flag { Text("a") } else { Image(systemName: "b") }
                }
            }
            """),
            RuleExample("""
            let label = model.anyView
            func make() -> AnyViewFactory { AnyViewFactory() }
            """),
            RuleExample("""
            // EditorField declares its placeholder storage in another file.
            extension EditorField {
                func placeholder(_ view: some View) {
                    // The stored property's type is where the erasure is reported.
                    placeholderView = AnyView(view)
                }
            }
            """),
            RuleExample("""
            import UIKit
            final class Bridge {
                let host = UIHostingController(rootView: AnyView(Text("Hosted")))
                var renderer: ImageRenderer<AnyView>?
            }
            """),
            RuleExample("""
            struct SnapshotHarness {
                let view: AnyView
                init(_ view: some View) { self.view = AnyView(view) }
            }
            """, path: "Tests/SnapshotTests/SnapshotHarness.swift"),
            RuleExample("""
            #Preview {
                AnyView(Text("Preview"))
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["AnyView"]


    public let configuration: RuleConfiguration

    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {

        guard SyntaxQueries.isTypeReference(call.calledExpression, named: "AnyView"), !file.isTestFile,
              !Self.isRepeat(call), !Self.isBridgeContent(Syntax(call)), !Self.wrapsAnotherValuesView(call),
              !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        report(call.calledExpression, "`AnyView` erases the view's type and defeats diffing; return `some View` from a `@ViewBuilder` instead.", in: file)
    }

    public func visit(_ identifier: IdentifierTypeSyntax, in file: FileContext) {

        guard identifier.name.text == "AnyView", !(identifier.parent?.is(MemberTypeSyntax.self) ?? false) else { return }
        reportType(Syntax(identifier), in: file)
    }

    public func visit(_ member: MemberTypeSyntax, in file: FileContext) {

        guard member.name.text == "AnyView", member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftUI" else { return }
        reportType(Syntax(member), in: file)
    }

    private func reportType(_ type: Syntax, in file: FileContext) {
        guard !file.isTestFile, !Self.isBridgeContent(type), !Self.isStoredPropertyType(type),
              !SyntaxQueries.isPreviewOrDebugCode(type) else { return }
        report(type, "`AnyView` as a type erases the view's identity; use `some View` or a generic `Content: View` instead.", in: file)
    }

    /// Whether `AnyView(…)` wraps what a method of another value returns
    /// (`AnyView(tab.makeView(…))`): such a method usually belongs to a protocol or an
    /// existential whose views differ by conformance, where erasure is the only way to hold
    /// them; a `@ViewBuilder` here would not compile without redesigning that type.
    private static func wrapsAnotherValuesView(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.count == 1, let argument = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              !ViewRuleSupport.isViewInitializer(argument),
              let member = argument.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
    }

    /// Whether `type` is the declared type of an optional stored property (`var placeholder: AnyView?`):
    /// a view kept for later display, set by the caller or a modifier-style setter. Storage has
    /// no `some View`, and a generic parameter would change the type's public API.
    private static func isStoredPropertyType(_ type: Syntax) -> Bool {
        // Only an optional one: a placeholder that may be absent. A required `let content: AnyView`
        // is content the type should take as a generic `Content: View`.
        guard let optional = type.parent, optional.is(OptionalTypeSyntax.self) || optional.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
              let annotation = optional.parent?.as(TypeAnnotationSyntax.self),
              let binding = annotation.parent?.as(PatternBindingSyntax.self), binding.accessorBlock == nil,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return variable.parent?.is(MemberBlockItemSyntax.self) == true
    }

    /// Hosting bridges and renderers that need one concrete root type: erasing their content
    /// costs one node at the root of a separately hosted tree, not diffing inside a `body`.
    private static let bridges: Set<String> = [
        "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration", "ImageRenderer",
    ]

    /// Whether `node` (an `AnyView` call or type) is the content of a hosting bridge: an argument of
    /// `UIHostingController(rootView:)` or `ImageRenderer(content:)`, or the generic argument of
    /// `UIHostingController<AnyView>`.
    private static func isBridgeContent(_ node: Syntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.kind == .genericArgument, let clause = parent.parent?.parent {
            if let type = clause.parent?.as(IdentifierTypeSyntax.self) { return bridges.contains(type.name.text) }
            if let specialization = clause.parent?.as(GenericSpecializationExprSyntax.self),
               let name = SyntaxQueries.calleeName(specialization.expression) { return bridges.contains(name) }
            return false
        }
        guard parent.kind == .labeledExpr, let call = parent.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = SyntaxQueries.constructedTypeName(call) else { return false }
        return bridges.contains(name)
    }

    /// Whether this `AnyView(…)` call repeats a problem already reported: the `else` branch of a
    /// ternary whose other branch is an `AnyView(…)` too, a `return AnyView(…)` after an earlier one
    /// in the same function, a result of a function or property declared to return `AnyView`
    /// (the type is reported), or a value stored into a property (whose `AnyView` type is reported
    /// where it is declared).
    private static func isRepeat(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        climb: while let parent = node.parent {
            if parent.kind == .unresolvedTernaryExpr, let sequence = parent.parent?.parent, sequence.kind == .sequenceExpr {
                node = sequence
            } else if let list = parent.as(ExprListSyntax.self), let sequence = list.parent, sequence.kind == .sequenceExpr {
                let elements = Array(list)
                guard let index = elements.firstIndex(where: { $0.id == node.id }), index > 0 else { break climb }
                if elements.count == 3, index == 2, elements[1].is(AssignmentExprSyntax.self) { return true }
                guard let ternary = elements[index - 1].as(UnresolvedTernaryExprSyntax.self) else { break climb }
                if isAnyViewCall(ternary.thenExpression) { return true }
                node = sequence
            } else if parent.kind == .labeledExpr, let list = parent.parent?.as(LabeledExprListSyntax.self), list.count == 1,
                      let tuple = list.parent, tuple.kind == .tupleExpr {
                node = tuple
            } else {
                break climb
            }
        }
        let isReturn = node.parent?.is(ReturnStmtSyntax.self) ?? false
        guard let owner = resultOwner(of: isReturn ? node.parent ?? node : node, isReturn: isReturn) else { return false }
        if let type = owner.type, isAnyViewType(type) { return true }
        guard isReturn, let returnStatement = node.parent?.as(ReturnStmtSyntax.self) else { return false }
        let earlier = ViewRuleSupport.descendants(of: owner.body, skipClosures: true).lazy
            .compactMap { $0.as(ReturnStmtSyntax.self) }
            .prefix { $0.id != returnStatement.id }
        return earlier.contains { statement in statement.expression.map(isAnyViewCall) ?? false }
    }

    /// The function, closure or computed property whose result `node` is (a `return` statement, or
    /// the single expression of a body), with its declared result type.
    private static func resultOwner(of node: Syntax, isReturn: Bool) -> (type: TypeSyntax?, body: Syntax)? {
        var current = node
        var depth = 0
        while let parent = current.parent {
            depth += 1
            if !isReturn, depth > 4 { return nil }
            if let function = parent.as(FunctionDeclSyntax.self), let body = function.body {
                if !isReturn, body.statements.count != 1 { return nil }
                return (function.signature.returnClause?.type, Syntax(body))
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                if !isReturn, closure.statements.count != 1 { return nil }
                return (nil, Syntax(closure.statements))
            }
            if let accessors = parent.as(AccessorBlockSyntax.self) {
                let binding = accessors.parent?.as(PatternBindingSyntax.self)
                if !isReturn, (current.as(CodeBlockItemListSyntax.self)?.count ?? 2) != 1 { return nil }
                return (binding?.typeAnnotation?.type, Syntax(accessors))
            }
            if let accessor = parent.as(AccessorDeclSyntax.self), let body = accessor.body {
                let binding = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)
                if !isReturn, body.statements.count != 1 { return nil }
                return (binding?.typeAnnotation?.type, Syntax(body))
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    private static func isAnyViewCall(_ expression: ExprSyntax) -> Bool {
        let inner = SyntaxQueries.unparenthesized(expression)
        if let sequence = inner.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { element in
                element.as(UnresolvedTernaryExprSyntax.self).map { isAnyViewCall($0.thenExpression) } ?? false
            }
        }
        guard let call = inner.as(FunctionCallExprSyntax.self) else { return false }
        return SyntaxQueries.isTypeReference(call.calledExpression, named: "AnyView")
    }

    private static func isAnyViewType(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "AnyView" }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text == "AnyView" }
        return false
    }
}
