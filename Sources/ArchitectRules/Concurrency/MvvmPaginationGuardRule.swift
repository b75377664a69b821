import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a `loadMore`-style method of a class with paging flags that does not test them up front.
struct MvvmPaginationGuardRule: SyntaxRule {
    static let description = RuleDescription(
        id: "mvvm-pagination-guard", title: "Guard loadMore on hasMore and isLoadingMore", category: .conc, impact: .should,
        presets: [.mvvm],
        rationale: """
        A list asks for the next page each time its last row appears, which can happen several \
        times while a page is still loading, and again after the last page. The MVVM guide's \
        `loadMore()` therefore starts with `guard hasMore, !isLoadingMore else { return }`: \
        without it the same page is fetched twice (duplicate rows) or an empty page is requested \
        forever. Reported, at the method's name: a method of a class (or its same-file \
        extensions) whose name starts with `loadMore`, `fetchMore`, `loadNext` or `fetchNext`, \
        or contains `NextPage`, when the class declares paging flags (a stored property whose \
        name has `loading` or `fetching` in it, and one named like `hasMore`, `hasNextPage`, \
        `canLoadMore`, `isLastPage`, `reachedEnd`) and the method's leading `guard` and \
        `if … { return }` statements do not read one of them; the method must be `async` or start a \
        `Task`, and after the verb comes nothing, `IfNeeded`, `Page…` or a plural noun \
        (`loadMoreProducts`), so that look-alikes such as `loadMoreInfo()` stay out. Only the kinds of flag the class \
        has are asked for. Left alone: classes without such flags (paging state kept in a data \
        source or the caller, whose guard the rule cannot see), structs and Views, protocol \
        requirements, test files, previews and `#if DEBUG` code. A flag tested later in the \
        method, after work has started, does not count as up front.
        """,
        triggering: [
            RuleExample("""
            @Observable @MainActor
            final class ProductViewModel {
                var products: [Product] = []
                var isLoadingMore = false
                var hasMore = true
                func ↓loadMore() async {
                    isLoadingMore = true
                    defer { isLoadingMore = false }
                    products += await repository.products(page: page + 1)
                }
            }
            """),
            RuleExample("""
            final class FeedViewModel: ObservableObject {
                @Published private(set) var isFetching = false
                private var hasNextPage = true
            }
            extension FeedViewModel {
                func ↓fetchNextPage() async {
                    guard hasNextPage else { return }
                    isFetching = true
                    await load()
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Catalog {
                final class SearchResultsModel {
                    var isLoading = false
                    var reachedEnd = false
                    func ↓loadMoreIfNeeded(current item: Item) async {
                        guard item.id == items.last?.id else { return }
                        if isLoading { return }
                        await fetch()
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // loadMore() without guard hasMore, !isLoadingMore fetches twice.
            @Observable @MainActor
            final class ProductViewModel {
                var isLoadingMore = false
                var hasMore = true
                func loadMore() async {
                    guard hasMore, !isLoadingMore else { return }
                    isLoadingMore = true
                    defer { isLoadingMore = false }
                    await fetch()
                }
                func fetchNextPage() async {
                    if isLoadingMore || !hasMore { return }
                    await fetch()
                }
                func loadMoreInfo() async { await info() }
                func loadNextScene() async { await scene() }
            }
            """),
            RuleExample("""
            final class TimelineViewModel {
                private let dataSource: TimelineDataSource
                func fetchNextPage() async throws {
                    let items = try await dataSource.next()
                    append(items)
                }
            }
            struct ResultsView: View {
                @State private var isLoading = false
                @State private var hasMore = true
                func loadMore() async { await model.fetch() }
                var body: some View { Text("loadMore") }
            }
            protocol Paging { func loadNextPage() async }
            """),
            RuleExample("""
            final class PagingViewModelTests: XCTestCase {
                var isLoading = false
                var hasMore = true
                func loadMore() async { await sut.loadMore() }
            }
            """, path: "Tests/PagingTests/PagingViewModelTests.swift"),
            RuleExample("""
            #if DEBUG
            final class DemoPager {
                var isLoading = false
                var hasMore = true
                func loadMore() async { await fetch() }
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        guard Self.isPagingName(node.name.text), let body = node.body, !file.isTestFile, Self.isAsyncWork(node, body: body),
              let owner = SyntaxQueries.enclosingTypeDeclaration(of: node), Self.isClass(owner) else { return }
        let flags = Self.pagingFlags(ofTypeAround: owner)
        guard !flags.loading.isEmpty || !flags.more.isEmpty else { return }
        let read = Self.namesReadUpFront(body)
        var missing: [String] = []
        if let loading = flags.loading.first, read.isDisjoint(with: flags.loading) { missing.append("`\(loading)`") }
        if let more = flags.more.first, read.isDisjoint(with: flags.more) { missing.append("`\(more)`") }
        guard !missing.isEmpty, !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(node.name, "`\(node.name.text)` starts loading without testing \(missing.joined(separator: " and ")); begin it with a `guard` that returns while a page is loading or when no page is left.", in: file)
    }

    /// An `async` method, or one that starts a `Task`: a page load, not a look-alike such as `loadMoreInfo()`.
    static func isAsyncWork(_ node: FunctionDeclSyntax, body: CodeBlockSyntax) -> Bool {
        node.signature.effectSpecifiers?.asyncSpecifier != nil || !SyntaxQueries.calls(in: body, where: AsyncWorkSyntax.isTaskCreation).isEmpty
    }

    /// `loadMore`, `fetchNextPage`, `loadMoreIfNeeded`, `loadMoreProducts`: one of the paging
    /// verbs, then nothing, `IfNeeded`, `Page…` or a plural noun; or any name with `NextPage`.
    /// `loadMoreInfo()` and `loadNextScene()` are not paging.
    static func isPagingName(_ name: String) -> Bool {
        if name.contains("NextPage") || name.contains("MorePages") { return true }
        guard let prefix = ["loadMore", "fetchMore", "loadNext", "fetchNext"].first(where: { name.hasPrefix($0) }) else { return false }
        let rest = name.dropFirst(prefix.count)
        guard let first = rest.first else { return true }
        guard first.isUppercase else { return false }
        if rest.hasPrefix("IfNeeded") || rest.hasPrefix("Page") { return true }
        let word = String(first) + rest.dropFirst().prefix { $0.isLowercase }
        return word.hasSuffix("s")
    }

    /// A class, or an extension of a class declared in the same file.
    static func isClass(_ owner: Syntax) -> Bool {
        SyntaxQueries.declarations(ofTypeAround: owner).contains { $0.is(ClassDeclSyntax.self) }
    }

    /// The stored properties of the type that name an in-flight flag, and those that say whether more pages exist.
    static func pagingFlags(ofTypeAround owner: Syntax) -> (loading: [String], more: [String]) {
        var loading: [String] = []
        var more: [String] = []
        for property in SyntaxQueries.storedProperties(in: SyntaxQueries.memberBlocks(ofTypeAround: owner)) {
            let name = property.name.text
            let lower = name.lowercased()
            if lower.contains("loading") || lower.contains("fetching") {
                loading.append(name)
            } else if ["hasmore", "hasnext", "canloadmore", "canfetchmore", "moreavailable", "islastpage", "reachedend",
                       "endreached", "hasreachedend", "nomore", "canloadnext"].contains(where: { lower.contains($0) }) {
                more.append(name)
            }
        }
        return (loading, more)
    }

    /// The names the method's leading `guard` statements and `if … { return }` statements read.
    static func namesReadUpFront(_ body: CodeBlockSyntax) -> Set<String> {
        var names = Set<String>()
        for item in body.statements {
            let conditions: ConditionElementListSyntax
            if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                conditions = guardStatement.conditions
            } else if let ifStatement = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self),
                      ifStatement.body.statements.count == 1, ifStatement.body.statements.first?.item.is(ReturnStmtSyntax.self) == true {
                conditions = ifStatement.conditions
            } else {
                break
            }
            for token in conditions.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier { names.insert(token.text) }
        }
        return names
    }
}

private extension TokenKind {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
