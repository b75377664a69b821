import Foundation

/// Loads products from the API.
final class ProductRepositoryImpl: ProductRepository, Sendable {
    private let networkService: NetworkServiceProtocol

    init(networkService: NetworkServiceProtocol) {
        self.networkService = networkService
    }

    func fetchProducts(page: Int, size: Int) async -> Result<[ProductModel], AppError> {
        await networkService.request(.products(page: page, size: size), body: nil)
    }
}
