import ArchitectCore
import SwiftSyntax

/// Flags previews written as `PreviewProvider` conformances instead of the `#Preview` macro.
public struct PreviewMacro: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "review-preview-macro",
        title: "Write previews with #Preview",
        category: "previews",
        impact: .medium,
        severity: .note,
        presets: [.recommended, .review],
        fixable: true,
        rationale: """
        The `#Preview` macro replaces the older `PreviewProvider` protocol: it needs no extra type \
        with a static `previews` property, takes a display name and traits directly, and reads as \
        the example it is. A struct, class, enum, actor or extension whose own inheritance clause \
        names `PreviewProvider` (or `SwiftUI.PreviewProvider`, alone or in a `&` composition) is \
        reported once, at that name, whether or not it sits in an `#if DEBUG` block. The \
        deployment target is not consulted: the macro for SwiftUI views depends on the Xcode \
        version rather than the OS version, so teams stuck on an older Xcode should turn the rule off. \
        `#Preview` blocks, types whose names merely contain the word (`MyPreviewProvider`, \
        `PreviewProviding`), a `PreviewProvider` qualified by another module (`DesignKit.PreviewProvider`), \
        protocols that refine `PreviewProvider`, generic constraints and associated types bound \
        by it (`<P: PreviewProvider>`, `where Element: PreviewProvider`), and mentions in \
        comments or strings are left alone.
        """,
        triggering: [
            RuleExample("""
            struct ProfileCard_Previews: ↓PreviewProvider {
                static var previews: some View { ProfileCard(name: "Ada") }
            }
            """),
            RuleExample("""
            #if DEBUG
            struct BadgePreviews: ↓PreviewProvider {
                static var previews: some View {
                    Badge(count: 3)
                        .padding()
                }
            }
            #endif
            """),
            RuleExample("""
            enum ChartGallery {
                struct Previews: SwiftUI.↓PreviewProvider {
                    static var previews: some View { Chart(values: [1, 2]) }
                }
            }
            """),
            RuleExample("""
            struct Gallery {}
            extension Gallery: Sendable, ↓PreviewProvider {
                static var previews: some View { Text("Gallery") }
            }
            """),
            RuleExample("""
            @available(iOS, deprecated: 17, message: "Move to #Preview")
            final class LegacyPreviews:
                NSObject,
                ↓PreviewProvider
            {
                static var previews: some View {
                    OrderList(orders: .sample)
                        .environment(\\.locale, Locale(identifier: "fr"))
                        .previewDisplayName("French")
                }
            }
            """),
            RuleExample("""
            extension ProfileCard {
                struct Previews: ↓PreviewProvider & Sendable {
                    static var previews: some View { ProfileCard(name: "Grace") }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            #Preview("Dark") {
                ProfileCard(name: "Ada")
                    .preferredColorScheme(.dark)
            }
            """),
            RuleExample("""
            // Old code used PreviewProvider here; the macro replaced it.
            struct MyPreviewProvider {
                let title = "PreviewProvider"
            }
            """),
            RuleExample("""
            struct Screen: View {
                let provider: PreviewProvider.Type
                var body: some View { Text("x") }
            }
            """),
            RuleExample("""
            protocol CatalogPreview: PreviewProvider {
                static var title: String { get }
            }
            """),
            RuleExample("""
            struct CardPreviews: PreviewProviding, DesignKit.PreviewProvider {
                static let samples = [Card.sample]
            }
            enum Gallery {
                struct Entry: PreviewProviderStyle {}
            }
            """),
            RuleExample("""
            protocol GalleryEntry {
                associatedtype Preview: PreviewProvider
            }
            func snapshot<P: PreviewProvider>(_ provider: P.Type) -> some View {
                provider.previews
                    .frame(width: 320)
            }
            extension Array where Element: PreviewProvider {}
            #if DEBUG
            #Preview { Badge(count: 1) }
            #endif
            """),
        ]
    )

    /// The node kinds the engine hands to `visit`.
    public static let nodeKinds: [SyntaxKind] = [.inheritedType]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule with a run's configuration.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        guard let inherited = node.as(InheritedTypeSyntax.self),
              let owner = inherited.parent?.parent?.parent,
              owner.is(StructDeclSyntax.self) || owner.is(ClassDeclSyntax.self) || owner.is(EnumDeclSyntax.self)
                || owner.is(ActorDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self) else { return }
        for name in Self.previewProviderNames(in: inherited.type) {
            report(name, "This preview conforms to `PreviewProvider`; write it as a `#Preview { … }` block instead.", in: file)
        }
    }

    /// The `PreviewProvider` name tokens in an inherited type, looking through `&` compositions.
    private static func previewProviderNames(in type: TypeSyntax) -> [TokenSyntax] {
        if let reference = SyntaxQueries.typeReference(at: Syntax(type), among: ["PreviewProvider"], qualifiedBy: ["SwiftUI"]) {
            return [reference.nameToken]
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { previewProviderNames(in: $0.type) }
        }
        return []
    }
}
