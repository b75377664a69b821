import ArchitectCore
import ArchitectSyntax
@testable import ArchitectEngine
import Foundation
import Testing

@Suite("Analysis cache")
struct CacheTests {
    func lint(_ project: TemporaryProject, cache: String, useCache: Bool = true, rules: [String] = ["diff-avoid-anyview"]) throws -> LintResult {
        var options = LintOptions()
        options.paths = [project.root]
        options.workingDirectory = project.root
        options.onlyRules = rules
        options.useCache = useCache
        options.cacheDirectory = cache
        return try Linter(configuration: Configuration(baseDirectory: project.root), options: options).run()
    }

    /// The bytes of a cache file with every `text` replaced by `replacement`, which must be as
    /// long (strings are stored with their length), or nil when the file is missing.
    func marked(_ cache: TemporaryProject, _ file: String, _ text: String, _ replacement: String) -> Data? {
        precondition(text.utf8.count == replacement.utf8.count)
        guard let data = FileManager.default.contents(atPath: cache.root + "/" + file) else { return nil }
        var bytes = [UInt8](data)
        let old = Array(text.utf8), new = Array(replacement.utf8)
        var index = 0
        while index + old.count <= bytes.count {
            if Array(bytes[index..<index + old.count]) == old {
                bytes.replaceSubrange(index..<index + old.count, with: new)
                index += old.count
            } else {
                index += 1
            }
        }
        return Data(bytes)
    }

    func contains(_ cache: TemporaryProject, _ file: String, _ text: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: cache.root + "/" + file) else { return false }
        return data.range(of: Data(text.utf8)) != nil
    }

    @Test func warmRunGivesIdenticalFindingsAndReusesEntries() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n", "B.swift": "let b = 1\n"])
        let cache = try TemporaryProject()
        let cold = try lint(project, cache: cache.root)
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.root)
        #expect(files.count == 1)
        let warm = try lint(project, cache: cache.root)
        #expect(warm.findings == cold.findings)
        #expect(warm.findings.count == 1)
        // Prove the warm run read the cache: mark the stored message and see it come back.
        let file = try #require(files.first)
        #expect(contains(cache, file, "defeats diffing"))
        try cache.write(file, try #require(marked(cache, file, "defeats diffing", "CACHED-CACHED-C")))
        #expect(try lint(project, cache: cache.root).findings.first?.message.contains("CACHED") == true)
    }

    @Test("A warm run where nothing changed leaves the cache file as it is; a new file rewrites it")
    func unchangedRunDoesNotRewriteTheCache() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n"])
        let cache = try TemporaryProject()
        _ = try lint(project, cache: cache.root)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.root).first)
        // A mark in the stored text survives a run that changes nothing, so the file was not rewritten.
        let mark = try #require(marked(cache, file, "defeats diffing", "MARK-MARK-MARK-"))
        try cache.write(file, mark)
        #expect(try lint(project, cache: cache.root).findings.first?.message.contains("MARK") == true)
        #expect(FileManager.default.contents(atPath: cache.root + "/" + file) == mark)
        try project.write("B.swift", "let b = AnyView(y)\n")
        let findings = try lint(project, cache: cache.root).findings
        #expect(findings.count == 2)
        let rewritten = try #require(FileManager.default.contents(atPath: cache.root + "/" + file))
        #expect(rewritten != mark && contains(cache, file, "B.swift"))
        #expect(contains(cache, file, "MARK-MARK-MARK-"), "A.swift's entry was written back as it was read")
    }

    @Test func editedFileIsLintedAgain() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n"])
        let cache = try TemporaryProject()
        #expect(try lint(project, cache: cache.root).findings.count == 1)
        try project.write("A.swift", "let a = 1\nlet b = AnyView(x)\nlet c = AnyView(y)\n")
        let findings = try lint(project, cache: cache.root).findings
        #expect(findings.map(\.line) == [2, 3])
    }

    @Test func cachedEntriesAreTiedToTheRuleSelection() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n"])
        let cache = try TemporaryProject()
        #expect(try lint(project, cache: cache.root).findings.count == 1)
        #expect(try lint(project, cache: cache.root, rules: ["io-unreadable"]).findings.isEmpty)
        #expect(try lint(project, cache: cache.root).findings.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.root).count == 2)
    }

    @Test func damagedCacheIsIgnoredAndRebuilt() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n"])
        let cache = try TemporaryProject()
        _ = try lint(project, cache: cache.root)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.root).first)
        let good = try #require(FileManager.default.contents(atPath: cache.root + "/" + file))
        try cache.write(file, "{ not a cache at all")
        #expect(try lint(project, cache: cache.root).findings.count == 1)
        #expect(FileManager.default.contents(atPath: cache.root + "/" + file) == good)
        // Cut short, and with a damaged analysis: ignored, and rewritten whole.
        try cache.write(file, good.prefix(good.count - 3))
        #expect(try lint(project, cache: cache.root).findings.count == 1)
        #expect(FileManager.default.contents(atPath: cache.root + "/" + file) == good)
        var damaged = [UInt8](good)
        damaged[damaged.count - 2] ^= 0xff
        try cache.write(file, Data(damaged))
        #expect(try lint(project, cache: cache.root).findings.map(\.message).first?.contains("defeats diffing") == true)
    }

    @Test("A removed file's entry is pruned; an unchanged file's entry is written back as it was")
    func removedFilesArePrunedAndUnchangedEntriesKept() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n", "B.swift": "let b = AnyView(y)\n"])
        let cache = try TemporaryProject()
        _ = try lint(project, cache: cache.root)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.root).first)
        #expect(contains(cache, file, "B.swift"))
        try cache.write(file, try #require(marked(cache, file, "defeats diffing", "MARK-MARK-MARK-")))
        try FileManager.default.removeItem(atPath: project.root + "/B.swift")
        #expect(try lint(project, cache: cache.root).findings.count == 1)
        #expect(!contains(cache, file, "B.swift"))
        #expect(contains(cache, file, "MARK-MARK-MARK-"), "A.swift's analysis is the bytes that were read")
        #expect(try lint(project, cache: cache.root).findings.first?.message.contains("MARK") == true)
    }

    @Test func tamperedEntryForAnotherHashIsNotTrusted() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n"])
        let cache = try TemporaryProject()
        _ = try lint(project, cache: cache.root)
        // Same length, different content: the hash changes, so the stale entry must not be used.
        try project.write("A.swift", "let a = AnyVieX(x)\n")
        #expect(try lint(project, cache: cache.root).findings.isEmpty)
    }

    @Test func noCacheWritesNothing() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n"])
        let cache = try TemporaryProject()
        _ = try lint(project, cache: cache.root, useCache: false)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.root).isEmpty)
    }

    @Test("Old cache files and those beyond the most recent are pruned; other files are left alone")
    func staleCacheFilesArePruned() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n"])
        let cache = try TemporaryProject()
        let old = "00000000000000aa.json"
        let oldBinary = "00000000000000ab.cache"
        try cache.write(oldBinary, "{}")
        try cache.write(old, "{}")
        try cache.write("notes.txt", "mine")
        let longAgo = Date().addingTimeInterval(-40 * 24 * 3600)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: cache.root + "/" + old)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: cache.root + "/" + oldBinary)
        for index in 0..<40 {
            let name = String(format: "%016x.json", 0x1000 + index)
            try cache.write(name, "{}")
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(Double(-index * 60))],
                                                  ofItemAtPath: cache.root + "/" + name)
        }
        _ = try lint(project, cache: cache.root)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: cache.root))
        #expect(!names.contains(old) && !names.contains(oldBinary))
        #expect(names.contains("notes.txt"))
        #expect(names.filter { $0.hasSuffix(".json") }.count == 31)
        #expect(names.filter { $0.hasSuffix(".cache") }.count == 1, "the current cache file")
        #expect(names.contains(String(format: "%016x.json", 0x1000)), "the most recently used are kept")
    }

    @Test("A cache file too large to be real is not read")
    func oversizedCacheIsNotRead() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n"])
        let cache = try TemporaryProject()
        _ = try lint(project, cache: cache.root)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.root).first)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: cache.root + "/" + file)[.size] as? Int)
        let path = project.root + "/A.swift"
        let data = try #require(FileManager.default.contents(atPath: path))
        let hash = data.withUnsafeBytes { StableHash.contents($0) }
        // The store's key is "version|root folder's name|rules": open it with the same three.
        let contents = try Data(contentsOf: URL(fileURLWithPath: cache.root + "/" + file))
        let key = try #require(AnalysisCache.storedKey(in: contents)).split(separator: "|", maxSplits: 2).map(String.init)
        try #require(key.count == 3)
        func cached(limit: Int) -> Bool {
            let opened = AnalysisCache(directory: cache.root, root: project.root, rulesFingerprint: key[2], toolVersion: key[0], sizeLimit: limit)
            return opened.path.hasSuffix(file) && opened.hasEntry(for: path, contentHash: hash, contentLength: data.count)
        }
        #expect(cached(limit: size))
        #expect(!cached(limit: size - 1))
    }

    @Test("A checkout moved to another folder reuses its cache, with its own paths in the findings")
    func movedCheckoutKeepsItsCache() throws {
        let parent = try TemporaryProject()
        let before = parent.root + "/first/Shop"
        let after = parent.root + "/second/Shop"
        try FileManager.default.createDirectory(atPath: before + "/Views", withIntermediateDirectories: true)
        try Data("let a = AnyView(x)\n".utf8).write(to: URL(fileURLWithPath: before + "/Views/A.swift"))
        let cache = try TemporaryProject()
        func lint(at root: String) throws -> LintResult {
            var options = LintOptions()
            options.paths = [root]
            options.workingDirectory = root
            options.onlyRules = ["diff-avoid-anyview"]
            options.useCache = true
            options.cacheDirectory = cache.root
            return try Linter(configuration: Configuration(baseDirectory: root), options: options).run()
        }
        _ = try lint(at: before)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.root).first)
        #expect(!contains(cache, file, before), "stored paths are relative to the project root")
        try cache.write(file, try #require(marked(cache, file, "defeats diffing", "CACHED-CACHED-C")))
        try FileManager.default.createDirectory(atPath: parent.root + "/second", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: before, toPath: after)
        let moved = try lint(at: after)
        let finding = try #require(moved.findings.first)
        #expect(finding.message.contains("CACHED"), "the moved checkout read the cache")
        #expect(finding.path == after + "/Views/A.swift")
        #expect(moved.index.files.map(\.path) == [after + "/Views/A.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.root) == [file])
    }

    @Test("Beyond the size bound the least recently used cache files go, the current one stays")
    func cacheFolderIsKeptUnderItsSizeBound() throws {
        let cache = try TemporaryProject()
        let current = cache.root + "/00000000000000ff.json"
        try cache.write("00000000000000ff.json", String(repeating: "c", count: 400))
        for index in 0..<5 {
            let name = String(format: "%016x.json", 0x100 + index)
            try cache.write(name, String(repeating: "x", count: 300))
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(Double(-index * 60))],
                                                  ofItemAtPath: cache.root + "/" + name)
        }
        AnalysisCache.prune(directory: cache.root, keeping: current, sizeLimit: 1_100)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: cache.root))
        // 400 for the current file, then the two most recent of 300 each fit in 1,100 bytes.
        #expect(names == ["00000000000000ff.json", "0000000000000100.json", "0000000000000101.json"])
    }

    /// A string catalog large enough to be cached: `key` and filler entries.
    static func catalog(with key: String) -> String {
        let filler = (0..<2_000).map { "    \"filler_\($0)\" : { \"comment\" : \"padding to make the catalog large\" }" }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"\(key)\" : { },\n" + filler.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    @Test("A large string catalog is parsed once: a warm run reads its stored form, a changed catalog is parsed again")
    func stringCatalogIsCachedAndInvalidated() throws {
        let screen = "import SwiftUI\nstruct Screen: View {\n    var body: some View { Text(\"welcome_title\") }\n}\n"
        let project = try TemporaryProject(["App/Screen.swift": screen, "App/Localizable.xcstrings": Self.catalog(with: "welcome_tiXle")])
        let cache = try TemporaryProject()
        let rules = ["l10n-key-in-catalog"]
        let cold = try lint(project, cache: cache.root, rules: rules).findings
        #expect(cold.map(\.ruleID) == ["l10n-key-in-catalog"])
        #expect(try lint(project, cache: cache.root, useCache: false, rules: rules).findings == cold)
        let stored = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.root).first { $0.hasSuffix(".resources") })
        #expect(contains(cache, stored, "welcome_tiXle"))
        #expect(try lint(project, cache: cache.root, rules: rules).findings == cold, "a warm run reports what a cold one does")
        #expect(cold.first?.message.contains("has no entry") == true)
        // Prove that the warm run used the stored form: give it the key the screen uses (with
        // no English value, which is then what the rule reports, in the catalog).
        try cache.write(stored, try #require(marked(cache, stored, "welcome_tiXle", "welcome_title")))
        // The rules' findings of the last run are stored too, for a run where nothing changed:
        // without them the rules run again, on the catalog as the resource cache gives it.
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.root) where name.hasSuffix(ProjectFindingsCache.fileExtension) {
            try FileManager.default.removeItem(atPath: cache.root + "/" + name)
        }
        let tampered = try lint(project, cache: cache.root, rules: rules).findings
        #expect(tampered.map(\.message).first?.contains("no English value") == true && tampered.first?.path.hasSuffix(".xcstrings") == true)
        // A catalog whose bytes changed is parsed again, whatever is stored for it.
        try project.write("App/Localizable.xcstrings", Self.catalog(with: "welcome_tiYle"))
        #expect(try lint(project, cache: cache.root, rules: rules).findings == cold)
        #expect(contains(cache, stored, "welcome_tiYle") && !contains(cache, stored, "welcome_title"))
    }

    @Test("The stored form of a JSON document reads back equal, positions included")
    func positionedJSONRoundTrips() throws {
        let text = "{ \"a\" : [1, 2.5, -3e2, true, false, null, \"é\\n✓\"],\n  \"b\" : { \"c\" : { } , \"d\" : [] } }"
        let document = try JSONParser.parsePositioned(Array(text.utf8))
        let writer = CompactEncoder(keys: CompactKeys())
        PositionedJSONCoding.write(document, to: writer)
        let copy = try writer.bytes.withUnsafeBytes { try PositionedJSONCoding.read(CompactDecoder(bytes: $0, keys: CompactKeys())) }
        #expect(copy == document)
    }

    @Test("A cache file is written from its parts in one piece, replacing the old one, with no temporary file left")
    func cacheFileIsWrittenFromParts() throws {
        let folder = try TemporaryProject()
        let path = folder.root + "/sub/file.cache"
        #expect(CacheFileWriter.save([Array("head|".utf8), [], Array("body".utf8)], to: path))
        #expect(FileManager.default.contents(atPath: path) == Data("head|body".utf8))
        #expect(CacheFileWriter.save([Array("new".utf8)], to: path))
        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root + "/sub") == ["file.cache"])
        // A folder that cannot be made (a file stands in its place): nothing is written.
        try folder.write("plain", "x")
        #expect(!CacheFileWriter.save([Array("x".utf8)], to: folder.root + "/plain/file.cache"))
        #expect(FileManager.default.contents(atPath: folder.root + "/plain") == Data("x".utf8))
    }

    @Test func stableHashIsStable() {
        #expect(StableHash.hex(StableHash.fnv1a64("")) == "cbf29ce484222325")
        #expect(StableHash.hex(StableHash.fnv1a64("a")) == "af63dc4c8601ec8c")
        // The contents hash is stored in cache files: it must not change from run to run or build to build.
        // (Worked out from the definition by a separate implementation, not by this code.)
        #expect(StableHash.hex(StableHash.contents(Array("".utf8))) == "f91758319a26126a")
        #expect(StableHash.hex(StableHash.contents(Array("a".utf8))) == "c2468165e3414504")
        #expect(StableHash.hex(StableHash.contents(Array("struct A: View {}\n".utf8))) == "4e12c21e6abda6b1")
    }

    @Test("The contents hash tells apart texts that differ in any one byte, and texts of different lengths")
    func contentsHashSeesEveryByte() {
        var generator = SystemRandomNumberGenerator()
        let text = (0..<203).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let original = StableHash.contents(text)
        for index in text.indices {
            var changed = text
            changed[index] &+= UInt8.random(in: 1...255, using: &generator)
            #expect(StableHash.contents(changed) != original, "byte \(index)")
        }
        #expect(StableHash.contents(text + [0]) != original && StableHash.contents(Array(text.dropLast())) != original)
        #expect(StableHash.contents([0]) != StableHash.contents([0, 0]), "zero bytes count too")
    }

    @Test("A later run reuses an earlier run's analysis of a file it is not given a new text for, and analyses the rest")
    func reusedAnalyses() throws {
        let source = "import SwiftUI\nstruct A: View { var body: some View { AnyView(Text(\"a\")) } }\n"
        let project = try TemporaryProject(["Sources/A.swift": source, "Sources/B.swift": source.replacingOccurrences(of: "struct A", with: "struct B")])
        let cache = try TemporaryProject()
        let first = try lint(project, cache: cache.root, useCache: false)
        #expect(first.findings.count == 2)
        let pathA = project.root + "/Sources/A.swift", pathB = project.root + "/Sources/B.swift"
        #expect(Set(first.analyses.keys) == [pathA, pathB])
        // An analysis with no findings stands for A: taken as it is, so A reports nothing.
        var silent = try #require(first.analyses[pathA])
        silent.findings = []
        var options = LintOptions()
        options.paths = [project.root]
        options.workingDirectory = project.root
        options.onlyRules = ["diff-avoid-anyview"]
        let linter = try Linter(configuration: Configuration(baseDirectory: project.root), options: options)
        let reused = try linter.run(reusing: [pathA: silent, pathB: try #require(first.analyses[pathB])])
        #expect(reused.findings.map(\.path) == [pathB])
        // A new text for A wins over the analysis given for it.
        let rewritten = try linter.run(overriding: [pathA: source + "struct C: View { var body: some View { AnyView(EmptyView()) } }\n"],
                                       reusing: [pathA: silent])
        #expect(rewritten.findings.filter { $0.path == pathA }.count == 2)
        #expect(rewritten.findings.filter { $0.path == pathB }.count == 1)
    }

}
