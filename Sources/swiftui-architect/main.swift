import ArchitectCommandLine
import ArchitectCore
import ArchitectSyntax
import Foundation

// The command runs on a thread with a large stack: deeply nested code must not overflow the
// main thread's (see ParallelMap).
let arguments = Array(CommandLine.arguments.dropFirst())
let code = ParallelMap.onLargeStack { CommandLineTool.run(arguments: arguments) }
exit(code)
