import SwiftUI

/// Canned data for previews; answers immediately and never touches the network.
struct PreviewFetcher: ArticleFetching {
    static let sample: [Article] = {
        let reporter = Author(id: "ada", name: "Ada Quill", bio: "Covers science and the people who do it.")
        return (1...5).map { number in
            Article(
                id: UUID(),
                title: "Story number \(number)",
                summary: "A short standfirst that explains why story \(number) matters.",
                blocks: [
                    Article.Block(id: UUID(), kind: .paragraph("The first paragraph of story \(number).")),
                    Article.Block(id: UUID(), kind: .quote(text: "It was bigger than we thought.", attribution: "A source")),
                ],
                author: reporter,
                publishedAt: .now.addingTimeInterval(Double(-number) * 3_600),
                section: Article.Section.allCases[number % Article.Section.allCases.count],
                readingMinutes: number + 2
            )
        }
    }()

    func latest(in section: Article.Section?) async throws -> [Article] {
        guard let section else { return Self.sample }
        return Self.sample.filter { $0.section == section }
    }

    func article(id: Article.ID) async throws -> Article {
        Self.sample.first { $0.id == id } ?? Self.sample[0]
    }

    func articles(by author: Author.ID) async throws -> [Article] {
        Self.sample.filter { $0.author.id == author }
    }

    func search(_ query: String) async throws -> [Article] {
        Self.sample.filter { $0.title.localizedStandardContains(query) }
    }
}

#if DEBUG
/// A description of a live view model for the debug inspector.
///
/// "Any" as in "any kind of view model"; this is not a type-erased view and the
/// inspector never builds an `AnyView`.
struct AnyViewModel: Identifiable {
    let id: ObjectIdentifier
    let typeName: String
    let summary: @MainActor () -> String

    init<Model: AnyObject>(_ model: Model, summary: @escaping @MainActor (Model) -> String) {
        id = ObjectIdentifier(model)
        typeName = String(describing: Model.self)
        self.summary = { summary(model) }
    }
}

/// Lists view models and what they currently hold. Only compiled into debug builds.
struct ViewModelInspector: View {
    let models: [AnyViewModel]

    var body: some View {
        let _ = Self._printChanges()
        List(models) { model in
            VStack(alignment: .leading, spacing: 2) {
                Text(model.typeName)
                    .font(.headline.monospaced())
                Text(model.summary())
                    .font(.caption.monospaced())
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle("View Models")
    }
}

#Preview {
    NavigationStack {
        ViewModelInspector(models: [
            AnyViewModel(FeedViewModel(fetcher: PreviewFetcher())) { model in
                model.state.isLoading ? "loading" : "idle"
            },
        ])
    }
}
#endif
