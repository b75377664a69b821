import SwiftUI

/// The app's entry point: builds the shared objects once and hands them to the view tree.
@main
struct ShopApp: App {
    @State private var container: DependencyContainer
    @State private var appState: AppState
    @State private var router = AppRouter()

    init() {
        let container = DependencyContainer()
        _container = State(initialValue: container)
        _appState = State(initialValue: AppState(sessionService: container.sessionService))
    }

    var body: some Scene {
        WindowGroup {
            MainTabView() // PLANTED mvvm-root-splash-first: the window opens on the tabs, skipping the splash screen.
                .environment(container)
                .environment(appState)
                .environment(router)
                .onOpenURL { url in
                    router.open(url)
                }
        }
    }
}
