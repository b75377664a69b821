import Foundation

/// The sign-in form: its fields, validation on submit, and the outcome.
@Observable
final class LoginViewModel { // PLANTED mvvm-vm-mainactor: not isolated to the main actor.
    var email = ""
    var password = ""
    var emailError: String?
    var isSubmitting = false
    var errorMessage: String?
    var didSignIn = false

    var isFormValid: Bool {
        email.isPlausibleEmail && !password.isEmpty
    }

    private let repository: LoginRepository

    init(repository: LoginRepository) {
        self.repository = repository
    }

    func submit() async {
        emailError = email.isPlausibleEmail ? nil : String(localized: "Enter a valid e-mail address.")
        guard emailError == nil else { return }
        isSubmitting = true
        defer { isSubmitting = false }
        switch await repository.signIn(email: email.trimmed, password: password) {
        case .success:
            didSignIn = true
        case .failure(let error):
            errorMessage = error.localizedDescription // PLANTED err-human-readable: raw error text shown to the user.
        }
    }

    func dismissError() {
        errorMessage = nil
    }
}
