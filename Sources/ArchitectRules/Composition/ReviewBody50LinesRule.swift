import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags View bodies that run to 50 lines or more.
struct ReviewBody50LinesRule: SyntaxRule {
    /// The `maxLines` option.
    static let maxLines = Option<Int>("maxLines", default: 49, "The longest `body`, in lines, that is not reported.")

    /// The `maxNodes` option.
    static let maxNodes = Option<Int>("maxNodes", default: 0, "The most view nodes a `body` may build; 0 turns node counting off.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "review-body-50-lines", title: "Keep a View's body under 50 lines", category: .composition, impact: .low,
        presets: [.recommended, .review, .mvvm, .clinic], aliases: ["comp-screen-body-50", "view-body-complexity"],
        rationale: """
        A long `body` mixes several sections of a screen in one place: it is hard to read, hard \
        to preview piece by piece, and every state change re-evaluates all of it. Split it into \
        small subviews (one per header, form, list or footer) that the body only arranges.

        Counting: only the lines that build views. From the line holding the `var` keyword of \
        `body` to the line holding its closing brace, a line counts when a token of the body \
        other than a closing `}`, `)` or `]` starts on it, so blank lines, comment-only lines and \
        lines that only close what earlier lines opened do not count (a commented body is not a \
        longer one, nor is one whose author puts each closing brace on a line of its own), and \
        neither do attributes written above `var`. Lines inside closures that \
        run code rather than build views are left out as well: a `Button`'s action, closures \
        passed as `action:`, `perform:`, `primaryAction:`, `get:`/`set:` or `on…:`, and every \
        closure of an `on…` modifier (`.onAppear`, `.onChange`, `.onReceive`, `.onTapGesture`, \
        `.onSubmit`, …), `.task`, `.refreshable`, `Task { }`, `withAnimation { }` and the like; \
        the modifier's own line still counts. So are the lines of a call's non-closure \
        arguments after its first one, for a modifier (`.frame(`, then `width: …` and `height: …` \
        on lines of their own) and for a view's initializer alike (`AvatarView(`, then \
        `account: …`, `size: …`, `showsBadge: …` one per line): they configure one view, they do \
        not build more (reviewers found bodies that only arrange subviews reported for such \
        argument lists). Nor do menus, presentations and accessibility attached to a view: \
        everything from the `.` of a `.contextMenu`, `.swipeActions`, `.alert`, \
        `.confirmationDialog`, `.sheet`, `.fullScreenCover`, `.popover`, `.navigationDestination`, \
        `.transition`, `.help`, `.keyboardShortcut`, `.listRow…` or `.accessibility…` modifier to its \
        end, closures included: they attach actions, other screens or settings to the view, not \
        sections of it (reviewers found simple rows pushed over the limit by that plumbing). A \
        `body` that is menu content (only buttons, toggles, pickers, links and dividers, grouped by \
        `ControlGroup`, `Menu`, `Section`, `Group` or `ForEach`: a context menu's View) is as long \
        as its list of actions and is not reported, and so is a `body` that only arranges parts \
        made elsewhere (the project's own views, fragments such as `header`, and fillers: spacers, \
        dividers, a spinner, colours, gradients and plain shapes, \
        placed by stacks, lists, forms, scroll and navigation containers under `if`, `switch` and \
        `#if`): it is long because of its choices and modifiers and has no inline section to move \
        (reviewers judged such 51- to 54-line bodies not worth a finding). And of `if #available(…) { … } else { … }`, only the longer branch \
        counts: both build the same section for two SDKs. The conditions of an `if` written over \
        several lines count as its first line only: they decide what is shown, they build nothing. Content closures stay in the count: stacks, \
        `.toolbar`, `.overlay`, `.background`, a `Menu`'s items (but not what the buttons do). On the real apps reviewers found most 50-line bodies to be a few subviews \
        with long handler plumbing (scroll handlers, inline network calls in a toolbar action), \
        where moving sections into subviews would not shorten anything; the advice is about \
        view sections, so only those lines are measured. A body with more than `maxLines` such \
        lines (default 49, so 50 or more are reported; the mvvm preset allows 50) is reported \
        once, at the name `body`.

        Checked: the `body` property declared directly in a View, meaning a struct whose \
        inheritance clause names `View` or whose `View` conformance is written on an extension \
        in the same file, or an extension of such a struct or one that declares `View` \
        conformance itself; including one inside an `#if` block and in nested View types. Left alone: other computed properties and helper functions \
        (however long, `bodyContent` included), `body(content:)` of a `ViewModifier`, `body` in \
        types not visibly a View, stored `body` properties, and views in test files, `#Preview`s, \
        `PreviewProvider`s and `#if DEBUG` code (scaffolding, not screens). A `body` declared once per clause \
        of an `#if` is checked clause by clause. \
        The `view-body-complexity` alias is covered by the line count in every preset, and by its \
        own trigger, a count of view nodes, where `maxNodes` is above 0 (the clinic preset sets 10).

        Node counting: walking the statements of the `body` getter (and the `#if` clauses among \
        them), each statement whose modifier chain starts with a view initializer (a call to a \
        capitalized name such as `Text(…)`, `VStack { … }`, `ForEach(…) { … }` or \
        `SwiftUI.Label(…)`) counts 1, and so does each branch of an `if` (the `else if` and \
        `else` parts included) and each `case` of a `switch`. The walk goes on into the content \
        closures of counted views (a stack's content, both closures of `Label` or `Menu`, a \
        `Button`'s label but not its action) and into branch bodies. Modifiers are not counted \
        and their closures (`.overlay { … }`, `.toolbar { … }`, `.sheet { … }`) are not \
        entered, views passed as plain arguments (`Section(header: Text(…))`) and ternaries are \
        not counted, and `let`s are skipped: the count is a lower bound, so a reported body is \
        really that busy. A body with more than `maxNodes` nodes is reported at `body`, once, \
        together with the line count when both limits are passed.
        """,
        options: [
            maxLines,
            maxNodes,
        ],
        presetOptions: [.mvvm: ["maxLines": .int(50)], .clinic: ["maxNodes": .int(10)]],
        triggering: [
            RuleExample("""
            struct Toolbar: View {
                var ↓body: some View {
                    VStack {
                        Button("Reply") { reply() }
                        Button("Boost") { boost() }
                        Button("Share") { share() }
                    }
                    .sheet(isPresented: $composing) {
                        Composer()
                    }
                }
            }
            """, options: ["maxLines": .int(4)]),
            RuleExample("""
            struct ProfileScreen: View {
                var ↓body: some View {
                    VStack {
                        Text("Name")
                        Text("Email")
                    }
                }
            }
            """, options: ["maxLines": .int(3)]),
            RuleExample("""
            enum Settings {
                struct Panel: SwiftUI.View {
                    @ViewBuilder
                    var ↓body: some View {
                        // General
                        Toggle("Sync", isOn: $sync)

                        Toggle("Alerts", isOn: $alerts)
                    }
                }
            }
            """, options: ["maxLines": .int(2)]),
            RuleExample(Self.longBody(lines: 50, marker: true)),
            RuleExample("""
            struct InboxScreen: View {
                var ↓body: some View {
                    List {
                        Section("Unread") {
                            ForEach(unread) { Text($0.title) }
                        }
                        Section("Older") {
                            ForEach(older) { Text($0.title) }
                        }
                    }
                    .toolbar {
                        ToolbarItem {
                            Button { archive() } label: { Label("Archive", systemImage: "archivebox") }
                        }
                    }
                    .onAppear { load() }
                }
            }
            """, options: ["maxLines": .int(9)]),
            RuleExample("""
            struct Dashboard {}
            #if os(iOS)
            extension Dashboard: View {
                var ↓body: some View {
                    List {
                        Section("Today") { Text("3 visits") }
                        Section("Week") { Text("12 visits") }
                    }
                }
            }
            #endif
            """, options: ["maxLines": .int(3)]),
            RuleExample("""
            struct OrderSummary: View {
                let order: Order
                var ↓body: some View {
                    VStack {
                        Text(order.title).font(.headline)
                        HStack {
                            Image(systemName: "shippingbox")
                            Text(order.status)
                        }
                        if order.isGift {
                            Label("Gift", systemImage: "gift")
                        } else {
                            EmptyView()
                        }
                        Button {
                            Task { await order.cancel() }
                        } label: {
                            SwiftUI.Text("Cancel")
                        }
                    }
                }
            }
            """, options: ["maxNodes": .int(10)]),
            RuleExample("""
            extension Settings {
                struct Panel: View {
                    var ↓body: some View {
                        Form {
                            switch mode {
                            case .basic:
                                Toggle("Sync", isOn: $sync)
                            case .advanced:
                                Stepper("Retries", value: $retries)
                                Picker("Region", selection: $region) {
                                    ForEach(regions) { Text($0.name) }
                                }
                            }
                            #if DEBUG
                            Text("Debug build")
                            #endif
                        }
                    }
                }
            }
            """, options: ["maxNodes": .int(8)]),
            RuleExample("""
            struct Receipt {
                let lines: [String]
                var ↓body: some View {
                    VStack(alignment: .leading) {
                        ForEach(lines, id: \\.self) { Text($0) }
                    }
                }
            }
            extension Receipt: View {}
            """, options: ["maxLines": .int(2)]),
            RuleExample("""
            struct Player: View {
                #if os(macOS)
                var ↓body: some View {
                    HStack {
                        Text("Now playing")
                        Spacer()
                    }
                }
                #else
                var body: some View { Text("Now playing") }
                #endif
            }
            """, options: ["maxLines": .int(3)]),
            RuleExample("""
            extension Promotions {
                struct Banner: SwiftUI.View {
                    var ↓body: some View {
                        Text("Sale")
                            .font(.largeTitle)
                            .padding()
                            .background(.yellow)
                            .clipShape(Capsule())
                    }
                }
            }
            """, options: ["maxLines": .int(5)]),
        ],
        nonTriggering: [
            RuleExample("""
            struct ExploreScreen: View {
                @State private var model = ExploreModel()
                var body: some View {
                    NavigationStack {
                        List {
                            switch model.state {
                            case .loading:
                                LoadingSection()
                            case .results(let results):
                                SearchResultsSection(results: results)
                                    .listRowInsets(EdgeInsets())
                            case .empty:
                                EmptyExploreSection()
                            }
                            if model.showsTrending {
                                TrendingTagsSection(tags: model.tags)
                                Divider()
                                suggestedAccounts
                            }
                        }
                        .listStyle(.plain)
                    }
                }
            }
            """, options: ["maxLines": .int(5)]),
            RuleExample("""
            struct PostContextMenu: View {
                let post: Post
                var body: some View {
                    if !post.isRemote {
                        ControlGroup {
                            Button { reply() } label: { Label("Reply", systemImage: "arrowshape.turn.up.left") }
                            Button { boost() } label: { boostLabel }
                        }
                    }
                    Section("Share") {
                        ShareLink(item: post.url)
                        Button("Copy link") { copy(post.url) }
                        #if os(macOS)
                        moreItems
                        #endif
                    }
                    Divider()
                    Menu {
                        Button("Mute") { mute() }
                    } label: {
                        Label("More", systemImage: "ellipsis")
                    }
                    Button("Report", role: .destructive) { report() }
                }
            }
            """, options: ["maxLines": .int(5)]),
            RuleExample("""
            struct Filters: View {
                var body: some View {
                    VStack {
                        if model.isLoaded,
                           !model.isEmpty,
                           model.showsFilters
                        {
                            FilterBar()
                        }
                    }
                }
            }
            """, options: ["maxLines": .int(8)]),
            RuleExample("""
            struct ConversationRow: View {
                let conversation: Conversation
                var body: some View {
                    HStack {
                        Avatar(account: conversation.account)
                        if #available(iOS 26, *) {
                            Text(conversation.preview).lineLimit(2).glassEffect()
                        } else {
                            Text(conversation.preview).lineLimit(2)
                        }
                    }
                    .contextMenu {
                        Button("Mark as read") { markRead() }
                        Button("Delete", role: .destructive) { delete() }
                    }
                    .swipeActions {
                        Button("Delete") { delete() }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel(conversation.summary)
                }
            }
            """, options: ["maxLines": .int(8)]),
            RuleExample(Self.longBody(lines: 49, marker: false)),
            RuleExample("""
            struct InboxScreen: View {
                @State private var items: [Item] = []
                var body: some View {
                    // Loading, refreshing and scrolling are all handlers.
                    ScrollViewReader { proxy in
                        List(items) { item in Text(item.title) }

                            .onAppear {
                                load()
                                track("inbox")
                            }
                            .onChange(of: items) { _, new in
                                proxy.scrollTo(new.last?.id)
                                badge(new.count)
                            }
                            .task {
                                await refresh()
                                await markSeen()
                            }
                            .refreshable {
                                await refresh()
                            }
                    }
                    .toolbar {
                        Button {
                            Task {
                                await archiveAll()
                                items = []
                            }
                        } label: {
                            Label("Archive", systemImage: "archivebox")
                        }
                    }
                }
            }
            """, options: ["maxLines": .int(15)]),
            RuleExample("""
            struct Thumbnail: View {
                var body: some View {
                    Image(systemName: "photo")
                        .frame(
                            minWidth: 40,
                            maxWidth: 120,
                            minHeight: 40,
                            maxHeight: 120
                        )
                        .background(
                            Color.gray.opacity(0.2),
                            in: RoundedRectangle(cornerRadius: 8)
                        )
                }
            }
            """, options: ["maxLines": .int(7)]),
            RuleExample("""
            struct NotificationRow: View {
                let notification: ConsolidatedNotification
                var body: some View {
                    HStack(alignment: .top) {
                        AvatarStack(
                            accounts: notification.accounts,
                            size: .badge,
                            showsCount: true,
                            onTap: openProfile
                        )
                        NotificationContent(
                            notification: notification,
                            routerPath: routerPath,
                            followRequest: followRequest
                        )
                    }
                }
            }
            """, options: ["maxLines": .int(8)]),
            RuleExample("""
            struct ReportForm: View {
                var body: some View {
                    Form {
                        TextField("Reason", text: $reason)
                        Button(action: {
                            sending = true
                            Task { try await send(reason) }
                            sending = false
                        }) {
                            Text("Send")
                        }
                        Menu("More") {
                            Button("Copy") { copy() }
                        } primaryAction: {
                            share()
                            dismiss()
                        }
                    }
                    .alert("Sent", isPresented: $sent) {
                        Button("OK") {
                            dismiss()
                            reset()
                        }
                    }
                    .sheet(isPresented: $editing, onDismiss: {
                        save()
                        reload()
                    }) { Editor() }
                }
            }
            """, options: ["maxLines": .int(17)]),
            RuleExample(Self.longBody(lines: 60, marker: false), path: "Tests/AppTests/CatalogueSnapshotTests.swift"),
            RuleExample("""
            #if DEBUG
            struct ThemeGallery: View {
                var body: some View {
                    VStack {
                        Text("Primary")
                        Text("Secondary")
                    }
                }
            }
            #endif
            """, options: ["maxLines": .int(3)]),
            RuleExample(Self.longBody(lines: 50, marker: false), path: "Sources/App/Example.swift", options: ["maxLines": .int(50)]),
            RuleExample("""
            // var body: some View { … } with fifty lines would be flagged.
            struct Page: View {
                var body: some View {
                    VStack { header; content }
                }
                var content: some View {
                    VStack {
                        Text("a")
                        Text("b")
                        Text("c")
                    }
                }
            }
            """, options: ["maxLines": .int(5)]),
            RuleExample("""
            struct Document {
                var body: String {
                    let parts = ["a", "b", "c"]
                    let text = parts.joined()
                    return text
                        + "end"
                }
            }
            struct MyBodyView: View {
                let body: Never
            }
            """, options: ["maxLines": .int(3)]),
            RuleExample("""
            // Text("a") Text("b") Text("c") in a comment do not count.
            struct Badge: View {
                let count: Int
                var body: some View {
                    ZStack {
                        Circle().fill(.red)
                        Text("\\(count)")
                            .font(.caption)
                            .padding(4)
                            .overlay { Capsule().stroke(Color.white) }
                            .background(RoundedRectangle(cornerRadius: 4))
                    }
                    .onTapGesture { Analytics.log(Event("tap")) }
                }
            }
            """, options: ["maxNodes": .int(3)]),
            RuleExample("""
            struct Row: View {
                var body: some View {
                    HStack {
                        Text("One")
                        Text("Two")
                        Text("Three")
                        Text("Four")
                    }
                }
            }
            """),
            RuleExample("""
            struct Card: View {
                let template = "var body: some View {"
                var body: some View { bodyContent }
                var bodyContent: some View {
                    VStack {
                        Text("Title")
                        Text("Subtitle")
                    }
                }
            }
            struct Framed: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .padding()
                        .border(.gray)
                }
            }
            """, options: ["maxLines": .int(3)]),
        ]
    )

    /// A View whose `body` holds exactly `lines` view-building lines (`var body`, the stack and
    /// its rows; the closing braces do not count), for the examples.
    private static func longBody(lines: Int, marker: Bool) -> String {
        let rows = (0..<max(lines - 2, 0)).map { "            Text(\"Row \($0)\")" }
        return (["struct Catalogue: View {", "    var \(marker ? "↓" : "")body: some View {", "        VStack {"]
            + rows + ["        }", "    }", "}"]).joined(separator: "\n")
    }

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        // The cheap tests come first: a member named `body` with accessors, and only then the
        // climb to the enclosing View, which costs far more.
        guard !file.isTestFile, variable.parent?.kind == .memberBlockItem,
              variable.bindings.contains(where: { $0.accessorBlock != nil && $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }),
              EnclosingView.declaration(of: variable) != nil else { return }
        let maxLines = configuration[Self.maxLines]
        let maxNodes = configuration[Self.maxNodes]
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text == "body",
                  let accessors = binding.accessorBlock else { continue }
            // The span bounds the view-building lines from above, so the finer count runs only past it.
            var lines = ViewRuleSupport.lineSpan(from: variable.bindingSpecifier, to: accessors.rightBrace, in: file)
            if lines > maxLines { lines = Self.viewBuildingLines(of: accessors, from: variable.bindingSpecifier, in: file) }
            var nodes = 0
            if maxNodes > 0, let statements = ViewRuleSupport.getterStatements(accessors) {
                nodes = Self.nodeCount(statements)
            }
            // A View that is the content of a menu is as long as its list of actions, and one that
            // only arranges subviews has no section left to move.
            if lines > maxLines, let statements = ViewRuleSupport.getterStatements(accessors),
               Self.isMenuContent(statements) || Self.onlyArrangesSubviews(statements) { lines = 0 }
            let tooLong = lines > maxLines
            let tooBusy = maxNodes > 0 && nodes > maxNodes
            guard tooLong || tooBusy, !SyntaxQueries.isPreviewOrDebugCode(variable) else { continue }
            if tooLong && tooBusy {
                report(name, "`body` holds \(lines) view-building lines (at most \(maxLines) are allowed; blank, comment and action lines are not counted) and builds \(nodes) view nodes (at most \(maxNodes) are allowed); move its sections into small subviews.", in: file)
            } else if tooLong {
                report(name, "`body` holds \(lines) view-building lines (at most \(maxLines) are allowed; blank, comment and action lines are not counted); move its sections into small subviews.", in: file)
            } else if tooBusy {
                report(name, "`body` builds \(nodes) view nodes (at most \(maxNodes) are allowed); move its sections into small subviews.", in: file)
            }
        }
    }

    /// The lines of a `body` (or of a view fragment) that build views: the line of `keyword` and
    /// every line on which a token of `accessors` (the accessor block or declaration) starts, leaving out whatever lies inside action and event
    /// closures (`isActionClosure`). Blank lines and lines holding only comments hold no token.
    static func viewBuildingLines(of accessors: some SyntaxProtocol, from keyword: TokenSyntax, in file: FileContext) -> Int {
        var lines: Set<Int> = [file.lines.location(of: keyword.positionAfterSkippingLeadingTrivia).line]
        // The settings of a call (a modifier's `.frame(width: …, height: …)`, an initializer's
        // `AvatarView(account: …, size: …)`) configure one view rather than build more: their lines
        // after the call's own are left out.
        // Tokens arrive in source order but settings do not (a chain's outer call comes first), so
        // both are collected and then swept together once the settings are sorted.
        var settings: [Range<AbsolutePosition>] = []
        var tokenStarts: [AbsolutePosition] = []
        for node in ViewRuleSupport.descendants(of: accessors, entersClosure: { !isActionClosure($0) }) {
            if node.kind == .functionCallExpr, let call = node.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                   isPlumbing(member.declName.baseName.text) {
                    // The whole modifier, from its `.` on, with what its closures hold.
                    settings.append(member.period.positionAfterSkippingLeadingTrivia..<call.endPositionBeforeTrailingTrivia)
                    continue
                }
                for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
                    settings.append(argument.positionAfterSkippingLeadingTrivia..<argument.endPositionBeforeTrailingTrivia)
                }
                continue
            }
            if node.kind == .ifExpr, let branch = node.as(IfExprSyntax.self) {
                // The conditions decide, they do not build: only the `if` line itself counts.
                settings.append(branch.conditions.positionAfterSkippingLeadingTrivia..<branch.conditions.endPositionBeforeTrailingTrivia)
                if let shorter = shorterAvailabilityBranch(branch) { settings.append(shorter) }
                continue
            }
            guard node.kind == .token, let token = node.as(TokenSyntax.self), token.presence == .present,
                  token.tokenKind != .endOfFile else { continue }
            // Attributes and modifiers written before the keyword (`@ViewBuilder`) do not count.
            guard token.positionAfterSkippingLeadingTrivia >= keyword.positionAfterSkippingLeadingTrivia else { continue }
            // A closing `}`, `)` or `]` ends what an earlier line built: a line of closers only
            // builds nothing.
            if token.tokenKind == .rightBrace || token.tokenKind == .rightParen || token.tokenKind == .rightSquare { continue }
            tokenStarts.append(token.positionAfterSkippingLeadingTrivia)
        }
        settings.sort { $0.lowerBound < $1.lowerBound }
        var next = 0
        var coveredUntil = AbsolutePosition(utf8Offset: 0)
        for start in tokenStarts {
            // Every setting that begins at or before this token extends the covered stretch.
            while next < settings.count, settings[next].lowerBound <= start {
                coveredUntil = max(coveredUntil, settings[next].upperBound)
                next += 1
            }
            if start < coveredUntil { continue }
            lines.insert(file.lines.location(of: start).line)
        }
        return lines.count
    }

    /// Modifiers that attach menus, swipe actions and accessibility information to a view: what
    /// they hold is not a section of the screen, so none of their lines count.
    static func isPlumbing(_ modifier: String) -> Bool {
        plumbingModifiers.contains(modifier) || modifier.hasPrefix("accessibility") || modifier.hasPrefix("listRow")
    }

    /// Menus, actions, presentations of other screens and transitions: see `isPlumbing`.
    private static let plumbingModifiers: Set<String> = [
        "contextMenu", "swipeActions", "help", "keyboardShortcut", "alert", "confirmationDialog", "sheet",
        "fullScreenCover", "popover", "navigationDestination", "transition",
    ]

    /// Views that fill or separate rather than make up a section.
    private static let trivialParts: Set<String> = [
        "Spacer", "Divider", "ProgressView", "EmptyView", "Color", "LinearGradient", "RadialGradient", "AngularGradient",
        "Rectangle", "RoundedRectangle", "Circle", "Capsule",
    ]

    /// Whether every item of builder statements passes `check`: `let`s pass, the clauses of an
    /// `#if` are looked into, and a statement that is no expression fails.
    static func everyBuilderItem(_ items: CodeBlockItemListSyntax, _ check: (ExprSyntax) -> Bool) -> Bool {
        items.allSatisfy { item in
            if item.item.is(VariableDeclSyntax.self) { return true }
            if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                return conditional.clauses.allSatisfy { clause in
                    guard case .statements(let inner)? = clause.elements else { return clause.elements == nil }
                    return everyBuilderItem(inner, check)
                }
            }
            guard let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self) else { return false }
            return check(expression)
        }
    }

    /// Containers a body arranges its parts with, looked into.
    private static let arrangingContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "List", "Form", "Section",
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "ScrollViewReader", "GeometryReader", "ViewThatFits",
    ]

    /// Whether the statements only arrange parts made elsewhere: every view they show is a view
    /// of the project (a capitalised name that is not SwiftUI's; one given content inline is
    /// looked into), a fragment (`header`, `content()`), or a filler (a spacer, a divider, a
    /// spinner, a colour, a gradient or a plain shape), placed by the containers SwiftUI arranges with,
    /// under `if`s, `switch`es and `#if`s. Such a body is long because of its choices and
    /// modifiers; it has no inline section to move into a subview.
    static func onlyArrangesSubviews(_ statements: CodeBlockItemListSyntax) -> Bool {
        var parts = 0
        func scan(_ items: CodeBlockItemListSyntax) -> Bool { everyBuilderItem(items, scanExpression) }
        func scanExpression(_ expression: ExprSyntax) -> Bool {
            if let branch = expression.as(IfExprSyntax.self) {
                guard scan(branch.body.statements) else { return false }
                if let elseIf = branch.elseBody?.as(IfExprSyntax.self) { return scanExpression(ExprSyntax(elseIf)) }
                if let block = branch.elseBody?.as(CodeBlockSyntax.self) { return scan(block.statements) }
                return true
            }
            if let choice = expression.as(SwitchExprSyntax.self) {
                return choice.cases.allSatisfy { element in
                    guard let switchCase = element.as(SwitchCaseSyntax.self) else { return false }
                    return scan(switchCase.statements)
                }
            }
            let root = SyntaxQueries.chainRoot(expression)
            if let reference = root.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
                parts += 1
                return true
            }
            if let member = root.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                parts += 1
                return true
            }
            guard let call = root.as(FunctionCallExprSyntax.self), let name = SyntaxQueries.calledName(call) else { return false }
            if name.first?.isLowercase == true, call.calledExpression.is(DeclReferenceExprSyntax.self) {
                parts += 1
                return true
            }
            // Spacers, dividers, a spinner and fills (colours, gradients, shapes) are no section.
            if trivialParts.contains(name) { return true }
            if arrangingContainers.contains(name) {
                return ViewRuleSupport.contentClosures(of: call).allSatisfy { scan($0.statements) }
            }
            guard UTF8Text.startsUppercase(name), !ViewRuleSupport.swiftUIViewNames.contains(name) else { return false }
            // A view of the project given content inline (`SettingsForm { … }`) is a container:
            // what it is given is written here.
            let closures = ViewRuleSupport.contentClosures(of: call)
            guard closures.allSatisfy({ scan($0.statements) }) else { return false }
            if closures.isEmpty { parts += 1 }
            return true
        }
        return scan(statements) && parts > 0
    }

    /// Views that hold actions rather than sections: the items of a menu.
    private static let menuItems: Set<String> = ["Button", "Divider", "Toggle", "Picker", "Link", "ShareLink"]
    /// Containers of menu items, looked into.
    private static let menuGroups: Set<String> = ["ControlGroup", "Menu", "Section", "Group", "ForEach"]

    /// Whether statements build only menu content: buttons, toggles, pickers, links and
    /// dividers, grouped by `ControlGroup`, `Menu`, `Section`, `Group` or `ForEach`, under `if`s
    /// and `#if`s, with at least one button (what a button's label shows does not matter); a
    /// fragment of the View named among them is taken for more items.
    static func isMenuContent(_ statements: CodeBlockItemListSyntax) -> Bool {
        var buttons = 0
        func scan(_ items: CodeBlockItemListSyntax) -> Bool { everyBuilderItem(items, scanItem) }
        func scanItem(_ expression: ExprSyntax) -> Bool {
            if let branch = expression.as(IfExprSyntax.self) { return scanBranch(branch) }
            // A fragment of the same View (`moreItems`), which the menu shows among its items.
            if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true { return true }
            guard let statement = ViewRuleSupport.viewInitializer(of: expression),
                  let name = SyntaxQueries.calledName(statement) else { return false }
            if name == "Button" { buttons += 1 }
            if menuItems.contains(name) { return true }
            guard menuGroups.contains(name), let content = statement.trailingClosure else { return false }
            // The items, not a `Menu`'s or `Section`'s label or header.
            return scan(content.statements)
        }
        func scanBranch(_ branch: IfExprSyntax) -> Bool {
            guard scan(branch.body.statements) else { return false }
            if let elseIf = branch.elseBody?.as(IfExprSyntax.self) { return scanBranch(elseIf) }
            if let block = branch.elseBody?.as(CodeBlockSyntax.self) { return scan(block.statements) }
            return true
        }
        return scan(statements) && buttons > 0
    }

    /// For `if #available(…) { a } else { b }`, the range of the shorter branch: the two build
    /// the same section for two SDKs, which is one section, not two.
    static func shorterAvailabilityBranch(_ branch: IfExprSyntax) -> Range<AbsolutePosition>? {
        guard !branch.conditions.isEmpty,
              branch.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }),
              let other = branch.elseBody?.as(CodeBlockSyntax.self) else { return nil }
        let first = branch.body.positionAfterSkippingLeadingTrivia..<branch.body.endPositionBeforeTrailingTrivia
        let second = other.positionAfterSkippingLeadingTrivia..<other.endPositionBeforeTrailingTrivia
        return first.upperBound.utf8Offset - first.lowerBound.utf8Offset <= second.upperBound.utf8Offset - second.lowerBound.utf8Offset
            ? first : second
    }

    /// Calls whose closures run code instead of building views: lifecycle and event modifiers
    /// (every `on…` modifier is one too), and work started from them.
    private static let actionOwners: Set<String> = [
        "task", "refreshable", "Task", "withAnimation", "withTransaction", "async", "asyncAfter",
        "dropDestination", "fileImporter", "fileExporter", "photosPicker", "simultaneousGesture",
    ]

    /// Argument labels of closures that are actions, not content.
    private static let actionLabels: Set<String> = ["action", "perform", "primaryAction", "get", "set", "completion"]

    /// Whether a closure in `body` is an action or event handler rather than a view builder: a
    /// `Button`'s action, a closure passed as `action:`, `perform:`, `get:`/`set:` or `on…:`, or
    /// any closure of an `on…` modifier, `.task`, `.refreshable`, `Task { }` or `withAnimation { }`.
    /// Content closures (stacks, `.toolbar`, `.sheet`, `.overlay`, an alert's buttons) are view builders.
    static func isActionClosure(_ closure: ClosureExprSyntax) -> Bool {
        if let argument = closure.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
           actionLabels.contains(label) || label.hasPrefix("on") { return true }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
           actionLabels.contains(element.label.text) || element.label.text.hasPrefix("on") { return true }
        guard let owner = SyntaxQueries.owningCall(of: closure), let name = SyntaxQueries.calledNameToken(owner)?.text else { return false }
        if actionOwners.contains(name) { return true }
        if name.hasPrefix("on"), name.count > 2, name.dropFirst(2).first?.isUppercase == true { return true }
        if SyntaxQueries.isTypeReference(owner.calledExpression, named: "Button") { return ViewRuleSupport.buttonAction(of: owner)?.id == closure.id }
        return false
    }

    /// The view nodes a list of result-builder statements builds (see the rationale).
    static func nodeCount(_ statements: CodeBlockItemListSyntax) -> Int {
        var count = 0
        for statement in statements {
            let item = statement.item
            if let expression = item.as(ExprSyntax.self) {
                count += nodeCount(expression)
            } else if let expressionStatement = item.as(ExpressionStmtSyntax.self) {
                count += nodeCount(expressionStatement.expression)
            } else if let returnStatement = item.as(ReturnStmtSyntax.self), let expression = returnStatement.expression {
                count += nodeCount(expression)
            } else if let ifConfig = item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let nested)? = clause.elements { count += nodeCount(nested) }
                }
            }
        }
        return count
    }

    /// The view nodes one builder expression builds.
    private static func nodeCount(_ expression: ExprSyntax) -> Int {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var count = 1 + nodeCount(ifExpression.body.statements)
            if let elseIf = ifExpression.elseBody?.as(IfExprSyntax.self) {
                count += nodeCount(ExprSyntax(elseIf))
            } else if let block = ifExpression.elseBody?.as(CodeBlockSyntax.self) {
                count += 1 + nodeCount(block.statements)
            }
            return count
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            var count = 0
            for element in switchExpression.cases {
                if let switchCase = element.as(SwitchCaseSyntax.self) { count += 1 + nodeCount(switchCase.statements) }
            }
            return count
        }
        guard let view = ViewRuleSupport.viewInitializer(of: expression) else { return 0 }
        return ViewRuleSupport.contentClosures(of: view).reduce(1) { $0 + nodeCount($1.statements) }
    }
}
