import ArchitectCore
import ArchitectProject

/// Flags a missing top-level folder of the mvvm guide's layout, and Swift files outside them.
struct LayoutTopLevelFoldersRule: ProjectRule {
    static let topLevel = Option<[String]>("topLevel", default: MVVMLayout.topLevelNames,
                                           "The folders the app's source root holds, and the only ones its Swift files may be in.")

    static let description = RuleDescription(
        id: "layout-top-level-folders", title: "The app's source root holds the guide's top-level folders",
        category: .layout, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide's layout is mandatory: the source root holds `App/`, `Network/`, `Core/`, \
        `Features/`, `Shared/`, `Navigation/` and `Resources/`, and every Swift file of the app \
        lives in one of them, so that anyone opening the project finds the entry point, the \
        network layer, the shared infrastructure, each feature and the navigation where they \
        expect them.

        Reported: the folders of `topLevel` missing from the source root, in one finding at line \
        1 of the file holding the `@main` App (a missing folder has no file of its own); a Swift file directly \
        in the source root, at its first type or extension (line 1 if none); and once per other \
        folder holding Swift files, at its first file by path. Left alone: the `@main` file itself \
        (`layout-app-folder` judges where it is), tests, local packages and files only another \
        Xcode target builds (an extension's folder), folders whose name contains `Preview` \
        (Xcode's `Preview Content`), what the guide's folders hold (the other `layout-*` rules), \
        and every project not laid out as the guide's single app target: one `@main` App outside \
        tests, previews and App Clips; a package building it with one non-test target, if any; a \
        source root (the folder of that file, or its parent when that folder is `App/`) holding \
        `Features/` and at least two more of `App`, `Network`, `Core`, `Shared`, `Navigation`, \
        `Resources`. Folders count when they exist on disk or hold linted files.
        """,
        options: [topLevel],
        triggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("App/ShopApp.swift", "↓import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
            ]), options: ["topLevel": .strings(["App", "Network", "Core", "Features", "Navigation"])]),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Utilities/Debouncer.swift", "import Foundation\n// Waits before running.\nactor Debouncer {}"),
                ExampleFile("Utilities/Clock.swift", "struct ↓Clock {}"),
                ExampleFile("Helpers.swift", "↓extension String {\n    var trimmed: String { self }\n}"),
            ]), options: ["topLevel": .strings(["App", "Network", "Core", "Features"])]),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("App/ShopApp.swift", "↓import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
                ExampleFile("Services/Sync/SyncEngine.swift", "#if os(iOS)\nfinal class ↓SyncEngine {}\n#endif"),
            ])),
        ],
        nonTriggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Shared/Models/PageRequest.swift", "struct PageRequest { let page: Int }"),
                ExampleFile("Navigation/Route.swift", "enum Route { case cart }"),
                ExampleFile("Resources/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}"),
                ExampleFile("Preview Content/PreviewData.swift", "enum PreviewData {}"),
                ExampleFile("Tests/ShopTests/CartTests.swift", "struct CartTests {}"),
                // A local package inside the app's folder is not the app's code.
                ExampleFile("Packages/Kit/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])"),
                ExampleFile("Packages/Kit/Sources/Kit/Kit.swift", "public struct Kit {}"),
            ])),
            RuleExample(project: LayoutExamples.modularPackage([
                ExampleFile("Utilities/Debouncer.swift", "actor Debouncer {}"),
            ])),
            RuleExample(project: [
                // One @main App at the root, no Features folder: not the guide's layout.
                ExampleFile("ShopApp.swift", "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
                ExampleFile("Views/CartView.swift", "struct CartView {}"),
                ExampleFile("Core/Store.swift", "struct Store {}"),
                ExampleFile("Network/Client.swift", "struct Client {}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        guard let layout = MVVMLayout.find(in: project) else { return [] }
        let allowed = configuration[Self.topLevel]
        var findings: [Finding] = []
        let missing = allowed.filter { !layout.topFolders.contains($0) }
        if !missing.isEmpty {
            let what = missing.count == 1 ? "folder \(Self.list(missing)), one of the top-level folders" : "folders \(Self.list(missing)), top-level folders"
            findings.append(finding(layout.mainFile.summary.path, SourcePoint(line: 1, column: 1),
                "The app's source root has no \(what) the guide requires; create \(missing.count == 1 ? "it" : "them") and keep the matching files there."))
        }
        var strays: [String: [MVVMLayout.AppFile]] = [:]
        for file in layout.files where file.summary.path != layout.mainFile.summary.path {
            guard let top = file.folders.first else {
                findings.append(finding(file.summary.path, file.start,
                    "'\(file.name)' sits directly in the app's source root; move it into the top-level folder it belongs to (\(Self.list(allowed)))."))
                continue
            }
            if !allowed.contains(top), !top.contains("Preview") { strays[top, default: []].append(file) }
        }
        for folder in strays.keys.sorted() {
            guard let files = strays[folder], let first = files.min(by: { $0.relativePath < $1.relativePath }) else { continue }
            let count = files.count == 1 ? "1 Swift file" : "\(files.count) Swift files"
            findings.append(finding(first.summary.path, first.start,
                "'\(folder)/' (\(count)) is not one of the guide's top-level folders; move its files into \(Self.list(allowed))."))
        }
        return findings
    }

    /// The folders, for messages: `` `App/`, `Core/` ``.
    static func list(_ names: [String]) -> String {
        names.map { "`\($0)/`" }.joined(separator: ", ")
    }
}
