import SwiftUI

/// Loads one article for the detail screen.
@Observable
@MainActor
final class ArticleDetailViewModel {
    private(set) var state: LoadState<Article> = .idle
    @ObservationIgnored private let fetcher: any ArticleFetching

    init(fetcher: any ArticleFetching) {
        self.fetcher = fetcher
    }

    func load(_ id: Article.ID) async {
        state = .loading
        do {
            state = .loaded(try await fetcher.article(id: id))
        } catch is CancellationError {
            // A newer id replaced this request.
        } catch {
            state = .failed(message: error.localizedDescription)
        }
    }
}

/// A draft note about an article; presenting the compose sheet is driven by this optional value.
struct NoteDraft: Identifiable, Hashable {
    let id = UUID()
    let article: Article
}

/// The reading screen.
struct ArticleDetailView: View {
    let articleID: Article.ID
    @State private var viewModel: ArticleDetailViewModel
    @State private var noteDraft: NoteDraft?
    @State private var showsSummary = false
    @AppStorage("reader.textSizeStep") private var textSizeStep = 2
    @Environment(BookmarksModel.self) private var bookmarks

    /// The reading sizes the text-size control steps through, smallest first.
    private static let readingSizes: [DynamicTypeSize] = [.small, .medium, .large, .xLarge, .xxLarge]

    init(articleID: Article.ID, fetcher: any ArticleFetching) {
        self.articleID = articleID
        _viewModel = State(initialValue: ArticleDetailViewModel(fetcher: fetcher))
    }

    var body: some View {
        AsyncContentView(state: viewModel.state, retry: { await viewModel.load(articleID) }) { article in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 16) {
                    header(for: article)
                    ForEach(article.blocks) { block in
                        blockView(block)
                    }
                }
                .padding()
                .dynamicTypeSize(Self.readingSizes[textSizeStep])
            }
            .toolbar {
                ToolbarItem(placement: .status) {
                    TextSizeControl(step: $textSizeStep, range: 0...(Self.readingSizes.count - 1))
                }
                ToolbarItemGroup(placement: .primaryAction) {
                    bookmarkButton(for: article)
                    IconButton("Write a Note", systemImage: "square.and.pencil") {
                        noteDraft = NoteDraft(article: article)
                    }
                    ShareLink(item: ArticleEmail(article: article).body, subject: Text(article.title))
                }
            }
        }
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        .task(id: articleID) {
            await viewModel.load(articleID)
        }
        .onChange(of: textSizeStep) {
            Haptics.selection()
        }
        .sheet(item: $noteDraft) { draft in
            ComposeNoteView(article: draft.article) { note in
                bookmarks.add(note)
            }
        }
    }

    private func header(for article: Article) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(article.title)
                .font(.articleHeadline)
            NavigationLink(value: AppRoute.author(article.author)) {
                Text("By \(article.author.name)")
                    .font(.subheadline.weight(.medium))
            }
            Text(article.publishedAt, format: .dateTime.day().month(.wide).year())
                .font(.footnote)
                .foregroundStyle(.secondary)
            Button(showsSummary ? "Hide Summary" : "Show Summary") {
                withAnimation(.snappy) {
                    showsSummary.toggle()
                }
            }
            .buttonStyle(.pill)
            if showsSummary {
                Text(article.summary)
                    .font(.callout)
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
    }

    @ViewBuilder
    private func blockView(_ block: Article.Block) -> some View {
        switch block.kind {
        case .paragraph(let text):
            Text(text)
                .font(.articleBody)
        case .quote(let text, let attribution):
            VStack(alignment: .leading, spacing: 4) {
                Text("“\(text)”")
                    .font(.title3.italic())
                Text(attribution)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .padding(.leading)
            .accessibilityElement(children: .combine)
        case .image(let url, let caption):
            VStack(alignment: .leading) {
                AsyncImage(url: url) { image in
                    image.resizable().scaledToFit()
                } placeholder: {
                    Color.secondary.opacity(0.2).aspectRatio(16 / 9, contentMode: .fit)
                }
                .accessibilityLabel(caption)
                Text(caption)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .accessibilityHidden(true)
            }
        }
    }

    private func bookmarkButton(for article: Article) -> some View {
        let isSaved = bookmarks.isSaved(article.id)
        return Button {
            Task {
                await bookmarks.toggle(article)
                Haptics.success()
            }
        } label: {
            Image(systemName: isSaved ? "bookmark.fill" : "bookmark")
                .contentTransition(.symbolEffect(.replace))
        }
        .accessibilityLabel(isSaved ? "Remove from Saved" : "Save for Later")
    }
}

#Preview {
    NavigationStack {
        ArticleDetailView(articleID: PreviewFetcher.sample[0].id, fetcher: PreviewFetcher())
    }
    .environment(BookmarksModel(store: BookmarkStore()))
}
