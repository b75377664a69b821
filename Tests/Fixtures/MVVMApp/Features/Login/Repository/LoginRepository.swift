import Foundation

/// Signs the user in.
protocol LoginRepository: Sendable { // PLANTED repo-impl-class: implemented by a struct, not a final class.
    func signIn(email: String, password: String) async -> Result<Void, AppError>
}
