import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import SwiftSyntax

/// Wraps the declarations of a stub file that follow its imports in one `#if DEBUG … #endif`.
///
/// The imports (and `#if` blocks holding only imports) stay outside, and so does a header comment
/// that a blank line separates from the first declaration; comments attached to the declaration
/// (doc comments, or any comment with no blank line after it) move inside with it. Left alone:
/// files that are not `*ModelStub.swift`/`*ViewModelStub.swift` or sit in test or `Preview Content`
/// folders, and files
/// with `#if` blocks or imports after their first declaration, whose layout the author should decide.
struct StubDebugWrappedFix: SourceFix {
    /// The rule whose findings the fix removes.
    typealias FixedRule = StubDebugWrappedRule

    /// Prepares the fix for a run (it needs nothing from the other files).
    init(run files: [FixInput]) {}

    /// Rewrites one file and counts the findings removed (one per file at most).
    func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        let unchanged = FixOutput(tree: tree, count: 0)
        guard StubFiles.needsDebugWrap(path: context.path, isTestFile: context.placement.isTestFile),
              let first = StubFiles.firstUnwrapped(in: tree.statements),
              let run = StubFiles.wrappableRun(in: tree.statements), let head = run.first, Syntax(head.item).id == first.id,
              !context.suppressions(in: tree).suppresses(FixedRule.description, at: head.item) else { return unchanged }
        let startsFile = head.firstToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate) == nil
        guard let (outside, inside) = Self.split(head.leadingTrivia, startsFile: startsFile, newline: context.newline) else { return unchanged }

        var wrapped = Array(run)
        wrapped[0] = head.with(\.leadingTrivia, Trivia(pieces: [context.newline]) + inside)
        let clause = IfConfigClauseSyntax(
            poundKeyword: .poundIfToken(leadingTrivia: outside),
            condition: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("DEBUG", leadingTrivia: .space))),
            elements: .statements(CodeBlockItemListSyntax(wrapped)))
        let block = IfConfigDeclSyntax(clauses: IfConfigClauseListSyntax([clause]),
                                       poundEndif: .poundEndifToken(leadingTrivia: Trivia(pieces: [context.newline])))
        let items = Array(Array(tree.statements)[..<run.startIndex]) + [CodeBlockItemSyntax(item: .decl(DeclSyntax(block)))]
        return FixOutput(tree: tree.with(\.statements, CodeBlockItemListSyntax(items)), count: 1)
    }

    /// The leading trivia of the first declaration split into what goes before `#if DEBUG` and
    /// what stays on the declaration: up to the last blank line; with none, in the first line of
    /// the file, the comments before any doc comment; otherwise up to the first line break (nil
    /// when there is none: the declaration shares a line with an import).
    static func split(_ trivia: Trivia, startsFile: Bool, newline: TriviaPiece) -> (Trivia, Trivia)? {
        let pieces = Array(trivia.pieces)
        var breaks = 0
        var afterBlank: Int?
        var firstBreak: Int?
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .newlines(let n), .carriageReturns(let n), .carriageReturnLineFeeds(let n):
                breaks += n
                if firstBreak == nil { firstBreak = index + 1 }
                if breaks >= 2 { afterBlank = index + 1 }
            case .spaces, .tabs:
                break
            default:
                breaks = 0
            }
        }
        var cut: Int
        if let afterBlank {
            cut = afterBlank
        } else if startsFile {
            cut = pieces.firstIndex { piece in
                switch piece {
                case .docLineComment, .docBlockComment: true
                default: false
                }
            } ?? pieces.count
        } else if let firstBreak {
            cut = firstBreak
        } else {
            return nil
        }
        var outside = Array(pieces[..<cut])
        // The kept part ends at a line break so that `#if` starts its own line.
        if let last = outside.last, !Self.isLineBreak(last) {
            while let end = outside.last, case .spaces = end { outside.removeLast() }
            outside.append(newline)
        }
        while cut < pieces.count, case .spaces = pieces[cut] { cut += 1 }
        return (Trivia(pieces: outside), Trivia(pieces: Array(pieces[cut...])))
    }

    private static func isLineBreak(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case .newlines, .carriageReturns, .carriageReturnLineFeeds: true
        default: false
        }
    }
}

/// `StubDebugWrappedRule` is rewritten by `StubDebugWrappedFix`.
extension StubDebugWrappedRule: FixableRule {
    typealias Fix = StubDebugWrappedFix
}
