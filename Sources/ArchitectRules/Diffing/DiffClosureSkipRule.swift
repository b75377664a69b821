import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags closure properties of an `@Equatable` type that are not excluded from the comparison.
struct DiffClosureSkipRule: SyntaxRule {
    /// The `macroNames` option.
    static let macroNames = Option<[String]>("macroNames", default: ["Equatable"], "Attribute names of macros that generate an Equatable conformance.")

    /// The `skipAttributes` option.
    static let skipAttributes = Option<[String]>("skipAttributes", default: ["SkipEquatable", "EquatableIgnored", "EquatableIgnoredUnsafeClosure"],
                       "Attribute names that exclude a property from the generated comparison.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "diff-closure-skip", title: "Exclude closures from @Equatable comparisons", category: .diff, impact: .critical,
        presets: [.clinic],
        rationale: """
        Two closures cannot be compared, so an `@Equatable` macro either refuses to build the type or \
        has nothing sensible to compare them with. Marking each callback with the skip attribute \
        (`@SkipEquatable` in Airbnb's macro, `@EquatableIgnored` or \
        `@EquatableIgnoredUnsafeClosure` in the open-source ordo-one package) leaves it out, so the \
        view is compared on its data alone and its body runs only when that data changes. Make sure \
        such a callback does not capture values that should refresh the view. Flagged, on the \
        property's name: inside a struct or class that carries one of the `macroNames` attributes, a \
        stored instance property of function type (`() -> Void`, `(Item) -> Bool`, \
        `@escaping @MainActor () -> Void`, an optional closure `(() -> Void)?`, or, without a type \
        annotation, a closure literal as its initial value) that carries none of the \
        `skipAttributes`. Left alone: types without the macro (their Equatable strategy is \
        `diff-equatable-views`), properties with a SwiftUI property wrapper such as `@State` or \
        `@Binding` (the macros skip those themselves), static and computed properties, and \
        properties of nested types, which the macro does not see. A property whose type is a type \
        alias for a closure cannot be recognised from the syntax and is missed.
        """,
        options: [
            macroNames,
            skipAttributes,
        ],
        triggering: [
            RuleExample("""
            @Equatable
            struct ActionTile: View {
                let title: String
                let ↓onTap: () -> Void
                @SkipEquatable let onHold: () -> Void
                var body: some View {
                    Text(title)
                        .onTapGesture(perform: onTap)
                        .onLongPressGesture(perform: onHold)
                }
            }
            """),
            RuleExample("""
            @Equatable
            struct Composer: View {
                let draft: String
                var ↓onSend: ((String) -> Void)?
                let ↓onCancel: @MainActor () -> Void
                @EquatableIgnored var onChange: (String) -> Void
                var body: some View { Text(draft) }
            }
            """),
            RuleExample("""
            enum Screens {
                #if DEBUG
                @Equatable
                struct DebugRow: View {
                    let label: String
                    let ↓reload: @Sendable () async -> Void
                    var ↓format = { (value: Int) in "\\(value)" }
                    var body: some View { Text(label) }
                }
                #endif
            }
            """),
            RuleExample("""
            @Equatable
            struct PinRow: View {
                let pin: Pin
                @EquatableIgnoredUnsafeClosure let onOpen: () -> Void
                var ↓onDelete: (Pin) -> Void
                var body: some View { Text(pin.title) }
            }
            """, options: ["skipAttributes": .strings(["EquatableIgnoredUnsafeClosure"])]),
        ],
        nonTriggering: [
            RuleExample("""
            // @Equatable struct Row { let onTap: () -> Void } needs @SkipEquatable on onTap.
            struct PlainRow: View {
                let title: String
                let onTap: () -> Void
                var body: some View { Text(title).onTapGesture(perform: onTap) }
            }
            @Observable final class EditorModel {
                var onChange: () -> Void = {}
            }
            """),
            RuleExample("""
            @Equatable
            struct CardView: View {
                let title: String
                let action: CardAction
                @SkipEquatable let perform: (CardAction) -> Void
                @EquatableIgnored var onClose: (() -> Void)?
                @State private var onReset: () -> Void = {}
                @Binding var validator: (String) -> Bool
                static let makeID: () -> UUID = UUID.init
                var handler: () -> Void { { perform(action) } }
                var body: some View { Text(title) }
                struct Config {
                    let onTap: () -> Void
                }
            }
            """),
            RuleExample("""
            @EquatableView
            struct Legacy: View {
                let onTap: () -> Void
                var body: some View { Text("let onTap: () -> Void") }
            }
            @Equatable
            struct Summary: View {
                let total: Int
                let style: FormatStyleKind
                var body: some View { Text("\\(total)") }
            }
            """),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks one type declaration.
    public func visit(_ node: StructDeclSyntax, in file: FileContext) { check(node, in: file) }
    public func visit(_ node: ClassDeclSyntax, in file: FileContext) { check(node, in: file) }

    /// Checks one `@Equatable` type.
    private func check(_ declaration: some DeclGroupSyntax, in file: FileContext) {
        let macroNames = Set(configuration[Self.macroNames])
        guard SyntaxQueries.attributeNames(declaration.attributes).contains(where: macroNames.contains) else { return }
        let skipAttributes = Set(configuration[Self.skipAttributes])
        for property in SyntaxQueries.storedProperties(in: [declaration.memberBlock]) {
            guard NavigationListsSupport.holdsClosure(property.binding), !NavigationListsSupport.hasSwiftUIWrapper(property.variable),
                  !SyntaxQueries.attributeNames(property.variable.attributes).contains(where: skipAttributes.contains) else { continue }
            let name = property.name
            report(name, "`\(name.text)` is a closure, which the generated `==` cannot compare; mark it `@SkipEquatable` (or `@EquatableIgnored`) so the view is compared on its data.", in: file)
        }
    }
}
