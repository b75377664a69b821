import ArchitectCore
import ArchitectProject

/// Flags a `{Feature}Model` struct with no `{Feature}ModelStub.swift` in its folder.
struct StubModelCompanionRule: ProjectRule {
    static let modelSuffix = Option<String>("modelSuffix", default: "Model", "The name ending that marks a model struct.")
    static let stubFileSuffix = Option<String>("stubFileSuffix", default: "Stub",
                                               "What follows the model's name in its stub file's name (`ProductModelStub.swift`).")

    static let description = RuleDescription(
        id: "stub-model-companion", title: "Give every model a stub file beside it",
        category: .previews, impact: .must, presets: [.mvvm],
        rationale: """
        In the mvvm document each model has a companion `{Feature}ModelStub.swift` in the same \
        `Model/` folder, the one source of sample values for previews and ViewModel stubs; a \
        preview should never be written before that file exists. Reported at the struct name: a \
        struct named `{Feature}Model` (the `modelSuffix` option; `…ViewModel` names are never \
        models) when its folder holds no file named after it with the `stubFileSuffix` option \
        appended (`ProductModelStub.swift`); the message says so when such a file exists in \
        another folder, which then should move. Left alone: structs in test files or `#if DEBUG`, \
        private and nested structs (a response's inner `ItemModel`), classes, enums and actors \
        (001's models are structs; an observable `…Model` class is usually a ViewModel), and \
        names that start like a test double (`Mock…`, `Stub…`, `Fake…`, `Preview…`). Stub files \
        in test folders do not count. Models \
        named without the suffix (`Product` in `Model/Product.swift`) are not seen.
        """,
        options: [modelSuffix, stubFileSuffix],
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Product/Model/ProductModel.swift", """
                import Foundation
                // ProductModelStub.swift comes next.
                struct ↓ProductModel: Codable, Identifiable, Hashable {
                    let id: Int
                    let name: String
                }
                """),
                ExampleFile("Sources/App/Features/Product/Model/ProductModelStubs.swift", "extension ProductModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Order/Model/OrderModel.swift", """
                #if os(iOS)
                public struct ↓OrderModel: Codable {}
                #endif
                """),
                ExampleFile("Sources/App/Shared/Stubs/OrderModelStub.swift", "#if DEBUG\nextension OrderModel {}\n#endif"),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Profile/Model/ProfileEntity.swift", "struct ↓ProfileEntity: Codable {}"),
                ExampleFile("Sources/App/Features/Profile/Model/ProfileEntityStub.swift", "extension ProfileEntity {}"),
            ], options: ["modelSuffix": .string("Entity"), "stubFileSuffix": .string("Sample")]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Product/Model/ProductModel.swift", "struct ProductModel: Codable {}"),
                ExampleFile("Sources/App/Features/Product/Model/ProductModelStub.swift", "#if DEBUG\nextension ProductModel {}\n#endif"),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Cart/CartTypes.swift", """
                @Observable final class CartModel {}
                final class CartViewModel {}
                enum DataModel {}
                struct Response: Decodable {
                    struct ItemModel: Decodable {}
                }
                private struct CacheModel {}
                #if DEBUG
                struct DebugModel {}
                #endif
                """),
                ExampleFile("Tests/AppTests/Fixtures.swift", "struct FixtureModel {}\nstruct MockOrderModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Search/Model/SearchFilterModel.swift", "struct SearchFilterModel {}\nstruct ViewModel {}"),
                ExampleFile("Sources/App/Features/Search/Model/SearchFilterModelStub.swift", "extension SearchFilterModel {}"),
                ExampleFile("Sources/App/Features/Search/Model/Model.swift", "struct Model {}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        let suffix = configuration[Self.modelSuffix], stub = configuration[Self.stubFileSuffix]
        guard !suffix.isEmpty else { return [] }
        let files = StubCompanions.foldersByFileName(project)
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .struct && !entry.type.name.hasSuffix("ViewModel")
            && StubCompanions.isCandidate(entry, suffix: suffix) {
            let expected = entry.type.name + stub + ".swift"
            let folders = files[expected] ?? []
            let folder = StubCompanions.folder(of: entry.file.path)
            guard !folders.contains(folder) else { continue }
            let message = folders.isEmpty
                ? "'\(entry.type.name)' has no companion `\(expected)` beside it; add one with `static var stub` and `stubs` for previews."
                : "The stub file `\(expected)` of '\(entry.type.name)' lives in another folder; move it beside the model."
            findings.append(finding(entry.file.path, entry.type.location, message))
        }
        return findings
    }
}
