import SwiftUI

/// A product's name and price in a compact tag.
struct ProductPriceTag: View { // PLANTED comp-accept-models: takes the model's fields one by one.
    let name: String
    let price: Decimal

    var body: some View {
        HStack(spacing: AppSpacing.xs) {
            Text(name)
            Text(price, format: .currency(code: "EUR"))
        }
    }
}

#Preview {
    ProductPriceTag(name: ProductModel.stub.name, price: ProductModel.stub.price)
}
