import ArchitectCore
import ArchitectProject
@testable import ArchitectReporters
import ArchitectSyntax
import Foundation
import Testing

@Suite("graph rendering and --compare")
struct GraphCommandTests {
    static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Shop", targets: [
        .target(name: "FeatureCart", dependencies: ["Domain"]),
        .target(name: "Domain"),
        .target(name: "Data", dependencies: ["Domain"]),
        .testTarget(name: "FeatureCartTests", dependencies: ["FeatureCart"]),
    ])
    """

    static let files = [
        "Package.swift": manifest,
        "Sources/FeatureCart/Cart.swift": "import Domain\n",
        "Sources/FeatureCart/Basket.swift": "import Domain\n",
        "Sources/Domain/Order.swift": "import Foundation\n",
        "Sources/Data/Store.swift": "import Domain\n",
        "Tests/FeatureCartTests/CartTests.swift": "import XCTest\nimport FeatureCart\n",
    ]

    func edges(_ run: CommandRun, _ key: String = "edges") -> [[String: Any]] {
        (run.json?[key] as? [[String: Any]]) ?? []
    }

    @Test("One edge per pair of modules, solid when a manifest declares it although files import it too")
    func oneEdgePerPair() throws {
        let project = try TemporaryProject(Self.files)
        let json = CommandRun.run(["graph", "--format", "json"], in: project.root)
        let cart = edges(json).filter { $0["from"] as? String == "FeatureCart" && $0["to"] as? String == "Domain" }
        #expect(cart.count == 1, "\(edges(json))")
        #expect(cart.first?["kind"] as? String == "manifest")
        let dot = CommandRun.run(["graph"], in: project.root).out
        #expect(dot.components(separatedBy: "\"FeatureCart\" -> \"Domain\"").count == 2)
        #expect(dot.contains("\"FeatureCart\" -> \"Domain\" [style=solid]"))
        #expect(dot.contains("cluster_legend") && dot.contains("import only"))
        #expect(dot.contains("2 files") && dot.contains("1 file\""))
        let mermaid = CommandRun.run(["graph", "--format", "mermaid"], in: project.root).out
        #expect(mermaid.contains("subgraph legend") && mermaid.contains("forbidden by a layer rule"))
    }

    @Test("Test modules are hidden unless --tests")
    func testModulesHidden() throws {
        let project = try TemporaryProject(Self.files)
        let names = { (run: CommandRun) in ((run.json?["modules"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String } }
        let plain = CommandRun.run(["graph", "--format", "json"], in: project.root)
        #expect(!names(plain).contains("FeatureCartTests"))
        #expect(!edges(plain).contains { $0["from"] as? String == "FeatureCartTests" })
        let withTests = CommandRun.run(["graph", "--format", "json", "--tests"], in: project.root)
        #expect(names(withTests).contains("FeatureCartTests"))
        #expect(edges(withTests).contains { $0["from"] as? String == "FeatureCartTests" && $0["to"] as? String == "FeatureCart" })
    }

    @Test("The text summary counts in the singular and plural")
    func textSummary() throws {
        let single = try TemporaryProject([
            "Package.swift": "import PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"Solo\")])",
            "Sources/Solo/A.swift": "let a = 1\n",
        ])
        #expect(CommandRun.run(["graph", "--format", "text"], in: single.root).out.hasPrefix("1 module, 0 edges\n"))
        let graph = ModuleGraph(modules: [.init(name: "A", layer: nil, path: "", files: 1), .init(name: "B", layer: .data, path: "B", files: 2)],
                                edges: [.init(from: "A", to: "B", kind: .import, violation: false, rule: nil)])
        let text = GraphRenderer.text(graph)
        #expect(text.hasPrefix("2 modules, 1 edge\n"))
        #expect(text.contains("A [no layer, 1 file]") && text.contains("B [data, 2 files]  B"))
        #expect(text.contains("A -> B (import only)"))
    }

    @Test("The HTML report's drawing takes the width it is given, up to one and a half times its size")
    func svgFillsTheWidth() throws {
        let graph = ModuleGraph(modules: [.init(name: "A", layer: .app, path: "", files: 1)], edges: [])
        let svg = try #require(ModuleGraphSVG.render(graph))
        let opening = try #require(svg.split(separator: "\n").first)
        #expect(opening.contains("width=\"100%\""))
        let (_, _, width, _) = ModuleGraphSVG.layout(graph.modules)
        #expect(opening.contains("max-width: \(Int((width * 1.5).rounded()))px"))
        let html = HTMLReporter.render(Report(toolVersion: "0", findings: [], fileCount: 1, seconds: 0, catalog: RuleCatalog(descriptions: []), workingDirectory: "/", graph: graph))
        #expect(html.contains(".graph svg { display: block; width: 100%"))
    }

    @Test("--compare lists the edges added since a revision, forbidden ones first, and those removed")
    func compareWithRevision() throws {
        let repository = try GitRepository([
            "App/Main.swift": "import FeatureCart\nimport Data\n",
            "FeatureCart/Cart.swift": "import Domain\n",
            "Legacy/Old.swift": "import Foundation\n",
            "Data/Store.swift": "import Domain\n",
            "Domain/Order.swift": "import Foundation\n",
        ])
        try repository.commitAll()
        try repository.write("App/Main.swift", "import FeatureCart\nimport Domain\n")
        try repository.write("FeatureCart/Cart.swift", "import Domain\nimport Data\n")
        let text = CommandRun.run(["graph", "--compare", "HEAD"], in: repository.root)
        #expect(text.code == 1, "a new forbidden edge fails the run: \(text.err)")
        let lines = text.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "Since HEAD: 2 edges added (1 forbidden), 1 removed", "\(text.out)")
        #expect(lines.dropFirst().first == "+ FeatureCart -> Data (import only), forbidden by clinic-feature-import-allowlist")
        #expect(lines.contains("+ App -> Domain (import only)"))
        #expect(lines.contains("- App -> Data (import only)"))
        let json = CommandRun.run(["graph", "--compare", "HEAD", "--format", "json"], in: repository.root)
        #expect(edges(json, "added").map { "\($0["from"] ?? "")>\($0["to"] ?? "")" } == ["FeatureCart>Data", "App>Domain"])
        #expect(edges(json, "removed").map { "\($0["from"] ?? "")>\($0["to"] ?? "")" } == ["App>Data"])
        #expect((json.json?["base"] as? [String: Any])?["revision"] as? String == "HEAD")
        let mermaid = CommandRun.run(["graph", "--compare", "HEAD", "--format", "mermaid"], in: repository.root).out
        #expect(mermaid.hasPrefix("flowchart TD") && mermaid.contains("stroke:red") && mermaid.contains("|removed|"))
        // Nothing changed since the working tree was committed.
        try repository.commitAll("second")
        let same = CommandRun.run(["graph", "--compare", "HEAD"], in: repository.root)
        #expect(same.code == 0 && same.out.hasPrefix("Since HEAD: 0 edges added, 0 removed"), "\(same.out)")
        // The repository is left as it was: no worktree, nothing staged.
        #expect(try repository.git("status", "--porcelain").isEmpty)
        #expect(try repository.git("worktree", "list").split(separator: "\n").count == 1)
    }

    @Test("--compare needs a git repository and a known revision, and draws no dot")
    func compareErrors() throws {
        let plain = try TemporaryProject(["A.swift": "let a = 1\n"])
        #expect(CommandRun.run(["graph", "--compare", "HEAD"], in: plain.root).code == 2)
        let repository = try GitRepository(["A.swift": "let a = 1\n"])
        try repository.commitAll()
        let unknown = CommandRun.run(["graph", "--compare", "v9"], in: repository.root)
        #expect(unknown.code == 2 && unknown.err.contains("unknown git revision 'v9'"))
        #expect(CommandRun.run(["graph", "--compare", "HEAD", "--format", "dot"], in: repository.root).code == 2)
    }
}
