import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a private View struct in another View's file that is too long or holds `@State`.
struct CompInlinePrivateLimitRule: SyntaxRule {
    static let maxLines = Option<Int>("maxLines", default: 19, "The most lines a private inline View may span.")
    static let maxState = Option<Int>("maxState", default: 0, "The most `@State` properties a private inline View may declare.")

    static let description = RuleDescription(
        id: "comp-inline-private-limit", title: "Keep inline private Views small and stateless",
        category: .composition, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm document tolerates a small private helper View beside the View that uses it, but \
        only while it stays under 20 lines and keeps no `@State`; anything bigger, or with state \
        of its own, is a component and gets its own file with its own preview. Reported at the \
        name: a `private` or `fileprivate` struct conforming to `View` (at file level or nested, \
        also in `#if`) in a file that declares another View struct, when it spans more than \
        `maxLines` lines (from its first attribute or keyword to its closing brace, comments \
        inside included) or declares more than `maxState` `@State` properties. Left alone: \
        non-private Views (`comp-one-per-file` asks for their own files), a private View that is \
        the file's only View, Views in `#if DEBUG` or previews, test files, and private \
        `ViewModifier`s and `ButtonStyle`s, which are not Views. Lines are counted as written, \
        so a long argument list wrapped over many lines counts in full.
        """,
        options: [maxLines, maxState],
        triggering: [
            RuleExample("""
            struct HomeScreen: View {
                var body: some View { HomeBadge(count: 3) }
            }

            private struct ↓HomeBadge: View {
                let count: Int
                @State private var isExpanded = false
                var body: some View { Text("\\(count)") }
            }
            """, path: "Sources/App/Home/HomeScreen.swift"),
            RuleExample("""
            struct CartScreen: View {
                var body: some View { Totals() }

                #if os(iOS)
                fileprivate struct ↓Totals: SwiftUI.View {
                    var body: some View {
                        VStack {
                            Text("Subtotal")
                            Text("Tax")
                            Text("Total")
                        }
                    }
                }
                #endif
            }
            """, path: "Sources/App/Cart/CartScreen.swift", options: ["maxLines": .int(5)]),
            RuleExample("""
            extension ProfileScreen {
                private struct ↓Avatar: View {
                    @State var loaded = false
                    @State var failed = false
                    var body: some View { Circle() }
                }
            }
            struct ProfileScreen: View {
                var body: some View { Avatar() }
            }
            """, path: "Sources/App/Profile/ProfileScreen.swift", options: ["maxState": .int(1)]),
        ],
        nonTriggering: [
            RuleExample("""
            struct HomeScreen: View {
                var body: some View { HomeBadge(count: 3) }
            }

            // A private struct with @State would be reported.
            private struct HomeBadge: View {
                let count: Int
                var body: some View { Text("@State \\(count)") }
            }
            private struct PressedStyle: ButtonStyle {
                @State var pressed = false
                func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            """, path: "Sources/App/Home/HomeScreen.swift"),
            RuleExample("""
            private struct Lonely: View {
                @State private var on = false
                var body: some View { Toggle("On", isOn: $on) }
            }
            """, path: "Sources/App/Shared/Lonely.swift"),
            RuleExample("""
            struct CartScreen: View {
                var body: some View { Text("Cart") }
            }
            #if DEBUG
            private struct PreviewHost: View {
                @State var count = 0
                var body: some View { CartScreen() }
            }
            #endif
            struct Summary: View {
                @State private var open = false
                var body: some View { Text("sum") }
            }
            """, path: "Sources/App/Cart/CartScreen.swift"),
            RuleExample("""
            struct Host: View { var body: some View { Spy() } }
            private struct Spy: View {
                @State var calls = 0
                var body: some View { Text("spy") }
            }
            """, path: "Tests/AppTests/Host.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }),
              SyntaxQueries.inheritsView(node.inheritanceClause) else { return }
        let views = file.cached(PreviewBlocks.Views.self, { PreviewBlocks.Views(file) }).all
        guard views.contains(where: { $0.id == node.id }), views.contains(where: { $0.id != node.id }) else { return }
        let first = file.lines.location(of: node.positionAfterSkippingLeadingTrivia).line
        let last = file.lines.location(of: node.endPositionBeforeTrailingTrivia).line
        let lines = last - first + 1
        let states = SyntaxQueries.storedProperties(in: [node.memberBlock]).filter {
            SyntaxQueries.attribute("State", in: $0.variable.attributes) != nil
        }.count
        let name = node.name.text
        if lines > configuration[Self.maxLines] {
            report(node.name, "The private View '\(name)' spans \(lines) lines; move it to its own file `\(name).swift` with a preview.", in: file)
        } else if states > configuration[Self.maxState] {
            report(node.name, "The private View '\(name)' keeps `@State`; move it to its own file `\(name).swift` with a preview.", in: file)
        }
    }
}
