import Domain
import Observation

/// The app's error policy: every failure becomes one alert, except offline, which the cached data covers.
@MainActor
@Observable
final class AlertErrorRouter: ErrorRouting {
    private(set) var current: AppError?

    func route(_ error: AppError) {
        guard error != .offline else { return }
        current = error
    }

    /// Drives the alert; setting it to false dismisses the error.
    var isPresenting: Bool {
        get { current != nil }
        set { if !newValue { current = nil } }
    }

    /// What the alert says.
    var message: String {
        switch current {
        case .notFound?: "This record no longer exists."
        case .conflict(let message)?: message
        case .server?, .unexpected?: "The clinic server could not complete the request. Try again shortly."
        case .offline?, nil: ""
        }
    }
}
