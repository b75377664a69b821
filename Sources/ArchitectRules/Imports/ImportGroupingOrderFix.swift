import ArchitectCore
import ArchitectFix
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Regroups the leading imports of a file that `import-grouping-order` reports: the system
/// imports, sorted, form the first group; each run of other imports keeps its place and its blank
/// lines and is sorted in itself, with a blank line after the system group.
///
/// The file's header comment stays above the first import, same-line comments travel with their
/// import, and the code after the imports is untouched. Files the rule stays silent about
/// (imports in `#if`, comments between imports, test files) are left as they are, and so is a
/// file whose reported import carries a suppression. The system list is Apple's alone: the fix
/// cannot read the rule's `systemModules` option.
struct ImportGroupingOrderFix: SourceFix {
    /// The rule whose findings the fix removes.
    typealias FixedRule = ImportGroupingOrderRule

    /// The fix changes only files that mention these words.
    static let requiredWords = ["import"]

    /// Prepares the fix for a run (it needs nothing from the other files).
    init(run files: [FixInput]) {}

    /// Rewrites one file and counts the findings removed (at most one).
    func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        guard !context.placement.isTestFile,
              let entries = ImportGroupingOrderRule.leadingImports(of: tree, isSystem: ImportGroupingOrderRule.isAppleModule),
              let problem = ImportGroupingOrderRule.problem(in: entries), !problem.isRepeat,
              !context.suppressions(in: tree).suppresses(FixedRule.description, at: problem.declaration) else {
            return FixOutput(tree: tree, count: 0)
        }
        let header = entries[0].item.leadingTrivia
        let system = Self.sorted(entries.filter(\.isSystem))
        var runs: [[ImportGroupingOrderRule.Entry]] = []
        for entry in entries {
            if entry.blankBefore || runs.isEmpty { runs.append([]) }
            if !entry.isSystem { runs[runs.count - 1].append(entry) }
        }
        let groups = ([system] + runs.map(Self.sorted)).filter { !$0.isEmpty }
        var items: [CodeBlockItemSyntax] = []
        for group in groups {
            for (index, entry) in group.enumerated() {
                let trivia: Trivia = items.isEmpty ? header : Trivia(pieces: index == 0 ? [context.newline, context.newline] : [context.newline])
                items.append(entry.item.with(\.leadingTrivia, trivia))
            }
        }
        let rest = tree.statements.dropFirst(entries.count)
        return FixOutput(tree: tree.with(\.statements, CodeBlockItemListSyntax(items + rest)), count: 1)
    }

    /// `entries` in the order the rule accepts: ignoring case, then by character code; stable.
    static func sorted(_ entries: [ImportGroupingOrderRule.Entry]) -> [ImportGroupingOrderRule.Entry] {
        entries.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.path, rhs.element.path)
            if left.lowercased() != right.lowercased() { return left.lowercased() < right.lowercased() }
            if left != right { return Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8)) }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

extension ImportGroupingOrderRule: FixableRule {
    typealias Fix = ImportGroupingOrderFix
}
