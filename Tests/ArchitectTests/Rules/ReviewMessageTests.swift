@testable import ArchitectRules
import ArchitectCore
import Testing

/// The review checklist's rules offer the remedy that fits what they found.
@Suite("Review rule messages")
struct ReviewMessageTests {
    /// The messages of a rule's findings in a project of the given files.
    static func messages(_ files: [ExampleFile], _ rule: RuleDescription) throws -> [String] {
        try ExampleHarness.findings(for: RuleExample(project: files), rule: rule).map(\.message)
    }

    @Test("An ObservableObject held in @State is sent to @StateObject, a passed-in @Observable class to a plain property")
    func noStateForObjects() throws {
        let messages = try Self.messages([
            ExampleFile("Sources/App/Models.swift", """
            import Combine
            final class LegacyStore: ObservableObject { @Published var count = 0 }
            @Observable final class Store { var count = 0 }
            """),
            ExampleFile("Sources/App/Screen.swift", """
            struct Screen: View {
                @State private var legacy = LegacyStore()
                @State var store: Store
                var body: some View { Text("\\(store.count + legacy.count)") }
            }
            """),
        ], ReviewNoStateForObjectsRule.description)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("`@StateObject`") == true)
        #expect(messages.first?.contains("`@State private var legacy`") == true)
        #expect(messages.last?.contains("plain property") == true)
        #expect(messages.last?.contains("StateObject") == false)
    }

    @Test("A tap on a View is reported unless some caller hides that View with a literal true")
    func buttonTraitAcrossFiles() throws {
        func findings(hiding argument: String) throws -> Int {
            try ExampleHarness.findings(for: RuleExample(project: [
                ExampleFile("Sources/Feed/Avatar.swift", """
                struct Avatar: View {
                    var body: some View { Image("a").onTapGesture { open() } }
                }
                """),
                ExampleFile("Sources/Feed/Row.swift", """
                struct Row: View {
                    var body: some View { Avatar().accessibilityHidden(\(argument)) }
                }
                """),
            ]), rule: ReviewA11yButtonTraitRule.description).count
        }
        #expect(try findings(hiding: "true") == 0)
        #expect(try findings(hiding: "kind == .mention") == 1)
        #expect(try findings(hiding: "false") == 1)
    }
}
