import ArchitectCore
import SwiftSyntax

/// Flags View bodies that run to 50 lines or more.
public struct BodyLength: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "review-body-50-lines",
        title: "Keep a View's body under 50 lines",
        category: "composition",
        impact: .low,
        presets: [.recommended, .review, .mvvm, .clinic],
        aliases: ["comp-screen-body-50", "view-body-complexity"],
        rationale: """
        A long `body` mixes several sections of a screen in one place: it is hard to read, hard \
        to preview piece by piece, and every state change re-evaluates all of it. Split it into \
        small subviews (one per header, form, list or footer) that the body only arranges.

        Counting: from the line holding the `var` keyword of `body` to the line holding its \
        closing brace, both included. Blank lines and comments inside count, attributes written \
        on the lines above `var` do not. A body longer than `maxLines` (default 49, so 50 lines \
        or more are reported; the mvvm preset allows 50) is reported once, at the name `body`.

        Checked: the `body` property declared directly in a struct whose inheritance clause names \
        `View`, or in an extension that declares `View` conformance, including one inside an `#if` \
        block and in nested View types. Left alone: other computed properties and helper functions \
        (however long), `body` in types not visibly a View, and stored `body` properties. \
        The `view-body-complexity` alias is covered only in this restricted sense: its own \
        trigger counts view nodes (initializers and branches), and no node counting is done here.
        """,
        options: [RuleOption("maxLines", default: .int(49), "The longest `body`, in lines, that is not reported.")],
        presetOptions: [.mvvm: ["maxLines": .int(50)]],
        triggering: [
            RuleExample("""
            struct ProfileScreen: View {
                var ↓body: some View {
                    VStack {
                        Text("Name")
                        Text("Email")
                    }
                }
            }
            """, options: ["maxLines": .int(5)]),
            RuleExample("""
            enum Settings {
                struct Panel: SwiftUI.View {
                    @ViewBuilder
                    var ↓body: some View {
                        // General
                        Toggle("Sync", isOn: $sync)

                        Toggle("Alerts", isOn: $alerts)
                    }
                }
            }
            """, options: ["maxLines": .int(5)]),
            RuleExample(Self.longBody(lines: 50, marker: true)),
            RuleExample("""
            struct Dashboard {}
            #if os(iOS)
            extension Dashboard: View {
                var ↓body: some View {
                    List {
                        Section("Today") { Text("3 visits") }
                        Section("Week") { Text("12 visits") }
                    }
                }
            }
            #endif
            """, options: ["maxLines": .int(5)]),
        ],
        nonTriggering: [
            RuleExample(Self.longBody(lines: 49, marker: false)),
            RuleExample(Self.longBody(lines: 50, marker: false), path: "Sources/App/Example.swift", options: ["maxLines": .int(50)]),
            RuleExample("""
            // var body: some View { … } with fifty lines would be flagged.
            struct Page: View {
                var body: some View {
                    VStack { header; content }
                }
                var content: some View {
                    VStack {
                        Text("a")
                        Text("b")
                        Text("c")
                    }
                }
            }
            """, options: ["maxLines": .int(5)]),
            RuleExample("""
            struct Document {
                var body: String {
                    let parts = ["a", "b", "c"]
                    let text = parts.joined()
                    return text
                        + "end"
                }
            }
            struct MyBodyView: View {
                let body: Never
            }
            """, options: ["maxLines": .int(3)]),
        ]
    )

    /// A View whose `body` spans exactly `lines` lines, for the examples.
    private static func longBody(lines: Int, marker: Bool) -> String {
        let rows = (0..<max(lines - 4, 0)).map { "            Text(\"Row \($0)\")" }
        return (["struct Catalogue: View {", "    var \(marker ? "↓" : "")body: some View {", "        VStack {"]
            + rows + ["        }", "    }", "}"]).joined(separator: "\n")
    }

    /// The node kinds the engine hands to `visit`.
    public static let nodeKinds: [SyntaxKind] = [.variableDecl]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule with a run's configuration.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        guard let variable = node.as(VariableDeclSyntax.self),
              variable.parent?.is(MemberBlockItemSyntax.self) ?? false,
              ViewRuleSupport.enclosingViewName(of: variable) != nil else { return }
        let maxLines = configuration.int("maxLines", fallback: 49)
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text == "body",
                  let accessors = binding.accessorBlock else { continue }
            let first = file.converter.location(for: variable.bindingSpecifier.positionAfterSkippingLeadingTrivia).line
            let last = file.converter.location(for: accessors.rightBrace.positionAfterSkippingLeadingTrivia).line
            let lines = last - first + 1
            guard lines > maxLines else { continue }
            report(name, "`body` spans \(lines) lines (more than \(maxLines)); move its sections into small subviews.", in: file)
        }
    }
}
