import SwiftUI

/// The app target: the one place that sees every feature and the Data implementations.
@main
struct ClinicApp: App {
    @State private var container = DependencyContainer()
    @State private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            RootView(coordinator: coordinator, errorRouter: container.errorRouter)
                .environment(container)
                .onOpenURL { url in
                    _ = coordinator.handle(url: url)
                }
        }
    }
}
