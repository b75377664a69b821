import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a model stub file with no `static var stubs: [Self]`, or one with too few elements.
struct StubModelStubsRule: SyntaxRule {
    static let minCount = Option<Int>("minCount", default: 3, "The fewest elements the `stubs` array literal may have.")

    static let description = RuleDescription(
        id: "stub-model-stubs", title: "Give each model stub a varied stubs array",
        category: .previews, impact: .must, presets: [.mvvm],
        rationale: """
        Besides one `stub`, the mvvm document asks each `{Feature}ModelStub.swift` for \
        `static var stubs: [Self]`, an array of three or more values that differ, so that lists \
        and grids can be previewed with variety. Reported, in a file named `{Feature}ModelStub.swift` \
        for the model `{Feature}` or `{Feature}Model`: at the extended type of the model's first \
        extension when none of its extensions in the file declares a `static` (or `class`) \
        property `stubs` typed `[Self]`, `[Model]`, `Array<…>` of those, or untyped; and at the \
        `[` of its array literal (the initial value, or the single expression of its getter) \
        when that literal has fewer than `minCount` elements. Left alone: a `stubs` built by \
        other code (`(1...5).map { … }`), whose size cannot be read; other files, test folders \
        and extensions of other types. Whether the elements really differ is not checked.
        """,
        options: [minCount],
        triggering: [
            RuleExample("""
            #if DEBUG
            extension ↓Product {
                static var stub: Self { Product(id: 1, name: "Tea") }
                static var stubList: [Self] { [.stub, .stub, .stub] }
                var stubs: [Self] { [self, self, self] }
            }
            #endif
            """, path: "Sources/App/Product/ProductModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension Catalog.ProductModel {
                static let stub = ProductModel(id: 1, name: "Tea")
                static var stubs: [ProductModel] {
                    ↓[.stub, ProductModel(id: 2, name: "Coffee")]
                }
            }
            #endif
            """, path: "Sources/App/Product/ProductModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension Order {
                #if os(iOS)
                static let stubs: [Self] = ↓[.stub, .stub, .stub]
                #endif
            }
            #endif
            """, path: "Sources/App/Order/OrderModelStub.swift", options: ["minCount": .int(4)]),
        ],
        nonTriggering: [
            RuleExample("""
            #if DEBUG
            extension Product {
                static var stub: Self { Product(id: 1, name: "Tea") }
            }
            extension Product {
                // static var stubs: [Self] { [] } was too short.
                static var stubs: [Self] {
                    [.stub, Product(id: 2, name: "Coffee"), Product(id: 3, name: "Mate")]
                }
            }
            #endif
            """, path: "Sources/App/Product/ProductModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension Order {
                static var stubs: Array<Order> { (1...5).map { Order(id: $0) } }
            }
            extension Category {
                static var stubs: [Self] { [.stub] }
            }
            #endif
            """, path: "Sources/App/Order/OrderModelStub.swift"),
            RuleExample("""
            extension Product {
                static var stubs: [Self] { [.stub] }
            }
            """, path: "Tests/AppTests/Fixtures/ProductModelStub.swift"),
            RuleExample("""
            extension Product {
                static var stubs: [Self] { [.stub] }
            }
            """, path: "Sources/App/Product/ProductSamples.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ExtensionDeclSyntax, in file: FileContext) {
        guard let found = StubFiles.modelExtensions(from: node, in: file) else { return }
        guard let binding = StubFiles.typeProperty("stubs", in: found.all, model: found.name, typed: Self.isModelArray) else {
            report(StubFiles.nameToken(of: node.extendedType), "The model stub of '\(found.name)' has no `static var stubs: [Self]`; add one with at least \(configuration[Self.minCount]) varied values.", in: file)
            return
        }
        let minCount = configuration[Self.minCount]
        guard let literal = StubFiles.arrayLiteral(of: binding), literal.elements.count < minCount else { return }
        report(literal, "`\(found.name).stubs` has \(literal.elements.count) element\(literal.elements.count == 1 ? "" : "s"); give it at least \(minCount) varied values so previews show variety.", in: file)
    }

    /// Whether a type is `[Self]`, `[Model]` or `Array<…>` of one of those.
    static func isModelArray(_ type: TypeSyntax, _ model: String) -> Bool {
        if let array = type.as(ArrayTypeSyntax.self) { return StubFiles.isModel(array.element, model) }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
           let arguments = generic.genericArgumentClause?.arguments, arguments.count == 1, let only = arguments.first,
           case .type(let element) = only.argument {
            return StubFiles.isModel(element, model)
        }
        return false
    }
}
