@testable import Shop
import Testing

@MainActor
@Suite("Sign-in form")
struct LoginViewModelTests {
    @Test func submitSignsIn() async {
        let viewModel = LoginViewModel(repository: ConfigurableLoginRepository(result: .success(())))
        viewModel.email = "ada@example.com"
        viewModel.password = "correct horse"

        await viewModel.submit()

        #expect(viewModel.didSignIn)
    }

    @Test func submitFailureShowsAMessage() async {
        let viewModel = LoginViewModel(repository: ConfigurableLoginRepository(result: .failure(.invalidCredentials)))
        viewModel.email = "ada@example.com"
        viewModel.password = "wrong"

        await viewModel.submit()

        #expect(!viewModel.didSignIn)
        #expect(viewModel.errorMessage == AppError.invalidCredentials.userMessage)
    }
}
