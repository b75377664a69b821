import ArchitectCore
import Foundation
import SwiftSyntax

/// One `// swiftui-architect:…` comment in a file.
public struct SuppressionDirective: Sendable, Equatable, Codable {
    /// What the comment does.
    public enum Kind: String, Sendable, Codable {
        case disable, enable, disableNext = "disable:next", disableThis = "disable:this", disableFile = "disable:file"
    }

    public let kind: Kind
    /// Rule names as written (IDs, aliases or `all`).
    public let rules: [String]
    /// Where the comment starts.
    public let line: Int
    public let column: Int
    /// The line a `disable:next` applies to: the line of the next token after the comment.
    public let targetLine: Int
    /// The reason written after ` - `, if any.
    public let reason: String?
}

/// A malformed suppression comment.
public struct SuppressionProblem: Sendable, Equatable, Codable {
    public let line: Int
    public let column: Int
    public let message: String
}

/// The suppression comments of one file, and which findings they hide.
public struct SuppressionMap: Sendable, Codable {
    public static let prefix = "swiftui-architect:"
    /// Every directive in source order.
    public let directives: [SuppressionDirective]
    /// Problems with directives (unknown command words), as (line, column, message).
    public let problems: [SuppressionProblem]

    public init(directives: [SuppressionDirective], problems: [SuppressionProblem] = []) {
        self.directives = directives
        self.problems = problems
    }

    /// An empty map, for files with no directive.
    public static let empty = SuppressionMap(directives: [])

    /// Reads every directive from the comments of a parsed file.
    /// `source` is only used for a quick check that the file mentions the prefix at all.
    public static func scan(_ tree: SourceFileSyntax, converter: SourceLocationConverter, source: String) -> SuppressionMap {
        guard mentionsPrefix(source) else { return .empty }
        var directives: [SuppressionDirective] = []
        var problems: [SuppressionProblem] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            let tokenLine = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            var pending: [(text: String, position: AbsolutePosition)] = []
            for piece in token.leadingTrivia {
                if let text = piece.commentText, text.contains(prefix) { pending.append((text, offset)) }
                offset += piece.sourceLength
            }
            for (text, position) in pending {
                let location = converter.location(for: position)
                parse(text, line: location.line, column: location.column, nextLine: tokenLine, into: &directives, problems: &problems)
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                if let text = piece.commentText, text.contains(prefix) {
                    let location = converter.location(for: offset)
                    parse(text, line: location.line, column: location.column, nextLine: location.line + 1, into: &directives, problems: &problems)
                }
                offset += piece.sourceLength
            }
        }
        return SuppressionMap(directives: directives, problems: problems)
    }

    /// Whether `source` contains `prefix`, by a byte search over its UTF-8 (much cheaper than a
    /// `String` search, which compares characters; most files have no directive at all).
    public static func mentionsPrefix(_ source: String) -> Bool {
        UTF8Text.contains(source, prefix)
    }

    /// Parses the text of one comment (with its `//` or `/*`) into directives or problems.
    public static func parse(_ comment: String, line: Int, column: Int, nextLine: Int, into directives: inout [SuppressionDirective], problems: inout [SuppressionProblem]) {
        guard let range = comment.range(of: prefix) else { return }
        var body = String(comment[range.upperBound...])
        if body.hasSuffix("*/") { body.removeLast(2) }
        var reason: String?
        if let dash = body.range(of: " - ") {
            reason = body[dash.upperBound...].trimmingCharacters(in: .whitespaces)
            body = String(body[..<dash.lowerBound])
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let command = words.first else { return }
        guard let kind = SuppressionDirective.Kind(rawValue: command) else {
            let known = ["disable", "enable", "disable:next", "disable:this", "disable:file"]
            problems.append(SuppressionProblem(line: line, column: column, message: "unknown suppression command '\(command)'" + Spelling.hint(for: command, in: known)))
            return
        }
        let rules = Array(words.dropFirst())
        guard !rules.isEmpty else {
            problems.append(SuppressionProblem(line: line, column: column, message: "suppression comment '\(command)' names no rule; name rule IDs or 'all'"))
            return
        }
        directives.append(SuppressionDirective(kind: kind, rules: rules, line: line, column: column, targetLine: nextLine, reason: reason))
    }

    /// The index of the first directive (and the rule name in it) that hides a finding of `ruleID` on `line`.
    /// `canonical` maps a written rule name to its canonical ID.
    public func suppressor(ruleID: String, line: Int, canonical: (String) -> String?) -> (directive: Int, rule: String)? {
        func names(_ written: String) -> Bool {
            written == "all" || canonical(written) == ruleID
        }
        var activeRanges: [String: Int] = [:]  // rule name -> index of the open disable
        for (index, directive) in directives.enumerated() {
            switch directive.kind {
            case .disableFile:
                if let rule = directive.rules.first(where: names) { return (index, rule) }
            case .disableThis:
                if directive.line == line, let rule = directive.rules.first(where: names) { return (index, rule) }
            case .disableNext:
                if directive.targetLine == line, let rule = directive.rules.first(where: names) { return (index, rule) }
            case .disable:
                guard directive.line <= line else { continue }
                for rule in directive.rules where names(rule) { activeRanges[rule] = index }
            case .enable:
                guard directive.line <= line else { continue }
                for rule in directive.rules {
                    if rule == "all" { activeRanges.removeAll() } else if names(rule) {
                        activeRanges = activeRanges.filter { canonical($0.key) != ruleID && $0.key != rule }
                    }
                }
            }
        }
        if let open = activeRanges.min(by: { $0.value < $1.value }) { return (open.value, open.key) }
        return nil
    }
}

extension TriviaPiece {
    /// The text of a comment piece, or nil for white space.
    var commentText: String? {
        switch self {
        case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text): text
        default: nil
        }
    }
}
