import Foundation

/// Creates the app's services once, the repositories on first use, and the view models from them.
@Observable
@MainActor
final class DependencyContainer {
    @ObservationIgnored let sessionService: SessionServiceProtocol
    @ObservationIgnored let networkService: NetworkServiceProtocol

    init() {
        let session = SessionService(keychain: KeychainService())
        sessionService = session
        networkService = NetworkService(sessionService: session)
    }

    @ObservationIgnored
    lazy var productRepository: ProductRepository = ProductRepositoryImpl(networkService: networkService)

    @ObservationIgnored
    lazy var loginRepository: LoginRepository = LoginRepositoryImpl(networkService: networkService, sessionService: sessionService)

    func makeProductViewModel() -> ProductViewModel {
        ProductViewModel(repository: productRepository)
    }

    func makeLoginViewModel() -> LoginViewModel {
        LoginViewModel(repository: loginRepository)
    }
}
