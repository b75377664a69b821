import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a non-lazy `VStack`/`HStack` in a `ScrollView` that builds its rows with `ForEach` over a dynamic collection.
struct ListLazyStacksRule: SyntaxRule {
    /// The `minItems` option.
    static let minItems = Option<Int>("minItems", default: 0, "When above 0, a literal range or array with at least this many items also counts as large; 0 never flags literal collections.")

    public static let description = RuleDescription(
        id: "list-lazy-stacks", title: "Use lazy stacks for scrolling collections", category: .list, impact: .medium,
        presets: [.recommended, .clinic, .optimise, .mvvm], aliases: ["perf-lazy-containers", "mvvm-perf-lazy-10"],
        rationale: """
        `VStack` and `HStack` create every child at once, including the ones far below the visible \
        area, so a scrolling list of unknown length pays for all its rows up front. `LazyVStack` and \
        `LazyHStack` create rows as they scroll into view. Flagged: a `VStack` or `HStack` (bare or \
        `SwiftUI.`-qualified, with or without modifiers) written directly in a `ScrollView`'s content \
        whose own content directly lists (possibly inside `#if`) a `ForEach` over a collection that is not written out \
        literally and whose rows show a sign of cost (see below); the finding lands on the stack's name. With the default `minItems` of 0 a literal \
        range or array (`0..<8`, `1...5`, `["a", "b"]`) is never flagged, which is the recommended \
        behaviour because the documents disagree on the size threshold (about 20 items versus 10). \
        Setting `minItems` above 0 (20 under clinic and optimise, 10 under mvvm) also flags literal \
        collections with at least that many items. Left alone: lazy stacks and grids, look-alikes \
        (`VStackLayout`, `Custom.VStack`, `MyScrollView`, `MyForEach`), a stack in another View that \
        the scroll view only contains by name (`ScrollView { Inner() }`), stacks with fixed \
        children, `ForEach` over a collection fixed in the code (`.allCases` of an enumeration or a \
        static member of a type such as `IconCatalog.items`, also through `Array(…)`, \
        `.enumerated()`, `.indices`, `.reversed()` or `.sorted(…)`: written out by hand, so \
        bounded), a `ForEach` whose rows show no sign of cost (they load no image: no \
        `AsyncImage` and no view or loader named with `Image`, SwiftUI's own `Image` of an asset \
        or symbol being cheap; start no work with `.task` or `.onAppear`; hold no collection of \
        their own): on the real apps such rows were tag chips, word pills, a post's few \
        attachments and a handful of game cards, short strips that reviewers found cost nothing \
        measurable to build at once, so the rule stays silent where it cannot see the cost, and \
        a `ForEach` nested deeper \
        (inside `Group`, `Section` or an `if`), where the syntax no longer shows the structure for sure. \
        Test files, `#Preview`s, `PreviewProvider`s and `#if DEBUG` code are not checked: sample data there is small and fixed. \
        Nor are targets below iOS 14 (tvOS 14, macOS 11), which have no lazy stacks.
        """,
        options: [
            minItems,
        ],
        presetOptions: [
            .clinic: ["minItems": .int(20)],
            .optimise: ["minItems": .int(20)],
            .mvvm: ["minItems": .int(10)],
        ],
        triggering: [
            RuleExample("""
            struct BackdropStrip: View {
                let backdrops: [Backdrop]
                var body: some View {
                    ScrollView(.horizontal) {
                        ↓HStack(spacing: 16) {
                            ForEach(backdrops) { backdrop in
                                VStack {
                                    AsyncImage(url: backdrop.url)
                                    Text(backdrop.caption)
                                }
                            }
                        }
                        ↓HStack {
                            ForEach(tags) { tag in
                                Text(tag.name).task { await tag.prefetch() }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct History: View {
                let transactions: [Transaction]
                var body: some View {
                    ScrollView {
                        ↓VStack(alignment: .leading, spacing: 8) {
                            ForEach(transactions) { ReceiptImage(transaction: $0) }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Stories: View {
                @State var viewModel: StoriesViewModel
                var body: some View {
                    ScrollView(.horizontal, showsIndicators: false) {
                        SwiftUI.↓HStack {
                            Text("Stories")
                            ForEach(viewModel.stories) { story in
                                StoryBubble(story: story).onAppear { viewModel.markSeen(story) }
                            }
                            .padding(.horizontal)
                        }
                        .padding()
                        .frame(maxHeight: 120)
                    }
                }
            }
            """),
            RuleExample("""
            struct CellGrid: View {
                let count: Int
                var body: some View {
                    ScrollView {
                        ↓VStack {
                            #if os(iOS)
                            ForEach(0..<count, id: \\.self) { ThumbnailImage(index: $0) }
                            #endif
                        }
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Catalog {
                var rows: some View {
                    ScrollView {
                        ↓VStack { ForEach(0..<30) { AsyncImage(url: urls[$0]) } }
                        ↓VStack { ForEach(1...10) { AsyncImage(url: urls[$0]) } }
                    }
                }
            }
            #endif
            """, options: ["minItems": .int(10)]),
            RuleExample(#"""
            enum Screens {
                struct Feed: SwiftUI.View {
                    let posts: [Post]
                    var body: some View {
                        SwiftUI.ScrollView {
                            ↓VStack {
                                SwiftUI.ForEach(posts) { post in PostRow(post: post).task { await post.loadMedia() } }
                                    .padding(.horizontal)
                            }
                        }
                        .refreshable { await reload() }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Wall: View {
                let posts: [Post]
                var body: some View {
                    ScrollView {
                        #if os(iOS)
                        ↓VStack {
                            ForEach(posts
                                .prefix(50)) { post in PostRow(post: post).task { await post.loadMedia() } }
                        }
                        #else
                        LazyVStack { ForEach(posts) { post in PostRow(post: post).task { await post.loadMedia() } } }
                        #endif
                    }
                }
            }
            """#),
        ],
        nonTriggering: [
            RuleExample("""
            struct WordStrip: View {
                let words: [Word]
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack { ForEach(words) { WordChip(word: $0, color: .orange) } }
                    }
                }
            }
            """),
            RuleExample("""
            struct LegacyFeed: View {
                let posts: [Post]
                var body: some View {
                    ScrollView { VStack { ForEach(posts) { PostRow(post: $0) } } }
                }
            }
            """, path: "Sources/App/LegacyFeed.swift", iOS: Version(13, 0)),
            RuleExample("""
            struct TagStrip: View {
                let tags: [Tag]
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack(spacing: 4) {
                            ForEach(tags) { tag in
                                Button {
                                    router.navigate(to: .tag(tag.name))
                                } label: {
                                    Label("#\\(tag.name)", systemImage: "number").font(.caption)
                                }
                                .buttonStyle(.bordered)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct IconPicker: View {
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(Array(AppIcon.allCases.enumerated()), id: \\.element) { index, icon in
                                IconTile(icon: icon, index: index)
                            }
                        }
                    }
                    ScrollView {
                        VStack {
                            ForEach(IconCatalog.sections) { section in
                                SectionGrid(section: section)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // A VStack inside a ScrollView with ForEach(items) would be eager; this one is lazy.
            struct History: View {
                let transactions: [Transaction]
                var body: some View {
                    ScrollView {
                        LazyVStack {
                            ForEach(transactions) { TransactionRow(transaction: $0) }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Settings: View {
                var body: some View {
                    ScrollView {
                        VStack(spacing: 12) {
                            Text("Account")
                            Text("Privacy")
                            ForEach(0..<40) { Text("Row \\($0)") }
                            ForEach(["Help", "About"], id: \\.self) { Text($0) }
                            ForEach(Theme.allCases) { ThemeRow(theme: $0) }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Summary: View {
                let items: [Item]
                var body: some View {
                    VStack {
                        ForEach(items) { ItemRow(item: $0) }
                    }
                    ScrollView {
                        MyVStack { ForEach(items) { ItemRow(item: $0) } }
                        VStack {
                            Section { ForEach(items) { ItemRow(item: $0) } }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            extension Catalog {
                var rows: some View {
                    ScrollView {
                        VStack { ForEach(0..<19) { Row(index: $0) } }
                    }
                }
            }
            """, options: ["minItems": .int(20)]),
            RuleExample(#"""
            struct Lookalikes: View {
                let posts: [Post]
                var body: some View {
                    // ScrollView { VStack { ForEach(posts) } } is eager.
                    Text("ScrollView { VStack { ForEach(posts) } }")
                    MyScrollView {
                        VStack { ForEach(posts) { PostRow(post: $0) } }
                    }
                    ScrollView {
                        VStackLayout { ForEach(posts) { PostRow(post: $0) } }
                        Custom.VStack { ForEach(posts) { PostRow(post: $0) } }
                        VStack { MyForEach(posts) { PostRow(post: $0) } }
                        SwiftUI.LazyHStack { ForEach(posts) { PostRow(post: $0) } }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Outer: View {
                let posts: [Post]
                var body: some View {
                    ScrollView { Inner(posts: posts) }
                }
                struct Inner: View {
                    let posts: [Post]
                    var body: some View {
                        VStack { ForEach(posts) { PostRow(post: $0) } }
                    }
                }
            }
            """#),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["ScrollView"]


    public let configuration: RuleConfiguration

    public func visit(_ scroll: FunctionCallExprSyntax, in file: FileContext) {
        // Lazy stacks arrived in iOS 14 (tvOS 14, macOS 11): below that the eager stack is all there is.
        guard file.iOSTarget >= Version(14), !file.isTestFile, SyntaxQueries.isCall(scroll, toType: "ScrollView"),
              !SyntaxQueries.isPreviewOrDebugCode(scroll) else { return }
        let minItems = configuration[Self.minItems]
        for closure in SyntaxQueries.closures(of: scroll) {
            for child in NavigationListsSupport.statementExpressions(of: closure) {
                guard let stack = SyntaxQueries.chainRoot(child).as(FunctionCallExprSyntax.self),
                      let kind = ["VStack", "HStack"].first(where: { SyntaxQueries.isCall(stack, toType: $0) }),
                      let name = SyntaxQueries.calledNameToken(stack),
                      containsLargeForEach(stack, minItems: minItems) else { continue }
                report(name, "This `\(kind)` builds every `ForEach` row at once inside a scroll view; use `Lazy\(kind)` so rows are created as they scroll in.", in: file)
            }
        }
    }

    private func containsLargeForEach(_ stack: FunctionCallExprSyntax, minItems: Int) -> Bool {
        for closure in SyntaxQueries.closures(of: stack) {
            for child in NavigationListsSupport.statementExpressions(of: closure) {
                guard let forEach = SyntaxQueries.chainRoot(child).as(FunctionCallExprSyntax.self),
                      SyntaxQueries.isCall(forEach, toType: "ForEach"),
                      let data = NavigationListsSupport.dataArgument(of: forEach)?.expression else { continue }
                if let count = NavigationListsSupport.literalItemCount(data) {
                    if minItems > 0 && count >= minItems { return true }
                } else if !Self.isFixedEnumeration(data), Self.hasVisiblyCostlyRows(forEach) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the rows the `ForEach` builds visibly cost something to build: they load an image
    /// (`AsyncImage`, or a view or loader whose name holds `Image` or `ImageLoader`, such as
    /// `PosterImage(loader:)`; SwiftUI's own `Image` of an asset or a symbol is cheap), start
    /// work when they appear (`.task`, `.onAppear`), or hold a collection of their own (a nested
    /// `ForEach`, `List` or grid). Rows without such a sign (tag chips, word pills, a post's few
    /// attachments, cards of a handful of games) were found on the real apps to be short strips
    /// that cost nothing measurable to build at once, so they are left alone.
    private static func hasVisiblyCostlyRows(_ forEach: FunctionCallExprSyntax) -> Bool {
        guard let rows = forEach.trailingClosure else { return false }
        for node in ViewRuleSupport.descendants(of: rows, entersClosure: { !ReviewBody50LinesRule.isActionClosure($0) }) {
            guard node.kind == .functionCallExpr, let call = node.as(FunctionCallExprSyntax.self) else { continue }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
                if ["task", "onAppear"].contains(member.declName.baseName.text) { return true }
                continue
            }
            guard let name = SyntaxQueries.calledName(call) else { continue }
            if name != "Image", name.contains("Image") { return true }
            if ["ForEach", "List", "LazyVGrid", "LazyHGrid", "Grid"].contains(name) { return true }
        }
        return false
    }

    /// A collection fixed in the code: `X.allCases` (the cases of an enumeration) or a static
    /// member of a type (`IconCatalog.items`, `Theme.Palette.all`), also wrapped in `Array(…)` or
    /// followed by `.enumerated()`, `.indices`, `.reversed()` or `.sorted…`: both are written out by
    /// hand somewhere, so their size is known to the author even if not to the syntax.
    private static func isFixedEnumeration(_ expression: ExprSyntax) -> Bool {
        var current = SyntaxQueries.unparenthesized(expression)
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if SyntaxQueries.isCall(call, toType: "Array"), call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
                    current = SyntaxQueries.unparenthesized(only.expression)
                    continue
                }
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                      ["enumerated", "reversed", "sorted"].contains(member.declName.baseName.text) else { return false }
                current = base
                continue
            }
            guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
            if member.declName.baseName.text == "allCases" { return true }
            if member.declName.baseName.text == "indices" { current = base; continue }
            return isTypeName(base)
        }
    }

    /// Whether an expression names a type: a capitalized name, possibly qualified (`Theme.Palette`).
    private static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase ?? false
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return (member.declName.baseName.text.first?.isUppercase ?? false) && isTypeName(base)
        }
        return false
    }
}
