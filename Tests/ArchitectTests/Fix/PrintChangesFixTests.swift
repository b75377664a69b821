@testable import ArchitectRules
import ArchitectCore
import ArchitectSyntax
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
        """, count: 3, with: DiffPrintchangesDebugFix.self)
    }

    @Test("Statements sharing a line: the semicolon goes and a one-line block is laid out over lines")
    func sharedLines() {
        FixHarness.expect("""
        struct Screen: View {
            var body: some View {
                VStack {
                    let _ = Self._printChanges(); Text("b")
                    Text("c"); let _ = Self._logChanges() // why?
                }
                Group { let _ = Screen._printChanges(); Text("e") }
                // "Group { let _ = Self._printChanges() }" in a comment stays.
                VStack {
                    Text("f")
                    let _ = Self._printChanges() }
            }
        }

        #if os(iOS)
        extension Screen {
            enum Parts {
                static var badge: some View { let _ = Self._printChanges(); return Image(systemName: "star") }
                static func list(_ rows: [String]) -> some View {
                    List(rows, id: \\.self) { row in let _ = Self._printChanges(); Text(row) }
                }
            }
        }
        #endif
        """, becomes: """
        struct Screen: View {
            var body: some View {
                VStack {
                    #if DEBUG
                    let _ = Self._printChanges()
                    #endif
                    Text("b")
                    Text("c")
                    #if DEBUG
                    let _ = Self._logChanges() // why?
                    #endif
                }
                Group {
                    #if DEBUG
                    let _ = Screen._printChanges()
                    #endif
                    Text("e")
                }
                // "Group { let _ = Self._printChanges() }" in a comment stays.
                VStack {
                    Text("f")
                    #if DEBUG
                    let _ = Self._printChanges()
                    #endif
                }
            }
        }

        #if os(iOS)
        extension Screen {
            enum Parts {
                static var badge: some View {
                    #if DEBUG
                    let _ = Self._printChanges()
                    #endif
                    return Image(systemName: "star")
                }
                static func list(_ rows: [String]) -> some View {
                    List(rows, id: \\.self) { row in
                        #if DEBUG
                        let _ = Self._printChanges()
                        #endif
                        Text(row)
                    }
                }
            }
        }
        #endif
        """, count: 6, with: DiffPrintchangesDebugFix.self)
        // A `case` closed by the `switch`'s brace on its line has no brace of its own to move.
        FixHarness.expectUnchanged("""
        struct Modes: View {
            var body: some View {
                switch mode {
                case .a:
                    let _ = Self._printChanges() }
            }
        }
        """, with: DiffPrintchangesDebugFix.self)
    }

    @Test("In a release-only branch (#else of #if DEBUG, #if !DEBUG) the call is removed, not wrapped")
    func releaseOnlyBranch() {
        FixHarness.expect("""
        struct Cart: View {
            var body: some View {
                #if DEBUG
                Text("debug")
                #else
                let _ = Self._printChanges()
                #endif
                #if DEBUG
                let _ = Self._printChanges()
                #elseif os(iOS)
                // Why does the release build redraw?
                let _ = Self._logChanges()
                Text("release")
                #endif
                Text("x")
            }
        }

        #if os(iOS)
        enum Outer {
            struct Inner: View {
                var body: some View {
                    #if !DEBUG && os(iOS)
                    let _ = Self._printChanges()
                    Text("inner")
                    #endif
                    #if DEBUG
                    Text("a")
                    #else
                    Text("b") // the #else keeps its other statements
                    let _ = Inner._printChanges();
                    #endif
                }
            }
        }
        #endif
        """, becomes: """
        struct Cart: View {
            var body: some View {
                #if DEBUG
                Text("debug")
                #endif
                #if DEBUG
                let _ = Self._printChanges()
                #elseif os(iOS)
                // Why does the release build redraw?
                Text("release")
                #endif
                Text("x")
            }
        }

        #if os(iOS)
        enum Outer {
            struct Inner: View {
                var body: some View {
                    #if !DEBUG && os(iOS)
                    Text("inner")
                    #endif
                    #if DEBUG
                    Text("a")
                    #else
                    Text("b") // the #else keeps its other statements
                    #endif
                }
            }
        }
        #endif
        """, count: 4, with: DiffPrintchangesDebugFix.self)
    }

    @Test("In a release-only branch, a call whose comments would be lost or that shares its line stays")
    func releaseOnlyBranchLeftAlone() {
        FixHarness.expectUnchanged("""
        struct Cart: View {
            var body: some View {
                #if DEBUG
                Text("debug")
                #else
                // kept: nothing follows to carry this comment
                let _ = Self._printChanges()
                #endif
                #if DEBUG
                Text("debug")
                #else
                let _ = Self._printChanges() // a note of its own
                Text("release"); let _ = Self._logChanges()
                #endif
            }
        }
        """, with: DiffPrintchangesDebugFix.self)
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
        """, with: DiffPrintchangesDebugFix.self)
    }
}
