import ArchitectCore
import ArchitectEngine
import Foundation
import Testing

@Suite("lint --changed-since")
struct ChangedSinceTests {
    /// The files (relative to `root`) of the findings in a JSON report.
    func files(_ run: CommandRun) -> [String] {
        ((run.json?["findings"] as? [[String: Any]]) ?? []).compactMap { $0["file"] as? String }
    }

    @Test("Only files edited, staged or untracked since the revision are reported")
    func reportsOnlyChangedFiles() throws {
        let repository = try GitRepository([
            "Old.swift": "let a = AnyView(x)\n",
            "Edited.swift": "let b = 1\n",
            "Staged.swift": "let c = 1\n",
        ])
        try repository.commitAll()
        try repository.write("Edited.swift", "let b = AnyView(y)\n")
        try repository.write("Staged.swift", "let c = AnyView(z)\n")
        try repository.git("add", "Staged.swift")
        try repository.write("New/Untracked.swift", "let d = AnyView(w)\n")
        try repository.write(".gitignore", "Ignored.swift\n")
        try repository.write("Ignored.swift", "let e = AnyView(v)\n")
        let run = CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--format", "json", "--changed-since", "HEAD"], in: repository.root)
        #expect(files(run) == ["Edited.swift", "New/Untracked.swift", "Staged.swift"], "\(run.err)")
        // Every file was still linted (and counted).
        #expect((run.json?["summary"] as? [String: Any])?["files"] as? Int == 5)
        let all = CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--format", "json"], in: repository.root)
        #expect(files(all).count == 5)
    }

    @Test("An older revision takes in the commits since it; paths are resolved from the repository root")
    func olderRevisionAndSubfolder() throws {
        let repository = try GitRepository(["App/A.swift": "let a = AnyView(x)\n", "App/B.swift": "let b = 1\n"])
        try repository.commitAll("first")
        try repository.write("App/B.swift", "let b = AnyView(y)\n")
        try repository.commitAll("second")
        let sinceFirst = CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--format", "json", "--changed-since", "HEAD~1"],
                                        in: repository.root + "/App")
        #expect(files(sinceFirst) == ["B.swift"], "\(sinceFirst.err)")
        let sinceHead = CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--changed-since", "HEAD"], in: repository.root + "/App")
        #expect(sinceHead.code == 0 && sinceHead.out.isEmpty)
    }

    @Test("Project rules see the whole project: an import is forbidden because of a module no changed file declares")
    func projectRulesSeeUnchangedFiles() throws {
        let repository = try GitRepository([
            "FeatureCart/Cart.swift": "import Domain\n",
            "Data/Store.swift": "import Domain\n",
            "Domain/Order.swift": "import Foundation\n",
        ])
        try repository.commitAll()
        try repository.write("FeatureCart/Cart.swift", "import Domain\nimport Data\n")
        let run = CommandRun.run(["lint", "--preset", "clinic", "--rule", "clinic-feature-import-allowlist", "--format", "json",
                                  "--changed-since", "HEAD"], in: repository.root)
        let findings = (run.json?["findings"] as? [[String: Any]]) ?? []
        #expect(findings.map { $0["file"] as? String } == ["FeatureCart/Cart.swift"], "\(run.err)")
        #expect(findings.first?["line"] as? Int == 2)
    }

    @Test("Outside a git repository, or with an unknown revision, the run is a usage error")
    func errors() throws {
        let plain = try TemporaryProject(["A.swift": "let a = 1\n"])
        let outside = CommandRun.run(["lint", "--changed-since", "HEAD"], in: plain.root)
        #expect(outside.code == 2)
        #expect(outside.err.contains("--changed-since needs a git repository"), "\(outside.err)")
        let repository = try GitRepository(["A.swift": "let a = 1\n"])
        try repository.commitAll()
        let unknown = CommandRun.run(["lint", "--changed-since", "no-such-branch"], in: repository.root)
        #expect(unknown.code == 2)
        #expect(unknown.err.contains("unknown git revision 'no-such-branch'"), "\(unknown.err)")
        let option = CommandRun.run(["lint", "--changed-since", "--help-me"], in: repository.root)
        #expect(option.code == 2)
        let withBaseline = CommandRun.run(["lint", "--changed-since", "HEAD", "--write-baseline", "b.json"], in: repository.root)
        #expect(withBaseline.code == 2 && withBaseline.err.contains("--write-baseline"))
    }
}

@Suite("lint --cache-path")
struct CachePathTests {
    @Test("--cache-path puts the cache in the folder given, relative to the working directory")
    func cachePathChoosesTheFolder() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n"])
        // `CommandRun` adds --no-cache to lint runs unless told otherwise; this one uses the cache.
        let cold = CommandRun.run(["lint", "--cache-path", "cache-folder", "--rule", "diff-avoid-anyview", "A.swift"], in: project.root)
        #expect(cold.code == 0, "\(cold.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: project.root + "/cache-folder")
        #expect(names.count == 1 && names[0].hasSuffix(".cache"))
        let warm = CommandRun.run(["lint", "--cache-path", "cache-folder", "--rule", "diff-avoid-anyview", "A.swift"], in: project.root)
        #expect(warm.out == cold.out)
    }
}
