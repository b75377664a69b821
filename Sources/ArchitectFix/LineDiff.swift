/// A unified diff of two texts, line by line, as `diff -u` writes it.
public enum LineDiff {
    /// One line of an edit script.
    public enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The unified diff from `old` to `new` with `context` lines around each change, under
    /// `--- oldName` / `+++ newName` headers; empty when the texts are equal.
    public static func unified(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = lines(old), newLines = lines(new)
        let script = edits(oldLines, newLines)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(script, context: context) {
            output += hunk
        }
        return output
    }

    /// Splits text into lines without their line breaks; a final line break ends the last line
    /// rather than starting an empty one. A missing final line break is marked as diff does.
    public static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" {
            result.removeLast()
        } else if let last = result.last {
            result[result.count - 1] = last + "\n\\ No newline at end of file"
        }
        return result
    }

    /// The shortest edit script turning `old` into `new`: a longest common subsequence over the
    /// lines that differ, after the common head and tail are set aside.
    public static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        let a = Array(old[head..<(old.count - tail)]), b = Array(new[head..<(new.count - tail)])
        var script = old[..<head].map(Edit.same)
        if a.count * b.count > 4_000_000 {
            // Too large for the table: show the middle as replaced wholesale (still a valid diff).
            script += a.map(Edit.removed) + b.map(Edit.added)
        } else {
            // lengths[i][j]: LCS length of a[i...] and b[j...], in one flat table.
            let width = b.count + 1
            var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
            if !a.isEmpty && !b.isEmpty {
                for i in stride(from: a.count - 1, through: 0, by: -1) {
                    for j in stride(from: b.count - 1, through: 0, by: -1) {
                        lengths[i * width + j] = a[i] == b[j]
                            ? lengths[(i + 1) * width + j + 1] + 1
                            : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
                    }
                }
            }
            var i = 0, j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    script.append(.same(a[i])); i += 1; j += 1
                } else if j == b.count || (i < a.count && lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
                    // Removals come before additions at the same place, as diff prints them.
                    script.append(.removed(a[i])); i += 1
                } else {
                    script.append(.added(b[j])); j += 1
                }
            }
        }
        script += old[(old.count - tail)...].map(Edit.same)
        return script
    }

    /// Groups an edit script into `@@ -a,b +c,d @@` hunks with `context` unchanged lines around changes.
    public static func hunks(_ script: [Edit], context: Int) -> [String] {
        let changed = script.indices.filter { if case .same = script[$0] { return false }; return true }
        guard !changed.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let low = max(0, index - context), high = min(script.count - 1, index + context)
            if let last = ranges.last, low <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, high)
            } else {
                ranges.append(low...high)
            }
        }
        // Line numbers (1-based) in the old and new text where each script entry starts.
        var oldLine = [Int](repeating: 0, count: script.count), newLine = [Int](repeating: 0, count: script.count)
        var o = 1, n = 1
        for (index, edit) in script.enumerated() {
            oldLine[index] = o; newLine[index] = n
            switch edit {
            case .same: o += 1; n += 1
            case .removed: o += 1
            case .added: n += 1
            }
        }
        return ranges.map { range in
            var body = ""
            var oldCount = 0, newCount = 0
            for edit in script[range] {
                switch edit {
                case .same(let line): body += " \(line)\n"; oldCount += 1; newCount += 1
                case .removed(let line): body += "-\(line)\n"; oldCount += 1
                case .added(let line): body += "+\(line)\n"; newCount += 1
                }
            }
            let oldStart = oldCount == 0 ? oldLine[range.lowerBound] - 1 : oldLine[range.lowerBound]
            let newStart = newCount == 0 ? newLine[range.lowerBound] - 1 : newLine[range.lowerBound]
            return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
        }
    }
}
