import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import ArchitectRegistryGenerator
@testable import ArchitectRules
import Foundation
import Testing

/// The registry is generated from the rule files; these tests fail when it is stale or when a rule
/// file is not where its ID says.
@Suite("Rule registry")
struct RegistryGenerationTests {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test("Registry+Generated.swift is what scripts/generate-registry writes")
    func generatedFileIsCurrent() throws {
        let output = try RegistryGenerator.generate(packageRoot: Self.packageRoot)
        let committed = try String(contentsOfFile: Self.packageRoot + "/" + RegistryGenerator.generatedPath, encoding: .utf8)
        #expect(committed == output.text, "run scripts/generate-registry")
        #expect(output.problems == [])
    }

    @Test("Every rule type is named after its ID and filed in its category's folder")
    func rulesAreFoundFromTheirIDs() {
        let types: [any Rule.Type] = Registry.syntaxRules + Registry.projectRules
        for type in types {
            let description = type.description
            #expect(String(describing: type) == description.typeName)
            let path = Self.packageRoot + "/Sources/ArchitectRules/" + description.category.folder + "/" + description.typeName + ".swift"
            #expect(FileManager.default.fileExists(atPath: path), "\(description.id) should be in \(path)")
        }
    }

    @Test("The generator reports a misnamed rule and a SyntaxRule without typed visits")
    func generatorFindsProblems() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("registry-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/Sources/ArchitectRules/View"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
        struct Misnamed: SyntaxRule {
            static let description = RuleDescription(id: "view-sample", title: "", category: .view, impact: .low, presets: [], rationale: "")
            let configuration: RuleConfiguration
            func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {}
        }
        struct ViewQuietRule: SyntaxRule {
            static let description = RuleDescription(id: "view-quiet", title: "", category: .view, impact: .low, presets: [], rationale: "")
            let configuration: RuleConfiguration
            func visit(_ node: Syntax, in file: FileContext) {}
        }
        extension Misnamed {
            func visit(_ node: ClosureExprSyntax, in file: FileContext) {}
        }
        """.write(toFile: folder + "/Misnamed.swift", atomically: true, encoding: .utf8)
        let output = try RegistryGenerator.generate(packageRoot: root)
        #expect(output.text.contains("static let nodeKinds: [SyntaxKind] = [.closureExpr, .functionCallExpr]"))
        #expect(output.problems.contains { $0.contains("must be the type ViewSampleRule") })
        #expect(output.problems.contains { $0.contains("ViewQuietRule is a SyntaxRule with no typed") })
    }

    @Test("Exactly the rules with a fix are fixable, and each fix names its rule back")
    func fixableIsDerived() {
        let fixable = Set(Registry.catalog.descriptions.filter(\.fixable).map(\.id))
        #expect(fixable == Set(Registry.fixableRuleIDs))
        #expect(fixable.count == Registry.fixes.count)
        let types: [any Rule.Type] = Registry.syntaxRules + Registry.projectRules
        for case let type as any FixableRule.Type in types {
            #expect(type.fixType.ruleID == type.description.id)
        }
    }
}
