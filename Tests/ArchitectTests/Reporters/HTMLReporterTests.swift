import ArchitectCore
import ArchitectSyntax
import ArchitectProject
@testable import ArchitectReporters
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("HTML reporter")
struct HTMLReporterTests {
    /// The text between the first `start` and the following `end`, both included.
    private func fragment(_ text: String, from start: String, to end: String) throws -> String {
        let lower = try #require(text.range(of: start))
        let upper = try #require(text.range(of: end, range: lower.upperBound..<text.endIndex))
        return String(text[lower.lowerBound..<upper.upperBound])
    }

    /// An attribute's value (looked up by hand: on Linux `attribute(forName:)` misses attributes
    /// of elements in a default namespace, as SVG's are).
    private func value(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// Every element under `element`, depth first.
    private func descendants(of element: XMLElement) -> [XMLElement] {
        let children = element.children?.compactMap { $0 as? XMLElement } ?? []
        return children + children.flatMap { descendants(of: $0) }
    }

    @Test("A self-contained page with totals, counts, findings by file and source lines")
    func page() throws {
        let project = try TemporaryProject()
        let html = HTMLReporter.render(try ReportFixtures.report(in: project, graph: ReportFixtures.graph))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.hasSuffix("</html>\n"))
        // Nothing is loaded from elsewhere.
        for external in ["<script", "<link", "src=", "@import", "url(http", "href=\"http"] {
            #expect(!html.contains(external), "found \(external)")
        }
        // Counts by category and impact.
        #expect(html.contains("<th scope=\"row\">state</th>"))
        #expect(html.contains("<th scope=\"col\" class=\"num\">critical</th>"))
        // Findings grouped by file, with the offending token marked in its source line.
        #expect(html.contains("<span class=\"path\">Sources/App/Card.swift</span>"))
        #expect(html.contains("<span class=\"ln\">2</span>let café = <mark>AnyView</mark>(Text(&quot;é&quot;))"))
        #expect(html.contains("<span class=\"ln\">1</span>final class <mark>Model</mark>: ObservableObject {"))
        #expect(html.contains("<code>AnyView</code> erases"))
        // A missing file is noted, not fatal.
        #expect(html.contains("<span class=\"path\">/elsewhere/Gone File.swift</span>"))
        #expect(html.contains("could not be read"))
        // Everything the findings say is escaped.
        #expect(html.contains("&lt;tag&gt; &amp; &quot;quotes&quot;"))
        #expect(!html.contains("<tag>"))
    }

    @Test("The module graph is inline, well-formed SVG with forbidden edges in red")
    func graph() throws {
        let project = try TemporaryProject()
        let html = HTMLReporter.render(try ReportFixtures.report(in: project, graph: ReportFixtures.graph))
        let svg = try fragment(html, from: "<svg", to: "</svg>")
        let document = try XMLDocument(data: Data(svg.utf8), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        let elements = descendants(of: root)
        let groups = elements.filter { $0.localName == "g" }
        let names = groups.compactMap { group in
            group.children?.compactMap { $0 as? XMLElement }.first { value($0, "class") == "name" }?.stringValue
        }
        // Every module, plus a box for the external `Foundation` an edge points at.
        #expect(Set(names) == ["App", "FeatureProfile", "FeatureSettings", "Domain", "Data", "DesignSystem", "Scratch<&>", "FeatureProfileTests", "Foundation"])
        let paths = elements.filter { $0.localName == "path" }
        let edges = paths.filter { value($0, "class")?.hasPrefix("edge") == true }
        #expect(edges.count == 9)
        let red = edges.filter { value($0, "stroke") == "#dc2626" }
        #expect(red.count == 2)
        #expect(red.allSatisfy { value($0, "class")?.contains("violation") == true })
        #expect(red.contains { $0.stringValue?.contains("forbidden by layer-domain-pure") == true })
        #expect(html.contains("2 forbidden edges"))
    }

    @Test("Layers go top to bottom: app, features, lower layers; tests stand aside")
    func layout() throws {
        let (boxes, _, _, _) = ModuleGraphSVG.layout(ReportFixtures.graph.modules)
        let y = Dictionary(boxes.map { ($0.name, $0.y) }, uniquingKeysWith: { first, _ in first })
        let x = Dictionary(boxes.map { ($0.name, $0.x) }, uniquingKeysWith: { first, _ in first })
        let app = try #require(y["App"]), feature = try #require(y["FeatureProfile"]), domain = try #require(y["Domain"])
        #expect(app < feature && feature < domain)
        #expect(y["Data"] == domain && y["DesignSystem"] == domain)
        #expect(try #require(y["Scratch<&>"]) > domain)
        let rightmost = boxes.filter { $0.layer != .tests }.map(\.x).max() ?? 0
        #expect(try #require(x["FeatureProfileTests"]) > rightmost)
    }

    @Test("An empty graph and a clean run are said in words")
    func empty() {
        let html = HTMLReporter.render(ReportFixtures.emptyReport())
        #expect(html.contains("No module graph"))
        #expect(html.contains("No findings in 5 files."))
        #expect(!html.contains("<svg"))
    }
}
