import Foundation

/// The HTTP verbs the API uses.
enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case delete = "DELETE"
}
