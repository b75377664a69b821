import Foundation

/// Where the product screens get their data.
protocol ProductRepository: Sendable {
    func fetchProducts(page: Int, size: Int) async -> Result<[ProductModel], AppError>
}
