import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags sizeable `some View` helper properties and methods inside a View.
struct ViewExtractSubviewsRule: SyntaxRule {
    /// The `minLines` option.
    static let minLines = Option<Int>("minLines", default: 30, "The fewest lines of code (blank and comment lines excluded) a reported view fragment holds.")

    /// The `minNodes` option.
    static let minNodes = Option<Int>("minNodes", default: 8, "The fewest view nodes a reported view fragment builds; 0 turns the node limit off.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "view-extract-subviews", title: "Extract view fragments into View structs", category: .view, impact: .high,
        presets: [.clinic, .review, .optimise], aliases: ["review-extract-subviews", "perf-view-decomposition"],
        rationale: """
        A computed property or method that returns `some View` is only a piece of its parent's \
        `body`: it is re-run whenever anything the parent reads changes, it cannot be given just \
        the inputs it needs, and SwiftUI cannot skip it when those inputs stay the same. A \
        separate `View` struct (a `private struct` in the same file is enough) gets its own \
        identity and dependencies, so a change elsewhere in the screen leaves it alone.

        Reported, once per fragment at the member's name: a computed property (other than `body`) \
        or a method declared directly in a View, whose written type is `some View` (or \
        `some SwiftUI.View`), which holds at least `minLines` view-building lines (counted as \
        `review-body-50-lines` counts them: lines on which a token starts, so no blank or comment \
        lines, and not the lines of action closures such as a `Button`'s action or an `.onAppear`, \
        nor the argument lines of a call after its first, which reviewers found inflating the \
        count of small buttons and forms) and builds at least `minNodes` view nodes (counted as `review-body-50-lines` \
        counts them: view initializers, `if` branches and `switch` cases, not modifiers). A View is \
        a struct whose inheritance clause names `View`, an extension declaring `View` conformance, \
        or a plain extension of a View struct declared at the top level of the same file. \
        `@ViewBuilder` helpers are reported too: the attribute fixes branching, not the \
        re-evaluation.

        The documents disagree on form and size (catalog K11). Small helpers (a button with its \
        action and label, a few menu items, a list with its modifiers) read the parent's state and \
        callbacks; moving them into a struct means passing all of that along for little gain. On \
        the four real apps we checked, fragments of 20 to 30 lines were mostly such buttons and \
        menus, while those of 30 lines and 8 nodes or more were whole sections (a settings \
        section, a panel, a tab bar) whose extraction pays off. So by default only fragments of \
        30 code lines or more that build 8 view nodes or more are reported. The review preset \
        uses the review checklist's floor (20 lines) with the performance document's (5 nodes). \
        The clinic preset, whose document treats every view helper as \
        the smell, lowers the limits to 10 lines and no node minimum. Left alone: `body`, static \
        members, stored properties, helpers of nested types (checked as their own type), \
        extensions of types not declared as a View in the same file, functions returning other \
        types, fragments used only as the content of `.contextMenu`, `.swipeActions`, \
        `.accessibilityActions`, `.toolbar`, `.confirmationDialog` or `.alert`, or passed to \
        `.navigationBarItems(…)` (menu and bar items, built apart from the screen's content; a \
        struct saves nothing there), fragments that are the whole of `body` (`body` is the \
        fragment with modifiers, or the one content of a single container such as \
        `List { rows }`), also through other fragments (`body` is all `content`, and `content` \
        all `actions`), or one of the alternatives it picks at its top (`if compact { a } else \
        { b }`, a `switch` of fragments, also inside a `Group`): such a struct would take every \
        input of its parent and isolate nothing, as reviewers found on the real apps (a choice \
        nested deeper, inside a stack or a button label, picks a layout variant and is still \
        reported), test files, `#Preview`/`PreviewProvider`/`#if DEBUG` \
        code, fragments that read (themselves or through the View's methods they call, and the \
        methods those call) at least two thirds of their View's stored properties (and at \
        least two: a struct would take nearly every input of its parent and isolate nothing, as \
        reviewers found for a tab bar reading all of its app's state), and mentions in \
        comments or strings. The `perf-view-decomposition` alias's own trigger (sections that \
        each read different state) is not analysed here.
        """,
        options: [
            minLines,
            minNodes,
        ],
        presetOptions: [.review: ["minLines": .int(20), "minNodes": .int(5)], .clinic: ["minLines": .int(10), "minNodes": .int(0)]],
        triggering: [
            RuleExample("""
            struct LinkCard: View {
                let link: Link
                var body: some View {
                    Button { open(link) } label: {
                        VStack {
                            if link.hasIcon {
                                iconPreview(link.title)
                            } else {
                                Text(link.title)
                            }
                        }
                        .padding()
                    }
                }
                private func ↓iconPreview(_ title: String) -> some View {
                    HStack {
                        Image(systemName: "app")
                        Text(title)
                    }
                }
            }
            """, options: ["minLines": .int(3), "minNodes": .int(3)]),
            RuleExample("""
            struct InboxView: View {
                var body: some View {
                    List {
                        header
                        rows
                    }
                }
                private var header: some View { Text("Inbox") }
                private var ↓rows: some View {
                    ForEach(threads) { thread in
                        HStack {
                            Image(systemName: "envelope")
                            Text(thread.subject)
                        }
                    }
                }
            }
            """, options: ["minLines": .int(3), "minNodes": .int(3)]),
            RuleExample("""
            struct ProfileView: View {
                let user: User
                var body: some View {
                    VStack { header; details }
                }

                private var ↓header: some View {
                    HStack {
                        Image(systemName: "person")
                        Text(user.name)
                    }
                }

                @ViewBuilder
                private func ↓details() -> some SwiftUI.View {
                    if user.isVerified {
                        Label("Verified", systemImage: "checkmark")
                    }
                    Text(user.bio)
                }
            }
            """, options: ["minLines": .int(3), "minNodes": .int(3)]),
            RuleExample("""
            struct CartView: View {
                var body: some View { List { summary; footer } }
            }

            extension CartView {
                var ↓summary: some View {
                    Section("Total") {
                        Text("Items")
                        Text("Shipping")
                        Text("Tax")
                    }
                }
            }
            """, options: ["minLines": .int(3), "minNodes": .int(3)]),
            RuleExample("""
            enum Checkout {
                struct PaymentForm: View {
                    var body: some View { Form { cardFields; submitButton } }
                    #if os(iOS)
                    var ↓cardFields: some View {
                        get {
                            Group {
                                TextField("Number", text: $number)
                                TextField("Expiry", text: $expiry)
                            }
                        }
                    }
                    #endif
                }
            }
            """, options: ["minLines": .int(3), "minNodes": .int(3)]),
            RuleExample(Self.fragment(lines: 30, marker: true)),
            RuleExample(Self.fragment(lines: 10, marker: true), options: ["minLines": .int(10), "minNodes": .int(0)]),
        ],
        nonTriggering: [
            RuleExample("""
            struct AppShell: View {
                @State private var selectedTab: Tab = .home
                @State private var badgeCount = 0
                let router: Router
                var body: some View {
                    VStack { Header(); tabBar }
                }
                private var tabBar: some View {
                    TabView(selection: $selectedTab) {
                        ForEach(Tab.allCases) { tab in
                            tab.view(router: router)
                                .tabItem { Label(tab.title, systemImage: tab.icon) }
                                .badge(badge(for: tab))
                                .tag(tab)
                        }
                    }
                }
                // `badgeCount` is read two calls away, through `unread()`.
                private func badge(for tab: Tab) -> Int { tab == .inbox ? unread() : 0 }
                private func unread() -> Int { badgeCount }
            }
            """, options: ["minLines": .int(5), "minNodes": .int(2)]),
            RuleExample("""
            struct AccessoryBar: View {
                @State private var isPickerPresented = false
                var body: some View {
                    content.padding(.horizontal)
                }
                private var content: some View {
                    #if os(visionOS)
                    VStack { actions }.background(.bar)
                    #else
                    if #available(iOS 26, *) {
                        actions.glassEffect()
                    } else {
                        HStack { actions }.frame(height: 20)
                    }
                    #endif
                }
                private var actions: some View {
                    HStack {
                        Button("Photo") { isPickerPresented = true }
                        Button("Camera") { isPickerPresented = true }
                        Button("File") { isPickerPresented = true }
                        Button("Poll") { isPickerPresented = true }
                        Spacer()
                        Text("500")
                    }
                }
            }
            """, options: ["minLines": .int(5), "minNodes": .int(3)]),
            RuleExample("""
            struct InboxView: View {
                let threads: [Thread]
                var body: some View {
                    List { rows }
                        .listStyle(.plain)
                        #if os(iOS)
                        .refreshable { await reload() }
                        #endif
                }
                private var rows: some View {
                    ForEach(threads) { thread in
                        HStack {
                            Image(systemName: "envelope")
                            Text(thread.subject)
                        }
                    }
                }
            }
            """, options: ["minLines": .int(5), "minNodes": .int(3)]),
            RuleExample("""
            struct AccountBadge: View {
                let isCompact: Bool
                var body: some View {
                    Group {
                        if isCompact {
                            compactView
                        } else {
                            self.fullView()
                                .padding()
                        }
                    }
                }
                private var compactView: some View {
                    HStack {
                        Image(systemName: "person")
                        Text("Me")
                    }
                }
                private func fullView() -> some View {
                    VStack {
                        Image(systemName: "person")
                        Text("Me")
                    }
                }
            }
            """, options: ["minLines": .int(5), "minNodes": .int(3)]),
            RuleExample("""
            struct Composer: View {
                let mode: Mode
                var body: some View {
                    switch mode {
                    case .text: editor.font(.body)
                    case .poll: editor
                    }
                }
                private var editor: some View {
                    VStack {
                        TextField("Say something", text: $text)
                        Text("\\(text.count)")
                    }
                }
            }
            """, options: ["minLines": .int(5), "minNodes": .int(3)]),
            RuleExample(Self.fragment(lines: 29, marker: false)),
            RuleExample("""
            // var header: some View { … } helpers should be View structs.
            struct ProfileView: View {
                var body: some View {
                    VStack {
                        ProfileHeader(name: name)
                        Text("var details: some View")
                    }
                }
            }
            private struct ProfileHeader: View {
                let name: String
                var body: some View {
                    HStack {
                        Image(systemName: "person")
                        Text(name)
                    }
                }
            }
            """, options: ["minLines": .int(3)]),
            RuleExample("""
            final class ProfileViewBuilder {
                func makeHeader() -> some View {
                    VStack {
                        Text("One")
                        Text("Two")
                    }
                }
            }
            extension ProfileScreen {
                var summary: some View {
                    VStack {
                        Text("Total")
                        Text("Tax")
                    }
                }
            }
            struct Gallery: View {
                static var placeholder: some View {
                    VStack {
                        Image(systemName: "photo")
                        Text("Empty")
                    }
                }
                var title: String {
                    let parts = ["a", "b"]
                    return parts
                        .joined()
                }
                var body: some View { Self.placeholder }
            }
            """, options: ["minLines": .int(3)]),
            RuleExample(Self.fragment(lines: 9, marker: false), options: ["minLines": .int(10), "minNodes": .int(0)]),
            RuleExample("""
            struct InboxView: View {
                @State private var query = ""
                var body: some View { NavigationStack { banner; results } }

                // A long modifier chain on one list is not a screen section.
                private var results: some View {
                    List(messages) { message in
                        Text(message.subject)
                    }
                    .listStyle(.plain)
                    .searchable(text: $query)
                    .refreshable {
                        await reload()
                    }
                    .task(id: query) {
                        await search(query)
                    }
                    .onChange(of: query) { _, newValue in
                        if newValue.isEmpty {
                            Task { await reload() }
                        }
                    }
                    .overlay {
                        if messages.isEmpty {
                            ContentUnavailableView.search
                        }
                    }
                    .navigationTitle("Inbox")
                }
            }
            """, options: ["minLines": .int(20)]),
            RuleExample("""
            struct ReceiptView: View {
                var body: some View { VStack { lines; Text("Thank you") } }

                private var lines: some View {
                    VStack(alignment: .leading) {
                        // The header row.
                        Text("Receipt")

                        // One row per charge.
                        Text("Coffee")

                        Text("Cake")

                        // Totals.
                        Text("Subtotal")

                        Text("Tax")

                        Text("Total")

                        // Nothing follows the total:
                        // the footer lives in the parent.
                    }
                }
            }
            """, options: ["minLines": .int(20), "minNodes": .int(5)]),
            RuleExample("""
            struct MessageRow: View {
                let message: Message
                var body: some View {
                    Text(message.text)
                        .contextMenu { actions }
                        .swipeActions { self.actions }
                        .navigationBarItems(trailing: actions)
                }
                private var actions: some View {
                    Group {
                        Button("Reply") { reply() }
                        Button("Forward") { forward() }
                        Button("Copy") { copy() }
                        Button("Delete", role: .destructive) { delete() }
                    }
                }
            }
            """, options: ["minLines": .int(5)]),
            RuleExample(Self.fragment(lines: 34, marker: false), path: "Tests/AppTests/CatalogueTests.swift"),
        ]
    )

    /// A View with a `content` fragment that spans exactly `lines` lines, for the examples.
    private static func fragment(lines: Int, marker: Bool) -> String {
        let rows = (0..<max(lines - 2, 0)).map { "            Text(\"Row \($0)\")" }
        return (["struct Catalogue: View {", "    var body: some View { VStack { Text(\"Catalogue\"); content } }", "    private var \(marker ? "↓" : "")content: some View {", "        VStack {"]
            + rows + ["        }", "    }", "}"]).joined(separator: "\n")
    }

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ variable: VariableDeclSyntax, in file: FileContext) {

        guard ViewRuleSupport.isInstanceMember(variable) else { return }
        var fragments: [(name: TokenSyntax, accessors: AccessorBlockSyntax, statements: CodeBlockItemListSyntax)] = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text != "body",
                  SyntaxQueries.isSomeView(binding.typeAnnotation?.type),
                  let accessors = binding.accessorBlock, let statements = ViewRuleSupport.getterStatements(accessors) else { continue }
            fragments.append((name, accessors, statements))
        }
        // The View lookup climbs the tree, so it runs only for `some View` properties.
        guard !fragments.isEmpty, !file.isTestFile, let view = EnclosingView.name(of: variable) else { return }
        for fragment in fragments {
            check(fragment.name, declaration: variable, from: variable.bindingSpecifier, to: fragment.accessors.rightBrace,
                  statements: fragment.statements, view: view, in: file)
        }
    }

    public func visit(_ function: FunctionDeclSyntax, in file: FileContext) {

        guard ViewRuleSupport.isInstanceMember(function),
              SyntaxQueries.isSomeView(function.signature.returnClause?.type),
              let body = function.body, !file.isTestFile,
              let view = EnclosingView.name(of: function) else { return }
        check(function.name, declaration: function, from: function.funcKeyword, to: body.rightBrace,
              statements: body.statements, view: view, in: file)
    }

    /// Reports one fragment when it passes both size limits; the line span (no walk) goes first.
    private func check(_ name: TokenSyntax, declaration: some SyntaxProtocol, from keyword: TokenSyntax, to end: TokenSyntax,
                       statements: CodeBlockItemListSyntax, view: String, in file: FileContext) {
        // A quick bound first (two line look-ups): the span holds at least as many lines as the
        // code lines within it. Then the node count, which walks the fragment.
        let minLines = configuration[Self.minLines]
        guard ViewRuleSupport.lineSpan(from: keyword, to: end, in: file) >= minLines else { return }
        let minNodes = configuration[Self.minNodes]
        let nodes = ReviewBody50LinesRule.nodeCount(statements)
        guard nodes >= minNodes else { return }
        // Lines counted as `review-body-50-lines` counts them: action closures and the argument
        // lines of a call are not sections of the screen.
        let lines = ReviewBody50LinesRule.viewBuildingLines(of: declaration, from: keyword, in: file)
        guard lines >= minLines, !SyntaxQueries.isPreviewOrDebugCode(declaration),
              !Self.isOnlyMenuContent(name.text, declaredIn: declaration),
              !Self.isWholeContentOfBody(name.text, declaredIn: declaration),
              !Self.readsMostOfItsView(declaration) else { return }
        flag(name, lines: lines, nodes: nodes, view: view, in: file)
    }

    /// Modifiers whose content closures hold menus, actions or toolbar items, built on demand.
    private static let menuOwners: Set<String> = [
        "contextMenu", "swipeActions", "accessibilityActions", "toolbar", "confirmationDialog", "alert", "commands",
    ]

    /// Whether a reference is passed straight to `.navigationBarItems(leading:trailing:)`.
    private static func isBarItemsArgument(_ reference: DeclReferenceExprSyntax) -> Bool {
        var node = Syntax(reference)
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id { node = Syntax(access) }
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return SyntaxQueries.calledNameToken(call)?.text == "navigationBarItems"
    }

    /// Whether every use of the fragment, in the members of its type in this file, sits in the
    /// content of one of `menuOwners` (`.contextMenu { actions }`): those items are built when the
    /// menu opens, so a separate View struct saves nothing. False when the fragment is not used.
    private static func isOnlyMenuContent(_ name: String, declaredIn declaration: some SyntaxProtocol) -> Bool {
        guard let type = SyntaxQueries.enclosingTypeDeclaration(of: declaration) else { return false }
        var used = false
        for block in SyntaxQueries.memberBlocks(ofTypeAround: type) {
            for member in SyntaxQueries.memberDeclarations(of: block) where member.id != Syntax(declaration).id {
                for node in ViewRuleSupport.descendants(of: member) {
                    guard let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text == name else { continue }
                    if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id,
                       access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { continue }
                    guard NavigationListsSupport.isInsideClosure(of: menuOwners, reference, below: Syntax(member))
                        || isBarItemsArgument(reference) else { return false }
                    used = true
                }
            }
        }
        return used
    }

    /// Whether the fragment is all that its View's `body` shows, or one of the alternatives `body`
    /// chooses between: `body` is the fragment with modifiers, the only content of one container
    /// (`List { rows }`, `NavigationStack { content }`), or an `if`/`switch` of which one branch is
    /// the fragment. Such a struct would take every input the parent has and isolate nothing.
    /// Whether the fragment reads, itself or through the View's methods it calls, at least two
    /// thirds of its View's stored properties (and at least two): a struct made of it would take nearly every input of its parent, so it
    /// would be re-evaluated as often as the parent and isolate nothing.
    private static func readsMostOfItsView(_ declaration: some SyntaxProtocol) -> Bool {
        guard let type = SyntaxQueries.enclosingTypeDeclaration(of: declaration) else { return false }
        let stored = Set(SyntaxQueries.storedProperties(in: SyntaxQueries.memberBlocks(ofTypeAround: type)).map(\.name.text))
        guard stored.count >= 2 else { return false }
        var read = Set<String>()
        var helpers: [CodeBlockItemListSyntax] = []
        var followed = Set<String>()
        func collect(_ tokens: TokenSequence) {
            for token in tokens {
                guard case .identifier(var text) = token.tokenKind else { continue }
                if text.hasPrefix("$") || text.hasPrefix("_") { text.removeFirst() }
                // `self.name` and `name`, not `other.name`.
                if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id,
                   member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { continue }
                if stored.contains(text) { read.insert(text) }
                // A method of the same View that the fragment calls reads on its behalf.
                if !followed.contains(text), let reference = token.parent?.as(DeclReferenceExprSyntax.self) {
                    // `name(…)` or `self.name(…)`: other values' methods were skipped above.
                    let member = reference.parent?.as(MemberAccessExprSyntax.self)
                    let callee = member.flatMap { $0.declName.id == reference.id ? Syntax($0) : nil } ?? Syntax(reference)
                    guard callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id,
                          let body = ViewRuleSupport.memberStatements(named: text, ofTypeAround: type) else { continue }
                    followed.insert(text)
                    helpers.append(body)
                }
            }
        }
        collect(declaration.tokens(viewMode: .sourceAccurate))
        // Followed as far as they go (each method once): a button's action that calls
        // `purchase(product:)`, which sets three flags, reads those flags on the fragment's behalf.
        var next = 0
        while next < helpers.count, next < 16 {
            collect(helpers[next].tokens(viewMode: .sourceAccurate))
            next += 1
        }
        return read.count >= 2 && Double(read.count) * 3 >= Double(stored.count) * 2
    }

    private static func isWholeContentOfBody(_ name: String, declaredIn declaration: some SyntaxProtocol) -> Bool {
        guard let type = SyntaxQueries.enclosingTypeDeclaration(of: declaration),
              let statements = ViewRuleSupport.bodyStatements(ofTypeAround: type) else { return false }
        // Followed through fragments: when `body` is all `content` and `content` is all
        // `actions`, then `actions` is the whole of `body` too (three steps at most).
        var whole = wholeContent(statements, branches: true)
        var frontier = whole
        for _ in 0..<3 where !whole.contains(name) && !frontier.isEmpty {
            var next = Set<String>()
            for fragment in frontier {
                guard let inner = ViewRuleSupport.memberStatements(named: fragment, ofTypeAround: type) else { continue }
                next.formUnion(wholeContent(inner, branches: true).subtracting(whole))
            }
            whole.formUnion(next)
            frontier = next
        }
        return whole.contains(name)
    }

    /// The names of the fragments that make up all of a builder's content (see `isWholeContentOfBody`).
    /// Branches of an `if` or `switch` count only where `branches` is set: at the top of `body`
    /// (a `Group` keeps it so); a choice nested in a container picks a layout variant, which may
    /// well be worth a struct of its own.
    private static func wholeContent(_ statements: CodeBlockItemListSyntax, branches: Bool) -> Set<String> {
        let items = statements.filter { !$0.item.is(VariableDeclSyntax.self) }
        guard items.count == 1, let item = items.first else { return [] }
        // An `#if` that is the whole content: what each of its clauses is made of.
        if let conditional = item.item.as(IfConfigDeclSyntax.self) {
            return conditional.clauses.reduce(into: Set<String>()) { names, clause in
                if case .statements(let inner)? = clause.elements { names.formUnion(wholeContent(inner, branches: branches)) }
            }
        }
        guard let expression = ViewRuleSupport.builderExpression(of: item) else { return [] }
        return wholeContent(expression, branches: branches)
    }

    /// The fragments one builder expression consists of (see `isWholeContentOfBody`).
    private static func wholeContent(_ expression: ExprSyntax, branches: Bool) -> Set<String> {
        if let branch = expression.as(IfExprSyntax.self) {
            guard branches else { return [] }
            var names = wholeContent(branch.body.statements, branches: true)
            if let elseIf = branch.elseBody?.as(IfExprSyntax.self) {
                names.formUnion(wholeContent(ExprSyntax(elseIf), branches: true))
            } else if let block = branch.elseBody?.as(CodeBlockSyntax.self) {
                names.formUnion(wholeContent(block.statements, branches: true))
            }
            return names
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            guard branches else { return [] }
            return choice.cases.reduce(into: Set<String>()) { names, element in
                if let switchCase = element.as(SwitchCaseSyntax.self) { names.formUnion(wholeContent(switchCase.statements, branches: true)) }
            }
        }
        // Down the modifier chain to what it modifies: a fragment, `self.fragment`, a call of a
        // fragment method, or a container whose one content closure is looked into in turn.
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if ViewRuleSupport.isViewInitializer(call) {
                    let closures = ViewRuleSupport.contentClosures(of: call)
                    guard closures.count == 1 else { return [] }
                    let isGroup = SyntaxQueries.isTypeReference(call.calledExpression, named: "Group")
                    return wholeContent(closures[0].statements, branches: branches && isGroup)
                }
                current = call.calledExpression
                if current.is(DeclReferenceExprSyntax.self) { continue }
                // A modifier's name is not what it modifies: go on from its base.
                guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base else { return [] }
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return [member.declName.baseName.text] }
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return [member.declName.baseName.text] }
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return [reference.baseName.text]
            } else {
                return []
            }
        }
    }

    private func flag(_ name: TokenSyntax, lines: Int, nodes: Int, view: String, in file: FileContext) {
        report(name, "`\(name.text)` is a view fragment of `\(view)` with \(lines) view-building lines and \(nodes) view nodes; extract it into its own `View` struct that takes only the inputs it needs.", in: file)
    }
}
