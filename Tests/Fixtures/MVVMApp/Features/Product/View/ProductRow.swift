import SwiftUI

/// One product in the list: name, short description and price.
struct ProductRow: View {
    let product: ProductModel

    var body: some View {
        VStack(alignment: .leading, spacing: AppSpacing.xs) {
            Text(product.name)
                .font(.headline)
            if let summary = product.summary {
                Text(summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
            Text(product.price, format: .currency(code: "EUR"))
                .font(.body)
            Text(product.reviewCount == 1 ? "1 review" : "\(product.reviewCount) reviews") // PLANTED l10n-plural-variants: a plural chosen by hand.
                .font(.caption)
        }
        .padding(.vertical, AppSpacing.sm)
        .accessibilityElement(children: .combine)
    }
}

/// A badge for products that are new this week.
struct ProductNewBadge: View { // PLANTED comp-one-per-file: a second component in this file.
    var body: some View {
        Text("New")
            .font(.caption)
            .foregroundStyle(Color("BrandSecondary"))
    }
}

#Preview {
    ProductRow(product: .stub)
}

#Preview("Edge Case") {
    ProductRow(product: .stubLongText)
}

#Preview("Dark Mode") {
    ProductRow(product: .stub)
        .preferredColorScheme(.dark)
}
