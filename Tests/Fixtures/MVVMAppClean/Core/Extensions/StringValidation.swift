import Foundation

extension String {
    /// The string without leading and trailing white space.
    var trimmed: String {
        trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the string looks like an e-mail address.
    var isPlausibleEmail: Bool {
        let parts = split(separator: "@")
        return parts.count == 2 && parts[1].contains(".")
    }
}
