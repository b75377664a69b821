import SwiftUI

/// The product list, with paging, pull-to-refresh and errors shown in an alert.
struct ProductScreen: View {
    @State private var viewModel: ProductViewModel
    @Environment(AppRouter.self) private var router

    init(viewModel: ProductViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Group {
            if viewModel.isLoading, viewModel.products.isEmpty {
                LoadingView()
            } else if viewModel.products.isEmpty {
                ContentUnavailableView("product_empty_title", systemImage: "shippingbox") // PLANTED l10n-key-in-catalog: a key the string catalog does not have.
            } else {
                List(viewModel.products) { product in
                    Button {
                        router.push(.productDetail(id: product.id))
                    } label: {
                        ProductRow(product: product)
                    }
                    .onAppear {
                        if product.id == viewModel.products.last?.id {
                            Task { await viewModel.loadMore() }
                        }
                    }
                }
                .refreshable { await viewModel.fetchProducts() }
            }
        }
        .navigationTitle("Our products") // PLANTED l10n-no-hardcoded-strings: text missing from the string catalog.
        .task { await viewModel.fetchProducts() }
        .alert("Could not load products", isPresented: errorIsShown) {
            Button("OK", role: .cancel) { viewModel.dismissError() }
        } message: {
            Text(viewModel.errorMessage ?? "")
        }
    }

    private var errorIsShown: Binding<Bool> {
        Binding(get: { viewModel.errorMessage != nil }, set: { if !$0 { viewModel.dismissError() } })
    }
}

#Preview {
    ProductScreen(viewModel: .stub()) // PLANTED preview-stub-exists: `ProductViewModel.stub()` went with the deleted stub file.
        .environment(AppRouter())
}

#Preview("Loading") {
    ProductScreen(viewModel: .stub(products: [], isLoading: true))
        .environment(AppRouter())
}

#Preview("Empty") {
    ProductScreen(viewModel: .stub(products: []))
        .environment(AppRouter())
}

#Preview("Error") {
    ProductScreen(viewModel: .stub(products: [], errorMessage: AppError.network(.offline).userMessage))
        .environment(AppRouter())
}

#Preview("Edge Case") {
    ProductScreen(viewModel: .stub(products: [.stubLongText, .stubNilOptionals, .stubEmpty]))
        .environment(AppRouter())
}

#Preview("Dark Mode") {
    ProductScreen(viewModel: .stub())
        .environment(AppRouter())
        .preferredColorScheme(.dark)
}
