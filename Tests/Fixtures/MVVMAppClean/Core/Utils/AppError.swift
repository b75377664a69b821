import Foundation

/// Every failure a repository reports, with a message fit to show the user.
enum AppError: Error, Equatable, Sendable {
    case network(NetworkError)
    case invalidCredentials

    /// A sentence the user can act on.
    var userMessage: String {
        switch self {
        case .network(.offline): String(localized: "You appear to be offline. Check your connection and try again.")
        case .network(.unauthorized): String(localized: "Your session has ended. Please sign in again.")
        case .network: String(localized: "Something went wrong on our side. Please try again later.")
        case .invalidCredentials: String(localized: "That e-mail and password do not match.")
        }
    }
}
