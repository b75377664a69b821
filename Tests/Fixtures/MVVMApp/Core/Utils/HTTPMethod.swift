import Foundation

/// The HTTP verbs the API uses.
enum HTTPMethod: String, Sendable { // PLANTED layout-network-files: the HTTP method enum outside Network/.
    case get = "GET"
    case post = "POST"
    case delete = "DELETE"
}
