import Foundation
import Observation

/// Loads the front page, optionally narrowed to one section.
@Observable
@MainActor
final class FeedViewModel {
    private(set) var state: LoadState<[Article]> = .idle
    /// The five most-read stories of the loaded page, kept here rather than sorted in `body`.
    private(set) var mostRead: [Article] = []
    var section: Article.Section?

    @ObservationIgnored private let fetcher: any ArticleFetching

    init(fetcher: any ArticleFetching, section: Article.Section? = nil) {
        self.fetcher = fetcher
        self.section = section
    }

    /// Fetches the stories. Keeps showing old results while a refresh is in flight.
    func load() async {
        if state.value == nil {
            state = .loading
        }
        do {
            let articles = try await fetcher.latest(in: section)
            mostRead = Array(articles.sorted { $0.readCount > $1.readCount }.prefix(5))
            state = .loaded(articles)
        } catch is CancellationError {
            // The view went away or the section changed; the next load replaces this one.
        } catch {
            state = .failed(message: error.localizedDescription)
        }
    }
}
