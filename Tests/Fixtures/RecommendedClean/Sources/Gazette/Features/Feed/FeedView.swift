import SwiftUI

/// The front page: a list of stories with a section filter.
struct FeedView: View {
    @State private var viewModel: FeedViewModel
    private let isSectionPage: Bool

    init(fetcher: any ArticleFetching, section: Article.Section? = nil) {
        _viewModel = State(initialValue: FeedViewModel(fetcher: fetcher, section: section))
        isSectionPage = section != nil
    }

    var body: some View {
        content
            .navigationTitle(viewModel.section?.title ?? "Today")
            .safeAreaInset(edge: .top) {
                if !isSectionPage {
                    SectionChips(selection: $viewModel.section)
                }
            }
            // Reloads whenever the filter changes; SwiftUI cancels the previous load.
            .task(id: viewModel.section) {
                await viewModel.load()
            }
            .refreshable {
                await viewModel.load()
            }
            // A new day means a new front page. The loop ends when the view disappears.
            .task {
                for await event in AppEvents.stream() where event == .dayChanged {
                    await viewModel.load()
                }
            }
    }

    // A @ViewBuilder keeps each branch's identity; an earlier version returned
    // AnyView from every case, which threw that information away.
    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView("Loading stories…")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        case .loaded(let articles) where articles.isEmpty:
            ContentUnavailableView("No Stories Yet", systemImage: "newspaper", description: Text("Pull to refresh."))
        case .loaded(let articles):
            List {
                if !viewModel.mostRead.isEmpty {
                    Section("Most Read") {
                        // Numbered by position, identified by the article: reordering keeps rows stable.
                        ForEach(Array(viewModel.mostRead.enumerated()), id: \.element.id) { rank, article in
                            NavigationLink(value: AppRoute.article(article.id)) {
                                Label {
                                    Text(article.title)
                                } icon: {
                                    Text(rank + 1, format: .number)
                                        .font(.title3.monospacedDigit().bold())
                                }
                            }
                        }
                    }
                }
                Section("Latest") {
                    ForEach(articles) { article in
                        NavigationLink(value: AppRoute.article(article.id)) {
                            ArticleRow(article: article)
                        }
                    }
                }
            }
            .listStyle(.plain)
        case .failed(let message):
            ContentUnavailableView {
                Label("Couldn’t Load Stories", systemImage: "wifi.exclamationmark")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    Task { await viewModel.load() }
                }
            }
        }
    }

}

/// A row of chips, one per section. The sections are a small fixed enum, so an eager
/// `HStack` is the right container; there is nothing to gain from a lazy one.
struct SectionChips: View {
    @Binding var selection: Article.Section?

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(Article.Section.allCases) { section in
                    Button(section.title) {
                        selection = selection == section ? nil : section
                    }
                    .buttonStyle(.bordered)
                    .tint(selection == section ? .accentColor : .secondary)
                }
            }
            .padding(.horizontal)
            .padding(.vertical, 6)
        }
        .background(.bar)
    }
}

/// A toolbar menu that narrows a list of stories to one section.
struct SectionFilterMenu: View {
    @Binding var selection: Article.Section?

    var body: some View {
        Menu {
            Picker("Section", selection: $selection) {
                Text("All Sections").tag(Article.Section?.none)
                ForEach(Article.Section.allCases) { section in
                    Text(section.title).tag(Optional(section))
                }
            }
        } label: {
            Label("Filter", systemImage: selection == nil
                ? "line.3.horizontal.decrease.circle"
                : "line.3.horizontal.decrease.circle.fill")
        }
    }
}

#Preview("Front page") {
    NavigationStack {
        FeedView(fetcher: PreviewFetcher())
    }
}

#Preview("Science") {
    NavigationStack {
        FeedView(fetcher: PreviewFetcher(), section: .science)
    }
}
