import ArchitectCore
import ArchitectEngine
import ArchitectProject
import ArchitectSyntax
import Foundation
import SwiftParser
import SwiftSyntax

/// Times each rule of a preset on its own over a set of already parsed files: file rules in a
/// pass of their own, project rules' `check` over the index of those files.
///
/// A rule's cost is the time of analysing every file with only that rule enabled, less the time
/// of the same analysis with no rule (summary and suppressions) and of one bare tree walk, which
/// every rule's pass repeats. The figures are single-threaded and approximate, but they rank the
/// rules well enough to say where to look first.
struct RuleProfile {
    /// Each rule's ID with its estimated seconds over the profiled files.
    let costs: [(id: String, seconds: Double)]
    /// Seconds of the shared part: summary, suppressions and one walk.
    let sharedSeconds: Double
    /// Seconds of the same files analysed with every file rule at once, as `lint` does.
    let togetherSeconds: Double
    /// The number of files and lines profiled.
    let fileCount: Int
    let lineCount: Int

    init(paths: [String], layout: ProjectLayout, configuration: Configuration, preset: Preset?) throws {
        let sources = paths.map { path in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        let trees = sources.map { Parser.parse(source: $0) }
        let placements = paths.map { layout.placement(of: $0) }
        func seconds(_ rules: RuleSet) -> Double {
            time {
                for index in paths.indices {
                    _ = FileLinter.analyze(source: sources[index], parsed: trees[index], path: paths[index], placement: placements[index], rules: rules)
                }
            }.wall
        }
        let walk = time { for tree in trees { BareWalk(viewMode: .sourceAccurate).walk(tree) } }.wall
        let none = seconds(.none)
        let all = try RuleSet.resolve(configuration: configuration, preset: preset)
        let fileCosts = try all.syntaxRules.map { rule in
            let id = type(of: rule).description.id
            let alone = try RuleSet.resolve(configuration: configuration, preset: preset, only: [id])
            return (id: id, seconds: max(0, seconds(alone) - none - walk))
        }
        // Project rules read the index that the whole rule set's summaries make.
        let summaries = paths.indices.compactMap { index in
            FileLinter.analyze(source: sources[index], parsed: trees[index], path: paths[index], placement: placements[index], rules: all).summary
        }
        let index = ProjectIndex(layout: layout, files: summaries)
        let projectCosts = all.projectRules.map { rule in
            (id: type(of: rule).description.id + " (project)", seconds: time { _ = rule.check(index) }.wall)
        }
        costs = (fileCosts + projectCosts).sorted { $0.seconds > $1.seconds }
        sharedSeconds = none + walk
        togetherSeconds = seconds(all)
        fileCount = paths.count
        lineCount = sources.reduce(0) { $0 + $1.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }
    }

    /// Prints the `count` most expensive rules and the share of all rule time they take.
    func printMostExpensive(_ count: Int) {
        let total = costs.reduce(0) { $0 + $1.seconds }
        print(String(format: "rule profile over %d files (%d lines), one thread: rules %.3f s, shared %.3f s, all file rules together %.3f s",
                     fileCount, lineCount, total, sharedSeconds, togetherSeconds))
        for (rank, cost) in costs.prefix(count).enumerated() {
            let share = total > 0 ? cost.seconds / total * 100 : 0
            print("\(String(rank + 1).leftPadded(to: 3)). \(cost.id.padding(toLength: 52, withPad: " ", startingAt: 0)) "
                + String(format: "%8.1f ms  %5.1f%%", cost.seconds * 1000, share))
        }
    }
}

extension String {
    /// The string with spaces in front up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

/// A walk that visits every node and does nothing: the cost each rule's own pass repeats.
private final class BareWalk: SyntaxVisitor {}
