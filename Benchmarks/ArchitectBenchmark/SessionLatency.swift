import ArchitectCore
import ArchitectServer
import Foundation

/// `--session`: the time from a change of one buffer to its diagnostics, through the in-memory
/// workspace the `lsp` server keeps (re-parse, file rules, project rules when the file's summary
/// changed, suppression, and the diagnostics as the server sends them).
enum SessionLatency {
    static func run(root: String, preset: Preset, edits: Int) throws {
        let loadStart = Date()
        let workspace = try Workspace(root: root, preset: preset)
        let load = Date().timeIntervalSince(loadStart)
        // The largest file, whose length `--lines` sets.
        let sized = workspace.swiftFiles.map { path in (path, workspace.text(of: path) ?? "") }
        guard let (path, original) = sized.max(by: { $0.1.utf8.count < $1.1.utf8.count }) else { return }
        let lineCount = original.split(separator: "\n", omittingEmptySubsequences: false).count
        print(String(format: "session: %d files loaded in %.2f s; editing %@ (%d lines)", workspace.swiftFiles.count, load,
                     (path as NSString).lastPathComponent, lineCount))
        var inBody: [Double] = []
        var moving: [Double] = []
        // First half: a different comment at the end each time, which keeps every declaration in
        // place (after the first change). Second half: one line at the top, then two, and so on,
        // which moves them all, so the file's summary changes and the project rules run again.
        let half = max(1, edits / 2)
        for edit in 0..<(2 * half) {
            let keepsSummary = edit < half
            let text = keepsSummary ? original + "// edit \(edit)\n" : (edit % 2 == 0 ? "// a\n" : "// a\n// b\n") + original
            let start = Date()
            let changed = workspace.update(path, text: text)
            var diagnostics = 0
            for changedPath in changed {
                let lines = TextLines(workspace.text(of: changedPath) ?? "")
                let findings = workspace.findings(in: changedPath)
                diagnostics += findings.map { Diagnostics.diagnostic($0, lines: lines) }.count
            }
            let elapsed = Date().timeIntervalSince(start) * 1000
            guard edit > 0 else {   // the first change moves the end of the file
                print("diagnostics after the first change: \(diagnostics)")
                continue
            }
            if keepsSummary { inBody.append(elapsed) } else { moving.append(elapsed) }
        }
        report("change keeping the summary", inBody)
        report("change moving declarations (project rules rerun)", moving)
        print("project rule runs: \(workspace.projectRuleRuns), files analysed: \(workspace.analysisCount)")
    }

    static func report(_ title: String, _ samples: [Double]) {
        guard !samples.isEmpty else { return }
        let sorted = samples.sorted()
        print(String(format: "%@: median %.1f ms, max %.1f ms (%d changes)", title, sorted[sorted.count / 2], sorted.last ?? 0, sorted.count))
    }
}
