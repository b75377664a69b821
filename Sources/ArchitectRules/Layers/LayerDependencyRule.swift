import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import SwiftSyntax

/// Flags Domain code that depends on UI, persistence, networking, packages or other project modules.
struct LayerDependencyRule: SyntaxRule, ProjectRule {
    /// The Apple frameworks a Domain file may not import, by default.
    static let defaultForbiddenImports = ["SwiftUI", "SwiftUICore", "UIKit", "AppKit", "WatchKit", "CoreData", "SwiftData", "Combine"]

    /// The `forbiddenImports` option.
    static let forbiddenImports = Option<[String]>("forbiddenImports", default: defaultForbiddenImports, "Apple frameworks Domain files may not import.")

    /// The `allowedModules` option.
    static let allowedModules = Option<[String]>("allowedModules", default: [], "Packages Domain may import after all (for example a tiny utility package).")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "layer-dependency-rule", title: "Domain depends on nothing but Swift and Foundation", category: .layer, impact: .high,
        presets: [.clinic],
        rationale: """
        Domain is the innermost layer: models, repository and coordinator protocols, errors. It \
        stays plain Swift so it compiles and tests anywhere, without a simulator, and so no \
        framework change ripples into it. Foundation value types (`Date`, `URL`, `UUID`, \
        `Decimal`) are fine; UI, persistence and networking are not.

        Reported in files of the `domain` layer, test files excluded: an `import` of a framework \
        in `forbiddenImports` (SwiftUI, UIKit, AppKit, WatchKit, CoreData, SwiftData and, \
        following the guide's "no framework imports" stance and its async/await-only \
        concurrency, Combine); a dependency on a module that is neither a project module (a \
        target of any manifest read) nor one of Apple's or Swift's own modules (a third-party \
        package) unless listed in `allowedModules`; a dependency on a project module of a known \
        layer other than `shared` (another Domain module is fine, and a module of no known layer \
        is left alone, since the rule cannot tell what it is); each reference to `URLSession`; \
        the `@Model` attribute; `@Attribute` and `@Relationship` when the file imports SwiftData \
        (or writes `SwiftData.`), since a project may declare wrappers of those names; and \
        SwiftUI's `Color` when the file imports SwiftUI or writes `SwiftUI.Color`, since a \
        Domain may define its own `Color`. Dependencies on modules are reported once per pair \
        of modules: at the dependency in the Domain target's `Package.swift` when the manifest \
        declares it, else at the first `import` in path order, with a count of the other files.
        """,
        options: [
            forbiddenImports,
            allowedModules,
        ],
        triggering: [
            RuleExample(project: [
                ExampleFile("Domain/Membership.swift", """
                ↓import SwiftUI
                import Foundation
                ↓import SwiftData

                ↓@Model
                final class Membership {
                    ↓@Attribute(.unique) var code: String
                    ↓@Relationship(deleteRule: .cascade) var perks: [Perk] = []
                    var level: Int
                    var badge: ↓Color { level > 2 ? ↓Color.orange : .secondary }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Domain/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(
                    name: "Domain",
                    dependencies: [.package(url: "https://example.com/Alamofire.git", from: "5.0.0")],
                    targets: [
                        .target(name: "Domain", dependencies: [
                            .product(name: ↓"Alamofire", package: "Alamofire"),
                            ↓"Data",
                        ]),
                    ]
                )
                """),
                ExampleFile("Packages/Domain/Sources/Domain/OrderService.swift", """
                import Foundation
                import Alamofire
                import Data
                public struct OrderService {
                    public func load(_ url: URL) async throws -> Foundation.Data {
                        try await ↓URLSession.shared
                            .data(from: url)
                            .0
                    }
                }
                """),
                ExampleFile("Packages/Data/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Data", targets: [.target(name: "Data")])
                """),
                ExampleFile("Packages/Data/Sources/Data/Store.swift", "public struct Store {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Badge.swift", """
                #if canImport(UIKit)
                ↓import UIKit
                #endif
                public struct Badge {
                    public let color: ↓SwiftUI.Color
                    let session: ↓Foundation.URLSession?
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Domain/Order.swift", """
                import Foundation
                import OrdersDomain
                public protocol OrderRepository: Sendable {}
                """),
                ExampleFile("OrdersDomain/Item.swift", "public struct Item: Sendable {}"),
                ExampleFile("FeatureOrders/OrdersView.swift", "import Domain"),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Order.swift", """
                import Foundation
                import SharedKit
                // Domain must never `import SwiftUI` or touch URLSession.
                public enum Color: String, Sendable { case red, green }
                public struct Order: Equatable, Sendable {
                    public let id: UUID
                    public let status: Color
                    @Attribute public var note: String
                    let label = "URLSession"
                    let factory: URLSessionFactory
                }
                """),
                ExampleFile("SharedKit/Clock.swift", "public struct Clock {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Data/RemoteUserRepository.swift", """
                import Foundation
                import SwiftData
                import Domain
                @Model final class UserEntity { @Attribute(.unique) var id: String = "" }
                final class RemoteUserRepository { let session = URLSession.shared }
                """),
                ExampleFile("Domain/User.swift", "public struct User: Equatable, Sendable {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/DomainTests/UserTests.swift", """
                import SwiftUI
                import Testing
                @testable import Domain
                let tint = Color.red
                """),
                ExampleFile("Domain/User.swift", "public struct User: Equatable, Sendable {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Money.swift", """
                import Foundation
                import Tagged
                public struct Money: Equatable, Sendable { public let cents: Int }
                """),
            ], options: ["allowedModules": .strings(["Tagged"])]),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    // MARK: File part

    /// The types Domain code may not use, and the modules they may be qualified with (built once,
    /// not for every node).
    private static let referencedTypes: Set<String> = ["URLSession", "Color"]
    private static let typeModules: Set<String> = ["Foundation", "FoundationNetworking", "SwiftUI"]

    /// Checks one node handed over by the engine's single walk.
    public func visit(_ importDecl: ImportDeclSyntax, in file: FileContext) {
        guard file.layer == .domain, !file.isTestFile,
              let module = importDecl.path.first?.name.text,
              configuration[Self.forbiddenImports].contains(module) else { return }
        report(importDecl, "Domain file imports \(module); keep Domain pure Swift with Foundation value types and move UI, persistence or reactive code into a feature or Data.", in: file)
    }

    public func visit(_ attribute: AttributeSyntax, in file: FileContext) {
        guard file.layer == .domain, !file.isTestFile else { return }
        checkAttribute(attribute, in: file)
    }

    public func visit(_ node: IdentifierTypeSyntax, in file: FileContext) { checkReference(Syntax(node), in: file) }
    public func visit(_ node: MemberTypeSyntax, in file: FileContext) { checkReference(Syntax(node), in: file) }
    public func visit(_ node: DeclReferenceExprSyntax, in file: FileContext) { checkReference(Syntax(node), in: file) }

    /// Reports a Domain use of `URLSession` or of SwiftUI's `Color` at a type reference.
    private func checkReference(_ node: Syntax, in file: FileContext) {
        guard file.layer == .domain, !file.isTestFile,
              let reference = SyntaxQueries.typeReference(at: node, among: Self.referencedTypes, qualifiedBy: Self.typeModules) else { return }
        if reference.name == "URLSession" {
            report(reference.node, "Domain code uses `URLSession`; networking belongs in Data, so declare a repository protocol in Domain and implement it there.", in: file)
        } else if isQualified(reference.node, by: "SwiftUI") || importsAny(["SwiftUI", "SwiftUICore"], node) {
            report(reference.node, "Domain code uses SwiftUI's `Color`; expose a semantic value such as an enum and let the view layer choose the colour.", in: file)
        }
    }

    private func checkAttribute(_ attribute: AttributeSyntax, in file: FileContext) {
        let typeName = attribute.attributeName
        guard let name = SyntaxQueries.baseTypeName(typeName), ["Model", "Attribute", "Relationship"].contains(name) else { return }
        let qualifier = typeName.as(MemberTypeSyntax.self)?.baseType.as(IdentifierTypeSyntax.self)?.name.text
        if let qualifier, qualifier != "SwiftData" { return }
        if name != "Model", qualifier == nil, !importsAny(["SwiftData"], attribute) { return }
        report(attribute, "Domain type uses SwiftData's `@\(name)`; keep Domain models as plain structs and map persistence entities to them in Data.", in: file)
    }

    private func isQualified(_ anchor: Syntax, by module: String) -> Bool {
        if let member = anchor.as(MemberTypeSyntax.self) { return member.baseType.as(IdentifierTypeSyntax.self)?.name.text == module }
        if let member = anchor.as(MemberAccessExprSyntax.self) { return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == module }
        return false
    }

    private func importsAny(_ modules: Set<String>, _ node: some SyntaxProtocol) -> Bool {
        guard let tree = SyntaxQueries.sourceFile(of: node) else { return false }
        return !SyntaxQueries.importedModules(of: tree).isDisjoint(with: modules)
    }

    // MARK: Project part

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        let shared = project.moduleNames.filter { project.layout.layer(ofModule: $0) == .shared }.sorted()
        let sharedModules = shared.isEmpty ? "other Domain modules and shared utility modules"
            : "other Domain modules and " + shared.map { "'\($0)'" }.joined(separator: ", ")
        var findings = ClinicSupport.forbiddenDependencyFindings(of: self, breach: .domainDependency, in: project) { use, _, toLayer in
            "Domain module '\(use.from)' \(ClinicSupport.verb(use)) '\(use.to)' (\(toLayer)); Domain may depend only on \(sharedModules), so invert the dependency with a protocol declared in Domain."
        }
        let projectModules = project.moduleNames
        let known = ClinicSupport.appleModules.union(configuration[Self.allowedModules])
            .union(configuration[Self.forbiddenImports])
        func isThirdParty(_ module: String) -> Bool { !projectModules.contains(module) && !known.contains(module) }
        var reported = Set<String>()
        for site in ClinicSupport.thirdPartyDependencies(in: project, layer: .domain, known: known) {
            reported.insert("\(site.path):\(site.location.line):\(site.location.column)")
            findings.append(finding(site.path, site.location, ClinicSupport.noting(site.otherFiles, in:
                "Domain module '\(site.module)' imports third-party module '\(site.dependency)'; keep Domain free of packages and wrap the library in Data behind a Domain protocol.")))
        }
        for manifest in project.layout.manifests.values.sorted(by: { $0.path < $1.path }) {
            for target in manifest.targets where target.kind != .test && project.layout.layer(ofModule: target.name) == .domain {
                for dependency in target.dependencies where isThirdParty(dependency.name)
                    && reported.insert("\(manifest.path):\(dependency.location.line):\(dependency.location.column)").inserted {
                    findings.append(finding(manifest.path, dependency.location,
                        "Domain target '\(target.name)' depends in Package.swift on package product '\(dependency.name)'; keep Domain free of packages and use the library from Data behind a Domain protocol."))
                }
            }
        }
        return findings
    }
}
