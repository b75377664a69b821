import ArchitectCore
import ArchitectSyntax
import Foundation
import Testing

/// The false-positive corpus of the default preset: `Tests/Fixtures/RecommendedClean`.
///
/// The fixture is a small iOS 17 news reader written the way the `recommended` preset asks for,
/// with traps on purpose (forbidden constructs in comments and strings, look-alike names such as
/// `NavigationViewModel` and `PublishedArticle`, `@testable import` under `Tests/`), plus
/// `Legacy/`, an iOS 16 package that correctly uses `ObservableObject`, `@Published`,
/// `@StateObject` and `.onChange(of:perform:)`. Every finding on it is a false positive.
@Suite("Recommended preset: clean corpus")
struct RecommendedCleanTests {
    /// `Tests/Fixtures/RecommendedClean`, found from this file's own path.
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RecommendedClean")
        .path

    /// A finding as the JSON report gives it.
    struct Reported: CustomStringConvertible {
        let rule: String
        let file: String
        let line: Int
        let message: String

        var description: String { "\(file):\(line) [\(rule)] \(message)" }
    }

    /// Lints `folder` the way a user would, with the folder as PATH and working directory.
    static func lint(_ folder: String, extra: [String] = []) throws -> (code: Int32, files: Int, findings: [Reported]) {
        let run = CommandRun.run(["lint", folder, "--format", "json", "--quiet"] + extra, in: folder)
        let json = try #require(run.json, "lint printed no JSON: \(run.err)")
        let summary = try #require(json["summary"] as? [String: Any])
        let items = try #require(json["findings"] as? [[String: Any]])
        let findings = items.map { item in
            Reported(rule: item["rule"] as? String ?? "?", file: item["file"] as? String ?? "?",
                     line: item["line"] as? Int ?? 0, message: item["message"] as? String ?? "")
        }
        return (run.code, summary["files"] as? Int ?? -1, findings)
    }

    /// The `.swift` source files of the fixture, relative to it; manifests are read, not linted.
    static func swiftFiles(in folder: String) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && ($0 as NSString).lastPathComponent != "Package.swift" }
    }

    @Test func fixtureIsNotUnderAConfigurationFile() {
        // A `.swiftui-architect.json` above the fixture would replace the default preset and
        // the deployment targets read from the fixture's manifests.
        #expect(Configuration.locate(from: Self.fixture) == nil, "a configuration file above \(Self.fixture) changes what this corpus tests")
    }

    @Test func defaultPresetFindsNothing() throws {
        let (code, files, findings) = try Self.lint(Self.fixture)
        #expect(findings.isEmpty, "false positives of the default preset:\n\(findings.map(\.description).joined(separator: "\n"))")
        #expect(code == 0)
        let expected = try Self.swiftFiles(in: Self.fixture)
        #expect(expected.count >= 30, "the corpus seems to be missing: \(expected.count) Swift files")
        #expect(files == expected.count, "linted \(files) files, the fixture has \(expected.count) Swift files")
    }

    @Test func recommendedByNameFindsNothingEither() throws {
        let (code, _, findings) = try Self.lint(Self.fixture, extra: ["--preset", "recommended", "--strict"])
        #expect(findings.isEmpty, "false positives of --preset recommended:\n\(findings.map(\.description).joined(separator: "\n"))")
        #expect(code == 0)
    }

    /// The legacy package is clean because its manifest says iOS 16, not because the rules are
    /// blind: raising its target to iOS 17 makes the gated rules fire, and only there.
    @Test func legacyPackageIsCleanBecauseOfItsDeploymentTarget() throws {
        let project = try TemporaryProject()
        let copy = project.root + "/RecommendedClean"
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: copy)
        let manifest = try #require(project.read("RecommendedClean/Legacy/Package.swift"))
        #expect(manifest.contains(".iOS(.v16)"))
        try project.write("RecommendedClean/Legacy/Package.swift", manifest.replacingOccurrences(of: ".iOS(.v16)", with: ".iOS(.v17)"))

        let (code, _, findings) = try Self.lint(copy)
        let rules = Set(findings.map(\.rule))
        #expect(rules == ["state-no-published", "review-onchange-modern"], "rules: \(rules.sorted())")
        let outside = findings.filter { !$0.file.hasPrefix("Legacy/") && !$0.file.contains("/Legacy/") }
        #expect(outside.isEmpty, "findings outside Legacy/:\n\(outside.map(\.description).joined(separator: "\n"))")
        #expect(code == 1, "state-no-published is an error in the recommended preset")
    }
}
