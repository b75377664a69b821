import ArchitectCore
import ArchitectProject
import Foundation

/// Flags image files that sit loose beside the app's Swift files or its asset catalog instead of
/// inside `Assets.xcassets`.
struct AssetCatalogOrganisationRule: ResourceRule {
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "heic", "gif", "svg", "pdf"]

    static let description = RuleDescription(
        id: "asset-catalog-organisation", title: "Images live in the asset catalog",
        category: .assets, impact: .should, presets: [.mvvm],
        rationale: """
        A loose image file gets none of what an asset catalog gives: scale variants, dark and \
        high-contrast appearances, vector preservation, app thinning and a name checked at build \
        time; the guide puts every custom asset in `Assets.xcassets` as an image or colour set. \
        Reported at the file (line 1): a PNG, JPEG, HEIC, GIF, SVG or PDF file directly in a \
        folder that holds Swift files of the app (not tests) or an `.xcassets` catalog (the \
        `Resources/` folder). Left alone: images inside a catalog, folders of images only (a \
        package's `Resources/` of textures, snapshot-test references, README screenshots, web \
        assets), and test folders.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Resources/Assets.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }"),
                ExampleFile("App/Resources/onboarding-hero.png", "↓PNG"),
                ExampleFile("App/ShopApp.swift", "import SwiftUI\n@main struct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}\n"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Features/Product/View/ProductScreen.swift", "import SwiftUI\nstruct ProductScreen: View {\n    var body: some View { Image(\"badge\") }\n}\n"),
                ExampleFile("App/Features/Product/View/badge@2x.PNG", "↓PNG"),
                ExampleFile("App/Features/Product/View/notes.md", "Design notes"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Core/Components/AppButton.swift", "import SwiftUI\nstruct AppButton: View {\n    var body: some View { Text(\"Go\") }\n}\n"),
                ExampleFile("App/Core/Components/arrow.pdf", "↓%PDF-1.4"),
                ExampleFile("App/Core/Components/glyph.svg", "↓<svg/>"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Resources/Assets.xcassets/Logo.imageset/Contents.json", """
                { "images" : [ { "filename" : "logo.pdf", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
                """),
                ExampleFile("App/Resources/Assets.xcassets/Logo.imageset/logo.pdf", "%PDF-1.4"),
                ExampleFile("App/ShopApp.swift", "import SwiftUI\n@main struct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}\n"),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/CubeCore/CubeNode.swift", "import SceneKit\nfinal class CubeNode: SCNNode {}\n"),
                ExampleFile("Sources/CubeCore/Resources/letter-a.png", "PNG"),
                ExampleFile("docs/screenshot.png", "PNG"),
                ExampleFile("Tests/AppTests/__Snapshots__/HomeTests/home.png", "PNG"),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/HomeTests.swift", "import Testing\n@Test func home() {}\n"),
                ExampleFile("Tests/AppTests/fixture.png", "PNG"),
                ExampleFile("App/Resources/Localizable.xcstrings", "{ \"sourceLanguage\" : \"en\", \"strings\" : { }, \"version\" : \"1.0\" }"),
                ExampleFile("App/Resources/LaunchScreen.storyboard", "<document/>"),
            ]),
        ]
    )

    static let resourceKinds: Set<ResourceKind> = [.assetContents]

    let configuration: RuleConfiguration

    func check(_ resource: ParsedResource) -> [Finding] { [] }

    func check(_ resources: ResourceIndex, in project: ProjectIndex) -> [Finding] {
        var folders = Set<String>()
        for file in project.files where !(project.placements[file.path]?.isTestFile ?? false) {
            if let slash = file.path.lastIndex(of: "/") { folders.insert(String(file.path[..<slash])) }
        }
        for resource in resources.resources(of: .assetContents) {
            if let parent = AssetCatalogEntry.catalogParent(of: resource.path) { folders.insert(String(parent)) }
        }
        var findings: [Finding] = []
        for folder in folders.sorted() {
            for name in project.disk.names(inFolder: folder) {
                guard let dot = name.lastIndex(of: "."), Self.imageExtensions.contains(name[name.index(after: dot)...].lowercased()) else { continue }
                let path = folder + "/" + name
                guard let kind = project.disk.kind(atPath: path), kind != S_IFDIR else { continue }
                findings.append(finding(path, 1, 1,
                    "The image '\(name)' sits loose in the source tree; move it into `Assets.xcassets` as an image set so it gets scales, appearances and a checked name."))
            }
        }
        return findings
    }
}
