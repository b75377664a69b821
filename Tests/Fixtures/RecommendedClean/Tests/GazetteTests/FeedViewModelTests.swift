import Foundation
import Testing
@testable import Gazette

/// A fetcher whose answers the test decides.
struct ScriptedFetcher: ArticleFetching {
    var stories: [Article] = []
    var failure: ArticleClientError?

    func latest(in section: Article.Section?) async throws -> [Article] {
        if let failure { throw failure }
        return stories.filter { section == nil || $0.section == section }
    }

    func article(id: Article.ID) async throws -> Article {
        if let failure { throw failure }
        guard let story = stories.first(where: { $0.id == id }) else { throw ArticleClientError.badStatus(404) }
        return story
    }

    func articles(by author: Author.ID) async throws -> [Article] {
        stories.filter { $0.author.id == author }
    }

    func search(_ query: String) async throws -> [Article] {
        stories.filter { $0.title.contains(query) }
    }
}

@MainActor
@Suite("Front page")
struct FeedViewModelTests {
    @Test func loadsTheFrontPage() async {
        let viewModel = FeedViewModel(fetcher: ScriptedFetcher(stories: PreviewFetcher.sample))
        await viewModel.load()
        #expect(viewModel.state.value?.count == PreviewFetcher.sample.count)
    }

    @Test func narrowsToTheChosenSection() async {
        let viewModel = FeedViewModel(fetcher: ScriptedFetcher(stories: PreviewFetcher.sample), section: .science)
        await viewModel.load()
        let sections = Set(viewModel.state.value?.map(\.section) ?? [])
        #expect(sections.isSubset(of: [.science]))
    }

    @Test func reportsFailures() async {
        let viewModel = FeedViewModel(fetcher: ScriptedFetcher(failure: .badStatus(503)))
        await viewModel.load()
        guard case .failed = viewModel.state else {
            Issue.record("expected a failure, got \(viewModel.state)")
            return
        }
    }

    @Test func deepLinksOpenTheArticleOnTheTodayTab() throws {
        let navigation = NavigationViewModel()
        navigation.selectedTab = .settings
        let id = UUID()
        let url = try #require(URL(string: "gazette://article/\(id.uuidString)"))
        navigation.open(url)
        #expect(navigation.selectedTab == .today)
        #expect(navigation.todayPath == [.article(id)])
    }
}
