import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import ArchitectEngine
@testable import ArchitectRules
import Testing

@Suite("Fix: NavigationView to NavigationStack")
struct NavigationStackFixTests {
    @Test("Navigation views styled as a stack are converted and lose the style; comments stay")
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
                .navigationViewStyle(.stack) // one column on iPad too
            }
        }

        #if DEBUG
        extension Home {
            var other: some View {
                SwiftUI.NavigationView {
                    Text("B")
                }
                .padding()
                .navigationViewStyle(SwiftUI.StackNavigationViewStyle())
            }
        }
        #endif

        enum Screens {
            struct Detail: View {
                var body: some View {
                    NavigationView { Text("C") }.navigationViewStyle(StackNavigationViewStyle())
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
                } // one column on iPad too
            }
        }

        #if DEBUG
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
        """, count: 3, with: NavNoNavigationlinkFix.self)
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
                NavigationView { Text("x") }.navigationViewStyle(.columns)
                NavigationView {
                    Text("y")
                }
                .navigationViewStyle(.stack)
                .navigationViewStyle(DoubleColumnNavigationViewStyle())
            }
        }
        struct LookAlike: View {
            let note = "NavigationView { }"
            var body: some View {
                MyNavigationView { Text("z") }
                NavigationView(content: { Text("w") })
            }
        }
        """, with: NavNoNavigationlinkFix.self)
        FixHarness.expectUnchanged("""
        struct Old: View {
            var body: some View { NavigationView { Text("x") }.navigationViewStyle(.stack) }
        }
        """, with: NavNoNavigationlinkFix.self, iOS: Version(15, 0))
    }

    @Test("A NavigationView with no stack style stays, with a note per file naming NavigationSplitView")
    func unstyledNote() {
        let source = """
        struct Home: View {
            var body: some View {
                NavigationView { Text("a") }
            }
            var other: some View {
                NavigationView {
                    Text("b")
                }
            }
        }
        """
        FixHarness.expectUnchanged(source, with: NavNoNavigationlinkFix.self)
        let run = FixHarness.run(["Home.swift": source], fixes: [NavNoNavigationlinkFix.self])
        #expect(run.notes.map(\.message) == ["NavigationView left as it is (lines 3, 6): on iPad and Mac it shows columns unless styled "
            + ".navigationViewStyle(.stack); use NavigationStack for one column or NavigationSplitView for columns."])
        #expect(FixHarness.run(["Home.swift": source], iOS: ["Home.swift": Version(15, 0)], fixes: [NavNoNavigationlinkFix.self]).notes.isEmpty)
        let suppressed = "// swiftui-architect:disable:next nav-no-navigationlink\nlet home = NavigationView { Text(\"a\") }\n"
        #expect(FixHarness.run(["Home.swift": suppressed], fixes: [NavNoNavigationlinkFix.self]).notes.isEmpty)
    }
}

@Suite("Fix: NavigationView used as a type")
struct NavigationViewTypeTests {
    static let screen = """
    import SwiftUI

    // NavigationView<Text> in a comment is not a type.
    struct Home: View {
        let title = "NavigationView<Text>"
        var body: some View {
            NavigationView {
                Text(title)
            }
            .navigationViewStyle(.stack)
        }
    }
    """

    @Test("A type use in the same file keeps every NavigationView of the run, with a note")
    func sameFile() {
        let source = """
        import SwiftUI

        struct Factory {
            func make() -> NavigationView<Text> { NavigationView { Text("x") } }
        }

        #if os(iOS)
        extension Factory {
            enum Nested {
                static let shell: SwiftUI.NavigationView<Text>? = nil
                static var body: some View { NavigationView { Text("y") } }
            }
        }
        #endif
        """
        let result = FixHarness.run(["Factory.swift": source, "Home.swift": Self.screen], fixes: [NavNoNavigationlinkFix.self])
        #expect(result.files.values.allSatisfy { !$0.changed })
        #expect(result.notes == [FixNote(path: FixHarness.virtualRoot + "/Factory.swift",
                                         message: "line 4 uses NavigationView as a type, so no NavigationView of the run becomes a NavigationStack, "
                                            + "which would not match it; change that use by hand, then run the fix again.",
                                         ruleID: "nav-no-navigationlink")])
    }

    @Test("Extensions, type aliases and metatypes anywhere in the project count; look-alikes and comments do not")
    func elsewhere() {
        for (name, text) in [
            ("Style.swift", "extension NavigationView {\n    func branded() -> some View { self }\n}\n"),
            ("Alias.swift", "typealias Shell = NavigationView<Home>\n"),
            ("Meta.swift", "let kind = NavigationView<Text>.self\n"),
            ("Shadow.swift", "struct NavigationView<Content: View>: View {\n    var body: some View { EmptyView() }\n}\n"),
        ] {
            let inRun = FixHarness.run(["Home.swift": Self.screen, name: text], fixes: [NavNoNavigationlinkFix.self])
            #expect(inRun.files["Home.swift"]?.changed == false, "\(name) in the run")
            #expect(inRun.notes.count == 1)
            let outside = FixHarness.run(["Home.swift": Self.screen], outside: [name: text], fixes: [NavNoNavigationlinkFix.self])
            #expect(outside.files["Home.swift"]?.changed == false, "\(name) outside the run")
            #expect(outside.notes.first?.message.contains("(this file is not in the run)") == true)
        }
        let lookAlike = """
        struct MyNavigationView<Content: View>: View {
            let content: Content
            var body: some View { content }
        }
        // extension NavigationView {}
        let wrapped: MyNavigationView<Text>? = nil
        enum LegacyScreen { case NavigationView, tabs }
        let screen = LegacyScreen.NavigationView
        let kind: LegacyScreen = .NavigationView
        func open(NavigationView: Bool) {}
        """
        let result = FixHarness.run(["Home.swift": Self.screen, "Other.swift": lookAlike], outside: ["Docs.swift": "/// NavigationView<Text>\nlet a = 1\n"],
                                    fixes: [NavNoNavigationlinkFix.self])
        #expect(result.files["Home.swift"]?.fixed == Self.screen.replacingOccurrences(of: "        NavigationView {", with: "        NavigationStack {")
            .replacingOccurrences(of: "\n        .navigationViewStyle(.stack)", with: ""))
        #expect(result.notes.isEmpty)
    }
}

@Suite("Fixable findings")
struct FixableFindingTests {
    @Test("The rules marked fixable are exactly the rules fix rewrites")
    func catalogMatchesTheFixes() {
        let marked = Set(Registry.catalog.descriptions.filter(\.fixable).map(\.id))
        #expect(marked == Set(Registry.fixableRuleIDs))
    }

    @Test("A finding says fixable only where fix rewrites it: a stack-styled NavigationView, not a NavigationLink or a view that may show columns")
    func navigationFindingsSayWhatFixDoes() throws {
        let project = try TemporaryProject([
            "Sources/App/Home.swift": """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    NavigationView {
                        List { NavigationLink(destination: Text("B")) { Text("A") } }
                    }
                    .navigationViewStyle(.stack)
                }
            }
            struct Split: View {
                var body: some View { NavigationView { Text("C") } }
            }
            """,
            ".swiftui-architect.json": #"{"platforms": {"iOS": "17.0"}}"#,
        ])
        let (findings, byLine) = try fixableByLine(rule: "nav-no-navigationlink", in: project)
        #expect(findings.count == 3, "\(findings)")
        #expect(byLine[4] == true, "the stack-styled NavigationView")
        #expect(byLine[5] == false, "the NavigationLink")
        #expect(byLine[11] == false, "the NavigationView that may show columns")
    }
}

@Suite("Fixable task findings")
struct FixableTaskFindingTests {
    @Test("An .onAppear task is fixable only where fix turns it into .task: not when its body throws or a condition around it reads what it uses")
    func taskFindingsSayWhatFixDoes() throws {
        let project = try TemporaryProject([
            "Sources/App/Screens.swift": """
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    List(items) { Row(item: $0) }
                        .onAppear { Task { await load() } }
                }
            }
            struct Upload: View {
                var body: some View {
                    Text("Uploading")
                        .onAppear { Task { try await upload() } }
                }
            }
            """,
            ".swiftui-architect.json": #"{"platforms": {"iOS": "17.0"}}"#,
        ])
        let (findings, byLine) = try fixableByLine(rule: "data-task-modifier", in: project)
        #expect(findings.count == 2, "\(findings)")
        #expect(byLine[5] == true, "a non-throwing task")
        #expect(byLine[11] == false, "a throwing task body")
        let fix = CommandRun.run(["fix", "--rule", "data-task-modifier"], in: project.root)
        #expect(fix.code == 0 || fix.code == 1, "\(fix.err)")
        let fixed = try String(contentsOfFile: project.root + "/Sources/App/Screens.swift", encoding: .utf8)
        #expect(fixed.contains(".task { await load() }") || fixed.contains(".task {"), "\(fixed)")
        #expect(fixed.contains(".onAppear { Task { try await upload() } }"))
    }
}

/// Lints `project` with one rule and returns its findings and, by line, whether each is fixable.
func fixableByLine(rule: String, in project: TemporaryProject) throws -> ([[String: Any]], [Int: Bool?]) {
    let run = CommandRun.run(["lint", "--rule", rule, "--format", "json"], in: project.root)
    let findings = try #require(run.json?["findings"] as? [[String: Any]], "\(run.out) \(run.err)")
    return (findings, Dictionary(findings.map { ($0["line"] as? Int ?? 0, $0["fixable"] as? Bool) }, uniquingKeysWith: { first, _ in first }))
}
