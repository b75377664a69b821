import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `@FocusState` properties and focus-field enums declared in a ViewModel class.
struct FormFocusInViewRule: SyntaxRule {
    static let description = RuleDescription(
        id: "form-focus-in-view", title: "Keep FocusState in the View", category: .forms, impact: .must,
        presets: [.mvvm],
        rationale: """
        Focus is view state: `@FocusState` is a SwiftUI property wrapper that only works inside a \
        View, and the MVVM guide keeps it, with the enum of focusable fields, in the form's View \
        while the ViewModel holds the field values and their validation. Reported: a `@FocusState` \
        property (also `@SwiftUI.FocusState`), at the attribute, and an enum whose name contains \
        `Focus` (`FocusField`, `FocusedField`), at its name, when either is a direct member of a \
        ViewModel class: a class whose name ends in `ViewModel`, that is `@Observable`, or that \
        inherits `ObservableObject`; an enum in an extension of a type whose name ends in \
        `ViewModel` counts too. Left alone: the same declarations in Views and other structs, in \
        types nested inside a ViewModel, a ViewModel's `enum Field` (often the key of validation \
        messages, so the name alone does not make it a focus enum), test files and previews, and \
        mentions in comments and strings.
        """,
        triggering: [
            RuleExample("""
            import SwiftUI

            @Observable final class SignUpViewModel {
                var email = ""
                ↓@FocusState var focusedField: Field?
                enum Field { case email, password }
            }
            """),
            RuleExample("""
            final class CheckoutModel: ObservableObject {
                @Published var address = ""
                enum ↓FocusedField: Hashable { case address, card }
                #if os(iOS)
                ↓@SwiftUI.FocusState private var isCardFocused: Bool
                #endif
            }
            """),
            RuleExample("""
            extension Forms {
                final class ProfileEditorViewModel {
                    var name = ""
                }
            }
            extension Forms.ProfileEditorViewModel {
                enum ↓FocusField: Hashable { case name, bio }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // The ViewModel must not hold @FocusState; the View does.
            struct SignUpScreen: View {
                @State private var viewModel = SignUpViewModel()
                @FocusState private var focusedField: FocusField?
                enum FocusField { case email, password }
                var body: some View { Text("@FocusState") }
            }
            """),
            RuleExample("""
            @Observable final class CreateProductViewModel {
                var name = ""
                var errors: [Field: String] = [:]
                enum Field { case name, price }
                struct Draft { enum FocusTarget { case title } }
                var focusHint: String { "FocusState lives in the view" }
            }
            """),
            RuleExample("""
            final class FocusStateTests {
                @FocusState var focused: Bool
                enum FocusField { case one }
            }
            final class FormViewModelTests: XCTestCase {
                enum FocusField { case one }
            }
            """, path: "Tests/FormTests/FocusStateTests.swift"),
            RuleExample("""
            final class FocusCoordinator {
                enum FocusField { case search }
            }
            #Preview {
                FormPreview()
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, let attribute = SyntaxQueries.attribute("FocusState", in: node.attributes),
              let owner = SyntaxQueries.enclosingTypeDeclaration(of: node), Self.isViewModel(owner),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(attribute, "`@FocusState` belongs in the View, not the ViewModel; move it (and its field enum) into the form's View.", in: file)
    }

    func visit(_ node: EnumDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, node.name.text.contains("Focus"),
              let owner = SyntaxQueries.enclosingTypeDeclaration(of: node), Self.isViewModel(owner),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(node.name, "The focus enum `\(node.name.text)` belongs in the View with its `@FocusState`, not in the ViewModel; move it there.", in: file)
    }

    /// A class named `…ViewModel`, `@Observable` or inheriting `ObservableObject`, or an extension of a `…ViewModel` type.
    static func isViewModel(_ declaration: Syntax) -> Bool {
        if let type = declaration.as(ClassDeclSyntax.self) {
            return type.name.text.hasSuffix("ViewModel") || SyntaxQueries.attribute("Observable", in: type.attributes) != nil
                || SyntaxQueries.inherits(type.inheritanceClause, named: "ObservableObject")
        }
        if let item = declaration.as(ExtensionDeclSyntax.self), let name = SyntaxQueries.baseTypeName(item.extendedType) {
            return name.hasSuffix("ViewModel")
        }
        return false
    }
}
