import ArchitectCore
import ArchitectProject

/// Flags the design-token types (`AppTheme`, `AppSpacing`, `AppRadius`) declared outside `Core/Theme/`.
struct LayoutThemeFilesRule: ProjectRule {
    static let types = Option<[String]>("types", default: ["AppTheme", "AppSpacing", "AppRadius"],
                                        "The design-token type names, which belong in the theme folder.")
    static let folder = Option<String>("folder", default: "Core/Theme", "The folder, relative to the source root, that holds the design tokens.")

    static let description = RuleDescription(
        id: "layout-theme-files", title: "Design tokens live in Core/Theme/",
        category: .layout, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide defines the app's colours, spacings and corner radii as tokens, `AppTheme`, \
        `AppSpacing` and `AppRadius`, each in its own file in `Core/Theme/` (its `AppRadius` \
        example starts with that path), so that every view reads them from one place and a \
        redesign touches one folder.

        Reported, at the type's name: a top-level declaration of one of `types` outside `folder` \
        (or a folder below it). Left alone: extensions of the tokens elsewhere (adding a token \
        beside a feature is another question), nested types, `#if DEBUG` code, tests, and every \
        project not laid out as the guide's single app target (one `@main` App outside tests, \
        previews and App Clips; a package building it with one non-test target, if any; a source \
        root, the folder of that file or its parent when that folder is `App/`, holding `Features/` \
        and at least two more of the guide's top-level folders).
        """,
        options: [types, folder],
        triggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Core/Components/AppRadius.swift", "import CoreGraphics\nenum ↓AppRadius {\n    static let md: CGFloat = 12\n}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Core/Theme/AppSpacing.swift", "import CoreGraphics\nenum AppSpacing { static let md: CGFloat = 12 }"),
                ExampleFile("Shared/Views/Tokens.swift", """
                import SwiftUI
                #if os(iOS)
                struct ↓AppTheme {
                    static let accent = Color("Accent")
                }
                #endif
                """),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/View/CartScreen.swift", """
                import SwiftUI
                struct CartScreen: View {
                    var body: some View { Text("Cart").padding(AppSpacing.md) }
                }
                enum ↓AppSpacing { static let md = 12.0 }
                """),
            ], dropping: ["Core/Theme/AppSpacing.swift"])),
        ],
        nonTriggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Core/Theme/AppRadius.swift", "enum AppRadius { static let md = 12.0 }"),
                ExampleFile("Core/Theme/Colors/AppTheme.swift", "enum AppTheme {}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                // An extension, a nested type, names in comments, a preview-only copy, a test.
                ExampleFile("Features/Cart/View/CartTokens.swift", """
                // Uses AppSpacing and AppRadius from Core/Theme.
                extension AppSpacing { static let cartGutter = 20.0 }
                enum CartLayout {
                    enum AppRadius { static let badge = 4.0 }
                }
                #if DEBUG
                enum AppTheme {}
                #endif
                """),
                ExampleFile("Tests/ShopTests/ThemeTests.swift", "enum AppRadius {}"),
            ])),
            RuleExample(project: LayoutExamples.modularPackage([
                ExampleFile("Features/Theme.swift", "enum AppTheme {}"),
            ])),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        guard let layout = MVVMLayout.find(in: project) else { return [] }
        let folder = configuration[Self.folder]
        let placed = configuration[Self.types].map { (name: $0, folder: folder) }
        return MVVMLayout.misplacedTypes(placed, in: layout) { type, file, folder in
            "'\(type.name)' is declared in '\(file.relativePath)'; the guide keeps the design tokens in `\(folder)/`, so move it to '\(folder)/\(type.name).swift'."
        }.map { file, type, message in finding(file.summary.path, type.location, message) }
    }
}
