import SwiftUI

/// Whether a product is in stock, as a small badge.
struct ProductStockBadge: View { // PLANTED layout-no-nested-components: a Components folder inside the feature's View folder.
    let product: ProductModel

    var body: some View {
        Text(product.name)
            .font(.caption)
            .padding(AppSpacing.xs)
    }
}

#Preview {
    ProductStockBadge(product: .stub)
}
