import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags number literals given as corner radii, where an `AppRadius` constant belongs.
struct ThemeRadiusTokensRule: SyntaxRule {
    static let radiusTypes = Option<[String]>(
        "radiusTypes", default: ThemeTokens.radiusTypes,
        "Names of the corner-radius token types; the first is named in messages, and files that declare or extend one are not checked.")

    static let description = RuleDescription(
        id: "theme-radius-tokens", title: "Corner radii come from AppRadius",
        category: .theme, impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide keeps every corner radius on one scale, `AppRadius` (`xs` 4 to `xl` 24, \
        `full` for capsules), so that cards, buttons and sheets round alike and a redesign changes \
        one file. Reported, at the number: a non-zero number literal passed as a `cornerRadius:` \
        argument of any call (`RoundedRectangle(cornerRadius: 12)`, `.rect(cornerRadius: 16)`, a \
        component's own `cornerRadius:` parameter) or as the argument of the `.cornerRadius(8)` \
        modifier. Left alone: `0`, which means square; radii computed from other values (`size / 2`) \
        or given by constants; literals in the files that declare or extend a `radiusTypes` type \
        (where the scale is defined); files that never name a `radiusTypes` type (not adopted \
        there); test files, previews and `#if DEBUG` code; UIKit's \
        `layer.cornerRadius = 12`, which is an assignment; other shapes' radii (`Circle`, \
        `UnevenRoundedRectangle`'s per-corner labels). The rule does not look for an `AppRadius` \
        type elsewhere in the project: under this preset the scale is expected to exist.
        """,
        options: [radiusTypes],
        triggering: [
            RuleExample("""
            struct ProductCard: View {
                var body: some View {
                    VStack { Text("Shoes") }
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: ↓12, style: .continuous))
                        .clipShape(.rect(cornerRadius: ↓16.0))
                        .overlay(RoundedRectangle(cornerRadius: AppRadius.sm).stroke(.separator))
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Badge {
                struct Pill: View {
                    var body: some View {
                        Text("New")
                            .padding(AppSpacing.sm)
                            .cornerRadius(↓8)
                            .overlay(Capsule().inset(by: AppRadius.xs))
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct CheckoutScreen: View {
                var body: some View {
                    AppButton(title: "Pay", cornerRadius: ↓10) {}
                        .overlay(RoundedRectangle(cornerRadius: AppRadius.md).stroke(.separator))
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // No radius scale is named in this file.
            struct Legacy: View {
                var body: some View { Text("Hi").cornerRadius(8) }
            }
            """),
            RuleExample("""
            // Never write .cornerRadius(8); use AppRadius.sm.
            struct ProductCard: View {
                let size: CGFloat
                var body: some View {
                    Text("cornerRadius: 12")
                        .clipShape(RoundedRectangle(cornerRadius: AppRadius.md))
                        .background(Color.gray, in: .rect(cornerRadius: size / 2))
                        .mask(RoundedRectangle(cornerRadius: 0))
                        .overlay(Circle().inset(by: 4))
                }
            }
            final class LegacyCell: UITableViewCell {
                func style() { layer.cornerRadius = 12 }
            }
            """),
            RuleExample("""
            enum AppRadius {
                static let sm: CGFloat = 8
                static let md: CGFloat = 12
            }
            extension Shape where Self == RoundedRectangle {
                static var card: RoundedRectangle { RoundedRectangle(cornerRadius: 12) }
            }
            """, path: "App/Core/Theme/AppRadius.swift"),
            RuleExample("""
            import Testing

            @Test func roundsCorners() {
                let shape = RoundedRectangle(cornerRadius: 12)
                #expect(shape.cornerSize.width == 12)
            }
            """, path: "Tests/AppTests/ShapeTests.swift"),
            RuleExample("""
            #Preview {
                Text("Sample").cornerRadius(6)
            }
            #if DEBUG
            struct DebugOverlay: View {
                var body: some View { Color.red.clipShape(.rect(cornerRadius: 4)) }
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard file.mentions("cornerRadius") else { return }
        var literals: [ExprSyntax] = []
        for argument in node.arguments where argument.label?.text == "cornerRadius" {
            if let literal = ThemeTokens.magicNumber(argument.expression) { literals.append(literal) }
        }
        if SyntaxQueries.isMemberCall(node, named: "cornerRadius"), let first = node.arguments.first, first.label == nil,
           let literal = ThemeTokens.magicNumber(first.expression) {
            literals.append(literal)
        }
        guard !literals.isEmpty else { return }
        let tokens = configuration[Self.radiusTypes]
        guard !ThemeTokens.isExempt(node, in: file, tokens: tokens) else { return }
        let token = tokens.first ?? "AppRadius"
        for literal in literals {
            report(literal, "The corner radius `\(literal.trimmedText)` is a literal; use an `\(token)` constant (such as `\(token).md`) instead.", in: file)
        }
    }
}
