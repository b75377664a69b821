import Foundation

/// Something the reader wants to come back to.
struct ReadingItem: Identifiable, Hashable, Codable, Sendable {
    let id: UUID
    var title: String
    var link: URL
    var addedAt: Date
    var isRead: Bool
    var tag: Tag

    enum Tag: String, CaseIterable, Identifiable, Codable, Sendable {
        case longRead
        case news
        case reference

        var id: String { rawValue }

        var title: String {
            switch self {
            case .longRead: return "Long Reads"
            case .news: return "News"
            case .reference: return "Reference"
            }
        }
    }
}

/// Loads and saves the reading list.
protocol ReadingListPersisting: Sendable {
    func load() async throws -> [ReadingItem]
    func save(_ items: [ReadingItem]) async throws
}

/// Keeps the list as JSON in the app's documents folder.
actor FileReadingListStore: ReadingListPersisting {
    private let fileURL: URL

    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    func load() async throws -> [ReadingItem] {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
        let data = try Data(contentsOf: fileURL)
        return try JSONDecoder().decode([ReadingItem].self, from: data)
    }

    func save(_ items: [ReadingItem]) async throws {
        let data = try JSONEncoder().encode(items)
        try data.write(to: fileURL, options: .atomic)
    }
}
