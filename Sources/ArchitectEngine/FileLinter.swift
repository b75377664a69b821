import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import ArchitectRules
import SwiftParser
import SwiftSyntax
import Foundation

/// What linting one file produced, before project rules and suppression.
public struct FileAnalysis: Sendable, Codable {
    /// Findings of the file rules, not yet filtered by suppression comments.
    public var findings: [Finding]
    /// The file's suppression comments.
    public var suppressions: SuppressionMap
    /// The file's declarations, for the project index (nil when the file could not be read).
    public var summary: FileSummary?
}

/// What linting one file produced.
public struct FileResult: Sendable {
    /// Findings after inline suppression, including `suppression-unused`.
    public var findings: [Finding]
}

/// Lints one file: parse once, run every enabled file rule in one walk, summarise, read suppressions.
public enum FileLinter {
    /// Analyses source text that was already read; `parsed`, when given, is the parse of `source`
    /// (a fix's output that was parsed to check it), which is then not parsed again.
    ///
    /// `clock`, when given, accumulates the time of every rule callback of the walk by rule
    /// (`--profile-rules`); without it the walk reads no clock at all.
    public static func analyze(source: String, parsed: SourceFileSyntax? = nil, path: String, placement: FilePlacement, rules: RuleSet, clock: RuleClock? = nil) -> FileAnalysis {
        if let refusal = NestingScan.refusal(for: source) {
            return unreadable(path: path, reason: refusal, rules: rules)
        }
        let tree = parsed ?? Parser.parse(source: source)
        let context = FileContext(path: path, tree: tree, source: source, isTestFile: placement.isTestFile, module: placement.module, layer: placement.layer, iOSTarget: placement.iOSTarget, platforms: placement.platforms,
                                  swiftToolsVersion: placement.swiftToolsVersion)
        if !rules.typedVisits.isEmpty { TypedRuleDispatcher(visits: rules.typedVisits, context: context, clock: clock).walk(tree) }
        var summary = FileSummaryBuilder.summarize(tree, path: path, lines: context.lines)
        summary.singletonUses = context.singletonUses
        summary.memberReferences = context.memberReferences
        summary.environmentFacts = context.environmentFacts
        // The converter is built only for a file that has suppression comments.
        let suppressions = SuppressionMap.mentionsPrefix(source) ? SuppressionMap.scan(tree, converter: context.converter, source: source) : .empty
        return FileAnalysis(findings: context.findings, suppressions: suppressions, summary: summary)
    }

    /// Reads and analyses a file on disk; unreadable files become `io-unreadable` findings.
    public static func analyze(path: String, placement: FilePlacement, rules: RuleSet) -> FileAnalysis {
        guard let data = FileSystemName.contents(atPath: path) else {
            return unreadable(path: path, reason: "the file cannot be read", rules: rules)
        }
        return analyze(data: data, path: path, placement: placement, rules: rules)
    }

    /// Analyses text that stands for a file's bytes (a rewrite `fix` made, or the text it read),
    /// judged as the bytes would be: text that is mostly stray characters is `io-unreadable`.
    static func analyze(textOf path: String, source: String, parsed: SourceFileSyntax?, placement: FilePlacement, rules: RuleSet) -> FileAnalysis {
        if let reason = SourceReader.notText(source) { return unreadable(path: path, reason: reason, rules: rules) }
        return analyze(source: source, parsed: parsed, path: path, placement: placement, rules: rules)
    }

    /// Analyses the bytes of a file; binary content becomes an `io-unreadable` finding.
    public static func analyze(data: Data, path: String, placement: FilePlacement, rules: RuleSet) -> FileAnalysis {
        switch SourceReader.decode(data) {
        case .text(let source):
            return analyze(source: source, path: path, placement: placement, rules: rules)
        case .unreadable(let reason):
            return unreadable(path: path, reason: reason, rules: rules)
        }
    }

    private static func unreadable(path: String, reason: String, rules: RuleSet) -> FileAnalysis {
        FileAnalysis(findings: [unreadableFinding(path: path, reason: reason, rules: rules)].compactMap { $0 }, suppressions: .empty, summary: nil)
    }

    /// Lints one file on its own: file rules, then its suppression comments.
    public static func lint(source: String, path: String, placement: FilePlacement, rules: RuleSet, catalog: RuleCatalog = Registry.catalog) -> FileResult {
        let analysis = analyze(source: source, path: path, placement: placement, rules: rules)
        return FileResult(findings: applySuppressions(analysis.suppressions, to: analysis.findings, path: path, rules: rules, catalog: catalog))
    }

    /// The `io-unreadable` finding for a path, unless that rule is off.
    public static func unreadableFinding(path: String, reason: String, rules: RuleSet) -> Finding? {
        let description = IoUnreadableRule.description
        guard rules.enabledIDs.contains(description.id) else { return nil }
        return Finding(ruleID: description.id, severity: rules.severities[description.id] ?? description.defaultSeverity,
                       impact: description.impact, category: description.category.rawValue, path: path, line: 1, column: 1,
                       message: "'\(path.split(separator: "/").last ?? "")' was not linted: \(reason).", fixable: false)
    }

    /// Removes the findings a file's suppression comments hide, and reports the comments that hid nothing.
    public static func applySuppressions(_ map: SuppressionMap, to findings: [Finding], path: String, rules: RuleSet, catalog: RuleCatalog = Registry.catalog) -> [Finding] {
        let unusedRule = SuppressionUnusedRule.description
        let reportUnused = rules.enabledIDs.contains(unusedRule.id)
        guard !map.directives.isEmpty || !map.problems.isEmpty else { return findings }
        var kept: [Finding] = []
        var used = Set<String>()  // "directiveIndex/ruleName"
        for finding in findings {
            if let (index, rule) = map.suppressor(ruleID: finding.ruleID, line: finding.line, canonical: catalog.canonicalID(for:)) {
                used.insert("\(index)/\(rule)")
            } else {
                kept.append(finding)
            }
        }
        guard reportUnused else { return kept }
        let severity = rules.severities[unusedRule.id] ?? unusedRule.defaultSeverity
        func unused(_ line: Int, _ column: Int, _ message: String) -> Finding {
            Finding(ruleID: unusedRule.id, severity: severity, impact: unusedRule.impact, category: unusedRule.category.rawValue,
                    path: path, line: line, column: column, message: message, fixable: false)
        }
        for problem in map.problems {
            kept.append(unused(problem.line, problem.column, problem.message.prefix(1).uppercased() + problem.message.dropFirst() + "."))
        }
        for (index, directive) in map.directives.enumerated() {
            // `enable` directives only end a region; they hide nothing themselves.
            guard directive.kind != .enable else { continue }
            for rule in directive.rules where !used.contains("\(index)/\(rule)") {
                if rule == "all" {
                    kept.append(unused(directive.line, directive.column, "This 'all' suppression hides no finding; remove it."))
                } else if let id = catalog.canonicalID(for: rule) {
                    guard rules.enabledIDs.contains(id), id != unusedRule.id else { continue }
                    kept.append(unused(directive.line, directive.column, "This suppression of '\(rule)' hides no finding; remove it."))
                } else {
                    kept.append(unused(directive.line, directive.column, "This suppression names " + catalog.unknownRuleMessage(rule) + "; fix or remove it."))
                }
            }
        }
        return kept
    }
}

/// Walks a tree once and hands each node to the rules that visit its type, through the typed
/// `visit` methods of `SyntaxVisitor`: nodes of types no rule handles cost no lookup at all, and
/// each rule receives the node already typed, through its `RuleCaller` (a virtual call on a
/// reference, with no copy of the rule).
final class TypedRuleDispatcher: SyntaxVisitor {
    private let visits: TypedVisits
    private let context: FileContext
    /// Times each rule callback when profiling; nil (one test per node) in a normal run.
    private let clock: RuleClock?

    init(visits: TypedVisits, context: FileContext, clock: RuleClock? = nil) {
        self.visits = visits
        self.context = context
        self.clock = clock
        super.init(viewMode: .sourceAccurate)
    }

    /// Calls `body` with each of `callers`, timing each call when profiling.
    @inline(__always)
    private func call(_ callers: [RuleCaller], _ body: (RuleCaller) -> Void) {
        if let clock {
            for caller in callers { clock.time(caller.ruleType) { body(caller) } }
        } else {
            for caller in callers { body(caller) }
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        call(visits.functionCallExpr) { $0.visit(node, in: context) }
        guard !visits.functionCallsByName.isEmpty else { return .visitChildren }
        let (name, constructed) = SyntaxQueries.dispatchNames(of: node)
        if let name, let callers = visits.functionCallsByName[name] { call(callers) { $0.visit(node, in: context) } }
        if let constructed, let callers = visits.functionCallsByName[constructed] {
            // A rule that names both `init` and the type has seen this call already.
            if let name, let seen = visits.functionCallsByName[name] {
                let seenTypes = Set(seen.map { ObjectIdentifier($0.ruleType) })
                call(callers.filter { !seenTypes.contains(ObjectIdentifier($0.ruleType)) }) { $0.visit(node, in: context) }
            } else {
                call(callers) { $0.visit(node, in: context) }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        call(visits.memberAccessExpr) { $0.visit(node, in: context) }
        if !visits.memberAccessesByName.isEmpty, let callers = visits.memberAccessesByName[node.declName.baseName.text] {
            call(callers) { $0.visit(node, in: context) }
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        call(visits.variableDecl) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        call(visits.structDecl) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        call(visits.classDecl) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        call(visits.enumDecl) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        call(visits.actorDecl) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        call(visits.protocolDecl) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        call(visits.extensionDecl) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        call(visits.memberType) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        call(visits.identifierType) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        call(visits.importDecl) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        call(visits.declReferenceExpr) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        call(visits.attribute) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        call(visits.initializerDecl) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        call(visits.functionDecl) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        call(visits.sequenceExpr) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        call(visits.keyPathExpr) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
        call(visits.inheritedType) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        call(visits.closureExpr) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        call(visits.ifExpr) { $0.visit(node, in: context) }
        return .visitChildren
    }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        call(visits.stringLiteralExpr) { $0.visit(node, in: context) }
        return .visitChildren
    }
}
