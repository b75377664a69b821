import SwiftUI

/// Preferences of the reading list, presented as a sheet.
struct ReadingListSettingsView: View {
    @AppStorage("readingList.openInReader") private var openInReader = true
    @AppStorage("readingList.defaultTag") private var defaultTag = ReadingItem.Tag.news
    @ObservedObject var model: ReadingListModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Open Links in Reader", isOn: $openInReader)
                Picker("Default Tag", selection: $defaultTag) {
                    ForEach(ReadingItem.Tag.allCases) { tag in
                        Text(tag.title).tag(tag)
                    }
                }
                Section {
                    LabeledContent("Saved Links", value: model.items.count.formatted())
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                Button("Done") { dismiss() }
            }
            .onChange(of: openInReader) { newValue in
                UserDefaults.standard.set(newValue ? "reader" : "browser", forKey: "readingList.openMode")
            }
        }
    }
}

#Preview {
    ReadingListSettingsView(model: ReadingListModel(persistence: PreviewPersistence()))
}
