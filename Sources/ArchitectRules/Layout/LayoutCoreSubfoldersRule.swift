import ArchitectCore
import ArchitectProject

/// Flags the guide's shared infrastructure types declared outside their `Core/` subfolder, and
/// reusable `App…` components outside `Core/Components/`.
struct LayoutCoreSubfoldersRule: ProjectRule {
    static let coreTypes = Option<[String]>("coreTypes", default: [
        "Storage/SessionService", "Storage/KeychainService", "Components/AppButton", "Components/AppTextField",
        "Components/LoadingView", "Components/ErrorView", "Utils/AppError", "Constants/AppConstants", "Constants/ApiEndpoints",
    ], "Shared infrastructure types, each as `Subfolder/TypeName` under `Core/`.")
    static let componentPrefix = Option<String>("componentPrefix", default: "App",
                                                "The prefix of app-wide components (`AppButton`), which belong in `Core/Components/`; empty turns that check off.")

    static let description = RuleDescription(
        id: "layout-core-subfolders", title: "Shared infrastructure lives in its Core/ subfolder",
        category: .layout, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide sorts the app's shared infrastructure into `Core/` subfolders: storage \
        services in `Storage/`, app-wide components (`AppButton`, `AppTextField`, `LoadingView`, \
        `ErrorView`) in `Components/`, `AppError` in `Utils/`, constants in `Constants/`, and \
        names shared components `App{Component}`. One place per kind of helper keeps features \
        from growing private copies of it.

        Reported, at the type's name: a top-level declaration of one of `coreTypes` outside its \
        `Core/` subfolder (or below it); and a top-level struct conforming to `View` whose name is \
        `componentPrefix` followed by a capital (`AppCard`) declared outside `Core/Components/`, \
        `App/`, `Navigation/` and `Shared/` (the guide also names shared components `App…` and \
        gives `Shared/Views/` no contents, so those are left alone). Left alone: the `@main` \
        type; the theme tokens, extensions and \
        `AppStrings`, which `layout-theme-files`, `ext-file-naming` and `l10n-appstrings-location` \
        place; nested types, `#if DEBUG` code, tests, and every project not laid out as the \
        guide's single app target (one `@main` App outside tests, previews and App Clips; a \
        package building it with one non-test target, if any; a source root, the folder of that \
        file or its parent when that folder is `App/`, holding `Features/` and at least two more \
        of the guide's top-level folders). Whether some other file is shared infrastructure is not \
        guessed.
        """,
        options: [coreTypes, componentPrefix],
        triggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Core/Utils/KeychainService.swift", "import Security\nfinal class ↓KeychainService {}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/View/CartScreen.swift", """
                import SwiftUI
                struct CartScreen: View {
                    var body: some View { AppCard() }
                }
                // Reusable, so it belongs in Core/Components.
                struct ↓AppCard: View {
                    var body: some View { Text("Card") }
                }
                """),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Shared/Views/Feedback.swift", """
                import SwiftUI
                #if os(iOS)
                struct ↓ErrorView: View {
                    let message: String
                    var body: some View { Text(message) }
                }
                #endif
                enum ↓AppError: Error { case offline }
                """),
            ])),
        ],
        nonTriggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Core/Storage/KeychainService.swift", "final class KeychainService {}"),
                ExampleFile("Core/Components/Buttons/AppButton.swift", "import SwiftUI\nstruct AppButton: View {\n    var body: some View { Button(\"OK\") {} }\n}"),
                ExampleFile("Core/Utils/AppError.swift", "enum AppError: Error { case offline }"),
                ExampleFile("Navigation/AppTabView.swift", "import SwiftUI\nstruct AppTabView: View {\n    var body: some View { TabView {} }\n}"),
                ExampleFile("App/AppRootView.swift", "import SwiftUI\nstruct AppRootView: View {\n    var body: some View { Text(\"Root\") }\n}"),
                ExampleFile("Shared/Views/AppSectionHeader.swift", "import SwiftUI\nstruct AppSectionHeader: View {\n    var body: some View { Text(\"Section\") }\n}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                // Look-alikes: a nested ErrorView, a non-View App type, `Apple…`, a debug copy, a test.
                ExampleFile("Features/Cart/View/CartScreen.swift", """
                import SwiftUI
                struct CartScreen: View {
                    struct ErrorView: View { var body: some View { Text("!") } }
                    var body: some View { ErrorView() }
                }
                struct AppearanceView: View { var body: some View { Text("A") } }
                final class AppReviewPrompt {}
                #if DEBUG
                struct AppButton: View { var body: some View { Text("B") } }
                #endif
                """),
                ExampleFile("Tests/ShopTests/Fakes.swift", "final class SessionService {}"),
            ])),
            RuleExample(project: LayoutExamples.modularPackage([
                ExampleFile("Features/Shared/AppCard.swift", "import SwiftUI\nstruct AppCard: View {\n    var body: some View { Text(\"C\") }\n}"),
            ])),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        guard let layout = MVVMLayout.find(in: project) else { return [] }
        let placed = MVVMLayout.pairs(configuration[Self.coreTypes], under: "Core/")
        var findings = MVVMLayout.misplacedTypes(placed, in: layout) { type, file, folder in
            "'\(type.name)' is declared in '\(file.relativePath)'; the guide keeps it in `\(folder)/`, so move it to '\(folder)/\(type.name).swift'."
        }.map { file, type, message in finding(file.summary.path, type.location, message) }
        let prefix = configuration[Self.componentPrefix]
        guard !prefix.isEmpty else { return findings }
        let listed = Set(placed.map(\.name))
        for file in layout.files where !MVVMLayout.file(file, isIn: "Core/Components") && !["App", "Navigation", "Shared"].contains(file.folders.first ?? "") {
            for type in file.summary.types where type.kind == .struct && type.enclosingTypes.isEmpty && !type.isDebugOnly && type.inherited.contains("View") {
                guard type.name.hasPrefix(prefix), !listed.contains(type.name), type.name != layout.mainType.name,
                      let next = type.name.dropFirst(prefix.count).first, next.isUppercase else { continue }
                findings.append(finding(file.summary.path, type.location,
                    "'\(type.name)' is an app-wide component declared in '\(file.relativePath)'; move it to 'Core/Components/\(type.name).swift', where the guide keeps them."))
            }
        }
        return findings
    }
}
