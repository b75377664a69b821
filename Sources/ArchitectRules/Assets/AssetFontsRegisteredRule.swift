import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags custom fonts named in code when no `Info.plist` of the project registers any font
/// (`UIAppFonts`) and no code registers one at run time.
struct AssetFontsRegisteredRule: SyntaxRule, ResourceRule {
    /// What the syntax half notes for a run-time registration (`CTFontManagerRegister…`).
    static let registrationMark = "#registers-fonts"

    /// Font families that ship with iOS, lowercased without spaces, dashes or underscores: a name
    /// that starts with one of them needs no registration.
    static let systemFamilies = [
        "academyengraved", "alnile", "americantypewriter", "applecoloremoji", "applesdgothicneo", "arial", "avenir",
        "baskerville", "bodoni", "bradleyhand", "chalkboard", "chalkduster", "charter", "cochin", "copperplate",
        "courier", "damascus", "devanagari", "didot", "dinalternate", "dincondensed", "euphemia", "farah", "futura",
        "galvji", "geezapro", "georgia", "gillsans", "gujarati", "gurmukhi", "helvetica", "hiragino", "hoefler",
        "kailasa", "kefa", "khmer", "kohinoor", "kefa", "lao", "markerfelt", "menlo", "mishafi", "muktamahee",
        "noteworthy", "notonastaliq", "notosans", "optima", "oriya", "palatino", "papyrus", "partylet", "pingfang",
        "rockwell", "savoyelet", "sfcompact", "sfmono", "sfpro", "sinhala", "snellroundhand", "stheiti", "symbol",
        "tamil", "telugu", "thonburi", "timesnewroman", "trebuchet", "verdana", "zapfdingbats", "zapfino", "newyork",
    ]

    static let description = RuleDescription(
        id: "asset-fonts-registered", title: "Custom fonts are registered in Info.plist",
        category: .assets, impact: .must, presets: [.mvvm],
        rationale: """
        iOS loads a bundled font only when the app's `Info.plist` lists its file under \
        `UIAppFonts` (or code registers it); otherwise `Font.custom` quietly falls back to the \
        system font and the brand type never shows. Reported at the first use of each name: a \
        custom font named by a literal in `Font.custom(…)`, an implicit `.custom(…, size:)` or \
        `UIFont(name:size:)`, when the project has an `Info.plist`, none of its `Info.plist` \
        files has a `UIAppFonts` entry, and no code calls `CTFontManagerRegister…`. Left alone: \
        fonts that ship with iOS (Helvetica, Avenir, Menlo, Georgia and the other system \
        families), names that are not literals, a project with no `Info.plist` file (Xcode may \
        generate it from build settings), and any project whose `Info.plist` lists fonts: font \
        names in code are PostScript or family names, which need not match the file names the \
        plist lists (`FHA Condensed French NC` in `FHACondFrenchNC.otf`), so the lists are not \
        compared. Tests, previews and `#if DEBUG` code do not count.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Info.plist", """
                <plist version="1.0"><dict>
                    <key>CFBundleName</key><string>Shop</string>
                </dict></plist>
                """),
                ExampleFile("App/Core/Extensions/AppFonts.swift", """
                import SwiftUI
                extension Font {
                    static func appFont(_ style: AppFontStyle, size: CGFloat) -> Font {
                        .custom(style.rawValue, size: size, relativeTo: style.textStyle)
                    }
                    static let brandTitle = Font.custom(↓"BrandFont-Bold", size: 28, relativeTo: .title)
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Info.plist", "<plist version=\"1.0\"><dict><key>UILaunchScreen</key><dict/></dict></plist>"),
                ExampleFile("App/Features/Home/View/HomeHeader.swift", """
                import SwiftUI
                import UIKit
                struct HomeHeader: View {
                    var body: some View {
                        Text("Home").font(.custom(↓"FjallaOne-Regular", size: 18))
                    }
                    static let titleFont = UIFont(name: "FjallaOne-Regular", size: 40)
                    static let bodyFont = UIFont(name: "Helvetica Neue", size: 16)
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Info.plist", "<plist version=\"1.0\"><dict/></plist>"),
                ExampleFile("Widgets/Info.plist", "<plist version=\"1.0\"><dict><key>NSExtension</key><dict/></dict></plist>"),
                ExampleFile("App/Theme.swift", """
                import UIKit
                #if os(iOS)
                enum Theme {
                    static let mono = UIFont(name: ↓"JetBrainsMono-Regular", size: 13)
                }
                #endif
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Info.plist", """
                <plist version="1.0"><dict>
                    <key>UIAppFonts</key>
                    <array><string>FHACondFrenchNC.otf</string></array>
                </dict></plist>
                """),
                ExampleFile("App/Fonts.swift", """
                import SwiftUI
                extension Font {
                    static let heading = Font.custom("FHA Condensed French NC", size: 20)
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Fonts.swift", """
                import SwiftUI
                extension Font {
                    static let heading = Font.custom("BrandFont-Bold", size: 20)
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Info.plist", "<plist version=\"1.0\"><dict/></plist>"),
                ExampleFile("App/Fonts.swift", """
                import SwiftUI
                // Font.custom("BrandFont-Bold", size: 20) needs a registered font.
                extension Font {
                    static let code = Font.custom("Menlo-Regular", size: 13)
                    static let serif = Font.custom("Georgia", size: 17)
                    static func named(_ name: String) -> Font { .custom(name, size: 17) }
                }
                #Preview { Text("x").font(.custom("PreviewOnly-Font", size: 12)) }
                """),
                ExampleFile("Packages/Styleguide/Sources/Styleguide/RegisterFonts.swift", """
                import CoreText
                public func registerFonts() {
                    _ = CTFontManagerRegisterGraphicsFont(font, nil)
                }
                public let matter = UIFont(name: "Matter-Regular", size: 12)
                """),
            ]),
        ]
    )

    static let resourceKinds: Set<ResourceKind> = [.infoPlist]

    let configuration: RuleConfiguration

    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        if file.mentions("CTFontManagerRegister"), let name = SyntaxQueries.calledName(call), name.hasPrefix("CTFontManagerRegister") {
            LocalizedLiterals.note(Self.registrationMark, api: name, at: call, kind: Self.description.id, in: file)
            return
        }
        guard let literal = Self.fontNameLiteral(call), let text = LocalizedLiterals.comparableText(of: literal), !text.isEmpty,
              !Self.isSystemFont(text), !LocalizedLiterals.isExempt(call, in: file) else { return }
        LocalizedLiterals.note(text, api: "font", at: literal, kind: Self.description.id, in: file)
    }

    /// The literal font name of `Font.custom("…")`, `.custom("…", size:)` or `UIFont(name: "…", size:)`.
    static func fontNameLiteral(_ call: FunctionCallExprSyntax) -> StringLiteralExprSyntax? {
        if let literal = customFontLiteral(call) { return literal }
        guard SyntaxQueries.isCall(call, toType: "UIFont"), let first = call.arguments.first, first.label?.text == "name" else { return nil }
        return first.expression.as(StringLiteralExprSyntax.self)
    }

    /// The literal first argument of `Font.custom(…)`, or of an implicit `.custom(…)` with a
    /// `size:` or `fixedSize:` argument (which tells it from enum cases spelt `custom`).
    static func customFontLiteral(_ call: FunctionCallExprSyntax) -> StringLiteralExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "custom",
              let first = call.arguments.first, first.label == nil else { return nil }
        if let base = member.base {
            guard SyntaxQueries.isTypeReference(base, named: "Font") else { return nil }
        } else {
            guard call.arguments.contains(where: { $0.label?.text == "size" || $0.label?.text == "fixedSize" }) else { return nil }
        }
        return first.expression.as(StringLiteralExprSyntax.self)
    }

    static func isSystemFont(_ name: String) -> Bool {
        let normalised = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        return systemFamilies.contains { normalised.hasPrefix($0) }
    }

    func check(_ resource: ParsedResource) -> [Finding] { [] }

    func check(_ resources: ResourceIndex, in project: ProjectIndex) -> [Finding] {
        let plists = resources.resources(of: .infoPlist)
        guard !plists.isEmpty, !resources.failures.contains(where: { $0.path.hasSuffix("Info.plist") }),
              !plists.contains(where: { $0.propertyList?["UIAppFonts"] != nil }) else { return [] }
        let uses = LocalizedLiterals.notedUses(of: Self.description.id, in: project)
        guard !uses.contains(where: { $0.reference.member == Self.registrationMark }) else { return [] }
        var seen = Set<String>()
        return uses.compactMap { path, use in
            guard seen.insert(use.member).inserted else { return nil }
            return finding(path, use.line, use.column,
                "The custom font '\(use.member)' is not registered: no Info.plist lists fonts under `UIAppFonts`; add the font file there so iOS loads it.")
        }
    }
}
