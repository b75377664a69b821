import Foundation

/// Everything the feature screens need from the newsroom API.
protocol ArticleFetching: Sendable {
    func latest(in section: Article.Section?) async throws -> [Article]
    func article(id: Article.ID) async throws -> Article
    func articles(by author: Author.ID) async throws -> [Article]
    func search(_ query: String) async throws -> [Article]
}

/// Errors the client turns transport problems into.
enum ArticleClientError: Error, Equatable, Sendable {
    case badStatus(Int)
    case notHTTP
}

/// Articles fetched recently, shared by every copy of the client.
///
/// `@unchecked Sendable` is backed by the lock: every access to `entries` holds it.
final class ArticleCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Article.ID: Article] = [:]

    func article(_ id: Article.ID) -> Article? {
        lock.withLock { entries[id] }
    }

    func store(_ article: Article) {
        lock.withLock { entries[article.id] = article }
    }
}

/// `ISO8601DateFormatter` is thread-safe but not marked `Sendable`; it is never mutated after setup.
nonisolated(unsafe) private let timestampFormatter: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter
}()

/// The production implementation. Only this type talks to `URLSession`; views and
/// view models depend on `ArticleFetching` and never see the network stack.
struct ArticleClient: ArticleFetching {
    private let baseURL: URL
    private let session: URLSession
    private let cache: ArticleCache

    init(baseURL: URL, session: URLSession = .shared, cache: ArticleCache = ArticleCache()) {
        self.baseURL = baseURL
        self.session = session
        self.cache = cache
    }

    func latest(in section: Article.Section?) async throws -> [Article] {
        var query: [URLQueryItem] = []
        if let section {
            query.append(URLQueryItem(name: "desk", value: section.rawValue))
        }
        let stories: [PublishedArticle] = try await get("articles", query: query)
        return stories.map(\.article)
    }

    func article(id: Article.ID) async throws -> Article {
        if let cached = cache.article(id) {
            return cached
        }
        let story: PublishedArticle = try await get("articles/\(id.uuidString)")
        cache.store(story.article)
        return story.article
    }

    func articles(by author: Author.ID) async throws -> [Article] {
        let stories: [PublishedArticle] = try await get("authors/\(author)/articles")
        return stories.map(\.article)
    }

    func search(_ query: String) async throws -> [Article] {
        let stories: [PublishedArticle] = try await get("search", query: [URLQueryItem(name: "q", value: query)])
        return stories.map(\.article)
    }

    private func get<Response: Decodable>(_ path: String, query: [URLQueryItem] = []) async throws -> Response {
        var url = baseURL.appending(path: path)
        if !query.isEmpty {
            url.append(queryItems: query)
        }
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse else { throw ArticleClientError.notHTTP }
        guard (200..<300).contains(http.statusCode) else { throw ArticleClientError.badStatus(http.statusCode) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let date = timestampFormatter.date(from: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Bad timestamp \(text)"))
            }
            return date
        }
        return try decoder.decode(Response.self, from: data)
    }
}
