import Foundation

/// One product's detail screen.
@Observable
@MainActor
final class ProductDetailViewModel { // PLANTED test-vm-coverage: no test suite for this ViewModel.
    var product: ProductModel?
    var errorMessage: String?

    func showProduct(_ product: ProductModel) {
        self.product = product
    }
}
