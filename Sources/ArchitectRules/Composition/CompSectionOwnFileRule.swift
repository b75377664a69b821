import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a UI-section View (header, card, row, list, banner, stats) declared in a screen's file.
struct CompSectionOwnFileRule: SyntaxRule {
    static let sectionWords = Option<[String]>("sectionWords", default: ["Header", "Card", "Row", "List", "Banner", "Stat", "Stats", "Section"],
                                               "The name words (whole camel-case words) that mark a View as a UI section.")
    static let screenSuffix = Option<String>("screenSuffix", default: "Screen", "The name ending that marks a screen View.")

    static let description = RuleDescription(
        id: "comp-section-own-file", title: "Put each section of a screen in its own file",
        category: .composition, impact: .critical, presets: [.mvvm],
        rationale: """
        The mvvm document marks this CRITICAL: a screen orchestrates components and renders \
        little itself, and every distinct section (header, card, row, list, banner, stat block) \
        is a struct in its own file under `View/`, planned that way from the start, with its own \
        preview. Reported at the name: a non-private View struct (at file level or nested, also \
        in `#if`) in a file that declares a `{Name}Screen` View (`screenSuffix`), when one of \
        the whole camel-case words of its name is in `sectionWords` (`HomeHeader`, \
        `ProductCardView`, `StatusRow`; not `Arrow` or `Playlist`). Left alone: `private` and \
        `fileprivate` Views, which `comp-inline-private-limit` judges; other Views in the file \
        (`comp-one-per-file` asks for one component per file); files without a screen; Views in \
        `#if DEBUG`, previews and preview hosts; test files. A section named otherwise \
        (`Hero`, `Summary`) is not recognised; add its word to the option.
        """,
        options: [sectionWords, screenSuffix],
        triggering: [
            RuleExample("""
            struct HomeScreen: View {
                var body: some View {
                    ScrollView { HomeHeader(); HomeFeaturedCard(); HomeScreen.RecentList() }
                }
            }

            // HomeHeader deserves its own file.
            struct ↓HomeHeader: View {
                var body: some View { Text("Welcome") }
            }

            #if os(iOS)
            struct ↓HomeFeaturedCard: SwiftUI.View {
                var body: some View { Text("Featured") }
            }
            #endif
            """, path: "Sources/App/Features/Home/View/HomeScreen.swift"),
            RuleExample("""
            extension OrdersScreen {
                struct ↓RecentList: View {
                    var body: some View { Text("Recent") }
                }
            }
            struct OrdersScreen: View {
                var body: some View { RecentList() }
            }
            """, path: "Sources/App/Features/Orders/View/OrdersScreen.swift"),
            RuleExample("""
            public struct ProfileScreen: View {
                public var body: some View { ProfileStatsBlock() }
            }
            public struct ↓ProfileStatsBlock: View {
                public var body: some View { Text("42") }
            }
            """, path: "Sources/App/Features/Profile/View/ProfileScreen.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            struct HomeScreen: View {
                var body: some View { ScrollView { HomeHeader(); Arrow(); PlaylistView() } }
            }
            private struct HomeHeader: View {
                var body: some View { Text("Header") }
            }
            struct Arrow: View { var body: some View { Image(systemName: "arrow.right") } }
            struct PlaylistView: View { var body: some View { Text("Row") } }
            #if DEBUG
            struct HomeRowPreviewHost: View { var body: some View { HomeScreen() } }
            #endif
            """, path: "Sources/App/Features/Home/View/HomeScreen.swift"),
            RuleExample("""
            // A screen would make these sections; this file has none.
            struct ProductCard: View { var body: some View { Text("Card") } }
            struct ProductRow: View { var body: some View { Text("Row") } }
            """, path: "Sources/App/Features/Product/View/ProductCard.swift"),
            RuleExample("""
            struct SpyScreen: View { var body: some View { SpyRow() } }
            struct SpyRow: View { var body: some View { Text("row") } }
            """, path: "Tests/AppTests/SpyScreen.swift"),
            RuleExample("""
            struct CartScreen: View { var body: some View { Text("cart") } }
            struct CartHeaderStyle: ViewModifier {
                func body(content: Content) -> some View { content.font(.headline) }
            }
            """, path: "Sources/App/Features/Cart/View/CartScreen.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        let suffix = configuration[Self.screenSuffix]
        guard !file.isTestFile, !suffix.isEmpty, !node.name.text.hasSuffix(suffix),
              !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }),
              SyntaxQueries.inheritsView(node.inheritanceClause) else { return }
        let words = Set(configuration[Self.sectionWords])
        guard Self.camelWords(node.name.text).contains(where: words.contains) else { return }
        let views = file.cached(PreviewBlocks.Views.self, { PreviewBlocks.Views(file) }).all
        guard views.contains(where: { $0.id == node.id }),
              let screen = views.first(where: { $0.name.text.hasSuffix(suffix) && $0.name.text.count > suffix.count }) else { return }
        report(node.name, "'\(node.name.text)' is a section of '\(screen.name.text)'; move it to its own file `\(node.name.text).swift` under `View/`.", in: file)
    }

    /// The camel-case words of a name: `HomeStatsBlock` → `Home`, `Stats`, `Block`. A run of
    /// capitals is one word up to the capital that begins the next word (`URLRow` → `URL`, `Row`);
    /// underscores separate words too.
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let startsWord = character.isUppercase && !current.isEmpty
                && (characters[index - 1].isLowercase || characters[index - 1].isNumber
                    || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if (startsWord || character == "_") && !current.isEmpty {
                words.append(current)
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
