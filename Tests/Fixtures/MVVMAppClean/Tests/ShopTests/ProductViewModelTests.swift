@testable import Shop
import Testing

@MainActor
@Suite("Product list")
struct ProductViewModelTests {
    @Test func fetchShowsTheProducts() async throws {
        let repository = ConfigurableProductRepository(result: .success(ProductModel.stubs))
        let viewModel = ProductViewModel(repository: repository)

        await viewModel.fetchProducts()

        let first = try #require(viewModel.products.first)
        #expect(first == ProductModel.stub)
        #expect(viewModel.errorMessage == nil)
        #expect(!viewModel.isLoading)
    }

    @Test func fetchFailureShowsAMessage() async {
        let repository = ConfigurableProductRepository(result: .failure(.network(.offline)))
        let viewModel = ProductViewModel(repository: repository)

        await viewModel.fetchProducts()

        #expect(viewModel.products.isEmpty)
        #expect(viewModel.errorMessage == AppError.network(.offline).userMessage)
    }

    @Test func loadMoreAppendsTheNextPage() async {
        let repository = ConfigurableProductRepository(result: .success(ProductModel.stubs))
        let viewModel = ProductViewModel(repository: repository)

        await viewModel.fetchProducts()
        await viewModel.loadMore()

        #expect(viewModel.products.count == ProductModel.stubs.count)
    }

    @Test func loadMoreFailureShowsAMessage() async {
        let repository = ConfigurableProductRepository(result: .failure(.network(.offline)))
        let viewModel = ProductViewModel(repository: repository)

        await viewModel.loadMore()

        #expect(viewModel.errorMessage != nil)
    }
}
