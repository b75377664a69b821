import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags methods and computed properties of model types and their extensions.
struct MvvmModelNoLogicRule: SyntaxRule {
    /// Members that only serve a conformance (`Identifiable`, `Codable`, `Hashable`, `Equatable`,
    /// `Comparable`, `CustomStringConvertible`) and are therefore not logic.
    static let plumbing: Set<String> = ["id", "encode", "hash", "hashValue", "description", "debugDescription"]

    static let description = RuleDescription(
        id: "mvvm-model-no-logic", title: "Models hold data, not logic", category: .mvvmArchitecture, impact: .must,
        presets: [.mvvm],
        rationale: """
        In the mvvm guide a model is a plain container for what the API returns. Formatting, \
        validation and derived values live in the ViewModel, where they can use the screen's \
        context and be tested with it; a model that grows methods ends up with UI rules in one \
        place and the same rules again in the ViewModel.

        Reported, at the member's name: an instance method or a computed instance property \
        declared in a model struct (a file-level struct outside tests and stub files, named \
        `…Model` but not `…ViewModel`, or in a file under `Features/<Feature>/Model/`, and not a \
        View) or in a file-level extension of one (of a model struct of the same file, or of a \
        type named `…Model` declared elsewhere). Left alone: conformance plumbing (`id`, \
        `encode(to:)`, `hash(into:)`, `hashValue`, `description`, `debugDescription`, operators \
        such as `==` and `<`), initializers (`init(from:)` included), `CodingKeys` and other \
        nested types, `static` members, stored properties, extensions in stub files \
        (`ProductModelStub.swift`), previews, `#if DEBUG` code and tests. An extension of a \
        `…Model` type declared in another file is taken for a model extension by its name.
        """,
        triggering: [
            RuleExample("""
            struct ProductModel: Codable, Identifiable, Hashable {
                let id: String
                let price: Double
                var ↓formattedPrice: String { String(format: "%.2f", price) }
                func ↓isAffordable(budget: Double) -> Bool { price <= budget }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension ProductModel {
                var ↓initials: String {
                    get { String(name.prefix(1)) }
                }
            }
            #endif
            """),
            RuleExample("""
            struct Order: Codable, Identifiable, Hashable {
                let id: String
                let total: Int
            }
            extension Order {
                mutating func ↓applyDiscount() {}
            }
            """, path: "App/Features/Orders/Model/OrderModel.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            // `func total()` in a model would be reported.
            struct ProductModel: Codable, Identifiable, Hashable, CustomStringConvertible {
                let sku: String
                let name: String
                var id: String { sku }
                var description: String { name }
                enum CodingKeys: String, CodingKey { case sku, name }
                init(from decoder: Decoder) throws { sku = ""; name = "" }
                func encode(to encoder: Encoder) throws {}
                func hash(into hasher: inout Hasher) { hasher.combine(sku) }
                static func == (lhs: Self, rhs: Self) -> Bool { lhs.sku == rhs.sku }
                static var placeholder: ProductModel { ProductModel(sku: "", name: "") }
            }
            """),
            RuleExample("""
            @Observable @MainActor final class ProductViewModel {
                var title: String { "Products" }
                func fetchProducts() async {}
            }
            extension ProductViewModel { func refresh() {} }
            struct RowViewModel { var title: String { "Row" } }
            struct Catalog {
                struct SectionModel { func header() -> String { "" } }
            }
            """),
            RuleExample("""
            extension ProductModel {
                static var stub: Self { ProductModel(sku: "1", name: "Chair") }
                var stubTitle: String { "Chair" }
            }
            """, path: "App/Features/Products/Model/ProductModelStub.swift"),
            RuleExample("""
            struct DraftModel { func validate() -> Bool { true } }
            """, path: "Tests/AppTests/DraftModel.swift"),
            RuleExample("""
            #if DEBUG
            extension ProductModel {
                var debugLabel: String { "x" }
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ function: FunctionDeclSyntax, in file: FileContext) {
        guard function.parent?.is(MemberBlockItemSyntax.self) == true, !SyntaxQueries.isTypeMember(function.modifiers),
              case .identifier = function.name.tokenKind, !Self.plumbing.contains(function.name.text),
              let model = ViewModelShapes.enclosingModel(of: function, in: file) else { return }
        report(function.name, "The model '\(model.name)' declares the method `\(function.name.text)`; keep models as plain data and move this logic to the ViewModel.", in: file)
    }

    func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard variable.parent?.is(MemberBlockItemSyntax.self) == true, !SyntaxQueries.isTypeMember(variable.modifiers),
              variable.bindings.contains(where: { !SyntaxQueries.isStored($0) }) else { return }
        for binding in variable.bindings where !SyntaxQueries.isStored(binding) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, !Self.plumbing.contains(name.text),
                  let model = ViewModelShapes.enclosingModel(of: variable, in: file) else { continue }
            report(name, "The model '\(model.name)' computes `\(name.text)`; keep models as plain data and move this logic to the ViewModel.", in: file)
        }
    }
}
