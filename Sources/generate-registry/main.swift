import ArchitectRegistryGenerator
import Foundation

// Rewrites Sources/ArchitectRules/Registry+Generated.swift; run from the package root
// (scripts/generate-registry does). Exits 1 when a rule file is misnamed or misplaced.
let root = CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath
do {
    let output = try RegistryGenerator.generate(packageRoot: root)
    try output.text.write(toFile: root + "/" + RegistryGenerator.generatedPath, atomically: true, encoding: .utf8)
    for problem in output.problems { FileHandle.standardError.write(Data((problem + "\n").utf8)) }
    exit(output.problems.isEmpty ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("generate-registry: \(error)\n".utf8))
    exit(2)
}
