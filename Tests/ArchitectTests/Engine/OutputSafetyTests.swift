import ArchitectEngine
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("--output and standard streams never destroy or crash")
struct OutputSafetyTests {
    let project: TemporaryProject

    init() throws {
        project = try TemporaryProject(["App.swift": "let v = AnyView(Text(\"a\"))\n"])
    }

    func lint(_ extra: [String]) -> CommandRun {
        CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--format", "json"] + extra, in: project.root)
    }

    func kind(_ path: String) -> mode_t {
        var status = stat()
        lstat(path, &status)
        return status.st_mode & S_IFMT
    }

    @Test("A FIFO is written through and stays a FIFO")
    func fifoStaysAFIFO() throws {
        let fifo = project.root + "/report.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader that is open before the run, so the writer does not wait; the small report
        // fits in the pipe's buffer and is read after the run.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let run = lint(["--output", fifo])
        #expect(run.code == 0, "\(run.err)")
        #expect(kind(fifo) == S_IFIFO)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = read(reader, &buffer, buffer.count)
        #expect(count > 0 && String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).contains("diff-avoid-anyview"))
    }

    @Test("A character device is written through and stays a device")
    func deviceStaysADevice() throws {
        guard getuid() == 0 else { return }  // only root can make device nodes
        let device = project.root + "/null"
        // Major 1, minor 3 is the null device (the small-number encoding of makedev).
        #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        let run = lint(["--output", device])
        #expect(run.code == 0, "\(run.err)")
        #expect(kind(device) == S_IFCHR)
    }

    @Test("A symbolic link stays a link and its target gets the report")
    func symlinkStaysALink() throws {
        try project.write("real.json", Data())
        let link = project.root + "/link.json"
        #expect(symlink(project.root + "/real.json", link) == 0)
        #expect(lint(["--output", link]).code == 0)
        #expect(kind(link) == S_IFLNK)
        let written = try String(contentsOfFile: project.root + "/real.json", encoding: .utf8)
        #expect(written.contains("diff-avoid-anyview"))
    }

    @Test("A symbolic link to nothing is refused, and stays a link")
    func danglingSymlinkIsRefused() throws {
        let link = project.root + "/dangling.json"
        #expect(symlink(project.root + "/absent/report.json", link) == 0)
        let run = lint(["--output", "dangling.json"])
        #expect(run.code == 2)
        #expect(run.err.contains("--output 'dangling.json' is a symbolic link to a file that does not exist"), "\(run.err)")
        #expect(kind(link) == S_IFLNK)
    }

    @Test("A file being linted, or a folder, is refused with a usage error naming the flag")
    func inputsAndFoldersAreRefused() throws {
        let before = try String(contentsOfFile: project.root + "/App.swift", encoding: .utf8)
        let run = lint(["--output", "App.swift"])
        #expect(run.code == 2)
        #expect(run.err.contains("--output 'App.swift' is one of the files being linted"))
        #expect(try String(contentsOfFile: project.root + "/App.swift", encoding: .utf8) == before)
        let folder = lint(["--output", "."])
        #expect(folder.code == 2)
        #expect(folder.err.contains("is a folder"))
    }

    @Test("A regular file is replaced and no temporary file is left beside it")
    func regularFileIsReplaced() throws {
        #expect(lint(["--output", "out.json"]).code == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: project.root)
        #expect(names.filter { $0.hasSuffix(".tmp") }.isEmpty)
        #expect(try String(contentsOfFile: project.root + "/out.json", encoding: .utf8).contains("\"findings\""))
    }

    /// The built command-line tool, beside the test bundle.
    static var executable: String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("swiftui-architect").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    @Test("Closed or full standard output gives exit 3 and a message on standard error")
    func closedStandardOutput() throws {
        let tool = try #require(Self.executable, "the swiftui-architect executable is built beside the tests")
        for redirect in [">&-", ">/dev/full"] {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", "'\(tool)' lint --no-cache --rule diff-avoid-anyview . \(redirect)"]
            shell.currentDirectoryURL = URL(fileURLWithPath: project.root)
            let errors = Pipe()
            shell.standardError = errors
            try shell.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            shell.waitUntilExit()
            #expect(shell.terminationStatus == 3, "\(redirect): \(message)")
            #expect(message.contains("could not write to standard output"), "\(redirect): \(message)")
        }
    }
}
