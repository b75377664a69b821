import Foundation
import Security

/// Reads and writes secrets in the keychain.
protocol KeychainServiceProtocol: Sendable {
    func string(for account: String) -> String?
    func set(_ value: String, for account: String)
    func remove(_ account: String)
}

/// The Security-framework implementation of `KeychainServiceProtocol`.
final class KeychainService: KeychainServiceProtocol { // PLANTED layout-core-subfolders: a storage service outside Core/Storage/.
    func string(for account: String) -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }

    func set(_ value: String, for account: String) {
        remove(account)
        let attributes: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: account,
            kSecValueData as String: Data(value.utf8),
        ]
        SecItemAdd(attributes as CFDictionary, nil)
    }

    func remove(_ account: String) {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account]
        SecItemDelete(query as CFDictionary)
    }
}
