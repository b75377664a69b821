import Foundation
import Observation

/// The main-actor face of `BookmarkStore` that views read from.
@Observable
@MainActor
final class BookmarksModel {
    private(set) var articles: [Article] = []
    private(set) var notes: [Article.ID: [ReaderNote]] = [:]
    @ObservationIgnored private let store: BookmarkStore

    init(store: BookmarkStore) {
        self.store = store
    }

    /// Mirrors the store until the calling task is cancelled. Call it from `.task`.
    func observe() async {
        for await snapshot in await store.updates() {
            articles = snapshot
        }
    }

    func isSaved(_ id: Article.ID) -> Bool {
        articles.contains { $0.id == id }
    }

    func toggle(_ article: Article) async {
        await store.toggle(article)
    }

    func remove(at offsets: IndexSet) async {
        let ids = offsets.map { articles[$0].id }
        await store.remove(ids)
    }

    func add(_ note: ReaderNote) {
        notes[note.articleID, default: []].append(note)
    }
}
