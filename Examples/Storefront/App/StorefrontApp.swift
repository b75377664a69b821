import SwiftUI

@main
struct StorefrontApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationView {
                CatalogScreen()
            }
        }
    }
}
