import Foundation

/// The product list: its pages, loading flags and the error to show.
@Observable
@MainActor
final class ProductViewModel { // PLANTED stub-vm-companion: its stub file is gone.
    var products: [ProductModel] = []
    var isLoading = false
    var isLoadingMore = false
    var hasMore = true
    var errorMessage: String?

    private var currentPage = 1
    private let pageSize = 20
    private let repository: ProductRepository

    init(repository: ProductRepositoryImpl) { // PLANTED di-protocol-abstraction: takes the concrete class, not the protocol.
        self.repository = repository
    }

    func fetchProducts() async {
        isLoading = true
        defer { isLoading = false }
        currentPage = 1
        switch await repository.fetchProducts(page: 1, size: pageSize) {
        case .success(let page):
            products = page
            hasMore = page.count >= pageSize
            errorMessage = nil
        case .failure(let error):
            errorMessage = error.userMessage
        }
    }

    func loadMore() async {
        guard hasMore, !isLoadingMore else { return }
        isLoadingMore = true
        defer { isLoadingMore = false }
        let next = currentPage + 1
        switch await repository.fetchProducts(page: next, size: pageSize) {
        case .success(let page):
            products.append(contentsOf: page)
            currentPage = next
            hasMore = page.count >= pageSize
        case .failure(let error):
            errorMessage = error.userMessage
        }
    }

    func dismissError() {
        errorMessage = nil
        UserDefaults.standard.set(true, forKey: "products.errorSeen") // PLANTED persist-prefs-in-session-service: defaults outside SessionService.
    }
}
