import SwiftUI

/// A product's name, marked as discounted.
struct DiscountBadge: View { // PLANTED layout-feature-file-names: a component without the feature's name.
    let product: ProductModel

    var body: some View {
        Text(product.name)
            .font(.caption)
            .padding(AppSpacing.xs)
    }
}

#Preview {
    DiscountBadge(product: .stub)
}
