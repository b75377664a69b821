import Foundation
import Testing
@testable import Gazette

@Suite("Bookmarks")
struct BookmarkStoreTests {
    @Test func toggleSavesThenRemoves() async {
        let store = BookmarkStore()
        let article = PreviewFetcher.sample[0]
        #expect(await store.toggle(article))
        #expect(await store.contains(article.id))
        #expect(await store.toggle(article) == false)
        #expect(await store.articles.isEmpty)
    }

    @Test func updatesStartWithTheCurrentBookmarks() async {
        let store = BookmarkStore(initial: Array(PreviewFetcher.sample.prefix(2)))
        var iterator = await store.updates().makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.count == 2)
    }

    @Test func publishedArticleMapsToTheReaderModel() throws {
        let json = Data("""
        {
          "id": "5B1E2C1A-8F4E-4C59-9A59-0C6F2B7B9D11",
          "headline": "Comet returns",
          "standfirst": "Seen again after 70 years.",
          "blocks": [],
          "byline": { "id": "ada", "name": "Ada Quill", "bio": "" },
          "liveSince": "2024-05-01T09:30:00Z",
          "desk": "science",
          "wordCount": 920
        }
        """.utf8)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let article = try decoder.decode(PublishedArticle.self, from: json).article
        #expect(article.title == "Comet returns")
        #expect(article.section == .science)
        #expect(article.readingMinutes == 4)
    }
}
