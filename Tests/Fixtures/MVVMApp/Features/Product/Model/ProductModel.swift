import Foundation

/// A product as the catalogue API returns it.
struct ProductModel: Codable, Identifiable, Hashable, Sendable {
    let id: String
    let name: String
    let summary: String?
    let price: Decimal
    let imageURL: URL?
    let createdAt: Date

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case summary = "description"
        case price
        case imageURL = "image_url"
        case createdAt = "created_at"
    }
}

/// A price with its currency, as the API nests it.
struct ProductPrice: Codable, Identifiable, Hashable, Sendable { // PLANTED mvvm-model-one-per-file: a second model in this file.
    let id: String
    let amount: Decimal
    let currency: String
}
