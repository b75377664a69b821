import SwiftUI

/// Where a reading-list screen can navigate.
enum ReadingRoute: Hashable {
    case item(ReadingItem.ID)
    case tag(ReadingItem.Tag)
}

/// The list of saved links, filtered by read state.
struct ReadingListView: View {
    @EnvironmentObject private var model: ReadingListModel
    @State private var selection = Set<ReadingItem.ID>()

    var body: some View {
        List(selection: $selection) {
            Picker("Show", selection: $model.filter) {
                ForEach(ReadingListModel.Filter.allCases) { filter in
                    Text(filter.rawValue.capitalized).tag(filter)
                }
            }
            .pickerStyle(.segmented)

            ForEach(model.visibleItems) { item in
                NavigationLink(value: ReadingRoute.item(item.id)) {
                    ReadingItemRow(item: item)
                }
            }
            .onDelete { offsets in
                let ids = Set(offsets.map { model.visibleItems[$0].id })
                Task { await model.delete(ids) }
            }
        }
        .navigationTitle("Reading List")
        .navigationDestination(for: ReadingRoute.self) { route in
            switch route {
            case .item(let id):
                ReadingItemDetailView(itemID: id)
            case .tag(let tag):
                Text(tag.title)
            }
        }
        .task {
            await model.load()
        }
        // iOS 16: the single-value form of onChange is the one available here.
        .onChange(of: model.filter) { _ in
            selection.removeAll()
        }
    }
}

/// One saved link.
struct ReadingItemRow: View {
    let item: ReadingItem

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(item.title)
                    .font(.body)
                Text(item.link.host ?? item.link.absoluteString)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if item.isRead {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(.green)
                    .accessibilityLabel("Read")
            }
        }
    }
}

#Preview {
    NavigationStack {
        ReadingListView()
    }
    .environmentObject(ReadingListModel(persistence: PreviewPersistence()))
}

/// In-memory persistence for previews.
struct PreviewPersistence: ReadingListPersisting {
    func load() async throws -> [ReadingItem] {
        [
            ReadingItem(id: UUID(), title: "How tides work", link: URL(filePath: "/tides"), addedAt: .now, isRead: false, tag: .longRead),
            ReadingItem(id: UUID(), title: "Election night live", link: URL(filePath: "/live"), addedAt: .now, isRead: true, tag: .news),
        ]
    }

    func save(_ items: [ReadingItem]) async throws {}
}
