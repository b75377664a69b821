import ArchitectCore
import ArchitectSyntax
import ArchitectReporters
import Foundation
import Testing

@Suite("SARIF reporter")
struct SARIFReporterTests {
    /// The output parsed, and its only run.
    private func parse(_ text: String) throws -> (document: [String: Any], run: [String: Any]) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return (document, try #require(runs.first))
    }

    @Test("Has the required SARIF 2.1.0 structure")
    func structure() throws {
        let project = try TemporaryProject()
        let report = try ReportFixtures.report(in: project)
        let (document, run) = try parse(SARIFReporter.render(report))
        #expect(document["version"] as? String == "2.1.0")
        #expect((document["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "swiftui-architect")
        #expect(driver["version"] as? String == "9.9.9")

        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["custom-rule", "diff-avoid-anyview", "state-no-published", "view-body-length"])
        for rule in rules {
            #expect(rule["name"] is String)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""))
        }
        let anyView = try #require(rules.first { $0["id"] as? String == "diff-avoid-anyview" })
        #expect(anyView["name"] as? String == "DiffAvoidAnyview")
        #expect((anyView["fullDescription"] as? [String: Any])?["text"] as? String == "Type erasure hides identity. Keep view types concrete.")
        #expect(((anyView["help"] as? [String: Any])?["text"] as? String)?.contains("Keep view types concrete.") == true)
        #expect((anyView["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        for (result, finding) in zip(results, report.findings) {
            #expect(result["ruleId"] as? String == finding.ruleID)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == finding.ruleID)
            #expect((result["message"] as? [String: Any])?["text"] as? String == finding.message)
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let region = try #require(physical["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == finding.line)
            #expect(physical["artifactLocation"] is [String: Any])
        }
        #expect(results.compactMap { $0["level"] as? String } == report.findings.map { SARIFReporter.level($0.severity) })
    }

    @Test("Paths are relative to %SRCROOT%, percent-encoded, or absolute file URIs outside it")
    func locations() throws {
        let project = try TemporaryProject()
        let report = try ReportFixtures.report(in: project)
        let (_, run) = try parse(SARIFReporter.render(report))
        let results = try #require(run["results"] as? [[String: Any]])
        let artifacts = results.compactMap { result -> [String: Any]? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return location?["artifactLocation"] as? [String: Any]
        }
        #expect(artifacts.count == 4)
        #expect(artifacts[0]["uri"] as? String == "file:///elsewhere/Gone%20File.swift")
        #expect(artifacts[0]["uriBaseId"] == nil)
        #expect(artifacts[1]["uri"] as? String == "Sources/App/Card.swift")
        #expect(artifacts[1]["uriBaseId"] as? String == "%SRCROOT%")
        let bases = try #require(run["originalUriBaseIds"] as? [String: Any])
        let root = try #require((bases["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
        #expect(root.hasPrefix("file:///") && root.hasSuffix("/"))
    }

    @Test("Columns are converted from UTF-8 bytes to UTF-16 code units")
    func columns() throws {
        let project = try TemporaryProject()
        let report = try ReportFixtures.report(in: project)
        let (_, run) = try parse(SARIFReporter.render(report))
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(run["results"] as? [[String: Any]])
        let columns = results.map { result -> Int? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["region"] as? [String: Any])?["startColumn"] as? Int
        }
        // `let café = AnyView`: `é` is two UTF-8 bytes but one UTF-16 unit; the gone file keeps its column.
        #expect(columns == [3, 12, 13, 5])
        #expect(SourceLines.utf16Column(6, in: "a😀b") == 4)
        #expect(SourceLines.utf16Column(4, in: "a😀b") == 2, "a column inside a character points at the character")
        #expect(SourceLines.utf16Column(40, in: "ab") == 3)
    }

    @Test("An empty run is still a valid log")
    func empty() throws {
        let (_, run) = try parse(SARIFReporter.render(ReportFixtures.emptyReport()))
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect((driver?["rules"] as? [Any])?.isEmpty == true)
    }

    @Test("Rule names and URIs are derived safely")
    func helpers() {
        #expect(SARIFReporter.ruleName("state-no-published") == "StateNoPublished")
        #expect(SARIFReporter.uriReference("Sources/A B/c:d#e%.swift") == "Sources/A%20B/c%3Ad%23e%25.swift")
    }
}
