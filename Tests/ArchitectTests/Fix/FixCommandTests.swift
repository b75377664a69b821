@testable import ArchitectCommandLine
import ArchitectCore
import ArchitectSyntax
import ArchitectFix
@testable import ArchitectEngine
import ArchitectProject
@testable import ArchitectRules
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// Captures what a command prints.
final class FixConsoleCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    var console: Console {
        Console(out: { [self] text in lock.lock(); outText += text; lock.unlock() },
                err: { [self] text in lock.lock(); errText += text; lock.unlock() })
    }

    var out: String { lock.lock(); defer { lock.unlock() }; return outText }
    var err: String { lock.lock(); defer { lock.unlock() }; return errText }
}

/// A small project on disk for command tests, removed when the test ends.
struct FixTestProject {
    let root: String

    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)").path
        var files = files
        // A configuration of its own, so that no file in a parent folder is picked up.
        if files[".swiftui-architect.json"] == nil { files[".swiftui-architect.json"] = #"{"preset": "recommended"}"# }
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func read(_ path: String) -> String {
        (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Runs the command line in the project folder.
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let captured = FixConsoleCapture()
        let code = CommandLineTool.run(arguments: arguments, console: captured.console, workingDirectory: root)
        return (code, captured.out, captured.err)
    }
}

/// `link(2)`, under the name both C libraries give it.
func Darwin_or_Glibc_link(_ existing: String, _ new: String) -> Int32 {
    link(existing, new)
}

@Suite("fix command", .serialized)
struct FixCommandTests {
    static let project: [String: String] = [
        ".swiftui-architect.json": #"{"preset": "all", "platforms": {"iOS": "17.0"}}"#,
        "Sources/App/Models/ProfileModel.swift": """
        import Combine
        import Foundation

        /// The profile being edited.
        final class ProfileModel: ObservableObject {
            @Published var name = "" // shown in the title
            @Published private(set) var isSaving = false
        }

        final class Cart {
            @Published var items: [String] = []
        }

        extension Cart: ObservableObject {}
        """,
        "Sources/App/Views/ProfileScreen.swift": """
        import SwiftUI

        struct ProfileScreen: View {
            @StateObject private var model = ProfileModel()
            @EnvironmentObject var cart: Cart
            @State private var query = ""

            var body: some View {
                NavigationView {
                    List {
                        ForEach(cart.items, id: \\.self) { item in
                            Text(item)
                        }
                    }
                    .onAppear {
                        // refresh on show
                        Task { await refresh() }
                    }
                    .onChange(of: query) { value in
                        search(value)
                    }
                }
                .navigationViewStyle(.stack)
            }

            func refresh() async {}
            func search(_ text: String) {}
        }
        """,
        "Sources/App/Views/ProfileForm.swift": """
        import SwiftUI

        struct ProfileForm: View {
            @ObservedObject var model: ProfileModel

            var body: some View {
                let _ = Self._printChanges()
                TextField("Name", text: $model.name)
            }
        }

        struct ProfileForm_Previews: PreviewProvider {
            static var previews: some View {
                ProfileForm(model: ProfileModel())
                    .previewDisplayName("Empty")
            }
        }
        """,
        "Sources/App/Support/Spacing.swift": """
        import SwiftUI
        import Foundation

        enum Spacing {
            static let small = 8
        }
        """,
        "Sources/App/Models/ProfileModelStub.swift": """
        // Sample profiles for previews.

        import Foundation

        extension ProfileModel {
            static var stub: ProfileModel { ProfileModel() }
            static var stubs: [ProfileModel] { [.stub, .stub, .stub] }
        }
        """,
        "Tests/AppTests/ProfileModelTests.swift": """
        import Testing
        @testable import App

        @Test func firstStubHasAName() {
            let first = ProfileModel.stubs.first!
            #expect(!first.name.isEmpty)
        }
        """,
        "Sources/App/AppRoot.swift": """
        import SwiftUI

        struct AppRoot: View {
            @StateObject private var cart = Cart()
            var body: some View {
                ProfileScreen().environmentObject(cart)
            }
        }
        """,
    ]

    /// The rules whose findings the fixes remove.
    static let fixedRules = Registry.fixableRuleIDs

    @Test("fix rewrites a project; linting afterwards finds none of the fixed findings; a second run changes nothing")
    func wholeProject() throws {
        let project = try FixTestProject(files: Self.project)
        defer { project.remove() }
        let before = project.run(["lint"])
        let first = project.run(["fix", project.root])
        #expect(first.err.contains("Applied"), "\(first.err)")
        #expect(project.read("Sources/App/Views/ProfileScreen.swift").contains("NavigationStack {"))
        #expect(project.read("Sources/App/Views/ProfileScreen.swift").contains("List(cart.items, id: \\.self) { item in"))
        #expect(project.read("Sources/App/Views/ProfileScreen.swift").contains(".task {\n                // refresh on show\n                await refresh()\n            }"))
        #expect(project.read("Sources/App/Views/ProfileForm.swift").contains("#Preview(\"Empty\") {"))
        #expect(project.read("Sources/App/Views/ProfileForm.swift").contains("@Bindable var model: ProfileModel"))
        #expect(project.read("Sources/App/Models/ProfileModel.swift").hasPrefix("import Foundation\nimport Observation\n"))
        #expect(project.read("Sources/App/AppRoot.swift").contains("ProfileScreen().environment(cart)"))
        #expect(project.read("Sources/App/Models/ProfileModelStub.swift").contains("import Foundation\n\n#if DEBUG\nextension ProfileModel {"))
        #expect(project.read("Sources/App/Support/Spacing.swift").hasPrefix("import Foundation\nimport SwiftUI\n\nenum Spacing"))

        let after = project.run(["lint"])
        for rule in Self.fixedRules {
            if Registry.catalog.description(for: rule) == nil {
                // This rule has not landed in the registry yet, so lint cannot report it; the lead
                // re-runs this test once every rule is registered.
                continue
            }
            #expect(!after.out.contains("[\(rule)]"), "\(rule) still reported after fix:\n\(after.out)")
            if before.out.contains("[\(rule)]") == false {
                Issue.record("\(rule) was not reported before fixing; the project does not exercise it:\n\(before.out)")
            }
        }
        let second = project.run(["fix", project.root, "--dry-run"])
        #expect(second.out.isEmpty || !second.out.contains("+++"), "second run would change:\n\(second.out)")
        #expect(second.err.contains("Would apply 0 fixes in 0 files"))
    }

    @Test("--dry-run prints a diff and writes nothing")
    func dryRun() throws {
        let project = try FixTestProject(files: Self.project)
        defer { project.remove() }
        let original = project.read("Sources/App/Views/ProfileScreen.swift")
        let result = project.run(["fix", "--dry-run"])
        #expect(project.read("Sources/App/Views/ProfileScreen.swift") == original)
        #expect(result.out.contains("--- a/Sources/App/Views/ProfileScreen.swift\n+++ b/Sources/App/Views/ProfileScreen.swift\n@@ "))
        #expect(result.out.contains("\n-        NavigationView {\n"))
        #expect(result.out.contains("\n+        NavigationStack {\n"))
        #expect(result.err.contains("dry run: nothing was written"))
        #expect(result.code == CommandLineTool.ExitCode.success)
    }

    @Test("--rule limits the fixes, accepts aliases, and the lint afterwards uses the same selection")
    func ruleSelection() throws {
        let project = try FixTestProject(files: Self.project)
        defer { project.remove() }
        let original = project.read("Sources/App/Views/ProfileScreen.swift")
        let alias = Registry.catalog.description(for: "nav-no-navigationlink")?.aliases.first ?? "nav-no-navigationlink"
        let result = project.run(["fix", "--rule", alias])
        let fixed = project.read("Sources/App/Views/ProfileScreen.swift")
        #expect(fixed == original.replacingOccurrences(of: "NavigationView {", with: "NavigationStack {")
            .replacingOccurrences(of: "\n        .navigationViewStyle(.stack)", with: ""))
        #expect(result.err.contains("nav-no-navigationlink: 1"))
        for line in result.out.split(separator: "\n") {
            #expect(line.hasSuffix("[nav-no-navigationlink]"), "unexpected finding: \(line)")
        }
        let unknown = project.run(["fix", "--rule", "nav-no-navigation-link"])
        #expect(unknown.code == CommandLineTool.ExitCode.usage)
        #expect(unknown.err.contains("unknown rule 'nav-no-navigation-link'"))
        let badFlag = project.run(["fix", "--dryrun"])
        #expect(badFlag.code == CommandLineTool.ExitCode.usage)
    }

    @Test("Remaining error findings make the exit code 1")
    func exitCode() throws {
        let project = try FixTestProject(files: [
            "Sources/App/Link.swift": """
            import SwiftUI
            final class Legacy: ObservableObject {
                @Published var value = 0
                func poke() { objectWillChange.send() }
            }
            """,
        ])
        defer { project.remove() }
        let result = project.run(["fix"])
        if Registry.catalog.description(for: "state-no-published") != nil {
            // The class cannot be migrated (objectWillChange), so its error findings remain.
            #expect(result.code == CommandLineTool.ExitCode.findings, "\(result.out)\(result.err)")
            #expect(result.out.contains("[state-no-published]"))
        }
        #expect(project.read("Sources/App/Link.swift").contains("@Published var value"))
    }

    @Test("Writes are atomic and keep permissions; no temporary file is left behind")
    func atomicWrite() throws {
        let project = try FixTestProject(files: ["Sources/Nav.swift": "struct A: View {\n    var body: some View { NavigationView { Text(\"x\") }.navigationViewStyle(.stack) }\n}\n"])
        defer { project.remove() }
        let path = project.root + "/Sources/Nav.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        _ = project.run(["fix", "--rule", "nav-no-navigationlink"])
        #expect(project.read("Sources/Nav.swift").contains("NavigationStack"))
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.root + "/Sources").filter { $0 != "Nav.swift" }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    static let migration: [String: String] = [
        ".swiftui-architect.json": #"{"preset": "all", "platforms": {"iOS": "17.0"}}"#,
        "Sources/App/CounterModel.swift": """
        import Combine
        final class CounterModel: ObservableObject {
            @Published var count = 0
        }
        """,
        "Sources/App/CounterView.swift": """
        import SwiftUI
        struct CounterView: View {
            @StateObject private var model = CounterModel()
            var body: some View { Text("\\(model.count)") }
        }
        """,
    ]

    @Test("A migration that cannot write one of its files writes none of them, and the run fails")
    func allOrNothing() throws {
        let project = try FixTestProject(files: Self.migration)
        defer { project.remove() }
        let before = Self.migration.keys.sorted().map(project.read)
        AtomicFile.Batch.injectedFailure = { $0.hasSuffix("CounterView.swift") && $0.contains(project.root) }
        defer { AtomicFile.Batch.injectedFailure = nil }
        let run = project.run(["fix", "--rule", "state-no-published"])
        #expect(run.code == 3)
        #expect(run.err.contains("no file was changed"), "\(run.err)")
        #expect(Self.migration.keys.sorted().map(project.read) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.root + "/Sources/App").filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        AtomicFile.Batch.injectedFailure = nil
        #expect(project.run(["fix", "--rule", "state-no-published"]).code != 3)
        #expect(project.read("Sources/App/CounterModel.swift").contains("@Observable"))
        #expect(project.read("Sources/App/CounterView.swift").contains("@State private var model"))
    }

    @Test("Temporaries a killed run left behind are removed by the next run; a live run's are kept")
    func staleTemporariesAreRemoved() throws {
        let project = try FixTestProject(files: Self.migration)
        defer { project.remove() }
        let folder = project.root + "/Sources/App"
        // Process IDs above the kernel's limit (4194304) never run; PID 1 always does.
        let dead = ".CounterView.swift\(AtomicFile.temporaryMarker)99999999-0F0F.tmp"
        let live = ".CounterView.swift\(AtomicFile.temporaryMarker)1-0F0F.tmp"
        for name in [dead, live] { try Data("half".utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        _ = project.run(["fix", "--rule", "diff-printchanges-debug"])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!names.contains(dead))
        #expect(names.contains(live))
    }

    @Test("Owner, group and mode are kept, and a file with several hard links is written in place")
    func ownershipAndHardLinks() throws {
        let project = try FixTestProject(files: Self.migration)
        defer { project.remove() }
        let model = project.root + "/Sources/App/CounterModel.swift"
        let view = project.root + "/Sources/App/CounterView.swift"
        let link = project.root + "/CounterViewLink.swift.txt"
        #expect(Darwin_or_Glibc_link(view, link) == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o604], ofItemAtPath: model)
        let root = getuid() == 0
        if root { #expect(chown(model, 1234, 4321) == 0) }
        #expect(project.run(["fix", "--rule", "state-no-published"]).code != 3)
        let attributes = try FileManager.default.attributesOfItem(atPath: model)
        #expect(attributes[.posixPermissions] as? Int == 0o604)
        if root {
            #expect(attributes[.ownerAccountID] as? Int == 1234)
            #expect(attributes[.groupOwnerAccountID] as? Int == 4321)
        }
        #expect(project.read("Sources/App/CounterView.swift").contains("@State private var model"))
        let linked = try String(contentsOfFile: link, encoding: .utf8)
        #expect(linked == project.read("Sources/App/CounterView.swift"), "the other name of the file sees the new text")
    }

    @Test("A rewrite that would add syntax errors is refused and the file left untouched")
    func refusesBrokenOutput() throws {
        /// A fix that deliberately breaks the file, to exercise the safety net.
        struct BreakingFix: SourceFix {
            typealias FixedRule = DiffAvoidAnyviewRule
            init(run files: [FixInput]) {}
            func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
                let broken = Parser.parse(source: "struct {{{ " + tree.description)
                return FixOutput(tree: broken, count: 1)
            }
        }
        let source = "struct A {}\n"
        let result = FixEngine.fix(source: source, fixes: [BreakingFix.self])
        #expect(result.fixed == source)
        #expect(result.refusal?.contains("syntax error") == true)
        #expect(result.count == 0)
    }

    @Test("Files that are not UTF-8 are not fixed")
    func encoding() throws {
        let project = try FixTestProject(files: [:])
        defer { project.remove() }
        try FileManager.default.createDirectory(atPath: project.root + "/Sources", withIntermediateDirectories: true)
        let bytes: [UInt8] = Array("struct A: View { var body: some View { NavigationView { Text(\"".utf8) + [0xFF, 0xFE] + Array("\") } } }\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: project.root + "/Sources/Odd.swift"))
        let result = project.run(["fix", "--rule", "nav-no-navigationlink"])
        #expect(result.err.contains("Sources/Odd.swift: not fixed: the file is not valid UTF-8 text"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: project.root + "/Sources/Odd.swift")) == Data(bytes))
    }

    /// A catalog feature: the model and the screen that owns it, in separate files.
    static let catalog: [String: String] = [
        ".swiftui-architect.json": #"{"preset": "all", "platforms": {"iOS": "17.0"}}"#,
        "Features/Catalog/CatalogViewModel.swift": """
        import Combine

        /// What the catalog shows.
        final class CatalogViewModel: ObservableObject {
            @Published var query = "" // typed by the user

            enum Sort { case name, price }
        }
        """,
        "Features/Catalog/CatalogScreen.swift": """
        import SwiftUI

        struct CatalogScreen: View {
            @StateObject private var viewModel = CatalogViewModel()
            var body: some View { Text(viewModel.query) }
        }

        #if os(iOS)
        extension CatalogScreen {
            // Shown above the list.
            struct Toolbar: View { var body: some View { EmptyView() } }
        }
        #endif
        """,
    ]

    @Test("Fixing one file leaves a class whose users outside the run hold it with a legacy wrapper, and says which file to include")
    func partialRun() throws {
        let project = try FixTestProject(files: Self.catalog)
        defer { project.remove() }
        let model = project.read("Features/Catalog/CatalogViewModel.swift")
        let result = project.run(["fix", "Features/Catalog/CatalogViewModel.swift"])
        #expect(project.read("Features/Catalog/CatalogViewModel.swift") == model)
        #expect(result.err.contains("note: Features/Catalog/CatalogViewModel.swift: CatalogViewModel not migrated: "
            + "Features/Catalog/CatalogScreen.swift (not in this run) uses it with @StateObject (line 4); include that file in the run."), "\(result.err)")
        #expect(!result.err.contains("No finding remains."), "\(result.err)")
        // The lint afterwards covers the same paths: the model's findings, not the screen's.
        #expect(!result.out.contains("CatalogScreen.swift"), "\(result.out)")

        // From a subfolder the project root is still the configuration's folder.
        let captured = FixConsoleCapture()
        _ = CommandLineTool.run(arguments: ["fix", "CatalogViewModel.swift", "--dry-run"], console: captured.console,
                                workingDirectory: project.root + "/Features/Catalog")
        #expect(captured.out.isEmpty, "\(captured.out)")
        #expect(captured.err.contains("CatalogViewModel not migrated: CatalogScreen.swift (not in this run) uses it with @StateObject"), "\(captured.err)")

        // Both files together move together.
        let both = project.run(["fix", "Features/Catalog"])
        #expect(project.read("Features/Catalog/CatalogViewModel.swift").contains("@Observable\nfinal class CatalogViewModel {"), "\(both.err)")
        #expect(project.read("Features/Catalog/CatalogScreen.swift").contains("@State private var viewModel = CatalogViewModel()"))
        #expect(!both.err.contains("not migrated"))
    }

    @Test("Without a configuration file, the project root is the enclosing git checkout")
    func gitCheckoutBoundary() throws {
        var files = Self.catalog
        files[".swiftui-architect.json"] = nil
        let project = try FixTestProject(files: files.merging([".git/HEAD": "ref: refs/heads/main\n"]) { $1 })
        defer { project.remove() }
        try FileManager.default.removeItem(atPath: project.root + "/.swiftui-architect.json")
        guard Configuration.locate(from: project.root) == nil else { return }  // a configuration above the temporary folder
        let captured = FixConsoleCapture()
        _ = CommandLineTool.run(arguments: ["fix", "CatalogViewModel.swift", "--rule", "state-no-published"], console: captured.console,
                                workingDirectory: project.root + "/Features/Catalog")
        #expect(project.read("Features/Catalog/CatalogViewModel.swift") == Self.catalog["Features/Catalog/CatalogViewModel.swift"])
        #expect(captured.err.contains("CatalogViewModel not migrated: CatalogScreen.swift (not in this run) uses it with @StateObject"), "\(captured.err)")
    }

    @Test("A dry run reports the same remaining findings as a real run, project rules included; its standard output is the patch alone")
    func dryRunMatchesRealRun() throws {
        var files = Self.project
        files["Sources/App/Views/AccountHeader.swift"] = """
        import SwiftUI

        final class AccountCard {
            let holder: String
            init(holder: String) { self.holder = holder }
        }

        struct AccountHeader: View {
            var body: some View {
                let _ = Self._printChanges()
                Text(card.holder)
            }
            let card: AccountCard
        }

        #if DEBUG
        // A preview helper with a nested type of its own.
        extension AccountHeader {
            enum Samples { static let card = AccountCard(holder: "Ada") }
        }
        #endif
        """
        let project = try FixTestProject(files: files)
        defer { project.remove() }
        let dry = project.run(["fix", "--dry-run"])
        let real = project.run(["fix"])
        let dryFindings = dry.err.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") || $0.contains(": note: ") }
        let realFindings = real.out.split(separator: "\n").filter { !$0.isEmpty }
        #expect(dryFindings == realFindings, "dry run:\n\(dry.err)\nreal run:\n\(real.out)")
        if Registry.catalog.description(for: "diff-reference-types") != nil {
            // A project rule, reported on the line the property has after the fix (two lines lower).
            #expect(realFindings.contains { $0.hasPrefix("Sources/App/Views/AccountHeader.swift:15:9:") && $0.hasSuffix("[diff-reference-types]") },
                    "\(real.out)")
        }
        // Standard output of the dry run is a unified diff and nothing else.
        for line in dry.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let isDiffLine = ["--- ", "+++ ", "@@ ", " ", "-", "+", "\\"].contains { line.hasPrefix($0) } || line.isEmpty
            #expect(isDiffLine, "not a diff line on standard output: '\(line)'")
        }
        #expect(dry.out.contains("+++ b/Sources/App/Views/AccountHeader.swift"))
        #expect(dry.err.contains("Would apply"))
    }

    @Test("The findings fix reports as remaining are those a lint afterwards reports, in the files it rewrote and in the others")
    func remainingMatchesLintAfterwards() throws {
        let project = try FixTestProject(files: Self.project)
        defer { project.remove() }
        let fixed = project.run(["fix"])
        let linted = project.run(["lint"])
        let isFinding: (Substring) -> Bool = { $0.contains(": warning: ") || $0.contains(": error: ") || $0.contains(": note: ") }
        let remaining = fixed.out.split(separator: "\n").filter(isFinding)
        #expect(!remaining.isEmpty, "\(fixed.out)")
        #expect(remaining == linted.out.split(separator: "\n").filter(isFinding), "fix:\n\(fixed.out)\nlint:\n\(linted.out)")
    }

    @Test("The summary does not claim that nothing remains when a fix left code alone")
    func summaryWording() {
        let kept = FixCommand.summary(totals: ["state-no-published": 2], fileCount: 1, dryRun: true, notes: ["a: X not migrated: because."],
                                      remaining: [], leftAlone: 1)
        #expect(!kept.contains("No finding would remain."))
        #expect(kept.contains("No finding would remain in the files linted, but some code would be left as it is: see the note above."))
        let clean = FixCommand.summary(totals: [:], fileCount: 0, dryRun: false, notes: [], remaining: [], leftAlone: 0)
        #expect(clean.hasSuffix("No finding remains.\n"))
    }
}

@Suite("Observation gate")
struct ObservationGateTests {
    func placement(_ platforms: [String: Version]) -> FilePlacement {
        var configuration = Configuration(baseDirectory: "/p")
        configuration.platforms = platforms
        return ProjectLayout(manifests: [], configuration: configuration, rootDirectory: "/p").placement(of: "/p/Sources/App/Model.swift")
    }

    @Test("A class is migrated only where iOS 17 and, when built for it, macOS 14 are the minimum")
    func macOSCounts() {
        #expect(StateNoPublishedFix.supportsObservation(placement(["iOS": Version(17, 0)])))
        #expect(StateNoPublishedFix.supportsObservation(placement(["iOS": Version(17, 0), "macOS": Version(14, 0)])))
        #expect(!StateNoPublishedFix.supportsObservation(placement(["iOS": Version(17, 0), "macOS": Version(13, 0)])))
        #expect(!StateNoPublishedFix.supportsObservation(placement(["iOS": Version(16, 4)])))
    }
}

@Suite("fix command: counts that add up", .serialized)
struct FixCountTests {
    /// The project of `FixCommandTests`, plus code the fixes leave alone: a NavigationView styled
    /// for columns, one with no style, and one whose shape the fix does not convert.
    static let files = FixCommandTests.project.merging([
        "Sources/App/Views/Columns.swift": """
        import SwiftUI

        struct Columns: View {
            @State private var query = ""
            var body: some View {
                NavigationView {
                    Text("sidebar")
                }
                .navigationViewStyle(.columns)
                .onChange(of: query) { value in
                    print(value)
                }
            }
            var unstyled: some View {
                NavigationView { Text("a") }
            }
            var twoViews: some View {
                NavigationView {
                    Text("a")
                    Text("b")
                }
                .navigationViewStyle(.stack)
            }
        }
        """,
    ]) { first, _ in first }

    /// How many lines of a lint report carry `[rule]`.
    static func count(_ rule: String, in report: String) -> Int {
        report.split(separator: "\n").filter { $0.hasSuffix("[\(rule)]") }.count
    }

    @Test("The fixes applied per rule are the findings that went away, and every file with findings left has a note")
    func countsAddUp() throws {
        let project = try FixTestProject(files: Self.files)
        defer { project.remove() }
        let before = project.run(["lint", "--no-cache", "--quiet"]).out
        let fix = project.run(["fix"])
        let after = project.run(["lint", "--no-cache", "--quiet"]).out
        var reported: [String: Int] = [:]
        for line in fix.err.split(separator: "\n") where line.hasPrefix("  ") {
            let parts = line.dropFirst(2).split(separator: ":")
            if parts.count == 2, let number = Int(parts[1].trimmingCharacters(in: .whitespaces)) { reported[String(parts[0])] = number }
        }
        var total = 0
        var exercised = 0
        for rule in Registry.fixableRuleIDs where Registry.catalog.description(for: rule) != nil {
            let gone = Self.count(rule, in: before) - Self.count(rule, in: after)
            #expect((reported[rule] ?? 0) == gone, "\(rule): the summary says \(reported[rule] ?? 0), lint says \(gone) went away\n\(fix.err)")
            total += max(0, gone)
            if gone > 0 { exercised += 1 }
        }
        #expect(exercised >= 5, "the project exercises several fixable rules")
        #expect(fix.err.contains("Applied \(total) fix"), "\(fix.err)")
        // Every file that still has a finding of a fixable rule is named by a note.
        for line in after.split(separator: "\n") {
            guard let rule = Registry.fixableRuleIDs.first(where: { line.hasSuffix("[\($0)]") }) else { continue }
            let file = String(line.prefix { $0 != ":" })
            #expect(fix.err.contains("note: \(file): "), "no note for \(file) (\(rule)):\n\(fix.err)")
        }
        #expect(fix.err.contains("note: Sources/App/Views/Columns.swift: NavigationView left as it is (line 6): its .navigationViewStyle is not a single .stack"),
                "\(fix.err)")
        #expect(fix.err.contains("note: Sources/App/Views/Columns.swift: NavigationView left as it is (line 15): on iPad and Mac"), "\(fix.err)")
        #expect(fix.err.contains("note: Sources/App/Views/Columns.swift: NavigationView left as it is (line 18): it takes arguments, or its content is more"),
                "\(fix.err)")
        #expect(project.read("Sources/App/Views/Columns.swift").contains(".onChange(of: query) { _, value in"), "the other fixes still run in the file")
    }

    @Test("Findings of a fixed rule left in a file no note of its fix names get a note of their own")
    func genericNotes() {
        func finding(_ rule: String, _ path: String, _ line: Int) -> Finding {
            Finding(ruleID: rule, severity: .warning, impact: .medium, category: "x", path: path, line: line, column: 1,
                    message: "A message long enough to count.", fixable: true)
        }
        let remaining = [finding("review-onchange-modern", "/p/A.swift", 3), finding("review-onchange-modern", "/p/A.swift", 9),
                         finding("nav-no-navigationlink", "/p/A.swift", 4), finding("nav-no-navigationlink", "/p/B.swift", 2),
                         finding("review-onchange-modern", "/p/Refused.swift", 1), finding("diff-avoid-anyview", "/p/A.swift", 5)]
        let notes = FixCommand.leftAloneNotes(remaining: remaining, fixIDs: ["review-onchange-modern", "nav-no-navigationlink"],
                                              fixNotes: [FixNote(path: "/p/A.swift", message: "x.", ruleID: "nav-no-navigationlink")],
                                              untouchable: ["/p/Refused.swift"], workingDirectory: "/p")
        #expect(notes == [
            "A.swift: 2 findings of review-onchange-modern left as they were (lines 3, 9): its fix does not rewrite this case "
                + "(see 'swiftui-architect explain review-onchange-modern --long'); change it by hand.",
            "B.swift: 1 finding of nav-no-navigationlink left as it was (line 2): see the note of its fix above.",
        ])
    }

    @Test("The measured totals ignore edits that removed no finding, and keep the edits of a rule lint does not know")
    func measuredTotals() {
        func finding(_ rule: String) -> Finding {
            Finding(ruleID: rule, severity: .warning, impact: .medium, category: "x", path: "/p/A.swift", line: 1, column: 1,
                    message: "A message long enough to count.", fixable: true)
        }
        let before = [finding("review-onchange-modern"), finding("review-onchange-modern"), finding("nav-no-navigationlink")]
        let after = [finding("nav-no-navigationlink")]
        let totals = FixCommand.measuredTotals(edits: ["review-onchange-modern": 3, "nav-no-navigationlink": 1, "not-a-rule-yet": 2],
                                               before: before, after: after,
                                               fixIDs: ["review-onchange-modern", "nav-no-navigationlink", "not-a-rule-yet"])
        #expect(totals == ["review-onchange-modern": 2, "not-a-rule-yet": 2])
        #expect(FixCommand.measuredTotals(edits: ["review-onchange-modern": 1], before: nil, after: [], fixIDs: ["review-onchange-modern"])
                == ["review-onchange-modern": 1])
    }
}
