import SwiftUI

/// One story in a list: desk, headline, standfirst and byline.
struct ArticleRow: View {
    let article: Article

    /// Built once for every row; formatters are expensive to create.
    private static let readingTime: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.minute]
        formatter.unitsStyle = .short
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.section.title.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(article.title)
                .font(.headline)
            Text(article.summary)
                .font(.subheadline)
                .lineLimit(2)
            HStack {
                Text(article.author.name)
                Spacer()
                Text(article.publishedAt, style: .relative)
                Text(Self.readingTime.string(from: TimeInterval(article.readingMinutes * 60)) ?? "")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
        .accessibilityElement(children: .combine)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ArticleRow(article: PreviewFetcher.sample[0])
        .padding()
}
