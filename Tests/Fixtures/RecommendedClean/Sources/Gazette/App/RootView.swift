import SwiftUI

/// The tab bar. Each tab has its own `NavigationStack` bound to its own path, so
/// switching tabs never pops or pushes another tab's screens.
struct RootView: View {
    let fetcher: any ArticleFetching
    @Environment(NavigationViewModel.self) private var navigation

    var body: some View {
        @Bindable var navigation = navigation
        TabView(selection: $navigation.selectedTab) {
            NavigationStack(path: $navigation.todayPath) {
                FeedView(fetcher: fetcher)
                    .appDestinations(fetcher: fetcher)
            }
            .tabItem { Label("Today", systemImage: "newspaper") }
            .tag(NavigationViewModel.Tab.today)

            NavigationStack(path: $navigation.searchPath) {
                SearchView(fetcher: fetcher)
                    .appDestinations(fetcher: fetcher)
            }
            .tabItem { Label("Search", systemImage: "magnifyingglass") }
            .tag(NavigationViewModel.Tab.search)

            NavigationStack(path: $navigation.savedPath) {
                BookmarksView()
                    .appDestinations(fetcher: fetcher)
            }
            .tabItem { Label("Saved", systemImage: "bookmark") }
            .tag(NavigationViewModel.Tab.saved)

            NavigationStack {
                SettingsView()
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(NavigationViewModel.Tab.settings)
        }
    }
}

extension View {
    /// Registers the screen for every `AppRoute`, once per stack.
    func appDestinations(fetcher: any ArticleFetching) -> some View {
        navigationDestination(for: AppRoute.self) { route in
            switch route {
            case .article(let id):
                ArticleDetailView(articleID: id, fetcher: fetcher)
            case .author(let author):
                AuthorView(author: author, fetcher: fetcher)
            case .section(let section):
                FeedView(fetcher: fetcher, section: section)
            }
        }
    }
}

// The #Preview macro replaces the PreviewProvider structs this file used to end with.
#Preview {
    RootView(fetcher: PreviewFetcher())
        .environment(NavigationViewModel())
        .environment(BookmarksModel(store: BookmarkStore(initial: PreviewFetcher.sample)))
}
