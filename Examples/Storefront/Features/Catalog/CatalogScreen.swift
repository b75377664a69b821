import SwiftUI

struct CatalogScreen: View {
    @StateObject private var viewModel = CatalogViewModel()

    var body: some View {
        let _ = Self._printChanges()
        ScrollView {
            VStack {
                ForEach(viewModel.products.filter { $0.price > 0 }) { product in
                    ProductRow(product: product)
                }
            }
        }
        .onAppear {
            Task { await viewModel.load() }
        }
    }
}

struct ProductRow: View {
    let product: Product

    var body: some View {
        HStack {
            Text(product.name)
                .font(.system(size: 17))
            Spacer()
            Text(product.price, format: .currency(code: "EUR"))
        }
    }
}
