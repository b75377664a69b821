import ArchitectCore
import ArchitectEngine
import ArchitectProject
import ArchitectSyntax
import Foundation
import SwiftParser
import SwiftSyntax

/// Times each rule of a preset where `lint` runs it: inside the one shared walk of each already
/// parsed file, with every other file rule enabled, on one thread.
///
/// The files are analysed three times: with no rule (summary and suppressions), with every file
/// rule and no clock (what `lint` spends), and with every file rule and a `RuleClock` that reads
/// the time around each callback into a rule. The difference of the first two is the measured
/// cost of the rules; the clock's per-rule figures, less the bias of a clock read per call, should
/// add up to about that. Project rules' `check` is timed once over the index of those files.
struct RuleProfile {
    /// Each rule's ID with its seconds over the profiled files and its number of callbacks (0 for
    /// a project rule).
    let costs: [(id: String, seconds: Double, calls: Int)]
    /// Seconds of the analysis with no rule: summary and suppressions.
    let sharedSeconds: Double
    /// Seconds of the same files analysed with every file rule at once, as `lint` does.
    let togetherSeconds: Double
    /// Seconds of that analysis with the clock on (the timing's own cost included).
    let clockedSeconds: Double
    /// Nanoseconds one timed callback adds to its rule's figure, already taken off.
    let biasPerCall: Double
    /// The number of files and lines profiled.
    let fileCount: Int
    let lineCount: Int

    init(paths: [String], layout: ProjectLayout, configuration: Configuration, preset: Preset?) throws {
        let sources = paths.map { path in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        let trees = sources.map { Parser.parse(source: $0) }
        let placements = paths.map { layout.placement(of: $0) }
        func seconds(_ rules: RuleSet, clock: RuleClock? = nil) -> Double {
            time {
                for index in paths.indices {
                    _ = FileLinter.analyze(source: sources[index], parsed: trees[index], path: paths[index], placement: placements[index], rules: rules, clock: clock)
                }
            }.wall
        }
        let all = try RuleSet.resolve(configuration: configuration, preset: preset)
        // A first pass warms the trees' lazily built parts, so that no measured pass pays for them.
        _ = seconds(all)
        let none = seconds(.none)
        let together = seconds(all)
        let clock = RuleClock()
        let clocked = seconds(all, clock: clock)
        let bias = RuleClock.calibrate().bias
        let fileCosts = clock.totals(lessPerCall: bias)
        // Project rules read the index that the whole rule set's summaries make.
        let summaries = paths.indices.compactMap { index in
            FileLinter.analyze(source: sources[index], parsed: trees[index], path: paths[index], placement: placements[index], rules: all).summary
        }
        let index = ProjectIndex(layout: layout, files: summaries)
        let projectCosts = all.projectRules.map { rule in
            (id: type(of: rule).description.id + " (project)", seconds: time { _ = rule.check(index) }.wall, calls: 0)
        }
        costs = (fileCosts + projectCosts).sorted { $0.seconds > $1.seconds }
        sharedSeconds = none
        togetherSeconds = together
        clockedSeconds = clocked
        biasPerCall = bias
        fileCount = paths.count
        lineCount = sources.reduce(0) { $0 + $1.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
    }

    /// Prints the measured totals and the `count` most expensive rules with their share of the
    /// file rules' measured cost.
    func printMostExpensive(_ count: Int) {
        let ruleCost = max(0, togetherSeconds - sharedSeconds)
        let fileRuleSum = costs.filter { $0.calls > 0 }.reduce(0) { $0 + $1.seconds }
        let calls = costs.reduce(0) { $0 + $1.calls }
        print(String(format: "rule profile over %d files (%d lines), one thread: analysis with no rule %.3f s, with every file rule %.3f s",
                     fileCount, lineCount, sharedSeconds, togetherSeconds))
        print(String(format: "file rules cost %.3f s (the difference); per-rule clock sums to %.3f s over %d callbacks (%.0f ns bias per call taken off; clocked run %.3f s)",
                     ruleCost, fileRuleSum, calls, biasPerCall, clockedSeconds))
        for (rank, cost) in costs.prefix(count).enumerated() {
            let share = ruleCost > 0 ? cost.seconds / ruleCost * 100 : 0
            let callText = cost.calls > 0 ? "\(cost.calls) calls" : ""
            print("\(String(rank + 1).leftPadded(to: 3)). \(cost.id.padding(toLength: 52, withPad: " ", startingAt: 0)) "
                + String(format: "%8.1f ms  %5.1f%%  ", cost.seconds * 1000, share) + callText)
        }
    }
}

extension String {
    /// The string with spaces in front up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
