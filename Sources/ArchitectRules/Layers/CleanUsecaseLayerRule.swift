import ArchitectCore
import ArchitectProject

/// Flags a ViewModel that holds a repository directly in a project that has a use-case layer.
struct CleanUsecaseLayerRule: ProjectRule {
    /// The `useCaseSuffixes` option.
    static let useCaseSuffixes = Option<[String]>("useCaseSuffixes", default: ["UseCase"], "Name endings of use-case types.")
    /// The `repositorySuffixes` option.
    static let repositorySuffixes = Option<[String]>("repositorySuffixes", default: ["Repository", "RepositoryProtocol"],
                                                     "Name endings of repository types.")

    static let description = RuleDescription(
        id: "clean-usecase-layer", title: "ViewModels reach repositories through use cases", category: .layer, impact: .should,
        presets: [.clean],
        rationale: """
        The clean guide's diagram puts a use case between the ViewModel and the repository \
        interface, yet its own ViewModel calls the repository directly. The rule therefore does \
        not demand a use-case layer; it only holds a project to the layer it has chosen: once \
        use cases exist, a ViewModel that talks to a repository itself bypasses the business \
        rules they hold.

        Reported, at the property name: a stored instance property of a class named `…ViewModel` \
        whose declared type is one plain name (or `any Name`) ending in one of \
        `repositorySuffixes`, when the project declares at least one type or protocol whose \
        name ends in one of `useCaseSuffixes` (`UseCase`) outside tests. Left alone: projects \
        without use cases (the guide's own example), repositories passed only to methods or \
        initializers and not stored, generic and collection types, test files, `#if DEBUG` \
        code and properties inside `#if` blocks, which the project index does not list. The \
        clinic guide forbids use cases altogether (catalog K1), so the rule runs only under \
        `clean`.
        """,
        options: [useCaseSuffixes, repositorySuffixes],
        triggering: [
            RuleExample(project: [
                ExampleFile("Domain/FetchArticlesUseCase.swift", """
                public protocol FetchArticlesUseCase: Sendable { func callAsFunction() async throws -> [Article] }
                """),
                ExampleFile("App/Feed/FeedViewModel.swift", """
                @Observable @MainActor final class FeedViewModel {
                    private let ↓repository: ArticleRepository
                    init(repository: ArticleRepository) { self.repository = repository }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/UseCases.swift", "public struct PlaceOrderUseCase {}"),
                ExampleFile("App/Cart/CartViewModel.swift", """
                enum Cart {
                    @Observable final class SummaryViewModel {
                        let ↓orders: any OrdersRepositoryProtocol
                        var ↓cache: Data.OrdersRepository?
                        init(orders: any OrdersRepositoryProtocol) { self.orders = orders }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Login.swift", "public final class LoginInteractor {}"),
                ExampleFile("App/Login/LoginViewModel.swift", """
                final class LoginViewModel {
                    private let ↓session: SessionRepository
                    init(session: SessionRepository) { self.session = session }
                }
                """),
            ], options: ["useCaseSuffixes": .strings(["Interactor"])]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", """
                // No use cases in the project: the guide's own example shape.
                @Observable @MainActor final class FeedViewModel {
                    private let repository: ArticleRepository
                    init(repository: ArticleRepository) { self.repository = repository }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/FetchArticlesUseCase.swift", "public protocol FetchArticlesUseCase {}"),
                ExampleFile("App/Feed/FeedViewModel.swift", """
                @Observable final class FeedViewModel {
                    private let fetchArticles: FetchArticlesUseCase
                    private var repositories: [ArticleRepository] = []
                    var repositoryName: String { "articles" }
                    init(fetchArticles: FetchArticlesUseCase) { self.fetchArticles = fetchArticles }
                }
                final class ArticleStore { let repository: ArticleRepository }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/FetchUseCase.swift", "struct StubFetchUseCase {}"),
                ExampleFile("App/Feed/FeedViewModel.swift", """
                final class FeedViewModel { let repository: ArticleRepository }
                #if DEBUG
                final class PreviewViewModel { let repository: ArticleRepository }
                #endif
                """),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        let useCaseSuffixes = configuration[Self.useCaseSuffixes]
        let repositorySuffixes = configuration[Self.repositorySuffixes]
        let useCase = project.allTypes.first { entry in
            !entry.placement.isTestFile && useCaseSuffixes.contains { entry.type.name.hasSuffix($0) }
        }
        guard let useCase else { return [] }
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .class && ViewModelShapes.isViewModelName(entry.type.name) {
            guard !entry.placement.isTestFile, !entry.type.isDebugOnly else { continue }
            for property in entry.type.properties where property.isStored && !property.isStatic {
                guard let held = Self.heldName(property), repositorySuffixes.contains(where: { held.hasSuffix($0) }) else { continue }
                findings.append(finding(entry.file.path, property.location,
                    "`\(entry.type.name)` holds the repository `\(held)` directly although the project has use cases such as `\(useCase.type.name)`; depend on a use case instead."))
            }
        }
        return findings
    }

    /// The one type name a property holds: its plain type, or `Name` for `any Name`.
    static func heldName(_ property: PropertySummary) -> String? {
        if let plain = property.plainTypeName { return plain }
        let text = property.typeText
        guard text.hasPrefix("any ") else { return nil }
        let rest = text.dropFirst(4)
        guard !rest.isEmpty, rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return rest.split(separator: ".").last.map(String.init)
    }
}
