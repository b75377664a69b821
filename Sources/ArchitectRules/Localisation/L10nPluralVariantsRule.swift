import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a choice between singular and plural text made by hand: `n == 1 ? "item" : "items"`.
struct L10nPluralVariantsRule: SyntaxRule, ResourceRule {
    static let description = RuleDescription(
        id: "l10n-plural-variants", title: "Plurals come from catalog plural variants",
        category: .l10n, impact: .should, presets: [.mvvm],
        rationale: """
        Choosing between two English forms with `count == 1` is wrong for languages with other \
        plural rules (none, one, few, many); the guide wants one key with an interpolated count \
        and plural variants in the string catalog. Reported at the condition: a ternary whose \
        condition compares a value with the integer literal `1` (`==`, `!=`, `>`, `<=`, `<`, `>=`) \
        and whose two branches are string literals with letters that differ; and, at the \
        literal, an interpolated string literal with a word ending in `(s)` or `(es)` \
        (`"Posted \\(n) image(s)"`). Left alone: branches that are not both literals \
        (`count == 1 ? singular : plural` from a catalog), comparisons with other numbers, \
        `if`/`switch` statements, `(s)` in a literal with no interpolation (a title such as \
        `"Send image(s)"`), tests, previews and `#if DEBUG` code. A catalog key that \
        interpolates a count but has no plural variations is not checked: not every number is a \
        count (`"Option %lld of %lld"`), and the catalog does not say which ones are. Silent in a \
        project with no `Localizable` string catalog or strings file: an app that does not \
        localise has one language, and its hand-made English plural is correct there.
        """,
        triggering: [
            RuleExample(project: [ExampleFile("App/Sources/Example1.swift", """
            struct CartBadge: View {
                let count: Int
                var body: some View { Text(↓count == 1 ? "1 item" : "\\(count) items") }
            }
            """), ExampleFile("App/Resources/Localizable.xcstrings", #"{"sourceLanguage" : "en", "strings" : {"feed.title" : {}}, "version" : "1.0"}"#)]),
            RuleExample(project: [ExampleFile("App/Sources/Example2.swift", """
            extension Inbox {
                @Observable final class ViewModel {
                    var unread = 0
                    var summary: String {
                        #if os(iOS)
                        let noun = ↓unread != 1 ? "messages" : "message"
                        #endif
                        return "\\(unread) " + noun
                    }
                }
            }
            """), ExampleFile("App/Resources/Localizable.xcstrings", #"{"sourceLanguage" : "en", "strings" : {"feed.title" : {}}, "version" : "1.0"}"#)]),
            RuleExample(project: [ExampleFile("App/Sources/Example3.swift", """
            struct PostIntent {
                func dialog(count: Int) -> String { String(localized: ↓"Posted \\(count) image(s) on the feed") }
            }
            """), ExampleFile("App/Resources/Localizable.xcstrings", #"{"sourceLanguage" : "en", "strings" : {"feed.title" : {}}, "version" : "1.0"}"#)]),
            RuleExample(project: [ExampleFile("App/Sources/Example4.swift", """
            struct Followers: View {
                let total: Int
                var body: some View { Text("\\(total) \\(↓(total > 1) ? "followers" : "follower")") }
            }
            """), ExampleFile("App/Resources/Localizable.xcstrings", #"{"sourceLanguage" : "en", "strings" : {"feed.title" : {}}, "version" : "1.0"}"#)]),
        ],
        nonTriggering: [
            RuleExample(project: [ExampleFile("Sources/TimeUntilTomorrow.swift", """
            // No string catalog in this project: its one language is English.
            func timeLeft(_ seconds: Int) -> String { "\\(seconds) " + (seconds == 1 ? "second" : "seconds") }
            """)]),
            RuleExample(project: [ExampleFile("App/Sources/Example5.swift", """
            // count == 1 ? "item" : "items" is what the rule looks for.
            struct CartBadge: View {
                let count: Int
                var body: some View {
                    VStack {
                        Text("cart_item_count \\(count)")
                        Text(count == 1 ? singular : plural)
                        Text(count == 0 ? "Empty" : "Full")
                        Text(count == 1 ? "same" : "same")
                        Text(isOn == true ? "On" : "Off")
                        Text("Send image(s)")
                        Text("\\(count) (see all)")
                    }
                }
            }
            """), ExampleFile("App/Resources/Localizable.xcstrings", #"{"sourceLanguage" : "en", "strings" : {"feed.title" : {}}, "version" : "1.0"}"#)]),
            RuleExample(project: [ExampleFile("App/Sources/Example6.swift", """
            struct Preview: View {
                var body: some View { Text("") }
            }
            #Preview { Text(n == 1 ? "item" : "items") }
            """), ExampleFile("App/Resources/Localizable.xcstrings", #"{"sourceLanguage" : "en", "strings" : {"feed.title" : {}}, "version" : "1.0"}"#)]),
            RuleExample(project: [ExampleFile("Tests/AppTests/LabelTests.swift", """
            import Testing
            @Test func label() { #expect((n == 1 ? "item" : "items") == "item") }
            """), ExampleFile("App/Resources/Localizable.xcstrings", #"{"sourceLanguage" : "en", "strings" : {"feed.title" : {}}, "version" : "1.0"}"#)]),
        ]
    )

    static let comparisons: Set<String> = ["==", "!=", ">", "<", ">=", "<="]

    static let resourceKinds: Set<ResourceKind> = [.stringCatalog, .strings]

    let configuration: RuleConfiguration

    func check(_ resource: ParsedResource) -> [Finding] { [] }

    /// The hand-made plurals the Swift files noted, in a project that has a string catalog.
    func check(_ resources: ResourceIndex, in project: ProjectIndex) -> [Finding] {
        guard LocalizedLiterals.Catalog(resources) != nil else { return [] }
        return LocalizedLiterals.notedUses(of: Self.description.id, in: project).map { path, use in
            finding(path, use.line, use.column, use.member == "suffix"
                ? "A plural is written by hand with `(s)`; use one key with the count interpolated and give it plural variants in the string catalog."
                : "Singular and plural text are chosen by hand; use one key with the count interpolated and give it plural variants in the string catalog.")
        }
    }

    func visit(_ sequence: SequenceExprSyntax, in file: FileContext) {
        let elements = Array(sequence.elements)
        guard let ternaryIndex = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self),
              ternaryIndex + 1 < elements.count, ternaryIndex >= 1 else { return }
        // The condition is the run of elements after the last assignment before the `?`.
        let start = elements[..<ternaryIndex].lastIndex(where: { $0.is(AssignmentExprSyntax.self) }).map { $0 + 1 } ?? 0
        var condition = Array(elements[start..<ternaryIndex])
        guard let reported = condition.first else { return }
        if condition.count == 1, let inner = SyntaxQueries.unparenthesized(reported).as(SequenceExprSyntax.self) {
            condition = Array(inner.elements)
        }
        guard condition.count == 3, let op = condition[1].as(BinaryOperatorExprSyntax.self), Self.comparisons.contains(op.operator.text),
              condition[0].as(IntegerLiteralExprSyntax.self)?.literal.text == "1" || condition[2].as(IntegerLiteralExprSyntax.self)?.literal.text == "1",
              let first = Self.proseText(ternary.thenExpression), let second = Self.proseText(elements[ternaryIndex + 1]),
              first != second, !LocalizedLiterals.isExempt(sequence, in: file) else { return }
        LocalizedLiterals.note("ternary", api: "plural", at: reported, kind: Self.description.id, in: file)
    }

    func visit(_ literal: StringLiteralExprSyntax, in file: FileContext) {
        guard literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }),
              literal.segments.contains(where: { ($0.as(StringSegmentSyntax.self)).map { Self.hasHandMadePlural($0.content.text) } ?? false }),
              !LocalizedLiterals.isExempt(literal, in: file) else { return }
        LocalizedLiterals.note("suffix", api: "plural", at: literal, kind: Self.description.id, in: file)
    }

    /// Whether a text has a word ending in `(s)` or `(es)`: `image(s)`.
    static func hasHandMadePlural(_ text: String) -> Bool {
        for suffix in ["(s)", "(es)"] {
            var rest = Substring(text)
            while let range = rest.range(of: suffix) {
                if range.lowerBound > rest.startIndex, rest[rest.index(before: range.lowerBound)].isLetter { return true }
                rest = rest[range.upperBound...]
            }
        }
        return false
    }

    /// The literal text of a string literal with a letter (interpolations left out), or nil.
    static func proseText(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        return LocalizedLiterals.hasLetter(text) ? text : nil
    }
}
