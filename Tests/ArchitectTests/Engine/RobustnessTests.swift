import ArchitectCore
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
