import Combine
import Foundation

/// Edits one reading-list item. An `ObservableObject`, because this target runs on iOS 16.
@MainActor
final class ReadingItemDetailModel: ObservableObject {
    @Published var note = ""
    @Published var tag: ReadingItem.Tag = .news
    @Published private(set) var lastSaved: Date?

    let itemID: ReadingItem.ID

    init(itemID: ReadingItem.ID) {
        self.itemID = itemID
    }

    func noteChanged(to text: String) {
        // A real app would write to disk here; the fixture records the time.
        if !text.isEmpty {
            lastSaved = .now
        }
    }
}
