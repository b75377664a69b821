import ArchitectCore
import ArchitectEngine
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Testing

/// Runs fixes on source text for the fix tests.
enum FixHarness {
    /// Fixes `source` (alone in its run) with one fix and returns the text and the count.
    static func fix(_ source: String, with fix: any SourceFix.Type, iOS: Version = Version(17, 0)) -> (text: String, count: Int) {
        let result = FixEngine.fix(source: source, iOS: iOS, fixes: [fix])
        #expect(result.refusal == nil, "the rewrite was refused: \(result.refusal ?? "")")
        return (result.fixed, result.count)
    }

    /// Checks that `before` becomes exactly `after` with `count` fixes, that fixing `after` again
    /// changes nothing, and that the output parses without new errors.
    static func expect(_ before: String, becomes after: String, count: Int, with fix: any SourceFix.Type, iOS: Version = Version(17, 0),
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let first = Self.fix(before, with: fix, iOS: iOS)
        #expect(first.text == after, "\n--- got:\n\(first.text)\n--- diff:\n\(LineDiff.unified(old: after, new: first.text, oldName: "expected", newName: "got"))", sourceLocation: sourceLocation)
        #expect(first.count == count, "fix count", sourceLocation: sourceLocation)
        let second = Self.fix(first.text, with: fix, iOS: iOS)
        #expect(second.text == first.text, "not idempotent:\n\(LineDiff.unified(old: first.text, new: second.text, oldName: "first", newName: "second"))", sourceLocation: sourceLocation)
        #expect(second.count == 0, "second run count", sourceLocation: sourceLocation)
        #expect(errors(first.text) <= errors(before), "the output has new syntax errors", sourceLocation: sourceLocation)
    }

    /// Checks that a fix leaves `source` exactly as it is.
    static func expectUnchanged(_ source: String, with fix: any SourceFix.Type, iOS: Version = Version(17, 0),
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = Self.fix(source, with: fix, iOS: iOS)
        #expect(result.text == source, "changed:\n\(LineDiff.unified(old: source, new: result.text, oldName: "before", newName: "after"))", sourceLocation: sourceLocation)
        #expect(result.count == 0, sourceLocation: sourceLocation)
    }

    /// The number of syntax errors in a text.
    static func errors(_ text: String) -> Int {
        ParseDiagnosticsGenerator.diagnostics(for: Parser.parse(source: text)).filter { $0.diagMessage.severity == .error }.count
    }
}
