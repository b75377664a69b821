import Foundation
import Testing

/// Whether to run the SwiftPM plugin tests: each builds the whole tool again inside a nested
/// `swift` invocation, which takes about a minute, so they run only on request.
private let pluginTestsEnabled = ProcessInfo.processInfo.environment["SWIFTUI_ARCHITECT_PLUGIN_TESTS"] == "1"

/// Runs the command plugin and the build-tool plugin on `Tests/Fixtures/PluginConsumer`, a
/// package that depends on this one by path. Set `SWIFTUI_ARCHITECT_PLUGIN_TESTS=1` to run them.
@Suite("SwiftPM plugins", .enabled(if: pluginTestsEnabled, "set SWIFTUI_ARCHITECT_PLUGIN_TESTS=1 to run"), .serialized)
struct PluginTests {
    /// The fixture package.
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/PluginConsumer")
    /// The nested build's own scratch folder, so it never locks or dirties the outer build.
    static let scratch = "/tmp/swiftui-architect-plugin-consumer-build"

    /// Runs `swift` with `arguments` in the fixture; returns the exit status and everything printed.
    private func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = Self.fixture
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("The build-tool plugin lints the target during a build and prints Xcode-style warnings")
    func buildToolPlugin() throws {
        // A fresh scratch folder, so the lint command is sure to run.
        try? FileManager.default.removeItem(atPath: Self.scratch)
        let run = try swift(["build", "--scratch-path", Self.scratch])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("Sources/ConsumerViews/Badge.swift:17:25: warning:"), "\(run.output)")
        #expect(run.output.contains("[diff-avoid-anyview]"))
        // The analysis cache lives in the plugin's work directory, holding every linted file.
        let caches = Self.cacheFiles(under: Self.scratch)
        #expect(caches.count == 1, "\(caches)")
        // Entries are keyed by the path relative to the project root, so the checkout can move.
        let badge = "Sources/ConsumerViews/Badge.swift"
        let cached = caches.first.flatMap { FileManager.default.contents(atPath: $0) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(cached.contains(badge.replacingOccurrences(of: "/", with: "\\/")) || cached.contains(badge), "\(cached.prefix(500))")
        // The next build runs the command again, which answers from the cache: the findings still show.
        let again = try swift(["build", "--scratch-path", Self.scratch])
        #expect(again.status == 0, "\(again.output)")
        #expect(again.output.contains("Sources/ConsumerViews/Badge.swift:17:25: warning:"), "\(again.output)")
        #expect(Self.cacheFiles(under: Self.scratch) == caches)
    }

    /// The linter's cache files under `folder` (`…/cache/swiftui-architect/<key>.cache`).
    static func cacheFiles(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".cache"), path.contains("cache/swiftui-architect/") { found.append(folder + "/" + path) }
        }
        return found.sorted()
    }

    @Test("`swift package lint` lints the targets and prints findings with absolute paths")
    func commandPlugin() throws {
        let run = try swift(["package", "--scratch-path", Self.scratch, "lint"])
        #expect(run.status == 0, "\(run.output)")
        let badge = Self.fixture.appendingPathComponent("Sources/ConsumerViews/Badge.swift").standardizedFileURL.path
        #expect(run.output.contains("\(badge):17:25: warning:"), "\(run.output)")
        #expect(run.output.contains("[diff-avoid-anyview]"))
    }

    @Test("Lint options pass through, and a failing run fails the command")
    func commandPluginStrict() throws {
        let run = try swift(["package", "--scratch-path", Self.scratch, "lint", "--target", "ConsumerViews", "--strict"])
        #expect(run.status != 0, "\(run.output)")
        #expect(run.output.contains("findings that fail the run"), "\(run.output)")
    }
}
