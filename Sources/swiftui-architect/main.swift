import ArchitectEngine
import Foundation

let code = CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(code)
