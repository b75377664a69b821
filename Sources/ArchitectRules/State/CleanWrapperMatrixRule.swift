import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags the parts of the clean guide's wrapper matrix that the syntax can prove: a `@State`
/// that the parent fills in, and a `@Binding` that the view only reads.
struct CleanWrapperMatrixRule: SyntaxRule {
    static let description = RuleDescription(
        id: "clean-wrapper-matrix", title: "Use each property wrapper for its role", category: .state, impact: .should,
        presets: [.clean],
        rationale: """
        The clean guide gives each wrapper one role: `@State` for values the view itself owns, \
        `@Binding` for a value the parent owns and the child changes, `@Environment` for \
        dependencies an ancestor provides, and a plain `let` for read-only input. A `@State` \
        the parent fills in keeps only its first value; a `@Binding` the child never writes \
        forces the parent to hand over write access it does not need.

        This is a heuristic that reports only what one file proves, at the property name: (1) a \
        `@State` property of a View with no default whose type is certainly a value type, that \
        the parent supplies (through the memberwise initializer, or an `init` that sets it from \
        a parameter) and that the view never writes, hands on as `$x` or uses in a way the rule \
        cannot classify; (2) a `@Binding` of a View that is only read, never assigned, mutated \
        or passed on as `$x`. Not checked: "`@Environment` used for view-local data", which \
        depends on what the value means; types the file cannot show to be values; bindings \
        used from extensions in other files. Test files, previews and `#if DEBUG` code are left \
        alone. The same shapes are findings of `state-ownership` (1) and `state-binding-minimal` \
        (2) under other presets.
        """,
        triggering: [
            RuleExample("""
            struct PriceTag: View {
                @State var ↓cents: Int
                var body: some View { Text("\\(cents / 100)") }
            }
            """),
            RuleExample("""
            enum Feed {
                #if os(iOS)
                struct Badge: View {
                    @Binding var ↓count: Int
                    var body: some View { Text("\\(count)") }
                }
                #endif
            }
            """),
            RuleExample("""
            enum Sort { case name, date }
            struct SortHeader: View {
                @State private var ↓order: Sort
                @SwiftUI.Binding var ↓isExpanded: Bool
                init(order: Sort, isExpanded: Binding<Bool>) {
                    _order = State(initialValue: order)
                    _isExpanded = isExpanded
                }
                var body: some View { Text(isExpanded ? "\\(order)" : "") }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Editor: View {
                @State private var draft = ""
                @State var pages: [String]
                @Binding var text: String
                @Environment(\\.dismiss) private var dismiss
                let title: String
                var body: some View {
                    TextField(title, text: $text)
                    Button("More") { pages.append("next") }
                }
            }
            """),
            RuleExample("""
            // @State var title: String
            struct Toggle: View {
                @Binding var isOn: Bool
                @State var model: ProfileViewModel
                var body: some View { Button("Flip") { isOn.toggle() } }
            }
            """),
            RuleExample("""
            struct TitleLabel: View {
                @State var title: String
                var body: some View { Text(title) }
            }
            """, path: "Tests/AppTests/TitleLabelTests.swift"),
            RuleExample("""
            #if DEBUG
            struct PreviewBadge: View {
                @Binding var count: Int
                var body: some View { Text("\\(count)") }
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, !variable.attributes.isEmpty else { return }
        if SyntaxQueries.attribute("State", in: variable.attributes) != nil {
            guard variable.bindings.contains(where: { $0.initializer == nil }), DeclarationLookup.isStoredInstanceProperty(variable),
                  let view = EnclosingView.owner(ofMember: variable, in: file), !SyntaxQueries.isPreviewOrDebugCode(variable) else { return }
            for state in StateOwnershipRule.parentSuppliedStates(variable, in: view, file: file) {
                report(state.name, "`@State var \(state.name.text)` takes its value from the parent, which `@State` reads only once; make it a plain `let`, or a `@Binding` if the view changes it.", in: file)
            }
        } else if let found = StateBindingMinimalRule.readOnlyBindings(variable, in: file), !SyntaxQueries.isPreviewOrDebugCode(variable) {
            for name in found.names {
                report(name, "`@Binding var \(name.text)` is only read in `\(found.view.name.text)`; pass the value as a plain `let` instead.", in: file)
            }
        }
    }
}
