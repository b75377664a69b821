import Foundation

/// The life cycle of anything a screen loads asynchronously.
enum LoadState<Value: Sendable>: Sendable {
    case idle
    case loading
    case loaded(Value)
    case failed(message: String)

    /// The loaded value, if there is one.
    var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// Whether a request is in flight.
    var isLoading: Bool {
        if case .loading = self { true } else { false }
    }
}

extension LoadState: Equatable where Value: Equatable {}
