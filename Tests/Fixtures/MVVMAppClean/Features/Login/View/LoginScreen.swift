import SwiftUI

/// Sign-in: e-mail and password, validated when the user submits.
struct LoginScreen: View {
    @State private var viewModel: LoginViewModel
    @FocusState private var focusedField: Field?
    @Environment(AppState.self) private var appState

    enum Field {
        case email, password
    }

    init(viewModel: LoginViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        Form {
            Section("Account") {
                TextField("E-mail", text: $viewModel.email)
                    .focused($focusedField, equals: .email)
                    .textContentType(.emailAddress)
                SecureField("Password", text: $viewModel.password)
                    .focused($focusedField, equals: .password)
                    .textContentType(.password)
            }
            Section {
                AppButton(AppStrings.continueTitle, isLoading: viewModel.isSubmitting) {
                    focusedField = nil
                    Task { await viewModel.submit() }
                }
                .disabled(!viewModel.isFormValid)
            }
        }
        .alert("Could not sign in", isPresented: errorIsShown) {
            Button("OK", role: .cancel) { viewModel.dismissError() }
        } message: {
            Text(viewModel.errorMessage ?? "")
        }
        .onChange(of: viewModel.didSignIn) { _, signedIn in
            if signedIn {
                withAnimation { appState.isAuthenticated = true }
            }
        }
    }

    private var errorIsShown: Binding<Bool> {
        Binding(get: { viewModel.errorMessage != nil }, set: { if !$0 { viewModel.dismissError() } })
    }
}

#Preview {
    LoginScreen(viewModel: .stub())
        .environment(AppState.stub())
}

#Preview("Loading") {
    LoginScreen(viewModel: .stub(isSubmitting: true))
        .environment(AppState.stub())
}

#Preview("Empty") {
    LoginScreen(viewModel: .stub())
        .environment(AppState.stub())
}

#Preview("Error") {
    LoginScreen(viewModel: .stub(errorMessage: AppError.invalidCredentials.userMessage))
        .environment(AppState.stub())
}

#Preview("Edge Case") {
    LoginScreen(viewModel: .stub(result: .failure(.network(.offline))))
        .environment(AppState.stub())
}

#Preview("Dark Mode") {
    LoginScreen(viewModel: .stub())
        .environment(AppState.stub())
        .preferredColorScheme(.dark)
}
