#if DEBUG
import Foundation

extension ProductViewModel {
    /// A view model in any state the previews need, backed by a repository that never calls the network.
    static func stub(products: [ProductModel] = ProductModel.stubs, isLoading: Bool = false,
                     errorMessage: String? = nil, result: Result<[ProductModel], AppError>? = nil) -> ProductViewModel {
        let viewModel = ProductViewModel(repository: StubRepository(result: result ?? .success(products)))
        viewModel.products = products
        viewModel.isLoading = isLoading
        viewModel.errorMessage = errorMessage
        return viewModel
    }
}

private final class StubRepository: ProductRepository, Sendable {
    let result: Result<[ProductModel], AppError>

    init(result: Result<[ProductModel], AppError>) {
        self.result = result
    }

    func fetchProducts(page: Int, size: Int) async -> Result<[ProductModel], AppError> {
        result
    }
}
#endif
