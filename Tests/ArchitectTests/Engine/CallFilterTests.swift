import ArchitectCore
import ArchitectEngine
import ArchitectProject
@testable import ArchitectRules
import Foundation
import Testing

/// Rules that name the calls they look at (`calledNames`) find exactly what they find when every
/// call is handed to them: over every example of the catalog and the fixture apps, with every
/// rule enabled, the findings and the notes left for project rules are the same both ways.
@Suite("Calls dispatched by name")
struct CallFilterTests {
    /// Every Swift source the comparison runs over: the examples' files (markers removed) and the
    /// fixture apps' files, with the path each is linted at.
    static func sources() throws -> [(path: String, code: String)] {
        var sources: [(String, String)] = []
        for description in Registry.catalog.descriptions {
            for example in description.triggering + description.nonTriggering {
                for file in example.files where file.path.hasSuffix(".swift") {
                    sources.append((file.path, ExampleHarness.extractMarkers(file.code).source))
                }
            }
        }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures").path
        let walker = FileManager.default.enumerator(atPath: fixtures)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let code = try? String(contentsOfFile: fixtures + "/" + relative, encoding: .utf8) else { continue }
            sources.append((relative, code))
        }
        return sources
    }

    /// The values' descriptions, sorted: the same multiset compares equal.
    static func sorted<T>(_ values: [T]?) -> [String] { (values ?? []).map { "\($0)" }.sorted() }

    @Test("Every rule with calledNames agrees with itself when handed every call")
    func filteredDispatchChangesNothing() throws {
        let configuration = Configuration(baseDirectory: ExampleHarness.projectRoot)
        let filtered = try RuleSet.resolve(configuration: configuration, preset: .all)
        let everyCall = filtered.handingEveryCall()
        let named = filtered.syntaxRules.filter { type(of: $0).calledNames != nil }
        #expect(named.count >= 10, "the comparison only means something while rules name their calls")
        let layout = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: ExampleHarness.projectRoot)
        let sources = try Self.sources()
        #expect(sources.count > 500)
        for (relative, code) in sources {
            let path = ExampleHarness.projectRoot + "/" + relative
            let placement = layout.placement(of: path)
            let fast = FileLinter.analyze(source: code, path: path, placement: placement, rules: filtered)
            let slow = FileLinter.analyze(source: code, path: path, placement: placement, rules: everyCall)
            #expect(Set(fast.findings) == Set(slow.findings), "findings differ in \(relative)")
            // Rules run in another order, so the notes of different rules may interleave differently.
            #expect(Self.sorted(fast.summary?.singletonUses) == Self.sorted(slow.summary?.singletonUses), "notes differ in \(relative)")
            #expect(Self.sorted(fast.summary?.memberReferences) == Self.sorted(slow.summary?.memberReferences), "member references differ in \(relative)")
            #expect(Self.sorted(fast.summary?.environmentFacts) == Self.sorted(slow.summary?.environmentFacts), "environment facts differ in \(relative)")
        }
    }
}
