@testable import ArchitectCommandLine
import Foundation
import Testing

/// The repository's own documents and release plumbing: links that lead somewhere, version
/// numbers that agree, a release workflow of the right shape and an artifact bundle SwiftPM reads.
@Suite("Release and documentation")
struct ReleaseAndDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Markdown files users read.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "CHANGELOG.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// `[text](target)` links outside code blocks and code spans.
    static func links(in markdown: String) -> [String] {
        var targets: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence else { continue }
            // Drop code spans, whose brackets are code.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let close = rest.range(of: "](") {
                let after = rest[close.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<end]))
                rest = after[end...]
            }
        }
        return targets
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    static func anchors(in markdown: String) -> Set<String> {
        var result = Set<String>()
        var inFence = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            result.insert(anchor(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
        }
        return result
    }

    @Test func everyRelativeLinkLeadsToAFileAndHeadingThatExist() throws {
        for document in Self.documents {
            let text = try Self.read(document)
            let folder = URL(fileURLWithPath: document).deletingLastPathComponent().relativePath
            for target in Self.links(in: text) where !target.contains("://") && !target.hasPrefix("mailto:") {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? document : (folder == "." ? parts[0] : folder + "/" + parts[0])
                let path = Self.root.appendingPathComponent(file).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: path), "\(document): the link \(target) leads to no file")
                if parts.count == 2, file.hasSuffix(".md"), let linked = try? String(contentsOfFile: path, encoding: .utf8) {
                    #expect(Self.anchors(in: linked).contains(parts[1]), "\(document): the link \(target) names no heading")
                }
            }
        }
    }

    @Test func theLinkReaderFindsLinksAndSkipsCode() {
        let markdown = "See [a](docs/a.md) and `[b](not-a-link)`.\n```\n[c](code.md)\n```\n[d](#usage)"
        #expect(Self.links(in: markdown) == ["docs/a.md", "#usage"])
        #expect(Self.anchor("SwiftPM and Xcode plugins") == "swiftpm-and-xcode-plugins")
        #expect(Self.anchor("On demand: `swift package lint`") == "on-demand-swift-package-lint")
    }

    @Test func theVersionAgreesEverywhere() throws {
        let version = CommandLineTool.version
        #expect(try Self.read("CHANGELOG.md").contains("\n## \(version)\n"), "CHANGELOG.md has no section for \(version)")
        let changelogVersions = try Self.read("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(changelogVersions.first == "## \(version)", "the newest CHANGELOG.md section is not \(version)")
        for (document, reference) in [("README.md", "from: \"\(version)\""), ("README.md", "@\(version)"),
                                      ("docs/ci.md", "rev: v\(version)"), ("docs/ci.md", "ref: v\(version)")] {
            #expect(try Self.read(document).contains(reference), "\(document) does not say \(reference)")
        }
        for document in Self.documents where document != "CHANGELOG.md" {
            let text = try Self.read(document)
            #expect(!text.contains("github.com/swiftui-architect/"), "\(document) names a repository that does not exist")
        }
    }

    @Test func theReleaseWorkflowBuildsBothSystemsAndPublishesTheBundle() throws {
        let workflow = try MiniYAML.parse(Self.read(".github/workflows/release.yml"))
        let tags = workflow["on"]?["push"]?["tags"]?.items.compactMap(\.text) ?? []
        #expect(tags == ["v*.*.*"])
        let jobs = try #require(workflow["jobs"])
        #expect(jobs.keys == ["linux", "macos", "publish"])
        #expect(jobs["linux"]?["runs-on"]?.text == "ubuntu-latest")
        #expect(jobs["macos"]?["runs-on"]?.text?.hasPrefix("macos") == true)
        #expect(jobs["publish"]?["needs"]?.items.compactMap(\.text) == ["linux", "macos"])
        for job in ["linux", "macos"] {
            let runs = jobs[job]?["steps"]?.items.compactMap { $0["run"]?.text } ?? []
            #expect(runs.contains { $0.contains("SWIFTUI_ARCHITECT_SWIFT_SYNTAX=package swift build -c release") }, "\(job) does not build in package mode")
        }
        let publish = jobs["publish"]?["steps"]?.items.compactMap { $0["run"]?.text }.joined(separator: "\n") ?? ""
        #expect(publish.contains("scripts/make-artifact-bundle"))
        #expect(publish.contains("gh release create"))
        #expect(FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent("scripts/make-artifact-bundle").path))
    }

    @Test func theYAMLReaderReadsTheSubsetAndRefusesTheRest() throws {
        let value = try MiniYAML.parse("""
        # comment
        on:
          push:
            tags: ["v*", 'x']
        jobs:
          a:
            steps:
              - uses: one   # trailing comment
                with:
                  path: p
              - run: |
                  echo 1
                  echo 2
        """)
        #expect(value["on"]?["push"]?["tags"]?.items.compactMap(\.text) == ["v*", "x"])
        let steps = value["jobs"]?["a"]?["steps"]?.items ?? []
        #expect(steps.count == 2)
        #expect(steps.first?["uses"]?.text == "one")
        #expect(steps.first?["with"]?["path"]?.text == "p")
        #expect(steps.last?["run"]?.text == "echo 1\necho 2")
        #expect(throws: MiniYAML.ParseError.self) { try MiniYAML.parse("a: 1\na: 2\n") }
        #expect(throws: MiniYAML.ParseError.self) { try MiniYAML.parse("a:\n  b: 1\n    c: 2\n") }
    }

    @Test func theArtifactBundleListsEveryTripleOnce() throws {
        let work = try TemporaryProject(["linux": "#!/bin/sh\n", "macos": "#!/bin/sh\n"])
        for name in ["linux", "macos"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: work.root + "/" + name)
        }
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent("scripts/make-artifact-bundle")
        process.arguments = ["0.2.0", work.root + "/out", "x86_64-unknown-linux-gnu=\(work.root)/linux",
                             "arm64-apple-macosx=\(work.root)/macos", "x86_64-apple-macosx=\(work.root)/macos"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let bundle = work.root + "/out/swiftui-architect.artifactbundle"
        let info = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bundle + "/info.json"))) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info["artifacts"] as? [String: Any])?["swiftui-architect"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        #expect(artifact["version"] as? String == "0.2.0")
        let variants = artifact["variants"] as? [[String: Any]] ?? []
        #expect(variants.count == 2)
        let triples = variants.flatMap { $0["supportedTriples"] as? [String] ?? [] }
        #expect(Set(triples) == ["x86_64-unknown-linux-gnu", "arm64-apple-macosx", "x86_64-apple-macosx"])
        for variant in variants {
            let path = try #require(variant["path"] as? String)
            #expect(FileManager.default.isExecutableFile(atPath: bundle + "/" + path), "\(path) is missing from the bundle")
        }
        let refused = Process()
        refused.executableURL = process.executableURL
        refused.arguments = ["latest", work.root + "/out", "x86_64-unknown-linux-gnu=\(work.root)/linux"]
        refused.standardError = FileHandle.nullDevice
        try refused.run()
        refused.waitUntilExit()
        #expect(refused.terminationStatus == 2)
    }
}
