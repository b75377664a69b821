import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Foundation
import SwiftSyntax

/// Flags ViewModels that expose raw Domain models to their views.
struct LayerViewmodelBoundaryRule: ProjectRule {
    /// The `suffixes` option.
    static let suffixes = Option<[String]>("suffixes", default: ["ViewModel"], "Class-name endings that mark a ViewModel.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "layer-viewmodel-boundary", title: "ViewModels expose display-ready state, not Domain models", category: .layer, impact: .high,
        presets: [.clinic],
        rationale: """
        A ViewModel sits between the Domain and the screen: it turns models into text, flags and \
        small enums the view can show as they are. When it publishes the Domain model itself, \
        the view starts formatting dates, adding up prices and switching over statuses inside \
        `body`, which re-runs on every render, cannot be unit-tested without UI, and breaks when \
        the model changes.

        The rule needs the project index. It reports, at the property name, a stored instance \
        property of a class whose name ends in one of `suffixes` (`ViewModel`) when the property \
        is readable from outside (not `private`/`fileprivate`; `private(set)` is still readable) \
        and its declared type is a single Domain model: `Order`, `Order?`, `Order!` or \
        `Domain.Order`, where every declaration of that name in the project is a struct or class \
        in a module of the `domain` layer. Left alone, to stay precise: collections of models \
        (`[Order]`, which list screens and the catalog's own list examples publish), generic \
        wrappers (`Loadable<Order>`), Domain enums (often already display-sized), protocols, \
        names also declared outside Domain, computed and `static` properties, properties inside \
        `#if` blocks (the index does not list them), ViewModels in Domain itself, in test files \
        or in `#if DEBUG`, `private`/`fileprivate` properties, and projects without a Domain module.
        """,
        options: [suffixes],
        triggering: [
            RuleExample(project: [
                ExampleFile("Domain/Order.swift", """
                public struct Order: Equatable, Sendable {
                    public let id: String
                    public let placedAt: Date
                }
                public struct Customer: Equatable, Sendable { public let name: String }
                """),
                ExampleFile("FeatureOrders/OrderDetailViewModel.swift", """
                import Domain
                import Observation

                @Observable
                final class OrderDetailViewModel {
                    var ↓order: Order?
                    private(set) var ↓customer: Domain.Customer
                    var title = ""
                    private let repository: any OrderRepository

                    init(customer: Customer, repository: any OrderRepository) {
                        self.customer = customer
                        self.repository = repository
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Models/Invoice.swift", "public struct Invoice: Sendable { public let total: Decimal }"),
                ExampleFile("App/Screens/BillingScreen.swift", """
                enum Billing {
                    final class SummaryViewModel {
                        let ↓invoice: Invoice!
                        init(invoice: Invoice) { self.invoice = invoice }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Patient.swift", "public struct Patient: Sendable { public let name: String }"),
                ExampleFile("FeaturePatients/PatientPresenter.swift", """
                final class PatientPresenter {
                    var ↓patient: Patient?
                }
                """),
            ], options: ["suffixes": .strings(["Presenter"])]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Domain/Order.swift", """
                public struct Order: Sendable { public let id: String }
                public enum OrderStatus: Sendable { case open, shipped }
                """),
                ExampleFile("FeatureOrders/OrderDetailViewModel.swift", """
                // var order: Order? here would be reported.
                @Observable
                final class OrderDetailViewModel {
                    var orderNumber = ""
                    var status: OrderStatus = .open
                    var orders: [Order] = []
                    var state: Loadable<Order> = .idle
                    private var order: Order?
                    fileprivate var draft: Order?
                    static var sample: Order?
                    var latest: Order? { orders.first }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureOrders/OrderRowViewModel.swift", """
                struct Order { let id: String }
                final class OrderRowViewModel {
                    var order: Order?
                }
                """),
                ExampleFile("Domain/Order.swift", "public struct Order: Sendable { public let id: String }"),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureCart/CartViewModel.swift", """
                final class CartViewModel {
                    var cart: Cart?
                }
                """),
                ExampleFile("Shared/Cart.swift", "struct Cart {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Order.swift", "public struct Order: Sendable { public let id: String }"),
                ExampleFile("Tests/FeatureOrdersTests/StubOrderViewModel.swift", """
                final class StubOrderViewModel {
                    var order: Order?
                }
                """),
                ExampleFile("Domain/OrderViewModel.swift", """
                public final class OrderViewModel {
                    public var order: Order?
                }
                """),
            ]),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        let suffixes = configuration[Self.suffixes].filter { !$0.isEmpty }
        var findings: [Finding] = []
        for entry in project.allTypes {
            guard entry.type.kind == .class, suffixes.contains(where: { entry.type.name.hasSuffix($0) }),
                  !entry.placement.isTestFile, entry.placement.layer != .domain, !entry.type.isDebugOnly else { continue }
            for property in entry.type.properties where property.isStored && !property.isStatic && !property.typeText.isEmpty {
                guard property.isReadableOutsideType, let model = property.plainTypeName,
                      isDomainModel(model, in: project) else { continue }
                findings.append(finding(entry.file.path, property.location,
                    "`\(entry.type.name)` exposes the Domain model `\(model)` as `\(property.name)`; publish display-ready values (formatted text, flags, small enums) and keep the model private."))
            }
        }
        return findings
    }

    /// Whether every declaration of `name` is a struct or class in a Domain-layer file.
    private func isDomainModel(_ name: String, in project: ProjectIndex) -> Bool {
        let declarations = project.declarations(of: name)
        return !declarations.isEmpty && declarations.allSatisfy { entry in
            entry.placement.layer == .domain && !entry.placement.isTestFile && (entry.type.kind == .struct || entry.type.kind == .class)
        }
    }
}
