import Foundation

/// Exchanges credentials for tokens and keeps them in the session.
struct LoginRepositoryImpl: LoginRepository {
    private let networkService: NetworkServiceProtocol
    private let sessionService: SessionServiceProtocol

    init(networkService: NetworkServiceProtocol, sessionService: SessionServiceProtocol) {
        self.networkService = networkService
        self.sessionService = sessionService
    }

    func signIn(email: String, password: String) async -> Result<Void, AppError> {
        let credentials = SignInRequest(email: email, password: password)
        guard let body = try? JSONEncoder().encode(credentials) else { return .failure(.invalidCredentials) }
        let result: Result<SignInResponse, AppError> = await networkService.request(.signIn, body: body)
        return result.map { tokens in
            sessionService.store(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken)
        }
    }
}

private struct SignInRequest: Encodable {
    let email: String
    let password: String
}

private struct SignInResponse: Decodable, Sendable {
    let accessToken: String
    let refreshToken: String
}
