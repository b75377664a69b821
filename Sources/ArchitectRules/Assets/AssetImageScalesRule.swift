import ArchitectCore
import ArchitectProject

/// Flags an image set that gives a bitmap at @2x or @3x but leaves the other of the two empty.
struct AssetImageScalesRule: ResourceRule {
    static let description = RuleDescription(
        id: "asset-image-scales", title: "Bitmap images come at @2x and @3x",
        category: .assets, impact: .must, presets: [.mvvm],
        rationale: """
        iPhones draw at two or three pixels per point; an image set that lacks the bitmap for one \
        of them is scaled from another and looks soft or wastes memory, so the guide wants every \
        custom image at @2x and @3x. Reported at the `images` key of an `.imageset`'s \
        `Contents.json` whose universal or iPhone entries place a PNG, JPEG or HEIC file in the \
        @2x or @3x slot and leave the other of the two empty. Left alone: vector images (PDF, \
        SVG), a single-scale set (an entry with no `scale`), sets for other devices only (iPad, \
        Mac, TV, Watch, Vision, as in tvOS image stacks), and a set whose only bitmap sits in the \
        1x slot: that is usually a large master drawn scaled down (alternate-icon previews), and \
        the tool does not read pixel sizes to tell.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Resources/Assets.xcassets/Onboarding.imageset/Contents.json", """
                {
                  ↓"images" : [
                    { "idiom" : "universal", "scale" : "1x" },
                    { "filename" : "onboarding@2x.png", "idiom" : "universal", "scale" : "2x" },
                    { "idiom" : "universal", "scale" : "3x" }
                  ],
                  "info" : { "author" : "xcode", "version" : 1 }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Assets.xcassets/Images/Hero.imageset/Contents.json", """
                {
                  "info" : { "author" : "xcode", "version" : 1 },
                  ↓"images" : [
                    { "filename" : "hero.jpg", "idiom" : "universal", "scale" : "1x" },
                    { "filename" : "hero@3x.jpg", "idiom" : "universal", "scale" : "3x" }
                  ]
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Assets.xcassets/Badge.imageset/Contents.json", """
                {
                  ↓"images" : [
                    { "filename" : "badge@2x.png", "idiom" : "iphone", "scale" : "2x" },
                    { "idiom" : "iphone", "scale" : "3x" },
                    { "filename" : "badge-dark@2x.png", "idiom" : "iphone", "scale" : "2x",
                      "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] }
                  ],
                  "info" : { "author" : "xcode", "version" : 1 }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Assets.xcassets/Onboarding.imageset/Contents.json", """
                {
                  "images" : [
                    { "idiom" : "universal", "scale" : "1x" },
                    { "filename" : "onboarding@2x.png", "idiom" : "universal", "scale" : "2x" },
                    { "filename" : "onboarding@3x.png", "idiom" : "universal", "scale" : "3x" }
                  ],
                  "info" : { "author" : "xcode", "version" : 1 }
                }
                """),
                ExampleFile("App/Assets.xcassets/Logo.imageset/Contents.json", """
                { "images" : [ { "filename" : "logo.pdf", "idiom" : "universal" } ],
                  "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "preserves-vector-representation" : true } }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Assets.xcassets/Photo.imageset/Contents.json", """
                { "images" : [ { "filename" : "photo.heic", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("App/Assets.xcassets/IconPreview.imageset/Contents.json", """
                { "images" : [ { "filename" : "icon-1024.png", "idiom" : "universal", "scale" : "1x" },
                               { "idiom" : "universal", "scale" : "2x" }, { "idiom" : "universal", "scale" : "3x" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("TV/Assets.xcassets/Brand.brandassets/Icon.imagestack/Front.imagestacklayer/Content.imageset/Contents.json", """
                { "images" : [ { "filename" : "front.png", "idiom" : "tv", "scale" : "1x" }, { "idiom" : "tv", "scale" : "2x" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("App/Assets.xcassets/Wide.imageset/Contents.json", """
                { "images" : [ { "filename" : "wide@2x.png", "idiom" : "ipad", "scale" : "2x" }, { "idiom" : "ipad", "scale" : "1x" },
                               { "filename" : "wide.svg", "idiom" : "universal", "scale" : "2x" } ],
                  "info" : { "author" : "xcode", "version" : 1 } }
                """),
            ]),
        ]
    )

    static let resourceKinds: Set<ResourceKind> = [.assetContents]
    static let bitmapExtensions: Set<String> = ["png", "jpg", "jpeg", "heic"]

    let configuration: RuleConfiguration

    func check(_ resource: ParsedResource) -> [Finding] {
        guard let name = AssetCatalogEntry.name(of: resource.path, kind: "imageset"),
              let images = resource.json?.member("images") else { return [] }
        let filled = images.value.items.filter { $0["filename"]?.string != nil }
        guard !filled.contains(where: { $0["scale"] == nil }) else { return [] }   // single scale
        var scales = Set<String>()
        for entry in filled {
            guard let idiom = entry["idiom"]?.string, idiom == "universal" || idiom == "iphone",
                  let file = entry["filename"]?.string, let scale = entry["scale"]?.string else { continue }
            let fileExtension = file.split(separator: ".").last.map { $0.lowercased() } ?? ""
            if Self.bitmapExtensions.contains(fileExtension) { scales.insert(scale) }
        }
        let missing = ["2x", "3x"].filter { !scales.contains($0) }
        guard missing.count == 1 else { return [] }
        return [finding(resource.path, images.line, images.column,
            "The image set '\(name)' has no @\(missing[0]) bitmap; add it (or use a single-scale vector PDF or SVG) so it stays sharp on every iPhone.")]
    }
}
