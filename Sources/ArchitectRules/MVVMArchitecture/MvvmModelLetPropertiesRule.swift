import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a stored `var` in a model struct.
struct MvvmModelLetPropertiesRule: SyntaxRule {
    static let description = RuleDescription(
        id: "mvvm-model-let-properties", title: "Model properties are let", category: .mvvmArchitecture, impact: .must,
        presets: [.mvvm],
        rationale: """
        A model is a snapshot of what the API or the store returned. With `let` properties it \
        cannot drift from that snapshot behind a screen's back, it is `Sendable` without further \
        thought, and a change is a new value the ViewModel assigns where everyone can see it. The \
        guide allows `var` only where mutation is really needed, so this is a heuristic: a \
        deliberate `var` can be kept with a suppression comment.

        Reported, at the `var` keyword: a stored instance property declared with `var` directly \
        in a model struct, meaning a file-level struct outside tests and stub files that is named \
        `…Model` (not `…ViewModel`) or lives under `Features/<Feature>/Model/` and is not a View. \
        Left alone: computed properties, `static` ones, properties with an attribute (property \
        wrappers such as `@DocumentID` need `var`), `lazy` ones, `let` properties, the properties \
        of classes, enums, ViewModels and nested types, and previews and `#if DEBUG` code.
        """,
        triggering: [
            RuleExample("""
            struct ProductModel: Codable, Identifiable, Hashable {
                let id: String
                ↓var name: String
                ↓var price: Double = 0, stock: Int
            }
            """),
            RuleExample("""
            #if os(iOS)
            struct CartModel: Codable, Hashable {
                let id: String
                ↓var items: [String] {
                    didSet { print(items) }
                }
            }
            #endif
            """),
            RuleExample("""
            struct Order: Codable, Identifiable, Hashable {
                let id: String
                public ↓var note: String?
            }
            """, path: "App/Features/Orders/Model/OrderModel.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            // `var name` would be reported in a model.
            struct ProductModel: Codable, Identifiable, Hashable {
                let id: String
                let name: String
                var title: String { name.capitalized }
                static var sample = "var"
                @DocumentID var documentID: String?
                lazy var slug = name.lowercased()
            }
            """),
            RuleExample("""
            @Observable @MainActor final class ProductViewModel { var name = "" }
            struct RowViewModel { var title: String }
            final class CacheModel { var hits = 0 }
            struct Catalog {
                struct SectionModel { var title: String }
            }
            """),
            RuleExample("""
            struct DraftModel { var title = "" }
            """, path: "Tests/AppTests/DraftModel.swift"),
            RuleExample("""
            #if DEBUG
            struct PreviewModel { var count = 1 }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.attributes.isEmpty,
              !SyntaxQueries.isTypeMember(variable.modifiers),
              !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
              variable.bindings.contains(where: SyntaxQueries.isStored),
              let owner = SyntaxQueries.enclosingTypeDeclaration(of: variable), let structDecl = owner.as(StructDeclSyntax.self),
              variable.parent?.is(MemberBlockItemSyntax.self) == true,
              ViewModelShapes.isModelStruct(structDecl, in: file) else { return }
        let names = SyntaxQueries.boundNames(variable).map { "`\($0)`" }.joined(separator: ", ")
        report(variable.bindingSpecifier, "The model '\(structDecl.name.text)' stores \(names) as `var`; declare it `let` and build a new value when it changes.", in: file)
    }
}
