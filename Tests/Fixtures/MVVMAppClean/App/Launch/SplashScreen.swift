import SwiftUI

/// The first screen: restores the session, then shows the tabs or the sign-in screen.
struct SplashScreen: View {
    @Environment(AppState.self) private var appState
    @Environment(DependencyContainer.self) private var container

    var body: some View {
        Group {
            if !appState.hasFinishedLaunch {
                LoadingView()
            } else if appState.isAuthenticated {
                MainTabView()
            } else {
                LoginScreen(viewModel: container.makeLoginViewModel())
            }
        }
        .task {
            withAnimation(.easeInOut) {
                appState.restoreSession()
            }
        }
    }
}

#Preview {
    LoadingView()
}
