import ArchitectCore
import ArchitectProject

/// Flags a colour set of an asset catalog that defines no colour for the dark appearance.
struct ThemeColorAssetVariantsRule: ResourceRule {
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
            ]),
        ]
    )

    static let resourceKinds: Set<ResourceKind> = [.assetContents, .infoPlist]

    let configuration: RuleConfiguration

    func check(_ resource: ParsedResource) -> [Finding] { [] }

    func check(_ resources: ResourceIndex, in project: ProjectIndex) -> [Finding] {
        let fixedStyle = AssetCatalogEntry.fixedStyleDirectories(resources.resources(of: .infoPlist))
        var findings: [Finding] = []
        for resource in resources.resources(of: .assetContents) {
            guard let name = AssetCatalogEntry.name(of: resource.path, kind: "colorset"),
                  let colors = resource.json?.member("colors") else { continue }
            let concrete = colors.value.items.filter { $0["color"]?["components"] != nil }
            guard !concrete.isEmpty, !colors.value.items.contains(where: { $0["color"]?["reference"] != nil }),
                  !colors.value.items.contains(where: AssetCatalogEntry.isDark),
                  !AssetCatalogEntry.hasFixedStyle(resource.path, in: fixedStyle) else { continue }
            findings.append(finding(resource.path, colors.line, colors.column,
                "The colour set '\(name)' has one colour for both appearances; add a Dark variant in the asset catalog so its contrast holds in Light and Dark Mode."))
        }
        return findings
    }
}
