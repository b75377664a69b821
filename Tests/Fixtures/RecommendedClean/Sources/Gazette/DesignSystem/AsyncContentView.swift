import SwiftUI

/// Shows a spinner, an error with a retry button, or the loaded content of a `LoadState`.
struct AsyncContentView<Value: Sendable, Content: View>: View {
    let state: LoadState<Value>
    var retry: (@MainActor () async -> Void)?
    @ViewBuilder let content: (Value) -> Content

    var body: some View {
        switch state {
        case .idle, .loading:
            ProgressView()
                .frame(maxWidth: .infinity, minHeight: 120)
        case .loaded(let value):
            content(value)
        case .failed(let message):
            ContentUnavailableView {
                Label("Something Went Wrong", systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            } actions: {
                if let retry {
                    Button("Try Again") {
                        Task { await retry() }
                    }
                }
            }
        }
    }
}

#Preview("Failed") {
    AsyncContentView(state: LoadState<String>.failed(message: "The server is napping.")) { value in
        Text(value)
    }
}
