import Foundation

/// What the whole app shares: whether someone is signed in, and who.
@Observable
@MainActor
final class AppState { // PLANTED layout-app-folder: the app state outside App/AppState.swift.
    var isAuthenticated = false
    var hasFinishedLaunch = false
    var userName: String?

    @ObservationIgnored private let sessionService: SessionServiceProtocol

    init(sessionService: SessionServiceProtocol) {
        self.sessionService = sessionService
    }

    /// Reads the stored session once at launch.
    func restoreSession() {
        isAuthenticated = sessionService.accessToken() != nil
        hasFinishedLaunch = true
    }

    /// Forgets the signed-in user and every stored credential.
    func signOut() {
        sessionService.clearSession()
        isAuthenticated = false
        userName = nil
    }
}
