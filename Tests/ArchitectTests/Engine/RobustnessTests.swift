import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import Foundation
import Testing

@Suite("Bad input never crashes")
struct RobustnessTests {
    func lintJSON(_ project: TemporaryProject, _ extra: [String] = []) throws -> (CommandRun, [[String: Any]]) {
        let run = CommandRun.run(["lint", "--format", "json", "--rule", "diff-avoid-anyview", "--rule", "io-unreadable"] + extra, in: project.root)
        let findings = try #require(run.json?["findings"] as? [[String: Any]], "output: \(run.out) \(run.err)")
        return (run, findings)
    }

    @Test func binaryAndNonUTF8FilesAreHandled() throws {
        let project = try TemporaryProject()
        try project.write("Binary.swift", Data([0x00, 0x01, 0x02, 0xFF]))
        var latin1 = Data("let café = AnyView(x) // ".utf8)
        latin1.append(contentsOf: [0xE9, 0xE8, 0x0A])
        try project.write("Latin.swift", latin1)
        let (run, findings) = try lintJSON(project)
        // A file that could not be checked fails the run (io-unreadable is an error).
        #expect(run.code == 1)
        #expect(findings.contains { $0["rule"] as? String == "io-unreadable" && $0["file"] as? String == "Binary.swift" && $0["severity"] as? String == "error" })
        #expect(findings.contains { $0["rule"] as? String == "diff-avoid-anyview" && $0["file"] as? String == "Latin.swift" })
    }

    /// Creates a file or folder whose name holds bytes that are not UTF-8, inside `root`.
    func createRaw(_ root: String, _ name: [UInt8], contents: String? = nil) -> Bool {
        let path = Array(root.utf8) + Array("/".utf8) + name + [0]
        return path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pointer in
                guard let contents else { return mkdir(pointer.baseAddress!, 0o755) == 0 }
                let descriptor = open(pointer.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                guard descriptor >= 0 else { return false }
                defer { close(descriptor) }
                let bytes = Array(contents.utf8)
                return write(descriptor, bytes, bytes.count) == bytes.count
            }
        }
    }

    @Test("A file or folder whose name is not UTF-8 is linted under an escaped name, and fix leaves it alone")
    func nonUTF8NamesAreLinted() throws {
        let project = try TemporaryProject()
        let source = "let v = AnyView(x)\n"
        #expect(createRaw(project.root, Array("Caf".utf8) + [0xE9] + Array(".swift".utf8), contents: source))
        #expect(createRaw(project.root, Array("Sub".utf8) + [0xFF]))
        #expect(createRaw(project.root, Array("Sub".utf8) + [0xFF] + Array("/Inner.swift".utf8), contents: source))
        let (run, findings) = try lintJSON(project)
        #expect(run.code == 0, "\(run.out) \(run.err)")
        let files = Set(findings.filter { $0["rule"] as? String == "diff-avoid-anyview" }.compactMap { $0["file"] as? String })
        #expect(files == ["Caf\\xE9.swift", "Sub\\xFF/Inner.swift"])
        let fix = CommandRun.run(["fix", "--rule", "diff-avoid-anyview"], in: project.root)
        #expect(fix.err.contains("Caf\\xE9.swift: not fixed: its name is not valid UTF-8"), "\(fix.err)")
    }

    @Test("Garbage without NUL bytes is refused as not text and fails the run, while Latin-1 source is linted")
    func garbageIsNotText() throws {
        let project = try TemporaryProject()
        var generator = SystemRandomNumberGenerator()
        let garbage = (0..<4_000).map { _ in UInt8.random(in: 1...255, using: &generator) }
        try project.write("Garbage.swift", Data(garbage))
        var latin1 = Data("// R\u{E9}sum\u{E9} de la fen\u{EA}tre, fa\u{E7}ade\nlet v = AnyView(x)\n".utf8)
        latin1 = Data(String(decoding: latin1, as: UTF8.self).data(using: .isoLatin1)!)
        try project.write("Latin.swift", latin1)
        let (run, findings) = try lintJSON(project, ["--strict"])
        #expect(run.code == 1)
        let refused = findings.first { $0["rule"] as? String == "io-unreadable" && $0["file"] as? String == "Garbage.swift" }
        #expect((refused?["message"] as? String)?.contains("does not look like text") == true)
        #expect(findings.contains { $0["rule"] as? String == "diff-avoid-anyview" && $0["file"] as? String == "Latin.swift" })
        #expect(!findings.contains { $0["rule"] as? String == "io-unreadable" && $0["file"] as? String == "Latin.swift" })
    }

    @Test("Files are read whole, whatever their size; folders and missing files read as nothing")
    func filesAreReadWhole() throws {
        let sizes = [0, 1, 4_095, 4_096, 65_536, 65_537, 1 << 20]
        var files: [String: String] = [:]
        for size in sizes { files["f\(size).txt"] = String((0..<size).map { Character(UnicodeScalar(UInt8(32 + $0 % 90))) }) }
        let project = try TemporaryProject(files)
        for size in sizes {
            let path = project.root + "/f\(size).txt"
            let data = try #require(FileSystemName.contents(atPath: path))
            #expect(data.count == size && data == FileManager.default.contents(atPath: path))
        }
        #expect(FileSystemName.contents(atPath: project.root) == nil)
        #expect(FileSystemName.contents(atPath: project.root + "/missing.swift") == nil)
    }

    @Test func syntaxErrorsStillGetLinted() throws {
        let project = try TemporaryProject(["Broken.swift": "struct A { func f( { let v = AnyView(x) \n } } }} (("])
        let (_, findings) = try lintJSON(project)
        #expect(findings.contains { $0["rule"] as? String == "diff-avoid-anyview" })
    }

    @Test func emptyAndDeeplyNestedFiles() throws {
        let depth = 3_000
        let nested = String(repeating: "f(", count: depth) + "AnyView(x)" + String(repeating: ")", count: depth)
        let closures = "let v = " + String(repeating: "{ ", count: depth) + String(repeating: "} ", count: depth)
        let project = try TemporaryProject(["Empty.swift": "", "Deep.swift": "let v = \(nested)\n", "Closures.swift": closures])
        let (run, _) = try lintJSON(project)
        #expect(run.code == 0 || run.code == 1)
    }

    @Test func multiMegabyteFile() throws {
        var source = ""
        for index in 0..<40_000 { source += "let value\(index) = AnyView(Text(\"row \(index)\"))\n" }
        let project = try TemporaryProject(["Huge.swift": source])
        #expect(source.utf8.count > 1_500_000)
        let (_, findings) = try lintJSON(project)
        #expect(findings.count == 40_000)
    }

    @Test func unreadableFileIsAFinding() throws {
        guard getuid() != 0 else { return }  // root reads everything; permissions cannot be tested as root
        let project = try TemporaryProject(["Secret.swift": "let a = 1"])
        chmod(project.root + "/Secret.swift", 0)
        let (_, findings) = try lintJSON(project)
        #expect(findings.contains { $0["rule"] as? String == "io-unreadable" })
    }
}
