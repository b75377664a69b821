import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags Domain structs that are not both Equatable and Sendable.
struct LayerModelEquatableSendableRule: ProjectRule {
    /// The `explicitSendable` option.
    static let explicitSendable = Option<Bool>("explicitSendable", default: false, "Require a written Sendable conformance on every Domain struct, public or not.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "layer-model-equatable-sendable", title: "Domain models are Equatable and Sendable", category: .layer, impact: .high,
        presets: [.clinic],
        rationale: """
        Domain values flow into views, which diff them, and across actors, which requires them to \
        be `Sendable`. Declaring both conformances on every Domain struct lets SwiftUI skip \
        unchanged views and lets the compiler prove the value is safe to share.

        Reported at the name of each struct (top-level or nested) declared in a `domain`-layer \
        file, outside test files and `#if DEBUG` code, that lacks an equatable conformance \
        (`Equatable`, `Hashable` or `Comparable`) or `Sendable`. Conformances count wherever they \
        are declared: the struct's own clause, an extension anywhere in the project, or a \
        project protocol it adopts (`protocol Entity: Hashable, Sendable`). A struct isolated to \
        a global actor (`@MainActor`) is Sendable. Because Swift infers `Sendable` for structs \
        that are not `public`, `package` or `open`, only those need it spelled out unless \
        `explicitSendable` is on; nested structs are judged by their own modifiers. Errors \
        (conforming to `Error`, `LocalizedError` or `CustomNSError`) and Views are exempt: they \
        are not models.
        """,
        options: [explicitSendable],
        triggering: [
            RuleExample(project: [
                ExampleFile("Domain/Order.swift", """
                import Foundation
                public struct ↓Order: Codable {
                    public let id: UUID
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Cart.swift", """
                public struct ↓Money: Hashable { public let cents: Int }
                public struct Cart: Equatable, Sendable {
                    public struct ↓Line: Sendable {
                        public let sku: String
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Customer.swift", """
                public struct ↓Customer { public let name: String }
                #if canImport(Foundation)
                extension Customer: Sendable {}
                #endif
                struct ↓Draft: Sendable {}
                """),
            ], options: ["explicitSendable": .bool(true)]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Domain/Order.swift", """
                public struct Order: Hashable, Sendable { public let id: String }
                public struct Money { public let cents: Int }
                public protocol Entity: Identifiable, Hashable, Sendable {}
                public struct User: Entity { public let id: String }
                """),
                ExampleFile("Domain/Money+Conformances.swift", """
                extension Money: Equatable, @unchecked Sendable {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Session.swift", """
                // Internal helpers are implicitly Sendable.
                struct Cursor: Equatable { let offset: Int }
                @MainActor public struct SessionSnapshot: Equatable { public let token: String }
                public struct NotFound: Error { public let id: String }
                public struct Rejected: LocalizedError {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Data/OrderDTO.swift", "public struct OrderDTO: Decodable {}"),
                ExampleFile("Tests/DomainTests/Fixtures.swift", "public struct Fixture {}"),
                ExampleFile("Domain/Previews.swift", """
                #if DEBUG
                public struct PreviewOrders {}
                #endif
                """),
                ExampleFile("Sources/Kit/Point.swift", "public struct Point {}"),
            ]),
        ]
    )

    /// Conformances that make a struct an error rather than a model.
    static let errorNames: Set<String> = ["Error", "LocalizedError", "CustomNSError"]

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        let explicitSendable = configuration[Self.explicitSendable]
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .struct && entry.placement.layer == .domain && ClinicIndexQueries.isProduction(entry) {
            let type = entry.type
            let conformances = ClinicIndexQueries.conformances(of: type.name, in: project)
            guard conformances.isDisjoint(with: Self.errorNames), !conformances.contains("View") else { continue }
            let isEquatable = !conformances.isDisjoint(with: ClinicIndexQueries.equatableNames)
            let isExported = !Set(type.modifiers).isDisjoint(with: ["public", "package", "open"])
            let isSendable = conformances.contains("Sendable") || type.attributes.contains("MainActor") || (!explicitSendable && !isExported)
            let missing = [isEquatable ? nil : "Equatable", isSendable ? nil : "Sendable"].compactMap { $0 }
            guard !missing.isEmpty else { continue }
            findings.append(finding(entry.file.path, type.location,
                "Domain model '\(type.qualifiedName)' does not conform to \(missing.joined(separator: " or ")); declare \(missing.joined(separator: " and ")) so views can diff it and it can cross actor boundaries."))
        }
        return findings
    }
}
