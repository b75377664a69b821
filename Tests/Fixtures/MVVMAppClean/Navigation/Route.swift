import Foundation

/// Every destination a navigation stack can push, with the data it needs.
enum Route: Hashable, Sendable {
    case productDetail(id: String)
    case settings
}

/// The sheets the app can present.
enum SheetRoute: Identifiable, Hashable, Sendable {
    case signIn

    var id: Self { self }
}
