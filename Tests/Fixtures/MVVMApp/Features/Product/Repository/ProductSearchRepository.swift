import Foundation

/// Searches the catalogue.
protocol ProductSearchRepository {
    func searchProducts(matching query: String) async -> Result<[ProductModel], AppError>
}

/// Searches through the API.
final class ProductSearchRepositoryImpl: ProductSearchRepository { // PLANTED mvvm-conc-repo-sendable: stateless but not Sendable.
    private let networkService: NetworkServiceProtocol

    init(networkService: NetworkServiceProtocol) {
        self.networkService = networkService
    }

    func searchProducts(matching query: String) async -> Result<[ProductModel], AppError> {
        await networkService.request(.products(page: 1, size: 20), body: nil)
    }
}
