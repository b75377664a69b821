@testable import ArchitectCommandLine
import Foundation
import Testing

/// Unknown values get the nearest valid spelling, and SwiftLint's habits a pointer to what this
/// tool calls the same thing. Each is a usage error (exit code 2).
@Suite("Command-line suggestions")
struct CommandLineHabitTests {
    func error(_ arguments: [String], in directory: String) -> String {
        let run = CommandRun.run(arguments, in: directory)
        #expect(run.code == 2, "\(arguments)")
        return run.err
    }

    @Test("A misspelt value of --format, --preset, an ID or a graph format gets a suggestion")
    func misspeltValues() throws {
        let project = try TemporaryProject(["A.swift": "let a = 1\n"])
        #expect(error(["lint", "--format", "sarfi"], in: project.root).contains("unknown format 'sarfi' (did you mean 'sarif'?)"))
        #expect(error(["rules", "--preset", "clnic"], in: project.root).contains("unknown preset 'clnic' (did you mean 'clinic'?)"))
        #expect(error(["rules", "--format", "markdwn"], in: project.root).contains("(did you mean 'markdown'?)"))
        #expect(error(["explain", "diff-avoid-anyveiw"], in: project.root).contains("(did you mean 'diff-avoid-anyview'?)"))
        #expect(error(["graph", "--format", "mermiad"], in: project.root).contains("unknown graph format 'mermiad' (did you mean 'mermaid'?)"))
        #expect(error(["lint", "--preset", "recomended"], in: project.root).contains("(did you mean 'recommended'?)"))
    }

    @Test("SwiftLint's lint --fix, --reporter and version point to fix, --format and --version")
    func swiftLintHabits() throws {
        let project = try TemporaryProject(["A.swift": "let a = 1\n"])
        #expect(error(["lint", "--fix"], in: project.root).contains("unknown option '--fix'; to rewrite what can be fixed, run 'swiftui-architect fix'"))
        #expect(error(["lint", "--reporter", "json"], in: project.root).contains("unknown option '--reporter'; use --format"))
        #expect(error(["lint", "--reporter=json"], in: project.root).contains("use --format"))
        #expect(error(["version"], in: project.root).contains("use 'swiftui-architect --version'"))
        #expect(error(["autocorrect"], in: project.root).contains("use 'swiftui-architect fix'"))
        #expect(error(["--fix"], in: project.root).contains("run 'swiftui-architect fix'"))
    }
}
