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
                lines.append("    \(quote(module.name)) [label=\(quote("\(module.name)\\n\(module.files) files"))];")
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
        if !redLinks.isEmpty {
            lines.append("  linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:red,color:red")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func mermaidText(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "|", with: "/")
    }
}
