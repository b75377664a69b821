import ArchitectCore
import ArchitectProject

/// Flags Swift files of `Features/` that are not in a feature's `Model/`, `View/`, `ViewModel/`
/// or `Repository/` folder (a feature's strings file aside).
struct LayoutFeatureSubfoldersRule: ProjectRule {
    static let subfolders = Option<[String]>("subfolders", default: ["Model", "View", "ViewModel", "Repository"],
                                             "The folders a feature's Swift files live in.")
    static let stringsPrefix = Option<String>("stringsPrefix", default: "Strings",
                                              "How the one file allowed directly in a feature folder, its strings file (`StringsProduct.swift`), is named.")

    static let description = RuleDescription(
        id: "layout-feature-subfolders", title: "Feature files live in Model/, View/, ViewModel/ or Repository/",
        category: .layout, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide gives every feature the same four folders, `Model/`, `View/`, \
        `ViewModel/` and `Repository/`, so that any feature reads like any other and each file's \
        layer shows in its path. The only file it places directly in the feature folder is the \
        feature's strings file, `Strings{Feature}.swift`.

        Reported, at the first type or extension of the file (line 1 if it has none): a Swift \
        file directly in `Features/`; a file directly in `Features/<Feature>/` whose name does not \
        start with `stringsPrefix`; and, once per folder at its first file by path, a folder of \
        `Features/<Feature>/` that is not one of `subfolders` (`Views/`, `Services/`, \
        `Components/`). Left alone: what lies below the four folders (a nested `Components/` \
        folder is `layout-no-nested-components`' business), tests, and every project not laid out \
        as the guide's single app target (one `@main` App outside tests, previews and App Clips; a \
        package building it with one non-test target, if any; a source root, the folder of that \
        file or its parent when that folder is `App/`, holding `Features/` and at least two more of \
        the guide's top-level folders).
        """,
        options: [subfolders, stringsPrefix],
        triggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/CartFormatter.swift", "import Foundation\n// Formats prices.\nstruct ↓CartFormatter {\n    let locale: Locale\n}"),
                ExampleFile("Features/Cart/StringsCart.swift", "import SwiftUI\nenum StringsCart { static let title: LocalizedStringKey = \"cart.title\" }"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/Services/CartSync.swift", "actor ↓CartSync {}"),
                ExampleFile("Features/Cart/Services/CartUpload.swift", "actor CartUpload {}"),
                ExampleFile("Features/Cart/Views/CartRow.swift", """
                import SwiftUI
                #if os(iOS)
                struct ↓CartRow: View {
                    var body: some View { Text("Row") }
                }
                #endif
                """),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Helpers.swift", "↓// Nothing but a constant.\nlet cartLimit = 20"),
            ])),
        ],
        nonTriggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/Model/CartModel.swift", "struct CartModel: Codable, Hashable, Identifiable { let id: Int }"),
                ExampleFile("Features/Cart/ViewModel/CartViewModel.swift", "import Observation\n@Observable final class CartViewModel {}"),
                ExampleFile("Features/Cart/Repository/CartRepository.swift", "protocol CartRepository: Sendable {}"),
                ExampleFile("Features/Cart/StringsCart.swift", "enum StringsCart {}"),
                ExampleFile("Features/Cart/View/Components/CartBadge.swift", "struct CartBadge {}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                // Services/ is one of the configured folders here; tests are never judged.
                ExampleFile("Features/Cart/Services/CartSync.swift", "actor CartSync {}"),
                ExampleFile("Tests/ShopTests/Features/CartTests.swift", "struct CartTests {}"),
            ]), options: ["subfolders": .strings(["Model", "View", "ViewModel", "Repository", "Services"])]),
            RuleExample(project: LayoutExamples.modularPackage([
                ExampleFile("Features/Cart/CartFormatter.swift", "struct CartFormatter {}"),
            ])),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        guard let layout = MVVMLayout.find(in: project) else { return [] }
        let allowed = configuration[Self.subfolders]
        let strings = configuration[Self.stringsPrefix]
        let list = allowed.map { "`\($0)/`" }.joined(separator: ", ")
        var findings: [Finding] = []
        var strays: [String: [MVVMLayout.AppFile]] = [:]
        for file in layout.files where file.folders.first == "Features" {
            switch file.folders.count {
            case 1:
                findings.append(finding(file.summary.path, file.start,
                    "'\(file.name)' sits directly in `Features/`; move it into its feature's folder, under one of \(list)."))
            case 2 where !file.name.hasPrefix(strings):
                let feature = file.folders[1]
                findings.append(finding(file.summary.path, file.start,
                    "'\(file.name)' sits directly in 'Features/\(feature)/', where only the strings file '\(strings)\(feature).swift' belongs; move it into one of \(list)."))
            case 3...:
                if !allowed.contains(file.folders[2]) { strays[file.folders.prefix(3).joined(separator: "/"), default: []].append(file) }
            default:
                break
            }
        }
        for folder in strays.keys.sorted() {
            guard let files = strays[folder], let first = files.min(by: { $0.relativePath < $1.relativePath }) else { continue }
            let count = files.count == 1 ? "1 Swift file" : "\(files.count) Swift files"
            findings.append(finding(first.summary.path, first.start,
                "'\(folder)/' (\(count)) is not one of the feature folders the guide allows; move its files into one of \(list)."))
        }
        return findings
    }
}
