import Foundation

/// Why a request failed, as the network layer sees it.
enum NetworkError: Error, Sendable {
    case offline
    case unauthorized
    case server(status: Int)
    case undecodable
}
