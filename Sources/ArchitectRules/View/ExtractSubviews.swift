import ArchitectCore
import SwiftSyntax

/// Flags sizeable `some View` helper properties and methods inside a View.
public struct ExtractSubviews: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "view-extract-subviews",
        title: "Extract view fragments into View structs",
        category: "view",
        impact: .high,
        presets: [.clinic, .review, .optimise],
        aliases: ["review-extract-subviews", "perf-view-decomposition"],
        rationale: """
        A computed property or method that returns `some View` is only a piece of its parent's \
        `body`: it is re-run whenever anything the parent reads changes, it cannot be given just \
        the inputs it needs, and SwiftUI cannot skip it when those inputs stay the same. A \
        separate `View` struct (a `private struct` in the same file is enough) gets its own \
        identity and dependencies, so a change elsewhere in the screen leaves it alone.

        Reported, at the member's name: a computed property (other than `body`) or a method \
        declared directly in a View, whose written type is `some View` (or `some SwiftUI.View`) \
        and which spans at least `minLines` lines, counted from the `var` or `func` keyword to \
        the closing brace. A View is a struct whose inheritance clause names `View`, an \
        extension declaring `View` conformance, or a plain extension of a View struct declared \
        at the top level of the same file. `@ViewBuilder` helpers are reported too: the \
        attribute fixes branching, not the re-evaluation.

        The three source documents disagree on form and size (catalog K11), hence the size \
        option: `minLines` defaults to 10 lines so one-line forwarding helpers stay quiet; the \
        review preset raises it to 20, below which the review checklist advises against \
        extraction. Left alone: `body`, static members, stored properties, helpers of nested \
        types (checked as their own type), extensions of types not declared as a View in the \
        same file, functions returning other types, and mentions in comments or strings. The \
        `perf-view-decomposition` alias's own trigger (sections that each read different state) \
        is not analysed here.
        """,
        options: [RuleOption("minLines", default: .int(10), "The shortest view fragment, in lines, that is reported.")],
        presetOptions: [.review: ["minLines": .int(20)]],
        triggering: [
            RuleExample("""
            struct ProfileView: View {
                let user: User
                var body: some View {
                    VStack { header; details }
                }

                private var ↓header: some View {
                    HStack {
                        Image(systemName: "person")
                        Text(user.name)
                    }
                }

                @ViewBuilder
                private func ↓details() -> some SwiftUI.View {
                    if user.isVerified {
                        Label("Verified", systemImage: "checkmark")
                    }
                    Text(user.bio)
                }
            }
            """, options: ["minLines": .int(5)]),
            RuleExample("""
            struct CartView: View {
                var body: some View { List { summary } }
            }

            extension CartView {
                var ↓summary: some View {
                    Section("Total") {
                        Text("Items")
                        Text("Shipping")
                        Text("Tax")
                    }
                }
            }
            """, options: ["minLines": .int(5)]),
            RuleExample("""
            enum Checkout {
                struct PaymentForm: View {
                    var body: some View { Form { cardFields } }
                    #if os(iOS)
                    var ↓cardFields: some View {
                        get {
                            Group {
                                TextField("Number", text: $number)
                                TextField("Expiry", text: $expiry)
                            }
                        }
                    }
                    #endif
                }
            }
            """, options: ["minLines": .int(5)]),
            RuleExample(Self.fragment(lines: 10, marker: true)),
        ],
        nonTriggering: [
            RuleExample(Self.fragment(lines: 9, marker: false)),
            RuleExample("""
            // var header: some View { … } helpers should be View structs.
            struct ProfileView: View {
                var body: some View {
                    VStack {
                        ProfileHeader(name: name)
                        Text("var details: some View")
                    }
                }
            }
            private struct ProfileHeader: View {
                let name: String
                var body: some View {
                    HStack {
                        Image(systemName: "person")
                        Text(name)
                    }
                }
            }
            """, options: ["minLines": .int(3)]),
            RuleExample("""
            final class ProfileViewBuilder {
                func makeHeader() -> some View {
                    VStack {
                        Text("One")
                        Text("Two")
                    }
                }
            }
            extension ProfileScreen {
                var summary: some View {
                    VStack {
                        Text("Total")
                        Text("Tax")
                    }
                }
            }
            struct Gallery: View {
                static var placeholder: some View {
                    VStack {
                        Image(systemName: "photo")
                        Text("Empty")
                    }
                }
                var title: String {
                    let parts = ["a", "b"]
                    return parts
                        .joined()
                }
                var body: some View { Self.placeholder }
            }
            """, options: ["minLines": .int(3)]),
            RuleExample(Self.fragment(lines: 19, marker: false), options: ["minLines": .int(20)]),
        ]
    )

    /// A View with a `content` fragment that spans exactly `lines` lines, for the examples.
    private static func fragment(lines: Int, marker: Bool) -> String {
        let rows = (0..<max(lines - 4, 0)).map { "            Text(\"Row \($0)\")" }
        return (["struct Catalogue: View {", "    var body: some View { content }", "    private var \(marker ? "↓" : "")content: some View {", "        VStack {"]
            + rows + ["        }", "    }", "}"]).joined(separator: "\n")
    }

    /// The node kinds the engine hands to `visit`.
    public static let nodeKinds: [SyntaxKind] = [.variableDecl, .functionDecl]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule with a run's configuration.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        let minLines = configuration.int("minLines", fallback: 10)
        if let variable = node.as(VariableDeclSyntax.self) {
            guard ViewRuleSupport.isInstanceMember(variable) else { return }
            var fragments: [(name: TokenSyntax, accessors: AccessorBlockSyntax)] = []
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text != "body",
                      SyntaxQueries.isSomeView(binding.typeAnnotation?.type),
                      let accessors = binding.accessorBlock, ViewRuleSupport.getterStatements(accessors) != nil else { continue }
                fragments.append((name, accessors))
            }
            // The View lookup climbs the tree, so it runs only for `some View` properties.
            guard !fragments.isEmpty, let view = ViewRuleSupport.enclosingViewNameInFile(of: variable) else { return }
            for (name, accessors) in fragments {
                let lines = ViewRuleSupport.lineSpan(from: variable.bindingSpecifier, to: accessors.rightBrace, in: file)
                if lines >= minLines { flag(name, lines: lines, view: view, in: file) }
            }
        } else if let function = node.as(FunctionDeclSyntax.self) {
            guard ViewRuleSupport.isInstanceMember(function),
                  SyntaxQueries.isSomeView(function.signature.returnClause?.type),
                  let body = function.body,
                  let view = ViewRuleSupport.enclosingViewNameInFile(of: function) else { return }
            let lines = ViewRuleSupport.lineSpan(from: function.funcKeyword, to: body.rightBrace, in: file)
            if lines >= minLines { flag(function.name, lines: lines, view: view, in: file) }
        }
    }

    private func flag(_ name: TokenSyntax, lines: Int, view: String, in file: FileContext) {
        report(name, "`\(name.text)` is a \(lines)-line view fragment of `\(view)`; extract it into its own `View` struct that takes only the inputs it needs.", in: file)
    }
}
