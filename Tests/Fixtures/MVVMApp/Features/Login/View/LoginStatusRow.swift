import SwiftUI

/// A one-line status under the sign-in form.
struct LoginStatusRow: View { // PLANTED preview-required: no preview in its file.
    let viewModel: LoginViewModel // PLANTED naming-screen-owns-viewmodel: a row holding the screen's ViewModel.

    var body: some View {
        if viewModel.isSubmitting {
            ProgressView()
        }
    }
}
