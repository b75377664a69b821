import ArchitectCore
import ArchitectProject

/// Flags a `Components/` folder nested inside a feature's `View/` folder.
struct LayoutNoNestedComponentsRule: ProjectRule {
    static let forbiddenFolders = Option<[String]>("forbiddenFolders", default: ["Components"],
                                                   "Folder names that must not appear below a feature's `View/` folder.")

    static let description = RuleDescription(
        id: "layout-no-nested-components", title: "No Components/ folder inside a feature's View/",
        category: .layout, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide keeps each feature's `View/` folder flat: the screen, its views and its \
        components (`ProductRow.swift`, `ProductPriceTag.swift`) sit side by side, named after \
        the feature, and it asks that existing `Components/` subfolders be flattened into `View/` \
        when a feature is refactored. App-wide components have their own place, `Core/Components/`.

        Reported once per offending folder, at the first type of its first Swift file (by path): \
        a folder named like one of `forbiddenFolders` anywhere below `Features/<Feature>/View/`. \
        Left alone: `Core/Components/` and other folders outside a feature's `View/`, tests, and \
        every project not laid out as the guide's single app target (one `@main` App outside \
        tests, previews and App Clips; a package building it with one non-test target, if any; a \
        source root, the folder of that file or its parent when that folder is `App/`, holding \
        `Features/` and at least two more of the guide's top-level folders).
        """,
        options: [forbiddenFolders],
        triggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/View/Components/CartBadge.swift", """
                import SwiftUI
                struct ↓CartBadge: View {
                    var body: some View { Text("3") }
                }
                """),
                ExampleFile("Features/Cart/View/Components/CartTotal.swift", "import SwiftUI\nstruct CartTotal: View {\n    var body: some View { Text(\"9\") }\n}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/View/Checkout/Components/CartPayButton.swift", """
                // Deeper still, one folder further down.
                import SwiftUI
                #if os(iOS)
                struct ↓CartPayButton: View {
                    var body: some View { Button("Pay") {} }
                }
                #endif
                """),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/View/Widgets/CartHelpers.swift", "↓extension CartScreen {\n    static let title = \"Cart\"\n}"),
            ]), options: ["forbiddenFolders": .strings(["Components", "Widgets"])]),
        ],
        nonTriggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/View/CartBadge.swift", "import SwiftUI\nstruct CartBadge: View {\n    var body: some View { Text(\"3\") }\n}"),
                ExampleFile("Core/Components/AppButton.swift", "import SwiftUI\nstruct AppButton: View {\n    var body: some View { Button(\"OK\") {} }\n}"),
                ExampleFile("Features/Cart/Components/CartNote.swift", "// Components outside View/ are another rule's business.\nstruct CartNote {}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/View/ComponentsList.swift", "struct ComponentsList {}"),
                ExampleFile("Tests/ShopTests/View/Components/CartBadgeTests.swift", "struct CartBadgeTests {}"),
            ])),
            RuleExample(project: LayoutExamples.modularPackage([
                ExampleFile("Features/Cart/View/Components/CartBadge.swift", "struct CartBadge {}"),
            ])),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        guard let layout = MVVMLayout.find(in: project) else { return [] }
        let forbidden = Set(configuration[Self.forbiddenFolders])
        var groups: [String: [MVVMLayout.AppFile]] = [:]
        for file in layout.files where file.folders.count > 3 && file.folders[0] == "Features" && file.folders[2] == "View" {
            guard let index = file.folders.indices.dropFirst(3).first(where: { forbidden.contains(file.folders[$0]) }) else { continue }
            groups[file.folders[...index].joined(separator: "/"), default: []].append(file)
        }
        return groups.keys.sorted().compactMap { folder in
            guard let files = groups[folder], let first = files.min(by: { $0.relativePath < $1.relativePath }) else { return nil }
            let view = folder.split(separator: "/").prefix(3).joined(separator: "/")
            let count = files.count == 1 ? "1 Swift file" : "\(files.count) Swift files"
            return finding(first.summary.path, first.start,
                           "'\(folder)/' nests \(count) inside a feature's View folder; move them up into '\(view)/', which the guide keeps flat.")
        }
    }
}
