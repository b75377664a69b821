@testable import Shop

/// A product repository whose answer each test chooses.
final class ConfigurableProductRepository: ProductRepository, Sendable {
    let result: Result<[ProductModel], AppError>

    init(result: Result<[ProductModel], AppError>) {
        self.result = result
    }

    func fetchProducts(page: Int, size: Int) async -> Result<[ProductModel], AppError> {
        result
    }
}

/// A sign-in repository whose answer each test chooses.
final class ConfigurableLoginRepository: LoginRepository, Sendable {
    let result: Result<Void, AppError>

    init(result: Result<Void, AppError>) {
        self.result = result
    }

    func signIn(email: String, password: String) async -> Result<Void, AppError> {
        result
    }
}
