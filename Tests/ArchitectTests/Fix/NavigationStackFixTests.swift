import ArchitectCore
import ArchitectEngine
import Testing

@Suite("Fix: NavigationView to NavigationStack")
struct NavigationStackFixTests {
    @Test("Plain, qualified, nested and #if navigation views are converted; comments stay")
    func converts() {
        FixHarness.expect("""
        import SwiftUI

        // NavigationView is deprecated; this comment keeps its wording.
        struct Home: View {
            var body: some View {
                NavigationView { // root
                    List { Text("A") }
                        .navigationTitle("Home")
                }
            }
        }

        #if os(iOS)
        extension Home {
            var other: some View {
                SwiftUI.NavigationView {
                    Text("B")
                }
                .padding()
            }
        }
        #endif

        enum Screens {
            struct Detail: View {
                var body: some View {
                    NavigationView { Text("C") }
                }
            }
        }
        """, becomes: """
        import SwiftUI

        // NavigationView is deprecated; this comment keeps its wording.
        struct Home: View {
            var body: some View {
                NavigationStack { // root
                    List { Text("A") }
                        .navigationTitle("Home")
                }
            }
        }

        #if os(iOS)
        extension Home {
            var other: some View {
                SwiftUI.NavigationStack {
                    Text("B")
                }
                .padding()
            }
        }
        #endif

        enum Screens {
            struct Detail: View {
                var body: some View {
                    NavigationStack { Text("C") }
                }
            }
        }
        """, count: 3, with: NavigationStackFix.self)
    }

    @Test("Styled, split, look-alike and pre-iOS 16 navigation views stay")
    func leavesUnsafeOnesAlone() {
        FixHarness.expectUnchanged("""
        struct Split: View {
            var body: some View {
                NavigationView {
                    Sidebar()
                    Detail()
                }
            }
        }
        struct Styled: View {
            var body: some View {
                NavigationView { Text("x") }.navigationViewStyle(.stack)
                NavigationView {
                    Text("y")
                }
                .padding()
                .navigationViewStyle(StackNavigationViewStyle())
            }
        }
        struct LookAlike: View {
            let note = "NavigationView { }"
            var body: some View {
                MyNavigationView { Text("z") }
                NavigationView(content: { Text("w") })
            }
        }
        """, with: NavigationStackFix.self)
        FixHarness.expectUnchanged("""
        struct Old: View {
            var body: some View { NavigationView { Text("x") } }
        }
        """, with: NavigationStackFix.self, iOS: Version(15, 0))
    }
}
