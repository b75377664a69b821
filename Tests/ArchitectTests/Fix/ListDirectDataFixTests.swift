@testable import ArchitectRules
import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import Testing

@Suite("Fix: List { ForEach(data) } to List(data)")
struct ListDirectDataFixTests {
    @Test("The ForEach's data, id and rows move into the List")
    func converts() {
        FixHarness.expect("""
        struct Contacts: View {
            let people: [Person]
            @State private var picked: Set<Person.ID> = []

            var body: some View {
                List {
                    // one row per person
                    ForEach(people) { person in
                        Text(person.name) // name only
                    }
                }
                .listStyle(.plain)
                List(selection: $picked) {
                    ForEach(people, id: \\.id) { person in
                        Text(person.name)
                    }
                }
            }
        }

        #if os(iOS)
        extension Contacts {
            enum Parts {
                static func tags(_ tags: [String]) -> some View {
                    SwiftUI.List { ForEach(tags, id: \\.self) { Text($0) } }
                }
            }
        }
        #endif
        """, becomes: """
        struct Contacts: View {
            let people: [Person]
            @State private var picked: Set<Person.ID> = []

            var body: some View {
                List(people) { person in
                    // one row per person
                    Text(person.name) // name only
                }
                .listStyle(.plain)
                List(people, id: \\.id, selection: $picked) { person in
                    Text(person.name)
                }
            }
        }

        #if os(iOS)
        extension Contacts {
            enum Parts {
                static func tags(_ tags: [String]) -> some View {
                    SwiftUI.List(tags, id: \\.self) { Text($0) }
                }
            }
        }
        #endif
        """, count: 3, with: ReviewListDirectDataFix.self)
    }

    @Test("A one-line ForEach on a line of its own, or one opened on the List's line, keeps a clean layout")
    func layouts() {
        FixHarness.expect("""
        struct Picker: View {
            let items: [Item]
            @State private var selection: Set<Item.ID> = []

            var body: some View {
                List(selection: $selection) {
                    ForEach(items, id: \\.id) { item in Text(item.name) }
                }
                List(selection: $selection) { ForEach(items, id: \\.id) { item in
                    Text(item.name)
                } }
                List {
                    ForEach(items) { item in Text(item.name)
                            .bold()
                    } }
            }
        }

        #if DEBUG
        extension Picker {
            struct Preview: View {
                var body: some View {
                    // "List { ForEach(items) { … } }" in a string: "List { ForEach(x) { $0 } }"
                    SwiftUI.List {
                        ForEach(["a", "b"], id: \\.self) { name in Text(name) } // names
                    }
                    .listStyle(.plain)
                }
            }
        }
        #endif
        """, becomes: """
        struct Picker: View {
            let items: [Item]
            @State private var selection: Set<Item.ID> = []

            var body: some View {
                List(items, id: \\.id, selection: $selection) { item in
                    Text(item.name)
                }
                List(items, id: \\.id, selection: $selection) { item in
                    Text(item.name)
                }
                List(items) { item in
                    Text(item.name)
                        .bold()
                }
            }
        }

        #if DEBUG
        extension Picker {
            struct Preview: View {
                var body: some View {
                    // "List { ForEach(items) { … } }" in a string: "List { ForEach(x) { $0 } }"
                    SwiftUI.List(["a", "b"], id: \\.self) { name in
                        Text(name) // names
                    }
                    .listStyle(.plain)
                }
            }
        }
        #endif
        """, count: 4, with: ReviewListDirectDataFix.self)
    }

    @Test("Lists with other content, editable rows or other initializers stay")
    func leavesOthersAlone() {
        FixHarness.expectUnchanged("""
        struct Screen: View {
            let hint = "List { ForEach(items) { … } }"
            var body: some View {
                List {
                    Text("Header")
                    ForEach(items) { Text($0.name) }
                }
                List {
                    ForEach(items) { Text($0.name) }
                        .onDelete(perform: remove)
                }
                List {
                    #if DEBUG
                    ForEach(items) { Text($0.name) }
                    #endif
                }
                List { ForEach(items, content: Row.init) }
                MyList { ForEach(items) { Text($0.name) } }
                List(items) { Text($0.name) }
            }
        }
        """, with: ReviewListDirectDataFix.self)
    }
}
