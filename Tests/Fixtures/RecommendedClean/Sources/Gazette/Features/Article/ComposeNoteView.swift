import SwiftUI

/// A note the reader keeps about an article.
struct ReaderNote: Identifiable, Hashable, Sendable {
    let id: UUID
    let articleID: Article.ID
    var title: String
    var text: String
    var tags: [String]
}

/// The compose sheet. Focus moves between fields through one optional enum, so only
/// one field can ever claim focus.
struct ComposeNoteView: View {
    enum Field: Hashable {
        case title
        case text
        case tags
    }

    let article: Article
    var onSave: (ReaderNote) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var text = ""
    @State private var tags: [String] = []
    @State private var tagDraft = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                        .focused($focusedField, equals: .title)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .text }
                    TextField("What stood out?", text: $text, axis: .vertical)
                        .lineLimit(4...12)
                        .focused($focusedField, equals: .text)
                } header: {
                    Text(article.title)
                }
                Section("Tags") {
                    TagList(tags: $tags)
                    TextField("Add a tag", text: $tagDraft)
                        .focused($focusedField, equals: .tags)
                        #if os(iOS)
                        .textInputAutocapitalization(.never)
                        #endif
                        .submitLabel(.done)
                        .onSubmit(addTag)
                }
            }
            .navigationTitle("New Note")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    saveButton
                }
            }
            .defaultFocus($focusedField, .title)
        }
    }

    private var saveButton: some View {
        Button("Save") {
            if title.trimmingCharacters(in: .whitespaces).isEmpty {
                focusedField = .title
                return
            }
            save()
        }
    }

    private func addTag() {
        let tag = tagDraft.trimmingCharacters(in: .whitespaces).lowercased()
        if !tag.isEmpty, !tags.contains(tag) {
            tags.append(tag)
        }
        tagDraft = ""
        focusedField = .tags
    }

    private func save() {
        let note = ReaderNote(
            id: UUID(),
            articleID: article.id,
            title: title,
            text: text,
            tags: tags
        )
        onSave(note)
        dismiss()
    }
}

/// A note's tags, each removable with a button or a swipe. Tags are unique, so the
/// tag text is its identity.
struct TagList: View {
    @Binding var tags: [String]

    var body: some View {
        ForEach(tags, id: \.self) { tag in
            HStack {
                Text(tag)
                Spacer()
                Button("Remove \(tag)", systemImage: "minus.circle.fill", role: .destructive) {
                    tags.removeAll { $0 == tag }
                }
                .labelStyle(.iconOnly)
                .buttonStyle(.borderless)
            }
        }
        .onDelete { offsets in
            tags.remove(atOffsets: offsets)
        }
    }
}

#Preview {
    ComposeNoteView(article: PreviewFetcher.sample[0]) { _ in }
}
