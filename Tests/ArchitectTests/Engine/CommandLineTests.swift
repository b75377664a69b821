@testable import ArchitectCommandLine
import ArchitectEngine
@testable import ArchitectRules
import Foundation
import Testing

@Suite("Command line")
struct CommandLineTests {
    @Test func versionAndHelp() throws {
        let project = try TemporaryProject()
        #expect(CommandRun.run(["--version"], in: project.root).out == CommandLineTool.version + "\n")
        #expect(CommandRun.run(["--help"], in: project.root).out.contains("USAGE: swiftui-architect"))
        for command in ["lint", "rules", "explain", "init", "graph"] {
            let run = CommandRun.run([command, "--help"], in: project.root)
            #expect(run.code == 0 && run.out.contains("USAGE: swiftui-architect \(command)"), "\(command)")
        }
    }

    @Test func lintJSONFollowsTheContract() throws {
        let project = try TemporaryProject(["Sources/App/Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View { AnyView(Text(\"x\")) }\n}\n"])
        let run = CommandRun.run(["lint", "--format", "json", "--rule", "diff-avoid-anyview"], in: project.root)
        #expect(run.code == 0)
        let json = try #require(run.json)
        let tool = try #require(json["tool"] as? [String: Any])
        #expect(tool["name"] as? String == "swiftui-architect")
        #expect(tool["version"] as? String == CommandLineTool.version)
        let finding = try #require((json["findings"] as? [[String: Any]])?.first)
        #expect(finding["rule"] as? String == "diff-avoid-anyview")
        #expect(finding["severity"] as? String == "warning")
        #expect(finding["impact"] as? String == "critical")
        #expect(finding["category"] as? String == "diff")
        #expect(finding["file"] as? String == "Sources/App/Card.swift")
        #expect(finding["line"] as? Int == 3)
        #expect(finding["column"] as? Int == 27)
        #expect(finding["fixable"] as? Bool == false)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 1)
        #expect(summary["findings"] as? Int == 1)
        #expect(summary["warnings"] as? Int == 1)
        #expect(summary["seconds"] is Double)
    }

    @Test func exitCodes() throws {
        let project = try TemporaryProject(["A.swift": "let v = AnyView(x)\n"])
        #expect(CommandRun.run(["lint", "--rule", "diff-avoid-anyview"], in: project.root).code == 0)
        #expect(CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--strict"], in: project.root).code == 1)
        try project.write(".swiftui-architect.json", #"{"rules": {"diff-avoid-anyview": "error"}}"#)
        let failing = CommandRun.run(["lint", "--rule", "diff-avoid-anyview"], in: project.root)
        #expect(failing.code == 1)
        #expect(failing.out == "A.swift:1:9: error: `AnyView` erases the view's type and defeats diffing; return `some View` from a `@ViewBuilder` instead. [diff-avoid-anyview]\n")
        #expect(CommandRun.run(["lint", "--format", "yaml"], in: project.root).code == 2)
        #expect(CommandRun.run(["lint", "--rule", "no-such-rule"], in: project.root).code == 2)
        #expect(CommandRun.run(["lint", "--bogus"], in: project.root).code == 2)
        #expect(CommandRun.run(["lint", "missing-folder"], in: project.root).code == 2)
        #expect(CommandRun.run(["frobnicate"], in: project.root).err.contains("unknown command 'frobnicate'"))
        try project.write(".swiftui-architect.json", #"{"rulez": {}}"#)
        let broken = CommandRun.run(["lint"], in: project.root)
        #expect(broken.code == 2)
        #expect(broken.err.contains("unknown key 'rulez' (did you mean 'rules'?)"))
    }

    @Test func findingsAreSortedAndPathsRelative() throws {
        let project = try TemporaryProject(["B.swift": "let b = AnyView(x)\n", "A.swift": "let a = 1\nlet x = AnyView(y); let z = AnyView(w)\n"])
        let run = CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--quiet"], in: project.root)
        let locations = run.out.split(separator: "\n").map { $0.split(separator: ":").prefix(3).joined(separator: ":") }
        #expect(locations == ["A.swift:2:9", "A.swift:2:29", "B.swift:1:9"])
        #expect(run.err.isEmpty)
    }

    @Test func rulesJSONListsEveryRuleAndManualItem() throws {
        let run = CommandRun.run(["rules", "--format", "json"], in: "/")
        let json = try #require(run.json)
        let rules = try #require(json["rules"] as? [[String: Any]])
        #expect(rules.count == Registry.catalog.descriptions.count)
        for rule in rules {
            for key in ["id", "title", "category", "impact", "defaultSeverity", "presets", "scope", "fixable", "aliases", "options"] {
                #expect(rule[key] != nil, "\(rule["id"] ?? "?") lacks \(key)")
            }
        }
        let manual = try #require(json["manual"] as? [[String: Any]])
        #expect(manual.count == Registry.catalog.manualItems.count)
        var seen = Set<String>()
        for id in rules.compactMap({ $0["id"] as? String }) + rules.flatMap({ $0["aliases"] as? [String] ?? [] }) + manual.compactMap({ $0["id"] as? String }) {
            #expect(seen.insert(id).inserted, "\(id) appears twice")
        }
        let recommended = CommandRun.run(["rules", "--preset", "recommended", "--format", "json"], in: "/")
        let recommendedRules = try #require(recommended.json?["rules"] as? [[String: Any]])
        #expect(recommendedRules.allSatisfy { ($0["presets"] as? [String])?.contains("recommended") == true })
        #expect(CommandRun.run(["rules", "--format", "markdown"], in: "/").out.hasPrefix("# swiftui-architect rules"))
    }

    @Test func explainAcceptsAliases() throws {
        let description = try #require(Registry.catalog.descriptions.first { !$0.aliases.isEmpty })
        let alias = try #require(description.aliases.first)
        let run = CommandRun.run(["explain", alias], in: "/")
        #expect(run.code == 0)
        #expect(run.out.hasPrefix("\(description.id): \(description.title)"))
        #expect(run.out.contains("is an alias of this rule"))
        #expect(CommandRun.run(["explain", "diff-avoid-anyvew"], in: "/").err.contains("did you mean 'diff-avoid-anyview'"))
        #expect(CommandRun.run(["explain", "a11y-wcag-aa"], in: "/").out.contains("manual review item"))
    }

    @Test("explain leads with a summary; --long prints the full text")
    func explainSummaryAndLong() throws {
        let rule = try #require(Registry.catalog.description(for: "diff-avoid-anyview"))
        let short = CommandRun.run(["explain", "diff-avoid-anyview"], in: "/")
        #expect(short.code == 0)
        #expect(short.out.hasPrefix("diff-avoid-anyview: Avoid AnyView\nwarning (impact critical), diff; presets: recommended, clinic, all\n\n"), "\(short.out)")
        // Why, without the details of what is reported and left alone.
        #expect(short.out.contains("`AnyView` erases the concrete type of a view"))
        #expect(!short.out.contains("Left alone:") && !short.out.contains("Reported:"))
        // What a finding says, which tells how to fix it.
        #expect(short.out.contains("A finding says, for example:\n  `AnyView` erases the view's type and defeats diffing; return `some View`"), "\(short.out)")
        #expect(short.out.contains("Fix: by hand"))
        // One example of each kind.
        #expect(short.out.contains(rule.triggering[0].code.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")))
        #expect(short.out.contains(rule.nonTriggering[0].code.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")))
        #expect(!short.out.contains(rule.triggering[1].code.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")))
        #expect(short.out.contains("swiftui-architect explain diff-avoid-anyview --long"))

        let long = CommandRun.run(["explain", "diff-avoid-anyview", "--long"], in: "/")
        #expect(long.code == 0)
        #expect(long.out.contains(rule.rationale))
        for example in rule.triggering + rule.nonTriggering {
            #expect(long.out.contains(example.code.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")))
        }
        #expect(long.out.contains("A finding says, for example:"))
        #expect(!long.out.contains("--long"))

        // A fixable rule says how to fix it; options are in the long form.
        let fixable = CommandRun.run(["explain", "review-onchange-modern"], in: "/").out
        #expect(fixable.contains("Fix: `swiftui-architect fix --rule review-onchange-modern` rewrites it"), "\(fixable)")
        let withOptions = try #require(Registry.catalog.descriptions.first { !$0.options.isEmpty })
        let optionsShort = CommandRun.run(["explain", withOptions.id], in: "/").out
        #expect(!optionsShort.contains("Options:") && optionsShort.contains("option"))
        #expect(CommandRun.run(["explain", withOptions.id, "--long"], in: "/").out.contains("Options:\n  \(withOptions.options[0].name) = "))
        #expect(CommandRun.run(["explain", "diff-avoid-anyview", "--lng"], in: "/").code == 2)
        #expect(CommandRun.run(["explain", "--help"], in: "/").out.contains("--long"))
    }

    @Test("Every rule's summary is shorter than its full text and names its first example")
    func everyExplainSummary() {
        for rule in Registry.catalog.descriptions {
            let short = ExplainCommand.renderSummary(rule, requestedAs: rule.id)
            let long = ExplainCommand.render(rule, requestedAs: rule.id)
            if ExplainCommand.lead(of: rule.rationale) != rule.rationale { #expect(short.count < long.count, "\(rule.id)") }
            #expect(!ExplainCommand.lead(of: rule.rationale).isEmpty, "\(rule.id)")
            if let first = rule.triggering.first?.code.split(separator: "\n").first { #expect(short.contains(first), "\(rule.id)") }
        }
    }

    @Test func initWritesAStarterThatLoads() throws {
        let project = try TemporaryProject(["App.swift": "struct App {}\n"])
        let run = CommandRun.run(["init", "--preset", "clinic"], in: project.root)
        #expect(run.code == 0)
        #expect(project.read(".swiftui-architect.json")?.contains("\"preset\": \"clinic\"") == true)
        #expect(CommandRun.run(["init"], in: project.root).code == 2)
        #expect(CommandRun.run(["init", "--force"], in: project.root).code == 0)
        #expect(CommandRun.run(["lint"], in: project.root).code == 0)
    }

    @Test("A run that lints no file is a usage error, so CI does not pass while checking nothing")
    func noFileLintedIsAnError() throws {
        let project = try TemporaryProject(["Sources/App.swift": "struct App {}\n", ".swiftui-architect.json": #"{"include": ["Typo"]}"#])
        let run = CommandRun.run(["lint"], in: project.root)
        #expect(run.code == 2)
        #expect(run.err.contains("no Swift file to lint in the current folder; check 'include' and 'exclude'"))
        let other = try TemporaryProject(["Sources/App.swift": "struct App {}\n"])
        let fine = CommandRun.run(["lint", "Sources"], in: other.root)
        #expect(fine.code == 0, "\(fine.err)")
    }

    @Test func initWritesTheLayersItInfers() throws {
        let project = try TemporaryProject([
            "Sources/OrdersFeature/OrdersView.swift": "import SwiftUI\n",
            "Sources/ProfileScreens/ProfileView.swift": "import SwiftUI\n",
            "Sources/Domain/Order.swift": "public struct Order {}\n",
            "Sources/ApiClient/Client.swift": "public struct Client {}\n",
            "Tests/OrdersFeatureTests/OrdersTests.swift": "import Testing\n",
            "Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "OrdersFeature"), .target(name: "ProfileScreens"), .target(name: "Domain"), .target(name: "ApiClient"),
                .testTarget(name: "OrdersFeatureTests"),
            ])
            """,
        ])
        let run = CommandRun.run(["init"], in: project.root)
        #expect(run.code == 0)
        let text = try #require(project.read(".swiftui-architect.json"))
        #expect(text.contains(#""features": ["*Feature", "*Screens"]"#))
        #expect(text.contains(#""domain": ["Domain"]"#))
        #expect(!text.contains("Tests\""))
        #expect(run.out.contains("features: OrdersFeature, ProfileScreens"))
        #expect(run.out.contains("in no layer (add them to \"layers\" to have them checked): ApiClient"))
        #expect(CommandRun.run(["lint"], in: project.root).code != 2)
    }

    @Test("Layer rules are skipped, with a note, in a project that has no Domain module and no layers configured")
    func layerRulesNeedLayers() throws {
        let files = ["OrdersFeature/OrdersView.swift": "import SwiftUI\nimport ComposableArchitecture\nstruct OrdersView {}\n"]
        let plain = try TemporaryProject(files)
        let skipped = CommandRun.run(["lint", "--preset", "clinic", "--format", "json"], in: plain.root)
        let none = try #require(skipped.json?["findings"] as? [[String: Any]])
        #expect(!none.contains { $0["rule"] as? String == "clinic-feature-import-allowlist" })
        #expect(skipped.err.contains("note: no Domain module and no \"layers\" in the configuration"))
        #expect(skipped.err.contains("clinic-feature-import-allowlist"))
        let layered = try TemporaryProject(files.merging(["Domain/Order.swift": "public struct Order {}\n"]) { a, _ in a })
        let checked = CommandRun.run(["lint", "--preset", "clinic", "--format", "json"], in: layered.root)
        let some = try #require(checked.json?["findings"] as? [[String: Any]])
        #expect(some.contains { $0["rule"] as? String == "clinic-feature-import-allowlist" })
        #expect(!checked.err.contains("note: no Domain module"))
    }

    @Test("init refuses to replace a dangling symbolic link, and writes through a live one")
    func initAndSymbolicLinks() throws {
        let project = try TemporaryProject(["App.swift": "struct App {}\n"])
        let link = project.root + "/.swiftui-architect.json"
        #expect(symlink(project.root + "/gone.json", link) == 0)
        let refused = CommandRun.run(["init", "--force"], in: project.root)
        #expect(refused.code == 2)
        #expect(refused.err.contains("symbolic link to a file that does not exist"))
        try project.write("shared.json", "{}")
        #expect(unlink(link) == 0 && symlink(project.root + "/shared.json", link) == 0)
        #expect(CommandRun.run(["init", "--force"], in: project.root).code == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == project.root + "/shared.json")
        #expect(project.read("shared.json")?.contains("\"preset\"") == true)
    }

    @Test func outputFileReceivesTheReport() throws {
        let project = try TemporaryProject(["A.swift": "let v = AnyView(x)\n"])
        let run = CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--format", "json", "--output", "report.json"], in: project.root)
        #expect(run.out.isEmpty)
        #expect(project.read("report.json")?.contains("\"rule\": \"diff-avoid-anyview\"") == true)
        #expect(run.err.contains("wrote the json report to 'report.json'\n"), "\(run.err)")
        let quiet = CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--format", "json", "--output", "report.json", "--quiet"], in: project.root)
        #expect(quiet.err.isEmpty, "\(quiet.err)")
    }

    @Test func graphDrawsModulesAndForbiddenEdges() throws {
        let project = try TemporaryProject([
            "App/Main.swift": "import FeatureCart\nimport Data",
            "FeatureCart/Cart.swift": "import Domain\nimport Data",
            "Data/Store.swift": "import Domain",
            "Domain/Order.swift": "import Foundation",
        ])
        let run = CommandRun.run(["graph", "--format", "json"], in: project.root)
        let json = try #require(run.json)
        let modules = try #require(json["modules"] as? [[String: Any]])
        #expect(Set(modules.compactMap { $0["name"] as? String }) == ["App", "Data", "Domain", "FeatureCart"])
        #expect(modules.first { $0["name"] as? String == "FeatureCart" }?["layer"] as? String == "features")
        let edges = try #require(json["edges"] as? [[String: Any]])
        let forbidden = edges.filter { $0["violation"] as? Bool == true }
        #expect(forbidden.count == 1)
        #expect(forbidden.first?["from"] as? String == "FeatureCart")
        #expect(forbidden.first?["to"] as? String == "Data")
        #expect(forbidden.first?["rule"] as? String == "clinic-feature-import-allowlist")
        #expect(edges.first { $0["from"] as? String == "App" }?["rule"] is NSNull)
        let dot = CommandRun.run(["graph"], in: project.root).out
        #expect(dot.contains("\"FeatureCart\" -> \"Data\" [style=dashed, color=red"))
        let mermaid = CommandRun.run(["graph", "--format", "mermaid"], in: project.root).out
        #expect(mermaid.hasPrefix("flowchart TD") && mermaid.contains("linkStyle") && mermaid.contains("stroke:red"))
    }

    @Test func aNestedProjectIgnoresManifestsAboveItsConfiguration() throws {
        let project = try TemporaryProject([
            "Package.swift": "import PackageDescription\nlet package = Package(name: \"Outer\", targets: [.target(name: \"Outer\", path: \"Inner\")])",
            "Inner/.swiftui-architect.json": "{}",
            "Inner/FeatureCart/Cart.swift": "import SwiftUI",
        ])
        let inner = CommandRun.run(["graph", "--format", "json"], in: project.root + "/Inner")
        let modules = try #require(inner.json?["modules"] as? [[String: Any]])
        #expect(modules.compactMap { $0["name"] as? String } == ["FeatureCart"])
        let outer = CommandRun.run(["graph", "--format", "json"], in: project.root)
        #expect((outer.json?["modules"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Outer"])
    }
}
