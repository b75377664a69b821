import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags filtering, sorting and mapping done while a View renders, in `ForEach`/`List` data or `body` `let`s.
struct ListFilterInModelRule: SyntaxRule {
    public static let description = RuleDescription(
        id: "list-filter-in-model", title: "Filter and sort in the model, not in body", category: .list, impact: .medium,
        presets: [.recommended, .clinic, .clean, .review], aliases: ["clean-no-heavy-body", "review-no-heavy-body"],
        rationale: """
        `body` runs whenever anything it reads changes, often many times for one visible update, so a \
        filter or sort written there walks the whole collection again each time, even when the source \
        data has not changed. Derive the collection in the ViewModel (a stored result refreshed when \
        its inputs change, or at least a property there) and let the view only iterate it. Flagged: a \
        call to `filter`, `sorted`, `map`, `compactMap`, `reduce`, `reversed` or `prefix` inside the \
        data argument of `ForEach`/`List`, and inside the value of a `let` declared in a View's `body` \
        (directly, or inside the content closure of a layout container such as `VStack`, `List`, \
        `ForEach` or `Group`, or of a content modifier such as `.overlay { … }`). One finding per data \
        argument or `let`, on the first such call. A `let` counts only when its value is itself a \
        call chain holding the transform (`items.filter { … }`, `store.items?.sorted()`): nested \
        in a ternary, an operator or an argument, `.map` is as often `Optional.map` \
        (`frame.map { … } ?? .zero`), which the syntax cannot tell apart. Left alone: data or a \
        value whose only transforms are `prefix` and `reversed` (a slice or reversed view of the \
        collection, made without walking it) and `compactMap`s that only read a member of the \
        element (`compactMap(\\.value)`, `compactMap { $0.value }`: a projection that costs next \
        to nothing), a `let` whose transform is `reduce` (one pass that \
        folds to a number or a value; reviewers found these negligible), list data inside a \
        `.contextMenu` or `Menu` (built when the menu opens, not on every render), `let`s inside a `GeometryReader` (layout work on the \
        proxy), transforms on a literal array or \
        literal range (`(0..<5).reversed()`), look-alike names (`model.filtered`, `filterNot(_:)`, \
        `MyForEach`, `Layout.List`), `let`s inside action closures (`Button`, `.onAppear`, \
        `.task` …), helpers outside `body`, ViewModels, and other calls (`sort()`, `first(where:)`), \
        since the syntax cannot tell a costly derivation from a cheap one there; list data that only \
        filters a property of the view itself by a text the same type edits \
        (`TextField(…, text: $query)` or `.searchable(text: $query)`): a search-as-you-type filter \
        whose key changes on every keystroke, in a view with no ViewModel, where a cached result \
        would be recomputed just as often. Whether the ViewModel caches the result is not checked. \
        Test files, `#Preview`s, `PreviewProvider`s and `#if DEBUG` code are not checked.
        """,
        triggering: [
            RuleExample("""
            struct TodoList: View {
                @State var viewModel: TodoListViewModel
                var body: some View {
                    List {
                        ForEach(viewModel.todos↓.filter { !$0.isDone }.sorted { $0.due < $1.due }) { todo in
                            TodoRow(todo: todo)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Leaderboard: View {
                let scores: [Score]
                var body: some View {
                    let ranked = scores↓.sorted { $0.points > $1.points }
                    List(ranked) { ScoreRow(score: $0) }
                }
            }
            """),
            RuleExample(#"""
            struct Journal: View {
                let store: EntryStore
                var body: some View {
                    List(
                        store.entries
                            ↓.compactMap { $0.isDraft ? nil : $0.summary }
                            .prefix(10),
                        id: \.id
                    ) { SummaryRow(summary: $0) }
                }
            }
            """#),
            RuleExample(#"""
            struct Directory {
                let people: [Person]
                let groups: [Team]
            }
            #if os(iOS)
            extension Directory: View {
                var body: some View {
                    VStack {
                        let names = people↓.map(\.name)
                        Text(names.joined(separator: ", "))
                        SwiftUI.ForEach(groups↓.filter(\.isActive)) { TeamRow(team: $0) }
                    }
                }
            }
            #endif
            """#),
            RuleExample(#"""
            enum Screens {
                struct Ranking: SwiftUI.View {
                    let scores: [Score]
                    var body: some View {
                        SwiftUI.List(scores
                            ↓.sorted(by: >)
                            .prefix(3)
                        ) { ScoreRow(score: $0) }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Inbox: View {
                let mail: [Mail]
                var body: some View {
                    #if os(iOS)
                    let unread = mail↓.filter(\.isUnread)
                    #else
                    let unread = mail
                    #endif
                    ForEach(unread) { MailRow(mail: $0) }
                }
            }
            """#),
            RuleExample("""
            struct CityPicker: View {
                @State private var query = ""
                @State private var cities: [City] = []
                var body: some View {
                    // Sorting is not tied to the typed text: it still belongs in a model.
                    List(cities↓.filter { $0.name.hasPrefix(query) }.sorted { $0.name < $1.name }) { Text($0.name) }
                        .searchable(text: $query)
                }
            }
            """),
            RuleExample("""
            struct TagPicker: View {
                @State private var query = ""
                @State var model: TagModel
                var body: some View {
                    TextField("Filter", text: $query)
                    ForEach(model.tags↓.filter { $0.isPinned }) { Text($0.title) }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct AccountSwitcher: View {
                let accounts: [Account]
                var body: some View {
                    let followers = accounts.reduce(0) { $0 + $1.followers }
                    Text("\\(followers) followers")
                        .contextMenu {
                            ForEach(accounts.sorted { $0.handle < $1.handle }) { account in
                                Button(account.handle) { select(account) }
                            }
                        }
                }
            }
            """),
            RuleExample("""
            struct ServerPicker: View {
                @State private var query = ""
                @State private var servers: [Server] = []
                var body: some View {
                    Form {
                        TextField("Server", text: $query)
                        // Filtered as the user types: the key changes on every keystroke.
                        ForEach(query.isEmpty ? servers : servers.filter { $0.host.contains(query.lowercased()) }) { server in
                            Text(server.host)
                        }
                    }
                }
            }
            """),
            RuleExample(#"""
            struct TrendingSection: View {
                let tags: [Tag]
                let history: [Entry]
                let selection: Entry?
                var body: some View {
                    ForEach(tags.prefix(5)) { TagRow(tag: $0) }
                    ForEach(history.reversed()) { EntryRow(entry: $0) }
                    GeometryReader { proxy in
                        let widths = history.map { proxy.size.width * $0.share }
                        Bars(widths: widths)
                    }
                    let offset = selection.map { CGFloat($0.index) * 12 } ?? 0
                    let action = selection != nil ? history.map(\.id) : []
                    Marker(offset: offset, ids: action)
                }
            }
            """#),
            RuleExample(#"""
            // Reading one member of each element is a projection, not a derivation.
            struct Balances: View {
                let accounts: [String: Account]
                var body: some View {
                    ForEach(accounts.compactMap { $0.value }.prefix(3)) { AccountRow(account: $0) }
                    let names = accounts.values.compactMap(\.owner?.nickname)
                    Text(names.joined())
                    List(accounts.values.compactMap { account in account.card }) { CardRow(card: $0) }
                }
            }
            """#),
            RuleExample("""
            // Don't call .filter or .sorted in ForEach; the model keeps `openTodos` ready.
            struct TodoList: View {
                @State var viewModel: TodoListViewModel
                var body: some View {
                    List {
                        ForEach(viewModel.openTodos) { TodoRow(todo: $0) }
                        Text("sorted by date")
                    }
                }
            }
            """),
            RuleExample("""
            @Observable final class FeedViewModel {
                var posts: [Post] = []
                var visiblePosts: [Post] { posts.filter { !$0.isHidden } }
            }
            struct Sorter: View {
                @State var model: SorterModel
                var body: some View {
                    Button("Sort") {
                        let sorted = model.items.sorted()
                        model.apply(sorted)
                    }
                    .onAppear { let ids = model.items.map(\\.id); model.prefetch(ids) }
                }
            }
            """),
            RuleExample("""
            struct Countdown: View {
                let name: String
                var body: some View {
                    let title = name.uppercased()
                    VStack {
                        Text(title)
                        ForEach((0..<5).reversed(), id: \\.self) { Text("\\($0)") }
                        ForEach([3, 2, 1].map { $0 * 10 }, id: \\.self) { Text("\\($0)") }
                    }
                }
            }
            """),
            RuleExample("""
            struct Ranking: View {
                let scores: [Score]
                var body: some View { Text("Top") }
                func topThree() -> [Score] {
                    let ranked = scores.sorted { $0.points > $1.points }
                    return Array(ranked.prefix(3))
                }
                struct Helper {
                    let values: [Int]
                    var body: [Int] { let doubled = values.map { $0 * 2 }; return doubled }
                }
            }
            """),
            RuleExample(#"""
            struct Lookalikes: View {
                @State var model: ListModel
                var body: some View {
                    // ForEach(items.filter { $0.isOn }) would redo the work on each render.
                    Text("items.sorted()")
                    ForEach(model.filtered) { Row(item: $0) }
                    ForEach(model.sortedItems) { Row(item: $0) }
                    ForEach(model.filterNot(\.isHidden)) { Row(item: $0) }
                    MyForEach(model.items.filter { $0.isOn }) { Row(item: $0) }
                    Layout.List(model.items.sorted()) { Row(item: $0) }
                    let total = model.items.count
                    Text("\(total)")
                }
            }
            """#),
            RuleExample(#"""
            struct Outer: View {
                let items: [Item]
                var body: some View { Text("Outer") }
                enum Helpers {
                    static func visible(_ items: [Item]) -> [Item] {
                        let shown = items.filter { !$0.hidden }
                        return shown
                    }
                }
            }
            #if DEBUG
            extension Outer {
                static func sample() -> [Item] {
                    let picked = Item.all.filter(\.isSample)
                    return picked
                }
            }
            #endif
            """#),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["ForEach", "List"]


    public let configuration: RuleConfiguration

    /// Transforms that only wrap the collection in a view of it (`prefix(_:)` gives a slice and
    /// `reversed()` a reversed view, both without walking it on arrays): alone, not worth moving.
    private static let cheapViews: Set<String> = ["prefix", "reversed"]

    /// The first costly transform of a `let` value that is itself a call chain on a collection
    /// (`items.filter { … }.map(\.name)`, `store.items?.reduce(0, +)`). Transforms nested in a
    /// ternary, an operator or an argument are left alone: there `.map` is as often `Optional.map`
    /// (`frame.map { … } ?? .zero`) and the syntax cannot tell which.
    private static func transformChainTransform(_ value: ExprSyntax) -> MemberAccessExprSyntax? {
        var current: ExprSyntax? = SyntaxQueries.unparenthesized(value)
        var found: MemberAccessExprSyntax?
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { break }
                if NavigationListsSupport.transformNames.contains(member.declName.baseName.text) { found = member }
                current = member.base
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else {
                break
            }
        }
        guard found != nil, NavigationListsSupport.firstTransform(in: value, ignoring: cheapViews, skippingProjections: true) != nil else { return nil }
        return NavigationListsSupport.firstTransform(in: value)
    }

    /// Whether the list data only filters the view's own collection property by a text the
    /// same type edits (`items.filter { $0.name.contains(query) }` with `TextField(…, text: $query)`
    /// or `.searchable(text: $query)`): the key changes on every keystroke, so a cached result
    /// would be recomputed just as often, and with no ViewModel there is nowhere better to put it.
    private static func isSearchAsYouType(_ data: ExprSyntax, in call: FunctionCallExprSyntax) -> Bool {
        let transforms = SyntaxQueries.calls(in: data) { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
            return NavigationListsSupport.transformNames.contains(member.declName.baseName.text)
        }
        guard !transforms.isEmpty,
              let type = SyntaxQueries.enclosingTypeDeclaration(of: call), let members = SyntaxQueries.memberBlock(of: type) else { return false }
        var read: Set<String> = []
        for filter in transforms {
            guard let member = filter.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "filter",
                  let base = member.base, AnimationSupport.propertyName(base) != nil,
                  let closure = SyntaxQueries.closures(of: filter).first else { return false }
            for token in closure.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { read.insert(name) }
            }
        }
        let edited = SyntaxQueries.calls(in: members) { candidate in
            guard let text = SyntaxQueries.argument("text", of: candidate)?.expression else { return false }
            // `$query` or `self.$query`.
            let name: String
            if let reference = text.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else if let member = text.as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                name = member.declName.baseName.text
            } else {
                return false
            }
            return name.hasPrefix("$") && read.contains(String(name.dropFirst()))
        }
        return !edited.isEmpty
    }

    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }

        guard SyntaxQueries.isCall(call, toType: "ForEach") || SyntaxQueries.isCall(call, toType: "List"),
              let data = NavigationListsSupport.dataArgument(of: call),
              NavigationListsSupport.firstTransform(in: data.expression, ignoring: Self.cheapViews, skippingProjections: true) != nil,
              let transform = NavigationListsSupport.firstTransform(in: data.expression) else { return }
        guard !SyntaxQueries.isPreviewOrDebugCode(call), !Self.isSearchAsYouType(data.expression, in: call),
              // A menu's items are built when the menu opens, not on every render.
              !NavigationListsSupport.isInsideClosure(of: ["contextMenu", "Menu"], call, below: call.root) else { return }
        let name = transform.declName.baseName.text
        report(transform.period, "`\(name)` in the data of this list reruns on every body evaluation; derive the collection in the ViewModel (or the model or state the view reads) and iterate the result.", in: file)
    }

    public func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }

        guard variable.bindingSpecifier.tokenKind == .keyword(.let), variable.parent?.is(CodeBlockItemSyntax.self) == true,
              NavigationListsSupport.isRenderedInBody(variable),
              !NavigationListsSupport.isInsideClosure(of: ["GeometryReader"], variable, below: variable.root) else { return }
        for binding in variable.bindings {
            guard let value = binding.initializer?.value, let transform = Self.transformChainTransform(value) else { continue }
            guard !SyntaxQueries.isPreviewOrDebugCode(variable) else { return }
            let name = transform.declName.baseName.text
            // `reduce` folds to one value (a total, a count): its cost is a pass over data the
            // view already holds, which reviewers found negligible on the real apps.
            if name == "reduce" { continue }
            report(transform.period, "`\(name)` in a `let` inside `body` reruns on every body evaluation; derive the collection in the ViewModel (or the model or state the view reads) and read the result.", in: file)
        }
    }
}
