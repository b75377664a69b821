@testable import ArchitectCommandLine
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the executable prints on each stream, captured from a pseudo-terminal or a pipe.
private struct Captured {
    var status: Int32 = -1
    var out = ""
    var err = ""
}

/// One stream of the child: the slave end of a pseudo-terminal (the child sees a terminal), or a pipe.
private final class Stream: Sendable {
    let reader: Int32
    let writer: Int32

    init(terminal: Bool) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        if terminal {
            guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw TerminalTestError("openpty failed: errno \(errno)") }
        } else {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw TerminalTestError("pipe failed") }
            (master, slave) = (ends[0], ends[1])
        }
        (reader, writer) = (master, slave)
    }

    /// Everything written until the last writer closed (a terminal's master then reads `EIO`).
    func readAll() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(reader, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        close(reader)
        // A terminal turns each "\n" into "\r\n" on output; undo that to compare lines.
        return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }
}

private struct TerminalTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@Suite("Terminal output: colour and progress", .serialized)
struct TerminalOutputTests {
    static let escape = "\u{1B}["

    /// A project with one warning and one error finding.
    static func project() throws -> TemporaryProject {
        try TemporaryProject([
            "A.swift": "let a = AnyView(x)\n",
            "B.swift": "let b = AnyView(y)\n",
            "C.swift": "struct C {}\n",
            ".swiftui-architect.json": #"{"rules": {"diff-avoid-anyview": "warning"}}"#,
        ])
    }

    /// Runs the built executable with stdout and stderr each on a terminal or a pipe.
    private func run(_ arguments: [String], in directory: String, terminalOut: Bool, terminalErr: Bool,
                     environment extra: [String: String] = [:]) throws -> Captured {
        let tool = try #require(OutputSafetyTests.executable, "the swiftui-architect executable is built beside the tests")
        let out = try Stream(terminal: terminalOut)
        let err = try Stream(terminal: terminalErr)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["TERM"] = "xterm-256color"
        // The progress line shows at once, so that a short run shows it.
        environment["SWIFTUI_ARCHITECT_PROGRESS_DELAY"] = "0"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.standardOutput = FileHandle(fileDescriptor: out.writer, closeOnDealloc: false)
        process.standardError = FileHandle(fileDescriptor: err.writer, closeOnDealloc: false)
        try process.run()
        // Only the child holds the writing ends now, so reading ends when it exits.
        close(out.writer)
        close(err.writer)
        var captured = Captured()
        let errText = CapturedText()
        let errDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errText.append(err.readAll())
            errDone.signal()
        }
        captured.out = out.readAll()
        errDone.wait()
        captured.err = errText.text
        process.waitUntilExit()
        captured.status = process.terminationStatus
        return captured
    }

    private let lint = ["lint", "--no-cache", "--rule", "diff-avoid-anyview"]

    @Test("On a terminal: severities in colour on stdout, a progress line on stderr that is cleared at the end")
    func terminal() throws {
        let project = try Self.project()
        let run = try run(lint, in: project.root, terminalOut: true, terminalErr: true)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("A.swift:1:9: \u{1B}[1;33mwarning\u{1B}[0m: "), "\(run.out.debugDescription)")
        #expect(run.out.contains("\u{1B}[2m[diff-avoid-anyview]\u{1B}[0m\n"), "\(run.out.debugDescription)")
        #expect(run.err.contains("\rlinting: 3/3 files"), "\(run.err.debugDescription)")
        // The line is cleared before the notes and the summary, which then start at the left margin.
        #expect(run.err.contains("\r\u{1B}[Knote: no iOS deployment target"), "\(run.err.debugDescription)")
        #expect(run.err.contains("\n2 findings"), "\(run.err.debugDescription)")
    }

    @Test("Errors are red and notes blue")
    func severityColours() throws {
        let project = try Self.project()
        try project.write(".swiftui-architect.json", #"{"rules": {"diff-avoid-anyview": "error"}}"#)
        let errors = try run(lint, in: project.root, terminalOut: true, terminalErr: false)
        #expect(errors.out.contains("\u{1B}[1;31merror\u{1B}[0m"), "\(errors.out.debugDescription)")
        try project.write(".swiftui-architect.json", #"{"rules": {"diff-avoid-anyview": "info"}}"#)
        let notes = try run(lint, in: project.root, terminalOut: true, terminalErr: false)
        #expect(notes.out.contains("\u{1B}[34mnote\u{1B}[0m"), "\(notes.out.debugDescription)")
    }

    @Test("Into pipes: no escape code and no progress line")
    func piped() throws {
        let project = try Self.project()
        let run = try run(lint, in: project.root, terminalOut: false, terminalErr: false)
        #expect(run.status == 0)
        #expect(run.out.contains("A.swift:1:9: warning: "))
        #expect(!run.out.contains(Self.escape) && !run.err.contains(Self.escape), "\(run.out.debugDescription) \(run.err.debugDescription)")
        #expect(!run.out.contains("\r") && !run.err.contains("\r") && !run.err.contains("linting:"), "\(run.err.debugDescription)")
        // Only the stream that is a terminal gets its treatment.
        let mixed = try self.run(lint, in: project.root, terminalOut: false, terminalErr: true)
        #expect(!mixed.out.contains(Self.escape))
        #expect(mixed.err.contains("linting: 3/3 files"))
    }

    @Test("The assumed deployment target: one note on stderr, none on stdout (the JSON stays clean), none with --quiet")
    func assumedTargetNote() throws {
        let project = try Self.project()
        let run = try run(lint + ["--format", "json"], in: project.root, terminalOut: false, terminalErr: false)
        #expect(run.status == 0, "\(run.err)")
        let json = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
        #expect(json?["findings"] != nil, "\(run.out)")
        #expect(!run.out.contains("deployment target"))
        #expect(run.err.components(separatedBy: "no iOS deployment target").count == 2, "\(run.err)")
        #expect(run.err.contains("assumed iOS 17.0 (the recommended preset's default)"), "\(run.err)")
        let quiet = try self.run(lint + ["--format", "json", "--quiet"], in: project.root, terminalOut: false, terminalErr: true)
        #expect(quiet.err.isEmpty, "\(quiet.err.debugDescription)")
    }

    @Test("A terminal gets neither colour nor progress with NO_COLOR, --quiet or --color never")
    func turnedOff() throws {
        let project = try Self.project()
        let cases: [(arguments: [String], environment: [String: String])] = [
            (lint, ["NO_COLOR": "1"]),
            (lint + ["--quiet"], [:]),
            (lint, ["TERM": "dumb"]),
        ]
        for (arguments, environment) in cases {
            let run = try run(arguments, in: project.root, terminalOut: true, terminalErr: true, environment: environment)
            #expect(run.status == 0)
            #expect(run.out.contains("A.swift:1:9: warning: "), "\(arguments) \(environment)")
            #expect(!run.out.contains(Self.escape) && !run.err.contains(Self.escape), "\(arguments) \(environment): \(run.err.debugDescription)")
            #expect(!run.err.contains("linting:"), "\(arguments) \(environment)")
        }
        let never = try run(lint + ["--color", "never"], in: project.root, terminalOut: true, terminalErr: false)
        #expect(!never.out.contains(Self.escape))
    }

    @Test("--color always colours a pipe; a bad --color value is a usage error")
    func colorFlag() throws {
        let project = try Self.project()
        let always = CommandRun.run(lint + ["--color", "always"], in: project.root)
        #expect(always.out.contains("\u{1B}[1;33mwarning\u{1B}[0m"))
        let json = CommandRun.run(lint + ["--color", "always", "--format", "json"], in: project.root)
        #expect(!json.out.contains(Self.escape), "colour is for the text report only")
        let bad = CommandRun.run(lint + ["--color", "alway"], in: project.root)
        #expect(bad.code == 2)
        #expect(bad.err.contains("--color must be auto, always or never, not 'alway' (did you mean 'always'?)"), "\(bad.err)")
    }

    @Test("The progress line waits for its delay, and is cleared only when it was drawn")
    func progressLine() {
        let written = CapturedText()
        let slow = ProgressLine(write: { written.append($0) }, delay: 60)
        for _ in 0..<5 { slow.advance(total: 5) }
        slow.finish()
        #expect(written.text.isEmpty)
        let fast = ProgressLine(write: { written.append($0) }, delay: 0)
        for _ in 0..<3 { fast.advance(total: 3) }
        fast.finish()
        #expect(written.text.hasPrefix("\rlinting: 1/3 files"))
        #expect(written.text.hasSuffix("\rlinting: 3/3 files\r\u{1B}[K"))
    }
}
