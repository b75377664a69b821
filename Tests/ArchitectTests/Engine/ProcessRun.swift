@testable import ArchitectCommandLine
import Foundation

/// A child process run to its end, with what it printed on each stream.
struct ProcessRun {
    let status: Int32
    let out: Data
    let err: Data

    var outText: String { String(decoding: out, as: UTF8.self) }
    var errText: String { String(decoding: err, as: UTF8.self) }

    /// Runs `arguments` through `/usr/bin/env` (so the first is looked up on the environment's
    /// `PATH`), with `environment` as its whole environment, and waits for it. Standard error is
    /// drained on another thread, so a chatty child cannot fill one pipe while the other is read.
    static func run(_ arguments: [String], environment: [String: String], in directory: String? = nil) throws -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errorData = Locked(Data())
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorData.set(err.fileHandleForReading.readDataToEndOfFile())
            drained.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return ProcessRun(status: process.terminationStatus, out: outData, err: errorData.get())
    }
}
