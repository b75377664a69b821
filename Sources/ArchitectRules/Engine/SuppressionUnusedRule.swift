import ArchitectCore
import ArchitectSyntax

/// Reported by the engine for a suppression comment that hid nothing.
public enum SuppressionUnusedRule {
    public static let description = RuleDescription(
        id: "suppression-unused", title: "Suppression comment suppresses nothing", category: .suppression, impact: .should,
        severity: .warning, presets: Set(Preset.allCases),
        rationale: """
        A `// swiftui-architect:disable…` comment that hides no finding is left over from code that \
        has since changed, or names the wrong rule. Left in place it would silently hide a future \
        violation. Only suppressions of rules that ran are checked, so switching presets does not \
        make them noisy. Unknown rule names and malformed directives are reported too.
        """,
        triggering: [
            RuleExample("""
            struct Row {
                ↓// swiftui-architect:disable:next diff-avoid-anyview
                let title: String
            }
            """),
            RuleExample("""
            ↓// swiftui-architect:disable:next no-such-rule
            let x = 1
            """),
            RuleExample("""
            let value = 1 ↓// swiftui-architect:disable:this diff-avoid-anyview - legacy
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // swiftui-architect:disable:next diff-avoid-anyview - wraps a UIKit bridge
            let erased: AnyView = AnyView(Text("x"))
            """),
            RuleExample("""
            // swiftui-architect:disable diff-avoid-anyview
            let first = AnyView(Text("a"))
            // swiftui-architect:enable diff-avoid-anyview
            """),
            RuleExample("""
            let text = "swiftui-architect:disable:next diff-avoid-anyview"
            """),
        ]
    )
}
