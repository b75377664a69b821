import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `ForEach`/`List` rows identified by position, by hash value or by a `UUID()` made during rendering.
struct DiffIdentityStabilityRule: SyntaxRule {
    /// The `flagMutableKeyPaths` option.
    static let flagMutableKeyPaths = Option<Bool>("flagMutableKeyPaths", default: false, "Also flag `id: \\.self` over model structs and `id:` key paths to editable fields.")

    /// The `mutableFields` option.
    static let mutableFields = Option<[String]>("mutableFields", default: ["title", "name"], "Property names treated as editable display fields in `id:` key paths.")

    public static let description = RuleDescription(
        id: "diff-identity-stability", title: "Give list rows a stable identity", category: .diff, impact: .critical, severity: .warning,
        presets: [.recommended, .clinic], aliases: ["list-id-keypath"],
        rationale: """
        SwiftUI matches rows between renders by their identity. When that identity is a position, a \
        hash or a value made fresh on each render, an insert, a move or any re-render makes SwiftUI \
        tear rows down and rebuild them, losing their state and animating the wrong rows. Identify \
        rows by a stable value from the model (`Identifiable`, or `id: \\.id`). For a `ForEach` or a \
        `List` with a data argument this rule flags: an `id:` key path `\\.offset` (the position from \
        `enumerated()`); an `id:` key path ending in `hashValue` (`\\.hashValue`, `\\.self.hashValue`); \
        data written as `x.indices`; data written as a range whose upper bound is `something.count` \
        (`0..<items.count`, `1...items.count`, also adjusted by `+`/`-` as in `0..<items.count - 1`). It \
        also flags a `UUID()` call (no arguments; also `Foundation.UUID()` and `UUID.init()`) given to \
        the `.id(_:)` modifier or written inside the data argument of a `ForEach`/`List`, because it is \
        evaluated on every render. Left alone by default: `id: \\.self` (whether the element type is \
        a good identity cannot be told from the syntax), key paths such as `\\.element.id`, literal ranges \
        (`0..<5`), ranges up to a plain variable, a `UUID()` stored on a model or created in an action, \
        `\\.offset` when the rows use their position (the closure's first parameter, or `.offset` of \
        its pair: a number shown, a place in a radial layout), where position is the identity the \
        author means; \
        `.id(UUID())` on a `ProgressView` or a stack of nothing but progress views and spacers (a \
        fresh identity restarts a spinner in a reused row), an `.id(UUID())` with a comment on it \
        (the author says the fresh identity is meant, such as a forced re-render), a `ForEach` \
        written directly as the content of a `Picker` (its rows are a fixed list of options, usually \
        selected by index with `.tag($0)`: nothing inserts or moves and there is no model ID), \
        look-alike containers (`MyForEach`, `Layout.List`) and comments or strings. By default only the index part of the `list-id-keypath` alias is \
        covered; option `flagMutableKeyPaths` (on in the clinic preset) adds its other two forms, as \
        heuristics. First, `id: \\.self` when the data is a stored property of the same View whose \
        declared type is an array or set of a struct or class declared in the same file: the whole \
        value becomes the identity, so editing a row changes its identity and equal values collide. \
        Element types that are plain values (`String`, `Int`, `UUID`, `Date` …), enums, element \
        types declared in other files (they may be enums) and data that is not such a property are \
        left alone, so most cases are missed rather than guessed. Second, an `id:` key path whose \
        last component is one of `mutableFields` (`\\.title`, `\\.name`): display fields that users \
        edit; a field with that name that never changes is the known false positive. \
        Test files, `#Preview`s, `PreviewProvider`s and `#if DEBUG` code are not checked: sample data there is fixed.
        """,
        options: [
            flagMutableKeyPaths,
            mutableFields,
        ],
        presetOptions: [.clinic: ["flagMutableKeyPaths": .bool(true)]],
        triggering: [
            RuleExample(#"""
            struct Gallery: View {
                let photos: [Photo]
                var body: some View {
                    ScrollView {
                        ForEach(Array(photos.enumerated()), id: ↓\.offset) { pair in
                            Thumbnail(photo: pair.element)
                        }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Notes: View {
                let notes: [Note]
                let tags: [Tag]
                var body: some View {
                    List {
                        ForEach(notes, id: ↓\.self.hashValue) { NoteRow(note: $0) }
                        SwiftUI.ForEach(tags, id: ↓\Tag.hashValue) { TagRow(tag: $0) }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Board: View {
                @State var viewModel: BoardViewModel
                var body: some View {
                    VStack {
                        ForEach(↓viewModel.rows.indices, id: \.self) { index in
                            RowView(row: viewModel.rows[index])
                        }
                        ForEach(
                            ↓0..<viewModel.cards.count,
                            id: \.self
                        ) { index in
                            CardView(card: viewModel.cards[index])
                        }
                        List(↓1...viewModel.pins.count, id: \.self) { Text("\($0)") }
                    }
                }
            }
            """#),
            RuleExample("""
            #if os(iOS)
            extension FeedView {
                var rows: some View {
                    ForEach(posts.map { Wrapped(id: ↓UUID(), post: $0) }) { item in
                        PostRow(post: item.post)
                            .id(↓UUID())
                    }
                }
            }
            #endif
            """),
            RuleExample(#"""
            struct Tag: Hashable {
                var name: String
                var color: String
            }
            struct TagList: View {
                let tags: [Tag]
                @State private var people: Set<Person> = []
                var body: some View {
                    ForEach(tags, id: ↓\.self) { TagChip(tag: $0) }
                    ForEach(Array(people), id: ↓\.name) { PersonRow(person: $0) }
                    List(
                        Array(people),
                        id: ↓\Person.profile.title
                    ) { PersonRow(person: $0) }
                }
            }
            struct Person: Hashable {
                var name: String
                var profile: Profile
            }
            """#, options: ["flagMutableKeyPaths": .bool(true)]),
            RuleExample(#"""
            enum Screens {
                struct Board: View {
                    let cards: [Card]
                    var body: some View {
                        SwiftUI.List(↓cards
                            .indices, id: \.self) { CardRow(card: cards[$0]) }
                        ForEach(cards.map { Row(id: ↓Foundation.UUID(), card: $0) }) { RowView(row: $0) }
                        Text("Footer")
                            .padding()
                            .id(
                                ↓UUID.init()
                            )
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Grid: View {
                @State var viewModel: GridViewModel
                let cells: [Cell]
                var body: some View { rows }
            }
            #if os(iOS)
            extension Grid {
                var rows: some View {
                    ForEach(↓0..<(viewModel.cells.count)) { CellView(index: $0) }
                    ForEach(↓0 ..< cells.count - 1, id: \.self) { Divider(after: $0) }
                }
            }
            #endif
            """#),
            RuleExample(#"""
            struct Chips: View {
                let chips: [Chip]
                var body: some View {
                    ForEach(
                        Array(chips.enumerated()),
                        id: ↓\.offset
                    ) { pair in
                        ChipView(chip: pair.element)
                    }
                    .padding()
                }
            }
            """#),
        ],
        nonTriggering: [
            RuleExample(#"""
            struct RulesList: View {
                let rules: [Rule]
                var body: some View {
                    ForEach(Array(rules.enumerated()), id: \.offset) { index, rule in
                        Text("\(index + 1). \(rule.text)")
                    }
                    ForEach(Array(reactions.enumerated()), id: \.offset) {
                        ReactionButton(reaction: $0.element).offset(radial($0.offset))
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct RegionForm: View {
                @State private var region = 0
                let regions: [String]
                var body: some View {
                    Form {
                        Picker("Region", selection: $region) {
                            ForEach(0 ..< regions.count) { Text(regions[$0]).tag($0) }
                        }
                        Picker(selection: $region, label: Text("Era"), content: {
                            ForEach(regions.indices) { Text(regions[$0]).tag($0) }
                        })
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct TurnBadge: View {
                let isYourTurn: Bool
                var body: some View {
                    Text("Your turn")
                        .opacity(isYourTurn ? 1 : 0.5)
                        // A fresh identity forces the opacity to settle after an animation.
                        .id(UUID())
                }
            }
            struct Pulse: View {
                var body: some View {
                    Circle().id(UUID()) // restart the pulse on every render
                }
            }
            """#),
            RuleExample("""
            struct LoadingRow: View {
                var body: some View {
                    // A fresh identity restarts the spinner when the row is reused.
                    ProgressView()
                        .frame(maxWidth: .infinity)
                        .id(UUID())
                    HStack {
                        Spacer()
                        ProgressView()
                        Spacer()
                    }
                    .id(UUID())
                }
            }
            """),
            RuleExample("""
            #Preview {
                List {
                    ForEach(Array(Sample.names.enumerated()), id: \\.offset) { Text($0.element) }
                }
            }
            """),
            RuleExample("""
            struct FeedSnapshot: View {
                let posts: [Post]
                var body: some View { ForEach(posts.indices, id: \\.self) { PostRow(post: posts[$0]) } }
            }
            """, path: "Tests/FeedTests/FeedSnapshot.swift"),
            RuleExample(#"""
            // Never write ForEach(Array(x.enumerated()), id: \.offset) or use UUID() for ids.
            struct Messages: View {
                let messages: [Message]
                var body: some View {
                    List {
                        ForEach(messages) { MessageRow(message: $0) }
                        ForEach(messages, id: \.id) { MessageRow(message: $0) }
                        ForEach(0..<5) { _ in Divider() }
                        Text("id: \\.hashValue")
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Item: Identifiable {
                let id = UUID()
                var title: String
            }
            struct Editor: View {
                @State private var items: [Item] = []
                let names: [String]
                var body: some View {
                    ForEach(names, id: \.self) { Text($0) }
                    Button("Add") { items.append(Item(id: UUID(), title: "New")) }
                }
            }
            """#),
            RuleExample(#"""
            struct Pages: View {
                let pages: [Page]
                let columns: Int
                var body: some View {
                    ForEach(pages, id: \.pageOffset) { PageView(page: $0) }
                    ForEach(Array(pages.enumerated()), id: \.element.id) { PageView(page: $0.element) }
                    ForEach(0..<columns, id: \.self) { Column(index: $0) }
                    ForEach(pages, id: \.id.hashValueString) { PageView(page: $0) }
                }
            }
            """#),
            RuleExample(#"""
            struct Tag: Hashable {
                var name: String
            }
            enum Category: String, CaseIterable {
                case food, travel
            }
            struct Filters: View {
                let names: [String]
                let categories: [Category]
                let ids: [UUID]
                let labels: [Label]
                let tags: [Tag]
                var body: some View {
                    ForEach(names, id: \.self) { Text($0) }
                    ForEach(categories, id: \.self) { Text($0.rawValue) }
                    ForEach(Category.allCases, id: \.self) { Text($0.rawValue) }
                    ForEach(ids, id: \.self) { Text($0.uuidString) }
                    ForEach(labels, id: \.self) { LabelChip(label: $0) }
                    ForEach(["Draft", "Review"], id: \.self) { Text($0) }
                    ForEach(tags, id: \.nameID) { Text($0.name) }
                    // ForEach(tags, id: \.self) and id: \.title would be flagged.
                    Text(#"id: \.name"#)
                }
            }
            """#, options: ["flagMutableKeyPaths": .bool(true)]),
            RuleExample(#"""
            struct Tag: Hashable {
                var name: String
            }
            struct TagList: View {
                let tags: [Tag]
                var body: some View {
                    ForEach(tags, id: \.self) { TagChip(tag: $0) }
                    ForEach(tags, id: \.name) { TagChip(tag: $0) }
                }
            }
            """#),
            RuleExample(#"""
            let offset = scroll.offset
            let count = items.indices.count
            let marker = MyForEach(items.indices, id: \.offset)
            """#),
            RuleExample(#"""
            struct Rows: View {
                let rows: [Row]
                let sections: [Section]
                let countLimit: Int
                var body: some View {
                    // ForEach(rows.indices) and .id(UUID()) give positional or fresh identities.
                    Text(".id(UUID())")
                    ForEach(rows) { row in
                        RowView(row: row)
                            .id(row.id)
                            .task { let token = UUID(); await row.load(token) }
                    }
                    MyForEach(rows.indices) { Text("\($0)") }
                    Layout.List(rows.indices) { Text("\($0)") }
                    ForEach(sections.indicesByName, id: \.self) { Text($0) }
                    ForEach(0..<countLimit, id: \.self) { Text("\($0)") }
                    ForEach(rows, id: \.offsetID) { RowView(row: $0) }
                    ForEach(rows.enumerated().map { $0 }, id: \.element.id) { RowView(row: $0.element) }
                }
            }
            """#),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["ForEach", "List", "UUID"]


    public let configuration: RuleConfiguration

    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }
        if Self.isCollectionView(call) {
            guard !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
            checkCollection(call, in: file)
        } else if Self.isUUIDConstruction(call) {
            guard !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
            checkUUID(call, in: file)
        }
    }

    /// A `ProgressView`, or a stack that holds nothing but progress views and spacers (a loading row).
    private static func isSpinner(_ view: FunctionCallExprSyntax) -> Bool {
        switch SyntaxQueries.calledName(view) {
        case "ProgressView":
            return true
        case "HStack", "VStack", "ZStack":
            guard let content = view.trailingClosure, !content.statements.isEmpty else { return false }
            var spinners = 0
            for item in content.statements {
                guard let expression = item.item.as(ExprSyntax.self),
                      let name = ViewRuleSupport.viewInitializer(of: expression).flatMap(SyntaxQueries.calledName) else { return false }
                if name == "ProgressView" { spinners += 1 } else if name != "Spacer" { return false }
            }
            return spinners > 0
        default:
            return false
        }
    }

    /// `UUID()`, `Foundation.UUID()` or `UUID.init()`, without arguments.
    private static func isUUIDConstruction(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
            callee = base
        }
        return SyntaxQueries.isTypeReference(callee, named: "UUID", qualifiedBy: ["Foundation"])
    }

    private static func isCollectionView(_ call: FunctionCallExprSyntax) -> Bool {
        SyntaxQueries.isCall(call, toType: "ForEach") || SyntaxQueries.isCall(call, toType: "List")
    }

    private func checkCollection(_ call: FunctionCallExprSyntax, in file: FileContext) {
        if let keyPath = SyntaxQueries.argument("id", of: call)?.expression.as(KeyPathExprSyntax.self) {
            let names = keyPath.components.map { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text ?? "" }
            if names.last == "hashValue" {
                report(keyPath, "A hash value is not an identity (it changes with the contents and can collide); identify rows by a stable model ID such as `\\.id`.", in: file)
                return
            }
            if names == ["offset"], !Self.usesPosition(call) {
                report(keyPath, "`\\.offset` identifies rows by their position, so inserts and moves rebuild them; identify rows by a stable model ID such as `\\.element.id`.", in: file)
                return
            }
            if configuration[Self.flagMutableKeyPaths] {
                if names == ["self"], let element = modelElementType(of: call, in: file) {
                    report(keyPath, "`\\.self` makes each whole `\(element)` value the row's identity, so an edited row is rebuilt and equal rows collide; make `\(element)` `Identifiable` or pass a stable `id:` key path.", in: file)
                    return
                }
                if let last = names.last, configuration[Self.mutableFields].contains(last) {
                    report(keyPath, "`\(last)` is a display field that can be edited, and an edit gives the row a new identity; identify rows by a stable model ID such as `\\.id`.", in: file)
                    return
                }
            }
        }
        guard let data = NavigationListsSupport.dataArgument(of: call)?.expression else { return }
        // The options of a `Picker` selected by index (`.tag($0)`) are a fixed list: nothing
        // inserts or moves, and there is no model ID to identify them by.
        if Self.isPickerContent(call) { return }
        let expression = SyntaxQueries.unparenthesized(data)
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil, member.declName.baseName.text == "indices" {
            report(expression, "Iterating `indices` gives rows positional identity; iterate the elements and identify them by a stable model ID.", in: file)
        } else if Self.isRangeUpToCount(expression) {
            report(expression, "A range up to `.count` gives rows positional identity; iterate the elements and identify them by a stable model ID.", in: file)
        }
    }

    /// Whether the rows of an `enumerated()` `ForEach` use their position: the closure's first
    /// parameter (`index, item in … index …`), or `.offset` of its one parameter or of `$0`. The
    /// position is then part of what the row shows or where it goes (a number, a radial layout),
    /// so identifying it by position is what the author means.
    private static func usesPosition(_ forEach: FunctionCallExprSyntax) -> Bool {
        guard let rows = forEach.trailingClosure else { return false }
        var positionNames: Set<String> = []
        var pairNames: Set<String> = ["$0"]
        let names = SyntaxQueries.closureParameterNames(rows)
        if names.count >= 2, names[0] != "_" { positionNames.insert(names[0]) }
        if names.count == 1 { pairNames.insert(names[0]) }
        return rows.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else {
                if case .dollarIdentifier(let name) = token.tokenKind { return pairNames.contains(name) && isOffsetBase(token) }
                return false
            }
            if positionNames.contains(name) { return true }
            return pairNames.contains(name) && isOffsetBase(token)
        }
    }

    /// Whether the token is the base of a `.offset` member access (`pair.offset`, `$0.offset`).
    private static func isOffsetBase(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id else { return false }
        return member.declName.baseName.text == "offset"
    }

    /// Whether the `ForEach` is written directly in the content of a `Picker` (its trailing
    /// closure or `content:` argument), where the rows are the options.
    private static func isPickerContent(_ call: FunctionCallExprSyntax) -> Bool {
        guard let closure = call.parent?.parent?.parent?.as(ClosureExprSyntax.self) else { return false }
        let owner: FunctionCallExprSyntax?
        if let direct = closure.parent?.as(FunctionCallExprSyntax.self) {
            owner = direct
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "content" {
            owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else {
            owner = nil
        }
        guard let owner else { return false }
        return SyntaxQueries.isCall(owner, toType: "Picker")
    }

    /// A range whose upper bound is a `.count`, possibly adjusted by adding or subtracting:
    /// `0..<items.count`, `1...items.count`, `0..<items.count - 1`, `0..<(items.count + 1)`.
    private static func isRangeUpToCount(_ expression: ExprSyntax) -> Bool {
        if let range = NavigationListsSupport.rangeParts(expression) { return isCountExpression(range.upper) }
        // Unfolded, `0..<items.count - 1` is one sequence: `0`, `..<`, `items.count`, `-`, `1`.
        guard let sequence = SyntaxQueries.unparenthesized(expression).as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count >= 5, elements.count % 2 == 1,
              let op = elements[1].as(BinaryOperatorExprSyntax.self), ["..<", "..."].contains(op.operator.text) else { return false }
        return isCountExpression(elements[2]) && isAdditive(Array(elements.dropFirst(2)))
    }

    /// `x.count`, or `x.count` plus or minus other terms (`items.count - 1`), possibly in parentheses.
    private static func isCountExpression(_ expression: ExprSyntax) -> Bool {
        let expression = SyntaxQueries.unparenthesized(expression)
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base != nil && member.declName.baseName.text == "count"
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            return elements.count >= 3 && isCountExpression(elements[0]) && isAdditive(elements)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
           op.operator.text == "+" || op.operator.text == "-" {
            return isCountExpression(infix.leftOperand)
        }
        return false
    }

    /// Whether the operators of an unfolded sequence (`a - b + c`) are all `+` or `-`.
    private static func isAdditive(_ elements: [ExprSyntax]) -> Bool {
        guard elements.count % 2 == 1 else { return false }
        return stride(from: 1, to: elements.count, by: 2).allSatisfy { index in
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self) else { return false }
            return op.operator.text == "+" || op.operator.text == "-"
        }
    }

    /// Element types that are plain values, a fine identity for `\\.self`.
    private static let plainValueTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Decimal", "Bool", "UUID", "Date", "URL",
    ]

    /// The element type of the data of `call` when it is a struct or class declared in this file and the
    /// data is a stored array or set property of the enclosing View; nil in every other case.
    private func modelElementType(of call: FunctionCallExprSyntax, in file: FileContext) -> String? {
        guard let data = NavigationListsSupport.dataArgument(of: call)?.expression,
              let name = NavigationListsSupport.propertyName(data),
              let view = EnclosingView.declaration(of: call),
              let type = SyntaxQueries.storedProperties(in: SyntaxQueries.memberBlocks(ofTypeAround: view))
                .last(where: { $0.name.text == name })?.binding.typeAnnotation?.type,
              let element = Self.elementTypeName(type), !Self.plainValueTypes.contains(element) else { return nil }
        let declaration = SyntaxQueries.typeDeclaration(named: element, in: file.tree)
        return declaration?.is(StructDeclSyntax.self) == true || declaration?.is(ClassDeclSyntax.self) == true ? element : nil
    }

    /// `T` for `[T]`, `Array<T>`, `Set<T>` and their optionals.
    private static func elementTypeName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return elementTypeName(optional.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return SyntaxQueries.baseTypeName(array.element) }
        if let identifier = type.as(IdentifierTypeSyntax.self), ["Array", "Set"].contains(identifier.name.text),
           let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1, let argument = arguments.first {
            return argument.argument.as(TypeSyntax.self).flatMap(SyntaxQueries.baseTypeName)
        }
        return nil
    }

    private func checkUUID(_ call: FunctionCallExprSyntax, in file: FileContext) {
        let message = "`UUID()` here makes a new identity on every render, so SwiftUI rebuilds the view; create the ID once and store it with the model."
        if let argument = call.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           SyntaxQueries.isMemberCall(modifier, named: "id"), modifier.arguments.count == 1 {
            // `ProgressView().id(UUID())` restarts a spinner that a reused list row would
            // otherwise show frozen: a fresh identity is the point there.
            if let base = modifier.calledExpression.as(MemberAccessExprSyntax.self)?.base,
               let root = ViewRuleSupport.viewInitializer(of: base), Self.isSpinner(root) { return }
            // A comment on the modifier (`// forces a re-render …`) says the fresh identity is meant.
            if let member = modifier.calledExpression.as(MemberAccessExprSyntax.self),
               member.period.leadingTrivia.contains(where: \.isComment) || modifier.trailingTrivia.contains(where: \.isComment) { return }
            report(call, message, in: file)
            return
        }
        var current = call.parent
        while let ancestor = current {
            if ancestor.is(MemberBlockItemSyntax.self) || ancestor.is(FunctionDeclSyntax.self) { return }
            if let outer = ancestor.as(FunctionCallExprSyntax.self), Self.isCollectionView(outer),
               let data = NavigationListsSupport.dataArgument(of: outer), data.range.contains(call.position) {
                report(call, message, in: file)
                return
            }
            current = ancestor.parent
        }
    }
}
