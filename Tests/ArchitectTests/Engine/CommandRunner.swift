import ArchitectEngine
import Foundation
import Synchronization

/// Runs the command line in-process and captures what it prints.
struct CommandRun {
    let code: Int32
    let out: String
    let err: String

    /// `lint` runs get `--no-cache` so tests never write to the user's cache folder.
    static func run(_ arguments: [String], in directory: String) -> CommandRun {
        var arguments = arguments
        if arguments.first == "lint", !arguments.contains("--no-cache") { arguments.insert("--no-cache", at: 1) }
        let out = Mutex("")
        let err = Mutex("")
        let console = Console(out: { text in out.withLock { $0 += text } }, err: { text in err.withLock { $0 += text } })
        // Like the executable's `main`, the command runs on a thread with a large stack.
        let finalArguments = arguments
        let code = ParallelMap.onLargeStack {
            CommandLineTool.run(arguments: finalArguments, console: console, workingDirectory: directory)
        }
        return CommandRun(code: code, out: out.withLock { $0 }, err: err.withLock { $0 })
    }

    /// The JSON output decoded as a dictionary.
    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(out.utf8))) as? [String: Any]
    }
}
