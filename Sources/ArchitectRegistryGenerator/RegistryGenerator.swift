import Foundation
import SwiftParser
import SwiftSyntax

/// Writes `Sources/ArchitectRules/Registry+Generated.swift` from the rule files, the way
/// swift-format generates its pipeline: the list of rules, the node kinds each file rule visits
/// (read from its typed `visit` methods). It also checks that every rule file is where its ID says.
///
/// It depends on SwiftSyntax alone, so it runs even when a new rule keeps `ArchitectRules` from
/// building (a file rule without its generated `nodeKinds` does not conform to `SyntaxRule`).
public enum RegistryGenerator {
    /// One rule type found in the sources.
    struct RuleType {
        var name: String
        var file: String
        var isSyntaxRule = false
        var isProjectRule = false
        var isResourceRule = false
        var isEngineRule = false
        var visitedKinds: Set<String> = []
        var id: String?
        var categoryCase: String?
    }

    /// The result of a run: the generated text and the problems found in the rule files.
    public struct Output {
        /// The whole generated Swift file.
        public let text: String
        /// Rule files that are misnamed or misplaced; empty when all is well.
        public let problems: [String]
    }

    /// The generated file's path relative to the package root.
    public static let generatedPath = "Sources/ArchitectRules/Registry+Generated.swift"

    /// Reads every Swift file under `<packageRoot>/Sources/ArchitectRules` and returns the registry.
    public static func generate(packageRoot: String) throws -> Output {
        let rulesFolder = packageRoot + "/Sources/ArchitectRules"
        let files = (FileManager.default.enumerator(atPath: rulesFolder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") && $0 != "Registry+Generated.swift" }
            .sorted()
        var types: [String: RuleType] = [:]
        var visits: [String: Set<String>] = [:]
        for file in files {
            let text = try String(contentsOfFile: rulesFolder + "/" + file, encoding: .utf8)
            let scanner = RuleFileScanner(file: file)
            scanner.walk(Parser.parse(source: text))
            for found in scanner.types { types[found.name, default: found].merge(found) }
            for (name, kinds) in scanner.visits { visits[name, default: []].formUnion(kinds) }
        }
        var rules: [RuleType] = []
        for var rule in types.values where rule.isSyntaxRule || rule.isProjectRule || rule.isResourceRule || rule.isEngineRule {
            rule.visitedKinds = visits[rule.name] ?? []
            rules.append(rule)
        }
        rules.sort { $0.name < $1.name }
        return Output(text: render(rules), problems: problems(in: rules))
    }

    /// The `RuleCategory` folder of each category case, as `RuleCategory.folder` gives it (a test
    /// keeps the two equal).
    public static let folders: [String: String] = [
        "a11y": "Accessibility", "anim": "Animation", "clinic": "Clinic", "composition": "Composition", "conc": "Concurrency",
        "data": "DataFlow", "di": "Injection", "diff": "Diffing", "error": "Errors", "forms": "Forms", "imports": "Imports", "input": "Input", "io": "Engine",
        "layer": "Layers", "list": "Lists", "modernAPI": "ModernAPI", "mvvmArchitecture": "MVVMArchitecture", "nav": "Navigation",
        "perf": "Performance", "previews": "Previews", "review": "Review", "state": "State", "suppression": "Engine", "testing": "Testing",
        "view": "View",
    ]

    /// The type name a rule ID asks for (mirrors `RuleDescription.typeName`).
    static func typeName(forID id: String) -> String {
        let name = id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.hasSuffix("Rule") ? name : name + "Rule"
    }

    static func problems(in rules: [RuleType]) -> [String] {
        var problems: [String] = []
        for rule in rules {
            guard let id = rule.id else {
                problems.append("\(rule.file): \(rule.name) has no literal `id:` in its description")
                continue
            }
            let expectedName = typeName(forID: id)
            if rule.name != expectedName { problems.append("\(rule.file): the rule `\(id)` must be the type \(expectedName), not \(rule.name)") }
            guard let category = rule.categoryCase, let folder = folders[category] else {
                problems.append("\(rule.file): \(rule.name) has no known `category:`")
                continue
            }
            let expectedFile = folder + "/" + expectedName + ".swift"
            if rule.file != expectedFile { problems.append("\(rule.file): the rule `\(id)` must be in \(expectedFile)") }
            if rule.isSyntaxRule && rule.visitedKinds.isEmpty { problems.append("\(rule.file): \(rule.name) is a SyntaxRule with no typed `visit(_:in:)`") }
        }
        return problems
    }

    static func render(_ rules: [RuleType]) -> String {
        func list(_ selected: [RuleType], _ suffix: String) -> String {
            selected.map { "        \($0.name)\(suffix)," }.joined(separator: "\n")
        }
        var text = """
        // Generated by scripts/generate-registry from the rule files; do not edit by hand.
        // The test RegistryGenerationTests fails when this file is stale.

        import ArchitectCore
        import ArchitectProject
        import ArchitectSyntax
        import SwiftSyntax

        extension Registry {
            /// Every file rule, by type name.
            static let generatedSyntaxRules: [any SyntaxRule.Type] = [
        \(list(rules.filter(\.isSyntaxRule), ".self"))
            ]

            /// Every project rule, by type name.
            static let generatedProjectRules: [any ProjectRule.Type] = [
        \(list(rules.filter(\.isProjectRule), ".self"))
            ]

            /// Every resource rule, by type name.
            static let generatedResourceRules: [any ResourceRule.Type] = [
        \(list(rules.filter(\.isResourceRule), ".self"))
            ]

            /// Every rule the engine reports itself.
            static let generatedEngineRules: [RuleDescription] = [
        \(list(rules.filter(\.isEngineRule), ".description"))
            ]
        }

        """
        for rule in rules where rule.isSyntaxRule {
            let kinds = rule.visitedKinds.sorted().map { "." + $0 }.joined(separator: ", ")
            text += "\nextension \(rule.name) {\n    static let nodeKinds: [SyntaxKind] = [\(kinds)]\n}\n"
        }
        return text
    }
}

extension RegistryGenerator.RuleType {
    mutating func merge(_ other: Self) {
        isSyntaxRule = isSyntaxRule || other.isSyntaxRule
        isProjectRule = isProjectRule || other.isProjectRule
        isResourceRule = isResourceRule || other.isResourceRule
        isEngineRule = isEngineRule || other.isEngineRule
        id = id ?? other.id
        categoryCase = categoryCase ?? other.categoryCase
        if other.id != nil { file = other.file }
    }
}

/// Collects, from one file, the rule types declared or extended and their typed visits.
final class RuleFileScanner: SyntaxVisitor {
    let file: String
    var types: [RegistryGenerator.RuleType] = []
    var visits: [String: Set<String>] = [:]
    private var typeStack: [String] = []

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private func enter(_ name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax) {
        let inherited = Set(inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        var type = RegistryGenerator.RuleType(name: name, file: file)
        type.isSyntaxRule = inherited.contains("SyntaxRule")
        type.isProjectRule = inherited.contains("ProjectRule")
        type.isResourceRule = inherited.contains("ResourceRule")
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.text == "static" }),
                  let binding = variable.bindings.first, binding.pattern.trimmedDescription == "description",
                  let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                  call.calledExpression.trimmedDescription == "RuleDescription" else { continue }
            for argument in call.arguments {
                if argument.label?.text == "id", let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                    type.id = literal.segments.trimmedDescription
                }
                if argument.label?.text == "category", let member = argument.expression.as(MemberAccessExprSyntax.self) {
                    type.categoryCase = member.declName.baseName.text
                }
            }
            type.isEngineRule = !type.isSyntaxRule && !type.isProjectRule && !type.isResourceRule && inherited.isEmpty
        }
        if type.isSyntaxRule || type.isProjectRule || type.isResourceRule || type.id != nil { types.append(type) }
        typeStack.append(name)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard typeStack.isEmpty else { return .skipChildren }
        enter(node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { if typeStack.last == node.name.text { typeStack.removeLast() } }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        guard typeStack.isEmpty else { return .skipChildren }
        enter(node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { if typeStack.last == node.name.text { typeStack.removeLast() } }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard typeStack.isEmpty else { return .skipChildren }
        let name = node.extendedType.trimmedDescription
        let inherited = Set(node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        if inherited.contains("SyntaxRule") || inherited.contains("ProjectRule") || inherited.contains("ResourceRule") {
            var type = RegistryGenerator.RuleType(name: name, file: file)
            type.isSyntaxRule = inherited.contains("SyntaxRule")
            type.isProjectRule = inherited.contains("ProjectRule")
            type.isResourceRule = inherited.contains("ResourceRule")
            types.append(type)
        }
        typeStack.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { if typeStack.last == node.extendedType.trimmedDescription { typeStack.removeLast() } }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard typeStack.count == 1, node.name.text == "visit", !node.modifiers.contains(where: { $0.name.text == "static" }) else { return .skipChildren }
        let parameters = Array(node.signature.parameterClause.parameters)
        guard parameters.count == 2, parameters[0].firstName.text == "_", parameters[1].firstName.text == "in",
              let type = parameters[0].type.as(IdentifierTypeSyntax.self)?.name.text, type.hasSuffix("Syntax"), type != "Syntax" else { return .skipChildren }
        let base = type.dropLast("Syntax".count)
        visits[typeStack[0], default: []].insert(base.prefix(1).lowercased() + base.dropFirst())
        return .skipChildren
    }
}
