import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags number literals used as padding or stack spacing, where an `AppSpacing` constant belongs.
struct ThemeSpacingTokensRule: SyntaxRule {
    static let spacingTypes = Option<[String]>(
        "spacingTypes", default: ThemeTokens.spacingTypes,
        "Names of the spacing token types; the first is named in messages, and files that declare or extend one are not checked.")

    /// The containers whose `spacing:` arguments are checked, and the labels that hold spacing.
    static let containers: Set<String> = ["VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridItem", "Spacer"]
    static let spacingLabels: Set<String> = ["spacing", "horizontalSpacing", "verticalSpacing", "minLength"]

    static let description = RuleDescription(
        id: "theme-spacing-tokens", title: "Spacing comes from AppSpacing",
        category: .theme, impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide allows no magic numbers in layout: padding and the gaps between stacked \
        views come from one scale, `AppSpacing` (`AppSpacing.md`, `AppSpacing.lg` …), so screens \
        line up and the rhythm changes in one place. Reported, at the number: a non-zero number \
        literal given to the `.padding` modifier (`.padding(16)`, `.padding(.top, 8)`), or as the \
        `spacing:`, `horizontalSpacing:`, `verticalSpacing:` or `minLength:` argument of `VStack`, \
        `HStack`, their lazy forms, `LazyVGrid`, `LazyHGrid`, `Grid`, `GridItem` and `Spacer`. Left \
        alone: `0`, the usual way to remove the default gap; values computed or given by constants; \
        `EdgeInsets(…)`, frames, offsets and sizes, which are not spacing; a project's own function \
        called `padding` without a receiver; literals in the files that declare or extend a \
        `spacingTypes` type; files that never name a `spacingTypes` type (the file, or the whole \
        app, has not adopted the scale, and on the pinned apps without one every padding was \
        reported); test files, previews and `#if DEBUG` code.
        """,
        options: [spacingTypes],
        triggering: [
            RuleExample("""
            struct ProductRow: View {
                var body: some View {
                    HStack(alignment: .top, spacing: ↓12) {
                        Text("Shoes")
                        Spacer(minLength: ↓20)
                    }
                    .padding(↓16)
                    .padding(.horizontal, ↓8.5)
                    .padding(.bottom, AppSpacing.md)
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Catalog {
                struct Grid: View {
                    let columns = [GridItem(.flexible(), spacing: ↓10)]
                    var body: some View {
                        SwiftUI.LazyVGrid(columns: columns, spacing: ↓24) { Text("A") }
                            .padding(AppSpacing.sm)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct Banner: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .padding([.top, .bottom], ↓6)
                        .padding(.leading, AppSpacing.xs)
                        .background(.yellow)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // An app that has no spacing scale yet: nothing to point at.
            struct Legacy: View {
                var body: some View { Text("Hi").padding(16) }
            }
            """),
            RuleExample("""
            // Avoid .padding(16) and VStack(spacing: 12).
            struct ProductRow: View {
                let gap: CGFloat
                var body: some View {
                    VStack(spacing: 0) {
                        Text("padding(16)")
                        HStack(spacing: AppSpacing.md) { Text("A") }
                        Spacer()
                    }
                    .padding()
                    .padding(.horizontal)
                    .padding(AppSpacing.lg)
                    .padding(gap * 2)
                    .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
                    .frame(width: 120, height: 44)
                    .offset(y: 8)
                }
            }
            """),
            RuleExample("""
            enum AppSpacing {
                static let sm: CGFloat = 8
                static let md: CGFloat = 16
            }
            extension View {
                func cardPadding() -> some View { padding(16).padding(.top, 4) }
            }
            """, path: "App/Core/Theme/AppSpacing.swift"),
            RuleExample("""
            struct TextLayout {
                func padding(_ width: Int) -> String { String(repeating: " ", count: width) }
                func render() -> String { padding(4) + "title" }
            }
            """),
            RuleExample("""
            #Preview {
                VStack(spacing: 12) { Text("A") }.padding(20)
            }
            """),
            RuleExample("""
            import Testing

            @Test func lays() { _ = VStack(spacing: 8) { Text("A") }.padding(4) }
            """, path: "Tests/AppTests/LayoutTests.swift"),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = containers.union(["padding"])


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        var literals: [ExprSyntax] = []
        if SyntaxQueries.isMemberCall(node, named: "padding") {
            // `filter` on a syntax collection builds a new tree: test the labels in place.
            if node.arguments.count <= 2, node.arguments.allSatisfy({ $0.label == nil }), let last = node.arguments.last,
               let literal = ThemeTokens.magicNumber(last.expression) {
                literals.append(literal)
            }
        } else if let name = SyntaxQueries.constructedTypeName(node), Self.containers.contains(name) {
            for argument in node.arguments {
                guard let label = argument.label?.text, Self.spacingLabels.contains(label),
                      let literal = ThemeTokens.magicNumber(argument.expression) else { continue }
                literals.append(literal)
            }
        }
        guard !literals.isEmpty else { return }
        let tokens = configuration[Self.spacingTypes]
        guard !ThemeTokens.isExempt(node, in: file, tokens: tokens) else { return }
        let token = tokens.first ?? "AppSpacing"
        for literal in literals {
            report(literal, "The spacing `\(literal.trimmedText)` is a literal; use an `\(token)` constant (such as `\(token).md`) instead.", in: file)
        }
    }
}
