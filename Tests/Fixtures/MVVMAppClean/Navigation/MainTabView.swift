import SwiftUI

/// The signed-in app: one navigation stack per tab.
struct MainTabView: View {
    @Environment(AppRouter.self) private var router
    @Environment(DependencyContainer.self) private var container

    var body: some View {
        @Bindable var router = router
        TabView {
            NavigationStack(path: $router.productsPath) {
                ProductScreen(viewModel: container.makeProductViewModel())
                    .navigationDestination(for: Route.self) { route in
                        destination(for: route)
                    }
            }
            .tabItem { Label("Products", systemImage: "shippingbox") }

            NavigationStack(path: $router.settingsPath) {
                Text("Settings")
                    .navigationDestination(for: Route.self) { route in
                        destination(for: route)
                    }
            }
            .tabItem { Label("Settings", systemImage: "gear") }
        }
    }

    @ViewBuilder
    private func destination(for route: Route) -> some View {
        switch route {
        case .productDetail(let id):
            Text(id)
        case .settings:
            Text("Settings")
        }
    }
}

#Preview {
    ProductScreen(viewModel: .stub())
        .environment(AppRouter())
}
