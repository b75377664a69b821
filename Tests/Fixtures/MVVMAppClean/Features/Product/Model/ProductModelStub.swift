#if DEBUG
import Foundation

extension ProductModel {
    static var stub: ProductModel {
        ProductModel(id: "p-1", name: "Walnut desk", summary: "Solid walnut, oiled finish.", price: 349,
                     imageURL: URL(string: "https://cdn.example.com/desk.jpg"), createdAt: Date(timeIntervalSince1970: 1_700_000_000))
    }

    static var stubs: [ProductModel] {
        [
            stub,
            ProductModel(id: "p-2", name: "Desk lamp", summary: nil, price: 59, imageURL: nil, createdAt: Date(timeIntervalSince1970: 1_700_100_000)),
            ProductModel(id: "p-3", name: "Oak shelf", summary: "Three shelves.", price: 129, imageURL: nil, createdAt: Date(timeIntervalSince1970: 1_700_200_000)),
        ]
    }

    static var stubLongText: ProductModel {
        ProductModel(id: "p-4", name: String(repeating: "Extra long product name ", count: 8),
                     summary: String(repeating: "A description that keeps going. ", count: 20), price: 1_999_999,
                     imageURL: nil, createdAt: Date(timeIntervalSince1970: 1_700_300_000))
    }

    static var stubNilOptionals: ProductModel {
        ProductModel(id: "p-5", name: "Plain stool", summary: nil, price: 25, imageURL: nil, createdAt: Date(timeIntervalSince1970: 1_700_400_000))
    }

    static var stubEmpty: ProductModel {
        ProductModel(id: "", name: "", summary: "", price: 0, imageURL: nil, createdAt: Date(timeIntervalSince1970: 0))
    }
}
#endif
