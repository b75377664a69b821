import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags Views that track focus with several Boolean `@FocusState` properties.
struct ReviewFocusEnumRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "review-focus-enum", title: "Track form focus with one enum", category: .input, impact: .medium, severity: .note,
        presets: [.recommended, .review],
        rationale: """
        When each field has its own `@FocusState var …: Bool`, nothing stops two flags from being \
        true at once, and moving focus from one field to the next means clearing one flag and \
        setting another. A single `@FocusState var focused: Field?`, with an enum case per field, \
        says which field has focus in one value and makes chaining with `.onSubmit` a one-line \
        assignment.

        Reported once per View struct (a struct whose own inheritance clause names `View`, or \
        whose `View` conformance is written on an extension in the same file) that declares two \
        or more `@FocusState` properties whose written type is `Bool` (or `Swift.Bool`), \
        counting the module-qualified `@SwiftUI.FocusState` and properties inside `#if` blocks. \
        Of an `#if` block only its richest clause counts, since its clauses are never compiled \
        together: a flag declared once per platform in `#if os(iOS)` / `#else` is one flag. The \
        finding lands on the second flag in source order that can coexist with an earlier one, \
        the one that turns a single flag into a set of flags; the message gives the total. \
        Optional enum focus state, a single Boolean flag, properties of nested types (checked \
        as their own View), look-alike wrappers (`@AccessibilityFocusState`, `@FocusedValue`), \
        structs whose `View` conformance is not visible in the file, `ViewModifier`s and \
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
            RuleExample("""
            struct LoginForm {
                @FocusState
                private var userFocused: Bool
                @FocusState
                private var ↓codeFocused: Bool
                var body: some View { EmptyView() }
            }
            extension LoginForm: View {}
            """),
            RuleExample("""
            extension Settings {
                struct ProxyForm: View {
                    #if os(macOS)
                    @FocusState var hostFocused: Bool
                    #else
                    @FocusState var addressFocused: Bool
                    #endif
                    @FocusState var ↓portFocused: Bool
                    @FocusState var userFocused: Bool
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
            RuleExample("""
            struct ReaderView: View {
                @AccessibilityFocusState private var headerFocused: Bool
                @AccessibilityFocusState private var footerFocused: Bool
                @FocusedValue(\\.isEditing) private var editing: Bool?
                @FocusState private var searchFocused: Bool
                @FocusState private var filter: BoolFilter?
                var body: some View { EmptyView() }
            }
            """),
            RuleExample("""
            struct SearchField: View {
                #if os(iOS)
                @FocusState private var keyboardShown: Bool
                #elseif os(macOS)
                @FocusState private var fieldActive: Bool
                #else
                @FocusState private var focused: Bool
                #endif
                var body: some View { EmptyView() }
            }
            struct Draft {
                @FocusState var titleFocused: Bool
                @FocusState var textFocused: Bool
            }
            extension Draft: CustomStringConvertible {
                var description: String { "Draft: View" }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ view: StructDeclSyntax, in file: FileContext) {
        guard SyntaxQueries.isViewType(view) else { return }
        let flags = Self.flags(in: view.memberBlock.members)
        let total = Self.mostFlagsInOneBuild(view.memberBlock.members)
        guard total >= 2,
              let second = flags.indices.first(where: { index in flags[..<index].contains { Self.canCoexist($0, flags[index]) } })
        else { return }
        report(flags[second], "`\(view.name.text)` tracks focus with \(total) Boolean `@FocusState` properties; use one `@FocusState` of an optional enum with a case per field.", in: file)
    }

    /// The name patterns of the Boolean `@FocusState` properties among these members, in source
    /// order, including those in every clause of `#if` blocks.
    private static func flags(in members: MemberBlockItemListSyntax) -> [PatternSyntax] {
        var result: [PatternSyntax] = []
        for member in members {
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let nested)? = clause.elements { result += flags(in: nested) }
                }
            } else {
                result += flags(of: member.decl)
            }
        }
        return result
    }

    /// The Boolean `@FocusState` bindings of one member declaration.
    private static func flags(of declaration: DeclSyntax) -> [PatternSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              SyntaxQueries.attribute("FocusState", in: variable.attributes) != nil else { return [] }
        return variable.bindings.compactMap { binding in
            guard let type = binding.typeAnnotation?.type,
                  SyntaxQueries.referencedTypeName(type, among: ["Bool"], qualifiedBy: ["Swift"]) != nil else { return nil }
            return binding.pattern
        }
    }

    /// The most Boolean `@FocusState` properties that can exist together: members outside `#if`
    /// count, and of each `#if` block only its richest clause does.
    private static func mostFlagsInOneBuild(_ members: MemberBlockItemListSyntax) -> Int {
        members.reduce(0) { total, member in
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return total + flags(of: member.decl).count }
            let clauses = ifConfig.clauses.map { clause -> Int in
                guard case .decls(let nested)? = clause.elements else { return 0 }
                return mostFlagsInOneBuild(nested)
            }
            return total + (clauses.max() ?? 0)
        }
    }

    /// Whether two properties can be compiled together: no `#if` block holds them in different clauses.
    private static func canCoexist(_ first: PatternSyntax, _ second: PatternSyntax) -> Bool {
        let clauses = enclosingClauses(of: first)
        return enclosingClauses(of: second).allSatisfy { block, clause in clauses[block].map { $0 == clause } ?? true }
    }

    /// The `#if` clauses around a node, keyed by their `#if` block.
    private static func enclosingClauses(of node: some SyntaxProtocol) -> [SyntaxIdentifier: SyntaxIdentifier] {
        var result: [SyntaxIdentifier: SyntaxIdentifier] = [:]
        var current = node.parent
        while let candidate = current {
            if let clause = candidate.as(IfConfigClauseSyntax.self), let block = clause.parent?.parent {
                result[block.id] = clause.id
            }
            current = candidate.parent
        }
        return result
    }
}
