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
