import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags a Domain module that lacks the contracts the clinic architecture expects it to declare.
struct ClinicDomainContractsRule: ProjectRule {
    /// The `errorType` option.
    static let errorType = Option<String>("errorType", default: "AppError", "The app-wide error type Domain must declare.")

    /// The `errorRouting` option.
    static let errorRouting = Option<String>("errorRouting", default: "ErrorRouting", "The error-routing protocol Domain must declare.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "clinic-domain-contracts", title: "Domain declares AppError, ErrorRouting and coordinator protocols", category: .clinic,
        impact: .nonNegotiable, presets: [.clinic], needsLayers: true,
        rationale: """
        Domain is where the layers meet without knowing each other, so it has to hold the shared \
        contracts: one app-wide error type that every layer reports, an error-routing protocol \
        that decides how failures are shown, and a `*Coordinating` protocol for each feature that \
        navigates, which features call and the App target implements. Without them features invent \
        their own error alerts or reach for concrete coordinators.

        One finding per missing contract, reported on the Domain module itself: at the \
        `.target(` call of the Domain target when a `Package.swift` declares it (a place that does \
        not move with the set of files linted), else at the start of the first Domain file in \
        path order (layer `domain`, test files excluded). A contract is missing when there is no \
        type named `errorType` (default `AppError`) of any kind; no protocol named `errorRouting` (default `ErrorRouting`); and no protocol whose \
        name ends in `Coordinating` while the project has a class whose name ends in \
        `Coordinator` outside test files (the sign of a feature that navigates). All Domain \
        modules are searched together. A project with no Domain files is left alone, since the \
        Domain may simply not be among the linted paths. The rule does not check that every \
        navigating feature has its own protocol, only that coordination goes through one at all.
        """,
        options: [
            errorType,
            errorRouting,
        ],
        triggering: [
            RuleExample(project: [
                ExampleFile("Domain/Order.swift", """
                ↓↓↓public struct Order: Equatable, Sendable {}
                // AppError and ErrorRouting will come later.
                """),
                ExampleFile("Domain/OrderRepository.swift", "public protocol OrderRepository: Sendable {}"),
                ExampleFile("App/OrdersCoordinator.swift", """
                import SwiftUI
                @Observable final class OrdersCoordinator { var path = NavigationPath() }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Domain/Sources/Domain/AppError.swift", """
                public enum AppError: Error, Equatable { case offline, unauthorized }
                public protocol ErrorRouting: AnyObject { func route(_ error: AppError) }
                """),
                ExampleFile("Packages/Domain/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Domain", targets: [↓.target(name: "Domain")])
                """),
                ExampleFile("Packages/Domain/Sources/Domain/Routes.swift", "public enum CheckoutRoute: Hashable { case summary }"),
                ExampleFile("FeatureCheckout/CheckoutFlow.swift", """
                enum Flow {
                    final class CheckoutCoordinator {}
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Coordination.swift", """
                ↓#if canImport(Foundation)
                public protocol ProfileCoordinating: AnyObject {}
                #endif
                """),
                ExampleFile("Domain/Errors.swift", """
                public enum AppError: Error { case offline }
                public struct ErrorRouting {}
                public protocol ErrorRoutingDelegate {}
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Domain/Contracts.swift", """
                public enum AppError: Error, Sendable { case offline }
                public protocol ErrorRouting: AnyObject { func route(_ error: AppError) }
                public protocol OrdersCoordinating: AnyObject { func showDetail(id: String) }
                """),
                ExampleFile("App/OrdersCoordinator.swift", "final class OrdersCoordinator: OrdersCoordinating {}"),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureOrders/OrdersView.swift", "import SwiftUI"),
                ExampleFile("App/AppCoordinator.swift", "final class AppCoordinator {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Contracts.swift", """
                public struct AppError: Error { public let message: String }
                public protocol ErrorRouting { func route(_ error: AppError) }
                """),
                ExampleFile("FeatureOrders/CoordinatorBadge.swift", "struct Coordinator {}"),
                ExampleFile("Tests/AppTests/NavigationCoordinator.swift", "final class FakeCoordinator {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Contracts.swift", """
                public enum Failure: Error { case offline }
                public protocol FailureRouting {}
                """),
            ], options: ["errorType": .string("Failure"), "errorRouting": .string("FailureRouting")]),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        let domainFiles = project.files.filter { file in
            guard let placement = project.placements[file.path] else { return false }
            return placement.layer == .domain && !placement.isTestFile
        }
        guard let first = domainFiles.first else { return [] }
        let (path, point, module) = anchor(in: project, firstFile: first)
        let domainTypes = domainFiles.flatMap(\.types)
        let errorType = configuration[Self.errorType]
        let errorRouting = configuration[Self.errorRouting]
        var findings: [Finding] = []
        if !domainTypes.contains(where: { $0.name == errorType }) {
            findings.append(finding(path, point,
                "Domain module '\(module)' declares no `\(errorType)`; define the app-wide error type in Domain so every layer reports failures in one shape."))
        }
        if !domainTypes.contains(where: { $0.name == errorRouting && $0.kind == .protocol }) {
            findings.append(finding(path, point,
                "Domain module '\(module)' declares no `\(errorRouting)` protocol; declare it in Domain so ViewModels hand errors to an injected router instead of presenting them."))
        }
        let coordinators = project.allTypes.filter { entry in
            entry.type.kind == .class && entry.type.name.hasSuffix("Coordinator") && !entry.placement.isTestFile
        }
        if let coordinator = coordinators.first,
           !domainTypes.contains(where: { $0.kind == .protocol && $0.name.hasSuffix("Coordinating") }) {
            findings.append(finding(path, point,
                "Domain module '\(module)' declares no `*Coordinating` protocol although the project has coordinators such as '\(coordinator.type.name)'; declare the navigation contract in Domain and implement it in the App target."))
        }
        return findings
    }

    /// Where findings about the Domain module land: the `.target(` call of the first Domain
    /// target in the first manifest (path order) that declares one, which stays put whatever
    /// Swift files were linted; else the start of the first Domain file in path order.
    private func anchor(in project: ProjectIndex, firstFile: FileSummary) -> (String, SourcePoint, String) {
        for manifest in project.layout.manifests.values.sorted(by: { $0.path < $1.path }) {
            if let target = manifest.targets.first(where: { $0.kind != .test && project.layout.layer(ofModule: $0.name) == .domain }) {
                return (manifest.path, target.location, target.name)
            }
        }
        return (firstFile.path, ClinicIndexQueries.fileStart, project.placements[firstFile.path]?.module ?? "Domain")
    }
}
