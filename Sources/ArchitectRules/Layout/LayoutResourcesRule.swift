import ArchitectCore
import ArchitectProject
import Foundation

/// Flags an app without `Resources/Assets.xcassets` or `Resources/Localizable.xcstrings`, and
/// catalogs of those names kept elsewhere in the app's folders.
struct LayoutResourcesRule: ProjectRule {
    static let resources = Option<[String]>("resources", default: ["Resources/Assets.xcassets", "Resources/Localizable.xcstrings"],
                                            "The asset and string catalogs the app keeps, as paths relative to the source root.")

    static let description = RuleDescription(
        id: "layout-resources", title: "The asset and string catalogs live in Resources/",
        category: .layout, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide ends its layout with `Resources/`, which holds the app's one asset \
        catalog, `Assets.xcassets`, and its one string catalog, `Localizable.xcstrings`, the \
        catalog every key of the app must be in. Two catalogs of the same name in one target \
        also collide when Xcode compiles them.

        Reported, at line 1 of a Swift file (a catalog is not Swift, and suppression comments \
        live in Swift files): for each entry of `resources` missing, at the `@main` file when no \
        catalog of that name exists under the source root; and each catalog of that name outside \
        its place (a misplaced one, or a second copy), at the closest Swift file to it (in its \
        folder, else the nearest folder above that holds one), naming its path. The folders are \
        read from disk, as the linted files do not include them. Left alone: other catalogs \
        (`Colors.xcassets`, `InfoPlist.xcstrings`), folders whose name contains `Preview` \
        (Xcode's `Preview Content`), test folders, hidden and build folders, what the catalogs \
        hold (the `asset-*` and `l10n-*` rules), and every project not laid out as the guide's \
        single app target (one `@main` App outside tests, previews and App Clips; a package \
        building it with one non-test target, if any; a source root, the folder of that file or \
        its parent when that folder is `App/`, holding `Features/` and at least two more of the \
        guide's top-level folders).
        """,
        options: [resources],
        triggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("App/ShopApp.swift", "↓import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
                ExampleFile("Resources/Assets.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("App/ShopApp.swift", "↓import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
                ExampleFile("App/AppState.swift", "final class AppState {}"),
                ExampleFile("App/Assets.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}"),
                ExampleFile("Resources/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Resources/Assets.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}"),
                ExampleFile("Resources/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}"),
                ExampleFile("Features/Cart/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}"),
                ExampleFile("Features/Cart/View/CartScreen.swift", "↓import SwiftUI\nstruct CartScreen: View {\n    var body: some View { Text(\"Cart\") }\n}"),
            ])),
        ],
        nonTriggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Resources/Assets.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}"),
                ExampleFile("Resources/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}"),
                ExampleFile("Core/Theme/Colors.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}"),
                ExampleFile("App/InfoPlist.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}"),
                ExampleFile("Preview Content/Assets.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}"),
                ExampleFile("Tests/ShopTests/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}"),
            ])),
            RuleExample(project: LayoutExamples.modularPackage([
                ExampleFile("App/Assets.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}"),
            ])),
            RuleExample(project: [
                // Catalogs beside the app in a plain Xcode layout: not the guide's layout.
                ExampleFile("Shop/ShopApp.swift", "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
                ExampleFile("Shop/Assets.xcassets/Contents.json", "{\"info\": {\"author\": \"xcode\", \"version\": 1}}"),
                ExampleFile("Shop/Views/CartView.swift", "struct CartView {}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        guard let layout = MVVMLayout.find(in: project) else { return [] }
        let wanted = configuration[Self.resources]
        let names = Set(wanted.compactMap { $0.split(separator: "/").last.map(String.init) })
        let found = Self.catalogs(named: names, under: layout.root, disk: project.disk)
        var findings: [Finding] = []
        for entry in wanted {
            guard let name = entry.split(separator: "/").last.map(String.init) else { continue }
            let elsewhere = found.filter { ($0 as NSString).lastPathComponent == name && $0 != entry }
            if !layout.exists(entry), elsewhere.isEmpty {
                findings.append(finding(layout.mainFile.summary.path, SourcePoint(line: 1, column: 1),
                    "The app has no '\(entry)'; the guide keeps the app's \(Self.kind(of: name)) there, so add it."))
            }
            for path in elsewhere {
                let what = layout.exists(entry) ? "a second '\(name)'" : "the app's '\(name)'"
                findings.append(finding(layout.closestFile(to: path).summary.path, SourcePoint(line: 1, column: 1),
                    "'\(path)' is \(what) outside its place; the guide keeps the \(Self.kind(of: name)) in '\(entry)', so move it there."))
            }
        }
        return findings
    }

    /// What a catalog is, for messages.
    static func kind(of name: String) -> String {
        name.hasSuffix(".xcstrings") ? "string catalog" : name.hasSuffix(".xcassets") ? "asset catalog" : "resource"
    }

    /// The paths, relative to `root`, of the files and folders named one of `names` below it,
    /// leaving out hidden, build, test and preview folders and not looking inside catalogs or
    /// through links to folders.
    static func catalogs(named names: Set<String>, under root: String, disk: DiskReads) -> [String] {
        var found: [String] = []
        func look(in relativeFolder: String) {
            let folder = relativeFolder.isEmpty ? root : root + "/" + relativeFolder
            for entry in disk.entries(ofFolder: folder) ?? [] {
                let relative = relativeFolder.isEmpty ? entry.name : relativeFolder + "/" + entry.name
                if names.contains(entry.name) { found.append(relative) }
                let kind = entry.kind ?? disk.kind(atPath: root + "/" + relative, followingLinks: false)
                guard kind == S_IFDIR, !isPassedOver(folder: entry.name, at: relative) else { continue }
                look(in: relative)
            }
        }
        look(in: "")
        return found.sorted()
    }

    /// Whether a folder's contents are left out of the search: hidden, build, test and preview
    /// folders, catalogs and Xcode projects.
    private static func isPassedOver(folder name: String, at relative: String) -> Bool {
        name.hasPrefix(".") || Discovery.skippedFolders.contains(name) || name.contains("Preview") || name.hasSuffix("Tests")
            || name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj") || (name == "Tests" && !relative.contains("/"))
    }
}
