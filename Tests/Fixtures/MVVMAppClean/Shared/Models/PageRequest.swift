import Foundation

/// Which page of a list to fetch, shared by every paginated request.
struct PageRequest: Codable, Hashable, Sendable {
    let page: Int
    let size: Int

    /// The first page, at the usual size.
    static let first = PageRequest(page: 1, size: 20)
}
