@testable import ArchitectRules
import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import Testing

@Suite("Fix: PreviewProvider to #Preview")
struct PreviewMacroFixTests {
    @Test("Single previews and groups become #Preview blocks named after their display names")
    func converts() {
        FixHarness.expect("""
        import SwiftUI

        struct LoginView: View {
            var body: some View { Text("Log in") }
        }

        // Previews for the login screen.
        struct LoginView_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    LoginView()
                        .previewDisplayName("Light")

                    // Dark appearance
                    LoginView()
                        .previewDisplayName("Dark")
                        .preferredColorScheme(.dark)
                    LoginView()
                        .environment(\\.dynamicTypeSize, .xxxLarge)
                }
            }
        }

        #if DEBUG
        struct BadgePreviews: SwiftUI.PreviewProvider {
            static var previews: some View {
                Badge(count: 3)
                    .padding() // spacing
            }
        }
        #endif

        struct Card_Previews: PreviewProvider {
            static var previews: some View { return Card(title: "Hi").previewDisplayName("Card \\"quoted\\"") }
        }
        """, becomes: """
        import SwiftUI

        struct LoginView: View {
            var body: some View { Text("Log in") }
        }

        // Previews for the login screen.
        #Preview("Light") {
            LoginView()
        }

        // Dark appearance
        #Preview("Dark") {
            LoginView()
                .preferredColorScheme(.dark)
        }

        #Preview {
            LoginView()
                .environment(\\.dynamicTypeSize, .xxxLarge)
        }

        #if DEBUG
        #Preview {
            Badge(count: 3)
                .padding() // spacing
        }
        #endif

        #Preview("Card \\"quoted\\"") {
            Card(title: "Hi")
        }
        """, count: 3, with: ReviewPreviewMacroFix.self)
    }

    @Test("Previews that may be several (ForEach, nested Group, a value) stay; one view holding a ForEach converts")
    func dynamicPreviews() {
        FixHarness.expectUnchanged("""
        // A ForEach makes one preview per element; a single #Preview would merge them.
        struct Schemes_Previews: PreviewProvider {
            static var previews: some View {
                ForEach(ColorScheme.allCases, id: \\.self) {
                    Text("x").preferredColorScheme($0)
                }
            }
        }
        #if DEBUG
        struct Sizes_Previews: SwiftUI.PreviewProvider {
            static var previews: some View {
                Group {
                    Text("plain")
                    SwiftUI.ForEach([DynamicTypeSize.small, .large], id: \\.self) { size in
                        Text("sized").dynamicTypeSize(size)
                    }
                }
            }
        }
        #endif
        struct Nested_Previews: PreviewProvider {
            static var previews: some View {
                Group { Group { Text("a"); Text("b") } }
            }
        }
        struct Shared_Previews: PreviewProvider {
            static var previews: some View { sampleScreens }
        }
        struct Erased_Previews: PreviewProvider {
            static var previews: some View { AnyView(Text("a")).padding() }
        }
        """, with: ReviewPreviewMacroFix.self)

        FixHarness.expect("""
        struct Rows_Previews: PreviewProvider {
            static var previews: some View {
                VStack {
                    ForEach(0..<3) { Text("row \\($0)") }
                }
                .previewDisplayName("Rows")
            }
        }

        enum Palette {}

        struct Swatch_Previews: PreviewProvider {
            static var previews: some View { Color.red.frame(width: 40, height: 40) }
        }
        """, becomes: """
        #Preview("Rows") {
            VStack {
                ForEach(0..<3) { Text("row \\($0)") }
            }
        }

        enum Palette {}

        #Preview {
            Color.red.frame(width: 40, height: 40)
        }
        """, count: 2, with: ReviewPreviewMacroFix.self)
    }

    @Test("Previews with helpers, conditions, layout traits, nested providers and computed names stay")
    func leavesOthersAlone() {
        FixHarness.expectUnchanged("""
        struct WithHelper_Previews: PreviewProvider {
            static let sample = Item(name: "x")
            static var previews: some View { Row(item: sample) }
        }
        struct Conditional_Previews: PreviewProvider {
            static var previews: some View {
                if Bool.random() { Text("a") } else { Text("b") }
            }
        }
        struct Sized_Previews: PreviewProvider {
            static var previews: some View {
                Row(item: .init(name: "x"))
                    .previewLayout(.sizeThatFits)
            }
        }
        struct Named_Previews: PreviewProvider {
            static var previews: some View {
                Row(item: .init(name: "x")).previewDisplayName("Row \\(1)")
            }
        }
        enum Gallery {
            struct Inner_Previews: PreviewProvider {
                static var previews: some View { Text("nested") }
            }
        }
        struct Styled_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Text("a")
                    Text("b")
                }
                .padding()
            }
        }
        // A struct that only mentions PreviewProvider in a comment.
        struct MyPreviewProvider {
            static var previews: some View { Text("not a preview") }
        }
        """, with: ReviewPreviewMacroFix.self)
    }

    @Test("Attributes move onto each #Preview and the comments of the body stay, above the first")
    func keepsAttributesAndComments() {
        FixHarness.expect("""
        struct Gauge: View {
            var body: some View { Text("gauge") }
        }

        /// Gauge previews.
        @available(iOS 16.0, *)
        struct Gauge_Previews: PreviewProvider {
            // Shown in the design review.
            static var previews: some View {
                // Both sizes.
                Group {
                    Gauge().previewDisplayName("Small")
                    Gauge().padding().previewDisplayName("Large")
                }
            }
        }

        @MainActor struct Solo_Previews: PreviewProvider {
            static var previews: some View {
                /* one only */
                Gauge()
            }
        }
        """, becomes: """
        struct Gauge: View {
            var body: some View { Text("gauge") }
        }

        /// Gauge previews.
        // Shown in the design review.
        // Both sizes.
        @available(iOS 16.0, *)
        #Preview("Small") {
            Gauge()
        }

        @available(iOS 16.0, *)
        #Preview("Large") {
            Gauge().padding()
        }

        /* one only */
        @MainActor #Preview {
            Gauge()
        }
        """, count: 2, with: ReviewPreviewMacroFix.self)
    }

    @Test("Types used elsewhere, with other conformances, or public stay, with a note each")
    func keepsTypesOthersRely() {
        let previews = """
        struct Card_Previews: PreviewProvider {
            static var previews: some View { Card(title: "a") }
        }
        struct Tagged_Previews: PreviewProvider, Sendable {
            static var previews: some View { Card(title: "b") }
        }
        public struct Shared_Previews: PreviewProvider {
            public static var previews: some View { Card(title: "c") }
        }
        struct Free_Previews: PreviewProvider {
            static var previews: some View { Card(title: "d") }
        }
        """
        let snapshot = """
        func snapshotCards() { _ = Card_Previews.previews }
        // Free_Previews in a comment is no use.
        """
        let run = FixHarness.run(["Sources/Previews.swift": previews], outside: ["Tests/Snapshots.swift": snapshot],
                                 fixes: [ReviewPreviewMacroFix.self])
        #expect(run.files["Sources/Previews.swift"]?.fixed == """
        struct Card_Previews: PreviewProvider {
            static var previews: some View { Card(title: "a") }
        }
        struct Tagged_Previews: PreviewProvider, Sendable {
            static var previews: some View { Card(title: "b") }
        }
        public struct Shared_Previews: PreviewProvider {
            public static var previews: some View { Card(title: "c") }
        }
        #Preview {
            Card(title: "d")
        }
        """)
        #expect(run.notes.map(\.message).sorted() == [
            "Card_Previews (line 1) not turned into #Preview: its name is used at Tests/Snapshots.swift:1, which would stop compiling without the type.",
            "Shared_Previews (line 7) not turned into #Preview: it is public, so code outside its module may use it.",
            "Tagged_Previews (line 4) not turned into #Preview: it also conforms to Sendable, which other code may rely on.",
        ])
        FixCompileCheck.expectCompiles(previews + "\n" + snapshot, "run")
        // Used within the run, in another file: the same.
        let inRun = FixHarness.run(["A.swift": previews, "B.swift": snapshot], fixes: [ReviewPreviewMacroFix.self])
        #expect(inRun.files["A.swift"]?.fixed.contains("struct Card_Previews") == true)
    }

    @Test("A preview type left for its shape gets a note")
    func shapeNote() {
        let source = """
        struct Schemes_Previews: PreviewProvider {
            static var previews: some View {
                ForEach([ColorScheme.light, .dark], id: \\.self) { Text("x").preferredColorScheme($0) }
            }
        }
        """
        FixHarness.expectUnchanged(source, with: ReviewPreviewMacroFix.self)
        #expect(FixHarness.run(["P.swift": source], fixes: [ReviewPreviewMacroFix.self]).notes.map(\.message) == [
            "Schemes_Previews (line 1) not turned into #Preview: its previews are not one plain view or a Group of them "
                + "(a ForEach, a helper, a condition, a layout trait or a computed name), which #Preview would show differently.",
        ])
    }
}

@Suite("review-preview-macro messages")
struct PreviewMacroMessageTests {
    @Test("A provider built in the project's preview wrapper is left alone; the message names nested types that must move, and stays plain otherwise")
    func messageSaysWhatConvertingInvolves() throws {
        let project = try TemporaryProject([
            "Sources/App/Previews.swift": """
            import SwiftUI
            struct Card_Previews: PreviewProvider {
                static var previews: some View {
                    Preview { Card() }
                }
            }
            struct Row_Previews: PreviewProvider {
                struct Harness: View { var body: some View { Row() } }
                static var previews: some View { Harness() }
            }
            struct Plain_Previews: PreviewProvider {
                static var previews: some View { Text("A") }
            }
            """,
        ])
        let run = CommandRun.run(["lint", "--rule", "review-preview-macro", "--format", "json"], in: project.root)
        let findings = try #require(run.json?["findings"] as? [[String: Any]], "\(run.out) \(run.err)")
        let messages = Dictionary(findings.map { ($0["line"] as? Int ?? 0, $0["message"] as? String ?? "") }, uniquingKeysWith: { first, _ in first })
        #expect(messages[2] == nil, "\(messages)")
        #expect(messages.count == 2, "\(messages)")
        #expect(messages[7]?.contains("move `Harness`") == true, "\(messages)")
        #expect(messages[11]?.contains("wrapper") == false)
        #expect(messages[11]?.contains("move") == false)
    }
}
