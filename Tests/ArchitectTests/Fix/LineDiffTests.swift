import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import ArchitectFix
@testable import ArchitectEngine
import Testing

@Suite("Unified line diff")
struct LineDiffTests {
    @Test("Equal texts give no diff")
    func equal() {
        #expect(LineDiff.unified(old: "a\nb\n", new: "a\nb\n", oldName: "x", newName: "y").isEmpty)
    }

    @Test("One changed line in the middle shows three lines of context")
    func contextAroundChange() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(LineDiff.unified(old: old, new: new, oldName: "a/f.swift", newName: "b/f.swift") == """
        --- a/f.swift
        +++ b/f.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    }

    @Test("Distant changes make separate hunks; close ones merge")
    func hunks() {
        let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n18\n", with: "\n")
        #expect(LineDiff.unified(old: old, new: new, oldName: "a", newName: "b") == """
        --- a
        +++ b
        @@ -1,5 +1,5 @@
         1
        -2
        +two
         3
         4
         5
        @@ -15,6 +15,5 @@
         15
         16
         17
        -18
         19
         20

        """)
        let close = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n8\n", with: "\neight\n")
        let diff = LineDiff.unified(old: old, new: close, oldName: "a", newName: "b")
        #expect(diff.components(separatedBy: "@@ ").count - 1 == 1)
        #expect(diff.contains("@@ -1,11 +1,11 @@"))
    }

    @Test("Insertions at the start, removals at the end and a missing final newline")
    func edges() {
        #expect(LineDiff.unified(old: "b\n", new: "a\nb\n", oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -1,1 +1,2 @@\n+a\n b\n")
        #expect(LineDiff.unified(old: "a\nb\n", new: "a\n", oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -1,2 +1,1 @@\n a\n-b\n")
        #expect(LineDiff.unified(old: "a", new: "a\n", oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -1,1 +1,1 @@\n-a\n\\ No newline at end of file\n+a\n")
        #expect(LineDiff.unified(old: "", new: "x\n", oldName: "o", newName: "n") == "--- o\n+++ n\n@@ -0,0 +1,1 @@\n+x\n")
    }

    @Test("The edit script is a longest common subsequence")
    func lcs() {
        let script = LineDiff.edits(["a", "b", "c", "d"], ["a", "c", "b", "d"])
        let kept = script.filter { if case .same = $0 { return true }; return false }.count
        #expect(kept == 3)
        #expect(script.count == 5)
    }
}
