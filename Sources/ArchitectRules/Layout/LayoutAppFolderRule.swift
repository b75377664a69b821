import ArchitectCore
import ArchitectProject

/// Flags an `App/` folder without the guide's entry point, app state, splash screen or
/// dependency container files, and an `@main` App declared outside `App/`.
struct LayoutAppFolderRule: ProjectRule {
    static let files = Option<[String]>("files", default: ["{Project}App.swift", "AppState.swift", "Launch/SplashScreen.swift", "DI/DependencyContainer.swift"],
                                        "The files of `App/`, relative to it; `{Project}App` is the file of the `@main` App type.")

    static let description = RuleDescription(
        id: "layout-app-folder", title: "App/ holds the entry point, app state, splash screen and container",
        category: .layout, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide starts its layout with `App/`: `{Project}App.swift` with the `@main` type \
        and its `.environment(…)` setup, `AppState.swift` with the shared observable state, \
        `Launch/SplashScreen.swift` and `DI/DependencyContainer.swift`, where the core services \
        are registered. Whoever opens the project finds how it starts in one folder.

        Reported: the `@main` App declared outside `App/`, at its name; for each entry of \
        `files` missing from `App/`: at the `@main` type when its own file is named otherwise \
        (`{Project}` is the type's name without a final `App`: `ShopApp` wants `ShopApp.swift`, \
        and a type not named `…App` its own name); \
        at the type when a type of the file's name (`AppState`) is declared elsewhere; otherwise \
        at line 1 of the closest Swift file (one in the missing file's folder, else in `App/`), \
        naming the missing path. Left alone: more files in `App/`, what the files contain (other \
        rules judge the container and the state), tests, and every project not laid out as the \
        guide's single app target (one `@main` App outside tests, previews and App Clips; a \
        package building it with one non-test target, if any; a source root, the folder of that \
        file or its parent when that folder is `App/`, holding `Features/` and at least two more \
        of the guide's top-level folders).
        """,
        options: [files],
        triggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("App/State.swift", "import Observation\n@Observable\nfinal class ↓AppState {\n    var isAuthenticated = false\n}"),
                ExampleFile("App/Launch/SplashScreen.swift", "struct SplashScreen {}"),
                ExampleFile("App/DI/DependencyContainer.swift", "final class DependencyContainer {}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("App/ShopApp.swift", "↓import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
                ExampleFile("App/AppState.swift", "final class AppState {}"),
                ExampleFile("App/DI/Registrations.swift", "↓// Registers the services.\nenum Registrations {}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("ShopApp.swift", "import SwiftUI\n@main\nstruct ↓ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
                ExampleFile("App/AppState.swift", "final class AppState {}"),
                ExampleFile("App/Launch/SplashScreen.swift", "struct SplashScreen {}"),
                ExampleFile("App/DI/DependencyContainer.swift", "final class DependencyContainer {}"),
            ], dropping: ["App/ShopApp.swift"])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("App/Main.swift", "import SwiftUI\n@main\nstruct ↓ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
            ], dropping: ["App/ShopApp.swift"]), options: ["files": .strings(["{Project}App.swift"])]),
        ],
        nonTriggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("App/AppState.swift", "import Observation\n@Observable final class AppState {}"),
                ExampleFile("App/Launch/SplashScreen.swift", "struct SplashScreen {}"),
                ExampleFile("App/DI/DependencyContainer.swift", "final class DependencyContainer {}"),
                ExampleFile("App/AppDelegate.swift", "final class AppDelegate {}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                // Only the entry point is asked for here; a test's own App type does not count.
                ExampleFile("Tests/ShopTests/TestApp.swift", "import SwiftUI\n@main\nstruct TestApp: App {\n    var body: some Scene { WindowGroup { Text(\"T\") } }\n}"),
            ]), options: ["files": .strings(["{Project}App.swift"])]),
            RuleExample(project: LayoutExamples.modularPackage([
                ExampleFile("App/State.swift", "final class AppState {}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("App/Storefront.swift", "import SwiftUI\n@main\nstruct Storefront: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
            ], dropping: ["App/ShopApp.swift"]), options: ["files": .strings(["{Project}App.swift"])]),
            RuleExample(project: LayoutExamples.app([
                // Two @main Apps (an app and its App Clip's twin in a plain folder): not one app target.
                ExampleFile("Companion/CompanionApp.swift", "import SwiftUI\n@main\nstruct CompanionApp: App {\n    var body: some Scene { WindowGroup { Text(\"C\") } }\n}"),
            ])),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        guard let layout = MVVMLayout.find(in: project) else { return [] }
        let main = layout.mainType
        let projectName = main.name.hasSuffix("App") && main.name != "App" ? String(main.name.dropLast(3)) : main.name
        let mainInApp = layout.mainFile.folders == ["App"]
        var findings: [Finding] = []
        if !mainInApp {
            findings.append(finding(layout.mainFile.summary.path, main.location,
                "The `@main` type '\(main.name)' is in '\(layout.mainFile.relativePath)'; move it to 'App/\(main.name).swift', where the guide starts the app."))
        }
        for entry in configuration[Self.files] {
            let isEntryPoint = entry.contains("{Project}")
            // An entry type not named `…App` is looked for under its own name.
            let path = "App/" + entry.replacingOccurrences(of: "{Project}App", with: main.name).replacingOccurrences(of: "{Project}", with: projectName)
            guard !layout.exists(path) else { continue }
            let fileName = String(path.split(separator: "/").last ?? "")
            let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
            if isEntryPoint {
                guard mainInApp else { continue }
                findings.append(finding(layout.mainFile.summary.path, main.location,
                    "The `@main` type '\(main.name)' is in '\(layout.mainFile.relativePath)'; name its file '\(fileName)', as the guide does."))
            } else if let declared = layout.declarations(of: stem).first {
                findings.append(finding(declared.file.summary.path, declared.type.location,
                    "'\(stem)' is declared in '\(declared.file.relativePath)'; the guide keeps it in '\(path)', so move or rename the file."))
            } else {
                findings.append(finding(layout.closestFile(to: path).summary.path, SourcePoint(line: 1, column: 1),
                    "The app has no '\(path)'; the guide's `App/` folder holds the entry point, the app state, the splash screen and the dependency container, so add it."))
            }
        }
        return findings
    }
}
