import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View that keeps two or more text-field values in its own `@State` instead of a form ViewModel.
struct FormOneVmRule: SyntaxRule {
    static let description = RuleDescription(
        id: "form-one-vm", title: "Keep form fields in one form ViewModel", category: .forms, impact: .should,
        presets: [.mvvm],
        rationale: """
        The MVVM guide gives each form one ViewModel that holds the field values together with \
        their validation and the submit state; the View binds to it (`$viewModel.name`). Field \
        values scattered over view `@State` cannot be validated or submitted outside the View, and \
        cannot be tested without it. Reported, at the View's name: a View struct with at least two \
        `@State` `String` properties (`@State private var title = ""`) that it binds as the \
        `text:` of a `TextField`, `SecureField` or `TextEditor` (`text: $title`). Left alone: a \
        single text field (a search bar, a rename prompt), fields bound to a ViewModel or a \
        `@Binding`, `@State` that is not bound to a text input, test files, previews and `#if \
        DEBUG` code. A heuristic: a View with two unrelated inputs (a search field and a quick \
        \"add\" field) is reported too.
        """,
        triggering: [
            RuleExample("""
            struct ↓CreateProductScreen: View {
                @State private var name = ""
                @State private var price = ""
                var body: some View {
                    Form {
                        TextField("Name", text: $name)
                        TextField("Price", text: $price)
                        Button("Create") { Task { await repository.create(name, price) } }
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Account {
                struct ↓LoginForm: SwiftUI.View {
                    @SwiftUI.State var user: String = ""
                    @State private var secret: String = ""
                    var body: some View {
                        VStack {
                            SwiftUI.TextField("User", text: $user)
                            SecureField("Password", text: $secret)
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct ↓FeedbackView: View {
                @State private var subject = ""
                @State private var message = ""
                @State private var rating = 3
                var body: some View {
                    Form {
                        TextField("Subject", text: $subject, axis: .vertical)
                        TextEditor(text: $message)
                        Stepper("Rating", value: $rating)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // @State var name = "" with TextField(text: $name) belongs in a form ViewModel.
            struct CreateProductScreen: View {
                @State private var viewModel = CreateProductViewModel()
                var body: some View {
                    Form {
                        TextField("Name", text: $viewModel.name)
                        TextField("Price", text: $viewModel.price)
                    }
                }
            }
            """),
            RuleExample("""
            struct SearchBar: View {
                @State private var query = ""
                @State private var scope = ""
                var body: some View {
                    TextField("Search", text: $query)
                    Text(scope)
                }
            }
            struct AddressFields: View {
                @Binding var street: String
                @Binding var city: String
                var body: some View {
                    TextField("Street", text: $street)
                    TextField("City", text: $city)
                }
            }
            """),
            RuleExample("""
            struct LoginFormTests: View {
                @State private var a = ""
                @State private var b = ""
                var body: some View { TextField("A", text: $a); TextField("B", text: $b) }
            }
            """, path: "Tests/UITests/LoginFormTests.swift"),
            RuleExample("""
            #if DEBUG
            struct DebugLogin: View {
                @State private var a = ""
                @State private var b = ""
                var body: some View { TextField("A", text: $a); SecureField("B", text: $b) }
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    static let inputs: Set<String> = ["TextField", "SecureField", "TextEditor"]

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("text:"), SyntaxQueries.isViewType(node) else { return }
        let stateText = Set(SyntaxQueries.storedProperties(in: [node.memberBlock]).filter { property in
            SyntaxQueries.attribute("State", in: property.variable.attributes) != nil && FormIsformvalidRule.isText(property.binding)
        }.map(\.name.text))
        guard stateText.count >= 2 else { return }
        var bound: [String] = []
        for call in SyntaxQueries.calls(in: node.memberBlock, where: { SyntaxQueries.calledName($0).map(Self.inputs.contains) ?? false }) {
            guard let text = SyntaxQueries.argument("text", of: call)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  text.hasPrefix("$") else { continue }
            let name = String(text.dropFirst())
            if stateText.contains(name), !bound.contains(name) { bound.append(name) }
        }
        guard bound.count >= 2, !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        let names = bound.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
        report(node.name, "`\(node.name.text)` keeps the form fields \(names) in view `@State`; move the field values and their validation into one form ViewModel.", in: file)
    }
}
