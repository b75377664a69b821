import ArchitectCore
import ArchitectSyntax
import Foundation

/// Reads the targets of an XcodeGen `project.yml`: each target's `platform` (or
/// `supportedDestinations`), `deploymentTarget`, `sources` and the device-family settings, with
/// `options.deploymentTarget` as the default. Only the block and flow forms XcodeGen's own
/// documentation uses are understood; `include:` files and templates are not followed.
public enum XcodeGenReader {
    /// Reads `text`, the contents of `<root>/project.yml`.
    public static func read(text: String, path: String, rootDirectory: String) -> XcodeProject? {
        guard case .map(let root)? = MiniYAML.parse(text) else { return nil }
        let defaults = root["options"]?["deploymentTarget"]
        guard case .map(let targetMap)? = root["targets"] else { return nil }
        var targets: [XcodeProject.Target] = []
        for name in targetMap.keys.sorted() {
            guard let target = targetMap[name] else { continue }
            var names = Set<String>()
            for destination in target["supportedDestinations"]?.strings ?? [] {
                if destination == "macCatalyst" { names.insert("iOS") } else { names.insert(destination) }
            }
            if names.isEmpty { names.formUnion((target["platform"]?.strings ?? []).filter { $0 != "auto" }) }
            var minimums: [String: Version] = [:]
            var exhaustive = !names.isEmpty
            for platform in names {
                let own = target["deploymentTarget"]
                let text = own?.scalar.flatMap { names.count == 1 ? $0 : nil } ?? own?[platform]?.scalar ?? defaults?[platform]?.scalar
                if let version = text.flatMap(Version.init(parsing:)) { minimums[platform] = version } else { exhaustive = false }
            }
            let base = target["settings"]?["base"] ?? target["settings"]
            let families = Set((base?["TARGETED_DEVICE_FAMILY"]?.scalar ?? "").split { $0 == "," || $0 == " " }.map(String.init))
            let catalystSetting = base?["SUPPORTS_MACCATALYST"]?.scalar.map { ["YES", "true"].contains($0) }
            let catalyst = (target["supportedDestinations"]?.strings.contains("macCatalyst") == true) ? true : catalystSetting
            let iOS = names.contains("iOS")
            let platforms = PlatformSupport(source: .xcodeProject, minimums: minimums, isExhaustive: exhaustive,
                                            iPad: iOS && !families.isEmpty ? families.contains("2") : nil, macCatalyst: iOS ? catalyst : nil)
            let sources: [String] = (target["sources"]?.items ?? target["sources"].map { [$0] } ?? []).compactMap { item in
                item.scalar ?? item["path"]?.scalar
            }
            targets.append(XcodeProject.Target(name: name, files: [], folders: sources.map(PBXProjReader.normalize), platforms: platforms))
        }
        return XcodeProject(path: path, rootDirectory: rootDirectory, targets: targets)
    }
}

/// Just enough YAML for `project.yml`: block maps and lists by indentation, flow lists
/// `[a, b]`, quoted and plain scalars, comments.
enum MiniYAML {
    indirect enum Node {
        case scalar(String)
        case list([Node])
        case map([String: Node])

        subscript(key: String) -> Node? {
            if case .map(let values) = self { return values[key] }
            return nil
        }

        var scalar: String? {
            if case .scalar(let text) = self { return text }
            return nil
        }

        var items: [Node]? {
            if case .list(let values) = self { return values }
            return nil
        }

        /// A scalar or a list of scalars, as a list.
        var strings: [String] {
            switch self {
            case .scalar(let text): [text]
            case .list(let values): values.compactMap(\.scalar)
            case .map: []
            }
        }
    }

    static func parse(_ text: String) -> Node? {
        var lines: [(indent: Int, text: String)] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = stripComment(String(raw))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed == "---" { continue }
            lines.append((line.prefix { $0 == " " }.count, trimmed))
        }
        var index = 0
        return block(&index, lines, indent: lines.first?.indent ?? 0)
    }

    private static func block(_ index: inout Int, _ lines: [(indent: Int, text: String)], indent: Int) -> Node? {
        guard index < lines.count else { return nil }
        if lines[index].text.hasPrefix("- ") || lines[index].text == "-" {
            var items: [Node] = []
            while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("-") {
                let rest = String(lines[index].text.dropFirst()).trimmingCharacters(in: .whitespaces)
                index += 1
                if rest.isEmpty {
                    if index < lines.count, lines[index].indent > indent, let node = block(&index, lines, indent: lines[index].indent) { items.append(node) }
                } else if let (key, value) = keyValue(rest) {
                    // `- key: value` starts a map whose further keys are indented below it.
                    var map: [String: Node] = [:]
                    map[key] = value.isEmpty ? nested(&index, lines, than: indent) : flow(value)
                    if index < lines.count, lines[index].indent > indent, case .map(let more)? = block(&index, lines, indent: lines[index].indent) {
                        map.merge(more) { first, _ in first }
                    }
                    items.append(.map(map))
                } else {
                    items.append(flow(rest))
                }
            }
            return .list(items)
        }
        var map: [String: Node] = [:]
        while index < lines.count, lines[index].indent == indent, let (key, value) = keyValue(lines[index].text) {
            index += 1
            map[key] = value.isEmpty ? nested(&index, lines, than: indent) : flow(value)
        }
        // Skip what is not understood at this level.
        while index < lines.count, lines[index].indent > indent { index += 1 }
        return .map(map)
    }

    private static func nested(_ index: inout Int, _ lines: [(indent: Int, text: String)], than indent: Int) -> Node {
        guard index < lines.count else { return .scalar("") }
        // A list may sit at the same indentation as its key.
        if lines[index].indent > indent || (lines[index].indent == indent && lines[index].text.hasPrefix("-")) {
            return block(&index, lines, indent: lines[index].indent) ?? .scalar("")
        }
        return .scalar("")
    }

    private static func keyValue(_ text: String) -> (String, String)? {
        guard !text.hasPrefix("-"), !text.hasPrefix("["), let colon = text.firstIndex(of: ":") else { return nil }
        let after = text.index(after: colon)
        guard after == text.endIndex || text[after] == " " else { return nil }
        let key = unquote(String(text[..<colon]).trimmingCharacters(in: .whitespaces))
        return (key, String(text[after...]).trimmingCharacters(in: .whitespaces))
    }

    private static func flow(_ text: String) -> Node {
        if text.hasPrefix("["), text.hasSuffix("]") {
            return .list(text.dropFirst().dropLast().split(separator: ",").map { .scalar(unquote($0.trimmingCharacters(in: .whitespaces))) })
        }
        return .scalar(unquote(text))
    }

    private static func unquote(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// The line without a `#` comment (one that starts the line or follows a space, outside quotes).
    private static func stripComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }
}
