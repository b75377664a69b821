import ArchitectCore
import ArchitectProject

/// Flags feature files whose name does not start with the feature's name or does not match the
/// folder they sit in (a `…ViewModel.swift` under `View/`, a `…Row.swift` under `Model/`).
struct LayoutFeatureFileNamesRule: ProjectRule {
    static let featureFiles = Option<[String]>("featureFiles", default: [
        "Model/{Feature}Model", "Model/{Feature}ModelStub", "View/{Feature}Screen", "View/{Feature}View", "View/{Feature}Row",
        "ViewModel/{Feature}ViewModel", "ViewModel/{Feature}ViewModelStub", "Repository/{Feature}Repository", "Repository/{Feature}RepositoryImpl",
    ], "The file names of a feature, each as `Folder/{Feature}Suffix`; a name may hold more words between the feature and the suffix.")

    static let description = RuleDescription(
        id: "layout-feature-file-names", title: "Feature files are named after the feature and their folder",
        category: .layout, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide names every file of a feature after it: `{Feature}Model` and \
        `{Feature}ModelStub` in `Model/`, `{Feature}ViewModel` and `{Feature}ViewModelStub` in \
        `ViewModel/`, `{Feature}Repository` and `{Feature}RepositoryImpl` in `Repository/`, and \
        in `View/` the screen, views, rows and components, all `{Feature}…` (`ProductPriceTag`). A \
        file's name then tells what it holds and where it belongs.

        Reported, at the type named like the file (else its first type or extension, else line 1), \
        for a Swift file in `Features/<Feature>/<Folder>/` or below, with `Folder` one of those \
        named in `featureFiles`: a name that ends in another folder's suffix (the longest suffix \
        decides, so `ProductViewModel` is a view model, not a model: a view model under `View/`, a \
        model under `ViewModel/`); in a folder other than `View/`, a name that ends in none of its \
        suffixes (`ProductCategory.swift` in `Model/`); and a name that does not start with the \
        feature's name (a plural feature folder, `Products`, also accepts `Product…`, and \
        `Categories` accepts `Category…`). More words between the feature and the suffix are \
        fine (`ProductDetailViewModel`).

        Left alone: names with `+` (`ext-file-naming`), files directly in the feature folder or in \
        other folders (`layout-feature-subfolders`), tests, and every project not laid out as the \
        guide's single app target (one `@main` App outside tests, previews and App Clips; a package \
        building it with one non-test target, if any; a source root, the folder of that file or \
        its parent when that folder is `App/`, holding `Features/` and at least two more of the \
        guide's top-level folders).
        """,
        options: [featureFiles],
        triggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/View/CartFormViewModel.swift", """
                import Observation
                @Observable
                final class ↓CartFormViewModel {}
                """),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Cart/View/PriceBadge.swift", """
                import SwiftUI
                // A component without the feature's name.
                struct ↓PriceBadge: View {
                    var body: some View { Text("9") }
                }
                """),
                ExampleFile("Features/Cart/View/CartRow.swift", "import SwiftUI\nstruct CartRow: View {\n    var body: some View { Text(\"Row\") }\n}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Products/Model/ProductCategory.swift", "#if os(iOS)\nenum ↓ProductCategory: String, Codable { case food }\n#endif"),
                ExampleFile("Features/Products/Model/ProductModel.swift", "struct ProductModel: Codable, Hashable, Identifiable { let id: Int }"),
                ExampleFile("Features/Products/Repository/ProductService.swift", "protocol ↓ProductService {}"),
            ])),
        ],
        nonTriggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Features/Products/Model/ProductModel.swift", "struct ProductModel {}"),
                ExampleFile("Features/Products/Model/ProductReviewModelStub.swift", "extension ProductReviewModel { static let stub = ProductReviewModel() }"),
                ExampleFile("Features/Products/View/ProductsScreen.swift", "struct ProductsScreen {}"),
                ExampleFile("Features/Products/View/ProductPriceTag.swift", "struct ProductPriceTag {}"),
                ExampleFile("Features/Products/ViewModel/ProductDetailViewModel.swift", "final class ProductDetailViewModel {}"),
                ExampleFile("Features/Products/ViewModel/ProductDetailViewModelStub.swift", "extension ProductDetailViewModel {}"),
                ExampleFile("Features/Products/Repository/ProductRepositoryImpl.swift", "final class ProductRepositoryImpl {}"),
            ])),
            RuleExample(project: LayoutExamples.app([
                // A `+` name, a file outside the four folders, a strings file, a test.
                ExampleFile("Features/Categories/View/CategoryRow.swift", "struct CategoryRow {}"),
                ExampleFile("Features/Categories/View/View+Card.swift", "extension View {}"),
                ExampleFile("Features/Categories/Services/Uploader.swift", "struct Uploader {}"),
                ExampleFile("Features/Categories/StringsCategories.swift", "enum StringsCategories {}"),
                ExampleFile("Tests/ShopTests/Features/Categories/View/RowTests.swift", "struct RowTests {}"),
            ])),
            RuleExample(project: LayoutExamples.modularPackage([
                ExampleFile("Features/Cart/View/CartFormViewModel.swift", "final class CartFormViewModel {}"),
            ])),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        guard let layout = MVVMLayout.find(in: project) else { return [] }
        var suffixes: [(suffix: String, folder: String)] = []
        for entry in MVVMLayout.pairs(configuration[Self.featureFiles]) {
            guard entry.name.hasPrefix("{Feature}") else { continue }
            suffixes.append((String(entry.name.dropFirst("{Feature}".count)), entry.folder))
        }
        suffixes.sort { $0.suffix.count > $1.suffix.count }
        let folders = Set(suffixes.map(\.folder))
        var findings: [Finding] = []
        for file in layout.files where file.folders.count >= 3 && file.folders[0] == "Features" && folders.contains(file.folders[2]) {
            let stem = file.stem
            guard !stem.contains("+") else { continue }
            let feature = file.folders[1], folder = file.folders[2]
            let here = "Features/\(feature)/\(folder)/"
            let point = file.summary.types.first { $0.name == stem && $0.enclosingTypes.isEmpty }?.location ?? file.start
            let kind = suffixes.first { !$0.suffix.isEmpty && stem.hasSuffix($0.suffix) && stem.count > $0.suffix.count }
            if let kind, kind.folder != folder {
                findings.append(finding(file.summary.path, point,
                    "'\(file.name)' is a '\(kind.suffix)' file under '\(here)'; move it to 'Features/\(feature)/\(kind.folder)/'."))
                continue
            }
            if kind == nil, folder != "View" {
                let allowed = suffixes.filter { $0.folder == folder }.map { "'…\($0.suffix).swift'" }.joined(separator: ", ")
                findings.append(finding(file.summary.path, point,
                    "'\(file.name)' in '\(here)' is not named like the guide's \(folder) files (\(allowed)); rename it or move it where it belongs."))
                continue
            }
            let prefixes = Self.featurePrefixes(feature)
            if !prefixes.contains(where: { stem.hasPrefix($0) }) {
                findings.append(finding(file.summary.path, point,
                    "'\(file.name)' in '\(here)' does not start with its feature's name; name it '\(prefixes.last ?? feature)\(stem).swift'."))
            }
        }
        return findings
    }

    /// The names a feature's files may start with: the folder's name, and its singular for a
    /// plural folder (`Products` → `Product`, `Categories` → `Category`).
    static func featurePrefixes(_ feature: String) -> [String] {
        var names = [feature]
        if feature.hasSuffix("ies") { names.append(String(feature.dropLast(3)) + "y") }
        else if feature.hasSuffix("s"), feature.count > 1 { names.append(String(feature.dropLast())) }
        return names
    }
}
