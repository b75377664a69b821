import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `ForEach` rows that produce a varying number of views because of an `if` without `else`.
struct ListConstantViewcountRule: SyntaxRule {
    /// The `lazyOnly` option.
    static let lazyOnly = Option<Bool>("lazyOnly", default: true, "Check only `ForEach`s inside `List`, `Form` or lazy stacks and grids.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "list-constant-viewcount", title: "Produce the same number of views for every row", category: .list, impact: .medium,
        presets: [.clinic],
        rationale: """
        A lazy container works out how many rows it has and builds only the visible ones. When the \
        content of a `ForEach` yields zero views for some elements and one for others (an `if` with \
        no `else`), or one view for some and two for others (a view next to a conditional one), the \
        count can only be known by building every row, and the lazy list turns eager. Filter the \
        elements in the model, keep one view per element and hide it with modifiers, or wrap the \
        row's views in a single container. Flagged, on the `if` keyword: an `if` (also `if let`, \
        `if case`, and `else if` chains) that has no final `else` and stands at the top level of the \
        content closure of a `ForEach`, or of the row closure of `List(data) { … }` (also inside an \
        `#if` block there). An `if` with a final `else` is left alone, even when its branches differ \
        in size, as the syntax does not count views reliably; so is an `if` nested in a container \
        (`VStack { … }`) or in an action closure. With option `lazyOnly` (the default) a `ForEach` is \
        checked only when it sits, in the same expression, inside `List`, `Form` or a `Lazy…` \
        stack or grid (through `Section`, `Group` or an outer `ForEach`), where the cost is real; a \
        `ForEach` inside an eager stack, or returned by a helper whose container lives elsewhere, is \
        left alone. Set `lazyOnly` to false to check every `ForEach`. The performance document's own \
        matched-geometry example uses such an `if` inside a lazy grid, so it is flagged too.
        """,
        options: [
            lazyOnly,
        ],
        triggering: [
            RuleExample("""
            struct Inbox: View {
                let messages: [Message]
                var body: some View {
                    ScrollView {
                        LazyVStack {
                            ForEach(messages) { message in
                                ↓if message.isVisible {
                                    MessageRow(message: message)
                                }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Journal: View {
                let entries: [Entry]
                var body: some View {
                    List {
                        Section("Today") {
                            ForEach(entries) { entry in
                                EntryRow(entry: entry)
                                ↓if let note = entry.note {
                                    NoteRow(note: note)
                                }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Gallery: View {
                let photos: [Photo]
                let columns: [GridItem]
                var body: some View {
                    LazyVGrid(columns: columns) {
                        SwiftUI.ForEach(photos) { photo in
                            ↓if photo.isVideo {
                                VideoTile(photo: photo)
                            } else if photo.isLive {
                                LiveTile(photo: photo)
                            }
                        }
                    }
                    .padding()
                }
            }
            """),
            RuleExample("""
            extension TaskBoard {
                var body: some View {
                    List(tasks) { task in
                        #if os(iOS)
                        ↓if task.isPinned {
                            PinBadge()
                        }
                        #endif
                        TaskRow(task: task)
                    }
                }
            }
            """),
            RuleExample("""
            struct TagCloud: View {
                let tags: [Tag]
                var body: some View {
                    VStack {
                        ForEach(tags) { tag in
                            ↓if tag.isVisible { TagChip(tag: tag) }
                        }
                    }
                }
            }
            """, options: ["lazyOnly": .bool(false)]),
        ],
        nonTriggering: [
            RuleExample("""
            struct Inbox: View {
                let messages: [Message]
                var body: some View {
                    LazyVStack {
                        ForEach(messages) { message in
                            VStack(spacing: 0) {
                                MessageRow(message: message)
                                if message.hasPreview {
                                    PreviewRow(message: message)
                                }
                            }
                        }
                        ForEach(messages) { message in
                            MessageRow(message: message)
                                .opacity(message.isVisible ? 1 : 0)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Checklist: View {
                let items: [Item]
                var body: some View {
                    List {
                        ForEach(items) { item in
                            if item.isDone {
                                DoneRow(item: item)
                            } else {
                                OpenRow(item: item)
                            }
                        }
                        ForEach(items) { item in
                            Button(item.title) {
                                if item.isLocked { return }
                                open(item)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Chips: View {
                let chips: [Chip]
                var body: some View {
                    VStack {
                        ForEach(chips) { chip in
                            if chip.isVisible { ChipView(chip: chip) }
                        }
                    }
                }
                var rows: some View {
                    ForEach(chips) { chip in
                        if chip.isVisible { ChipView(chip: chip) }
                    }
                }
            }
            """),
            RuleExample("""
            // List { ForEach(items) { item in if item.isVisible { Row(item) } } } is the smell.
            struct Notes: View {
                let notes: [Note]
                var body: some View {
                    List {
                        MyForEach(notes) { note in
                            if note.isVisible { Text("if visible") }
                        }
                    }
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["ForEach", "List"]

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Containers that build their rows lazily.
    private static let lazyContainers: Set<String> = ["List", "Form", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]
    /// Views that pass their content through to the container around them.
    private static let transparentContainers: Set<String> = ["Section", "Group", "ForEach"]

    /// Checks one call.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        let closure: ClosureExprSyntax
        if SyntaxQueries.isCall(call, toType: "ForEach") {
            guard let content = NavigationListsSupport.contentClosure(of: call) else { return }
            if configuration[Self.lazyOnly] && !isInsideLazyContainer(call) { return }
            closure = content
        } else if SyntaxQueries.isCall(call, toType: "List"), NavigationListsSupport.dataArgument(of: call) != nil,
                  let content = NavigationListsSupport.contentClosure(of: call) {
            closure = content
        } else {
            return
        }
        let statements = NavigationListsSupport.statementExpressions(of: closure)
        for statement in statements {
            guard let ifExpression = statement.as(IfExprSyntax.self), !Self.hasFinalElse(ifExpression) else { continue }
            let message = statements.count > 1
                ? "This conditional view changes how many views each row produces, so a lazy list must build every row to count them; wrap the row in one container or filter the data in the model."
                : "This `if` without `else` gives some rows no view at all, so a lazy list must build every row to count them; filter the data in the model or always produce one view."
            report(ifExpression.ifKeyword, message, in: file)
        }
    }

    /// Whether an `if` (through its `else if` chain) ends in a plain `else`.
    private static func hasFinalElse(_ ifExpression: IfExprSyntax) -> Bool {
        guard let elseBody = ifExpression.elseBody else { return false }
        if let nested = elseBody.as(IfExprSyntax.self) { return hasFinalElse(nested) }
        return true
    }

    /// Whether the `ForEach` sits, in the same expression, inside a lazy container, looking through
    /// sections, groups and outer `ForEach`s and stopping at any other container or declaration.
    private func isInsideLazyContainer(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                guard let owner = SyntaxQueries.owningCall(of: closure), !SyntaxQueries.isMemberCall(owner),
                      let name = SyntaxQueries.calledNameToken(owner)?.text else { return false }
                if Self.lazyContainers.contains(name) { return true }
                if !Self.transparentContainers.contains(name) { return false }
            } else if ancestor.is(DeclSyntax.self) && !ancestor.is(IfConfigDeclSyntax.self) {
                return false
            }
            current = ancestor.parent
        }
        return false
    }
}
