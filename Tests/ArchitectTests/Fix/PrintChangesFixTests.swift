import ArchitectCore
import ArchitectEngine
import Testing

@Suite("Fix: _printChanges() inside #if DEBUG")
struct PrintChangesFixTests {
    @Test("Change logging is wrapped in #if DEBUG, keeping comments and indentation")
    func wraps() {
        FixHarness.expect("""
        struct Profile: View {
            var body: some View {
                // Why does this redraw?
                let _ = Self._printChanges() // remove later
                Text("Profile")
            }
        }

        #if os(iOS)
        extension Profile {
            struct Badge: View {
                var body: some View {
                    let _ = Self._logChanges()
                    Image(systemName: "star")
                }
            }
        }
        #endif

        struct Counter: View {
            var body: some View {
                VStack {
                    let _ = Self._printChanges()
                    Text("1")
                }
            }
        }
        """, becomes: """
        struct Profile: View {
            var body: some View {
                // Why does this redraw?
                #if DEBUG
                let _ = Self._printChanges() // remove later
                #endif
                Text("Profile")
            }
        }

        #if os(iOS)
        extension Profile {
            struct Badge: View {
                var body: some View {
                    #if DEBUG
                    let _ = Self._logChanges()
                    #endif
                    Image(systemName: "star")
                }
            }
        }
        #endif

        struct Counter: View {
            var body: some View {
                VStack {
                    #if DEBUG
                    let _ = Self._printChanges()
                    #endif
                    Text("1")
                }
            }
        }
        """, count: 3, with: PrintChangesFix.self)
    }

    @Test("Calls already under #if DEBUG, and look-alikes, stay")
    func leavesOthersAlone() {
        FixHarness.expectUnchanged("""
        struct Profile: View {
            var body: some View {
                #if DEBUG && os(iOS)
                let _ = Self._printChanges()
                #endif
                let note = "Self._printChanges()"
                let _ = Self.printChanges()
                Text(note)
            }
        }
        let reducer = Reduce {
            Feature()
                ._printChanges()
        }
        """, with: PrintChangesFix.self)
    }
}
