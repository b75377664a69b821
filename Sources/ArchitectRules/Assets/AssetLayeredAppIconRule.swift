import ArchitectCore
import ArchitectProject
import Foundation

/// Flags an iOS 26 app whose `AppIcon` is a flat `.appiconset` and that has no layered Icon
/// Composer icon (`*.icon`).
struct AssetLayeredAppIconRule: ResourceRule {
    static let minimumTarget = Version(26, 0)

    static let description = RuleDescription(
        id: "asset-layered-app-icon", title: "The app icon is layered for Liquid Glass",
        category: .assets, impact: .must, presets: [.mvvm],
        rationale: """
        From iOS 26 the system renders app icons as Liquid Glass: it lights, tints and gives depth \
        to the layers of an icon made in Icon Composer (a `.icon` bundle with foreground, middle \
        and background groups); a flat image from an `.appiconset` gets none of it. Reported at \
        the `images` key of the asset catalog's `AppIcon.appiconset` when the project targets \
        iOS 26 or later and no `*.icon` bundle lies beside the asset catalog, one folder up, or at \
        the project's root. Left alone: projects below iOS 26 (the layered look does not exist \
        there), alternate icons (other `.appiconset` names), tvOS and visionOS layered image \
        stacks, and projects that keep their `.icon` elsewhere: set the rule off for them.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Resources/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                {
                  ↓"images" : [
                    { "filename" : "AppIcon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }
                  ],
                  "info" : { "author" : "xcode", "version" : 1 }
                }
                """),
                ExampleFile("App/ShopApp.swift", "import SwiftUI\n@main struct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}\n"),
            ], iOS: Version(26, 0)),
            RuleExample(project: [
                ExampleFile("Shop/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                {
                  "info" : { "author" : "xcode", "version" : 1 },
                  ↓"images" : [
                    { "filename" : "Icon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" },
                    { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "Icon-Dark.png",
                      "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" },
                    { "appearances" : [ { "appearance" : "luminosity", "value" : "tinted" } ], "filename" : "Icon-Tinted.png",
                      "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }
                  ]
                }
                """),
                ExampleFile("Shop/ShopApp.swift", "import SwiftUI\n@main struct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}\n"),
                ExampleFile("Shop/AlternateIcons/Holiday.icon/icon.json", "{ \"groups\" : [ ] }"),
            ], iOS: Version(26, 1)),
            RuleExample(project: [
                ExampleFile("Sources/App/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                { ↓"images" : [ { "idiom" : "iphone", "scale" : "2x", "size" : "60x60", "filename" : "icon-120.png" },
                              { "idiom" : "ios-marketing", "scale" : "1x", "size" : "1024x1024", "filename" : "icon-1024.png" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("Sources/App/Assets.xcassets/Alternate.appiconset/Contents.json", """
                { "images" : [ { "filename" : "alt.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("Sources/App/App.swift", "import SwiftUI\nstruct Root: View {\n    var body: some View { Text(\"Root\") }\n}\n"),
            ], iOS: Version(26, 0)),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Resources/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                { "images" : [ { "filename" : "AppIcon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("App/ShopApp.swift", "import SwiftUI\n@main struct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}\n"),
            ], iOS: Version(18, 0)),
            RuleExample(project: [
                ExampleFile("App/Resources/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                { "images" : [ { "filename" : "AppIcon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("App/AppIcon.icon/icon.json", "{ \"groups\" : [ { \"layers\" : [ ] } ] }"),
                ExampleFile("App/ShopApp.swift", "import SwiftUI\n@main struct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}\n"),
            ], iOS: Version(26, 0)),
            RuleExample(project: [
                ExampleFile("App/Assets.xcassets/Alternate.appiconset/Contents.json", """
                { "images" : [ { "filename" : "alt.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("App/Assets.xcassets/App Icon.brandassets/Contents.json", """
                { "assets" : [ ], "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("AppIcon.icon/icon.json", "{ }"),
                ExampleFile("Elsewhere/Assets.xcassets/AppIcon.appiconset/Contents.json", """
                { "images" : [ { "filename" : "AppIcon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }
                """),
                ExampleFile("App/ShopApp.swift", "import SwiftUI\nstruct Root: View {\n    var body: some View { Text(\"Root\") }\n}\n"),
            ], iOS: Version(26, 0)),
        ]
    )

    static let resourceKinds: Set<ResourceKind> = [.assetContents]

    let configuration: RuleConfiguration

    func check(_ resource: ParsedResource) -> [Finding] { [] }

    func check(_ resources: ResourceIndex, in project: ProjectIndex) -> [Finding] {
        guard project.placements.values.contains(where: { !$0.isTestFile && $0.iOSTarget >= Self.minimumTarget }) else { return [] }
        var findings: [Finding] = []
        for resource in resources.resources(of: .assetContents) {
            guard AssetCatalogEntry.name(of: resource.path, kind: "appiconset") == "AppIcon",
                  let images = resource.json?.member("images"), !images.value.items.isEmpty,
                  let parent = AssetCatalogEntry.catalogParent(of: resource.path) else { continue }
            var folders = [String(parent)]
            if let slash = parent.lastIndex(of: "/") { folders.append(String(parent[..<slash])) }
            folders.append(project.layout.rootDirectory)
            guard !folders.contains(where: { Self.holdsIconBundle($0, disk: project.disk) }) else { continue }
            findings.append(finding(resource.path, images.line, images.column,
                "The app icon is a flat image set; make a layered icon in Icon Composer (`AppIcon.icon`, with foreground, middle and background layers) so iOS 26 can render it as Liquid Glass."))
        }
        return findings
    }

    /// Whether a folder directly holds a `*.icon` bundle (Icon Composer's layered icon).
    static func holdsIconBundle(_ folder: String, disk: DiskReads) -> Bool {
        disk.names(inFolder: folder).contains { $0.hasSuffix(".icon") && $0.count > 5 }
    }
}
