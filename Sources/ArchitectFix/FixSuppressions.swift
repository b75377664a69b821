import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// The inline suppression comments of a file, as the fixes read them: code whose finding a
/// `// swiftui-architect:disable…` comment hides is not rewritten either.
public struct FixSuppressions {
    private let map: SuppressionMap
    private let converter: SourceLocationConverter?

    /// No suppression at all.
    public static var none: FixSuppressions { FixSuppressions(map: .empty, converter: nil) }

    private init(map: SuppressionMap, converter: SourceLocationConverter?) {
        self.map = map
        self.converter = converter
    }

    /// Reads the directives of a tree (lines are those of this tree).
    public init(tree: SourceFileSyntax) {
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        self.init(map: SuppressionMap.scan(tree, converter: converter, source: tree.description), converter: converter)
    }

    /// Whether a finding of `rule` at `node` (its first non-trivia character) is suppressed, by
    /// the rule's ID or one of its aliases.
    public func suppresses(_ rule: RuleDescription, at node: some SyntaxProtocol) -> Bool {
        guard let converter, !map.directives.isEmpty else { return false }
        let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        return map.suppressor(ruleID: rule.id, line: line, canonical: { $0 == rule.id || rule.aliases.contains($0) ? rule.id : $0 }) != nil
    }

    /// Whether the text may hold a directive at all (a quick test before scanning).
    public static func mayHaveDirectives(_ text: String) -> Bool {
        text.contains(SuppressionMap.prefix)
    }
}
