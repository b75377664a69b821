import SwiftUI

/// Loads an author's recent stories.
@Observable
@MainActor
final class AuthorViewModel {
    private(set) var state: LoadState<[Article]> = .idle
    @ObservationIgnored private let fetcher: any ArticleFetching

    init(fetcher: any ArticleFetching) {
        self.fetcher = fetcher
    }

    func load(_ author: Author.ID) async {
        state = .loading
        do {
            state = .loaded(try await fetcher.articles(by: author))
        } catch is CancellationError {
            // Superseded.
        } catch {
            state = .failed(message: error.localizedDescription)
        }
    }
}

/// An author page: biography and a lazily built list of their stories.
struct AuthorView: View {
    let author: Author
    @State private var viewModel: AuthorViewModel
    // Grows with the reader's text size, so the monogram below scales too.
    @ScaledMetric(relativeTo: .title) private var avatarSize: CGFloat = 56

    init(author: Author, fetcher: any ArticleFetching) {
        self.author = author
        _viewModel = State(initialValue: AuthorViewModel(fetcher: fetcher))
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 12) {
                    Text(author.initials)
                        .font(.system(size: avatarSize * 0.4, weight: .semibold, design: .rounded))
                        .frame(width: avatarSize, height: avatarSize)
                        .background(.tint.opacity(0.15), in: Circle())
                        .accessibilityHidden(true)
                    Text(author.bio)
                        .font(.body)
                }
                Divider()
                AsyncContentView(state: viewModel.state, retry: { await viewModel.load(author.id) }) { articles in
                    LazyVStack(alignment: .leading, spacing: 12) {
                        ForEach(articles) { article in
                            NavigationLink(value: AppRoute.article(article.id)) {
                                ArticleRow(article: article)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
            }
            .padding()
        }
        .navigationTitle(author.name)
        // No URLSession in the view: the view model asks its `ArticleFetching` dependency.
        .task(id: author.id) {
            await viewModel.load(author.id)
        }
    }
}

#Preview {
    NavigationStack {
        AuthorView(author: PreviewFetcher.sample[0].author, fetcher: PreviewFetcher())
    }
}
