import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags all-caps section headers on iOS 26, which writes them in title-style capitalisation.
struct Ios26SectionHeaderCaseRule: SyntaxRule {
    static let description = RuleDescription(
        id: "ios26-section-header-case", title: "Section headers in title case, not all caps",
        category: .ios26, impact: .should, presets: [.mvvm],
        rationale: """
        iOS 26 stopped upper-casing list and form section headers: they appear in title-style \
        capitalisation, larger and easier to read. A header forced into capitals looks out of \
        place next to the system's, so the MVVM guide says not to write them all caps. Reported: \
        `.textCase(.uppercase)` (SwiftUI's text-case modifier) at its name, when it is applied to \
        a `Section` or sits in a section's header (the `header:` argument or the `header:` \
        trailing closure); and, at the string, a header written in capitals, as \
        `Section("ACCOUNT")`, `Section(header: Text("ACCOUNT"))` or a header closure made of \
        `Text("ACCOUNT")`. A literal counts as all caps when it has no lower-case letter and \
        either two words or a word of at least five letters, so acronyms such as `"FAQ"` or \
        `"API"` are left alone. Only where the code runs on iOS 26: a deployment target of iOS 26 \
        or later, the body of `if #available(iOS 26, *)`, the code after `guard #available(iOS 26, *)` \
        or a declaration marked `@available(iOS 26, *)`, never in the fallback branch of such a check. Also left alone: localisation keys and \
        other strings with lower-case letters (the translation decides), interpolated strings, \
        `.textCase(nil)` and `.textCase(.lowercase)`, capitals outside section headers, and test, \
        preview and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct SettingsScreen: View {
                var body: some View {
                    Form {
                        Section(↓"ACCOUNT DETAILS") { Text(name) }
                        Section {
                            Toggle("Sync", isOn: $sync)
                        } header: {
                            Text("Storage").↓textCase(.uppercase)
                        }
                    }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #if os(iOS)
            extension Settings {
                struct About: View {
                    var body: some View {
                        if #available(iOS 26, *) {
                            List {
                                SwiftUI.Section(header: Text(↓"VERSION")) { Text(version) }
                                Section { Text("Privacy") }.↓textCase(.uppercase)
                            }
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            @available(iOS 26, *)
            struct Filters: View {
                var body: some View {
                    List {
                        Section {
                            ForEach(tags) { Text($0.name) }
                        } header: {
                            Text(↓"POPULAR TAGS")
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Section("ACCOUNT") would be all caps.
            struct SettingsScreen: View {
                var body: some View {
                    Form {
                        Section("Account Details") { Text(name) }
                        Section("FAQ") { Text("How") }
                        Section("settings.section.sync") { Text("ON") }
                        Section("\\(count) ITEMS") { Text("A") }
                        Section { Text("Storage") } header: { Text("Storage").textCase(nil) }
                        Text("WARNING SIGN").textCase(.uppercase)
                        Text("SECTION(\\"ACCOUNT\\")")
                    }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            struct SettingsScreen: View {
                var body: some View {
                    Form { Section("ACCOUNT DETAILS") { Text(name) } }
                }
            }
            """, iOS: Version(18, 0)),
            RuleExample("""
            struct SettingsScreen: View {
                var body: some View {
                    if #available(iOS 26, *) {
                        Form { Section("Account") { Text(name) } }
                    } else {
                        Form { Section("ACCOUNT") { Text(name) }.textCase(.uppercase) }
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                Form { Section("ACCOUNT DETAILS") { Text("A") } }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            import Testing
            @Test func header() { _ = Section("ACCOUNT DETAILS") { Text("A") } }
            """, path: "Tests/AppTests/HeaderTests.swift", iOS: Version(26, 0)),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["textCase", "Section"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        if SyntaxQueries.isMemberCall(node, named: "textCase") {
            guard node.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "uppercase",
                  let name = SyntaxQueries.calledNameToken(node), Self.isOnSectionOrHeader(node),
                  !Self.isExempt(node, in: file) else { return }
            report(name, "iOS 26 shows section headers in title case; remove this `.textCase(.uppercase)`.", in: file)
        } else if SyntaxQueries.isCall(node, toType: "Section") {
            var headers: [StringLiteralExprSyntax] = []
            if let first = node.arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self) {
                headers.append(literal)
            }
            if let header = SyntaxQueries.argument("header", of: node)?.expression { headers += Self.textLiterals(header) }
            if let closure = node.additionalTrailingClosures.first(where: { $0.label.text == "header" })?.closure {
                for statement in closure.statements {
                    if let expression = statement.item.as(ExprSyntax.self) { headers += Self.textLiterals(expression) }
                }
            }
            let capitals = headers.filter(Self.isAllCaps)
            guard !capitals.isEmpty, !Self.isExempt(node, in: file) else { return }
            for literal in capitals {
                report(literal, "iOS 26 shows section headers in title case; write \(literal.trimmedDescription) in title case instead of capitals.", in: file)
            }
        }
    }

    private static func isExempt(_ node: FunctionCallExprSyntax, in file: FileContext) -> Bool {
        !LiquidGlassSupport.runsOnIOS26(node, in: file) || LiquidGlassSupport.isExempt(node, in: file)
    }

    /// The string literal of `Text("…")` at the root of `expression`, when it is one.
    private static func textLiterals(_ expression: ExprSyntax) -> [StringLiteralExprSyntax] {
        guard let text = SyntaxQueries.chainRoot(expression).as(FunctionCallExprSyntax.self),
              SyntaxQueries.isCall(text, toType: "Text"), let first = text.arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self) else { return [] }
        return [literal]
    }

    /// Whether a literal is a header written in capitals: no interpolation, no lower-case
    /// letter, and two words or one word of five letters or more.
    private static func isAllCaps(_ literal: StringLiteralExprSyntax) -> Bool {
        guard literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return false }
        let text = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        guard !text.contains(where: \.isLowercase) else { return false }
        let words = text.split(whereSeparator: { !$0.isLetter }).filter { $0.count > 1 }
        return words.count >= 2 || words.contains { $0.count >= 5 }
    }

    /// Whether `.textCase` is applied to a `Section`, or sits in the header of one.
    private static func isOnSectionOrHeader(_ call: FunctionCallExprSyntax) -> Bool {
        if let receiver = SyntaxQueries.receiver(of: call), let root = SyntaxQueries.chainRoot(receiver).as(FunctionCallExprSyntax.self),
           SyntaxQueries.isCall(root, toType: "Section") {
            return true
        }
        var current = Syntax(call)
        while let parent = current.parent {
            if let element = parent.as(MultipleTrailingClosureElementSyntax.self) {
                guard element.label.text == "header", let section = element.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
                return SyntaxQueries.isCall(section, toType: "Section")
            }
            if let argument = parent.as(LabeledExprSyntax.self), let section = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               SyntaxQueries.isCall(section, toType: "Section") {
                return argument.label?.text == "header"
            }
            // Coming out of a section's content closure: not its header.
            if let section = parent.as(FunctionCallExprSyntax.self), SyntaxQueries.isCall(section, toType: "Section") { return false }
            if parent.is(DeclSyntax.self) && !parent.is(IfConfigDeclSyntax.self) { return false }
            current = parent
        }
        return false
    }
}
