import ArchitectCore
import ArchitectProject

/// Flags a network service, repository or ViewModel that holds or takes a type of a layer above it.
struct MvvmArchLayerDirectionRule: ProjectRule {
    /// The layers of the mvvm guide, bottom first.
    enum Tier: Int, Comparable {
        case network, repository, viewModel, view

        static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }

        var label: String {
            switch self {
            case .network: "network service"
            case .repository: "repository"
            case .viewModel: "ViewModel"
            case .view: "View"
            }
        }
    }

    static let description = RuleDescription(
        id: "mvvm-arch-layer-direction", title: "Layers depend only downwards",
        category: .mvvmArchitecture, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide stacks four layers: Views above ViewModels above repositories above the \
        network service, each depending only on the ones below. A repository that keeps a \
        ViewModel, or a ViewModel that holds a View, turns the arrow round: the lower layer can no \
        longer be built, tested or reused without the upper one, and the two form a cycle.

        The layer of a project type: a View is a struct or enum that conforms to `View` (in its \
        declaration, an extension, or through a project protocol); a ViewModel is a class whose \
        name ends in `ViewModel`; a repository is a type whose name ends in `Repository`, \
        `RepositoryImpl` or `RepositoryProtocol`; a network service is one whose name ends in \
        `NetworkService`, `NetworkServiceImpl`, `NetworkServiceProtocol`, `NetworkServicing` or \
        `APIClient`. Reported, at the written type (or the property's name for `= X()`): a stored \
        property or an initializer parameter of a network service, repository or ViewModel \
        that names a project type of a higher layer (a property's type, \
        or the type its initial value constructs).

        Left alone: references inside method bodies and method signatures (the declaration index \
        does not hold them), existential and collection types (`any P`, `[P]`), types the \
        project does not declare (`AnyView`, `UIViewController`), a ViewModel that reaches the \
        network service past its repository, test files, `#if DEBUG` code and test doubles \
        (`Mock…`, `Stub…`, `Preview…`). Module import cycles are rejected by the compiler and not \
        checked here.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("Features/Products/Repository/ProductRepositoryImpl.swift", """
                final class ProductRepositoryImpl: ProductRepository {
                    private weak var owner: ↓ProductListViewModel?
                    init(network: NetworkService, owner: ↓ProductListViewModel) { self.owner = owner }
                }
                protocol ProductRepository {}
                """),
                ExampleFile("Features/Products/ViewModel/ProductListViewModel.swift",
                            "@Observable final class ProductListViewModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Cart/ViewModel/CartViewModel.swift", """
                #if os(iOS)
                @Observable @MainActor
                final class CartViewModel {
                    var header: ↓CartHeader?
                    let ↓footer = CartFooter()
                }
                #endif
                """),
                ExampleFile("Features/Cart/View/CartHeader.swift", """
                import SwiftUI
                struct CartHeader { var body: some View { Text("Cart") } }
                extension CartHeader: View {}
                struct CartFooter: View { var body: some View { EmptyView() } }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Network/NetworkService.swift", """
                enum Core {
                    final class URLSessionNetworkService {
                        let cache: ↓OrdersRepositoryImpl
                        init(cache: ↓OrdersRepositoryImpl) { self.cache = cache }
                    }
                }
                """),
                ExampleFile("Features/Orders/Repository/OrdersRepositoryImpl.swift", "final class OrdersRepositoryImpl {}"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Features/Products/View/ProductListView.swift", """
                import SwiftUI
                struct ProductListView: View {
                    @State private var viewModel: ProductListViewModel
                    var body: some View { Text("Products") }
                }
                """),
                ExampleFile("Features/Products/ViewModel/ProductListViewModel.swift", """
                @Observable final class ProductListViewModel {
                    private let repository: ProductRepository
                    var destination: AnyView?
                    init(repository: ProductRepository) { self.repository = repository }
                }
                """),
                ExampleFile("Features/Products/Repository/ProductRepositoryImpl.swift", """
                protocol ProductRepository {}
                final class ProductRepositoryImpl: ProductRepository {
                    private let network: NetworkService
                    init(network: NetworkService) { self.network = network }
                    func bind(_ model: ProductListViewModel) {}
                }
                final class NetworkService {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/MockProductRepository.swift", """
                final class MockProductRepository {
                    var lastViewModel: ProductListViewModel?
                }
                """),
                ExampleFile("Features/Products/Model/ProductModelStub.swift", """
                #if DEBUG
                final class PreviewProductRepository { let screen = ProductScreen() }
                #endif
                final class StubProductRepository { let screen = ProductScreen() }
                """),
                ExampleFile("Features/Products/View/ProductScreen.swift",
                            "import SwiftUI\nstruct ProductScreen: View { var body: some View { EmptyView() } }"),
                ExampleFile("Features/Products/ViewModel/ProductListViewModel.swift", "final class ProductListViewModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Features/Settings/SettingsViewModel.swift", """
                // The ViewModel never holds SettingsView.
                final class SettingsViewModel {
                    let title = "SettingsView"
                    let rows: [SettingsRow] = []
                    let style: RowStyle
                    init(style: RowStyle) { self.style = style }
                }
                struct RowStyle {}
                """),
                ExampleFile("Features/Settings/SettingsRow.swift",
                            "import SwiftUI\nstruct SettingsRow: View { var body: some View { EmptyView() } }"),
                ExampleFile("Features/Settings/ViewModelView.swift", "final class ViewModelView {}\nstruct AccountViewModel { let view: SettingsRow }"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    /// The layer `entry` belongs to, if any.
    static func tier(of entry: ProjectIndex.TypeEntry, in project: ProjectIndex, viewTypes: Set<String>) -> Tier? {
        let type = entry.type
        let name = type.name
        if viewTypes.contains(name) { return .view }
        if type.kind == .class, name.hasSuffix("ViewModel") { return .viewModel }
        if ["Repository", "RepositoryImpl", "RepositoryProtocol"].contains(where: { name.hasSuffix($0) }) { return .repository }
        if NetworkLayer.hasSuffix(name, among: ["NetworkService", "NetworkServiceImpl", "NetworkServiceProtocol", "NetworkServicing", "APIClient"]) {
            return .network
        }
        return nil
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        // Project structs and enums that conform to View.
        var viewTypes = Set<String>()
        for entry in project.allTypes where [.struct, .enum].contains(entry.type.kind) {
            if ClinicIndexQueries.conformances(of: entry.type.name, in: project).contains("View") { viewTypes.insert(entry.type.name) }
        }
        var tiers: [String: Tier] = [:]
        var ambiguous = Set<String>()
        for entry in project.allTypes where ClinicIndexQueries.isProduction(entry) {
            guard let tier = Self.tier(of: entry, in: project, viewTypes: viewTypes) else { continue }
            if let known = tiers[entry.type.name], known != tier { ambiguous.insert(entry.type.name) }
            tiers[entry.type.name] = tier
        }
        for name in ambiguous { tiers[name] = nil }
        var findings: [Finding] = []
        for entry in project.allTypes where ClinicIndexQueries.isProduction(entry) && !NetworkLayer.isDouble(entry.type.name) {
            guard let own = tiers[entry.type.name], own != .view else { continue }
            let type = entry.type
            func check(_ name: String?, at point: SourcePoint?) {
                guard let name, let point, let other = tiers[name], other > own, name != type.name else { return }
                findings.append(finding(entry.file.path, point,
                    "\(own.label.prefix(1).uppercased() + own.label.dropFirst()) '\(type.name)' depends on the \(other.label) '\(name)' above it; pass data or a closure down instead, so each layer depends only on the ones below."))
            }
            for property in type.properties where property.isStored {
                if property.typeName != nil {
                    check(property.typeName, at: property.typeLocation)
                } else {
                    check(property.initializerCallee, at: property.location)
                }
            }
            for initializer in type.initializers {
                for parameter in initializer.parameters { check(parameter.typeName, at: parameter.typeLocation) }
            }
        }
        return findings
    }
}
