import SwiftUI

/// A one-line status under the sign-in form.
struct LoginStatusRow: View {
    let viewModel: LoginViewModel // PLANTED naming-screen-owns-viewmodel: a row holding the screen's ViewModel.

    var body: some View {
        if viewModel.isSubmitting {
            ProgressView()
        }
    }
}
