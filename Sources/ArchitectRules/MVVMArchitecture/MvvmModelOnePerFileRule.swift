import ArchitectCore
import ArchitectProject

/// Flags a file that declares several models, and a model file not named `{Feature}Model.swift`.
struct MvvmModelOnePerFileRule: ProjectRule {
    static let description = RuleDescription(
        id: "mvvm-model-one-per-file", title: "One model per file, named {Feature}Model.swift", category: .mvvmArchitecture,
        impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide keeps each model in a file of its own, named after it: \
        `ProductModel.swift` holds `ProductModel`, and its sample data sits beside it in \
        `ProductModelStub.swift`. Anyone can then find a model, its stub and its history by \
        name, and a change to one model does not touch another's file.

        The rule reads the project index. A model is a file-level struct outside tests, \
        `#if DEBUG` and stub files, named `…Model` (not `…ViewModel`), or declared in a file \
        under `Features/<Feature>/Model/`. Reported, at the struct name: every model after the \
        first in a file that declares several; and the first model of a file whose name does \
        not end in `Model.swift`, or, for a model named `…Model`, is not that name plus \
        `.swift` (`ProductModel` in `Product.swift` or `Models.swift`). Left alone: nested \
        types (`CodingKeys`, a small enum inside the model), enums and classes beside the \
        model, files with one correctly named model, and generated files.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Features/Products/Model/ProductModel.swift", """
                struct ProductModel: Codable, Identifiable, Hashable { let id: String }
                struct ↓PriceModel: Codable, Hashable { let amount: Int }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Shared/Models.swift", """
                // The models of the app.
                struct ↓UserModel: Codable, Identifiable, Hashable { let id: String }
                #if os(iOS)
                struct ↓SessionModel: Codable, Hashable { let token: String }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Features/Orders/Model/Order.swift", """
                struct ↓Order: Codable, Identifiable, Hashable {
                    let id: String
                    enum CodingKeys: String, CodingKey { case id }
                }
                enum OrderStatus: String, Codable { case open, shipped }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Features/Products/Model/ProductModel.swift", """
                struct ProductModel: Codable, Identifiable, Hashable {
                    let id: String
                    struct Price: Codable, Hashable { let amount: Int }
                }
                enum ProductCategory: String, Codable { case chairs, tables }
                """),
                ExampleFile("App/Features/Products/Model/ProductModelStub.swift", """
                #if DEBUG
                extension ProductModel { static var stub: Self { .init(id: "1") } }
                #endif
                """),
                ExampleFile("App/Features/Orders/Model/OrderModel.swift", "struct Order: Codable, Identifiable, Hashable { let id: String }"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Features/Products/ViewModel/ProductViewModel.swift", """
                @Observable @MainActor final class ProductViewModel {}
                struct RowViewModel { let title: String }
                final class CacheModel {}
                enum SortModel { case name, price }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/Fixtures.swift", """
                struct UserModel { let id: String }
                struct SessionModel { let token: String }
                """),
                ExampleFile("App/Debug/PreviewModels.swift", """
                #if DEBUG
                struct PreviewModel { let id: String }
                struct SampleModel { let id: String }
                #endif
                """),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        for file in project.files {
            guard let placement = project.placements[file.path], !placement.isTestFile else { continue }
            let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
            guard StubFiles.kind(ofFileNamed: fileName) == nil else { continue }
            let inModelFolder = ViewModelShapes.isInFeatureModelFolder(file.path)
            let models = file.types.filter { type in
                type.kind == .struct && type.enclosingTypes.isEmpty && !type.isDebugOnly
                    && (inModelFolder || ViewModelShapes.isModelName(type.name))
            }
            guard let first = models.first else { continue }
            for extra in models.dropFirst() {
                findings.append(finding(file.path, extra.location,
                    "This file already declares the model '\(first.name)'; move '\(extra.name)' to its own file named `\(Self.fileName(for: extra.name))`."))
            }
            let expected = Self.fileName(for: first.name)
            let named = ViewModelShapes.isModelName(first.name) ? fileName == expected
                : fileName.hasSuffix("Model.swift") && fileName.count > "Model.swift".count
            if !named {
                findings.append(finding(file.path, first.location,
                    "The model '\(first.name)' lives in '\(fileName)'; name its file `\(expected)`, one model per file."))
            }
        }
        return findings
    }

    /// The file a model belongs in: `ProductModel.swift` for `ProductModel` or `Product`.
    static func fileName(for model: String) -> String {
        ViewModelShapes.isModelName(model) ? model + ".swift" : model + "Model.swift"
    }
}
