import Foundation

/// Every path of the API, in one place.
enum Endpoint: Sendable {
    case products(page: Int, size: Int)
    case product(id: String)
    case signIn

    var path: String {
        switch self {
        case .products: "/v1/products"
        case .product(let id): "/v1/products/\(id)"
        case .signIn: "/v1/session"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .products, .product: .get
        case .signIn: .post
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .products(let page, let size):
            [URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "size", value: String(size))]
        case .product, .signIn:
            []
        }
    }
}
