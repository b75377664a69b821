import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a ViewModel that calls a repository but has no `errorMessage` property.
struct MvvmVmErrorMessageRule: SyntaxRule {
    static let description = RuleDescription(
        id: "mvvm-vm-error-message", title: "ViewModels that load data expose errorMessage", category: .mvvmArchitecture, impact: .must,
        presets: [.mvvm],
        rationale: """
        Repository calls fail, and the mvvm guide routes every failure to one place: the \
        ViewModel keeps `var errorMessage: String?`, sets it in the `.failure` branch, and the \
        screen shows it with `.alert` or an error view. A ViewModel that calls a repository \
        without such a property has nowhere to put the failure, so it is dropped or printed.

        Reported, at the class name: a class named `…ViewModel`, outside tests, previews and \
        `#if DEBUG`, whose body or same-file extensions call a method on a repository (a \
        receiver named `…repository` or `…Repository`: `repository.products()`, \
        `self.productRepository.delete(id)`) and which declares no property named \
        `errorMessage` (of any type; a differently typed one is left to review). Left alone: \
        classes that inherit from a class or protocol of unknown contents (a base ViewModel may \
        declare the property), ViewModels that reach their data through something not named a \
        repository (a service, a client, a use case), and calls in extensions in other files. \
        A loading-state enum that carries the error is the other documents' answer \
        (`data-error-loadable`); under this preset it is still reported.
        """,
        triggering: [
            RuleExample("""
            @Observable @MainActor
            final class ↓ProductViewModel {
                var products: [String] = []
                private let repository: ProductRepository
                init(repository: ProductRepository) { self.repository = repository }

                func fetchProducts() async {
                    if case .success(let data) = await repository.getProducts() { products = data }
                }
            }
            """),
            RuleExample("""
            enum Orders {
                @Observable @MainActor final class ↓ListViewModel: Identifiable {
                    var error: String?
                    let ordersRepository: any OrdersRepository
                    init(ordersRepository: any OrdersRepository) { self.ordersRepository = ordersRepository }
                }
            }
            extension Orders.ListViewModel {
                func delete(_ id: String) async { _ = await self.ordersRepository.delete(id) }
            }
            """),
            RuleExample("""
            #if os(iOS)
            @Observable @MainActor
            final class ↓CartViewModel {
                let dependencies: Dependencies
                init(dependencies: Dependencies) { self.dependencies = dependencies }
                func load() async { _ = await dependencies.cartRepository.items() }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // A `ProductViewModel` that calls `repository.getProducts()` needs `errorMessage`.
            @Observable @MainActor
            final class ProductViewModel {
                var products: [String] = []
                var errorMessage: String?
                private let repository: ProductRepository
                init(repository: ProductRepository) { self.repository = repository }
                func fetchProducts() async { _ = await repository.getProducts() }
            }
            """),
            RuleExample("""
            @Observable @MainActor final class FeedViewModel {
                let client: FeedClient
                init(client: FeedClient) { self.client = client }
                func load() async { _ = await client.posts() }
            }
            final class ProfileViewModel: BaseViewModel {
                let repository: ProfileRepository
                init(repository: ProfileRepository) { self.repository = repository; super.init() }
                func load() async { _ = await repository.profile() }
            }
            struct RowViewModel {
                let repository: RowRepository
                func load() async { _ = await repository.row() }
            }
            """),
            RuleExample("""
            final class SpyProductViewModel {
                let repository = SpyRepository()
                func load() async { _ = await repository.products() }
            }
            """, path: "Tests/AppTests/SpyProductViewModel.swift"),
            RuleExample("""
            #if DEBUG
            final class PreviewProductViewModel {
                let repository = StubRepository()
                func load() async { _ = await repository.products() }
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ classDecl: ClassDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, ViewModelShapes.isViewModelName(classDecl.name.text), file.mentions("epository"),
              !SyntaxQueries.isPreviewOrDebugCode(classDecl),
              SyntaxQueries.inheritedNames(classDecl.inheritanceClause).allSatisfy(ViewModelShapes.plainProtocols.contains) else { return }
        let blocks = SyntaxQueries.memberBlocks(ofTypeAround: classDecl)
        let declaresErrorMessage = blocks.contains { block in
            SyntaxQueries.memberDeclarations(of: block).contains { member in
                member.as(VariableDeclSyntax.self).map { SyntaxQueries.boundNames($0).contains("errorMessage") } ?? false
            }
        }
        guard !declaresErrorMessage, let call = ViewModelShapes.repositoryCalls(in: blocks).first,
              let repository = ViewModelShapes.repositoryReceiver(of: call) else { return }
        report(classDecl.name, "'\(classDecl.name.text)' calls `\(repository)` but has no `errorMessage`; add `var errorMessage: String?` and set it when a call fails so the screen can show it.", in: file)
    }
}
