import ArchitectCore
import ArchitectSyntax
import ArchitectEngine
import ArchitectProject
@testable import ArchitectRules
import Testing

@Suite("Inline suppression")
struct SuppressionTests {
    /// Lints `source` with diff-avoid-anyview and suppression-unused, returning "line:rule" strings.
    func lint(_ source: String) throws -> [String] {
        let configuration = Configuration(baseDirectory: "/p")
        let rules = try RuleSet.resolve(configuration: configuration, only: ["diff-avoid-anyview", "suppression-unused"])
        let layout = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: "/p")
        let result = FileLinter.lint(source: source, path: "/p/A.swift", placement: layout.placement(of: "/p/A.swift"), rules: rules)
        return result.findings.map { "\($0.line):\($0.ruleID)" }
    }

    @Test func disableAndEnableBoundARegion() throws {
        let findings = try lint("""
        let a = AnyView(x)
        // swiftui-architect:disable diff-avoid-anyview - legacy bridge
        let b = AnyView(x)
        let c = AnyView(x)
        // swiftui-architect:enable diff-avoid-anyview
        let d = AnyView(x)
        """)
        #expect(findings == ["1:diff-avoid-anyview", "6:diff-avoid-anyview"])
    }

    @Test func nextLineSkipsBlankLinesAndCommentsToTheNextToken() throws {
        let findings = try lint("""
        // swiftui-architect:disable:next diff-avoid-anyview

        // an unrelated comment
        let b = AnyView(x)
        let c = AnyView(x)
        """)
        #expect(findings == ["5:diff-avoid-anyview"])
    }

    @Test func thisLineAndFile() throws {
        #expect(try lint("let b = AnyView(x) // swiftui-architect:disable:this diff-avoid-anyview\nlet c = AnyView(x)") == ["2:diff-avoid-anyview"])
        #expect(try lint("// swiftui-architect:disable:file diff-avoid-anyview\nlet b = AnyView(x)\nlet c = AnyView(x)").isEmpty)
    }

    @Test func allCoversEveryRuleAndListsMayNameSeveral() throws {
        #expect(try lint("// swiftui-architect:disable:next all\nlet b = AnyView(x)").isEmpty)
        // io-unreadable did not run, so its unused suppression is not reported either.
        #expect(try lint("// swiftui-architect:disable:next io-unreadable, diff-avoid-anyview\nlet b = AnyView(x)").isEmpty)
    }

    @Test func unusedUnknownAndMalformedDirectivesAreReported() throws {
        #expect(try lint("// swiftui-architect:disable:next diff-avoid-anyview\nlet b = 1") == ["1:suppression-unused"])
        #expect(try lint("// swiftui-architect:disable:next no-such-rule\nlet b = 1") == ["1:suppression-unused"])
        #expect(try lint("// swiftui-architect:disabel diff-avoid-anyview\nlet b = 1") == ["1:suppression-unused"])
        #expect(try lint("// swiftui-architect:disable:next\nlet b = 1") == ["1:suppression-unused"])
    }

    @Test func directivesInStringsDoNothing() throws {
        #expect(try lint(#"let s = "// swiftui-architect:disable:file diff-avoid-anyview"; let v = AnyView(x)"#) == ["1:diff-avoid-anyview"])
    }

    @Test func blockCommentsWork() throws {
        #expect(try lint("/* swiftui-architect:disable:next diff-avoid-anyview */\nlet b = AnyView(x)").isEmpty)
    }

    @Test func reasonIsKept() {
        var directives: [SuppressionDirective] = []
        var problems: [SuppressionProblem] = []
        SuppressionMap.parse("// swiftui-architect:disable a,b - migrating in Q3", line: 1, column: 1, nextLine: 2, into: &directives, problems: &problems)
        #expect(directives.first?.rules == ["a", "b"])
        #expect(directives.first?.reason == "migrating in Q3")
    }
}
