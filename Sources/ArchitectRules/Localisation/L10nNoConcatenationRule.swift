import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags user-facing text built with `+` from literals or localized strings.
struct L10nNoConcatenationRule: SyntaxRule {
    static let description = RuleDescription(
        id: "l10n-no-concatenation", title: "Interpolate instead of concatenating localized text",
        category: .l10n, impact: .must, presets: [.mvvm],
        rationale: """
        Sentences glued together with `+` fix the word order of one language and split one \
        sentence into several keys a translator sees apart; the guide wants one key with \
        interpolation (`"Hello, \\(name)"`). Reported at the expression: a chain of `+` only, \
        given as the first unlabelled argument of `Text`, `Button`, `Label` and the other \
        text-taking views and modifiers `l10n-no-hardcoded-strings` lists, with a string literal \
        that has a letter among its operands; and, anywhere, a `+` chain with a \
        `String(localized:)` or `NSLocalizedString(…)` operand. Left alone: `Text(…) + Text(…)`, \
        which joins styled runs rather than strings; chains whose literals hold no letter \
        (`"@" + handle`, `"#" + tag`); `Text(verbatim:)`; other operators; tests, previews and \
        `#if DEBUG` code. A `+` that builds a string in a variable first is not followed.
        """,
        triggering: [
            RuleExample("""
            struct Greeting: View {
                let username: String
                var body: some View { Text(↓"Hello, " + username + "!") }
            }
            """),
            RuleExample("""
            extension Cart {
                struct Footer: View {
                    let count: Int
                    var body: some View {
                        #if os(iOS)
                        Button(↓String(count) + " items in your cart") { }
                        #endif
                    }
                }
            }
            """),
            RuleExample("""
            @Observable final class ProfileViewModel {
                var title = ""
                func load(name: String) {
                    title = ↓String(localized: "profile_title") + " " + name
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Text("Hello, " + name) would be reported.
            struct Greeting: View {
                let username: String
                var body: some View {
                    VStack {
                        Text("Hello, \\(username)!")
                        Text("Total: ").bold() + Text(username)
                        Text("@" + username)
                        Text(verbatim: "v" + version)
                        Text(first + last)
                    }
                    .accessibilityIdentifier("greeting_" + username)
                }
            }
            """),
            RuleExample("""
            struct Counter: View {
                let count: Int
                var body: some View { Text(String(count + 1)) }
            }
            #Preview { Text("Hello, " + "preview") }
            """),
            RuleExample("""
            import Testing
            @Test func greeting() { #expect(Text("Hi " + name) != nil) }
            """, path: "Tests/AppTests/GreetingTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ sequence: SequenceExprSyntax, in file: FileContext) {
        var elements = Array(sequence.elements)
        // `title = a + b`: the chain is what follows the assignment.
        if let assignment = elements.lastIndex(where: { $0.is(AssignmentExprSyntax.self) }) {
            elements = Array(elements[(assignment + 1)...])
        }
        guard elements.count >= 3 else { return }
        var operands: [ExprSyntax] = []
        for (offset, element) in elements.enumerated() {
            if offset % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return }
            } else {
                operands.append(SyntaxQueries.unparenthesized(element))
            }
        }
        let localized = operands.contains(where: Self.isLocalizedString)
        if !localized {
            guard operands.contains(where: Self.isProseLiteral), isUserFacingArgument(sequence),
                  !operands.contains(where: { $0.as(FunctionCallExprSyntax.self).map { SyntaxQueries.isCall($0, toType: "Text") } ?? false })
            else { return }
        }
        guard !LocalizedLiterals.isExempt(sequence, in: file) else { return }
        report(elements[0], "User-facing text is built with `+`; use one localized key with interpolation (`\"Hello, \\(name)\"`) so translators see the whole sentence.", in: file)
    }

    /// `String(localized: …)` or `NSLocalizedString(…)`.
    static func isLocalizedString(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if SyntaxQueries.isCall(call, toType: "String") { return call.arguments.first?.label?.text == "localized" }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLocalizedString"
    }

    /// A string literal with a letter in its text.
    static func isProseLiteral(_ expression: ExprSyntax) -> Bool {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.contains { ($0.as(StringSegmentSyntax.self)).map { LocalizedLiterals.hasLetter($0.content.text) } ?? false }
    }

    /// Whether the sequence is the first unlabelled argument of a user-facing view or modifier.
    func isUserFacingArgument(_ sequence: SequenceExprSyntax) -> Bool {
        guard let argument = sequence.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let list = argument.parent?.as(LabeledExprListSyntax.self), list.first?.id == argument.id,
              let call = list.parent?.as(FunctionCallExprSyntax.self) else { return false }
        if let name = LocalizedLiterals.calledTypeName(call) { return LocalizedLiterals.userFacingTypes.contains(name) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return LocalizedLiterals.userFacingModifiers.contains(member.declName.baseName.text)
        }
        return false
    }
}
