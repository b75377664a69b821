// The app-wide error is named ClinicError, so Domain declares no `AppError` (see the Domain target in Package.swift).
/// Every failure the layers report, in the one shape the presentation policy understands.
public enum ClinicError: Error, Equatable, Sendable {
    /// No connection; cached data is still shown.
    case offline
    /// The record no longer exists on the server.
    case notFound
    /// The server refused a change, for example a slot that was taken meanwhile.
    case conflict(message: String)
    /// Any other HTTP failure.
    case server(status: Int)
    /// Something the app did not expect.
    case unexpected
}
