import ArchitectCore
import SwiftSyntax

/// Flags View structs that SwiftUI cannot compare cheaply: no `@Equatable` macro and no `Equatable` conformance.
public struct EquatableViews: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "diff-equatable-views",
        title: "Make views Equatable",
        category: "diff",
        impact: .critical,
        presets: [.clinic, .optimise, .mvvm],
        aliases: ["perf-equatable-views", "mvvm-perf-equatable-children"],
        rationale: """
        When a parent re-renders, SwiftUI compares each child view's stored inputs to decide whether \
        the child's `body` must run again. That comparison is done by reflection and gives up on \
        anything it cannot compare, a closure above all, and then the child re-renders every time. An \
        `Equatable` view (through an `@Equatable` macro, which also fails the build when a new input \
        cannot be compared, or a hand-written `==`) lets SwiftUI skip the body when nothing it \
        displays has changed. Flagged, on the struct's name: a `struct` conforming to `View` (in its \
        own clause, or through an extension in the same file) that has at least one stored input \
        property (a stored instance property without a SwiftUI property wrapper such as `@State`, \
        `@Binding` or `@Environment`), carries none of the `macroNames` attributes, and does not \
        conform to `Equatable` (or `Hashable`/`Comparable`, which imply it) in its clause or in an \
        extension in the same file. Option `required` chooses which views: `allViews` (every such \
        view; the clinic document asks for it), `viewsWithClosures` (only views with a stored \
        property of function type, the performance document's narrower advice; used by the optimise \
        and mvvm presets) or `off`. Known false positives: a conformance declared in another file \
        cannot be seen, and a view whose inputs SwiftUI can already compare field by field gains \
        little. Left alone: views whose only stored properties are SwiftUI wrappers (nothing to \
        compare), non-View structs, and `ViewModifier`s. Whether the closures of an `@Equatable` \
        view are excluded from the comparison is `diff-closure-skip`.
        """,
        options: [
            RuleOption("required", default: .string("allViews"), "Which views must be Equatable: `allViews`, `viewsWithClosures` or `off`."),
            RuleOption("macroNames", default: .strings(["Equatable"]), "Attribute names of macros that generate an Equatable conformance."),
        ],
        presetOptions: [
            .optimise: ["required": .string("viewsWithClosures")],
            .mvvm: ["required": .string("viewsWithClosures")],
        ],
        triggering: [
            RuleExample("""
            struct ↓ProductTile: View {
                let product: Product
                let onBuy: () -> Void
                var body: some View {
                    VStack {
                        Text(product.name)
                        Button("Buy", action: onBuy)
                    }
                }
            }
            """),
            RuleExample("""
            enum Catalog {
                struct ↓Row: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                struct Header: View {
                    let title: String
                    var body: some View { Text(title).font(.headline) }
                }
            }
            extension Catalog.Header: Equatable {}
            """),
            RuleExample("""
            // A macro with a similar name is not the Equatable macro.
            @EquatableLike
            struct ↓Badge {
                let count: Int
            }
            #if os(iOS)
            extension Badge: View {
                var body: some View { Text("\\(count)") }
            }
            #endif
            """),
            RuleExample("""
            struct ↓Avatar: SwiftUI.View {
                @Environment(\\.displayScale) private var scale
                let initials: String
                var body: some View { Text(initials) }
            }
            """),
            RuleExample("""
            struct ↓MetricTile: View {
                let title: String
                var onTap: (@MainActor () -> Void)?
                var body: some View { Text(title).onTapGesture { onTap?() } }
            }
            struct Caption: View {
                let text: String
                var body: some View { Text(text) }
            }
            """, options: ["required": .string("viewsWithClosures")]),
            RuleExample("""
            enum Feed {
                struct ↓Row {
                    let headline: String
                    #if os(iOS)
                    let badge: Int?
                    #endif
                }
            }
            extension Feed.Row: View {
                var body: some View { Text(headline) }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // struct Legacy: View { let onTap: () -> Void } would need @Equatable.
            @Equatable
            struct ProductTile: View {
                let product: Product
                @EquatableIgnored let onBuy: () -> Void
                var body: some View { Button(product.name, action: onBuy) }
            }
            struct Price: View, Equatable {
                let amount: Decimal
                var body: some View { Text(amount, format: .number) }
            }
            struct Tag: View, Hashable {
                let label: String
                var body: some View { Text(label) }
            }
            """),
            RuleExample("""
            struct Banner: View {
                let message: String
                var body: some View { Text(message) }
            }
            extension Banner: Equatable {
                static func == (lhs: Banner, rhs: Banner) -> Bool { lhs.message == rhs.message }
            }
            enum Catalog {
                struct Row: View {
                    let title: String
                    var body: some View { Text(title) }
                }
            }
            extension Catalog.Row: Equatable {}
            """),
            RuleExample("""
            struct Spinner: View {
                @State private var angle = 0.0
                @Environment(\\.colorScheme) private var scheme
                @Binding var isSpinning: Bool
                static let size = 24.0
                var body: some View { Circle().rotationEffect(.degrees(angle)) }
            }
            struct Separator: View {
                var body: some View { Rectangle().frame(height: 1) }
            }
            struct ProductViewModel {
                let onBuy: () -> Void
            }
            struct Highlight: ViewModifier {
                let color: Color
                func body(content: Content) -> some View { content.background(color) }
            }
            """),
            RuleExample("""
            struct Caption: View {
                let text: String
                var body: some View { Text(text) }
            }
            """, options: ["required": .string("viewsWithClosures")]),
            RuleExample("""
            struct ActionRow: View {
                let title: String
                let onTap: () -> Void
                var body: some View { Button(title, action: onTap) }
            }
            """, options: ["required": .string("off")]),
        ]
    )

    /// Struct declarations.
    public static let nodeKinds: [SyntaxKind] = [.structDecl]

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// A rule configured for one run.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Conformances that make a type Equatable.
    private static let equatableNames: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// Checks one struct declaration.
    public func visit(_ node: Syntax, in file: FileContext) {
        guard let declaration = node.as(StructDeclSyntax.self) else { return }
        let mode = configuration.string("required", fallback: "allViews")
        guard mode != "off", SyntaxQueries.isViewType(node) else { return }
        let macroNames = Set(configuration.strings("macroNames", fallback: ["Equatable"]))
        if SyntaxQueries.attributeNames(declaration.attributes).contains(where: macroNames.contains) { return }
        if SyntaxQueries.inheritedNamesInFile(of: node).contains(where: Self.equatableNames.contains) { return }
        let inputs = SyntaxQueries.storedProperties(in: [declaration.memberBlock])
            .filter { !NavigationListsSupport.hasSwiftUIWrapper($0.variable) }
        guard !inputs.isEmpty else { return }
        let name = declaration.name.text
        if mode == "viewsWithClosures" {
            guard inputs.contains(where: { NavigationListsSupport.holdsClosure($0.binding) }) else { return }
            report(declaration.name, "`\(name)` stores a closure, so SwiftUI cannot compare it and re-runs its body on every parent update; mark it `@Equatable` and skip the closure, or conform it to `Equatable`.", in: file)
        } else {
            report(declaration.name, "SwiftUI cannot tell when `\(name)` is unchanged, so its body re-runs on every parent update; mark it `@Equatable` or conform it to `Equatable`.", in: file)
        }
    }
}
