@testable import ArchitectRules
import ArchitectCore
import ArchitectSyntax
import Testing

/// A finding says it is fixable only when `fix` will rewrite it, as far as its file tells.
@Suite("Per-finding fixable")
struct FindingFixableTests {
    /// The `fixable` flags of a rule's findings in `code`.
    static func flags(_ code: String, _ rule: RuleDescription, iOS: Version = Version(17, 0)) throws -> [Bool] {
        try ExampleHarness.findings(for: RuleExample(code, iOS: iOS), rule: rule).map(\.fixable)
    }

    @Test("A preview provider the fix leaves alone is reported as not fixable")
    func previewProviders() throws {
        let rule = ReviewPreviewMacroRule.description
        #expect(try Self.flags("""
        struct Card_Previews: PreviewProvider {
            static var previews: some View { Card(title: "Hi") }
        }
        """, rule) == [true])
        #expect(try Self.flags("""
        public struct Card_Previews: PreviewProvider {
            public static var previews: some View { Card(title: "Hi") }
        }
        """, rule) == [false])
        #expect(try Self.flags("""
        struct Card_Previews: PreviewProvider, Identifiable {
            var id: Int { 0 }
            static var previews: some View { Card(title: "Hi") }
        }
        """, rule) == [false])
        #expect(try Self.flags("""
        enum Samples {
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Card(title: "Hi") }
            }
        }
        """, rule) == [false])
    }

    @Test("A change log the fix cannot wrap is reported as not fixable")
    func changeLogs() throws {
        let rule = DiffPrintchangesDebugRule.description
        #expect(try Self.flags("""
        struct Profile: View {
            var body: some View {
                let _ = Self._printChanges()
                Text("Profile")
            }
        }
        """, rule) == [true])
        #expect(try Self.flags("""
        struct Profile: View {
            var body: some View {
                let _ = [Self._printChanges()]
                Text("Profile")
            }
        }
        """, rule) == [false])
    }
}
