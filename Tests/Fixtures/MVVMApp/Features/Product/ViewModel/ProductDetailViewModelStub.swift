#if DEBUG
import Foundation

extension ProductDetailViewModel {
    /// A detail screen showing the stub product.
    static func stub(product: ProductModel? = .stub) -> ProductDetailViewModel {
        let viewModel = ProductDetailViewModel()
        viewModel.product = product
        return viewModel
    }
}
#endif
