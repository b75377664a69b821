import Foundation

/// Keeps the reader's saved articles and tells interested parties when they change.
///
/// An actor rather than a class with a lock: every mutation is serialised for free,
/// and callers simply `await`.
actor BookmarkStore {
    private var saved: [Article.ID: Article] = [:]
    private var observers: [UUID: AsyncStream<[Article]>.Continuation] = [:]

    init(initial: [Article] = []) {
        for article in initial {
            saved[article.id] = article
        }
    }

    /// The saved articles, newest first.
    var articles: [Article] {
        saved.values.sorted { $0.publishedAt > $1.publishedAt }
    }

    func contains(_ id: Article.ID) -> Bool {
        saved[id] != nil
    }

    /// Saves the article, or removes it when it is already saved. Returns whether it is now saved.
    @discardableResult
    func toggle(_ article: Article) -> Bool {
        let isSaved: Bool
        if saved.removeValue(forKey: article.id) == nil {
            saved[article.id] = article
            isSaved = true
        } else {
            isSaved = false
        }
        broadcast()
        return isSaved
    }

    func remove(_ ids: some Sequence<Article.ID>) {
        for id in ids {
            saved[id] = nil
        }
        broadcast()
    }

    /// A stream that yields the current bookmarks immediately and again after every change.
    func updates() -> AsyncStream<[Article]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [Article].self, bufferingPolicy: .bufferingNewest(1))
        let token = UUID()
        observers[token] = continuation
        continuation.yield(articles)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.stopObserving(token) }
        }
        return stream
    }

    private func stopObserving(_ token: UUID) {
        observers[token] = nil
    }

    private func broadcast() {
        let snapshot = articles
        for continuation in observers.values {
            continuation.yield(snapshot)
        }
    }
}
