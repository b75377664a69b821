import Foundation

/// A git repository in a temporary folder, for tests of `--changed-since` and `graph --compare`.
final class GitRepository {
    let project: TemporaryProject
    var root: String { project.root }

    init(_ files: [String: String]) throws {
        project = try TemporaryProject(files)
        try git("init", "-q")
        try git("config", "user.name", "Test")
        try git("config", "user.email", "test@example.com")
        try git("config", "commit.gpgsign", "false")
    }

    /// Runs git in the repository; throws when it fails.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "git", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: arguments.joined(separator: " ")])
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Stages everything and commits it.
    func commitAll(_ message: String = "commit") throws {
        try git("add", "-A")
        try git("commit", "-q", "-m", message)
    }

    func write(_ path: String, _ contents: String) throws { try project.write(path, contents) }
}
