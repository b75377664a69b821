import ArchitectCore
import ArchitectSyntax
import SwiftParser
import SwiftSyntax

/// Reads `Package.swift` as syntax, never by running SwiftPM.
///
/// It reads `Package(name:platforms:…)` and every target, product and package dependency written
/// anywhere in the manifest with a literal name (in the `Package(…)` call, in `append` calls,
/// `if` blocks, local arrays, helper functions). What it cannot read (a target name that is a
/// parameter, platforms built from a variable) yields notes instead of data.
public enum ManifestReader {
    /// Reads a manifest from its source text.
    public static func read(source: String, path: String) -> ManifestSummary {
        let tree = Parser.parse(source: source)
        return read(tree: tree, path: path)
    }

    /// Reads a manifest from an already parsed tree.
    public static func read(tree: SourceFileSyntax, path: String) -> ManifestSummary {
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        func point(_ node: some SyntaxProtocol) -> SourcePoint {
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return SourcePoint(line: location.line, column: location.column)
        }
        let finder = PackageCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var notes: [ManifestNote] = []
        let toolsVersion = readToolsVersion(tree)
        guard let call = finder.call else {
            return ManifestSummary(path: path, name: nil, platforms: [:], targets: [], products: [], dependencies: [], languageModes: [],
                                   notes: [ManifestNote(message: "no 'Package(…)' call found; the manifest was not understood", location: SourcePoint(line: 1, column: 1))],
                                   toolsVersion: toolsVersion, hasIndirectSettings: true)
        }
        let arguments = call.arguments
        let name = arguments.first { $0.label?.text == "name" }.flatMap { stringLiteral($0.expression) }

        var platforms: [String: Version] = [:]
        for element in arrayElements(of: arguments, label: "platforms", notes: &notes, point: point) {
            guard let platformCall = element.as(FunctionCallExprSyntax.self),
                  let member = platformCall.calledExpression.as(MemberAccessExprSyntax.self),
                  let versionExpression = platformCall.arguments.first?.expression else { continue }
            let platform = member.declName.baseName.text
            if let text = stringLiteral(versionExpression), let version = Version(parsing: text) {
                platforms[platform] = version
            } else if let versionMember = versionExpression.as(MemberAccessExprSyntax.self),
                      let version = Version(parsing: versionMember.declName.baseName.text) {
                platforms[platform] = version
            } else {
                notes.append(ManifestNote(message: "platform version of '\(platform)' is not a literal", location: point(versionExpression)))
            }
        }

        // Targets, products and package dependencies are gathered from the whole manifest, not
        // only from the literal arrays of `Package(…)`: manifests also add them with
        // `package.targets.append(…)`, `append(contentsOf:)` or `+=`, inside `if` blocks, from
        // local arrays and from helper functions. A call that is not a declaration (a
        // `.target(name:)` dependency, a `.plugin` product) is told apart by where it sits.
        let collector = ManifestCallCollector(viewMode: .sourceAccurate)
        collector.walk(tree)

        var targets: [TargetSummary] = []
        var targetNames = Set<String>()
        var literalSettingLabels = 0
        for targetCall in collector.targetCalls {
            guard let member = targetCall.calledExpression.as(MemberAccessExprSyntax.self),
                  let kind = ManifestCallCollector.targetKinds[member.declName.baseName.text] else { continue }
            let targetArguments = targetCall.arguments
            guard let targetName = targetArguments.first(where: { $0.label?.text == "name" }).flatMap({ stringLiteral($0.expression) }) else {
                notes.append(ManifestNote(message: "target name is not a string literal", location: point(targetCall)))
                continue
            }
            guard targetNames.insert(targetName).inserted else { continue }
            let targetPath = targetArguments.first { $0.label?.text == "path" }.flatMap { stringLiteral($0.expression) }
            var dependencies: [TargetDependency] = []
            for dependency in arrayElements(of: targetArguments, label: "dependencies", notes: &notes, point: point) {
                if let text = stringLiteral(dependency) {
                    dependencies.append(TargetDependency(kind: .byName, name: text, package: nil, location: point(dependency)))
                } else if let dependencyCall = dependency.as(FunctionCallExprSyntax.self),
                          let dependencyMember = dependencyCall.calledExpression.as(MemberAccessExprSyntax.self),
                          let nameArgument = dependencyCall.arguments.first(where: { $0.label?.text == "name" }),
                          let dependencyName = stringLiteral(nameArgument.expression) {
                    let package = dependencyCall.arguments.first { $0.label?.text == "package" }.flatMap { stringLiteral($0.expression) }
                    let dependencyKind: TargetDependency.Kind = switch dependencyMember.declName.baseName.text {
                    case "product": .product
                    case "target": .target
                    default: .byName
                    }
                    dependencies.append(TargetDependency(kind: dependencyKind, name: dependencyName, package: package, location: point(nameArgument.expression)))
                } else {
                    notes.append(ManifestNote(message: "dependency of '\(targetName)' is not a literal", location: point(dependency)))
                }
            }
            if targetArguments.first(where: { $0.label?.text == "swiftSettings" })?.expression.is(ArrayExprSyntax.self) == true {
                literalSettingLabels += 1
            }
            let settings = targetArguments.first { $0.label?.text == "swiftSettings" }
                .map { $0.expression.tokens(viewMode: .sourceAccurate).map(\.text).filter { $0.count > 1 } } ?? []
            targets.append(TargetSummary(kind: kind, name: targetName, path: targetPath, dependencies: dependencies, swiftSettingsMention: settings, location: point(targetCall)))
        }

        var products: [String] = []
        for productCall in collector.productCalls {
            if let productName = productCall.arguments.first(where: { $0.label?.text == "name" }).flatMap({ stringLiteral($0.expression) }),
               !products.contains(productName) {
                products.append(productName)
            }
        }

        var packageDependencies: [PackageDependency] = []
        for dependencyCall in collector.packageCalls {
            let dependencyPath = dependencyCall.arguments.first { $0.label?.text == "path" }
            let url = dependencyCall.arguments.first { $0.label?.text == "url" }
            let anchor = dependencyPath?.expression ?? url?.expression ?? ExprSyntax(dependencyCall)
            packageDependencies.append(PackageDependency(
                path: dependencyPath.flatMap { stringLiteral($0.expression) },
                url: url.flatMap { stringLiteral($0.expression) },
                location: point(anchor)))
        }

        var modes: [String] = []
        for label in ["swiftLanguageModes", "swiftLanguageVersions"] {
            if arguments.first(where: { $0.label?.text == label })?.expression.is(ArrayExprSyntax.self) == true { literalSettingLabels += 1 }
            for element in arrayElements(of: arguments, label: label, notes: &notes, point: point) {
                modes.append(element.trimmedDescription)
            }
        }
        let settingNames: Set<String> = ["swiftSettings", "swiftLanguageModes", "swiftLanguageVersions"]
        let settingMentions = tree.tokens(viewMode: .sourceAccurate).filter { settingNames.contains($0.text) }.count
        var summary = ManifestSummary(path: path, name: name, platforms: platforms, targets: targets, products: products,
                                      dependencies: packageDependencies, languageModes: modes, notes: notes,
                                      toolsVersion: toolsVersion, hasIndirectSettings: settingMentions > literalSettingLabels)
        summary.packageLocation = point(call)
        return summary
    }

    /// The version named by the `// swift-tools-version:` comment before the first token.
    static func readToolsVersion(_ tree: SourceFileSyntax) -> Version? {
        let trivia = tree.firstToken(viewMode: .sourceAccurate)?.leadingTrivia ?? tree.endOfFileToken.leadingTrivia
        for piece in trivia {
            guard case .lineComment(let text) = piece else { continue }
            let marker = "swift-tools-version:"
            guard let range = text.range(of: marker) else { return nil }
            let rest = text[range.upperBound...].drop { $0 == " " }
            let number = rest.prefix { $0.isNumber || $0 == "." }
            return Version(parsing: String(number))
        }
        return nil
    }

    /// The elements of the array literal passed as `label`, or a note when it is not a literal.
    private static func arrayElements(of arguments: LabeledExprListSyntax, label: String, notes: inout [ManifestNote], point: (ExprSyntax) -> SourcePoint) -> [ExprSyntax] {
        guard let argument = arguments.first(where: { $0.label?.text == label }) else { return [] }
        guard let array = argument.expression.as(ArrayExprSyntax.self) else {
            notes.append(ManifestNote(message: "'\(label):' is not an array literal; it was not read", location: point(argument.expression)))
            return []
        }
        return array.elements.map(\.expression)
    }

    /// The value of a string literal without interpolation.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}

/// Finds the outermost `Package(…)` call.
private final class PackageCallFinder: SyntaxVisitor {
    var call: FunctionCallExprSyntax?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if call == nil, let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Package" {
            call = node
            return .skipChildren
        }
        return .visitChildren
    }
}

/// Collects the target, product and package-dependency calls of a manifest, wherever they are.
private final class ManifestCallCollector: SyntaxVisitor {
    /// Target declaration functions and the kind each declares.
    static let targetKinds: [String: TargetSummary.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
        "plugin": .plugin, "binaryTarget": .binary, "systemLibrary": .system,
    ]
    static let productKinds: Set<String> = ["library", "executable", "plugin"]

    var targetCalls: [FunctionCallExprSyntax] = []
    var productCalls: [FunctionCallExprSyntax] = []
    var packageCalls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), Self.isImplicitOrTypeBase(member.base) else {
            return .visitChildren
        }
        let name = member.declName.baseName.text
        let labels = Set(node.arguments.compactMap { $0.label?.text })
        if name == "package", labels.contains("url") || labels.contains("path") {
            packageCalls.append(node)
            return .skipChildren
        }
        // A product: `.library(name:targets:)`, `.executable(…)`, and `.plugin(name:targets:)`
        // (a plugin target has a `capability:` instead).
        if Self.productKinds.contains(name), labels.contains("targets"), !labels.contains("capability") {
            productCalls.append(node)
            return .skipChildren
        }
        guard Self.targetKinds[name] != nil, labels.contains("name") else { return .visitChildren }
        // `.target(name:)` and `.plugin(name:package:)` are also how a target names a
        // dependency or a plugin it uses; those sit in `dependencies:`/`plugins:` or in a value
        // typed as a dependency.
        if name == "plugin", !labels.contains("capability") { return .skipChildren }
        if Self.isDependencyPosition(node) { return .skipChildren }
        targetCalls.append(node)
        // Nothing inside a target declares another target.
        return .skipChildren
    }

    /// `.target(…)` or `Target.target(…)` / `PackageDescription.Target.target(…)`.
    private static func isImplicitOrTypeBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return ["Target", "Product", "Package"].contains(reference.baseName.text) }
        if let member = base.as(MemberAccessExprSyntax.self) { return ["Target", "Product", "Package", "Dependency"].contains(member.declName.baseName.text) }
        return false
    }

    /// Whether a call sits where a target's dependencies or plugins are written: under a
    /// `dependencies:`/`plugins:` argument, or in a declaration whose type names a dependency.
    private static func isDependencyPosition(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node).parent
        while let ancestor = current {
            if let argument = ancestor.as(LabeledExprSyntax.self), let label = argument.label?.text,
               label == "dependencies" || label == "plugins" {
                return true
            }
            if let binding = ancestor.as(PatternBindingSyntax.self),
               let type = binding.typeAnnotation?.type.trimmedDescription, type.contains("Dependency") || type.contains("PluginUsage") {
                return true
            }
            if let function = ancestor.as(FunctionDeclSyntax.self),
               let type = function.signature.returnClause?.type.trimmedDescription, type.contains("Dependency") || type.contains("PluginUsage") {
                return true
            }
            current = ancestor.parent
        }
        return false
    }
}
