import ArchitectCore
import SwiftSyntax

/// A check with a static description, configured for one run.
public protocol Rule: Sendable {
    /// The rule's ID, rationale, options and examples.
    static var description: RuleDescription { get }
    /// The severity and options the rule runs with.
    var configuration: RuleConfiguration { get }
    /// Builds the rule for one run (the memberwise initialiser, for a rule that only stores its configuration).
    init(configuration: RuleConfiguration)
    /// Whether `fix` rewrites the rule's findings: true exactly for a rule that names its fix
    /// (`FixableRule`), never written by hand.
    static var isFixable: Bool { get }
}

extension Rule {
    /// A rule without a fix.
    public static var isFixable: Bool { false }
}

/// A rule that looks at one file's syntax tree.
///
/// A rule implements `visit(_:in:)` for the node types it checks; the others do nothing. The engine
/// walks each tree once and hands every node to the rules that visit its type, already typed, so
/// no rule walks the tree from the root or casts a node.
///
/// `nodeKinds` is not written by hand: `scripts/generate-registry` reads the `visit` methods of
/// each rule file and writes it into `Registry+Generated.swift`, and a test fails when that file is
/// stale. A rule type missing from it does not build.
public protocol SyntaxRule: Rule {
    /// The kinds of node whose `visit` the rule implements (generated).
    static var nodeKinds: [SyntaxKind] { get }
    /// The names of the calls whose `visit(_: FunctionCallExprSyntax, in:)` can find anything, by
    /// `SyntaxQueries.dispatchNames(of:)`: the last name of the called expression (`sheet` for
    /// `x.sheet(…)` and `.sheet(…)`, `ForEach` for `SwiftUI.ForEach<T>(…)`; `X.init(…)` is both `X`
    /// and `init`). The engine then hands the rule only those calls, sparing one callback per rule
    /// for every other call of the file. nil, the default, hands it every call: keep it for a
    /// rule that looks at the arguments of any call, or at callees that have no name.
    static var calledNames: Set<String>? { get }
    /// The member names (`red` in `Color.red` and `.red`) whose `visit(_: MemberAccessExprSyntax,
    /// in:)` can find anything; the engine hands the rule no other access. nil, the default,
    /// hands it every access.
    static var memberNames: Set<String>? { get }
    func visit(_ node: FunctionCallExprSyntax, in file: FileContext)
    func visit(_ node: VariableDeclSyntax, in file: FileContext)
    func visit(_ node: StructDeclSyntax, in file: FileContext)
    func visit(_ node: ClassDeclSyntax, in file: FileContext)
    func visit(_ node: EnumDeclSyntax, in file: FileContext)
    func visit(_ node: ActorDeclSyntax, in file: FileContext)
    func visit(_ node: ProtocolDeclSyntax, in file: FileContext)
    func visit(_ node: ExtensionDeclSyntax, in file: FileContext)
    func visit(_ node: MemberTypeSyntax, in file: FileContext)
    func visit(_ node: IdentifierTypeSyntax, in file: FileContext)
    func visit(_ node: ImportDeclSyntax, in file: FileContext)
    func visit(_ node: DeclReferenceExprSyntax, in file: FileContext)
    func visit(_ node: AttributeSyntax, in file: FileContext)
    func visit(_ node: InitializerDeclSyntax, in file: FileContext)
    func visit(_ node: FunctionDeclSyntax, in file: FileContext)
    func visit(_ node: SequenceExprSyntax, in file: FileContext)
    func visit(_ node: MemberAccessExprSyntax, in file: FileContext)
    func visit(_ node: KeyPathExprSyntax, in file: FileContext)
    func visit(_ node: InheritedTypeSyntax, in file: FileContext)
    func visit(_ node: ClosureExprSyntax, in file: FileContext)
    func visit(_ node: IfExprSyntax, in file: FileContext)
    func visit(_ node: StringLiteralExprSyntax, in file: FileContext)
}

extension SyntaxRule {
    public static var calledNames: Set<String>? { nil }
    public static var memberNames: Set<String>? { nil }
    public func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {}
    public func visit(_ node: VariableDeclSyntax, in file: FileContext) {}
    public func visit(_ node: StructDeclSyntax, in file: FileContext) {}
    public func visit(_ node: ClassDeclSyntax, in file: FileContext) {}
    public func visit(_ node: EnumDeclSyntax, in file: FileContext) {}
    public func visit(_ node: ActorDeclSyntax, in file: FileContext) {}
    public func visit(_ node: ProtocolDeclSyntax, in file: FileContext) {}
    public func visit(_ node: ExtensionDeclSyntax, in file: FileContext) {}
    public func visit(_ node: MemberTypeSyntax, in file: FileContext) {}
    public func visit(_ node: IdentifierTypeSyntax, in file: FileContext) {}
    public func visit(_ node: ImportDeclSyntax, in file: FileContext) {}
    public func visit(_ node: DeclReferenceExprSyntax, in file: FileContext) {}
    public func visit(_ node: AttributeSyntax, in file: FileContext) {}
    public func visit(_ node: InitializerDeclSyntax, in file: FileContext) {}
    public func visit(_ node: FunctionDeclSyntax, in file: FileContext) {}
    public func visit(_ node: SequenceExprSyntax, in file: FileContext) {}
    public func visit(_ node: MemberAccessExprSyntax, in file: FileContext) {}
    public func visit(_ node: KeyPathExprSyntax, in file: FileContext) {}
    public func visit(_ node: InheritedTypeSyntax, in file: FileContext) {}
    public func visit(_ node: ClosureExprSyntax, in file: FileContext) {}
    public func visit(_ node: IfExprSyntax, in file: FileContext) {}
    public func visit(_ node: StringLiteralExprSyntax, in file: FileContext) {}
}

extension Rule {
    /// A finding of this rule at a 1-based line and column of any file (a project or resource
    /// rule's; a syntax rule reports at a node with `report`).
    public func finding(_ path: String, _ line: Int, _ column: Int, _ message: String) -> Finding {
        let description = Self.description
        return Finding(ruleID: description.id, severity: configuration.severity, impact: description.impact, category: description.category.rawValue,
                       path: path, line: line, column: column, message: message, fixable: Self.isFixable)
    }

    /// Reports a finding for this rule at `node`. `fixable` overrides the description's flag for
    /// findings of a fixable rule that `fix` cannot rewrite.
    public func report(_ node: some SyntaxProtocol, _ message: String, in file: FileContext, fixable: Bool? = nil) {
        file.report(Self.description, severity: configuration.severity, at: node, message: message, fixable: fixable ?? Self.isFixable)
    }
}
