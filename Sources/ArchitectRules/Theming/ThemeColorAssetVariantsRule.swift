import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a colour set of an asset catalog that the code uses and that defines no colour for the
/// dark appearance.
struct ThemeColorAssetVariantsRule: SyntaxRule, ResourceRule {
    static let description = RuleDescription(
        id: "theme-color-asset-variants", title: "Colour assets define a dark variant",
        category: .theme, impact: .must, presets: [.mvvm],
        rationale: """
        A named colour with one value looks the same in Light and Dark Mode, so text or surfaces \
        drawn with it lose contrast in one of them; the guide wants every colour asset to carry \
        its appearance variants. Reported at the `colors` key of a `.colorset`'s `Contents.json` \
        that gives at least one concrete colour and none for the dark luminosity appearance. The \
        guide also names a tinted variant, but tinting is an appearance of app icons (iOS 18), \
        not one a colour set can hold, so only the dark variant is asked for. Left alone: an \
        empty set (Xcode's unfilled `AccentColor`), a set that refers to a system colour (which \
        adapts by itself), and a catalog beside an `Info.plist` that fixes `UIUserInterfaceStyle` \
        to Light or Dark, where the other appearance never shows.

        Only colour sets the code uses are reported, since an unused one never reaches the \
        screen. A set counts as used when a Swift file outside the tests names it in \
        `Color(\"Name\")` (with or without `bundle:`), `UIColor(named:)` or `NSColor(named:)`; \
        when such a call sits in a `static` property (an accessor such as \
        `static var brand: Color { Color(\"brand\") }`), only once that property is read as \
        `.brand` or `Type.brand` somewhere. A set is also used when its generated asset symbol is \
        read (`Color(.brandPrimary)`, `Color.brandPrimary` or `.brandPrimary` for a set named \
        `brand_primary` or `BrandPrimaryColor`), and the `AccentColor`, which the build applies \
        by itself. A name built at run time (`Color(name)`, `Color(\"tint_\\(level)\")`) \
        cannot be read, so the sets it may reach are left alone, as are sets reached through \
        an accessor that code reads by its bare name or calls as a function.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Resources/Assets.xcassets/Brand.colorset/Contents.json", """
                {
                  ↓"colors" : [
                    { "color" : { "color-space" : "srgb", "components" : { "red" : "0.200", "green" : "0.400", "blue" : "0.900", "alpha" : "1.000" } }, "idiom" : "universal" }
                  ],
                  "info" : { "author" : "xcode", "version" : 1 }
                }
                """),
                ExampleFile("App/Features/Home/HomeScreen.swift", """
                import SwiftUI
                struct HomeScreen: View {
                    var body: some View { Text("Home").foregroundStyle(Color("Brand")) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Resources/Assets.xcassets/Colors/Surface.colorset/Contents.json", """
                {
                  "info" : { "author" : "xcode", "version" : 1 },
                  ↓"colors" : [
                    { "color" : { "color-space" : "srgb", "components" : { "red" : "255", "green" : "255", "blue" : "255", "alpha" : "1.000" } }, "idiom" : "universal" },
                    { "appearances" : [ { "appearance" : "luminosity", "value" : "light" } ],
                      "color" : { "color-space" : "srgb", "components" : { "red" : "250", "green" : "250", "blue" : "250", "alpha" : "1.000" } }, "idiom" : "universal" }
                  ]
                }
                """),
                ExampleFile("App/Info.plist", "<plist version=\"1.0\"><dict><key>UIUserInterfaceStyle</key><string>Automatic</string></dict></plist>"),
                ExampleFile("App/Core/Theme/Palette.swift", """
                import SwiftUI
                extension Color {
                    static var surface: Color { Color("Surface", bundle: nil) }
                }
                """),
                ExampleFile("App/Features/Feed/FeedScreen.swift", """
                import SwiftUI
                struct FeedScreen: View {
                    var body: some View { List { Text("Feed") }.background(.surface) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Resources/Assets.xcassets/Accent.colorset/Contents.json", """
                {
                  ↓"colors" : [
                    { "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
                      "color" : { "color-space" : "display-p3", "components" : { "red" : "0.1", "green" : "0.1", "blue" : "0.6", "alpha" : "1.0" } }, "idiom" : "universal" },
                    { "color" : { "color-space" : "display-p3", "components" : { "red" : "0.2", "green" : "0.2", "blue" : "0.8", "alpha" : "1.0" } }, "idiom" : "universal" }
                  ],
                  "info" : { "author" : "xcode", "version" : 1 }
                }
                """),
                ExampleFile("Widgets/Info.plist", "<plist version=\"1.0\"><dict><key>UIUserInterfaceStyle</key><string>Dark</string></dict></plist>"),
                ExampleFile("App/Views/Badge.swift", """
                import UIKit
                import SwiftUI
                struct Badge: View {
                    var body: some View { Circle().fill(Color(.accent)) }
                    func tint() { UIView.appearance().tintColor = UIColor(resource: .accent) }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Resources/Assets.xcassets/Brand.colorset/Contents.json", """
                {
                  "colors" : [
                    { "color" : { "color-space" : "srgb", "components" : { "red" : "0.200", "green" : "0.400", "blue" : "0.900", "alpha" : "1.000" } }, "idiom" : "universal" },
                    { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                      "color" : { "color-space" : "srgb", "components" : { "red" : "0.400", "green" : "0.600", "blue" : "1.000", "alpha" : "1.000" } }, "idiom" : "universal" }
                  ],
                  "info" : { "author" : "xcode", "version" : 1 }
                }
                """),
                ExampleFile("App/Resources/Assets.xcassets/AccentColor.colorset/Contents.json", """
                { "colors" : [ { "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("App/Resources/Assets.xcassets/Contents.json", """
                { "info" : { "author" : "xcode", "version" : 1 } }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Assets.xcassets/Link.colorset/Contents.json", """
                { "colors" : [ { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("App/Assets.xcassets/Logo.imageset/Contents.json", """
                { "images" : [ { "filename" : "logo.pdf", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("TV/Assets.xcassets/Brand.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "1", "green" : "0", "blue" : "0", "alpha" : "1" } }, "idiom" : "universal" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("TV/Info.plist", "<plist version=\"1.0\"><dict><key>UIUserInterfaceStyle</key><string>Dark</string></dict></plist>"),
                ExampleFile("TV/Screens/Home.swift", """
                import SwiftUI
                struct Home: View { var body: some View { Color("Brand") } }
                """),
            ]),
            // Sets no code reaches: an accessor nothing reads, a name in a comment or a string,
            // a name built at run time, and a use in a test.
            RuleExample(project: [
                ExampleFile("App/Assets.xcassets/Colors/legacy_rust.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.7", "green" : "0.3", "blue" : "0.1", "alpha" : "1" } }, "idiom" : "universal" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("App/Assets.xcassets/Colors/tint_1.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.1", "green" : "0.3", "blue" : "0.7", "alpha" : "1" } }, "idiom" : "universal" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("App/Assets.xcassets/Colors/ink.colorset/Contents.json", """
                { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "0.1", "green" : "0.1", "blue" : "0.1", "alpha" : "1" } }, "idiom" : "universal" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("App/Shared/Color+Legacy.swift", """
                import SwiftUI
                extension Color {
                    public static var legacy_rust: Color { Color("legacy_rust", bundle: nil) }
                    static func tint(level: Int) -> Color { Color("tint_\\(level)") }
                    // Color("ink") was the old text colour.
                    static let note = "Color(\\"ink\\")"
                }
                """),
                ExampleFile("App/Views/Row.swift", """
                import SwiftUI
                struct Row: View {
                    let name = "ink"
                    var body: some View { Text("Row").foregroundStyle(Color(name)).background(Color.tint(level: 1)) }
                }
                """),
                ExampleFile("AppTests/ColorTests.swift", """
                import XCTest
                import SwiftUI
                final class ColorTests: XCTestCase {
                    func testInk() { XCTAssertNotNil(UIColor(named: "ink")) }
                }
                """),
            ]),
        ]
    )

    static let resourceKinds: Set<ResourceKind> = [.assetContents, .infoPlist]

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = colorTypes


    let configuration: RuleConfiguration

    /// The `typeName` of a note for a colour named by a string literal; other notes are member names.
    private static let literalNote = "#literal"
    /// The types whose `init(named:)` or `init(_:bundle:)` looks a colour set up by name.
    private static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor"]

    /// The member names this file has noted already, so that each is noted once per file.
    private final class Noted { var members = Set<String>() }

    /// Notes a colour set named by a literal: `Color("Name")`, `Color("Name", bundle:)`,
    /// `UIColor(named: "Name")`, with the static property that wraps the call, if one does.
    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, let first = call.arguments.first,
              let callee = SyntaxQueries.calledName(call), Self.colorTypes.contains(callee),
              SyntaxQueries.constructedTypeName(call) == callee else { return }
        let label = first.label?.text
        guard callee == "Color" ? label == nil : label == "named",
              let literal = first.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return }
        let name = segment.content.text
        guard !name.isEmpty, !name.contains("\\") else { return }
        let location = file.lines.location(of: literal.positionAfterSkippingLeadingTrivia)
        file.record(MemberReference(kind: Self.description.id, typeName: Self.literalNote, member: name,
                                    callee: Self.staticAccessor(around: call), line: location.line, column: location.column))
    }

    /// Notes the names read as members: `.name` and `Type.name` (not calls), where an accessor or
    /// a generated asset symbol of a colour set would be read.
    func visit(_ access: MemberAccessExprSyntax, in file: FileContext) {
        guard !file.isTestFile, access.declName.argumentNames == nil else { return }
        if let base = access.base {
            guard let reference = base.as(DeclReferenceExprSyntax.self), UTF8Text.startsUppercase(reference.baseName.text) else { return }
        }
        if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id { return }
        let member = access.declName.baseName.text
        guard file.cached(Noted.self, Noted.init).members.insert(member).inserted else { return }
        let location = file.lines.location(of: access.positionAfterSkippingLeadingTrivia)
        file.record(MemberReference(kind: Self.description.id, typeName: nil, member: member, line: location.line, column: location.column))
    }

    /// The name of the `static` property whose initializer or getter holds `call`, or nil when the
    /// call sits anywhere else (a function, a closure, a view's body, an instance property).
    private static func staticAccessor(around call: FunctionCallExprSyntax) -> String? {
        var current = call.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(ClosureExprSyntax.self)
                || node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return nil }
            if let binding = node.as(PatternBindingSyntax.self) {
                guard let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
                      variable.parent?.is(MemberBlockItemSyntax.self) == true,
                      variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
                      let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
                return identifier.identifier.text.filter { $0 != "`" }
            }
            current = node.parent
        }
        return nil
    }

    /// The names Xcode's generated asset symbols may give a colour set: camel case from the
    /// name's words (`brandPrimary` for `brand_primary` or `Brand-Primary`), with and without a
    /// trailing `Color` (`accent` for `AccentColor`), and the name as written.
    static func symbolNames(of name: String) -> Set<String> {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                word.append(character)
            }
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        func camel(_ words: [String]) -> String? {
            guard let first = words.first else { return nil }
            return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        var names: Set<String> = [name]
        if let whole = camel(words) { names.insert(whole) }
        if words.count > 1, words.last == "Color", let trimmed = camel(Array(words.dropLast())) { names.insert(trimmed) }
        return names
    }

    /// The colour-set names the Swift files reach, from the notes of the syntax half.
    private struct Uses {
        var named = Set<String>()
        var accessors: [String: Set<String>] = [:]
        var members = Set<String>()

        init(_ project: ProjectIndex) {
            let id = ThemeColorAssetVariantsRule.description.id
            for file in project.files where !(project.placements[file.path]?.isTestFile ?? false) {
                for note in file.memberReferences where note.kind == id {
                    if note.typeName == ThemeColorAssetVariantsRule.literalNote {
                        let name = note.member.split(separator: "/").last.map(String.init) ?? note.member
                        if let accessor = note.callee { accessors[name, default: []].insert(accessor) } else { named.insert(name) }
                    } else {
                        members.insert(note.member)
                    }
                }
            }
        }

        func uses(_ name: String) -> Bool {
            if name == "AccentColor" || named.contains(name) { return true }
            if let wrappers = accessors[name], !wrappers.isDisjoint(with: members) { return true }
            return !ThemeColorAssetVariantsRule.symbolNames(of: name).isDisjoint(with: members)
        }
    }

    func check(_ resource: ParsedResource) -> [Finding] { [] }

    func check(_ resources: ResourceIndex, in project: ProjectIndex) -> [Finding] {
        let fixedStyle = AssetCatalogEntry.fixedStyleDirectories(resources.resources(of: .infoPlist))
        var uses: Uses?
        var findings: [Finding] = []
        for resource in resources.resources(of: .assetContents) {
            guard let name = AssetCatalogEntry.name(of: resource.path, kind: "colorset"),
                  let colors = resource.json?.member("colors") else { continue }
            let concrete = colors.value.items.filter { $0["color"]?["components"] != nil }
            guard !concrete.isEmpty, !colors.value.items.contains(where: { $0["color"]?["reference"] != nil }),
                  !colors.value.items.contains(where: AssetCatalogEntry.isDark),
                  !AssetCatalogEntry.hasFixedStyle(resource.path, in: fixedStyle) else { continue }
            if uses == nil { uses = Uses(project) }
            guard uses?.uses(name) == true else { continue }
            findings.append(finding(resource.path, colors.line, colors.column,
                "The colour set '\(name)' has one colour for both appearances; add a Dark variant in the asset catalog so its contrast holds in Light and Dark Mode."))
        }
        return findings
    }
}
