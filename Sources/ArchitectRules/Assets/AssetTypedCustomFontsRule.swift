import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `Font.custom("Name", size:)` with a literal font name outside the `Font` extension that
/// gives the app's fonts typed names.
struct AssetTypedCustomFontsRule: SyntaxRule {
    static let description = RuleDescription(
        id: "asset-typed-custom-fonts", title: "Custom fonts go through a typed Font extension",
        category: .assets, impact: .must, presets: [.mvvm],
        rationale: """
        A font name typed at each call site fails silently when it is misspelt or the font is \
        renamed (SwiftUI falls back to the system font), and scatters the brand's type scale; the \
        guide keeps the names in one enum (`AppFontStyle`) read by a `Font` extension \
        (`Font.appFont(_:size:)`). Reported at the literal: the first argument of \
        `Font.custom(…)`, or of an implicit `.custom(…)` with a `size:` or `fixedSize:` argument, \
        when it is a string literal outside an `extension Font`. Left alone: names that are not \
        literals (`.custom(style.rawValue, size: 17)`, `.custom(.brandBold, size: 17)`), the \
        extension itself, enum cases spelt `.custom(…)` without a size, `UIFont(name:size:)` \
        (UIKit), tests, previews and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct Title: View {
                var body: some View { Text("Hi").font(.custom(↓"BrandFont-Bold", size: 28, relativeTo: .title)) }
            }
            """),
            RuleExample("""
            extension Theme {
                static let heading = Font.custom(↓"BrandFont-Medium", size: 20)
            }
            """),
            RuleExample("""
            #if os(iOS)
            struct Price: View {
                var body: some View { Text("9.99").font(SwiftUI.Font.custom(↓"Menlo", fixedSize: 14)) }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            extension Font {
                static func appFont(_ style: AppFontStyle, size: CGFloat) -> Font {
                    .custom(style.rawValue, size: size, relativeTo: style.textStyle)
                }
                static let legacy = Font.custom("BrandFont-Regular", size: 17)
            }
            enum AppFontStyle: String {
                case regular = "BrandFont-Regular"
            }
            """),
            RuleExample("""
            // .font(.custom("BrandFont-Bold", size: 28)) would be reported.
            struct Title: View {
                var body: some View {
                    Text("Hi")
                        .font(.appFont(.bold, size: 28))
                        .font(.custom(.matterMedium, size: 16))
                        .tint(Theme.custom("ocean"))
                        .foregroundStyle(.custom("BrandFont-Bold"))
                }
            }
            """),
            RuleExample("""
            #Preview { Text("Hi").font(.custom("BrandFont-Bold", size: 28)) }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let literal = AssetFontsRegisteredRule.customFontLiteral(call), !file.isTestFile, !isInFontExtension(call), !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        report(literal, "A custom font is named by a string literal here; add a case to the app's font enum and use the typed `Font` extension (`.appFont(_:size:)`).", in: file)
    }

    func isInFontExtension(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let extensionDecl = candidate.as(ExtensionDeclSyntax.self) {
                let name = extensionDecl.extendedType.trimmedDescription
                return name == "Font" || name == "SwiftUI.Font"
            }
            current = candidate.parent
        }
        return false
    }
}
