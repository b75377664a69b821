#if DEBUG
import Foundation

extension LoginViewModel {
    /// A sign-in form in any state the previews need; signing in never touches the network.
    static func stub(email: String = "", isSubmitting: Bool = false, errorMessage: String? = nil,
                     result: Result<Void, AppError> = .success(())) -> LoginViewModel {
        let viewModel = LoginViewModel(repository: StubRepository(result: result))
        viewModel.email = email
        viewModel.isSubmitting = isSubmitting
        viewModel.errorMessage = errorMessage
        return viewModel
    }
}

extension AppState {
    /// A signed-out app state for previews; nothing is stored.
    static func stub() -> AppState {
        AppState(sessionService: StubSession())
    }
}

private final class StubSession: SessionServiceProtocol, Sendable {
    func accessToken() -> String? { nil }
    func store(accessToken: String, refreshToken: String) {}
    func clearSession() {}
    var lastViewedProductID: String? {
        get { nil }
        nonmutating set {}
    }
}

private final class StubRepository: LoginRepository, Sendable {
    let result: Result<Void, AppError>

    init(result: Result<Void, AppError>) {
        self.result = result
    }

    func signIn(email: String, password: String) async -> Result<Void, AppError> {
        result
    }
}
#endif
