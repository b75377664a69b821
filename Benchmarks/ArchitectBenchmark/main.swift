import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import ArchitectProject
import Foundation
import SwiftParser

/// Generates a synthetic codebase, then times parse-only and a full lint in the same run.
///
/// Usage: swiftui-architect-bench [--files N] [--lines N] [--jobs N] [--preset NAME] [--repeat N] [--keep]
///                               [--profile-rules N] [--top N] [--corpus DIR] [--session] [--every-call]
///
/// `--session` measures instead the time from a change of one buffer (the largest file, about
/// `--lines` long) to its diagnostics through the workspace of `swiftui-architect lsp`, over
/// `--repeat` changes (at least 20).
///
/// Each phase runs `--repeat` times (default 1), alternating parse-only and lint, and the best
/// (lowest) wall-clock and CPU times are reported: on a shared machine the minimum is the figure
/// least disturbed by other processes. CPU time is the process's user and system time, summed
/// over all worker threads; CPU over wall time (of the fastest run) says how many cores were busy.
///
/// `--profile-rules N` then times every rule of the preset over the first N files (already parsed,
/// one thread; file rules inside the shared walk, see `RuleProfile`) and prints the `--top`
/// (default 10) most expensive ones.
/// `--corpus DIR` measures an existing project (a real app) instead of a generated one.
/// `--every-call` lints with every call and member access handed to every rule that visits them
/// (`RuleSet.handingEveryCall()`): the dispatch before rules named what they look at.
var files = 2_000
var linesPerFile = 150
var jobs = ParallelMap.defaultJobs
var presetName = "all"
var keep = false
var session = false
var repetitions = 1
var profiledFiles = 0
var topRules = 10
var corpusDirectory: String?
/// Hand every call and member access to every rule that visits them, ignoring `calledNames` and
/// `memberNames`: the dispatch before rules named what they look at, for comparison.
var everyCall = false
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    switch flag {
    case "--files": files = Int(arguments.removeFirst()) ?? files
    case "--lines": linesPerFile = Int(arguments.removeFirst()) ?? linesPerFile
    case "--jobs": jobs = Int(arguments.removeFirst()) ?? jobs
    case "--preset": presetName = arguments.removeFirst()
    case "--repeat": repetitions = max(1, Int(arguments.removeFirst()) ?? repetitions)
    case "--keep": keep = true
    case "--profile-rules": profiledFiles = max(0, Int(arguments.removeFirst()) ?? 0)
    case "--top": topRules = max(1, Int(arguments.removeFirst()) ?? topRules)
    case "--corpus": corpusDirectory = URL(fileURLWithPath: arguments.removeFirst()).standardizedFileURL.path
    case "--session": session = true
    case "--every-call": everyCall = true
    default:
        FileHandle.standardError.write(Data("unknown option \(flag)\n".utf8))
        exit(2)
    }
}

/// Peak resident memory of this process, in MiB (Linux `VmHWM`).
func peakMemoryMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kilobytes / 1024
}

/// CPU time used so far by the whole process (every thread), in seconds.
func processCPUSeconds() -> Double {
    var spec = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec) == 0 else { return 0 }
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// Wall-clock and CPU seconds of one run of `body`.
struct Timing {
    var wall: Double
    var cpu: Double
    /// CPU time over wall time of the run with the lowest wall time: how many cores were busy
    /// on average (at most `--jobs`).
    var cores: Double

    /// The lower of each figure, and the busy cores of the faster run.
    func best(_ other: Timing?) -> Timing {
        guard let other else { return self }
        return Timing(wall: min(wall, other.wall), cpu: min(cpu, other.cpu), cores: wall <= other.wall ? cores : other.cores)
    }
}

func time(_ body: () throws -> Void) rethrows -> Timing {
    let start = Date()
    let startCPU = processCPUSeconds()
    try body()
    let wall = Date().timeIntervalSince(start), cpu = processCPUSeconds() - startCPU
    return Timing(wall: wall, cpu: cpu, cores: wall > 0 ? cpu / wall : 0)
}

let root = corpusDirectory ?? FileManager.default.temporaryDirectory.appendingPathComponent("sa-bench-\(files)-\(linesPerFile)").path
let corpus: (files: Int, lines: Int)
if corpusDirectory != nil {
    corpus = try CorpusGenerator.measure(root)
} else {
    try? FileManager.default.removeItem(atPath: root)
    corpus = try CorpusGenerator(files: files, linesPerFile: linesPerFile).generate(at: root)
}
print("corpus: \(corpus.files) files, \(corpus.lines) lines, jobs \(jobs), preset \(presetName)")
if session {
    try SessionLatency.run(root: root, preset: Configuration.parsePreset(presetName), edits: max(20, repetitions))
    if !keep && corpusDirectory == nil { try? FileManager.default.removeItem(atPath: root) }
    exit(0)
}

var configuration = Configuration(baseDirectory: root)
let discovered = try Discovery.discover(paths: [root], configuration: configuration, workingDirectory: root)
let paths = discovered.swiftFiles

var options = LintOptions()
options.paths = [root]
options.workingDirectory = root
options.jobs = jobs
options.preset = try Configuration.parsePreset(presetName)
var findingCount = 0
var parseTiming: Timing?
var lintTiming: Timing?
for _ in 0..<repetitions {
    // Parse only: read and parse every file once, in parallel, with the same workers.
    parseTiming = time {
        _ = ParallelMap.map(count: paths.count, jobs: jobs) { index -> Int in
            let data = FileManager.default.contents(atPath: paths[index]) ?? Data()
            let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
            return tree.statements.count
        }
    }.best(parseTiming)
    lintTiming = try time {
        let linter = try Linter(configuration: configuration, options: options)
        let result = try everyCall ? Linter(configuration: configuration, options: options, rules: linter.rules.handingEveryCall()).run() : linter.run()
        findingCount = result.findings.count
    }.best(lintTiming)
}
let parse = parseTiming ?? Timing(wall: 0, cpu: 0, cores: 0)
let lint = lintTiming ?? Timing(wall: 0, cpu: 0, cores: 0)
let lines = Double(corpus.lines)
if repetitions > 1 { print("best of \(repetitions) runs") }
print(String(format: "parse only:  %.2f s  (%.0f lines/s)  cpu %.2f s  cpu/wall %.2f", parse.wall, lines / parse.wall, parse.cpu, parse.cores))
print(String(format: "lint:        %.2f s  (%.0f lines/s, %d findings)  cpu %.2f s  cpu/wall %.2f", lint.wall, lines / lint.wall, findingCount, lint.cpu, lint.cores))
print(String(format: "ratio lint/parse: %.2f  (cpu %.2f)", lint.wall / parse.wall, lint.cpu / parse.cpu))
print(String(format: "peak memory: %.0f MiB", peakMemoryMiB()))
if profiledFiles > 0 {
    let layout = try Linter(configuration: configuration, options: options).layout(of: discovered)
    let profile = try RuleProfile(paths: Array(paths.prefix(profiledFiles)), layout: layout, configuration: configuration, preset: options.preset)
    profile.printMostExpensive(topRules)
}
if corpusDirectory == nil {
    if !keep { try? FileManager.default.removeItem(atPath: root) } else { print("corpus kept at \(root)") }
}
