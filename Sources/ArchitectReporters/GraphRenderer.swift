import ArchitectProject

/// Draws a module graph as Graphviz DOT, Mermaid or JSON.
public enum GraphRenderer {
    /// The JSON contract of DESIGN §3: modules and edges.
    public static func json(_ graph: ModuleGraph) -> String {
        JSONText.render(jsonValue(graph)) + "\n"
    }

    /// The graph as a JSON value: modules with their layer, and edges with whether a rule forbids them.
    public static func jsonValue(_ graph: ModuleGraph) -> JSONText.Value {
        let modules: [JSONText.Value] = graph.modules.map { module in
            .object([("name", .string(module.name)), ("layer", module.layer.map { .string($0.rawValue) } ?? .null),
                     ("path", .string(module.path)), ("files", .int(module.files))])
        }
        let edges: [JSONText.Value] = graph.edges.map { edge in
            .object([("from", .string(edge.from)), ("to", .string(edge.to)), ("kind", .string(edge.kind.rawValue)),
                     ("violation", .bool(edge.violation)), ("rule", edge.rule.map { .string($0) } ?? .null)])
        }
        return .object([("modules", .array(modules)), ("edges", .array(edges))])
    }

    /// Graphviz DOT, one cluster per layer, forbidden edges in red.
    public static func dot(_ graph: ModuleGraph) -> String {
        var lines = ["digraph modules {", "  rankdir=TB;", "  node [shape=box, style=rounded, fontname=\"Helvetica\"];"]
        let byLayer = Dictionary(grouping: graph.modules) { $0.layer?.rawValue ?? "other" }
        for layer in byLayer.keys.sorted() {
            lines.append("  subgraph \(quote("cluster_" + layer)) {")
            lines.append("    label=\(quote(layer));")
            for module in byLayer[layer] ?? [] {
                lines.append("    \(quote(module.name)) [label=\(quote("\(module.name)\\n\(count(module.files, "file"))"))];")
            }
            lines.append("  }")
        }
        for edge in graph.edges {
            var attributes = [edge.kind == .import ? "style=dashed" : "style=solid"]
            if edge.violation {
                attributes += ["color=red", "fontcolor=red", "label=\(quote(edge.rule ?? "forbidden"))"]
            }
            lines.append("  \(quote(edge.from)) -> \(quote(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        if !graph.modules.isEmpty {
            // The legend: three sample edges between invisible points, in a box of their own.
            lines.append("  subgraph cluster_legend {")
            lines.append("    label=\"legend\"; fontsize=10; style=dashed; color=gray;")
            lines.append("    node [shape=point, width=0.05, label=\"\"];")
            for (index, (label, style)) in legendEntries.enumerated() {
                lines.append("    legend\(index)a -> legend\(index)b [\(style), label=\(quote(label)), fontsize=10];")
            }
            lines.append("  }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid flowchart, forbidden edges in red.
    public static func mermaid(_ graph: ModuleGraph) -> String {
        var lines = ["flowchart TD"]
        var ids: [String: String] = [:]
        for (offset, module) in graph.modules.enumerated() { ids[module.name] = "m\(offset)" }
        let byLayer = Dictionary(grouping: graph.modules) { $0.layer?.rawValue ?? "other" }
        for layer in byLayer.keys.sorted() {
            lines.append("  subgraph \(layer)")
            for module in byLayer[layer] ?? [] {
                lines.append("    \(ids[module.name] ?? module.name)[\"\(mermaidText(module.name))\"]")
            }
            lines.append("  end")
        }
        var redLinks: [Int] = []
        for (offset, edge) in graph.edges.enumerated() {
            let arrow = edge.kind == .import ? "-.->" : "-->"
            let label = edge.violation ? "|\(mermaidText(edge.rule ?? "forbidden"))|" : ""
            lines.append("  \(ids[edge.from] ?? edge.from) \(arrow)\(label) \(ids[edge.to] ?? edge.to)")
            if edge.violation { redLinks.append(offset) }
        }
        if !graph.modules.isEmpty {
            lines.append("  subgraph legend")
            lines.append("    legend0a[\" \"] -->|declared in a manifest| legend0b[\" \"]")
            lines.append("    legend1a[\" \"] -.->|import only| legend1b[\" \"]")
            lines.append("    legend2a[\" \"] -.->|forbidden by a layer rule| legend2b[\" \"]")
            lines.append("  end")
            redLinks.append(graph.edges.count + 2)
        }
        if !redLinks.isEmpty {
            lines.append("  linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:red,color:red")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The legend's sample edges: what each line style means, as DOT attributes.
    static let legendEntries: [(String, String)] = [
        ("declared in a manifest", "style=solid"),
        ("import only", "style=dashed"),
        ("forbidden by a layer rule", "style=dashed, color=red, fontcolor=red"),
    ]

    /// A plain-text listing: a summary line, then each module and each edge.
    public static func text(_ graph: ModuleGraph) -> String {
        let forbidden = graph.edges.filter(\.violation).count
        var lines = ["\(count(graph.modules.count, "module")), \(count(graph.edges.count, "edge"))"
                     + (forbidden > 0 ? " (\(forbidden) forbidden)" : "")]
        if !graph.modules.isEmpty { lines += ["", "Modules:"] }
        for module in graph.modules {
            let place = module.path.isEmpty ? "" : "  \(module.path)"
            lines.append("  \(module.name) [\(module.layer?.rawValue ?? "no layer"), \(count(module.files, "file"))]\(place)")
        }
        if !graph.edges.isEmpty { lines += ["", "Edges:"] }
        for edge in graph.edges { lines.append("  " + edgeLine(edge)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One edge as text: `A -> B (import), forbidden by RULE`.
    static func edgeLine(_ edge: ModuleGraph.Edge) -> String {
        "\(edge.from) -> \(edge.to) (\(edge.kind == .manifest ? "manifest" : "import only"))"
            + (edge.violation ? ", forbidden by \(edge.rule ?? "a layer rule")" : "")
    }

    /// `count` followed by `noun`, in the plural unless the count is one.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    // MARK: Comparison (`graph --compare`)

    /// The comparison as text: a summary line, then added edges (forbidden first) and removed ones.
    public static func text(_ comparison: ModuleGraphComparison, base: String) -> String {
        let forbidden = comparison.addedForbidden.count
        var lines = ["Since \(base): \(count(comparison.addedEdges.count, "edge")) added"
                     + (forbidden > 0 ? " (\(forbidden) forbidden)" : "")
                     + ", \(comparison.removedEdges.count) removed"]
        if comparison.addedEdges.isEmpty && comparison.removedEdges.isEmpty { lines[0] += "; the module dependencies are the same" }
        for edge in comparison.addedEdges { lines.append("+ " + edgeLine(edge)) }
        for edge in comparison.removedEdges { lines.append("- " + edgeLine(edge)) }
        if !comparison.addedModules.isEmpty { lines.append("modules added: " + comparison.addedModules.joined(separator: ", ")) }
        if !comparison.removedModules.isEmpty { lines.append("modules removed: " + comparison.removedModules.joined(separator: ", ")) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The comparison as JSON: `{"base", "added", "removed", "modules": {"added", "removed"}}`,
    /// edges in the shape of `graph --format json`.
    public static func json(_ comparison: ModuleGraphComparison, base: String, commit: String) -> String {
        func edges(_ list: [ModuleGraph.Edge]) -> JSONText.Value {
            .array(list.map { edge in
                .object([("from", .string(edge.from)), ("to", .string(edge.to)), ("kind", .string(edge.kind.rawValue)),
                         ("violation", .bool(edge.violation)), ("rule", edge.rule.map { .string($0) } ?? .null)])
            })
        }
        let value = JSONText.Value.object([
            ("base", .object([("revision", .string(base)), ("commit", .string(commit))])),
            ("added", edges(comparison.addedEdges)),
            ("removed", edges(comparison.removedEdges)),
            ("modules", .object([("added", .array(comparison.addedModules.map { .string($0) })),
                                 ("removed", .array(comparison.removedModules.map { .string($0) }))])),
        ])
        return JSONText.render(value) + "\n"
    }

    /// The comparison as a Mermaid flowchart of the modules it touches: added edges green (red
    /// when forbidden), removed ones grey and dotted, labelled.
    public static func mermaid(_ comparison: ModuleGraphComparison) -> String {
        var lines = ["flowchart TD"]
        let changed = comparison.addedEdges.map { ($0, true) } + comparison.removedEdges.map { ($0, false) }
        var ids: [String: String] = [:]
        for name in Set(changed.flatMap { [$0.0.from, $0.0.to] }).sorted() {
            ids[name] = "m\(ids.count)"
            lines.append("  \(ids[name] ?? name)[\"\(mermaidText(name))\"]")
        }
        var styles: [String] = []
        for (offset, (edge, added)) in changed.enumerated() {
            let label = added ? (edge.violation ? "added, forbidden by \(edge.rule ?? "a layer rule")" : "added") : "removed"
            lines.append("  \(ids[edge.from] ?? edge.from) \(added ? "==>" : "-.->")|\(mermaidText(label))| \(ids[edge.to] ?? edge.to)")
            let colour = added ? (edge.violation ? "red" : "green") : "gray"
            styles.append("  linkStyle \(offset) stroke:\(colour),color:\(colour)")
        }
        return (lines + styles).joined(separator: "\n") + "\n"
    }

    private static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func mermaidText(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "|", with: "/")
    }
}
