import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import Testing

/// One example of one rule, as a test case.
struct ExampleCase: Sendable, CustomTestStringConvertible {
    let ruleID: String
    let index: Int
    let triggering: Bool

    var testDescription: String { "\(ruleID) \(triggering ? "triggering" : "non-triggering") #\(index + 1)" }

    var description: RuleDescription { Registry.catalog.description(for: ruleID)! }
    var example: RuleExample { triggering ? description.triggering[index] : description.nonTriggering[index] }

    static let all: [ExampleCase] = Registry.catalog.descriptions.flatMap { description in
        description.triggering.indices.map { ExampleCase(ruleID: description.id, index: $0, triggering: true) }
            + description.nonTriggering.indices.map { ExampleCase(ruleID: description.id, index: $0, triggering: false) }
    }
}

@Suite("Catalog examples")
struct RuleExampleTests {
    @Test("Each example yields exactly its marked findings", arguments: ExampleCase.all)
    func example(_ testCase: ExampleCase) throws {
        let example = testCase.example
        let expected = ExampleHarness.expectedLocations(example)
        if testCase.triggering {
            #expect(!expected.isEmpty, "a triggering example needs at least one ↓ marker")
        } else {
            #expect(expected.isEmpty, "a non-triggering example must not carry ↓ markers")
        }
        let findings = try ExampleHarness.findings(for: example, rule: testCase.description)
        let actual = findings.map { ExampleHarness.Location(path: $0.path, line: $0.line, column: $0.column) }.sorted()
        #expect(actual == expected, "findings: \(findings.map { "\($0.line):\($0.column) \($0.message)" })")
    }

    @Test("Every file rule documents at least three examples each way")
    func exampleCounts() {
        for description in Registry.catalog.descriptions where Registry.engineRules.allSatisfy({ $0.id != description.id }) {
            #expect(description.triggering.count >= 3, "\(description.id) has \(description.triggering.count) triggering examples")
            #expect(description.nonTriggering.count >= 3, "\(description.id) has \(description.nonTriggering.count) non-triggering examples")
        }
    }

    @Test("Findings carry the canonical ID and messages say what to do")
    func findingShape() throws {
        for description in Registry.catalog.descriptions {
            for example in description.triggering {
                for finding in try ExampleHarness.findings(for: example, rule: description) {
                    #expect(finding.ruleID == description.id)
                    #expect(finding.message.count > 20 && finding.message.hasSuffix("."), "\(description.id): \(finding.message)")
                }
            }
        }
    }
}
