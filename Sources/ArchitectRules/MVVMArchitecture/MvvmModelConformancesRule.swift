import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a model struct that does not adopt Codable, Identifiable and Hashable.
struct MvvmModelConformancesRule: SyntaxRule {
    static let description = RuleDescription(
        id: "mvvm-model-conformances", title: "Models are Codable, Identifiable and Hashable", category: .mvvmArchitecture, impact: .must,
        presets: [.mvvm],
        rationale: """
        The mvvm guide gives every model the same three conformances: `Codable` so the network \
        layer can decode it, `Identifiable` so `List` and `ForEach` can track rows, and `Hashable` \
        (which brings `Equatable`) so it can be a navigation value, a selection or a diffable \
        item. A model missing one of them gets wrapped, mapped or given ad-hoc ids at each use.

        Reported, at the struct name, listing what is missing: a file-level struct, outside tests \
        and stub files, named `…Model` (not `…ViewModel`) or declared in a file under \
        `Features/<Feature>/Model/`, that does not list `Codable` (or both `Decodable` and \
        `Encodable`), `Identifiable` and `Hashable` in its inheritance clause or in a same-file \
        extension's. Left alone: a struct that also adopts a protocol that is not one of the \
        plain system ones (`Sendable`, `Equatable`, `Comparable`, …), since that protocol may \
        refine the missing ones (`protocol Entity: Codable, Identifiable, Hashable`); Views; \
        nested types; enums and classes (a model folder also holds small enums, and the guide's \
        models are structs); previews and `#if DEBUG` code. Conformances added in other files \
        are not seen.
        """,
        triggering: [
            RuleExample("""
            struct ↓ProductModel: Codable, Identifiable {
                let id: String
                let name: String
            }
            """),
            RuleExample("""
            #if os(iOS)
            struct ↓ReviewModel: Decodable, Sendable {
                let id: Int
            }
            #endif
            // A `struct ProfileModel: Codable` note in a comment is not a declaration.
            """),
            RuleExample("""
            import Foundation

            struct ↓Order: Hashable {
                let id: UUID
            }
            extension Order: Identifiable {}
            """, path: "App/Features/Orders/Model/OrderModel.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            struct ProductModel: Codable, Identifiable, Hashable, Sendable {
                let id: String
            }
            struct CartModel: Decodable, Encodable, Hashable {
                let id: String
            }
            extension CartModel: Identifiable {}
            """),
            RuleExample("""
            @Observable @MainActor final class ProductViewModel {}
            struct RowViewModel { let title: String }
            enum PaymentModel: String, Codable { case card, cash }
            final class CacheModel {}
            struct ProductModelView: View { var body: some View { Text("x") } }
            struct Catalog {
                struct SectionModel { let title: String }
            }
            """),
            RuleExample("""
            struct ProductModel: Entity {
                let id: String
            }
            """),
            RuleExample("""
            struct DraftModel { var title = "" }
            """, path: "Tests/AppTests/DraftModel.swift"),
            RuleExample("""
            #if DEBUG
            struct PreviewModel { let id = 1 }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ structDecl: StructDeclSyntax, in file: FileContext) {
        guard ViewModelShapes.isModelStruct(structDecl, in: file) else { return }
        let inherited = Set(SyntaxQueries.inheritedNamesInFile(of: structDecl))
        guard inherited.allSatisfy(ViewModelShapes.plainProtocols.contains) else { return }
        var missing: [String] = []
        if !inherited.contains("Codable"), !(inherited.contains("Decodable") && inherited.contains("Encodable")) { missing.append("Codable") }
        if !inherited.contains("Identifiable") { missing.append("Identifiable") }
        if !inherited.contains("Hashable") { missing.append("Hashable") }
        guard !missing.isEmpty else { return }
        let list = missing.map { "`\($0)`" }.joined(separator: " and ")
        report(structDecl.name, "The model '\(structDecl.name.text)' does not conform to \(list); add the conformance so it can be decoded, listed and used as a navigation value.", in: file)
    }
}
