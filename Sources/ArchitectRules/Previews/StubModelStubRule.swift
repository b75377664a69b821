import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a model stub file whose extensions of the model declare no `static var stub`.
struct StubModelStubRule: SyntaxRule {
    static let description = RuleDescription(
        id: "stub-model-stub", title: "Give each model stub a static stub value",
        category: .previews, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm document makes `{Feature}ModelStub.swift` the one source of preview data, and asks \
        it for `static var stub: Self`, a single instance with realistic values, which previews and \
        ViewModel stubs then reach as `.stub`. Reported at the extended type of the first \
        extension of the model in a file named `{Feature}ModelStub.swift`, where the model is \
        `{Feature}` or `{Feature}Model` (also qualified, `Catalog.Product`), when none of that \
        model's extensions in the file declares a `static` (or `class`) property `stub` typed \
        `Self`, the model's name, or nothing (`static let stub = Product(…)`). The extensions are \
        read together, so a stub split over several extensions is found. Left alone: other files \
        (`ViewModelStub` files included), test folders, extensions of other types in the file, and \
        instance properties or functions called `stub`, which do not count as the stub (a \
        `static func stub()` on a model is reported).
        """,
        triggering: [
            RuleExample("""
            import Foundation

            #if DEBUG
            extension ↓Product {
                static var stubs: [Self] { [Product(id: 1), Product(id: 2), Product(id: 3)] }
            }
            #endif
            """, path: "Sources/App/Product/Model/ProductModelStub.swift"),
            RuleExample("""
            #if DEBUG
            // static var stub: Self is still missing.
            extension Catalog.↓ProductModel {
                var stub: Self { self }
                static func stub() -> Self { ProductModel(id: 1, name: "stub") }
                static var stubName: String { "Tea" }
            }
            extension Category {
                static var stub: Self { Category(id: 1) }
            }
            #endif
            """, path: "Sources/App/Product/ProductModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension ↓Order: Identifiable {}
            extension Order {
                static var stub: String { "order" }
            }
            #endif
            """, path: "Sources/App/Order/OrderModelStub.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            #if DEBUG
            extension Product {
                static var stub: Self { Product(id: 1, name: "Green tea") }
            }
            #endif
            """, path: "Sources/App/Product/ProductModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension ProductModel: Equatable {}
            extension ProductModel {
                #if os(iOS)
                static let stub = ProductModel(id: 1, name: "Tea")
                #endif
                static var stubs: [ProductModel] { [.stub, .stub, .stub] }
            }
            extension Catalog {
                static var empty: Catalog { Catalog(products: []) }
            }
            #endif
            """, path: "Sources/App/Product/ProductModelStub.swift"),
            RuleExample("""
            extension Product {
                static var stubs: [Self] { [] }
            }
            """, path: "Tests/AppTests/ProductModelStub.swift"),
            RuleExample("""
            extension Product {
                static var sample: Self { Product(id: 1) }
            }
            """, path: "Sources/App/Product/ProductStub.swift"),
            RuleExample("""
            #if DEBUG
            extension CartViewModel {
                static func stub(items: [Item] = []) -> CartViewModel { CartViewModel(items: items) }
            }
            #endif
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ExtensionDeclSyntax, in file: FileContext) {
        guard let found = StubFiles.modelExtensions(from: node, in: file),
              StubFiles.typeProperty("stub", in: found.all, model: found.name, typed: StubFiles.isModel) == nil else { return }
        report(StubFiles.nameToken(of: node.extendedType), "The model stub of '\(found.name)' has no `static var stub: Self`; add one with realistic values for previews.", in: file)
    }
}
