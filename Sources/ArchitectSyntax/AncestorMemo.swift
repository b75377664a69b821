import ArchitectCore
import SwiftSyntax

/// Remembers, for one tree, the answer of a question asked by walking up from a node, for
/// every node the walk passed.
///
/// A long modifier chain is a tower of calls, each the parent of the next: a rule that walks up
/// from every call of it ("am I inside a menu?", "inside a reducer?") would take time quadratic
/// in the chain's length. With the memo the second walk stops where the first one passed, so
/// the whole chain costs one walk. Keep one memo per tree and question (`FileContext.cached`).
public final class AncestorMemo {
    private var known: [SyntaxIdentifier: Bool] = [:]

    public init() {}

    /// Walks from `start` up through the parents, asking `decide` of each node until it answers
    /// (nil means "keep going"); the answer is false when the root is passed. Every node passed is
    /// given the answer, so `decide` must depend only on the node and its ancestors.
    public func answer(from start: Syntax?, _ decide: (Syntax) -> Bool?) -> Bool {
        var passed: [SyntaxIdentifier] = []
        var current = start
        var result = false
        while let node = current {
            if let remembered = known[node.id] {
                result = remembered
                break
            }
            passed.append(node.id)
            if let decided = decide(node) {
                result = decided
                break
            }
            current = node.parent
        }
        for id in passed { known[id] = result }
        return result
    }
}
