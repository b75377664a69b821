import Combine
import Foundation

/// The reading list's state for iOS 16.
///
/// `@Observable` needs iOS 17, so this target uses `ObservableObject` with
/// `@Published` properties, which is the correct tool for that deployment target.
@MainActor
final class ReadingListModel: ObservableObject {
    enum Filter: String, CaseIterable, Identifiable {
        case all
        case unread

        var id: String { rawValue }
    }

    @Published private(set) var items: [ReadingItem] = []
    @Published var filter: Filter = .unread
    @Published private(set) var errorMessage: String?

    private let persistence: any ReadingListPersisting

    init(persistence: any ReadingListPersisting) {
        self.persistence = persistence
    }

    /// The rows to show for the current filter.
    var visibleItems: [ReadingItem] {
        switch filter {
        case .all: return items
        case .unread: return items.filter { !$0.isRead }
        }
    }

    func load() async {
        do {
            items = try await persistence.load()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func markRead(_ item: ReadingItem) async {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isRead = true
        await persist()
    }

    func delete(_ ids: Set<ReadingItem.ID>) async {
        items.removeAll { ids.contains($0.id) }
        await persist()
    }

    private func persist() async {
        do {
            try await persistence.save(items)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
