import ArchitectCore
import ArchitectProject
@testable import ArchitectEngine
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@Suite("Project findings cache")
struct ProjectFindingsCacheTests {
    static let screen = "import SwiftUI\nstruct Screen: View {\n    var body: some View { Text(\"Hi\") }\n}\n"

    func lint(_ project: TemporaryProject, cache: TemporaryProject, rules: [String] = ["asset-catalog-organisation"],
              configuration: Configuration? = nil) throws -> [Finding] {
        var options = LintOptions()
        options.paths = [project.root]
        options.workingDirectory = project.root
        options.onlyRules = rules
        options.useCache = true
        options.cacheDirectory = cache.root
        return try Linter(configuration: configuration ?? Configuration(baseDirectory: project.root), options: options).run().findings
    }

    /// The project findings file of `cache`, with every `text` in it replaced by `replacement`.
    func mark(_ cache: TemporaryProject, _ text: String, _ replacement: String) throws {
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.root)
            .first { $0.hasSuffix(ProjectFindingsCache.fileExtension) })
        try cache.write(name, try #require(CacheTests().marked(cache, name, text, replacement)))
    }

    @Test("A run where nothing changed takes the project rules' findings as stored")
    func unchangedProjectReusesFindings() throws {
        let project = try TemporaryProject(["App/Screen.swift": Self.screen, "App/logo.png": "png"])
        let cache = try TemporaryProject()
        let cold = try lint(project, cache: cache)
        #expect(cold.map(\.ruleID) == ["asset-catalog-organisation"])
        try mark(cache, "sits loose", "CACHED-HIT")
        #expect(try lint(project, cache: cache).first?.message.contains("CACHED-HIT") == true)
    }

    @Test("A folder a rule listed that changed, with no Swift file or resource changed, runs the rules again")
    func changedFolderRunsTheRulesAgain() throws {
        let project = try TemporaryProject(["App/Screen.swift": Self.screen, "App/logo.png": "png"])
        let cache = try TemporaryProject()
        _ = try lint(project, cache: cache)
        try mark(cache, "sits loose", "CACHED-HIT")
        try project.write("App/banner.png", "png")
        let added = try lint(project, cache: cache)
        #expect(added.count == 2 && !added.contains { $0.message.contains("CACHED-HIT") })
        try FileManager.default.removeItem(atPath: project.root + "/App/banner.png")
        #expect(try lint(project, cache: cache).map(\.path) == [project.root + "/App/logo.png"])
    }

    @Test("Any change to a Swift file, a manifest or the configuration runs the rules again")
    func changedInputsRunTheRulesAgain() throws {
        let project = try TemporaryProject(["App/Screen.swift": Self.screen, "App/logo.png": "png"])
        let cache = try TemporaryProject()
        func isFresh(_ configuration: Configuration? = nil) throws -> Bool {
            let findings = try lint(project, cache: cache, configuration: configuration)
            defer { try? mark(cache, "sits loose", "CACHED-HIT") }
            return findings.count == 1 && !findings[0].message.contains("CACHED-HIT")
        }
        #expect(try isFresh())
        #expect(try !isFresh(), "nothing changed: the stored findings")
        try project.write("App/Screen.swift", Self.screen + "// edited\n")
        #expect(try isFresh(), "a Swift file changed")
        try project.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n")
        #expect(try isFresh(), "a manifest appeared")
        try project.write("Package.swift", "// swift-tools-version: 5.10\nimport PackageDescription\nlet package = Package(name: \"App\")\n")
        #expect(try isFresh(), "a manifest changed")
        var configuration = Configuration(baseDirectory: project.root)
        configuration.platforms["iOS"] = Version(18, 0)
        #expect(try isFresh(configuration), "the configuration changed")
        #expect(try !isFresh(configuration))
    }

    @Test("A changed resource runs the rules again")
    func changedResourceRunsTheRulesAgain() throws {
        let screen = Self.screen.replacingOccurrences(of: "\"Hi\"", with: "\"welcome_title\"")
        let project = try TemporaryProject(["App/Screen.swift": screen, "App/Localizable.xcstrings": CacheTests.catalog(with: "other")])
        let cache = try TemporaryProject()
        let rules = ["l10n-key-in-catalog"]
        #expect(try lint(project, cache: cache, rules: rules).map(\.message).first?.contains("has no entry") == true)
        #expect(try lint(project, cache: cache, rules: rules).map(\.message).first?.contains("has no entry") == true)
        // The key is in the catalog now, with no English value, which is what the rule says next.
        try project.write("App/Localizable.xcstrings", CacheTests.catalog(with: "welcome_title"))
        let changed = try lint(project, cache: cache, rules: rules)
        #expect(changed.count == 1 && changed.first?.message.contains("no English value") == true)
    }

    @Test("Without project or resource rules no project findings file is written")
    func fileRulesOnlyWriteNoProjectFile() throws {
        let project = try TemporaryProject(["App/Screen.swift": Self.screen])
        let cache = try TemporaryProject()
        _ = try lint(project, cache: cache, rules: ["diff-avoid-anyview"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.root).allSatisfy { !$0.hasSuffix(ProjectFindingsCache.fileExtension) })
    }

    @Test("The cache key changes with a project rule's options, not only a file rule's")
    func projectRuleOptionsAreInTheKey() throws {
        var configuration = Configuration(baseDirectory: "/p")
        let plain = try RuleSet.resolve(configuration: configuration, only: ["layout-resources"])
        configuration.rules["layout-resources"] = RuleSetting(options: ["resources": .strings(["Assets/Assets.xcassets"])])
        let configured = try RuleSet.resolve(configuration: configuration, only: ["layout-resources"])
        #expect(plain.projectRules.count == 1 && plain.syntaxRules.isEmpty)
        #expect(AnalysisCache.fingerprint(of: plain) != AnalysisCache.fingerprint(of: configured))
    }

    @Test("DiskReads records each question and knows when an answer changed")
    func diskReadsNoticeChanges() throws {
        let folder = try TemporaryProject(["a.txt": "a"])
        let reads = DiskReads()
        #expect(reads.names(inFolder: folder.root) == ["a.txt"])
        #expect(!reads.exists(folder.root + "/b.txt"))
        #expect(reads.isFolder(folder.root))
        let recorded = reads.recorded
        #expect(recorded.count == 3 && DiskReads.stillAnswered(recorded))
        try folder.write("b.txt", "b")
        #expect(!DiskReads.stillAnswered(recorded))
        let entriesOnly = recorded.filter { if case .entries = $0.question { true } else { false } }
        #expect(!DiskReads.stillAnswered(entriesOnly), "the listing changed too")
        try FileManager.default.removeItem(atPath: folder.root + "/b.txt")
        #expect(DiskReads.stillAnswered(recorded))
    }

    @Test("The configuration's fingerprint covers every setting")
    func configurationFingerprintCoversEverySetting() {
        let base = Configuration(baseDirectory: "/p")
        // A setting added to Configuration must be added to `fingerprint` too, then counted here.
        #expect(Mirror(reflecting: base).children.count == 10)
        var variants: [Configuration] = []
        func variant(_ change: (inout Configuration) -> Void) {
            var copy = base
            change(&copy)
            variants.append(copy)
        }
        variant { $0.sourcePath = "/p/.swiftui-architect.json" }
        variant { $0.baseDirectory = "/q" }
        variant { $0.presets = [.clinic] }
        variant { $0.include = ["Sources"] }
        variant { $0.exclude = ["Sources"] }
        variant { $0.rules["diff-avoid-anyview"] = RuleSetting(enabled: false) }
        variant { $0.rules["diff-avoid-anyview"] = RuleSetting(options: ["limit": .int(3)]) }
        variant { $0.ruleNames["diff-avoid-anyview"] = "anyview" }
        variant { $0.platforms["iOS"] = Version(17, 0) }
        variant { $0.layers[.domain] = ["Core"] }
        variant { $0.lintGenerated = true }
        let fingerprints = Set(([base] + variants).map(\.fingerprint))
        #expect(fingerprints.count == variants.count + 1)
        #expect(Configuration(baseDirectory: "/p").fingerprint == base.fingerprint)
    }

    @Test("Project rules read the disk only through DiskReads, so that the project findings cache sees every read")
    func rulesReadTheDiskOnlyThroughDiskReads() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/ArchitectRules").path
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources))
        var offenders: [String] = []
        var checked = 0
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: sources + "/" + relative) else { continue }
            checked += 1
            let finder = DiskAccessFinder(viewMode: .sourceAccurate)
            finder.walk(Parser.parse(source: String(decoding: data, as: UTF8.self)))
            offenders += finder.names.map { "\(relative): \($0)" }
        }
        #expect(checked > 100)
        #expect(offenders.isEmpty)
    }
}

/// Names in code (not in strings or comments) that read the disk without `DiskReads`.
private final class DiskAccessFinder: SyntaxVisitor {
    var names: [String] = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if ["FileManager", "FileSystemName", "FileHandle", "opendir", "fopen"].contains(node.baseName.text) { names.append(node.baseName.text) }
        return .visitChildren
    }

    /// `Data(contentsOf:)`, `String(contentsOfFile:)` and the like: a type made from a file's
    /// contents (`append(contentsOf:)` is not one).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.compactMap { $0.label?.text }
        guard labels.contains(where: { $0.hasPrefix("contentsOf") }),
              let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true
        else { return .visitChildren }
        names.append("\(name)(contentsOf:)")
        return .visitChildren
    }
}

@Suite("Layout parse cache")
struct LayoutCacheTests {
    static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", platforms: [.iOS(.v16)], targets: [.target(name: "ShopKit", path: "Sources/Kit")])

        """

    func lint(_ project: TemporaryProject, cache: TemporaryProject, useCache: Bool = true) throws -> LintResult {
        var options = LintOptions()
        options.paths = [project.root]
        options.workingDirectory = project.root
        options.onlyRules = ["diff-avoid-anyview"]
        options.useCache = useCache
        options.cacheDirectory = cache.root
        return try Linter(configuration: Configuration(baseDirectory: project.root), options: options).run()
    }

    func layoutFile(_ cache: TemporaryProject) throws -> String {
        try #require(try FileManager.default.contentsOfDirectory(atPath: cache.root).first { $0.hasSuffix(LayoutCache.fileExtension) })
    }

    @Test("A warm run takes unchanged manifests as parsed before; a changed one is parsed again")
    func unchangedManifestIsNotParsedAgain() throws {
        let project = try TemporaryProject(["Package.swift": Self.manifest, "Sources/Kit/Cart.swift": "let cart = 1\n"])
        let cache = try TemporaryProject()
        let cold = try lint(project, cache: cache)
        #expect(cold.index.placements[project.root + "/Sources/Kit/Cart.swift"]?.module == "ShopKit")
        #expect(cold.index.placements == (try lint(project, cache: cache, useCache: false)).index.placements)
        // Prove that the warm run read the stored parse: rename the stored target.
        let file = try layoutFile(cache)
        try cache.write(file, try #require(CacheTests().marked(cache, file, "ShopKit", "StoreKt")))
        #expect(try lint(project, cache: cache).index.placements[project.root + "/Sources/Kit/Cart.swift"]?.module == "StoreKt")
        // New bytes are parsed again, and the file is rewritten.
        try project.write("Package.swift", Self.manifest + "// edited\n")
        #expect(try lint(project, cache: cache).index.placements[project.root + "/Sources/Kit/Cart.swift"]?.module == "ShopKit")
        #expect(CacheTests().contains(cache, file, "ShopKit"))
    }

    @Test("Xcode projects, readable or not, are stored and read back as they were parsed")
    func xcodeProjectsRoundTrip() throws {
        let project = try TemporaryProject([
            "App/App.xcodeproj/project.pbxproj": DeploymentTargetTests.pbxproj(iOS: "17.4"),
            "Broken/Broken.xcodeproj/project.pbxproj": "not a project",
            "App/Phone/Home.swift": "let home = 1\n", "Broken/Other.swift": "let other = 1\n",
        ])
        let cache = try TemporaryProject()
        let plain = try lint(project, cache: cache, useCache: false)
        #expect(plain.index.placements[project.root + "/App/Phone/Home.swift"]?.iOSTarget == Version(17, 4))
        for _ in 0..<2 {
            let cached = try lint(project, cache: cache)
            #expect(cached.index.placements == plain.index.placements)
            #expect(cached.index.layout.xcodeProjects.map(\.path) == plain.index.layout.xcodeProjects.map(\.path))
        }
        let stored = try layoutFile(cache)
        #expect(CacheTests().contains(cache, stored, "Broken.xcodeproj") && CacheTests().contains(cache, stored, "IPHONEOS") == false)
    }

    @Test("A damaged layout cache is ignored")
    func damagedLayoutCacheIsIgnored() throws {
        let project = try TemporaryProject(["Package.swift": Self.manifest, "Sources/Kit/Cart.swift": "let cart = 1\n"])
        let cache = try TemporaryProject()
        _ = try lint(project, cache: cache)
        let file = try layoutFile(cache)
        let good = try #require(FileManager.default.contents(atPath: cache.root + "/" + file))
        try cache.write(file, Data(good.prefix(good.count / 2)))
        #expect(try lint(project, cache: cache).index.placements[project.root + "/Sources/Kit/Cart.swift"]?.module == "ShopKit")
        #expect(FileManager.default.contents(atPath: cache.root + "/" + file) == good, "rewritten whole")
    }

    @Test("The fixtures place every file the same with the layout cache, cold and warm")
    func fixturesPlaceFilesTheSame() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures").path
        for name in ["ClinicApp", "MVVMApp", "RecommendedClean"] {
            let cache = try TemporaryProject()
            var options = LintOptions()
            options.paths = [fixtures + "/" + name]
            options.workingDirectory = fixtures + "/" + name
            options.preset = .all
            options.cacheDirectory = cache.root
            let plain = try Linter(configuration: Configuration(baseDirectory: options.workingDirectory), options: options).run()
            options.useCache = true
            for _ in 0..<2 {
                let cached = try Linter(configuration: Configuration(baseDirectory: options.workingDirectory), options: options).run()
                #expect(cached.index.placements == plain.index.placements, "\(name)")
                #expect(cached.findings == plain.findings, "\(name)")
            }
        }
    }
}
