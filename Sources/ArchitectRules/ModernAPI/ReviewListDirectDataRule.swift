import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a `List` whose content is nothing but one `ForEach`, which `List(data) { … }` says directly.
struct ReviewListDirectDataRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "review-list-direct-data", title: "Give List its data directly", category: .modernAPI, impact: .unlisted, presets: [.review],
        rationale: """
        When a `List` contains a single `ForEach` and nothing else, the collection can be handed to \
        the list itself: `List(items) { item in … }` produces the same rows with one level of \
        nesting less, and the reader sees at once that the list is data-driven. \
        The rule reports a `List` (or `SwiftUI.List`), with no argument or only `selection:`, whose \
        content closure has exactly one statement: a bare `ForEach(data) { … }` or \
        `ForEach(data, id: …) { … }`. The finding lands on the `List` name. \
        It stays silent, on purpose, when the `ForEach` carries modifiers (`.onDelete`, `.onMove` \
        and the like need the `ForEach`), when the list holds anything besides it (a header row, a \
        `Section`, a second `ForEach`, an `#if` block), when the `ForEach` uses another initializer \
        (`content:` passed by name), and for look-alike types such as `MyList` or `LazyForEach`. \
        `swiftui-architect fix` rewrites the list, keeping `id:` and `selection:` and the row closure.
        """,
        triggering: [
            RuleExample("""
            struct ContactsView: View {
                let contacts: [Contact]

                var body: some View {
                    ↓List {
                        ForEach(contacts) { contact in
                            Text(contact.name)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension TagCloud {
                var tagList: some View {
                    ↓SwiftUI.List {
                        // every tag is unique, so the string is its identity
                        SwiftUI.ForEach(tags, id: \\.self) { tag in Text(tag) }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct InboxView: View {
                @State private var picked: Set<Message.ID> = []
                let messages: [Message]

                var body: some View {
                    ↓List(selection: $picked) {
                        ForEach(messages) { message in
                            MessageRow(message: message)
                        }
                    }
                    .listStyle(.plain)
                    .navigationTitle("Inbox")
                }
            }
            """),
            RuleExample("""
            enum Settings {
                struct OptionsScreen: View {
                    let options: [String]
                    var body: some View {
                        NavigationStack {
                            ↓List { ForEach(options, id: \\.self) { Text($0) } }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // A plain List { ForEach(items) { … } } would be flagged, but this list has a header row.
            struct FeedView: View {
                let items: [FeedItem]
                var body: some View {
                    List {
                        Text("Latest")
                        ForEach(items) { item in FeedRow(item: item) }
                    }
                }
            }
            """),
            RuleExample("""
            struct ChecklistView: View {
                @Binding var tasks: [ChecklistTask]
                var body: some View {
                    List {
                        ForEach(tasks) { task in Text(task.title) }
                            .onDelete { tasks.remove(atOffsets: $0) }
                    }
                }
            }
            """),
            RuleExample("""
            struct Catalog: View {
                let products: [Product]
                var body: some View {
                    List(products) { product in ProductRow(product: product) }
                    MyList { ForEach(products) { Text($0.name) } }
                    List { LazyForEach(products) { Text($0.name) } }
                }
            }
            """),
            RuleExample("""
            struct GroupedView: View {
                let fruits: [String]
                let vegetables: [String]
                var body: some View {
                    List {
                        Section("Fruit") {
                            ForEach(fruits, id: \\.self) { Text($0) }
                        }
                        #if DEBUG
                        ForEach(vegetables, id: \\.self) { Text($0) }
                        #endif
                    }
                }
            }
            """),
            RuleExample("""
            let hint = "List { ForEach(items) { … } }"
            struct Plain: View {
                var body: some View {
                    List { ForEach(0..<3, content: row) }
                }
                func row(_ index: Int) -> some View { Text("\\(index)") }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct Contacts: View {
                let people: [Person]

                var body: some View {
                    List {
                        ForEach(people) { person in
                            Text(person.name)
                        }
                    }
                }
            }
            """, becomes: """
            struct Contacts: View {
                let people: [Person]

                var body: some View {
                    List(people) { person in
                        Text(person.name)
                    }
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = ["List"]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Reports a `List` whose only content is one `ForEach`.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard Self.soleForEach(in: call) != nil else { return }
        report(call.calledExpression, "This `List` holds nothing but one `ForEach`; pass the data to `List(data) { … }` and drop the `ForEach`.", in: file)
    }

    /// The `ForEach(data) { … }` call that is the only content of a `List { … }`, with its statement,
    /// or nil when `call` is not such a list. The `fix` command uses the same test.
    public static func soleForEach(in call: FunctionCallExprSyntax) -> (statement: CodeBlockItemSyntax, forEach: FunctionCallExprSyntax)? {
        guard SyntaxQueries.isTypeReference(call.calledExpression, named: "List"),
              call.arguments.allSatisfy({ $0.label?.text == "selection" }), call.arguments.count <= 1,
              call.additionalTrailingClosures.isEmpty,
              let content = call.trailingClosure, content.signature == nil,
              content.statements.count == 1, let statement = content.statements.first,
              let forEach = statement.item.as(FunctionCallExprSyntax.self),
              SyntaxQueries.isTypeReference(forEach.calledExpression, named: "ForEach"),
              forEach.trailingClosure != nil, forEach.additionalTrailingClosures.isEmpty,
              let data = forEach.arguments.first, data.label == nil, !data.expression.is(ClosureExprSyntax.self) else { return nil }
        let rest = forEach.arguments.dropFirst()
        guard rest.count <= 1, rest.allSatisfy({ $0.label?.text == "id" }) else { return nil }
        return (statement, forEach)
    }
}
