import Foundation

/// A customer's review of a product.
struct ProductReviewModel: Codable, Identifiable, Hashable, Sendable { // PLANTED stub-model-companion: no ProductReviewModelStub.swift.
    let id: String
    let rating: Int
    let text: String?
}
