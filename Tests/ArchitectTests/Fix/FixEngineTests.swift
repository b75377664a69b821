@testable import ArchitectRules
import ArchitectCore
import ArchitectSyntax
import ArchitectFix
@testable import ArchitectEngine
import Testing

@Suite("Fix engine")
struct FixEngineTests {
    @Test("Code whose finding is suppressed is not rewritten (IDs and aliases)")
    func suppressions() {
        let source = """
        struct Home: View {
            var body: some View {
                // swiftui-architect:disable:next nav-no-navigationlink - the iPad layout needs it
                NavigationView { Text("a") }.navigationViewStyle(.stack)
                NavigationView { Text("b") }.navigationViewStyle(.stack) // swiftui-architect:disable:this review-navigationstack
                NavigationView { Text("c") }.navigationViewStyle(.stack)
            }
        }
        """
        let result = FixEngine.fix(source: source)
        #expect(result.fixed == source.replacingOccurrences(of: "NavigationView { Text(\"c\") }.navigationViewStyle(.stack)", with: "NavigationStack { Text(\"c\") }"))
        #expect(result.count == 1)

        let model = """
        // swiftui-architect:disable:next state-no-published
        final class Legacy: ObservableObject {
            @Published var value = 0
        }
        struct Screen: View {
            @StateObject private var model = Legacy()
            var body: some View { Text("\\(model.value)") }
        }
        """
        #expect(FixEngine.fix(source: model).fixed == model)

        let file = """
        // swiftui-architect:disable:file all
        struct Row: View {
            var body: some View { Text("x").onAppear { Task { await load() } } }
        }
        """
        #expect(FixEngine.fix(source: file).fixed == file)
    }

    @Test("Added lines use the file's line breaks and indentation")
    func style() {
        let crlf = "struct A: View {\r\n    var body: some View {\r\n        let _ = Self._printChanges()\r\n        Text(\"a\")\r\n    }\r\n}\r\n"
        let fixed = FixEngine.fix(source: crlf, fixes: [DiffPrintchangesDebugFix.self]).fixed
        #expect(fixed == "struct A: View {\r\n    var body: some View {\r\n        #if DEBUG\r\n        let _ = Self._printChanges()\r\n        #endif\r\n        Text(\"a\")\r\n    }\r\n}\r\n")

        let twoSpaces = """
        struct A: View {
          var body: some View { Text("a") }
        }

        struct A_Previews: PreviewProvider {
          static var previews: some View {
            A()
              .padding()
          }
        }
        """
        #expect(FixEngine.fix(source: twoSpaces, fixes: [ReviewPreviewMacroFix.self]).fixed == """
        struct A: View {
          var body: some View { Text("a") }
        }

        #Preview {
          A()
            .padding()
        }
        """)
    }

    @Test("All fixes together, on code that several of them touch, reach a fixed point at once")
    func fixesCompose() {
        let source = """
        import SwiftUI

        struct Catalog: View {
            let items: [String]
            var body: some View {
                NavigationView {
                    List {
                        ForEach(items, id: \\.self) { item in
                            Text(item)
                                .onAppear {
                                    Task { await prefetch(item) }
                                }
                        }
                    }
                }
                .navigationViewStyle(.stack)
            }
            func prefetch(_ item: String) async {}
        }

        struct Catalog_Previews: PreviewProvider {
            static var previews: some View {
                NavigationView { Catalog(items: ["a"]) }
                    .navigationViewStyle(StackNavigationViewStyle())
                    .previewDisplayName("Catalog")
            }
        }
        """
        let first = FixEngine.fix(source: source)
        #expect(first.fixed == """
        import SwiftUI

        struct Catalog: View {
            let items: [String]
            var body: some View {
                NavigationStack {
                    List(items, id: \\.self) { item in
                        Text(item)
                            .task {
                                await prefetch(item)
                            }
                    }
                }
            }
            func prefetch(_ item: String) async {}
        }

        #Preview("Catalog") {
            NavigationStack { Catalog(items: ["a"]) }
        }
        """)
        #expect(first.counts == ["nav-no-navigationlink": 2, "review-list-direct-data": 1, "data-task-modifier": 1, "review-preview-macro": 1])
        let second = FixEngine.fix(source: first.fixed)
        #expect(second.fixed == first.fixed)
        #expect(second.count == 0)
    }

    @Test("Every fix is keyed by a distinct rule ID")
    func fixIDs() {
        #expect(Set(Registry.fixableRuleIDs).count == Registry.fixes.count)
    }

    @Test("On an iOS 13 target no fix writes an API of a later release")
    func olderTargets() {
        let source = """
        import SwiftUI

        final class Counter: ObservableObject {
            @Published var count = 0
        }

        struct Home: View {
            @StateObject private var counter = Counter()
            var body: some View {
                NavigationView {
                    Text("\\(counter.count)")
                        .onAppear { Task { await load() } }
                        .onChange(of: counter.count) { value in use(value) }
                }
                .navigationViewStyle(.stack)
            }
        }

        struct Home_Previews: PreviewProvider {
            static var previews: some View { Home() }
        }
        """
        let at13 = FixEngine.fix(source: source, iOS: Version(13, 0))
        for newer in ["@Observable", "@State ", "NavigationStack", ".task", "{ _, value in"] {
            #expect(!at13.fixed.contains(newer), "iOS 13 output contains \(newer)")
        }
        // `#Preview { … }` is declared for iOS 13 (it needs Xcode 15, not a newer OS).
        #expect(at13.fixed.contains("#Preview {"))
        FixCompileCheck.expectCompiles(at13.fixed, "iOS 13 output")
        let at16 = FixEngine.fix(source: source, iOS: Version(16, 0))
        #expect(at16.fixed.contains("NavigationStack") && at16.fixed.contains(".task {") && !at16.fixed.contains("@Observable"))
        FixCompileCheck.expectCompiles(at16.fixed, "iOS 16 output")
        let at17 = FixEngine.fix(source: source, iOS: Version(17, 0))
        #expect(at17.fixed.contains("@Observable") && at17.fixed.contains("@State private var counter"))
        FixCompileCheck.expectCompiles(at17.fixed, "iOS 17 output")
    }
}
