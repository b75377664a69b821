import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags images downloaded by hand inside a View, and `AsyncImage` in list rows without a caching library.
struct PerfAsyncImageRule: SyntaxRule {
    /// The `cachingLibraries` option.
    static let cachingLibraries = Option<[String]>("cachingLibraries", default: ["Nuke", "NukeUI", "Kingfisher", "CachedAsyncImage", "SDWebImageSwiftUI"],
                       "Modules whose import counts as an image caching layer.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "perf-async-image", title: "Load remote images through AsyncImage with a cache", category: .perf, impact: .high,
        presets: [.optimise, .clinic],
        rationale: """
        Downloading image bytes by hand in a view repeats what `AsyncImage` already does (placeholder, \
        failure, cancellation when the view goes away) and usually forgets part of it. `AsyncImage` \
        itself relies on the small shared URL cache, so in scrolling rows the same images are fetched \
        again and again; rows want a caching image loader. This is a heuristic with two checks. \
        First, on the download call: `URLSession.shared.data(from:)`, `.data(for:)` or \
        `.dataTask(with:)` in a View struct (or its extensions in the same file) that also calls \
        `UIImage(data:)` or `NSImage(data:)`; a view that downloads other data, and loaders outside \
        views, are left alone. Second, on `AsyncImage`: an `AsyncImage` written inside the content of \
        a `List`, `ForEach`, `LazyVStack`, `LazyHStack`, `LazyVGrid` or `LazyHGrid`, in a file that \
        imports none of the `cachingLibraries`. Known false positives: a project that enlarges \
        `URLCache.shared` or wraps a cache around `AsyncImage` elsewhere, and thumbnails too small \
        for caching to matter. An `AsyncImage` in a row view declared in its own struct is not seen, \
        as the list that uses the row is elsewhere.
        """,
        options: [
            cachingLibraries,
        ],
        triggering: [
            RuleExample("""
            struct AvatarView: View {
                let url: URL
                @State private var image: UIImage?
                var body: some View {
                    Group {
                        if let image { Image(uiImage: image) } else { ProgressView() }
                    }
                    .task {
                        do {
                            let (data, _) = try await ↓URLSession.shared.data(from: url)
                            image = UIImage(data: data)
                        } catch {}
                    }
                }
            }
            """),
            RuleExample("""
            struct Poster: View {
                let url: URL
                @State private var artwork: UIImage?
                var body: some View { Color.gray.task { try? await load() } }
            }
            extension Poster {
                func load() async throws {
                    let (bytes, _) = try await ↓URLSession.shared
                        .data(from: url)
                    artwork = UIImage(data: bytes)
                }
            }
            """),
            RuleExample("""
            import SwiftUI
            // Nuke would cache these avatars.
            struct Members: View {
                let users: [User]
                var body: some View {
                    List(users) { user in
                        HStack {
                            ↓AsyncImage(url: user.avatarURL) { image in
                                image.resizable()
                            } placeholder: {
                                ProgressView()
                            }
                            .frame(width: 40, height: 40)
                            Text(user.name)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension PhotoGrid {
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: columns) {
                            ForEach(photos) { photo in
                                SwiftUI.↓AsyncImage(url: photo.thumbnailURL)
                            }
                        }
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct ProfileHeader: View {
                let avatarURL: URL
                var body: some View {
                    VStack {
                        AsyncImage(url: avatarURL) { phase in
                            phase.image?.resizable()
                        }
                        Text("Profile")
                    }
                }
            }
            """),
            RuleExample("""
            import NukeUI
            import SwiftUI
            struct Members: View {
                let users: [User]
                var body: some View {
                    List(users) { user in
                        AsyncImage(url: user.avatarURL)
                    }
                }
            }
            """),
            RuleExample("""
            final class ImageLoader {
                func load(_ url: URL) async throws -> UIImage? {
                    let (data, _) = try await URLSession.shared.data(from: url)
                    return UIImage(data: data)
                }
            }
            struct FeedView: View {
                @State private var posts: [Post] = []
                var body: some View {
                    List(posts) { post in
                        CachedAsyncImage(url: post.imageURL)
                    }
                    .task {
                        // AsyncImage in List rows re-downloads; UIImage(data:) is not used here.
                        do {
                            let (data, _) = try await URLSession.shared.data(from: feedURL)
                            posts = try JSONDecoder().decode([Post].self, from: data)
                        } catch {}
                    }
                }
            }
            """),
            RuleExample("""
            @preconcurrency import Kingfisher
            struct Gallery: View {
                let photos: [Photo]
                var body: some View {
                    LazyVStack {
                        ForEach(photos) { AsyncImage(url: $0.url) }
                    }
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = Set(downloadCalls.keys).union(["AsyncImage"])

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    private static let rowContainers: Set<String> = ["List", "ForEach", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]
    private static let downloadCalls: [String: Set<String>] = ["data": ["from", "for"], "dataTask": ["with"]]

    /// Checks one call.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        if SyntaxQueries.isCall(call, toType: "AsyncImage") {
            checkAsyncImage(call, in: file)
        } else if Self.isSharedSessionDownload(call) {
            checkDownload(call, in: file)
        }
    }

    private static func isSharedSessionDownload(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let labels = downloadCalls[member.declName.baseName.text],
              let label = call.arguments.first?.label?.text, labels.contains(label),
              let shared = member.base?.as(MemberAccessExprSyntax.self), shared.declName.baseName.text == "shared",
              let session = shared.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return session.baseName.text == "URLSession"
    }

    private func checkDownload(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let view = EnclosingView.declaration(of: call) else { return }
        let decodesImage = SyntaxQueries.memberBlocks(ofTypeAround: view).contains { block in
            !SyntaxQueries.calls(in: block) { candidate in
                (SyntaxQueries.isCall(candidate, toType: "UIImage") || SyntaxQueries.isCall(candidate, toType: "NSImage"))
                    && candidate.arguments.first?.label?.text == "data"
            }.isEmpty
        }
        guard decodesImage else { return }
        report(call, "This view downloads and decodes an image by hand; use `AsyncImage` (with a caching loader for list rows) so loading, placeholders and cancellation are handled for you.", in: file)
    }

    private func checkAsyncImage(_ call: FunctionCallExprSyntax, in file: FileContext) {
        let libraries = Set(configuration[Self.cachingLibraries])
        guard SyntaxQueries.importedModules(of: file.tree).isDisjoint(with: libraries),
              let name = SyntaxQueries.calledNameToken(call) else { return }
        var current = call.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure),
               !SyntaxQueries.isMemberCall(owner), let ownerName = SyntaxQueries.calledNameToken(owner)?.text,
               Self.rowContainers.contains(ownerName) {
                report(name, "`AsyncImage` in list rows re-downloads images as rows scroll back in, since it only uses the small shared URL cache; load row images through a caching library such as Nuke or Kingfisher.", in: file)
                return
            }
            if ancestor.is(DeclSyntax.self) && !ancestor.is(IfConfigDeclSyntax.self) { return }
            current = ancestor.parent
        }
    }
}
