import ArchitectCore
import SwiftSyntax

/// Flags Views that track focus with several Boolean `@FocusState` properties.
public struct FocusEnum: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "review-focus-enum",
        title: "Track form focus with one enum",
        category: "input",
        impact: .medium,
        severity: .note,
        presets: [.recommended, .review],
        rationale: """
        When each field has its own `@FocusState var …: Bool`, nothing stops two flags from being \
        true at once, and moving focus from one field to the next means clearing one flag and \
        setting another. A single `@FocusState var focused: Field?`, with an enum case per field, \
        says which field has focus in one value and makes chaining with `.onSubmit` a one-line \
        assignment.

        Reported once per View struct (a struct whose own inheritance clause names `View`) that \
        declares two or more `@FocusState` properties whose written type is `Bool` (or \
        `Swift.Bool`), counting properties inside `#if` blocks and the module-qualified \
        `@SwiftUI.FocusState`. The finding lands on the second such property, the one that turns \
        a single flag into a set of flags; the message gives the total. Optional enum focus \
        state, a single Boolean flag, properties of nested types (checked as their own View), \
        Views whose conformance is declared in a separate extension, `ViewModifier`s and \
        mentions in comments or strings are left alone.
        """,
        triggering: [
            RuleExample("""
            struct SignInForm: View {
                @State private var email = ""
                @State private var password = ""
                @FocusState private var emailFocused: Bool
                @FocusState private var ↓passwordFocused: Bool

                var body: some View {
                    TextField("Email", text: $email).focused($emailFocused)
                    SecureField("Password", text: $password).focused($passwordFocused)
                }
            }
            """),
            RuleExample("""
            struct AddressForm: SwiftUI.View {
                @FocusState var streetFocused: Swift.Bool
                #if os(iOS)
                @SwiftUI.FocusState var ↓zipFocused: Bool
                #endif
                var body: some View { EmptyView() }
            }
            """),
            RuleExample("""
            enum Checkout {
                struct PaymentForm: View, Equatable {
                    @FocusState private var cardFocused: Bool
                    @FocusState private var focus: Field?
                    @FocusState private var ↓cvcFocused: Bool
                    enum Field { case name }
                    var body: some View { EmptyView() }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct SignInForm: View {
                enum Field: Hashable { case email, password }
                @FocusState private var focusedField: Field?
                var body: some View { EmptyView() }
            }
            """),
            RuleExample("""
            // Avoid two @FocusState Bool flags like `@FocusState var a: Bool`.
            struct SearchBar: View {
                @FocusState private var isFocused: Bool
                @State private var isEditing: Bool = false
                let hint = "@FocusState var b: Bool"
                var body: some View { EmptyView() }
            }
            """),
            RuleExample("""
            struct FocusStateHolder {
                @FocusState var first: Bool
                @FocusState var second: Bool
            }
            struct Outer: View {
                @FocusState var only: Bool
                struct Inner: View {
                    @FocusState var alone: Bool
                    var body: some View { EmptyView() }
                }
                var body: some View { Inner() }
            }
            """),
        ]
    )

    /// The node kinds the engine hands to `visit`.
    public static let nodeKinds: [SyntaxKind] = [.structDecl]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule with a run's configuration.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        guard let view = node.as(StructDeclSyntax.self), SyntaxQueries.isView(view) else { return }
        var flags: [PatternSyntax] = []
        for declaration in SyntaxQueries.memberDeclarations(of: view.memberBlock) {
            guard let variable = declaration.as(VariableDeclSyntax.self),
                  SyntaxQueries.attribute("FocusState", in: variable.attributes) != nil else { continue }
            for binding in variable.bindings {
                guard let type = binding.typeAnnotation?.type,
                      SyntaxQueries.referencedTypeName(type, among: ["Bool"], qualifiedBy: ["Swift"]) != nil else { continue }
                flags.append(binding.pattern)
            }
        }
        guard flags.count >= 2 else { return }
        report(flags[1], "`\(view.name.text)` tracks focus with \(flags.count) Boolean `@FocusState` properties; use one `@FocusState` of an optional enum with a case per field.", in: file)
    }
}
