@testable import ArchitectCommandLine
import ArchitectCore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The items of issue 17 that no other suite covered: the README's opening and Install section,
/// `scripts/install` putting a binary on PATH that lints another folder, the pre-commit hooks'
/// use of `--changed-since`, runs that find no Swift file, and `--output` naming a linted file
/// through a symbolic link.
@Suite("The first hour: README, install, hooks")
struct FirstHourTests {
    static let root = ReleaseAndDocumentationTests.root

    /// The README up to its first heading after `## Install`'s own.
    static func installSection(of readme: String) -> String? {
        guard let start = readme.range(of: "\n## Install\n") else { return nil }
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test("The README opens with its two commands, says the example exits 1, and the Install section follows")
    func readmeOpening() throws {
        let readme = try ReleaseAndDocumentationTests.read("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Title, blank line, then the fenced block with the two commands.
        #expect(lines.count > 5 && lines[2] == "```sh", "\(lines.prefix(6))")
        #expect(lines[3].hasPrefix("swift run swiftui-architect lint Examples/Storefront"))
        #expect(lines[4].hasPrefix("swift test"))
        #expect(lines[5] == "```")
        let beforeInstall = try #require(readme.range(of: "\n## Install\n")).lowerBound
        let opening = readme[..<beforeInstall]
        #expect(opening.contains("exits with status 1 on purpose"))
        // Nothing but that note stands between the opening commands and Install.
        #expect(!opening.dropFirst(2).contains("\n#"), "a heading comes before ## Install")
        let install = try #require(Self.installSection(of: readme))
        for needle in ["scripts/install", "--prefix", "swift build -c release", "swiftui-architect lint /path/to/", "mint install",
                       "package:", "macOS", "network", "--version", "from: \""] {
            #expect(install.contains(needle), "the Install section does not mention \(needle)")
        }
        #expect(FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent("scripts/install").path))
    }

    @Test("The README's example lint exits 1, as the README says")
    func exampleExitsOne() {
        let run = CommandRun.run(["lint", "Examples/Storefront", "--quiet"], in: Self.root.path)
        #expect(run.code == CommandLineTool.ExitCode.findings, "\(run.err)")
        #expect(run.out.contains(": error: "))
    }

    @Test("The README documents the layer names, the pattern syntax and the precedence")
    func layersAreDocumented() throws {
        let readme = try ReleaseAndDocumentationTests.read("README.md")
        for layer in Configuration.knownLayers { #expect(readme.contains("`\(layer)`"), "the README does not name the layer \(layer)") }
        #expect(readme.contains("`*` and `?` patterns"))
        #expect(readme.contains("Precedence: a layer that lists the name exactly wins"))
        #expect(readme.contains("list the module by its exact name"))
    }

    /// Runs `scripts/install --prefix` with a stand-in `swift` first on PATH, whose release
    /// build is the debug executable these tests were built with (a real release build takes
    /// minutes): what is checked is the script's own work, the copy onto PATH and what it says.
    @Test("scripts/install puts a binary in PREFIX/bin that lints another folder from anywhere")
    func installScript() throws {
        let tool = try #require(OutputSafetyTests.executable, "the swiftui-architect executable is built beside the tests")
        let work = try TemporaryProject([
            "stub/swift": """
            #!/bin/sh
            # A stand-in for swift: the build is done already; --show-bin-path names its folder.
            case "$*" in
              *--show-bin-path*) echo "\(URL(fileURLWithPath: tool).deletingLastPathComponent().path)" ;;
              "build -c release --product swiftui-architect") ;;
              *) echo "unexpected: swift $*" >&2; exit 9 ;;
            esac
            """,
            "app/Sources/App/Card.swift": "import SwiftUI\nstruct Card: View { var body: some View { AnyView(Text(\"a\")) } }\n",
            "elsewhere/.keep": "",
        ])
        #expect(chmod(work.root + "/stub/swift", 0o755) == 0)
        let prefix = work.root + "/prefix"
        func shell(_ arguments: [String], path: String, in directory: String) throws -> (status: Int32, out: String, err: String) {
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = path
            environment.removeValue(forKey: "PREFIX")
            let run = try ProcessRun.run(arguments, environment: environment, in: directory)
            return (run.status, run.outText, run.errText)
        }
        let script = Self.root.appendingPathComponent("scripts/install").path
        let systemPath = "/usr/bin:/bin"
        let installed = try shell([script, "--prefix", prefix], path: work.root + "/stub:" + systemPath, in: work.root + "/elsewhere")
        #expect(installed.status == 0, "\(installed.out)\(installed.err)")
        #expect(installed.out.contains("installed \(prefix)/bin/swiftui-architect (\(CommandLineTool.version))"), "\(installed.out)")
        #expect(installed.out.contains("note: \(prefix)/bin is not on PATH"), "\(installed.out)")
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/swiftui-architect"))
        #expect(!FileManager.default.fileExists(atPath: prefix + "/bin/.swiftui-architect.new"))
        // Found through PATH, run from an unrelated folder, on another folder.
        let lint = try shell(["swiftui-architect", "lint", "--no-cache", "--rule", "diff-avoid-anyview", work.root + "/app"],
                             path: prefix + "/bin:" + systemPath, in: work.root + "/elsewhere")
        #expect(lint.status == 0, "\(lint.err)")
        #expect(lint.out.contains("Card.swift:2:43: warning: "), "\(lint.out)")
        // With the folder on PATH, no note; an unknown argument is refused before building.
        let again = try shell([script, "--prefix", prefix], path: work.root + "/stub:" + prefix + "/bin:" + systemPath, in: work.root)
        #expect(again.status == 0 && !again.out.contains("not on PATH"), "\(again.out)")
        let bad = try shell([script, "--prefixx", prefix], path: work.root + "/stub:" + systemPath, in: work.root)
        #expect(bad.status == 2 && bad.err.contains("unknown argument '--prefixx'"), "\(bad.err)")
    }

    @Test("Every pre-commit hook lints with --changed-since HEAD and lets git, not pre-commit, name the files")
    func preCommitHooksUseChangedSince() throws {
        let text = try ReleaseAndDocumentationTests.read(".pre-commit-hooks.yaml")
        let hooks = text.components(separatedBy: "\n- id: ").dropFirst()
        #expect(hooks.count == 3)
        for hook in hooks {
            let name = hook.prefix { $0 != "\n" }
            let entry = hook.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("entry:") } ?? ""
            #expect(entry.contains("swiftui-architect lint") && entry.hasSuffix("--changed-since HEAD"), "\(name): \(entry)")
            #expect(hook.contains("pass_filenames: false"), "\(name)")
        }
    }

    @Test("A run that finds no Swift file says so and exits 2: an empty folder, a folder of other files, a path to nothing Swift")
    func noSwiftFile() throws {
        let empty = try TemporaryProject()
        let none = CommandRun.run(["lint"], in: empty.root)
        #expect(none.code == 2)
        #expect(none.err.contains("no Swift file to lint in the current folder"), "\(none.err)")
        let other = try TemporaryProject(["README.md": "# hi\n", "Sources/main.c": "int main(void) { return 0; }\n", "App.swift": "struct A {}\n"])
        let sources = CommandRun.run(["lint", "Sources", "--format", "json"], in: other.root)
        #expect(sources.code == 2)
        #expect(sources.out.isEmpty, "no report for a run that checked nothing")
        #expect(sources.err.contains("no Swift file to lint in 'Sources'"), "\(sources.err)")
    }

    @Test("--output through a symbolic link to a file being linted is refused, and the file is kept")
    func outputLinkToAnInput() throws {
        let project = try TemporaryProject(["App.swift": "let v = AnyView(Text(\"a\"))\n"])
        #expect(symlink(project.root + "/App.swift", project.root + "/report.json") == 0)
        let run = CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--output", "report.json"], in: project.root)
        #expect(run.code == 2)
        #expect(run.err.contains("--output 'report.json' is one of the files being linted"), "\(run.err)")
        #expect(project.read("App.swift") == "let v = AnyView(Text(\"a\"))\n")
    }
}
