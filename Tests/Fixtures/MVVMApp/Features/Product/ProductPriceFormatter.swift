import Foundation

/// Formats a product's price for display.
struct ProductPriceFormatter { // PLANTED layout-feature-subfolders: a file directly in the feature folder.
    let currencyCode: String

    func text(for price: Decimal) -> String {
        price.formatted(.currency(code: currencyCode))
    }
}
