import Foundation

/// Remembers the last page of products between launches.
final class ProductCacheRepository: Sendable { // PLANTED layer-repository-protocol: no repository protocol to stand behind.
    private let fileURL: URL

    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    func cachedProducts() async -> Result<[ProductModel], AppError> {
        guard let data = try? Data(contentsOf: fileURL),
              let products = try? JSONDecoder().decode([ProductModel].self, from: data) else { return .success([]) }
        return .success(products)
    }
}
