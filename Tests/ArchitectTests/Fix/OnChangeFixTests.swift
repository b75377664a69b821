@testable import ArchitectRules
import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import Testing

@Suite("Fix: .onChange to the two-parameter form")
struct OnChangeFixTests {
    @Test("One-parameter closures gain an ignored old value")
    func closures() {
        FixHarness.expect("""
        struct Search: View {
            @State private var query = ""
            @State private var page = 0

            var body: some View {
                TextField("Search", text: $query)
                    .onChange(of: query) { value in // old API
                        run(value)
                    }
                    .onChange(of: page) { (number: Int) in load(number) }
                    .onChange(of: query) { [weak model] text in model?.update(text) }
                    .onChange(of: page) {
                        print($0)
                        let doubled = [1, 2].map { $0 * 2 }
                        print(doubled)
                    }
            }
        }

        #if os(iOS)
        extension Search {
            struct Nested: View {
                @Binding var flag: Bool
                var body: some View {
                    Toggle("On", isOn: $flag).onChange(of: flag) { (isOn) in log(isOn) }
                }
            }
        }
        #endif
        """, becomes: """
        struct Search: View {
            @State private var query = ""
            @State private var page = 0

            var body: some View {
                TextField("Search", text: $query)
                    .onChange(of: query) { _, value in // old API
                        run(value)
                    }
                    .onChange(of: page) { (_: Int, number: Int) in load(number) }
                    .onChange(of: query) { [weak model] _, text in model?.update(text) }
                    .onChange(of: page) { _, newValue in
                        print(newValue)
                        let doubled = [1, 2].map { $0 * 2 }
                        print(doubled)
                    }
            }
        }

        #if os(iOS)
        extension Search {
            struct Nested: View {
                @Binding var flag: Bool
                var body: some View {
                    Toggle("On", isOn: $flag).onChange(of: flag) { (_, isOn) in log(isOn) }
                }
            }
        }
        #endif
        """, count: 5, with: ReviewOnchangeModernFix.self)
    }

    @Test("perform: closures move out; function references become calls with the right label")
    func performArgument() {
        FixHarness.expect("""
        struct Form: View {
            @State private var name = ""
            @State private var age = 0
            let onRename: (String) -> Void

            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                        .onChange(of: name, perform: { newName in
                            validate(newName)
                        })
                        .onChange(of: name, perform: save(name:))
                        .onChange(of: age, perform: store) // keep me
                        .onChange(of: name, perform: onRename)
                }
            }

            func validate(_ text: String) {}
            func save(name: String) {}
            func store(_ value: Int) {}
        }
        """, becomes: """
        struct Form: View {
            @State private var name = ""
            @State private var age = 0
            let onRename: (String) -> Void

            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                        .onChange(of: name) { _, newName in
                            validate(newName)
                        }
                        .onChange(of: name) { _, newValue in save(name: newValue) }
                        .onChange(of: age) { _, newValue in store(newValue) } // keep me
                        .onChange(of: name) { _, newValue in onRename(newValue) }
                }
            }

            func validate(_ text: String) {}
            func save(name: String) {}
            func store(_ value: Int) {}
        }
        """, count: 4, with: ReviewOnchangeModernFix.self)
    }

    @Test("Arguments written one per line close up around the moved closure")
    func multiLineArguments() {
        FixHarness.expect("""
        struct Editor: View {
        \t@State private var text = ""
        \tvar body: some View {
        \t\tTextEditor(text: $text)
        \t\t\t.onChange(
        \t\t\t\tof: text,
        \t\t\t\tperform: { value in
        \t\t\t\t\tsave(value) // debounced elsewhere
        \t\t\t\t}
        \t\t\t)
        \t}
        }
        """, becomes: """
        struct Editor: View {
        \t@State private var text = ""
        \tvar body: some View {
        \t\tTextEditor(text: $text)
        \t\t\t.onChange(of: text) { _, value in
        \t\t\t\tsave(value) // debounced elsewhere
        \t\t\t}
        \t}
        }
        """, count: 1, with: ReviewOnchangeModernFix.self)
    }

    @Test("Modern forms, unknown references and pre-iOS 17 targets stay")
    func leavesOthersAlone() {
        FixHarness.expectUnchanged("""
        struct Screen: View {
            var body: some View {
                Text("a")
                    .onChange(of: value) { old, new in compare(old, new) }
                    .onChange(of: value) { refresh() }
                    .onChange(of: value, initial: true) { _, new in use(new) }
                    .onChange(of: value, perform: model.handle)
                    .onChange(of: pair) { print($0, $1) }
                    .myOnChange(of: value) { v in use(v) }
            }
        }
        """, with: ReviewOnchangeModernFix.self)
        FixHarness.expectUnchanged("""
        struct Screen: View {
            var body: some View { Text("a").onChange(of: value) { v in use(v) } }
        }
        """, with: ReviewOnchangeModernFix.self, iOS: Version(16, 4))
    }

    @Test("A reducer's .onChange(of:) is not SwiftUI's and stays as written")
    func leavesReducers() {
        FixHarness.expectUnchanged("""
        struct Settings: SettingsReducer {
            var body: some SettingsReducer {
                Step { _ in }
                    .onChange(of: \\.volume) { newValue in Step { _ in } }
            }
        }
        // A reducer library's shapes, declared here for the compile check.
        struct SettingsState { var volume = 0 }
        protocol SettingsReducer {}
        struct Step: SettingsReducer {
            init(_ run: @escaping (inout SettingsState) -> Void) {}
            func onChange<V>(of value: KeyPath<SettingsState, V>, _ then: @escaping (V) -> Step) -> Step { self }
        }
        """, with: ReviewOnchangeModernFix.self)
    }
}
