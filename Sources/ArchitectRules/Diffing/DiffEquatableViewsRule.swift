import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags View structs that SwiftUI cannot compare cheaply: no `@Equatable` macro and no `Equatable` conformance.
struct DiffEquatableViewsRule: SyntaxRule {
    /// The `required` option.
    static let required = Option<String>("required", default: "viewsWithClosures", "Which views must be Equatable: `allViews`, `viewsWithClosures` or `off`.",
                       choices: ["allViews", "viewsWithClosures", "off"])

    /// The `macroNames` option.
    static let macroNames = Option<[String]>("macroNames", default: ["Equatable"], "Attribute names of macros that generate an Equatable conformance.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "diff-equatable-views", title: "Make views Equatable", category: .diff, impact: .critical, presets: [.clinic, .optimise, .mvvm],
        aliases: ["perf-equatable-views", "mvvm-perf-equatable-children"],
        rationale: """
        When a parent re-renders, SwiftUI compares each child view's stored inputs to decide whether \
        the child's `body` must run again. Plain values (strings, numbers, dates, URLs, Booleans and \
        collections of them) compare fine on their own; a closure never does, so a view holding one \
        re-renders every time its parent does. An `Equatable` view (a plain `Equatable` \
        conformance whose hand-written `static func ==` compares what the view displays and leaves \
        the closure out, or, where the project uses an Equatable macro package, `@Equatable`, \
        which also fails the build when a new input cannot be compared) lets SwiftUI skip the body \
        when nothing it displays has changed. The message offers the plain conformance first, as \
        it needs no dependency.

        Candidates: a `struct` conforming to `View` (in its own clause, or through an extension in \
        the same file) with at least one stored input (a stored instance property without a \
        SwiftUI property wrapper such as `@State`, `@Binding` or `@Environment`), none of the \
        `macroNames` attributes, and no `Equatable` conformance (or `Hashable`/`Comparable`, which \
        imply it) in its clause or in an extension in the same file. Option `required` chooses \
        which candidates are reported, on the struct's name. `viewsWithClosures` (the default, and \
        the performance document's advice): only views storing a closure, named in the message; \
        a view that also holds `@State` or `@Environment` wrappers is reported by its closure all \
        the same. Tiny leaves are left alone in this mode: a view whose `body` (in this file) \
        shows at most 4 SwiftUI leaf views (`Text`, `Image`, `ProgressView`, shapes, simple \
        controls) arranged only by stacks, `Group`, `Button` or `Menu`, across all its branches, \
        `Spacer` and `Divider` not counted (the view nodes `review-body-50-lines` counts, less the \
        arranging containers), and so is menu content of any length (a body of only `Button`s, \
        `Divider`s and `Section`s or `Group`s of them, whose leaves are SwiftUI views: the items \
        of a toolbar or context menu). Reviewers found all such views on the real apps (an error \
        placeholder of an icon, two texts and a button; a thumbnail; a "load more" row) to re-run \
        a body cheaper than any comparison; 4 is the largest of them. A body that shows a custom \
        view, a fragment, a parameter or a collection (`ForEach`, `List`) is not a leaf, as what it \
        builds is not seen, and stays reported. `allViews` (the clinic preset, whose document \
        asks every view to be `@Equatable`): every candidate, and the message says what is true of \
        it: a closure it stores, an input whose type is not a plain value (left to SwiftUI's own field-by-field comparison), \
        or, when every input is written as a plain value, that SwiftUI compares them already and \
        the macro is asked for as a guard. `off` turns the rule off.

        Left alone in `viewsWithClosures` mode, because the advised `==` could not be written \
        soundly: generic views (an unconstrained type parameter cannot be compared without \
        conditional conformance), and views that hold a `Binding` (stored or `@Binding`), an \
        `@ObservedObject`, `@Bindable` or `@EnvironmentObject`, or an existential (`any P`) \
        input, all of which change what the view shows without being comparable inputs; on the \
        real apps every such finding was judged wrong or not worth it. So are views whose only \
        inputs are closures (a `let` with a value of its own is a constant, not an input): the \
        advised `==` would compare nothing. \
        Left alone: closures that build the view's content (`@ViewBuilder` ones, or closures \
        returning `some View`, `AnyView`, `Text`, `Image` or a generic parameter of the view): skipping them in \
        `==` would hide content changes; views whose only stored properties are SwiftUI wrappers; \
        non-View structs and `ViewModifier`s; in `viewsWithClosures` mode, views that read \
        `@Environment(\\.dismiss)` or `\\.presentationMode` (a presented sheet or editor, drawn as \
        a whole while it is up rather than redrawn as a row of its parent, so an `==` saves no \
        work); views in test files, `#Preview`s, `PreviewProvider`s \
        and `#if DEBUG` code. Known limits: a conformance declared in another file cannot be seen, \
        and types declared elsewhere are never taken for plain values. Whether the closures of an \
        `@Equatable` view are excluded from the comparison is `diff-closure-skip`.
        """,
        options: [
            required,
            macroNames,
        ],
        presetOptions: [
            .clinic: ["required": .string("allViews")],
        ],
        triggering: [
            RuleExample("""
            struct ↓ProductTile: View {
                let product: Product
                let onBuy: () -> Void
                var body: some View {
                    VStack {
                        ProductImage(product: product)
                        Text(product.name)
                        Button("Buy", action: onBuy)
                    }
                }
            }
            """),
            RuleExample("""
            struct ↓OrderRow: View {
                let order: Order
                let onOpen: () -> Void
                var body: some View {
                    HStack {
                        Image(systemName: "shippingbox")
                        VStack {
                            Text(order.title)
                            Text(order.status)
                            Text(order.date, style: .date)
                        }
                        if order.isLate {
                            Label("Late", systemImage: "clock")
                        }
                    }
                    .onTapGesture(perform: onOpen)
                }
            }
            struct ↓FeedRow: View {
                let items: [String]
                let onSelect: (String) -> Void
                var body: some View {
                    ForEach(items, id: \\.self) { Text($0) }
                }
            }
            """),
            RuleExample("""
            enum Catalog {
                struct ↓Row: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                struct Header: View {
                    let title: String
                    var body: some View { Text(title).font(.headline) }
                }
            }
            extension Catalog.Header: Equatable {}
            """, options: ["required": .string("allViews")]),
            RuleExample("""
            // A macro with a similar name is not the Equatable macro.
            @EquatableLike
            struct ↓Badge {
                let count: Int
            }
            #if os(iOS)
            extension Badge: View {
                var body: some View { Text("\\(count)") }
            }
            #endif
            """, options: ["required": .string("allViews")]),
            RuleExample("""
            struct ↓Avatar: SwiftUI.View {
                @Environment(\\.displayScale) private var scale
                let initials: String
                var body: some View { Text(initials) }
            }
            """, options: ["required": .string("allViews")]),
            RuleExample("""
            struct ↓MetricTile: View {
                let title: String
                var onTap: (@MainActor () -> Void)?
                var body: some View { MetricChart(title: title).onTapGesture { onTap?() } }
            }
            struct Caption: View {
                let text: String
                var body: some View { Text(text) }
            }
            """, options: ["required": .string("viewsWithClosures")]),
            RuleExample("""
            enum Feed {
                struct ↓Row {
                    let headline: String
                    #if os(iOS)
                    let badge: Int?
                    #endif
                }
            }
            extension Feed.Row: View {
                var body: some View { Text(headline) }
            }
            """, options: ["required": .string("allViews")]),
            RuleExample("""
            struct ↓CommentRow: View {
                @Environment(\\.openURL) private var openURL
                @State private var isExpanded = false
                let comment: String
                let onReply: (String) async -> Void
                var body: some View { CommentBody(text: comment, isExpanded: isExpanded) }
            }
            """),
            RuleExample("""
            struct ↓AccountHeader: View {
                let account: AccountModel
                let title: String
                var body: some View { Text(title) }
            }
            """, options: ["required": .string("allViews")]),
        ],
        nonTriggering: [
            RuleExample("""
            // A presented editor: drawn as a whole while it is up, not redrawn as a row.
            struct EditNoteSheet: View {
                @Environment(\\.dismiss) private var dismiss
                let note: Note
                let onSave: (String) -> Void
                @State private var text = ""
                var body: some View {
                    NavigationStack {
                        TextEditor(text: $text)
                            .navigationTitle(note.title)
                        ForEach(note.tags, id: \\.self) { NoteTagView(tag: $0) }
                            .toolbar { Button("Save") { onSave(text); dismiss() } }
                    }
                }
            }
            """),
            RuleExample("""
            struct NotifyPrompt: View {
                let action: () -> Void
                var body: some View {
                    VStack {
                        (Text("Get notified about ") + Text("your ranks").fontWeight(.medium))
                            .font(.title)
                        Button("Turn on notifications") { action() }
                    }
                }
            }
            """),
            RuleExample("""
            struct AccountMenuItems: View {
                let account: Account
                let openURL: (URL) -> Void
                var body: some View {
                    Button { openURL(account.url) } label: { Label("Open in browser", systemImage: "safari") }
                    Button { openURL(account.settingsURL) } label: { Label("Settings", systemImage: "gear") }
                    Divider()
                    Section("Share") {
                        Button { share(account) } label: { Label("Share", systemImage: "square.and.arrow.up") }
                        Button { copy(account) } label: { Label("Copy link", systemImage: "link") }
                    }
                    if account.isMuted {
                        Button("Unmute") { unmute() }
                    } else {
                        Button("Mute") { mute() }
                    }
                }
            }
            """),
            RuleExample("""
            struct GameCard<Title: View>: View {
                let title: Title
                let score: Int
                let onTap: () -> Void
                var body: some View {
                    VStack { title; Text("\\(score)"); Badge(score: score); Button("Play", action: onTap) }
                }
            }
            struct SearchBar: View {
                @Binding var text: String
                let onCommit: () -> Void
                var body: some View {
                    HStack { SearchIcon(); TextField("Search", text: $text, onCommit: onCommit); ClearButton(text: $text) }
                }
            }
            struct FilterSheet: View {
                let selection: Binding<Filter>
                let store: any FilterStore
                let onDone: () -> Void
                var body: some View {
                    Form { FilterPicker(selection: selection); Button("Done", action: onDone) }
                }
            }
            """),
            RuleExample("""
            // Leaves this small re-run faster than any comparison would save.
            struct RetryPlaceholder: View {
                let message: String
                let onRetry: () async -> Void
                var body: some View {
                    HStack {
                        Spacer()
                        VStack {
                            Image(systemName: "exclamationmark.triangle")
                            Text("Something went wrong")
                            Text(message)
                            Button { Task { await onRetry() } } label: { Text("Retry") }
                        }
                        Spacer()
                    }
                }
            }
            struct LoadMoreRow: View {
                let isLoading: Bool
                let onLoad: () -> Void
                var body: some View {
                    if isLoading {
                        ProgressView()
                    } else {
                        Button("Load more", action: onLoad)
                    }
                }
            }
            struct Thumbnail: View {
                let image: UIImage?
                let onSelect: () -> Void
                var body: some View {
                    Group {
                        if let image {
                            Image(uiImage: image).resizable()
                        } else {
                            RoundedRectangle(cornerRadius: 8).fill(.gray)
                        }
                    }
                    .onTapGesture(perform: onSelect)
                }
            }
            """),
            RuleExample("""
            // struct Legacy: View { let onTap: () -> Void } would need @Equatable.
            @Equatable
            struct ProductTile: View {
                let product: Product
                @EquatableIgnored let onBuy: () -> Void
                var body: some View { Button(product.name, action: onBuy) }
            }
            struct Price: View, Equatable {
                let amount: Decimal
                var body: some View { Text(amount, format: .number) }
            }
            struct Tag: View, Hashable {
                let label: String
                var body: some View { Text(label) }
            }
            """),
            RuleExample("""
            struct Banner: View {
                let message: String
                var body: some View { Text(message) }
            }
            extension Banner: Equatable {
                static func == (lhs: Banner, rhs: Banner) -> Bool { lhs.message == rhs.message }
            }
            enum Catalog {
                struct Row: View {
                    let title: String
                    var body: some View { Text(title) }
                }
            }
            extension Catalog.Row: Equatable {}
            """),
            RuleExample("""
            struct Spinner: View {
                @State private var angle = 0.0
                @Environment(\\.colorScheme) private var scheme
                @Binding var isSpinning: Bool
                static let size = 24.0
                var body: some View { Circle().rotationEffect(.degrees(angle)) }
            }
            struct Separator: View {
                var body: some View { Rectangle().frame(height: 1) }
            }
            struct ProductViewModel {
                let onBuy: () -> Void
            }
            struct Highlight: ViewModifier {
                let color: Color
                func body(content: Content) -> some View { content.background(color) }
            }
            """),
            RuleExample("""
            struct Caption: View {
                let text: String
                var body: some View { Text(text) }
            }
            """, options: ["required": .string("viewsWithClosures")]),
            RuleExample("""
            struct ActionRow: View {
                let title: String
                let onTap: () -> Void
                var body: some View { Button(title, action: onTap) }
            }
            """, options: ["required": .string("off")]),
            RuleExample("""
            // Plain values compare on their own, so only a stored closure is worth reporting.
            struct DownloadRow: View {
                let title: String
                let size: Int64
                var progress: Double?
                let tags: [String]
                let link: URL
                let added = Date()
                let status: DownloadStatus
                @Environment(\\.locale) private var locale
                var body: some View { Text(title) }
            }
            """),
            RuleExample("""
            struct Card<Content: View>: View {
                let title: String
                @ViewBuilder let content: () -> Content
                var body: some View { VStack { Text(title); content() } }
            }
            struct Sidebar: View {
                let header: () -> some View
                let footer: (() -> AnyView)?
                var body: some View { VStack { header(); footer?() } }
            }
            """),
            RuleExample("""
            #Preview {
                struct Harness: View {
                    let onTap: () -> Void = {}
                    var body: some View { Button("Tap", action: onTap) }
                }
                return Harness()
            }
            #if DEBUG
            struct DebugRow: View {
                let onTap: () -> Void
                var body: some View { Button("Debug", action: onTap) }
            }
            #endif
            """),
            RuleExample("""
            struct StubRow: View {
                let onTap: () -> Void
                var body: some View { Button("Stub", action: onTap) }
            }
            """, path: "Tests/AppTests/StubRow.swift"),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Conformances that make a type Equatable.
    private static let equatableNames: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// Checks one struct declaration.
    public func visit(_ declaration: StructDeclSyntax, in file: FileContext) {
        let mode = configuration[Self.required]
        guard mode != "off", !file.isTestFile, SyntaxQueries.isViewType(Syntax(declaration)) else { return }
        let macroNames = Set(configuration[Self.macroNames])
        if SyntaxQueries.attributeNames(declaration.attributes).contains(where: macroNames.contains) { return }
        if SyntaxQueries.inheritedNamesInFile(of: Syntax(declaration)).contains(where: Self.equatableNames.contains) { return }
        // A `let` with a value of its own is a constant, not an input the parent passes.
        let inputs = SyntaxQueries.storedProperties(in: [declaration.memberBlock])
            .filter { !NavigationListsSupport.hasSwiftUIWrapper($0.variable) }
            .filter { !($0.variable.bindingSpecifier.tokenKind == .keyword(.let) && $0.binding.initializer != nil) }
        guard !inputs.isEmpty, !SyntaxQueries.isPreviewOrDebugCode(declaration) else { return }
        let name = declaration.name.text
        let generics = Set(declaration.genericParameterClause?.parameters.map(\.name.text) ?? [])
        let closures = inputs.filter { NavigationListsSupport.holdsClosure($0.binding) && !Self.buildsContent($0, generics: generics) }
        if let closure = closures.first {
            // A leaf this small costs less to re-run than the comparison would save.
            // So is a body of SwiftUI leaves only (menu items: buttons with labels), however many.
            if mode != "allViews" {
                if let leafNodes = Self.leafNodeCount(of: declaration), leafNodes <= Self.maxLeafNodes { return }
                if Self.isMenuContent(declaration) { return }
            }
            // Where the advised `==` cannot be written soundly, the advice would be wrong; with no
            // input besides closures it would compare nothing.
            if mode != "allViews", Self.hasIncomparableInputs(declaration, inputs: inputs, generics: generics) { return }
            if mode != "allViews", inputs.allSatisfy({ NavigationListsSupport.holdsClosure($0.binding) }) { return }
            if mode != "allViews", Self.dismissesItself(declaration) { return }
            report(declaration.name, "`\(name)` stores the closure `\(closure.name.text)`, which SwiftUI cannot compare, so its body re-runs on every parent update; conform it to `Equatable` with a `static func ==` that compares its other inputs and leaves the closure out (or, with an Equatable macro package, mark it `@Equatable` and skip the closure).", in: file)
            return
        }
        guard mode == "allViews" else { return }
        let opaque = inputs.filter { !NavigationListsSupport.holdsClosure($0.binding) && !Self.isPlainValue($0.binding) }
        if let first = opaque.first {
            report(declaration.name, "`\(name)` is not Equatable, so SwiftUI falls back to its own field-by-field comparison of `\(first.name.text)`; conform it to `Equatable` (a `static func ==` over the inputs it displays) or mark it `@Equatable` to make the comparison explicit.", in: file)
        } else {
            report(declaration.name, "`\(name)` is not Equatable; SwiftUI already compares its plain-value inputs, but this architecture asks every view to be `@Equatable` so that an input added later that cannot be compared fails the build.", in: file)
        }
    }

    /// Whether the view reads `@Environment(\\.dismiss)` or `\\.presentationMode`: it is a
    /// presented screen (a sheet, a cover, a pushed editor) that is drawn as a whole while it is
    /// up, not a row its parent redraws on every update, so an `==` would save no work.
    static func dismissesItself(_ declaration: StructDeclSyntax) -> Bool {
        SyntaxQueries.memberDeclarations(of: declaration.memberBlock).contains { member in
            guard let variable = member.as(VariableDeclSyntax.self),
                  let environment = SyntaxQueries.attribute("Environment", in: variable.attributes),
                  let arguments = environment.arguments else { return false }
            return arguments.tokens(viewMode: .sourceAccurate).contains { ["dismiss", "presentationMode"].contains($0.text) }
        }
    }

    /// Wrappers whose value a hand-written `==` cannot compare: the view reads through them
    /// values that change without the view's inputs changing.
    static let incomparableWrappers: Set<String> = ["Binding", "ObservedObject", "Bindable", "EnvironmentObject"]

    /// Whether the view holds an input that its `==` could not compare, so that "compare the
    /// other inputs" is impossible or would hide changes: a type parameter (unconstrained, it
    /// cannot be compared without conditional conformance), a `Binding` (stored, or `@Binding`),
    /// an `@ObservedObject`, `@Bindable` or `@EnvironmentObject`, or an existential (`any P`).
    static func hasIncomparableInputs(_ declaration: StructDeclSyntax, inputs: [SyntaxQueries.StoredProperty], generics: Set<String>) -> Bool {
        if !generics.isEmpty { return true }
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if SyntaxQueries.attributeNames(variable.attributes).contains(where: incomparableWrappers.contains) { return true }
        }
        return inputs.contains { input in
            guard let type = input.binding.typeAnnotation?.type else { return false }
            return type.tokens(viewMode: .sourceAccurate).contains { token in
                token.tokenKind == .keyword(.any) || (token.text == "Binding" && token.tokenKind == .identifier("Binding"))
            }
        }
    }

    /// Whether the view's `body` is the content of a menu: it shows only `Button`s (with their
    /// labels), `Divider`s and `Section`s of them, the items of a toolbar or context menu.
    static func isMenuContent(_ declaration: StructDeclSyntax) -> Bool {
        guard let statements = ViewRuleSupport.bodyStatements(ofTypeAround: Syntax(declaration)) else { return false }
        var buttons = 0
        func scan(_ items: CodeBlockItemListSyntax) -> Bool {
            items.allSatisfy { item in
                if item.item.is(VariableDeclSyntax.self) { return true }
                if let branch = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self) {
                    let elseItems = branch.elseBody?.as(CodeBlockSyntax.self)?.statements
                    return scan(branch.body.statements) && (elseItems.map(scan) ?? (branch.elseBody == nil))
                }
                guard let expression = ViewRuleSupport.builderExpression(of: item),
                      let view = ViewRuleSupport.viewInitializer(of: expression), let name = SyntaxQueries.calledName(view) else { return false }
                switch name {
                case "Button":
                    buttons += 1
                    // Its label, when written as a closure, shows only a text, a label or an image.
                    return ViewRuleSupport.contentClosures(of: view).allSatisfy { label in
                        label.statements.allSatisfy { statement in
                            guard let shown = ViewRuleSupport.builderExpression(of: statement).flatMap(ViewRuleSupport.viewInitializer(of:)),
                                  let shownName = SyntaxQueries.calledName(shown) else { return false }
                            return ["Text", "Label", "Image"].contains(shownName)
                        }
                    }
                case "Divider": return true
                case "Section", "Group": return view.trailingClosure.map { scan($0.statements) } ?? false
                default: return false
                }
            }
        }
        return scan(statements) && buttons > 0
    }

    /// The most SwiftUI views a leaf's `body` may show and still be too small to be worth an
    /// `Equatable` conformance (see the rationale).
    static let maxLeafNodes = 4

    /// The SwiftUI views a leaf view's `body` shows: `Text`, `Image`, `ProgressView`, shapes,
    /// controls (see `leafViews`), arranged by stacks, `Group`, `Button` or `Menu` (not counted
    /// themselves), across the branches of its `if`s and `switch`es; `Spacer` and `Divider` count 0.
    /// Nil when `body` is not found in this file or is not a leaf: it shows anything else (a custom
    /// view, a fragment such as `header`, `content()`, a collection such as `ForEach` or `List`),
    /// whose cost is not seen here. Modifiers and their closures are not looked into.
    static func leafNodeCount(of declaration: StructDeclSyntax) -> Int? {
        ViewRuleSupport.bodyStatements(ofTypeAround: Syntax(declaration)).flatMap(leafNodeCount)
    }

    /// SwiftUI views that show one thing (their content closures, if any, are counted instead).
    private static let leafViews: Set<String> = [
        "Text", "Image", "Label", "ProgressView", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
        "Color", "Toggle", "TextField", "SecureField", "Slider", "Stepper", "Link", "ShareLink", "AsyncImage", "EmptyView",
    ]

    /// SwiftUI views that only arrange or wrap what their closures build; they are not counted themselves.
    private static let wrappers: Set<String> = ["VStack", "HStack", "ZStack", "Group", "Button", "Menu", "ViewThatFits"]

    /// Views that only take up room.
    private static let spacers: Set<String> = ["Spacer", "Divider"]

    private static func leafNodeCount(_ statements: CodeBlockItemListSyntax) -> Int? {
        var count = 0
        for statement in statements {
            if statement.item.is(VariableDeclSyntax.self) { continue }
            guard let expression = ViewRuleSupport.builderExpression(of: statement), let nodes = leafNodeCount(expression) else { return nil }
            count += nodes
        }
        return count
    }

    private static func leafNodeCount(_ expression: ExprSyntax) -> Int? {
        if let branch = expression.as(IfExprSyntax.self) {
            guard var count = leafNodeCount(branch.body.statements) else { return nil }
            if let elseIf = branch.elseBody?.as(IfExprSyntax.self) {
                guard let rest = leafNodeCount(ExprSyntax(elseIf)) else { return nil }
                count += rest
            } else if let block = branch.elseBody?.as(CodeBlockSyntax.self) {
                guard let rest = leafNodeCount(block.statements) else { return nil }
                count += rest
            }
            return count
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            var count = 0
            for element in choice.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self), let nodes = leafNodeCount(switchCase.statements) else { return nil }
                count += nodes
            }
            return count
        }
        if isConcatenatedText(expression) { return 1 }
        guard let view = ViewRuleSupport.viewInitializer(of: expression),
              let name = SyntaxQueries.calledNameToken(view)?.text else { return nil }
        if spacers.contains(name) { return 0 }
        guard leafViews.contains(name) || wrappers.contains(name) else { return nil }
        var count = 0
        for closure in ViewRuleSupport.contentClosures(of: view) {
            guard let nodes = leafNodeCount(closure.statements) else { return nil }
            count += nodes
        }
        return leafViews.contains(name) ? max(count, 1) : count
    }

    /// Whether an expression (with its modifiers) is `Text`s joined with `+`, one text on screen:
    /// `(Text("Get notified about ") + Text("your ranks").bold()).font(.title)`.
    private static func isConcatenatedText(_ expression: ExprSyntax) -> Bool {
        let root = SyntaxQueries.unparenthesized(SyntaxQueries.chainRoot(expression))
        guard let sequence = root.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.enumerated().allSatisfy { index, element in
            if index % 2 == 1 { return element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
            if isConcatenatedText(element) { return true }
            return ViewRuleSupport.viewInitializer(of: element).flatMap(SyntaxQueries.calledName) == "Text"
        }
    }

    /// Whether a stored closure builds the view's content (`@ViewBuilder let content: () -> Content`,
    /// or a closure returning one of the struct's generic parameters): skipping it in `==` would
    /// hide content changes, so it is not the closure this rule is about.
    private static func buildsContent(_ property: SyntaxQueries.StoredProperty, generics: Set<String>) -> Bool {
        if SyntaxQueries.attributeNames(property.variable.attributes).contains("ViewBuilder") { return true }
        guard var type = property.binding.typeAnnotation?.type else { return false }
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType; continue }
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type; continue }
            break
        }
        guard let function = type.as(FunctionTypeSyntax.self) else { return false }
        let result = function.returnClause.type
        if result.is(SomeOrAnyTypeSyntax.self) { return true }
        guard let resultName = SyntaxQueries.baseTypeName(result) else { return false }
        return generics.contains(resultName) || ["AnyView", "Text", "Image"].contains(resultName)
    }

    /// Value types SwiftUI compares without help: standard library and Foundation values.
    private static let plainTypes: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "Date", "URL", "UUID",
        "CGPoint", "CGSize", "CGRect", "LocalizedStringKey", "TimeInterval",
    ]

    /// Whether a stored input is, as written, a plain value (see `plainTypes`), an optional, array,
    /// set or dictionary of them, or, without a type annotation, a string, number or Boolean literal.
    /// Types declared elsewhere are not looked up, so they never count as plain.
    private static func isPlainValue(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type { return isPlainType(type) }
        guard let value = binding.initializer?.value else { return false }
        return value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
            || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
    }

    private static func isPlainType(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return isPlainType(optional.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return isPlainType(array.element) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return isPlainType(dictionary.key) && isPlainType(dictionary.value) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let arguments = identifier.genericArgumentClause?.arguments ?? []
            if arguments.isEmpty { return plainTypes.contains(identifier.name.text) }
            guard ["Optional", "Array", "Set"].contains(identifier.name.text) || identifier.name.text == "Dictionary" else { return false }
            return arguments.allSatisfy { argument in argument.argument.as(TypeSyntax.self).map(isPlainType) ?? false }
        }
        if let member = type.as(MemberTypeSyntax.self), member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Foundation" {
            return member.genericArgumentClause == nil && plainTypes.contains(member.name.text)
        }
        return false
    }
}
