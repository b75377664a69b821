import Foundation

/// Signs the user in.
protocol LoginRepository: Sendable {
    func signIn(email: String, password: String) async -> Result<Void, AppError>
}
