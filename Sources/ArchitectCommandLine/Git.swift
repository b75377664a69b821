import ArchitectCore
import Foundation

/// The few questions the command line asks git: which repository a folder is in, whether a
/// revision exists, which files changed since it, and what the tree looked like at it.
///
/// git is run as a child process (`git` found on `PATH`); every failure becomes a
/// `ConfigurationError` that names the flag it serves, so the command exits with status 2.
struct Git {
    /// The repository's top folder (absolute, symbolic links resolved).
    let root: String
    /// The flag the answers serve, for error messages (`--changed-since`).
    let flag: String

    /// The repository holding `directory`, or an error when there is none (or no git).
    init(containing directory: String, flag: String) throws(ConfigurationError) {
        self.flag = flag
        let output: String
        do {
            output = try Self.run(["rev-parse", "--show-toplevel"], in: directory, flag: flag)
        } catch {
            throw ConfigurationError("\(flag) needs a git repository, and '\(directory)' is not in one")
        }
        let top = output.trimmingCharacters(in: .newlines)
        guard !top.isEmpty else { throw ConfigurationError("\(flag) needs a git repository, and '\(directory)' is not in one") }
        root = Self.resolved(top)
    }

    /// The commit `revision` names, or an error naming the revision when git does not know it.
    func commit(_ revision: String) throws(ConfigurationError) -> String {
        // A revision that starts with `-` would be read as an option.
        guard !revision.hasPrefix("-"), !revision.isEmpty else {
            throw ConfigurationError("\(flag): '\(revision)' is not a git revision")
        }
        do {
            return try Self.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: root, flag: flag)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            throw ConfigurationError("\(flag): unknown git revision '\(revision)' in \(root) (try a branch, a tag or a commit, such as origin/main or HEAD~1)")
        }
    }

    /// The absolute paths of the files that differ from `commit`: changed in the working tree
    /// or the index (staged), added, and untracked files git does not ignore. Deleted files are
    /// listed too (nothing can be reported in them).
    func changedFiles(since commit: String) throws(ConfigurationError) -> Set<String> {
        var relative: [String] = []
        // `git diff REF` compares the working tree with REF; `--cached` adds what is staged
        // (the same files unless a staged change was undone in the working tree).
        for arguments in [["diff", "--name-only", "--no-renames", "-z", "--no-relative", commit, "--"],
                          ["diff", "--cached", "--name-only", "--no-renames", "-z", "--no-relative", commit, "--"],
                          ["ls-files", "--others", "--exclude-standard", "-z", "--full-name"]] {
            relative += try Self.run(arguments, in: root, flag: flag).split(separator: "\0").map(String.init)
        }
        return Set(relative.map { root + "/" + $0 })
    }

    /// Writes the tree of `commit` into `folder` (which must exist), without touching the
    /// repository, its index or its working tree.
    func export(_ commit: String, into folder: String) throws(ConfigurationError) {
        let archive = folder + "/.swiftui-architect-export.tar"
        _ = try Self.run(["archive", "--format=tar", "-o", archive, commit], in: root, flag: flag)
        defer { try? FileManager.default.removeItem(atPath: archive) }
        _ = try Self.run(["-xf", archive, "-C", folder], in: folder, flag: flag, executable: "tar")
    }

    /// `path` with symbolic links resolved, so that paths from git and from discovery compare.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Runs `git arguments` (or another `executable`) in `directory`; returns standard output,
    /// or throws with standard error when the process fails.
    static func run(_ arguments: [String], in directory: String, flag: String, executable: String = "git") throws(ConfigurationError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        // Plain output, whatever the user's settings: no pager, no prompts, C locale.
        environment["GIT_PAGER"] = "cat"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ConfigurationError("\(flag) needs \(executable), which could not be started (\(error.localizedDescription))")
        }
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let errorData = Locked(Data())
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData.get(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ConfigurationError("\(flag): \(executable) \(arguments.first ?? "") failed" + (message.isEmpty ? "" : ": " + message))
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A value behind a lock, for the reader thread of `Git.run` (and of the tests' child processes).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }

    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
