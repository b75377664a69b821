import ArchitectCore
import ArchitectProject
import ArchitectSyntax
@testable import ArchitectEngine
import ArchitectRules
import Foundation
import Testing

@Suite("Compact coding of cached analyses")
struct CompactCodingTests {
    func roundTrip<Value: Codable>(_ value: Value, keys: CompactKeys = CompactKeys()) throws -> Value {
        let bytes = try CompactCoding.encode(value, keys: keys)
        return try bytes.withUnsafeBytes { try CompactCoding.decode(Value.self, from: $0, keys: keys) }
    }

    @Test("Every case of an environment fact's value comes back as it was, nested and absent ones too")
    func environmentValuesRoundTrip() throws {
        let values: [EnvironmentFact.Value?] = [
            nil, .type("Store"), .member(of: nil, named: "shared"), .member(of: "Store", named: "shared"),
            .staticMember(of: "Store", named: "live"), .result(of: nil, named: "make"),
            .result(of: .result(of: .member(of: "A", named: "b"), named: "c"), named: "d"), .reinjected("Theme"), .unknown,
        ]
        let facts = values.enumerated().map { index, value in
            EnvironmentFact(kind: .injection, name: "N\(index)", value: value, mechanism: index.isMultiple(of: 2) ? "object" : "",
                            owner: "Owner", function: "", inExtension: index == 3, preview: "", debugOnly: true, line: index, column: -index)
        }
        #expect(try roundTrip(facts) == facts)
    }

    @Test("A real file's analysis comes back equal: findings, suppressions and summary")
    func fileAnalysisRoundTrips() throws {
        let source = """
            import SwiftUI
            @testable import Shop

            // swiftui-architect:disable:next diff-avoid-anyview -- kept for the demo
            let a = AnyView(Text("é ✓ \\u{1F600}"))

            struct ContentView: View {
                @EnvironmentObject var store: Store
                @State private var count: Int = 0
                let title: String? = nil
                init(count: Int = 1, title label: String) {}
                var body: some View { Text("x").environmentObject(Store.shared) }
            }
            extension ContentView: Equatable { static let preview = ContentView(title: "") }
            typealias Screen = ContentView
            final class Store: ObservableObject { static let shared = Store() }
            """
        let configuration = Configuration(baseDirectory: "/p")
        let rules = try RuleSet.resolve(configuration: configuration, preset: .all)
        let layout = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: "/p")
        let analysis = FileLinter.analyze(source: source, path: "/p/A.swift", placement: layout.placement(of: "/p/A.swift"), rules: rules)
        #expect(!analysis.findings.isEmpty && !analysis.suppressions.directives.isEmpty)
        let copy = try roundTrip(analysis)
        #expect(copy.findings == analysis.findings)
        #expect(copy.summary == analysis.summary)
        #expect(copy.suppressions.directives == analysis.suppressions.directives)
        #expect(copy.suppressions.problems == analysis.suppressions.problems)
    }

    @Test("The hand-written reader gives what Decodable gives, for the analysis of every catalog example")
    func handReaderMatchesDecodable() throws {
        let configuration = Configuration(baseDirectory: "/p")
        let rules = try RuleSet.resolve(configuration: configuration, preset: .all)
        let layout = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: "/p")
        let keys = CompactKeys()
        var compared = 0, withFacts = 0, withTypes = 0
        for description in Registry.catalog.descriptions {
            for example in description.triggering + description.nonTriggering {
                for file in example.files where file.path.hasSuffix(".swift") {
                    let source = file.code.replacingOccurrences(of: "↓", with: "")
                    let path = "/p/" + file.path
                    let analysis = FileLinter.analyze(source: source, path: path, placement: layout.placement(of: path), rules: rules)
                    let bytes = try CompactCoding.encode(analysis, keys: keys)
                    let generic = try bytes.withUnsafeBytes { try CompactCoding.decode(FileAnalysis.self, from: $0, keys: keys) }
                    let hand = try bytes.withUnsafeBytes { try AnalysisDecoding.analysis(from: $0, keys: keys) }
                    #expect(hand.summary == generic.summary, "\(description.id) \(file.path)")
                    #expect(hand.findings == generic.findings)
                    #expect(hand.suppressions.directives == generic.suppressions.directives)
                    compared += 1
                    if !(hand.summary?.environmentFacts.isEmpty ?? true) { withFacts += 1 }
                    if hand.summary?.types.contains(where: { !$0.initializers.isEmpty && !$0.properties.isEmpty }) == true { withTypes += 1 }
                }
            }
        }
        // The examples exercise every part of a summary.
        #expect(compared > 1000 && withFacts > 50 && withTypes > 50)
        // A damaged analysis fails rather than giving a wrong one.
        let analysis = FileLinter.analyze(source: "struct A: View { var body: some View { Text(\"a\") } }", path: "/p/A.swift",
                                          placement: layout.placement(of: "/p/A.swift"), rules: rules)
        let bytes = try CompactCoding.encode(analysis, keys: keys)
        #expect(throws: (any Error).self) { try bytes.dropLast().withUnsafeBytes { try AnalysisDecoding.analysis(from: $0, keys: keys) } }
        #expect(throws: (any Error).self) { try (bytes + [0]).withUnsafeBytes { try AnalysisDecoding.analysis(from: $0, keys: keys) } }
    }

    @Test("Field names are shared: a value written with an older table reads the same with a grown one")
    func keyTableOnlyGrows() throws {
        let keys = CompactKeys()
        let first = Finding(ruleID: "a", severity: .warning, impact: .medium, category: "c", path: "p", line: 1, column: 2, message: "m", fixable: true)
        let bytes = try CompactCoding.encode(first, keys: keys)
        let count = keys.names.count
        _ = try CompactCoding.encode(SourcePoint(line: 3, column: 4), keys: keys)
        #expect(keys.names.count == count + 2 || keys.names.count == count, "line and column may already be known")
        let grown = CompactKeys(names: keys.names + ["extra"])
        #expect(try bytes.withUnsafeBytes { try CompactCoding.decode(Finding.self, from: $0, keys: grown) } == first)
    }

    @Test("Damaged bytes fail instead of giving a wrong value")
    func damageFails() throws {
        let keys = CompactKeys()
        let point = SourcePoint(line: 300, column: 7)
        var bytes = try CompactCoding.encode(point, keys: keys)
        #expect(throws: (any Error).self) { try bytes.dropLast().withUnsafeBytes { try CompactCoding.decode(SourcePoint.self, from: $0, keys: keys) } }
        bytes.append(0)
        #expect(throws: (any Error).self) { try bytes.withUnsafeBytes { try CompactCoding.decode(SourcePoint.self, from: $0, keys: keys) } }
        #expect(throws: (any Error).self) { try bytes.withUnsafeBytes { try CompactCoding.decode(Finding.self, from: $0, keys: keys) } }
    }
}
