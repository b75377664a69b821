import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a form ViewModel without an `isFormValid` property, and a submit button that no
/// `.disabled(…)` guards.
struct FormIsformvalidRule: SyntaxRule {
    static let description = RuleDescription(
        id: "form-isformvalid", title: "Expose isFormValid and disable submit by it", category: .forms, impact: .must,
        presets: [.mvvm],
        rationale: """
        The MVVM guide has each form ViewModel expose a computed `isFormValid: Bool`, and the form's \
        submit button is `.disabled(!viewModel.isFormValid)`: the rule that decides when the form \
        can be sent then lives in one testable place, and the user cannot send a form that will be \
        rejected. Reported: (1) at its name, a ViewModel class (named `…ViewModel`, `@Observable`, \
        or inheriting `ObservableObject`) that has a `submit()` or `submitForm()` method and at \
        least two settable `String` field properties (`var name = ""`, `var email: String`, not \
        `private` or `private(set)`), but no member, in the class or its same-file extensions, \
        whose name contains `Valid` or that is called `canSubmit`; (2) at `Button`, a `Button` \
        (or `AppButton`) whose action calls `submit()` or `submitForm()` on something \
        (`viewModel.submit()`, also inside `Task {…}`) and to which no `.disabled(…)` modifier is \
        applied. A validity property under another name (`isValid`, `isEmailValid`, \
        `canSubmit`) is accepted, since the point is the property, not its spelling. Left alone: \
        classes with fewer than two text fields or no such method, buttons whose action \
        calls something else (`submitSearch()` included), a `.disabled` on a container around the button (not seen, so such \
        a button is reported: a known false positive), test files, previews and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            @Observable @MainActor
            final class ↓SignUpViewModel {
                var email = ""
                var password = ""
                var isSubmitting = false
                func submit() async {
                    isSubmitting = true
                    defer { isSubmitting = false }
                    await repository.signUp(email: email, password: password)
                }
            }
            """),
            RuleExample("""
            struct CreateProductScreen: View {
                @State private var viewModel: CreateProductViewModel
                var body: some View {
                    Form {
                        TextField("Name", text: $viewModel.name)
                        ↓Button("Create") {
                            Task { await viewModel.submit() }
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Checkout {
                final class ↓AddressFormModel: ObservableObject {
                    @Published var street: String = ""
                    @Published var city: String = ""
                    func submitForm() {}
                }
                struct AddressForm: View {
                    @ObservedObject var model: AddressFormModel
                    var body: some View {
                        ↓SwiftUI.Button(action: { model.submitForm() }) { Text("Save") }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // A form ViewModel needs isFormValid; Button { viewModel.submit() } needs .disabled.
            @Observable @MainActor
            final class CreateProductViewModel {
                var name = ""
                var price = ""
                var isFormValid: Bool { !name.isEmpty && Double(price) != nil }
                func submit() async {}
            }
            struct CreateProductScreen: View {
                @State private var viewModel = CreateProductViewModel()
                var body: some View {
                    Button("Create") { Task { await viewModel.submit() } }
                        .disabled(!viewModel.isFormValid)
                }
            }
            """),
            RuleExample("""
            final class SearchViewModel {
                var query = ""
                private(set) var status = ""
                func submitSearch() {}
            }
            final class LoginViewModel {
                var user = ""
                var code = ""
                func submit() {}
            }
            extension LoginViewModel {
                var canSubmit: Bool { !user.isEmpty }
            }
            final class Uploader {
                var title = ""
                var notes = ""
                func submit() {}
            }
            struct Toolbar: View {
                var body: some View {
                    Button("Refresh") { model.reload() }
                    Button("Search") { model.submitSearch() }
                }
            }
            """),
            RuleExample("""
            final class SignUpViewModelTests: XCTestCase {
                final class FakeFormViewModel { var a = ""; var b = ""; func submit() {} }
                func testSubmit() { Button("Go") { sut.submit() } }
            }
            """, path: "Tests/FormTests/SignUpViewModelTests.swift"),
            RuleExample("""
            #Preview {
                Button("Submit") { demo.submit() }
            }
            #if DEBUG
            final class DemoFormViewModel { var a = ""; var b = ""; func submit() {} }
            #endif
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["Button", "AppButton"]


    let configuration: RuleConfiguration

    func visit(_ node: ClassDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("submit"), FormFocusInViewRule.isViewModel(Syntax(node)) else { return }
        let blocks = SyntaxQueries.memberBlocks(ofTypeAround: node)
        var hasSubmit = false
        var hasValidity = false
        for block in blocks {
            for member in SyntaxQueries.memberDeclarations(of: block) {
                if let function = member.as(FunctionDeclSyntax.self) {
                    if Self.isSubmitName(function.name.text) { hasSubmit = true }
                    if Self.isValidityName(function.name.text) { hasValidity = true }
                } else if let variable = member.as(VariableDeclSyntax.self), SyntaxQueries.boundNames(variable).contains(where: Self.isValidityName) {
                    hasValidity = true
                }
            }
        }
        guard hasSubmit, !hasValidity else { return }
        let fields = SyntaxQueries.storedProperties(in: blocks).filter { property in
            property.variable.bindingSpecifier.tokenKind == .keyword(.var) && !Self.restrictsWriting(property.variable.modifiers)
                && Self.isText(property.binding)
        }
        guard fields.count >= 2, !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(node.name, "The form ViewModel `\(node.name.text)` has no validity property; add a computed `var isFormValid: Bool` and disable its submit button with it.", in: file)
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, let name = SyntaxQueries.calledName(node), name == "Button" || name == "AppButton",
              SyntaxQueries.isCall(node, toType: name), file.mentions("submit") else { return }
        guard SyntaxQueries.closures(of: node).contains(where: Self.callsSubmit),
              !SyntaxQueries.modifiersApplied(to: node).contains(where: { SyntaxQueries.calledName($0) == "disabled" }),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(node.calledExpression, "This submit button is never disabled; add `.disabled(!viewModel.isFormValid)` so an invalid form cannot be sent.", in: file)
    }

    /// `submit` or `submitForm`: other `submit…` methods (`submitSearch`, `submitReport`) send no form.
    static func isSubmitName(_ name: String) -> Bool {
        name == "submit" || name == "submitForm"
    }

    static func isValidityName(_ name: String) -> Bool {
        name.contains("Valid") || name == "canSubmit"
    }

    /// `private`, `fileprivate`, `private(set)` or `fileprivate(set)`: the View cannot bind to it.
    static func restrictsWriting(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    /// `= ""` / `= "…"` or `: String` (not optional).
    static func isText(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type { return type.as(IdentifierTypeSyntax.self)?.name.text == "String" }
        return binding.initializer?.value.is(StringLiteralExprSyntax.self) == true
    }

    /// Whether a closure's own code (a `Task` closure inside it included) calls `x.submit()` or `x.submitForm()`.
    static func callsSubmit(_ closure: ClosureExprSyntax) -> Bool {
        !SyntaxQueries.calls(in: closure) { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
            return isSubmitName(member.declName.baseName.text)
        }.isEmpty
    }
}
