import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a model stub file whose extensions of the model lack one of the edge-case variants.
struct StubEdgeVariantsRule: SyntaxRule {
    static let variants = Option<[String]>("variants", default: ["stubLongText", "stubNilOptionals", "stubEmpty"],
                                           "The `static` properties every model stub must declare besides `stub` and `stubs`.")

    static let description = RuleDescription(
        id: "stub-edge-variants", title: "Give each model stub its edge-case variants",
        category: .previews, impact: .must, presets: [.mvvm],
        rationale: """
        Previews should show the awkward cases too, so the mvvm document asks every \
        `{Feature}ModelStub.swift` for three named variants: `stubLongText` (strings long enough \
        to truncate), `stubNilOptionals` (every optional nil) and `stubEmpty` (empty collections \
        and blank strings). Reported once per model, at the extended type of its first extension \
        in a file named `{Feature}ModelStub.swift` (the model being `{Feature}` or \
        `{Feature}Model`, also qualified), naming the variants that none of the model's \
        extensions in the file declares as a `static` (or `class`) property typed `Self`, the \
        model's name, or nothing. The names come from the `variants` option. Left alone: other \
        files, test folders, extensions of other types in the file, and functions or instance \
        properties with these names, which do not count. A model with no optional field still \
        needs `stubNilOptionals` by this rule; it may simply equal `stub`. Whether a variant's \
        values really are long, nil or empty is not checked.
        """,
        options: [variants],
        triggering: [
            RuleExample("""
            #if DEBUG
            extension ↓Product {
                static var stub: Self { Product(id: 1, name: "Tea") }
                static var stubs: [Self] { [.stub, .stub, .stub] }
                static var stubLongText: Self { Product(id: 2, name: String(repeating: "Tea ", count: 40)) }
            }
            #endif
            """, path: "Sources/App/Product/Model/ProductModelStub.swift"),
            RuleExample("""
            #if DEBUG
            // static var stubEmpty: Self is still to come.
            extension Shop.↓OrderModel {
                static var stubLongText: OrderModel { .stub }
                static var stubNilOptionals: OrderModel { .stub }
                var stubEmpty: OrderModel { self }
                static func stubEmpty() -> OrderModel { .stub }
            }
            extension Customer {
                static var stubEmpty: Self { Customer(name: "") }
            }
            #endif
            """, path: "Sources/App/Order/OrderModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension ↓Profile: Equatable {}
            extension Profile {
                static let stubBlank = Profile(name: "")
            }
            #endif
            """, path: "Sources/App/Profile/ProfileModelStub.swift", options: ["variants": .strings(["stubBlank", "stubHuge"])]),
        ],
        nonTriggering: [
            RuleExample("""
            #if DEBUG
            extension Product {
                static var stub: Self { Product(id: 1, name: "Tea") }
                static var stubLongText: Self { Product(id: 2, name: String(repeating: "Tea ", count: 40)) }
                static var stubNilOptionals: Self { Product(id: 3, name: "Tea", note: nil) }
            }
            extension Product {
                #if os(iOS)
                static let stubEmpty = Product(id: 0, name: "")
                #endif
            }
            #endif
            """, path: "Sources/App/Product/ProductModelStub.swift"),
            RuleExample("""
            extension Product {
                static var stub: Self { Product(id: 1) }
            }
            """, path: "Tests/AppTests/ProductModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension CartViewModel {
                static func stub() -> CartViewModel { CartViewModel() }
            }
            #endif
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
            RuleExample("""
            // stubLongText, stubNilOptionals and stubEmpty live in ProductModelStub.swift.
            extension Product {
                static var sample: Self { Product(id: 1) }
            }
            """, path: "Sources/App/Product/ProductSamples.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ExtensionDeclSyntax, in file: FileContext) {
        guard let found = StubFiles.modelExtensions(from: node, in: file) else { return }
        let missing = configuration[Self.variants].filter {
            StubFiles.typeProperty($0, in: found.all, model: found.name, typed: StubFiles.isModel) == nil
        }
        guard !missing.isEmpty else { return }
        let names = missing.map { "`\($0)`" }.joined(separator: ", ")
        report(StubFiles.nameToken(of: node.extendedType), "The model stub of '\(found.name)' lacks \(names); add each as a `static var` of the model for edge-case previews.", in: file)
    }
}
