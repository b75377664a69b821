import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View whose text fields share one `@FocusState` but where Return never moves focus on.
struct ReviewFocusChainingRule: SyntaxRule {
    static let description = RuleDescription(
        id: "review-focus-chaining", title: "Chain form fields with onSubmit", category: .input,
        impact: .unlisted, presets: [.review],
        rationale: """
        In a form of several fields the review checklist wants Return to move focus to the next \
        field and, on the last one, to submit the form; without it the keyboard's Return key does \
        nothing and the user has to tap each field. The rule is a heuristic and reports only the \
        plain case of no chaining at all. Reported, at the first field: a View struct that owns a \
        `@FocusState` property (not a `@FocusState.Binding` handed in, whose parent may chain) and, \
        in its body and helpers (also same-file extensions), binds at least two one-line \
        `TextField`s or `SecureField`s to it with `.focused($state, equals: …)` and different \
        values, while no `.onSubmit` appears anywhere in the type; an `.onSubmit` on a container \
        covers every field below it, so any one keeps the rule silent. Left alone: multi-line \
        fields (`axis:`), `TextEditor`, Boolean `.focused($flag)` fields (`review-focus-enum` covers \
        several flags), fields built in a `ForEach`, previews, `#if DEBUG` code and test files. Not \
        checked: whether each `.onSubmit` moves to the right field, or whether the last one submits \
        rather than looping; the syntax cannot tell a submit from any other call.
        """,
        triggering: [
            RuleExample("""
            struct SignUpView: View {
                enum Field { case name, email, password }
                @State private var name = ""
                @State private var email = ""
                @State private var password = ""
                @FocusState private var focus: Field?
                var body: some View {
                    Form {
                        ↓TextField("Name", text: $name)
                            .focused($focus, equals: .name)
                            .submitLabel(.next)
                        TextField("Email", text: $email).focused($focus, equals: .email)
                        passwordField
                    }
                }
            }
            extension SignUpView {
                var passwordField: some View {
                    SecureField("Password", text: $password).focused($focus, equals: .password)
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            struct Login: SwiftUI.View {
                @FocusState private var field: Field?
                var body: some View {
                    VStack {
                        SwiftUI.↓TextField("User", text: $user).focused($field, equals: Field.user)
                        SecureField("Password", text: $password).focused($field, equals: Field.password)
                        Button("Log in", action: logIn)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            enum Auth {
                struct LoginForm: View {
                    @FocusState private var focus: Field?
                    var body: some View {
                        Form {
                            #if os(iOS)
                            ↓SecureField("PIN", text: $pin).focused($focus, equals: .pin)
                            #endif
                            TextField("Email", text: $email)
                                .textContentType(.emailAddress)
                                .focused($focus, equals: .email)
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct SignUpView: View {
                enum Field { case name, email }
                @FocusState private var focus: Field?
                var body: some View {
                    Form {
                        TextField("Name", text: $name).focused($focus, equals: .name)
                            .onSubmit { focus = .email }
                        TextField("Email", text: $email).focused($focus, equals: .email)
                            .onSubmit(signUp)
                    }
                }
            }
            """),
            RuleExample("""
            struct FilterEditor: View {
                @FocusState private var focus: Field?
                var body: some View {
                    Form {
                        TextField("Title", text: $title).focused($focus, equals: .title)
                        TextField("Keyword", text: $keyword).focused($focus, equals: .keyword)
                    }
                    .onSubmit { advance() }
                }
            }
            """),
            RuleExample("""
            struct Composer: View {
                @FocusState private var focus: Field?
                @FocusState private var searching: Bool
                var body: some View {
                    VStack {
                        // TextField(…).focused($focus, equals: .a) twice without .onSubmit would be flagged.
                        TextField("Subject", text: $subject).focused($focus, equals: .subject)
                        TextField("Body", text: $text, axis: .vertical).focused($focus, equals: .body)
                        TextEditor(text: $notes).focused($focus, equals: .notes)
                        TextField("Search", text: $query).focused($searching)
                        ForEach(options.indices, id: \\.self) { index in
                            TextField("Option", text: $options[index]).focused($focus, equals: .option(index))
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct PollOptions: View {
                @FocusState.Binding var focus: Field?
                var body: some View {
                    TextField("A", text: $a).focused($focus, equals: .a)
                    TextField("B", text: $b).focused($focus, equals: .b)
                }
            }
            struct Mirror: View {
                @FocusState private var focus: Field?
                var body: some View {
                    TextField("A", text: $a).focused($focus, equals: .a)
                    TextField("A again", text: $a2).focused($focus, equals: .a)
                }
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ view: StructDeclSyntax, in file: FileContext) {
        guard file.mentions("FocusState"), !file.isTestFile, SyntaxQueries.isViewType(view),
              !SyntaxQueries.isPreviewOrDebugCode(view) else { return }
        let blocks = SyntaxQueries.memberBlocks(ofTypeAround: view)
        let states = Set(SyntaxQueries.storedProperties(in: blocks).filter { property in
            property.variable.attributes.contains { element in
                element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "FocusState"
            }
        }.map(\.name.text))
        guard !states.isEmpty else { return }
        var fields: [(name: TokenSyntax, state: String, value: String)] = []
        for block in blocks {
            if !SyntaxQueries.calls(in: block, where: { SyntaxQueries.calledName($0) == "onSubmit" && SyntaxQueries.isMemberCall($0) }).isEmpty { return }
            for call in SyntaxQueries.calls(in: block, where: { Self.isOneLineField($0) }) {
                guard let name = SyntaxQueries.calledNameToken(call), !Self.isInsideForEach(call),
                      let binding = Self.focusBinding(of: call), states.contains(binding.state) else { continue }
                fields.append((name, binding.state, binding.value))
            }
        }
        for state in states.sorted() {
            let bound = fields.filter { $0.state == state }
            guard Set(bound.map { $0.value }).count >= 2, let first = bound.first else { continue }
            report(first.name, "\(bound.count) fields share the focus state `\(state)` but none has `.onSubmit`; on Return move `\(state)` to the next field, and submit the form from the last one.", in: file)
            return
        }
    }

    /// A `TextField` or `SecureField` call without `axis:` (a multi-line field takes Return as a new line).
    private static func isOneLineField(_ call: FunctionCallExprSyntax) -> Bool {
        (SyntaxQueries.isCall(call, toType: "TextField") || SyntaxQueries.isCall(call, toType: "SecureField"))
            && SyntaxQueries.argument("axis", of: call) == nil
    }

    /// The focus state and value of a `.focused($state, equals: value)` modifier on the field's chain.
    private static func focusBinding(of field: FunctionCallExprSyntax) -> (state: String, value: String)? {
        for modifier in SyntaxQueries.modifiersApplied(to: field) where SyntaxQueries.isMemberCall(modifier, named: "focused") {
            guard modifier.arguments.count == 2, let first = modifier.arguments.first, first.label == nil,
                  let reference = first.expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$"),
                  let value = SyntaxQueries.argument("equals", of: modifier) else { continue }
            return (String(reference.baseName.text.dropFirst()), NavigationListsSupport.compactText(value.expression))
        }
        return nil
    }

    private static func isInsideForEach(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current, !ancestor.is(MemberBlockSyntax.self) {
            if let call = ancestor.as(FunctionCallExprSyntax.self), SyntaxQueries.isCall(call, toType: "ForEach") { return true }
            current = ancestor.parent
        }
        return false
    }
}
