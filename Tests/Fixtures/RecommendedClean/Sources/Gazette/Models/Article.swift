import Foundation

/// A story as the reader sees it.
struct Article: Identifiable, Hashable, Sendable {
    let id: UUID
    var title: String
    var summary: String
    var blocks: [Block]
    var author: Author
    var publishedAt: Date
    var section: Section
    var readingMinutes: Int
    var readCount: Int = 0

    /// The newsroom desks a story can belong to.
    enum Section: String, CaseIterable, Identifiable, Hashable, Sendable, Codable {
        case world
        case science
        case culture
        case sport

        var id: String { rawValue }

        var title: String {
            switch self {
            case .world: "World"
            case .science: "Science"
            case .culture: "Culture"
            case .sport: "Sport"
            }
        }
    }

    /// One piece of an article body. Blocks carry their own server-side id so that
    /// edits in the CMS never reshuffle row identity on the device.
    struct Block: Identifiable, Hashable, Sendable, Codable {
        enum Kind: Hashable, Sendable, Codable {
            case paragraph(String)
            case quote(text: String, attribution: String)
            case image(url: URL, caption: String)
        }

        let id: UUID
        let kind: Kind
    }
}

/// The person credited on a story.
struct Author: Identifiable, Hashable, Sendable, Codable {
    let id: String
    var name: String
    var bio: String

    /// Up to two initials for the monogram avatar.
    var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }
}

/// The plain-text email a reader can send to a friend.
///
/// Not a view: `body` here is the text of the message, built from the article.
struct ArticleEmail {
    let article: Article

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter
    }()

    var subject: String { article.title }

    var body: String {
        let paragraphs = article.blocks.compactMap { block -> String? in
            if case .paragraph(let text) = block.kind { text } else { nil }
        }
        let opening = paragraphs.prefix(2).joined(separator: "\n\n")
        let dateline = Self.dateFormatter.string(from: article.publishedAt)
        return "\(article.summary)\n\n\(opening)\n\n— \(article.author.name), \(dateline)"
    }
}

/// An article in the state the CMS calls "published", as the API sends it.
///
/// The name comes from the editorial workflow (draft, scheduled, published); it has
/// nothing to do with Combine's `@Published` wrapper, which this app does not use.
struct PublishedArticle: Decodable, Sendable {
    let id: UUID
    let headline: String
    let standfirst: String
    let blocks: [Article.Block]
    let byline: Author
    let liveSince: Date
    let desk: Article.Section
    let wordCount: Int
    let reads: Int?

    /// The reader-facing model, with a reading time estimated at 230 words a minute.
    var article: Article {
        Article(
            id: id,
            title: headline,
            summary: standfirst,
            blocks: blocks,
            author: byline,
            publishedAt: liveSince,
            section: desk,
            readingMinutes: max(1, wordCount / 230),
            readCount: reads ?? 0
        )
    }
}
