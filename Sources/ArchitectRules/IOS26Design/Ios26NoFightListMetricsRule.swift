import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags overrides of the list metrics that iOS 26 enlarged: minimum row heights and fixed row insets.
struct Ios26NoFightListMetricsRule: SyntaxRule {
    /// The environment values that set the minimum height of list rows and headers.
    static let metricKeys: Set<String> = ["defaultMinListRowHeight", "defaultMinListHeaderHeight"]

    static let description = RuleDescription(
        id: "ios26-no-fight-list-metrics", title: "Don't fight the iOS 26 list metrics",
        category: .ios26, impact: .should, presets: [.mvvm],
        rationale: """
        iOS 26 gave lists and forms taller rows and more padding; the MVVM guide asks apps to \
        accept them rather than squeeze rows back to their old size. Reported, at the modifier's \
        name: `.environment(\\.defaultMinListRowHeight, …)` and \
        `.environment(\\.defaultMinListHeaderHeight, …)`, which override the minimum row and \
        header heights of a list; and `.listRowInsets(…)` with fixed, non-zero numbers: \
        `EdgeInsets(top:leading:bottom:trailing:)` (or `.init(…)`) whose four values are number \
        literals, or the iOS 26 form `.listRowInsets(.horizontal, 20)`. Only where the code runs on \
        iOS 26: a deployment target of iOS 26 or later, the body of `if #available(iOS 26, *)`, the \
        code after `guard #available(iOS 26, *)` or a declaration marked `@available(iOS 26, *)`, never in the fallback branch of such a check. \
        Left alone: all-zero insets (`EdgeInsets()`), the usual way to draw a row edge to edge, \
        which is a layout choice rather than a fight with the metrics; insets computed or taken \
        from constants; hard-coded row heights (`.frame(height: 44)` on a row), which the syntax \
        cannot tell from a fixed-size element inside a row; and test, preview and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct InboxScreen: View {
                var body: some View {
                    List(messages) { message in
                        MessageRow(message: message)
                            .↓listRowInsets(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
                    }
                    .↓environment(\\.defaultMinListRowHeight, 32)
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #if os(iOS)
            extension Settings {
                struct Rows: View {
                    var body: some View {
                        if #available(iOS 26, *) {
                            Form { Text("A").↓listRowInsets(.init(top: 0, leading: 8, bottom: 0, trailing: 8)) }
                                .↓environment(\\EnvironmentValues.defaultMinListHeaderHeight, 10)
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            @available(iOS 26, *)
            struct TagList: View {
                var body: some View {
                    List(tags) { Text($0.name).↓listRowInsets(.horizontal, 6) }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // .environment(\\.defaultMinListRowHeight, 32) squeezes rows.
            struct Gallery: View {
                let insets: EdgeInsets
                var body: some View {
                    List(photos) { photo in
                        PhotoRow(photo: photo)
                            .listRowInsets(EdgeInsets())
                            .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
                            .listRowInsets(insets)
                            .listRowInsets(EdgeInsets(top: Layout.gap, leading: 8, bottom: 4, trailing: 8))
                            .frame(height: 44)
                    }
                    .environment(\\.defaultMinListRowHeight, 32)
                }
            }
            """, iOS: Version(18, 0)),
            RuleExample("""
            struct Gallery: View {
                var body: some View {
                    List(photos) { PhotoRow(photo: $0).listRowInsets(EdgeInsets()) }
                        .environment(\\.locale, Locale(identifier: "en"))
                        .environment(\\.editMode, .constant(.active))
                        .listRowInsets(nil)
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            struct Gallery: View {
                var body: some View {
                    if #available(iOS 26, *) {
                        List(photos) { PhotoRow(photo: $0) }
                    } else {
                        List(photos) { PhotoRow(photo: $0) }.environment(\\.defaultMinListRowHeight, 32)
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                List { Text("A") }.environment(\\.defaultMinListRowHeight, 20)
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            import Testing
            @Test func rows() { _ = Text("A").listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }
            """, path: "Tests/AppTests/RowTests.swift", iOS: Version(26, 0)),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["environment", "listRowInsets"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        let message: String
        if SyntaxQueries.isMemberCall(node, named: "environment") {
            guard let key = node.arguments.first?.expression.as(KeyPathExprSyntax.self),
                  let last = key.components.last?.component.as(KeyPathPropertyComponentSyntax.self),
                  Self.metricKeys.contains(last.declName.baseName.text) else { return }
            message = "This overrides `\(last.declName.baseName.text)`; on iOS 26 keep the system's taller list rows and headers."
        } else if SyntaxQueries.isMemberCall(node, named: "listRowInsets") {
            guard Self.hasFixedInsets(node) else { return }
            message = "These fixed list row insets fight the iOS 26 row padding; remove them or derive them from the system's."
        } else {
            return
        }
        guard let name = SyntaxQueries.calledNameToken(node), LiquidGlassSupport.runsOnIOS26(node, in: file),
              !LiquidGlassSupport.isExempt(node, in: file) else { return }
        report(name, message, in: file)
    }

    /// Whether `.listRowInsets(…)` gives literal, not all-zero values.
    private static func hasFixedInsets(_ call: FunctionCallExprSyntax) -> Bool {
        if call.arguments.count == 2, let length = call.arguments.last?.expression {
            return ThemeTokens.magicNumber(length) != nil
        }
        guard call.arguments.count == 1, let insets = call.arguments.first?.expression.as(FunctionCallExprSyntax.self) else { return false }
        let constructsInsets = SyntaxQueries.isCall(insets, toType: "EdgeInsets")
            || (insets.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" } ?? false)
        guard constructsInsets, insets.arguments.count == 4 else { return false }
        let values = insets.arguments.map(\.expression)
        guard values.allSatisfy(isNumberLiteral) else { return false }
        return values.contains { ThemeTokens.magicNumber($0) != nil }
    }

    private static func isNumberLiteral(_ expression: ExprSyntax) -> Bool {
        var number = expression
        if let prefix = number.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { number = prefix.expression }
        return number.is(IntegerLiteralExprSyntax.self) || number.is(FloatLiteralExprSyntax.self)
    }
}
