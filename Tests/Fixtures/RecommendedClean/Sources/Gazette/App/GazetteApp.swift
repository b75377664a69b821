import SwiftUI

/// Values the app is built with.
enum AppConfiguration {
    static let apiBaseURL: URL = {
        guard let url = URL(string: "https://api.gazette.example/v2") else {
            preconditionFailure("The API base URL literal is malformed.")
        }
        return url
    }()
}

@main
struct GazetteApp: App {
    // The app owns its long-lived models with @State (not @StateObject: they are @Observable).
    @State private var navigation = NavigationViewModel()
    @State private var bookmarks = BookmarksModel(store: BookmarkStore())
    private let fetcher: any ArticleFetching = ArticleClient(baseURL: AppConfiguration.apiBaseURL)

    var body: some Scene {
        WindowGroup {
            RootView(fetcher: fetcher)
                .environment(navigation)
                .environment(bookmarks)
                .onOpenURL { url in
                    navigation.open(url)
                }
                .task {
                    await bookmarks.observe()
                }
        }
    }
}
