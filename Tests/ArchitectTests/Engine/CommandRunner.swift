import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
@testable import ArchitectCommandLine
import ArchitectEngine
import Foundation

/// Runs the command line in-process and captures what it prints.
struct CommandRun {
    let code: Int32
    let out: String
    let err: String

    /// `lint` runs get `--no-cache` so tests never write to the user's cache folder (unless
    /// they name a cache folder of their own with `--cache-path`).
    static func run(_ arguments: [String], in directory: String) -> CommandRun {
        var arguments = arguments
        if arguments.first == "lint", !arguments.contains("--no-cache"), !arguments.contains("--cache-path") { arguments.insert("--no-cache", at: 1) }
        let out = CapturedText()
        let err = CapturedText()
        let console = Console(out: { out.append($0) }, err: { err.append($0) })
        // Like the executable's `main`, the command runs on a thread with a large stack.
        let finalArguments = arguments
        let code = ParallelMap.onLargeStack {
            CommandLineTool.run(arguments: finalArguments, console: console, workingDirectory: directory)
        }
        return CommandRun(code: code, out: out.text, err: err.text)
    }

    /// The JSON output decoded as a dictionary.
    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(out.utf8))) as? [String: Any]
    }
}

/// Text written from any thread, behind a lock (`Mutex` needs macOS 15; the package supports macOS 13).
final class CapturedText: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = ""

    func append(_ text: String) {
        lock.lock()
        stored += text
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
