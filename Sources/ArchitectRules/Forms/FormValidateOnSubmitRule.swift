import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags field validation run on every change (`.onChange` closures and `didSet` observers that
/// call `validate…`) instead of on submit; email and password fields are exempt.
struct FormValidateOnSubmitRule: SyntaxRule {
    static let description = RuleDescription(
        id: "form-validate-on-submit", title: "Validate forms on submit", category: .forms, impact: .should,
        presets: [.mvvm],
        rationale: """
        Errors that appear while the user is still typing ("Name is required" after the first \
        keystroke is deleted) are noise; the MVVM guide validates when the form is submitted and \
        keeps real-time checks for the fields where early feedback helps: email format and \
        password strength. Reported: an `.onChange(of: field)` modifier whose closure calls a \
        function whose name starts with `validate` (`validate()`, `viewModel.validateName()`), at \
        `onChange`, and a `didSet` observer of a stored property that does the same, at `didSet`. \
        Exempt: a field, observed value or validation function whose name mentions `email`, \
        `password` or `passcode`. Left alone: validation in `submit()`, `.onSubmit` and button \
        actions, `.onChange` closures that do something else (formatting, saving drafts), \
        validation reached through another helper (not seen), test files, previews and \
        `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct CreateProductScreen: View {
                @State private var viewModel = CreateProductViewModel()
                var body: some View {
                    Form {
                        TextField("Name", text: $viewModel.name)
                            .↓onChange(of: viewModel.name) { viewModel.validateName() }
                        TextField("Price", text: $viewModel.price)
                            .↓onChange(of: viewModel.price) { _, _ in
                                viewModel.validate()
                            }
                    }
                }
            }
            """),
            RuleExample("""
            @Observable final class AddressViewModel {
                var street = "" {
                    ↓didSet { validateStreet() }
                }
                var zip = "" { ↓didSet { self.validate(field: .zip) } }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Profile {
                struct Editor: View {
                    @Binding var nickname: String
                    var body: some View {
                        TextField("Nickname", text: $nickname)
                            .↓onChange(of: nickname, initial: false) { old, new in
                                if old != new { model.validateNickname(new) }
                            }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Do not call validate() from .onChange(of: name); validate on submit.
            struct SignUpScreen: View {
                @State private var viewModel = SignUpViewModel()
                var body: some View {
                    Form {
                        TextField("Email", text: $viewModel.email)
                            .onChange(of: viewModel.email) { viewModel.validateEmail() }
                        SecureField("Password", text: $viewModel.password)
                            .onChange(of: viewModel.password) { viewModel.validate() }
                        TextField("Name", text: $viewModel.name)
                            .onChange(of: viewModel.name) { viewModel.saveDraft() }
                            .onSubmit { viewModel.validate() }
                        Button("Sign up") { viewModel.validate(); viewModel.submit() }
                    }
                }
            }
            """),
            RuleExample("""
            final class SettingsViewModel {
                var theme = "" { didSet { save() } }
                var passwordHint = "" { didSet { validatePasswordHint() } }
                func submit() {
                    validate()
                }
                func validate() {}
            }
            """),
            RuleExample("""
            final class FormTests: XCTestCase {
                var name = "" { didSet { validate() } }
                func testLive() { _ = Text("").onChange(of: name) { validate() } }
            }
            """, path: "Tests/FormTests/FormTests.swift"),
            RuleExample("""
            #Preview {
                TextField("Name", text: .constant("")).onChange(of: demo.name) { demo.validate() }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["onChange"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "onChange", file.mentions("validate"),
              let observed = SyntaxQueries.argument("of", of: node)?.expression,
              !Self.isExempt(observed.trimmedDescription) else { return }
        guard SyntaxQueries.closures(of: node).contains(where: { Self.validates(Syntax($0)) }),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(member.declName.baseName, "This `.onChange` validates `\(observed.trimmedDescription)` on every keystroke; validate in the form's `submit()` instead (real-time checks are for email and password fields).", in: file)
    }

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("didSet"), file.mentions("validate") else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !Self.isExempt(name),
                  case .accessors(let accessors)? = binding.accessorBlock?.accessors else { continue }
            for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.didSet) {
                guard let body = accessor.body, Self.validates(Syntax(body)), !SyntaxQueries.isPreviewOrDebugCode(node) else { continue }
                report(accessor.accessorSpecifier, "`\(name)` is validated on every change; validate it in the form's `submit()` instead (real-time checks are for email and password fields).", in: file)
            }
        }
    }

    /// Whether a name mentions a field that may be checked while typing.
    static func isExempt(_ text: String) -> Bool {
        let lower = text.lowercased()
        return ["email", "password", "passcode"].contains { lower.contains($0) }
    }

    /// Whether `node` calls a non-exempt `validate…` function.
    static func validates(_ node: Syntax) -> Bool {
        !SyntaxQueries.calls(in: node) { call in
            guard let name = SyntaxQueries.calledName(call), name.hasPrefix("validate") else { return false }
            return !isExempt(name)
        }.isEmpty
    }
}
