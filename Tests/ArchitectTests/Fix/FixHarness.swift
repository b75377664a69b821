@testable import ArchitectRules
import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import ArchitectEngine
import ArchitectProject
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Testing

/// Runs fixes on source text for the fix tests.
enum FixHarness {
    /// Fixes `source` (alone in its run) with one fix and returns the text and the count.
    static func fix(_ source: String, with fix: any SourceFix.Type, iOS: Version = Version(17, 0), path: String? = nil) -> (text: String, count: Int) {
        let result = path.map { FixEngine.fix(source: source, path: "/project/" + $0, iOS: iOS, fixes: [fix]) }
            ?? FixEngine.fix(source: source, iOS: iOS, fixes: [fix])
        #expect(result.refusal == nil, "the rewrite was refused: \(result.refusal ?? "")")
        return (result.fixed, result.count)
    }

    /// Checks that `before` becomes exactly `after` with `count` fixes, that fixing `after` again
    /// changes nothing, that the output parses without new errors, and that both texts type-check
    /// against the SwiftUI stand-in (`FixCompileCheck`; `inputCompiles: false` for an input that is
    /// broken on purpose, whose output must still type-check).
    static func expect(_ before: String, becomes after: String, count: Int?, with fix: any SourceFix.Type, iOS: Version = Version(17, 0),
                       path: String? = nil, inputCompiles: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if inputCompiles { FixCompileCheck.expectCompiles(before, "input", sourceLocation: sourceLocation) }
        FixCompileCheck.expectCompiles(after, "expected output", sourceLocation: sourceLocation)
        let first = Self.fix(before, with: fix, iOS: iOS, path: path)
        #expect(first.text == after, "\n--- got:\n\(first.text)\n--- diff:\n\(LineDiff.unified(old: after, new: first.text, oldName: "expected", newName: "got"))", sourceLocation: sourceLocation)
        if let count { #expect(first.count == count, "fix count", sourceLocation: sourceLocation) }
        let second = Self.fix(first.text, with: fix, iOS: iOS, path: path)
        #expect(second.text == first.text, "not idempotent:\n\(LineDiff.unified(old: first.text, new: second.text, oldName: "first", newName: "second"))", sourceLocation: sourceLocation)
        #expect(second.count == 0, "second run count", sourceLocation: sourceLocation)
        #expect(errors(first.text) <= errors(before), "the output has new syntax errors", sourceLocation: sourceLocation)
        expectNoTrailingWhitespace(first.text, unlessIn: before, sourceLocation: sourceLocation)
    }

    /// Checks that no line of a fixed text ends with spaces or tabs (lines that already did in
    /// `original`, the text before fixing, are not the fix's doing and are allowed).
    static func expectNoTrailingWhitespace(_ text: String, unlessIn original: String = "",
                                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let allowed = Set(lines(of: original).filter(endsWithWhitespace))
        for (number, line) in lines(of: text).enumerated() where endsWithWhitespace(line) && !allowed.contains(line) {
            Issue.record("line \(number + 1) ends with white space: '\(line)'\n\(text)", sourceLocation: sourceLocation)
        }
    }

    private static func lines(of text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    }

    private static func endsWithWhitespace(_ line: String) -> Bool {
        line.last == " " || line.last == "\t"
    }

    /// Checks that a fix leaves `source` exactly as it is, and that it type-checks (unless `compiles` is false).
    static func expectUnchanged(_ source: String, with fix: any SourceFix.Type, iOS: Version = Version(17, 0),
                                compiles: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if compiles { FixCompileCheck.expectCompiles(source, "example", sourceLocation: sourceLocation) }
        let result = Self.fix(source, with: fix, iOS: iOS)
        #expect(result.text == source, "changed:\n\(LineDiff.unified(old: source, new: result.text, oldName: "before", newName: "after"))", sourceLocation: sourceLocation)
        #expect(result.count == 0, sourceLocation: sourceLocation)
    }

    /// The folder of the virtual project `run` places its files in.
    static let virtualRoot = "/virtual-fix-project"

    /// Fixes a run of files given by path (relative to a virtual project) and returns the results
    /// by path, and the notes. `outside` holds the project's other files, which the fixes may read;
    /// `iOS` overrides the iOS 17 target of some files.
    static func run(_ files: [String: String], outside: [String: String] = [:], iOS targets: [String: Version] = [:],
                    fixes: [any SourceFix.Type]) -> (files: [String: FileFixResult], notes: [FixNote]) {
        let root = virtualRoot
        let sources = files.keys.sorted().map { path -> FixSource in
            var configuration = Configuration(baseDirectory: root)
            configuration.platforms["iOS"] = targets[path] ?? Version(17, 0)
            let layout = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: root)
            let absolute = root + "/" + path
            return FixSource(path: absolute, text: files[path] ?? "", placement: layout.placement(of: absolute))
        }
        let project = FixProject(otherFiles: outside.keys.sorted().map { FixProject.OtherFile(path: root + "/" + $0, text: outside[$0]) },
                                 workingDirectory: root)
        let result = FixEngine.run(sources, with: fixes, project: project, jobs: 2)
        var byPath: [String: FileFixResult] = [:]
        for file in result.files { byPath[String(file.path.dropFirst(root.count + 1))] = file }
        return (byPath, result.notes)
    }

    /// The number of syntax errors in a text.
    static func errors(_ text: String) -> Int {
        ParseDiagnosticsGenerator.diagnostics(for: Parser.parse(source: text)).filter { $0.diagMessage.severity == .error }.count
    }
}
