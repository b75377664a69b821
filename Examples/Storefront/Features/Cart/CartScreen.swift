import SwiftUI

/// A clean screen: no finding expected here.
struct CartScreen: View {
    @State private var isCheckingOut = false

    var body: some View {
        NavigationStack {
            List {
                Text("Your cart")
            }
            .task {
                await refresh()
            }
        }
    }

    private func refresh() async {}
}
