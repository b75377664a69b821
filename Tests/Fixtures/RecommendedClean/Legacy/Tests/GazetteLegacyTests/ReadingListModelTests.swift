import XCTest
@testable import GazetteLegacy

/// Persistence that remembers what it was asked to save.
actor RecordingPersistence: ReadingListPersisting {
    var stored: [ReadingItem]
    private(set) var saveCount = 0

    init(stored: [ReadingItem]) {
        self.stored = stored
    }

    func load() async throws -> [ReadingItem] { stored }

    func save(_ items: [ReadingItem]) async throws {
        stored = items
        saveCount += 1
    }
}

@MainActor
final class ReadingListModelTests: XCTestCase {
    private let unread = ReadingItem(id: UUID(), title: "Unread", link: URL(filePath: "/a"), addedAt: .now, isRead: false, tag: .news)
    private let read = ReadingItem(id: UUID(), title: "Read", link: URL(filePath: "/b"), addedAt: .now, isRead: true, tag: .news)

    func testUnreadFilterHidesReadItems() async {
        let model = ReadingListModel(persistence: RecordingPersistence(stored: [unread, read]))
        await model.load()
        model.filter = .unread
        XCTAssertEqual(model.visibleItems.map(\.id), [unread.id])
    }

    func testMarkReadPersists() async {
        let persistence = RecordingPersistence(stored: [unread])
        let model = ReadingListModel(persistence: persistence)
        await model.load()
        await model.markRead(unread)
        let saves = await persistence.saveCount
        XCTAssertEqual(saves, 1)
        XCTAssertTrue(model.items[0].isRead)
    }
}
