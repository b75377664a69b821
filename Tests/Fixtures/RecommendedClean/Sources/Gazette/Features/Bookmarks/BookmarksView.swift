import SwiftUI

/// Saved articles, with swipe to delete.
struct BookmarksView: View {
    @Environment(BookmarksModel.self) private var bookmarks
    @Environment(\.scenePhase) private var scenePhase
    @State private var lastRefresh = Date.now

    var body: some View {
        #if DEBUG
        let _ = Self._printChanges()
        #endif
        Group {
            if bookmarks.articles.isEmpty {
                emptyState
            } else {
                savedList
            }
        }
        .navigationTitle("Saved")
        .onChange(of: scenePhase) { _, newPhase in
            if newPhase == .active {
                lastRefresh = .now
            }
        }
    }

    private var savedList: some View {
        List {
            Section {
                ForEach(bookmarks.articles) { article in
                    NavigationLink(value: AppRoute.article(article.id)) {
                        ArticleRow(article: article)
                    }
                }
                .onDelete { offsets in
                    Task { await bookmarks.remove(at: offsets) }
                }
            } footer: {
                Text("Updated \(lastRefresh, style: .relative) ago")
            }
        }
    }

    @ViewBuilder
    private var emptyState: some View {
        ContentUnavailableView {
            Label("Nothing Saved", systemImage: "bookmark")
        } description: {
            Text("Tap the bookmark on any story to keep it here.")
        }
    }
}

#Preview("Empty") {
    NavigationStack {
        BookmarksView()
    }
    .environment(BookmarksModel(store: BookmarkStore()))
}
