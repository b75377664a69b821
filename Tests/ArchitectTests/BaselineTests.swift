import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import ArchitectReporters
import Foundation
import Testing

@Suite("Baseline")
struct BaselineTests {
    /// A finding of the AnyView rule at `line` of `path`.
    private func finding(_ path: String, line: Int, column: Int = 9, rule: String = "diff-avoid-anyview") -> Finding {
        Finding(ruleID: rule, severity: .warning, impact: .critical, category: "diff", path: path, line: line, column: column,
                message: "`AnyView` erases the view's type; use `some View` instead.", fixable: false)
    }

    /// Lines of in-memory files, standing in for the disk.
    private func lines(_ files: [String: String]) -> (String) -> [Substring]? {
        { path in files[path].map(SourceLines.split) }
    }

    private let original = """
    import SwiftUI
    struct Card: View {
        var body: some View { AnyView(Text("a")) }
    }
    """

    @Test("FNV-1a 64 matches the published test vectors, and lines are normalised first")
    func fingerprints() {
        #expect(StableHash.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
        #expect(StableHash.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHash.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
        #expect(Baseline.fingerprint(of: "foobar") == "85944171f73967e8")
        #expect(Baseline.normalise("  let  x =\t AnyView(y)  ") == "let x = AnyView(y)")
        #expect(Baseline.fingerprint(of: "\tlet x = AnyView(y)") == Baseline.fingerprint(of: "let   x = AnyView(y)   "))
        #expect(Baseline.fingerprint(of: "") == "cbf29ce484222325")
        #expect(Baseline.fingerprint(of: "a").count == 16)
    }

    @Test("Findings moved down by inserted lines stay hidden")
    func movedFindingsStayHidden() {
        let path = "/project/Sources/Card.swift"
        let baseline = Baseline(findings: [finding(path, line: 3)], directory: "/project", lines: lines([path: original]))
        let edited = "// A new header comment.\n\nimport Foundation\n" + original.replacingOccurrences(of: "    var body", with: "        var body")
        let (kept, hidden) = baseline.filter([finding(path, line: 6, column: 31)], directory: "/project", lines: lines([path: edited]))
        #expect(kept.isEmpty)
        #expect(hidden == 1)
    }

    @Test("A new copy of an offending line is reported; the recorded one stays hidden")
    func secondOccurrenceIsReported() {
        let path = "/project/Sources/Card.swift"
        let baseline = Baseline(findings: [finding(path, line: 3)], directory: "/project", lines: lines([path: original]))
        let edited = original.replacingOccurrences(of: "}\n}", with: "}\n    var copy: some View { AnyView(Text(\"a\")) }\n}")
            .replacingOccurrences(of: "var copy: some View", with: "var body: some View")
        let current = [finding(path, line: 3), finding(path, line: 4)]
        let (kept, hidden) = baseline.filter(current, directory: "/project", lines: lines([path: edited]))
        #expect(hidden == 1)
        #expect(kept.map(\.line) == [4])
    }

    @Test("A changed line is reported")
    func changedLineIsReported() {
        let path = "/project/Sources/Card.swift"
        let baseline = Baseline(findings: [finding(path, line: 3)], directory: "/project", lines: lines([path: original]))
        let edited = original.replacingOccurrences(of: "Text(\"a\")", with: "Text(\"b\")")
        let (kept, hidden) = baseline.filter([finding(path, line: 3)], directory: "/project", lines: lines([path: edited]))
        #expect(hidden == 0)
        #expect(kept.count == 1)
    }

    @Test("Another rule, another file or a file outside the folder is not hidden")
    func keyParts() {
        let path = "/project/Sources/Card.swift"
        let other = "/project/Sources/Other.swift"
        let files = [path: original, other: original]
        let baseline = Baseline(findings: [finding(path, line: 3)], directory: "/project", lines: lines(files))
        #expect(baseline.entries.first?.file == "Sources/Card.swift")
        let current = [finding(path, line: 3, rule: "view-body-length"), finding(other, line: 3)]
        #expect(baseline.filter(current, directory: "/project", lines: lines(files)).kept.count == 2)
        let outside = Baseline(findings: [finding("/elsewhere/Card.swift", line: 3)], directory: "/project", lines: lines(["/elsewhere/Card.swift": original]))
        #expect(outside.entries.first?.file == "/elsewhere/Card.swift")
    }

    @Test("The file is versioned, sorted and the same whatever order the findings came in")
    func fileRoundTrip() throws {
        let a = "/project/Sources/A.swift"
        let b = "/project/Sources/B.swift"
        let files = lines([a: original, b: original])
        let findings = [finding(b, line: 3), finding(a, line: 3), finding(a, line: 3, column: 30)]
        let first = Baseline(findings: findings, directory: "/project", lines: files)
        let second = Baseline(findings: findings.reversed(), directory: "/project", lines: files)
        #expect(first.fileText() == second.fileText())
        #expect(first.entries.map(\.file) == ["Sources/A.swift", "Sources/A.swift", "Sources/B.swift"])
        #expect(first.entries.map(\.occurrence) == [0, 1, 0])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.fileText().utf8)) as? [String: Any])
        #expect(json["version"] as? Int == Baseline.formatVersion)
        #expect((json["entries"] as? [Any])?.count == 3)
        let parsed = try Baseline.parse(Data(first.fileText().utf8), source: "b.json")
        #expect(parsed == first)
    }

    @Test("Aliases in a baseline file are read as their canonical rule")
    func aliases() throws {
        let text = """
        {"version": 1, "entries": [{"rule": "mvvm-observable", "file": "A.swift", "fingerprint": "0000000000000000", "occurrence": 0}]}
        """
        let baseline = try Baseline.parse(Data(text.utf8), source: "b.json").canonicalized(with: ReportFixtures.catalog)
        #expect(baseline.entries.map(\.rule) == ["state-no-published"])
    }

    @Test("Corrupt or foreign files are configuration errors that say what is wrong")
    func corrupt() {
        let cases: [(String, String)] = [
            ("not json", "is not a baseline"),
            ("[1, 2]", "is not a baseline"),
            ("{\"entries\": []}", "has no 'version'"),
            ("{\"version\": 99, \"entries\": []}", "has version 99"),
            ("{\"version\": 1, \"entries\": [{\"rule\": \"x\"}]}", "is damaged"),
        ]
        for (text, expected) in cases {
            #expect {
                try Baseline.parse(Data(text.utf8), source: "b.json")
            } throws: { error in
                (error as? ConfigurationError)?.message.contains(expected) == true
            }
        }
    }
}

@Suite("Baseline on the command line")
struct BaselineCommandTests {
    private let card = """
    import SwiftUI
    struct Card: View {
        var body: some View { AnyView(Text("a")) }
    }
    """

    @Test("--write-baseline records findings; --baseline hides them and the run passes")
    func writeThenUse() throws {
        let project = try TemporaryProject(["Sources/App/Card.swift": card])
        let lint = ["lint", "--rule", "diff-avoid-anyview", "--strict", "--quiet"]
        let before = CommandRun.run(lint, in: project.root)
        #expect(before.code == 1)
        #expect(before.out.contains("[diff-avoid-anyview]"))

        let write = CommandRun.run(lint + ["--write-baseline", "baseline.json"], in: project.root)
        #expect(write.code == 0, "\(write.err)")
        #expect(write.out.isEmpty)
        let written = try #require(project.read("baseline.json"))
        #expect(written.contains("\"file\": \"Sources/App/Card.swift\""))

        // Lines inserted above the finding do not bring it back.
        try project.write("Sources/App/Card.swift", "// Moved down.\n\n" + card)
        let after = CommandRun.run(lint + ["--baseline", "baseline.json"], in: project.root)
        #expect(after.code == 0, "\(after.out)\(after.err)")
        #expect(after.out.isEmpty)

        // A second offending line is new.
        try project.write("Sources/App/Card.swift", card + "\nlet extra = AnyView(Text(\"a\"))\n")
        let added = CommandRun.run(lint + ["--baseline", "baseline.json", "--format", "json"], in: project.root)
        #expect(added.code == 1)
        let findings = added.json?["findings"] as? [[String: Any]]
        #expect(findings?.count == 1)
        #expect(findings?.first?["line"] as? Int == 5)
    }

    @Test("The baseline's folder anchors its paths, wherever lint runs from")
    func runFromSubfolder() throws {
        let project = try TemporaryProject(["Sources/App/Card.swift": card])
        let lint = ["lint", "--rule", "diff-avoid-anyview", "--strict", "--quiet"]
        #expect(CommandRun.run(lint + ["--write-baseline", "baseline.json"], in: project.root).code == 0)
        let nested = CommandRun.run(lint + ["--baseline", "../baseline.json", "."], in: project.root + "/Sources")
        #expect(nested.code == 0, "\(nested.out)\(nested.err)")
    }

    @Test("A missing or corrupt --baseline file is a usage error")
    func badFiles() throws {
        let project = try TemporaryProject(["Sources/App/Card.swift": card, "broken.json": "{ nope"])
        let missing = CommandRun.run(["lint", "--baseline", "absent.json"], in: project.root)
        #expect(missing.code == 2)
        #expect(missing.err.contains("--baseline file 'absent.json' does not exist"))
        let broken = CommandRun.run(["lint", "--baseline", "broken.json"], in: project.root)
        #expect(broken.code == 2)
        #expect(broken.err.contains("'broken.json'"))
    }

    @Test("--strict-baseline fails, naming the entries, when a baselined finding is gone")
    func strictBaselineReportsStaleEntries() throws {
        let two = card + "\nlet extra = AnyView(Text(\"b\"))\n"
        let project = try TemporaryProject(["Sources/App/Card.swift": two, "Sources/App/Other.swift": "let other = AnyView(Text(\"c\"))\n"])
        let lint = ["lint", "--rule", "diff-avoid-anyview", "--strict", "--quiet"]
        #expect(CommandRun.run(lint + ["--write-baseline", "baseline.json"], in: project.root).code == 0)
        let strict = lint + ["--baseline", "baseline.json", "--strict-baseline"]
        #expect(CommandRun.run(strict, in: project.root).code == 0)

        // One of the two findings of Card.swift is fixed: the plain baseline passes, the strict one fails.
        try project.write("Sources/App/Card.swift", card + "\nlet extra = Text(\"b\")\n")
        #expect(CommandRun.run(lint + ["--baseline", "baseline.json"], in: project.root).code == 0)
        let fixed = CommandRun.run(strict, in: project.root)
        #expect(fixed.code == 1)
        #expect(fixed.out.isEmpty)
        #expect(fixed.err.contains("1 baseline entry no longer matches a finding (--strict-baseline)"), "\(fixed.err)")
        #expect(fixed.err.contains("  Sources/App/Card.swift: diff-avoid-anyview: "))
        #expect(!fixed.err.contains("Other.swift"))

        // Entries of files the run did not lint, or of rules it did not run, are not judged.
        #expect(CommandRun.run(strict + ["Sources/App/Other.swift"], in: project.root).code == 0)
        let otherRule = ["lint", "--rule", "diff-equatable-views", "--quiet", "--baseline", "baseline.json", "--strict-baseline"]
        #expect(CommandRun.run(otherRule, in: project.root).code == 0)

        // A file that is gone takes its entries with it.
        try FileManager.default.removeItem(atPath: project.root + "/Sources/App/Other.swift")
        let gone = CommandRun.run(strict, in: project.root)
        #expect(gone.code == 1)
        #expect(gone.err.contains("2 baseline entries no longer match"))
        #expect(gone.err.contains("  Sources/App/Other.swift: diff-avoid-anyview"))

        #expect(CommandRun.run(["lint", "--strict-baseline"], in: project.root).err.contains("--strict-baseline needs --baseline FILE"))
    }

    @Test("--write-baseline writes the same bytes on every run, entries sorted by file")
    func writtenBaselineIsStable() throws {
        let project = try TemporaryProject([
            "Sources/Zeta/Z.swift": "let z = AnyView(Text(\"z\"))\nlet y = AnyView(Text(\"y\"))\n",
            "Sources/Alpha/A.swift": card,
            "Sources/Mid/M.swift": "let m = AnyView(Text(\"m\"))\n",
        ])
        let lint = ["lint", "--rule", "diff-avoid-anyview", "--quiet", "--jobs", "2"]
        #expect(CommandRun.run(lint + ["--write-baseline", "first.json"], in: project.root).code == 0)
        #expect(CommandRun.run(lint + ["--write-baseline", "second.json"], in: project.root).code == 0)
        let first = try #require(FileManager.default.contents(atPath: project.root + "/first.json"))
        let second = try #require(FileManager.default.contents(atPath: project.root + "/second.json"))
        #expect(first == second)
        let baseline = try Baseline.parse(first, source: "first.json")
        #expect(baseline.entries.map(\.file) == ["Sources/Alpha/A.swift", "Sources/Mid/M.swift", "Sources/Zeta/Z.swift", "Sources/Zeta/Z.swift"])
        #expect(baseline.entries == baseline.entries.sorted())
    }
}
