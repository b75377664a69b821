import Foundation

extension URL { // PLANTED ext-file-naming: a `+` in the file name.
    /// The URL with one more query item.
    func appendingQueryItem(name: String, value: String) -> URL {
        appending(queryItems: [URLQueryItem(name: name, value: value)])
    }
}
