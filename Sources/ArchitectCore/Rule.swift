import SwiftSyntax

/// A check with a static description, configured for one run.
public protocol Rule: Sendable {
    /// The rule's ID, rationale, options and examples.
    static var description: RuleDescription { get }
    /// The severity and options the rule runs with.
    var configuration: RuleConfiguration { get }
    init(configuration: RuleConfiguration)
}

/// A rule that looks at one file's syntax tree.
///
/// The engine walks each tree once and hands every node whose kind is in `nodeKinds`
/// to every enabled rule that asked for it, so no rule walks the tree itself from the root.
public protocol SyntaxRule: Rule {
    /// The kinds of node the rule wants to see.
    static var nodeKinds: [SyntaxKind] { get }
    /// Checks one node and reports what is wrong with it.
    func visit(_ node: Syntax, in file: FileContext)
}

extension Rule {
    /// Reports a finding for this rule at `node`. `fixable` overrides the description's flag for
    /// findings of a fixable rule that `fix` cannot rewrite.
    public func report(_ node: some SyntaxProtocol, _ message: String, in file: FileContext, fixable: Bool? = nil) {
        file.report(Self.description, severity: configuration.severity, at: node, message: message, fixable: fixable)
    }
}
