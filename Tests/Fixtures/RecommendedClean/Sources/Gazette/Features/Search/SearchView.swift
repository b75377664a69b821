import SwiftUI

/// Runs searches against the API.
@Observable
@MainActor
final class SearchViewModel {
    private(set) var results: [Article] = []
    private(set) var isSearching = false
    private(set) var errorMessage: String?
    var section: Article.Section?
    @ObservationIgnored private let fetcher: any ArticleFetching

    /// The results in the chosen section; computed here so `body` only displays them.
    var visibleResults: [Article] {
        guard let section else { return results }
        return results.filter { $0.section == section }
    }

    init(fetcher: any ArticleFetching) {
        self.fetcher = fetcher
    }

    func search(_ query: String) async {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count >= 2 else {
            clear()
            return
        }
        isSearching = true
        defer { isSearching = false }
        do {
            results = try await fetcher.search(trimmed)
            errorMessage = nil
        } catch is CancellationError {
            // The reader kept typing; a newer search is already running.
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func clear() {
        results = []
        errorMessage = nil
    }
}

/// Search with a debounce: `.task(id:)` restarts on every keystroke and the sleep
/// at the top absorbs bursts of typing.
struct SearchView: View {
    @State private var viewModel: SearchViewModel
    @State private var query = ""

    init(fetcher: any ArticleFetching) {
        _viewModel = State(initialValue: SearchViewModel(fetcher: fetcher))
    }

    var body: some View {
        List(viewModel.visibleResults) { article in
            NavigationLink(value: AppRoute.article(article.id)) {
                ArticleRow(article: article)
            }
        }
        .listStyle(.plain)
        .overlay {
            placeholder
        }
        .navigationTitle("Search")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                SectionFilterMenu(selection: $viewModel.section)
            }
        }
        .searchable(text: $query, prompt: "Headlines, people, places")
        .task(id: query) {
            do {
                try await Task.sleep(for: .milliseconds(300))
            } catch {
                return
            }
            await viewModel.search(query)
        }
        .onChange(of: query) { oldValue, newValue in
            if newValue.isEmpty, !oldValue.isEmpty {
                viewModel.clear()
            }
        }
    }

    @ViewBuilder
    private var placeholder: some View {
        if let message = viewModel.errorMessage {
            ContentUnavailableView("Search Failed", systemImage: "exclamationmark.magnifyingglass", description: Text(message))
        } else if query.isEmpty {
            ContentUnavailableView("Search the Gazette", systemImage: "magnifyingglass")
        } else if viewModel.visibleResults.isEmpty, !viewModel.isSearching {
            ContentUnavailableView.search(text: query)
        }
    }
}

#Preview {
    NavigationStack {
        SearchView(fetcher: PreviewFetcher())
    }
}
