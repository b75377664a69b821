import Foundation

/// The signed-in session and the user's non-sensitive preferences.
protocol SessionServiceProtocol: Sendable {
    func accessToken() -> String?
    func store(accessToken: String, refreshToken: String)
    func removeTokens()
    var lastViewedProductID: String? { get nonmutating set }
}

/// Keeps tokens in the keychain and preferences in `UserDefaults`.
final class SessionService: SessionServiceProtocol, @unchecked Sendable { // PLANTED persist-clear-session: no clearSession().
    // UserDefaults is documented as thread-safe; the keychain wrapper is Sendable.
    private let keychain: KeychainServiceProtocol
    private let defaults: UserDefaults

    private enum Keys {
        static let accessToken = "session.accessToken"
        static let refreshToken = "session.refreshToken"
        static let lastViewedProduct = "preferences.lastViewedProduct"
    }

    init(keychain: KeychainServiceProtocol, defaults: UserDefaults = .standard) {
        self.keychain = keychain
        self.defaults = defaults
    }

    func accessToken() -> String? {
        keychain.string(for: Keys.accessToken)
    }

    func store(accessToken: String, refreshToken: String) {
        keychain.set(accessToken, for: Keys.accessToken)
        keychain.set(refreshToken, for: Keys.refreshToken)
    }

    func removeTokens() {
        keychain.remove(Keys.accessToken)
        keychain.remove(Keys.refreshToken)
    }

    var lastViewedProductID: String? {
        get { defaults.string(forKey: Keys.lastViewedProduct) }
        nonmutating set { defaults.set(newValue, forKey: Keys.lastViewedProduct) }
    }
}
