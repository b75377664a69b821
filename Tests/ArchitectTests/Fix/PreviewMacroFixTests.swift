import ArchitectCore
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
        """, count: 3, with: PreviewMacroFix.self)
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
        """, with: PreviewMacroFix.self)

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
        """, count: 2, with: PreviewMacroFix.self)
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
        """, with: PreviewMacroFix.self)
    }
}
