import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import Foundation
import Testing

@Suite("Hostile nesting is refused before parsing")
struct NestingScanTests {
    @Test("Ordinary code passes, however it is spelt")
    func ordinaryCodePasses() {
        let source = """
        struct Grid: View {
            let rows: [[Cell]] = [[Cell(), Cell()], [Cell()]]
            var body: some View {
                VStack { ForEach(rows.indices, id: \\.self) { index in Text("row \\(index) of \\(rows.count)") } }
            }
        }
        """
        #expect(NestingScan.refusal(for: source) == nil)
    }

    @Test("Brackets inside comments and string literals do not count")
    func commentsAndStringsDoNotCount() {
        let many = String(repeating: "[", count: 400)
        let sources = [
            "// \(many)\nlet a = 1",
            "/* outer /* nested \(many) */ still a comment */ let a = 1",
            "let a = \"\(many)\"",
            "let a = #\"\(many) \\(not interpolated\"#",
            "let a = \"\"\"\n\(many)\n\"\"\"",
            "let a = ##\"\(many)\"##",
        ]
        for source in sources {
            #expect(NestingScan.refusal(for: source) == nil, "\(source.prefix(60))")
        }
    }

    @Test("A long run of `[`, deep nesting and nested interpolations are refused, with the reason")
    func hostileShapesAreRefused() throws {
        let run = "let x = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
        #expect(try #require(NestingScan.refusal(for: run)).contains("`[` in a row"))
        let deep = "func f() {" + String(repeating: "if true {", count: 1_000) + String(repeating: "}", count: 1_001)
        #expect(try #require(NestingScan.refusal(for: deep)).contains("nest"))
        var interpolated = "1"
        for _ in 0..<300 { interpolated = "\"\\(\(interpolated))\"" }
        #expect(NestingScan.refusal(for: "let s = \(interpolated)") != nil)
        let generic = "let x = " + String(repeating: "Array<", count: 3_000) + "1"
        #expect(try #require(NestingScan.refusal(for: generic)).contains("generic arguments nest"))
        // Comparisons without spaces on many lines do not add up; ordinary generics pass.
        let comparisons = (0..<500).map { "if i<n\($0) { f() }" }.joined(separator: "\n") + "\nlet m: Dictionary<String, Array<Set<Int>>> = [:]"
        #expect(NestingScan.refusal(for: comparisons) == nil)
        // Separated by elements, `[` is not a run: nested literals with values are fine up to the depth limit.
        let literal = "let x = " + String(repeating: "[1, ", count: 100) + "2" + String(repeating: "]", count: 100)
        #expect(NestingScan.refusal(for: literal) == nil)
    }

    @Test("A batch with hostile files still reports the other files' findings, and the hostile ones as unreadable")
    func hostileFilesDoNotTakeTheRunDown() throws {
        let files: [String: String] = [
            "Unclosed.swift": "let x = " + String(repeating: "[", count: 10_000),
            "Generic.swift": "let x: " + String(repeating: "Array<", count: 3_700) + "Int" + String(repeating: ">", count: 3_700) + " = []",
            "Literal.swift": "let x = " + String(repeating: "[1, ", count: 8_000) + "2" + String(repeating: "]", count: 8_000),
            "Ifs.swift": "func f() {" + String(repeating: "if true {", count: 8_000) + String(repeating: "}", count: 8_001),
            "Exponential.swift": "let x = " + String(repeating: "[", count: 22) + String(repeating: "]", count: 22),
            "OpenGenerics.swift": "let x = " + String(repeating: "Array<", count: 9_000) + "1",
            "Fine.swift": "let v = AnyView(Text(\"a\"))\n",
        ]
        let project = try TemporaryProject(files)
        let run = CommandRun.run(["lint", "--format", "json", "--rule", "diff-avoid-anyview", "--rule", "io-unreadable"], in: project.root)
        #expect(run.code == 0 || run.code == 1, "exit \(run.code): \(run.err)")
        let findings = try #require(run.json?["findings"] as? [[String: Any]], "output: \(run.out) \(run.err)")
        #expect(findings.contains { $0["rule"] as? String == "diff-avoid-anyview" && $0["file"] as? String == "Fine.swift" })
        let unreadable = Set(findings.filter { $0["rule"] as? String == "io-unreadable" }.compactMap { $0["file"] as? String })
        #expect(unreadable.isSuperset(of: ["Unclosed.swift", "Literal.swift", "Ifs.swift", "Exponential.swift", "OpenGenerics.swift"]), "\(unreadable)")
        // fix leaves the same files alone, each with a note, and still exits 0 or 1.
        let fix = CommandRun.run(["fix", "--dry-run"], in: project.root)
        #expect(fix.code == 0 || fix.code == 1, "\(fix.err)")
        #expect(fix.err.contains("OpenGenerics.swift: not fixed: its generic arguments nest"), "\(fix.err)")
    }
}

@Suite("Long modifier chains")
struct LongChainTests {
    @Test("A file of one long chain of .onChange and .onAppear { Task } is linted and fixed, with valid output")
    func longChainsAreLintedAndFixed() throws {
        let count = 1_000
        let onChange = String(repeating: ".onChange(of: x) { y in f(y) }", count: count)
        let onAppear = String(repeating: "\n        .onAppear { Task { await f() } }", count: count)
        let project = try TemporaryProject([
            "Sources/Changes.swift": "struct Changes: View { var body: some View { Text(\"a\")\(onChange) } }\n",
            "Sources/Appears.swift": "struct Appears: View {\n    var body: some View {\n        Text(\"a\")\(onAppear)\n    }\n}\n",
            ".swiftui-architect.json": #"{"platforms": {"iOS": "17.0"}}"#,
        ])
        let lint = CommandRun.run(["lint", "--preset", "all", "--format", "json"], in: project.root)
        #expect(lint.code == 0 || lint.code == 1, "\(lint.err)")
        let findings = try #require(lint.json?["findings"] as? [[String: Any]])
        #expect(findings.filter { $0["rule"] as? String == "review-onchange-modern" }.count == count)
        let fix = CommandRun.run(["fix"], in: project.root)
        #expect(fix.code == 0 || fix.code == 1, "\(fix.err)")
        let changes = try String(contentsOfFile: project.root + "/Sources/Changes.swift", encoding: .utf8)
        #expect(changes.components(separatedBy: "{ _, y in f(y) }").count == count + 1)
        let appears = try String(contentsOfFile: project.root + "/Sources/Appears.swift", encoding: .utf8)
        #expect(appears.components(separatedBy: ".task {").count == count + 1)
    }

    @Test("A chain of 44,000 modifiers is linted and fixed with valid output (the body count sweeps its settings once)")
    func fortyFourThousandModifiers() throws {
        let calls = (0..<44_000).map { "\n            .padding(\($0 % 9))" }.joined()
        let project = try TemporaryProject([
            "Sources/Chain.swift": "struct Chain: View {\n    var body: some View {\n        Text(\"a\")\(calls)\n    }\n}\n",
        ])
        let lint = CommandRun.run(["lint", "--preset", "all", "--format", "json"], in: project.root)
        #expect(lint.code == 0 || lint.code == 1, "\(lint.err)")
        let findings = try #require(lint.json?["findings"] as? [[String: Any]])
        // One finding for the one long body, counting each modifier's line once.
        let long = findings.filter { $0["rule"] as? String == "review-body-50-lines" }
        #expect(long.count == 1)
        #expect((long.first?["message"] as? String)?.contains("44002 view-building lines") == true)
        let fix = CommandRun.run(["fix", "--dry-run"], in: project.root)
        #expect(fix.code == 0 || fix.code == 1, "\(fix.err)")
        #expect((fix.out + fix.err).contains("Would apply 0 fixes"), "\(fix.out) \(fix.err)")
    }

    @Test("A preview inside 200 nested #if blocks is fixed, each block rewritten once (it was twice per level)")
    func nestedConditionalBlocksAroundAPreview() throws {
        let opening = String(repeating: "#if DEBUG\n", count: 200)
        let project = try TemporaryProject([
            "Sources/Preview.swift": "import SwiftUI\n" + opening + "struct Card_Previews: PreviewProvider {\n    static var previews: some View { Text(\"a\") }\n}\n" + String(repeating: "#endif\n", count: 200),
            ".swiftui-architect.json": #"{"platforms": {"iOS": "17.0"}}"#,
        ])
        let fix = CommandRun.run(["fix", "--rule", "review-preview-macro"], in: project.root)
        #expect(fix.code == 0 || fix.code == 1, "\(fix.err)")
        let fixed = try String(contentsOfFile: project.root + "/Sources/Preview.swift", encoding: .utf8)
        #expect(fixed.contains("#Preview {"), "\(fixed.suffix(300))")
        #expect(!fixed.contains("PreviewProvider"))
    }

    @Test("A file of thousands of one-line views is linted with every rule (no rule rescans the file per type)")
    func thousandsOfViews() throws {
        let views = (0..<3_000).map { "struct V\($0): View { let onTap: () -> Void; var body: some View { Text(\"\($0)\") } }" }
        let project = try TemporaryProject(["Sources/Views.swift": views.joined(separator: "\n") + "\n"])
        let lint = CommandRun.run(["lint", "--preset", "all", "--format", "json"], in: project.root)
        #expect(lint.code == 0 || lint.code == 1, "\(lint.err)")
        let summary = try #require(lint.json?["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 1)
    }
}
