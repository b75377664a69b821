import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import SwiftSyntax

/// Flags dependency containers outside the App target and ViewModels that build their own services.
struct DiContainerCompositionRule: ProjectRule {
    /// Name endings of service types a ViewModel must not construct, by default.
    static let defaultServiceSuffixes = ["Service", "Repository", "Client"]

    /// The `containerNames` option.
    static let containerNames = Option<[String]>("containerNames", default: ["DependencyContainer"], "Names of dependency-container types that belong in the App target.")

    /// The `serviceSuffixes` option.
    static let serviceSuffixes = Option<[String]>("serviceSuffixes", default: defaultServiceSuffixes, "Name endings of services a ViewModel must receive rather than build.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "di-container-composition", title: "Compose dependencies once, in the App target", category: .di, impact: .mediumHigh,
        presets: [.clinic],
        rationale: """
        Live implementations are created in one composition root in the App target and handed \
        down; nothing else decides which concrete service runs. A ViewModel that constructs its \
        own network service or repository hides a dependency, creates duplicate instances with \
        separate caches, and cannot be tested with a mock. A container declared in a feature or \
        in Domain drags every implementation into that module.

        Reported: a type named in `containerNames` (default `DependencyContainer`) declared in a \
        module whose layer is known and is not `app`, at its name; and, in a class that is \
        `@Observable` or named `*ViewModel`, a stored instance property (`let`, `var` or \
        `lazy var`) initialised by constructing (`Type(…)`, `Type.init(…)`, `Module.Type(…)`; not a \
        lowercase factory such as `makeService()`) a type whose name ends in one of `serviceSuffixes` \
        (default `Service`, `Repository`, `Client`), at the property name, once per property \
        even when the call nests others. Left alone: stateless helpers, that is a type the \
        project declares only as a struct or enum with no stored `var`, built with no \
        arguments (`TextEditingService()` that formats text has no state or dependency to \
        inject); the App layer (the composition root itself), \
        container types, static properties (preview fixtures), test files and \
        types declared under `#if DEBUG`. Hidden singletons (`.shared`) are `di-no-hidden-singleton`'s business, and a \
        container created somewhere other than the `@main` App is not checked.
        """,
        options: [
            containerNames,
            serviceSuffixes,
        ],
        triggering: [
            RuleExample(project: [
                ExampleFile("FeatureAccount/AccountViewModel.swift", """
                import Observation
                @Observable
                final class AccountViewModel {
                    private let ↓api = APIService()
                    private let ↓accounts = AccountRepository(
                        api: APIService(), cacheSize: 20
                    )
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureSettings/SettingsViewModel.swift", """
                #if os(iOS)
                final class SettingsViewModel {
                    lazy var ↓client = Networking.APIClient(baseURL: Config.baseURL)
                    var ↓preferences: PreferencesRepository = PreferencesRepository()
                }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureOrders/DependencyContainer.swift", """
                import Domain
                final class ↓DependencyContainer {
                    let orders: any OrderRepository
                    init(orders: any OrderRepository) { self.orders = orders }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureCart/CartViewModel.swift", """
                @Observable final class CartViewModel {
                    let ↓pricing = PricingService.init()
                    let ↓stock = Shop.Inventory.StockClient<Item>()
                    let ↓formatter = FormattingService()
                }
                """),
                ExampleFile("FeatureCart/FormattingService.swift", """
                struct FormattingService {
                    var locale = Locale.current
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("FeatureEditor/EditorViewModel.swift", """
                @Observable final class EditorViewModel {
                    private let textEditing = TextEditingService()
                    private let posting = Editor.PostingService()
                }
                """),
                ExampleFile("FeatureEditor/TextEditingService.swift", """
                struct TextEditingService {
                    private let text = TextService()
                    func trimmed(_ value: String) -> String { value }
                }
                enum Editor {
                    struct PostingService {
                        protocol Client { func post() async throws }
                        func post(using client: any Client) async throws { try await client.post() }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/DependencyContainer.swift", """
                import Data
                @Observable
                final class DependencyContainer {
                    let network = NetworkService()
                    lazy var orders = RemoteOrderRepository(network: network)
                }
                @Observable final class AppViewModel { let session = SessionService() }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureProfile/ProfileViewModel.swift", """
                // Never write `let network = NetworkService()` here.
                @Observable
                final class ProfileViewModel {
                    private let users: any UserRepository
                    private let formatter = DateFormatter()
                    private let cache = RepositoryCache()
                    let title = "NetworkService()"
                    static let preview = ProfileViewModel(users: MockUserRepository())
                    init(users: any UserRepository) { self.users = users }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureProfile/ImageLoader.swift", """
                final class ImageLoader { let client = HTTPClient() }
                struct ProfileCard { let service = AvatarService() }
                #if DEBUG
                @Observable final class PreviewProfileViewModel { let users = StubUserRepository() }
                #endif
                """),
                ExampleFile("Tests/FeatureProfileTests/Fixtures.swift", """
                @Observable final class ProbeViewModel { let users = MockUserRepository() }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Navigation/DependencyContainer.swift", "final class DependencyContainer {}"),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureCart/CartViewModel.swift", """
                @Observable final class CartViewModel {
                    let pricing = makePricingService()
                    let stock = factory.StockClient()
                    let service: any PricingService = Self.defaultService()
                }
                """),
            ]),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// The ViewModel properties that build a service in place.
    private func inlineServices(_ project: ProjectIndex) -> [Finding] {
        let suffixes = configuration[Self.serviceSuffixes]
        var findings: [Finding] = []
        for entry in project.allTypes where ClinicIndexQueries.isProduction(entry) && entry.placement.layer != .app {
            let type = entry.type
            guard type.kind == .class, isViewModel(name: type.name, attributes: type.attributes) else { continue }
            for property in type.properties where property.isStored && !property.isStatic {
                guard let name = constructedName(property), suffixes.contains(where: { name.hasSuffix($0) }),
                      !isStatelessHelper(name, builtBy: property.initializerText ?? "", in: project) else { continue }
                findings.append(finding(entry.file.path, property.location,
                    "'\(type.name)' builds its own '\(name)'; take it as an init parameter typed as a protocol and create the live instance once in the App target's composition root."))
            }
        }
        return findings
    }

    /// The type a property's initializer constructs: `X` for `X(…)`, `M.X(…)`, `X<T>(…)` and `X.init(…)`.
    private func constructedName(_ property: PropertySummary) -> String? {
        guard var callee = property.initializerCallee else { return nil }
        if callee == "init", let text = property.initializerText, let range = text.range(of: ".init") {
            callee = String(text[..<range.lowerBound].split(separator: ".").last ?? "")
        }
        guard UTF8Text.startsUppercase(callee) else { return nil }
        // `factory.StockClient()` calls a member of a value, not a type's initializer.
        let path = (property.initializerText ?? "").prefix { $0 != "(" && $0 != "<" }.split(separator: ".")
        guard path.dropLast().allSatisfy({ UTF8Text.startsUppercase($0) }) else { return nil }
        return callee
    }

    /// Whether the project declares `name` only as structs or enums without stored `var`s, and
    /// the property builds it with no arguments: a stateless helper.
    private func isStatelessHelper(_ name: String, builtBy initializer: String, in project: ProjectIndex) -> Bool {
        let declarations = project.declarations(of: name)
        guard !declarations.isEmpty, initializer.hasSuffix("()") else { return false }
        return declarations.allSatisfy { entry in
            (entry.type.kind == .struct || entry.type.kind == .enum)
                && !entry.type.properties.contains { $0.isStored && !$0.isStatic && !$0.isLet }
        }
    }

    /// Whether a class is a ViewModel: `@Observable` or named `*ViewModel`, and not a container.
    private func isViewModel(name: String, attributes: [String]) -> Bool {
        guard !configuration[Self.containerNames].contains(name) else { return false }
        return name.hasSuffix("ViewModel") || attributes.contains("Observable")
    }

    // MARK: Project part

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        let names = Set(configuration[Self.containerNames])
        return inlineServices(project) + project.allTypes.compactMap { entry in
            guard names.contains(entry.type.name), ClinicIndexQueries.isProduction(entry),
                  let layer = entry.placement.layer, layer != .app else { return nil }
            return finding(entry.file.path, entry.type.location,
                "'\(entry.type.name)' is declared in \(ClinicIndexQueries.label(module: entry.placement.module, layer: layer)); the composition root belongs to the App target, the only module that sees every implementation.")
        }
    }
}
