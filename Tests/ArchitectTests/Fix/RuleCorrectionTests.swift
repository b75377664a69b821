@testable import ArchitectRules
import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import Testing

/// The corrections in the rule descriptions run as tests: each input has fixable findings of its
/// rule, becomes exactly its output (which type-checks and has none), and stays put when fixed again.
@Suite("Corrections in the rule descriptions")
struct RuleCorrectionTests {
    /// Every rule's corrections, with the rule's fix.
    static let cases: [(rule: RuleDescription, fix: any SourceFix.Type, index: Int)] = Registry.catalog.descriptions.flatMap { rule in
        rule.corrections.indices.compactMap { index in
            Registry.fixes.first { $0.ruleID == rule.id }.map { (rule, $0, index) }
        }
    }

    @Test("Exactly the fixable rules have corrections")
    func fixableRulesHaveCorrections() {
        for rule in Registry.catalog.descriptions {
            #expect(rule.fixable == !rule.corrections.isEmpty, "\(rule.id)")
        }
        #expect(Self.cases.count >= Registry.fixes.count)
    }

    @Test("Each correction is exact, stable and compiles", arguments: Self.cases.indices)
    func correctionHolds(_ caseIndex: Int) throws {
        let (rule, fix, index) = Self.cases[caseIndex]
        let correction = rule.corrections[index]
        let path = correction.path ?? "Sources/App/Example.swift"
        let before = try ExampleHarness.findings(for: RuleExample(correction.input, path: path, iOS: correction.iOSTarget), rule: rule)
        #expect(!before.isEmpty && before.allSatisfy(\.fixable), "\(rule.id): the input should have fixable findings")
        FixHarness.expect(correction.input, becomes: correction.output, count: nil, with: fix, iOS: correction.iOSTarget, path: correction.path)
        let after = try ExampleHarness.findings(for: RuleExample(correction.output, path: path, iOS: correction.iOSTarget), rule: rule)
        #expect(after.isEmpty, "\(rule.id): the output still has findings: \(after.map(\.message))")
    }
}
