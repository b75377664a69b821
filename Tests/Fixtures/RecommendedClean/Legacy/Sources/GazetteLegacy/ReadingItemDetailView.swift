import SwiftUI

/// Notes and a tag for one saved link.
struct ReadingItemDetailView: View {
    @StateObject private var detail: ReadingItemDetailModel
    @EnvironmentObject private var list: ReadingListModel
    @FocusState private var isEditingNote: Bool

    init(itemID: ReadingItem.ID) {
        // @StateObject creates the model once, on first appearance, even if this initializer runs again.
        _detail = StateObject(wrappedValue: ReadingItemDetailModel(itemID: itemID))
    }

    var body: some View {
        Form {
            if let item = list.items.first(where: { $0.id == detail.itemID }) {
                Section("Link") {
                    Link(item.title, destination: item.link)
                    Button("Mark as Read") {
                        Task { await list.markRead(item) }
                    }
                    .disabled(item.isRead)
                }
            }
            Section("Tag") {
                Picker("Tag", selection: $detail.tag) {
                    ForEach(ReadingItem.Tag.allCases) { tag in
                        Text(tag.title).tag(tag)
                    }
                }
            }
            Section("Note") {
                TextEditor(text: $detail.note)
                    .frame(minHeight: 120)
                    .focused($isEditingNote)
            }
        }
        .navigationTitle("Details")
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { isEditingNote = false }
            }
        }
        // iOS 16 spelling: `perform:` receives the new value only.
        .onChange(of: detail.note, perform: detail.noteChanged(to:))
    }
}

#Preview {
    NavigationStack {
        ReadingItemDetailView(itemID: UUID())
    }
    .environmentObject(ReadingListModel(persistence: PreviewPersistence()))
}
