import SwiftUI

/// Entry point of the iOS 16 reading-list app.
@main
struct ReadingListApp: App {
    // On iOS 16 the app owns its ObservableObject model with @StateObject.
    @StateObject private var model = ReadingListModel(
        persistence: FileReadingListStore(fileURL: URL.documentsDirectory.appending(path: "reading-list.json"))
    )

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ReadingListView()
            }
            .environmentObject(model)
        }
    }
}
