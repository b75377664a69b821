import SwiftUI

/// A full-screen error with a retry button.
struct ErrorView: View, Equatable {
    let error: AppError
    let retry: () -> Void

    /// Two error views look the same when they show the same error; the retry action is not compared.
    static func == (lhs: ErrorView, rhs: ErrorView) -> Bool {
        lhs.error == rhs.error
    }

    var body: some View {
        ContentUnavailableView {
            Label("Could not load", systemImage: "exclamationmark.triangle")
        } description: {
            Text(error.userMessage)
        } actions: {
            Button(AppStrings.retryTitle, action: retry)
        }
    }
}

#Preview {
    ErrorView(error: .network(.offline)) {}
}
