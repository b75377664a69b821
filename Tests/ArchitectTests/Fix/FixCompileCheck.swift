import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import Foundation
import Testing

/// Type-checks fix examples with `swiftc` against stand-ins for SwiftUI and Combine
/// (`Tests/FixStandIns`), so that a fix that writes code the compiler rejects fails its test on
/// Linux too.
///
/// The stand-in modules are built once per test run into a temporary folder. Each example is then
/// type-checked on its own with the stand-ins (and the prelude, which declares the model types and
/// helpers the examples share) imported implicitly, so an example needs no `import` line; a local
/// declaration shadows the prelude's. The `#Preview` macro's plugin does not exist here: its
/// "external macro implementation" error is dropped, and the macro's closure is still checked.
/// `DEBUG` is defined, so code under `#if DEBUG` is checked too. Availability is not checked (the host is Linux), so the fixes' deployment-target gates are
/// tested by the fix tests themselves.
enum FixCompileCheck {
    /// Where the stand-ins were built, or why they could not be.
    private static let modules: Result<String, BuildFailure> = buildModules()

    struct BuildFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The stand-ins' sources, found from this file's location (not from the working directory).
    static let standInFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FixStandIns")

    /// The compiler errors of `source`, one line each (`line:column: message`); empty when it type-checks.
    static func errors(in source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        switch modules {
        case .failure(let failure):
            return ["the stand-in modules did not build: \(failure.description)"]
        case .success(let folder):
            let file = folder + "/example-\(UUID().uuidString).swift"
            defer { try? FileManager.default.removeItem(atPath: file) }
            do {
                try source.write(toFile: file, atomically: false, encoding: .utf8)
            } catch {
                return ["could not write \(file): \(error)"]
            }
            let output = run(["-typecheck", "-swift-version", "5", "-I", folder, "-diagnostic-style=llvm", "-D", "DEBUG",
                              "-Xfrontend", "-import-module", "-Xfrontend", "FixPrelude", file])
            return output.text.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix(file + ":"), line.contains(": error: ") else { return nil }
                if line.contains("external macro implementation type 'PreviewsMacros.") { return nil }
                return String(line.dropFirst(file.count + 1))
            }
        }
    }

    /// The compiler errors of several files type-checked together as one module (`path: line:column: message`).
    static func errors(inFiles files: [String: String]) -> [String] {
        guard case .success(let folder) = modules else { return errors(in: "") }
        let runFolder = folder + "/run-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: runFolder) }
        var paths: [String: String] = [:]
        for (index, name) in files.keys.sorted().enumerated() {
            let path = runFolder + "/\(index)-" + name.replacingOccurrences(of: "/", with: "_")
            paths[path] = name
            do {
                try FileManager.default.createDirectory(atPath: runFolder, withIntermediateDirectories: true)
                try (files[name] ?? "").write(toFile: path, atomically: false, encoding: .utf8)
            } catch {
                return ["could not write \(path): \(error)"]
            }
        }
        let output = run(["-typecheck", "-swift-version", "5", "-I", folder, "-diagnostic-style=llvm", "-D", "DEBUG",
                          "-Xfrontend", "-import-module", "-Xfrontend", "FixPrelude"] + paths.keys.sorted())
        return output.text.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": error: "), !line.contains("external macro implementation type 'PreviewsMacros."),
                  let path = paths.keys.first(where: { line.hasPrefix($0 + ":") }), let name = paths[path] else { return nil }
            return name + ":" + line.dropFirst(path.count + 1)
        }
    }

    /// Records an issue when the files of a run do not type-check together.
    static func expectCompiles(files: [String: String], _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found = errors(inFiles: files)
        guard !found.isEmpty else { return }
        Issue.record("the \(what) does not type-check:\n\(found.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    /// Records an issue when `source` does not type-check; `what` names it in the message.
    static func expectCompiles(_ source: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found = errors(in: source)
        guard !found.isEmpty else { return }
        Issue.record("the \(what) does not type-check:\n\(found.joined(separator: "\n"))\n--- source:\n\(numbered(source))",
                     sourceLocation: sourceLocation)
    }

    private static func numbered(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { "\($0.offset + 1)\t\($0.element)" }.joined(separator: "\n")
    }

    private static func buildModules() -> Result<String, BuildFailure> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fix-standins-\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(BuildFailure(description: "could not create \(folder): \(error)"))
        }
        for module in ["Combine", "SwiftUI", "FixPrelude"] {
            let source = standInFolder.appendingPathComponent(module + ".swift").path
            let output = run(["-emit-module", "-parse-as-library", "-swift-version", "5", "-module-name", module, "-I", folder,
                              "-emit-module-path", folder + "/" + module + ".swiftmodule", source])
            guard output.status == 0 else {
                return .failure(BuildFailure(description: "\(module): \(output.text.prefix(2_000))"))
            }
        }
        return .success(folder)
    }

    /// Runs `swiftc` (from PATH) and returns its exit status and combined output.
    private static func run(_ arguments: [String]) -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "could not start swiftc: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
