/// A reader for the subset of YAML that GitHub workflow files use: block mappings and sequences
/// by indentation, plain and quoted scalars, flow sequences of scalars (`[a, "b"]`), literal
/// block scalars (`|`) and comments. Enough to check a workflow's shape in a test; anything
/// outside the subset is an error rather than a guess.
enum MiniYAML {
    indirect enum Value: Equatable {
        case scalar(String)
        case sequence([Value])
        case mapping([(key: String, value: Value)])

        static func == (left: Value, right: Value) -> Bool {
            switch (left, right) {
            case (.scalar(let a), .scalar(let b)): a == b
            case (.sequence(let a), .sequence(let b)): a == b
            case (.mapping(let a), .mapping(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
            default: false
            }
        }

        /// The value under `key` of a mapping.
        subscript(key: String) -> Value? {
            guard case .mapping(let entries) = self else { return nil }
            return entries.first { $0.key == key }?.value
        }

        var text: String? { if case .scalar(let text) = self { text } else { nil } }
        var items: [Value] { if case .sequence(let items) = self { items } else { [] } }
        var keys: [String] { if case .mapping(let entries) = self { entries.map(\.key) } else { [] } }
    }

    struct ParseError: Error, CustomStringConvertible {
        let line: Int
        let message: String
        var description: String { "line \(line): \(message)" }
    }

    private struct Line {
        let number: Int
        let indent: Int
        let text: String
    }

    static func parse(_ source: String) throws -> Value {
        var lines: [Line] = []
        for (offset, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = raw.prefix { $0 == " " }.count
            if raw.dropFirst(indent).hasPrefix("\t") { throw ParseError(line: offset + 1, message: "tab indentation") }
            lines.append(Line(number: offset + 1, indent: indent, text: String(raw.dropFirst(indent))))
        }
        var position = 0
        let value = try block(&position, lines, indent: 0)
        skipBlank(&position, lines)
        if position < lines.count { throw ParseError(line: lines[position].number, message: "unexpected indentation") }
        return value
    }

    private static func isBlank(_ line: Line) -> Bool { line.text.isEmpty || line.text.hasPrefix("#") }

    private static func skipBlank(_ position: inout Int, _ lines: [Line]) {
        while position < lines.count, isBlank(lines[position]) { position += 1 }
    }

    /// The mapping or sequence whose entries start at exactly `indent`.
    private static func block(_ position: inout Int, _ lines: [Line], indent: Int) throws -> Value {
        skipBlank(&position, lines)
        guard position < lines.count else { return .scalar("") }
        let first = lines[position]
        if first.text.hasPrefix("- ") || first.text == "-" {
            var items: [Value] = []
            while position < lines.count, lines[position].indent == indent, lines[position].text.hasPrefix("-") {
                let line = lines[position]
                let rest = String(line.text.dropFirst(1).drop { $0 == " " })
                if rest.isEmpty {
                    position += 1
                    items.append(try block(&position, lines, indent: nextIndent(position, lines, after: indent)))
                } else {
                    // `- key: value` opens a mapping whose keys sit under the first key.
                    let inner = indent + line.text.count - rest.count
                    var replaced = lines
                    replaced[position] = Line(number: line.number, indent: inner, text: rest)
                    items.append(try block(&position, replaced, indent: inner))
                }
                skipBlank(&position, lines)
            }
            return .sequence(items)
        }
        var entries: [(key: String, value: Value)] = []
        while position < lines.count, lines[position].indent == indent, !lines[position].text.hasPrefix("- ") {
            let line = lines[position]
            guard let colon = keySeparator(line.text) else { throw ParseError(line: line.number, message: "expected `key: value`") }
            let key = unquote(String(line.text[..<colon]))
            let rest = stripComment(String(line.text[line.text.index(after: colon)...])).trimmingCharacters(in: " ")
            position += 1
            if rest == "|" || rest == "|-" || rest == ">" {
                var text: [String] = []
                while position < lines.count, lines[position].text.isEmpty || lines[position].indent > indent {
                    text.append(lines[position].text)
                    position += 1
                }
                entries.append((key, .scalar(text.joined(separator: "\n"))))
            } else if rest.isEmpty {
                skipBlank(&position, lines)
                if position < lines.count, lines[position].indent > indent
                    || (lines[position].indent == indent && lines[position].text.hasPrefix("- ")) {
                    entries.append((key, try block(&position, lines, indent: lines[position].indent)))
                } else {
                    entries.append((key, .scalar("")))
                }
            } else {
                entries.append((key, try scalarOrFlow(rest, line: line.number)))
            }
            skipBlank(&position, lines)
        }
        if entries.contains(where: { entry in entries.filter { $0.key == entry.key }.count > 1 }) {
            throw ParseError(line: first.number, message: "duplicate key")
        }
        return .mapping(entries)
    }

    private static func nextIndent(_ position: Int, _ lines: [Line], after indent: Int) -> Int {
        var index = position
        while index < lines.count, isBlank(lines[index]) { index += 1 }
        return index < lines.count ? lines[index].indent : indent + 2
    }

    /// The index of the `:` that ends a key (followed by a space or the end), outside quotes.
    private static func keySeparator(_ text: String) -> String.Index? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func stripComment(_ text: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in text.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " {
                return String(text.prefix(offset))
            }
            previous = character
        }
        return text
    }

    private static func scalarOrFlow(_ text: String, line: Int) throws -> Value {
        guard text.hasPrefix("[") else { return .scalar(unquote(text)) }
        guard text.hasSuffix("]") else { throw ParseError(line: line, message: "unclosed flow sequence") }
        let inner = text.dropFirst().dropLast().trimmingCharacters(in: " ")
        if inner.isEmpty { return .sequence([]) }
        return .sequence(inner.split(separator: ",").map { .scalar(unquote($0.trimmingCharacters(in: " "))) })
    }

    private static func unquote(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: " ")
        if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
            return String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }
}

private extension StringProtocol {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
