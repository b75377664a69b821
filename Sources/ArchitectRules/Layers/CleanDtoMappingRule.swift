import ArchitectCore
import ArchitectProject

/// Flags a Domain type that is `Decodable` or `Codable`, where the clean guide decodes into a
/// Data-layer DTO and maps it with `toDomain()`.
struct CleanDtoMappingRule: ProjectRule {
    static let codingProtocols: Set<String> = ["Decodable", "Codable"]

    static let description = RuleDescription(
        id: "clean-dto-mapping", title: "Decode into Data-layer DTOs, not Domain entities", category: .layer, impact: .should,
        presets: [.clean], needsLayers: true,
        rationale: """
        In the clean guide JSON is decoded into a DTO of the Data layer, which maps itself to the \
        Domain entity (`toDomain()`). The entity then keeps the app's names and types whatever \
        the server sends, and an API change stays inside Data.

        Reported, at the type name: a struct, class or enum declared in a module of the `domain` \
        layer that adopts `Decodable` or `Codable` in its own inheritance clause or in an \
        extension anywhere in the project. Left alone: `Encodable` alone (writing is not \
        decoding), protocols, names declared more than once, test files, `#if DEBUG` code, and \
        projects without a Domain module. The other guides let models be `Codable` (catalog \
        K18), so the rule runs only under `clean`.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("Domain/Article.swift", """
                import Foundation
                public struct ↓Article: Identifiable, Hashable, Sendable, Decodable {
                    public let id: UUID
                    public let title: String
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Profile.swift", """
                public struct ↓Profile: Sendable { public let name: String }
                public enum ↓Tier: String, Sendable { case free, pro }
                """),
                ExampleFile("Data/Coding.swift", """
                import Domain
                extension Profile: Codable {}
                extension Tier: Swift.Decodable {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Catalog.swift", """
                public enum Catalog {
                    #if os(iOS)
                    public struct ↓Item: Codable, Equatable { public let sku: String }
                    #endif
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Domain/Article.swift", """
                public struct Article: Identifiable, Hashable, Sendable { public let id: String }
                public struct Draft: Encodable, Sendable { public let text: String }
                public protocol Feed: Sendable {}
                """),
                ExampleFile("Data/ArticleDTO.swift", """
                import Domain
                struct ArticleDTO: Decodable {
                    let id: String
                    func toDomain() -> Article { Article(id: id) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Debug.swift", """
                #if DEBUG
                public struct SampleArticle: Codable {}
                #endif
                """),
                ExampleFile("Tests/DomainTests/Fixture.swift", "struct Fixture: Decodable {}"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Settings.swift", "struct Settings: Codable { var theme = \"\" }"),
                ExampleFile("Domain/Order.swift", "public struct Order: Sendable {}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        for entry in project.allTypes where entry.placement.layer == .domain && entry.type.kind != .protocol {
            let type = entry.type
            guard !entry.placement.isTestFile, !type.isDebugOnly, project.declarations(of: type.name).count == 1 else { continue }
            let adopts = type.inherited.contains(where: { Self.codingProtocols.contains($0) })
                || project.extensions(of: type.name).contains { $0.extensionSummary.inherited.contains(where: { Self.codingProtocols.contains($0) }) }
            guard adopts else { continue }
            findings.append(finding(entry.file.path, type.location,
                "The Domain type `\(type.name)` is decoded directly; decode a Data-layer DTO and map it with `toDomain()`."))
        }
        return findings
    }
}
