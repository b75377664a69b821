import Combine
import Foundation

/// Loads the products shown in the catalog.
final class CatalogViewModel: ObservableObject {
    @Published private(set) var products: [Product] = []
    @Published var query = ""

    func load() async {
        products = [Product(id: 1, name: "Lamp", price: 40), Product(id: 2, name: "Chair", price: 120)]
    }
}

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Double
}
