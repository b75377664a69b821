import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags classes declared in the Domain layer, where models are value types.
struct LayerModelValueTypesRule: ProjectRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "layer-model-value-types", title: "Domain models are structs, not classes", category: .layer, impact: .high,
        presets: [.clinic, .clean], aliases: ["clean-domain-entity-shape"],
        rationale: """
        A domain model held by reference is shared: one ViewModel edits it and another sees the \
        change without asking, SwiftUI can only compare it by identity, and it is not safe to send \
        across actors. A struct gives every holder its own copy, compares by value and is \
        naturally `Sendable`.

        Reported at the class name: every `class` declared in a file of the `domain` layer, \
        nested ones included. Protocols, actors, enums and structs are fine; test files and \
        `#if DEBUG` code are left alone. Domain should hold no concrete services either, so a \
        class there is reported whatever its role; a concrete repository class is also reported \
        by `layer-repository-protocol`.

        As `clean-domain-entity-shape` this covers only the "is a struct" half of that row; the \
        conformances are checked by `layer-model-equatable-sendable` (Equatable and Sendable), \
        and `Identifiable`/`Hashable` are not required here.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("Domain/User.swift", """
                import Foundation
                public final class ↓User {
                    public var name: String
                    public init(name: String) { self.name = name }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Catalog.swift", """
                public struct Catalog: Equatable, Sendable {}
                extension Catalog {
                    public final class ↓Cache {}
                }
                #if os(iOS)
                class ↓Box<Value> { var value: Value? }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Domain/Sources/Domain/Money.swift", """
                open class ↓Money: NSObject {}
                """),
                ExampleFile("Packages/Domain/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Domain", targets: [.target(name: "Domain")])
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Domain/Models.swift", """
                // A class would share state; these are values.
                public struct Order: Equatable, Sendable { public let id: String }
                public enum OrderStatus: Sendable { case open, closed }
                public protocol OrderRepository: AnyObject, Sendable {}
                public actor OrderLedger {}
                public struct ClassRoster: Equatable, Sendable {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Data/UserEntity.swift", "final class UserEntity {}"),
                ExampleFile("FeatureProfile/ProfileViewModel.swift", "@Observable final class ProfileViewModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/DomainTests/Spy.swift", "final class Spy {}"),
                ExampleFile("Domain/Previews.swift", """
                #if DEBUG
                final class PreviewClock {}
                #endif
                """),
                ExampleFile("Shared/Box.swift", "final class Box {}"),
            ]),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        project.allTypes.compactMap { entry in
            guard entry.type.kind == .class, entry.placement.layer == .domain, ClinicIndexQueries.isProduction(entry) else { return nil }
            return finding(entry.file.path, entry.type.location,
                "'\(entry.type.qualifiedName)' is a class in Domain; model domain data as a struct that is Equatable and Sendable, and keep concrete services out of Domain.")
        }
    }
}
