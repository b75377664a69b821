import ArchitectCore
import ArchitectEngine
import ArchitectProject
import Foundation
import SwiftParser

/// Generates a synthetic codebase, then times parse-only and a full lint in the same run.
///
/// Usage: swiftui-architect-bench [--files N] [--lines N] [--jobs N] [--preset NAME] [--keep]
var files = 2_000
var linesPerFile = 150
var jobs = ParallelMap.defaultJobs
var presetName = "all"
var keep = false
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    switch flag {
    case "--files": files = Int(arguments.removeFirst()) ?? files
    case "--lines": linesPerFile = Int(arguments.removeFirst()) ?? linesPerFile
    case "--jobs": jobs = Int(arguments.removeFirst()) ?? jobs
    case "--preset": presetName = arguments.removeFirst()
    case "--keep": keep = true
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

func time(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
}

let root = FileManager.default.temporaryDirectory.appendingPathComponent("sa-bench-\(files)-\(linesPerFile)").path
try? FileManager.default.removeItem(atPath: root)
let corpus = try CorpusGenerator(files: files, linesPerFile: linesPerFile).generate(at: root)
print("corpus: \(corpus.files) files, \(corpus.lines) lines, jobs \(jobs), preset \(presetName)")

var configuration = Configuration(baseDirectory: root)
let discovered = try Discovery.discover(paths: [root], configuration: configuration, workingDirectory: root)
let paths = discovered.swiftFiles

// Parse only: read and parse every file once, in parallel, with the same workers.
let parseSeconds = time {
    _ = ParallelMap.map(count: paths.count, jobs: jobs) { index -> Int in
        let data = FileManager.default.contents(atPath: paths[index]) ?? Data()
        let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
        return tree.statements.count
    }
}

var options = LintOptions()
options.paths = [root]
options.workingDirectory = root
options.jobs = jobs
options.preset = try Configuration.parsePreset(presetName)
var findingCount = 0
let lintSeconds = try time {
    let result = try Linter(configuration: configuration, options: options).run()
    findingCount = result.findings.count
}
let linesPerSecond = Double(corpus.lines) / lintSeconds
print(String(format: "parse only:  %.2f s  (%.0f lines/s)", parseSeconds, Double(corpus.lines) / parseSeconds))
print(String(format: "lint:        %.2f s  (%.0f lines/s, %d findings)", lintSeconds, linesPerSecond, findingCount))
print(String(format: "ratio lint/parse: %.2f", lintSeconds / parseSeconds))
print(String(format: "peak memory: %.0f MiB", peakMemoryMiB()))
if !keep { try? FileManager.default.removeItem(atPath: root) } else { print("corpus kept at \(root)") }
