import ArchitectCore
import SwiftSyntax

/// Flags type erasure with `AnyView`, which hides view identity from SwiftUI's diffing.
public struct AvoidAnyView: SyntaxRule {
    public static let description = RuleDescription(
        id: "diff-avoid-anyview",
        title: "Avoid AnyView",
        category: "diff",
        impact: .critical,
        severity: .warning,
        presets: [.recommended, .clinic],
        rationale: """
        `AnyView` erases the concrete type of a view, so SwiftUI can no longer tell from the type \
        whether two renders show the same view; it has to compare contents or rebuild the subtree. \
        Use `@ViewBuilder`, `some View` or `Group` to keep types concrete. Every `AnyView` written \
        as a type (return, property, parameter, generic argument) or called as an initializer is \
        reported once, including `SwiftUI.AnyView`. Names that merely contain the word (`MyAnyView`) \
        and mentions in comments or strings are ignored.
        """,
        triggering: [
            RuleExample("""
            struct Card: View {
                var body: some View { ↓AnyView(Text("x")) }
            }
            """),
            RuleExample("""
            func erase(_ flag: Bool) -> ↓AnyView {
                flag ? ↓AnyView(Text("a")) : ↓AnyView(Image(systemName: "b"))
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
        ],
        nonTriggering: [
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
        ]
    )

    public static let nodeKinds: [SyntaxKind] = [.identifierType, .memberType, .functionCallExpr]

    public let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    public func visit(_ node: Syntax, in file: FileContext) {
        if let call = node.as(FunctionCallExprSyntax.self) {
            guard FastSyntax.isTypeReference(call.calledExpression, named: "AnyView") else { return }
            report(call.calledExpression, "`AnyView` erases the view's type and defeats diffing; return `some View` from a `@ViewBuilder` instead.", in: file)
        } else if let identifier = node.as(IdentifierTypeSyntax.self) {
            guard identifier.name.text == "AnyView", !(identifier.parent?.is(MemberTypeSyntax.self) ?? false) else { return }
            report(identifier, "`AnyView` as a type erases the view's identity; use `some View` or a generic `Content: View` instead.", in: file)
        } else if let member = node.as(MemberTypeSyntax.self) {
            guard member.name.text == "AnyView", member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftUI" else { return }
            report(member, "`AnyView` as a type erases the view's identity; use `some View` or a generic `Content: View` instead.", in: file)
        }
    }
}
