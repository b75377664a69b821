import ArchitectCore
import ArchitectSyntax
import Foundation
import SwiftSyntax

/// Trivia surgery shared by the fixes: keeping comments, blank lines and indentation intact
/// when code moves between nesting levels.
public enum TriviaEditing {
    /// Whether a piece ends a line.
    public static func isLineBreak(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case .newlines, .carriageReturns, .carriageReturnLineFeeds: true
        default: false
        }
    }

    /// Whether a piece is horizontal white space.
    public static func isHorizontalSpace(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case .spaces, .tabs: true
        default: false
        }
    }

    /// Whether a piece is a comment of any kind.
    public static func isComment(_ piece: TriviaPiece) -> Bool {
        switch piece {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: true
        default: false
        }
    }

    /// Whether the trivia holds a comment.
    public static func hasComment(_ trivia: Trivia) -> Bool {
        trivia.pieces.contains(where: isComment)
    }

    /// Whether the trivia holds a line break.
    public static func hasLineBreak(_ trivia: Trivia) -> Bool {
        trivia.pieces.contains(where: isLineBreak)
    }

    /// The text of horizontal white space pieces.
    public static func text(of pieces: some Sequence<TriviaPiece>) -> String {
        var result = ""
        for piece in pieces { piece.write(to: &result) }
        return result
    }

    /// Horizontal white space as trivia pieces (spaces and tabs, in order).
    public static func whitespacePieces(_ text: String) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        for character in text {
            switch (character, pieces.last) {
            case (" ", .spaces(let count)?): pieces[pieces.count - 1] = .spaces(count + 1)
            case (" ", _): pieces.append(.spaces(1))
            case ("\t", .tabs(let count)?): pieces[pieces.count - 1] = .tabs(count + 1)
            case ("\t", _): pieces.append(.tabs(1))
            default: continue
            }
        }
        return pieces
    }

    /// The trivia without horizontal white space at its end.
    public static func trimmingTrailingSpaces(_ trivia: Trivia) -> Trivia {
        var pieces = Array(trivia.pieces)
        while let last = pieces.last, isHorizontalSpace(last) { pieces.removeLast() }
        return Trivia(pieces: pieces)
    }

    /// The trivia without horizontal white space at its start.
    public static func trimmingLeadingSpaces(_ trivia: Trivia) -> Trivia {
        Trivia(pieces: Array(trivia.pieces.drop(while: isHorizontalSpace)))
    }

    /// The trivia without its last line break and the white space around it, so that what
    /// follows can start a line of its own choosing. Comments are kept.
    public static func droppingFinalLineBreak(_ trivia: Trivia) -> Trivia {
        var pieces = Array(trivia.pieces)
        while let last = pieces.last, isHorizontalSpace(last) { pieces.removeLast() }
        if let last = pieces.last, isLineBreak(last) {
            switch last {
            case .newlines(let count) where count > 1: pieces[pieces.count - 1] = .newlines(count - 1)
            case .carriageReturnLineFeeds(let count) where count > 1: pieces[pieces.count - 1] = .carriageReturnLineFeeds(count - 1)
            case .carriageReturns(let count) where count > 1: pieces[pieces.count - 1] = .carriageReturns(count - 1)
            default: pieces.removeLast()
            }
        }
        while let last = pieces.last, isHorizontalSpace(last) { pieces.removeLast() }
        return Trivia(pieces: pieces)
    }

    /// The trivia without its first line break (and the white space before it).
    public static func droppingFirstLineBreak(_ trivia: Trivia) -> Trivia {
        var pieces = Array(trivia.pieces.drop(while: isHorizontalSpace))
        if let first = pieces.first, isLineBreak(first) {
            switch first {
            case .newlines(let count) where count > 1: pieces[0] = .newlines(count - 1)
            case .carriageReturnLineFeeds(let count) where count > 1: pieces[0] = .carriageReturnLineFeeds(count - 1)
            case .carriageReturns(let count) where count > 1: pieces[0] = .carriageReturns(count - 1)
            default: pieces.removeFirst()
            }
        }
        return Trivia(pieces: pieces)
    }

    /// The trivia without the white space and line breaks at its start.
    public static func trimmingLeadingBlankSpace(_ trivia: Trivia) -> Trivia {
        Trivia(pieces: Array(trivia.pieces.drop { isHorizontalSpace($0) || isLineBreak($0) }))
    }

    /// Only the comments of a trailing trivia, each preceded by one space; empty when there is none.
    public static func trailingComments(_ trivia: Trivia) -> Trivia {
        var pieces: [TriviaPiece] = []
        for piece in trivia.pieces where isComment(piece) {
            pieces.append(.spaces(1))
            pieces.append(piece)
        }
        return Trivia(pieces: pieces)
    }

    /// The leading trivia a token gets when the token before it on the same declaration is removed.
    ///
    /// `removedLeading` and `removedTrailing` belong to the removed piece; `nextLeading` to the
    /// token that now comes first. Comments of both survive, and the line layout of the removed
    /// piece (its line break and indentation) is kept.
    public static func mergedLeading(removedLeading: Trivia, removedTrailing: Trivia, nextLeading: Trivia) -> Trivia {
        if hasComment(removedTrailing) {
            return removedLeading + trimmingTrailingSpaces(removedTrailing) + nextLeading
        }
        guard hasComment(nextLeading) else {
            return hasLineBreak(nextLeading) && !hasLineBreak(removedLeading) && !hasComment(removedLeading)
                ? nextLeading : removedLeading
        }
        if hasLineBreak(nextLeading) {
            return trimmingTrailingSpaces(removedLeading) + droppingFirstLineBreak(nextLeading)
        }
        return removedLeading + trimmingLeadingSpaces(nextLeading)
    }

    /// The indentation of the line on which `token` starts.
    ///
    /// Walks back through the tokens of the line; on a very long line (a generated chain of
    /// thousands of modifiers) it reads the indentation from the tree's text instead, through a
    /// table made once per tree, so that a fix stays linear in the size of the file.
    public static func lineIndentation(of token: TokenSyntax) -> String {
        var current: TokenSyntax? = token
        var steps = 0
        while let candidate = current {
            steps += 1
            if steps > 64 { return LineStarts.indentation(of: token) }
            let pieces = Array(candidate.leadingTrivia.pieces)
            if let index = pieces.lastIndex(where: isLineBreak) {
                return text(of: pieces[(index + 1)...].prefix(while: isHorizontalSpace))
            }
            if let newline = candidate.text.lastIndex(of: "\n") {
                return String(candidate.text[candidate.text.index(after: newline)...].prefix { $0 == " " || $0 == "\t" })
            }
            guard let previous = candidate.previousToken(viewMode: .sourceAccurate) else {
                return text(of: pieces.prefix(while: isHorizontalSpace))
            }
            current = previous
        }
        return ""
    }

    /// The indentation of the first line that starts inside `node` (after a line break in the
    /// leading trivia of one of its tokens), or nil when the node sits on one line.
    public static func firstInnerLineIndentation(_ node: some SyntaxProtocol) -> String? {
        for token in node.tokens(viewMode: .sourceAccurate) {
            let pieces = Array(token.leadingTrivia.pieces)
            if let index = pieces.lastIndex(where: isLineBreak) {
                return text(of: pieces[(index + 1)...].prefix(while: isHorizontalSpace))
            }
        }
        return nil
    }

    /// Re-indents every line that starts inside `node`: an indentation that begins with `from`
    /// has that part replaced by `to`. Lines inside multi-line string literals are left alone.
    public static func reindent<Node: SyntaxProtocol>(_ node: Node, from: String, to: String) -> Node {
        guard from != to else { return node }
        let rewriter = Reindenter(from: from, to: to)
        return rewriter.rewrite(node).cast(Node.self)
    }

    /// Re-indents the lines that start in a piece of trivia (see `reindent(_:from:to:)`).
    public static func reindent(_ trivia: Trivia, from: String, to: String) -> Trivia {
        guard from != to else { return trivia }
        var result: [TriviaPiece] = []
        var pieces = trivia.pieces[...]
        while let piece = pieces.popFirst() {
            result.append(piece)
            guard isLineBreak(piece) else { continue }
            let indentation = text(of: pieces.prefix(while: isHorizontalSpace))
            pieces = pieces.drop(while: isHorizontalSpace)
            if indentation.hasPrefix(from) {
                result.append(contentsOf: whitespacePieces(to + indentation.dropFirst(from.count)))
            } else {
                result.append(contentsOf: whitespacePieces(indentation))
            }
        }
        return Trivia(pieces: result)
    }

    /// A line break followed by an indentation.
    public static func lineBreak(_ newline: TriviaPiece, indentation: String) -> Trivia {
        Trivia(pieces: [newline] + whitespacePieces(indentation))
    }
}

/// Applies `TriviaEditing.reindent` to every token of a subtree.
private final class Reindenter: SyntaxRewriter {
    public let from: String
    public let to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        token.with(\.leadingTrivia, TriviaEditing.reindent(token.leadingTrivia, from: from, to: to))
    }

    override func visit(_ node: StringLiteralExprSyntax) -> ExprSyntax {
        guard node.openingQuote.tokenKind == .multilineStringQuote else { return super.visit(node) }
        // The content lines of a multi-line string are part of its value: only the line the
        // literal starts on moves.
        return ExprSyntax(node.with(\.leadingTrivia, TriviaEditing.reindent(node.leadingTrivia, from: from, to: to)))
    }
}

/// The text and line starts of recently seen trees, for `TriviaEditing.lineIndentation(of:)`.
private enum LineStarts {
    private struct Entry {
        let bytes: [UInt8]
        let lines: LineTable
    }
    private static let cache = TreeCache<Entry>()

    /// The spaces and tabs that start the line holding `token`'s first character.
    public static func indentation(of token: TokenSyntax) -> String {
        let entry = cache.value(for: token) { root in
            let text = root.description
            return Entry(bytes: Array(text.utf8), lines: LineTable(text))
        }
        let position = token.positionAfterSkippingLeadingTrivia
        let (_, column) = entry.lines.location(of: position)
        var index = position.utf8Offset - (column - 1)
        var indentation: [UInt8] = []
        while index < entry.bytes.count, entry.bytes[index] == UInt8(ascii: " ") || entry.bytes[index] == UInt8(ascii: "\t") {
            indentation.append(entry.bytes[index])
            index += 1
        }
        return String(decoding: indentation, as: UTF8.self)
    }
}
