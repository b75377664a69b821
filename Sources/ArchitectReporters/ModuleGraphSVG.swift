import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Foundation

/// Draws a module graph as inline SVG, in layers: the app on top, features below it, then the
/// domain, data, design-system and shared modules, then modules of no known layer; test modules
/// stand in a column to the right. Forbidden edges are red, import-only edges dashed.
///
/// The drawing is as wide as its container (the `html` report gives it the page's whole width),
/// up to one and a half times its natural size. The drawing uses CSS classes (`node`, `edge`, `violation`, …) and presentation attributes as
/// defaults, so a page may restyle it (the `html` format does, for dark mode).
public enum ModuleGraphSVG {
    /// Layout measures, in SVG user units.
    enum Metrics {
        static let boxWidth = 172.0
        static let boxHeight = 46.0
        static let horizontalGap = 28.0
        static let rowGap = 70.0
        static let gutter = 118.0
        static let margin = 16.0
        static let maxPerRow = 6
        static let testsGap = 56.0
        static let labelLimit = 22
        /// The drawing fills the width it is given (the whole page in the `html` report), but a
        /// small graph is not enlarged beyond this factor.
        static let largestScale = 1.5
    }

    /// The tiers from top to bottom, each a list of layers drawn side by side.
    static let tiers: [(label: String, layers: [Layer?])] = [
        ("app", [.app]),
        ("features", [.features]),
        ("lower layers", [.domain, .data, .designSystem, .shared]),
        ("other", [nil]),
    ]

    /// A module's box.
    struct Box {
        let name: String
        let layer: Layer?
        let files: Int?
        let x: Double
        let y: Double
        var centerX: Double { x + Metrics.boxWidth / 2 }
        var centerY: Double { y + Metrics.boxHeight / 2 }
    }

    /// One drawn edge, merging every declaration of the same dependency.
    struct DrawnEdge {
        let from: String
        let to: String
        var kinds: Set<String>
        var violation: Bool
        var rules: Set<String>
    }

    /// The SVG element, or nil when the graph has no modules.
    public static func render(_ graph: ModuleGraph) -> String? {
        var modules = graph.modules
        let known = Set(modules.map(\.name))
        // Endpoints the graph does not list as modules still get a box.
        for name in Set(graph.edges.flatMap { [$0.from, $0.to] }).subtracting(known).sorted() {
            modules.append(ModuleGraph.Module(name: name, layer: nil, path: "", files: -1))
        }
        guard !modules.isEmpty else { return nil }
        let (boxes, labels, width, height) = layout(modules)
        let edges = mergedEdges(graph.edges)

        var parts: [String] = []
        parts.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"module-graph\" viewBox=\"0 0 \(number(width)) \(number(height))\" "
                     + "width=\"100%\" style=\"max-width: \(number((width * Metrics.largestScale).rounded()))px\" role=\"img\" aria-label=\"Module dependency graph\">")
        parts.append("""
        <defs>\
        <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse">\
        <path class="arrow" d="M0,0 L10,5 L0,10 z" fill="#6b7280"/></marker>\
        <marker id="arrow-violation" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse">\
        <path class="arrow violation" d="M0,0 L10,5 L0,10 z" fill="#dc2626"/></marker>\
        </defs>
        """)
        for label in labels {
            parts.append("<text class=\"tier-label\" x=\"\(number(label.x))\" y=\"\(number(label.y))\" "
                         + "font-size=\"12\" fill=\"#6b7280\">\(MarkupText.escape(label.text))</text>")
        }
        let boxByName = Dictionary(boxes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let routes = route(edges, boxes: boxByName)
        // Allowed edges first, so forbidden ones are drawn on top.
        for routed in routes.sorted(by: { ($0.edge.violation ? 1 : 0, $0.edge.from, $0.edge.to) < ($1.edge.violation ? 1 : 0, $1.edge.from, $1.edge.to) }) {
            parts.append(edgePath(routed))
        }
        for box in boxes {
            parts.append(node(box))
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// A caption drawn beside a tier or above the tests column.
    struct Label {
        let text: String
        let x: Double
        let y: Double
    }

    /// Places every module; returns the boxes, the captions and the drawing's size.
    static func layout(_ modules: [ModuleGraph.Module]) -> (boxes: [Box], labels: [Label], width: Double, height: Double) {
        func tierIndex(_ module: ModuleGraph.Module) -> Int? {
            if module.layer == .tests { return nil }
            return tiers.firstIndex { $0.layers.contains(module.layer) } ?? tiers.count - 1
        }
        func layerOrder(_ module: ModuleGraph.Module, in tier: Int) -> Int {
            tiers[tier].layers.firstIndex(of: module.layer) ?? tiers[tier].layers.count
        }
        func box(_ module: ModuleGraph.Module, x: Double, y: Double) -> Box {
            Box(name: module.name, layer: module.layer, files: module.files >= 0 ? module.files : nil, x: x, y: y)
        }
        var boxes: [Box] = []
        var labels: [Label] = []
        // Room above the first row for edges that arc over it.
        var y = Metrics.margin + 12
        var right = Metrics.margin + Metrics.gutter + Metrics.boxWidth
        for (index, tier) in tiers.enumerated() {
            let members = modules.filter { tierIndex($0) == index }
                .sorted { (layerOrder($0, in: index), $0.name) < (layerOrder($1, in: index), $1.name) }
            guard !members.isEmpty else { continue }
            labels.append(Label(text: tier.label, x: Metrics.margin, y: y + Metrics.boxHeight / 2 + 4))
            for start in stride(from: 0, to: members.count, by: Metrics.maxPerRow) {
                var x = Metrics.margin + Metrics.gutter
                for module in members[start..<min(start + Metrics.maxPerRow, members.count)] {
                    boxes.append(box(module, x: x, y: y))
                    x += Metrics.boxWidth + Metrics.horizontalGap
                }
                right = max(right, x - Metrics.horizontalGap)
                y += Metrics.boxHeight + Metrics.rowGap
            }
        }
        var bottom = boxes.isEmpty ? Metrics.margin : y - Metrics.rowGap
        let tests = modules.filter { $0.layer == .tests }.sorted { $0.name < $1.name }
        if !tests.isEmpty {
            let x = boxes.isEmpty ? Metrics.margin : right + Metrics.testsGap
            labels.append(Label(text: "tests", x: x, y: Metrics.margin + 10))
            var testY = Metrics.margin + 20
            for module in tests {
                boxes.append(box(module, x: x, y: testY))
                testY += Metrics.boxHeight + 18
            }
            right = x + Metrics.boxWidth
            bottom = max(bottom, testY - 18)
        }
        return (boxes, labels, right + Metrics.margin, bottom + Metrics.margin)
    }

    /// One box per dependency, whatever declared it.
    static func mergedEdges(_ edges: [ModuleGraph.Edge]) -> [DrawnEdge] {
        var order: [String] = []
        var merged: [String: DrawnEdge] = [:]
        for edge in edges where edge.from != edge.to {
            let key = edge.from + "\u{0}" + edge.to
            if merged[key] == nil {
                order.append(key)
                merged[key] = DrawnEdge(from: edge.from, to: edge.to, kinds: [], violation: false, rules: [])
            }
            merged[key]?.kinds.insert(edge.kind.rawValue)
            if edge.violation { merged[key]?.violation = true }
            if let rule = edge.rule { merged[key]?.rules.insert(rule) }
        }
        return order.compactMap { merged[$0] }
    }

    static func node(_ box: Box) -> String {
        let label = box.name.count > Metrics.labelLimit ? String(box.name.prefix(Metrics.labelLimit - 1)) + "…" : box.name
        var detail = box.layer?.rawValue ?? "no layer"
        if let files = box.files { detail += " · \(files) file" + (files == 1 ? "" : "s") }
        let layerClass = box.layer.map { " layer-" + $0.rawValue.filter { $0.isLetter } } ?? ""
        return """
        <g class="node\(layerClass)"><title>\(MarkupText.escape(box.name + " (" + detail + ")"))</title>\
        <rect x="\(number(box.x))" y="\(number(box.y))" width="\(number(Metrics.boxWidth))" height="\(number(Metrics.boxHeight))" rx="7" fill="#f3f4f6" stroke="#9ca3af"/>\
        <text class="name" x="\(number(box.centerX))" y="\(number(box.y + 19))" text-anchor="middle" font-size="13" font-weight="600" fill="#111827">\(MarkupText.escape(label))</text>\
        <text class="detail" x="\(number(box.centerX))" y="\(number(box.y + 36))" text-anchor="middle" font-size="11" fill="#6b7280">\(MarkupText.escape(detail))</text></g>
        """
    }

    /// The side of a box an edge leaves or enters by.
    enum Side: Hashable {
        case top, bottom, left, right
    }

    /// Where an edge starts and ends.
    struct Port {
        var x: Double
        var y: Double
        let side: Side
    }

    /// An edge with its two ends placed.
    struct RoutedEdge {
        let edge: DrawnEdge
        var start: Port
        var end: Port
    }

    /// Chooses the sides each edge uses, then spreads the ends sharing a side evenly along it,
    /// ordered by where the other end lies, so parallel edges do not sit on top of each other.
    static func route(_ edges: [DrawnEdge], boxes: [String: Box]) -> [RoutedEdge] {
        let height = Metrics.boxHeight
        var routes: [RoutedEdge] = []
        for edge in edges {
            guard let source = boxes[edge.from], let target = boxes[edge.to] else { continue }
            let sides: (Side, Side)
            if target.y >= source.y + height {
                sides = (.bottom, .top)
            } else if target.y + height <= source.y {
                sides = (.top, .bottom)
            } else if abs(target.centerX - source.centerX) <= Metrics.boxWidth + Metrics.horizontalGap + 1 {
                // Neighbours on one row: side to side.
                sides = target.centerX > source.centerX ? (.right, .left) : (.left, .right)
            } else {
                // Farther apart on one row: over the boxes between them.
                sides = (.top, .top)
            }
            routes.append(RoutedEdge(edge: edge, start: port(source, sides.0), end: port(target, sides.1)))
        }
        // Spread the ends on each box side.
        struct End: Hashable {
            let box: String
            let side: Side
        }
        var ends: [End: [(route: Int, isStart: Bool, otherX: Double)]] = [:]
        for (index, routed) in routes.enumerated() {
            ends[End(box: routed.edge.from, side: routed.start.side), default: []].append((index, true, routed.end.x))
            ends[End(box: routed.edge.to, side: routed.end.side), default: []].append((index, false, routed.start.x))
        }
        for (end, members) in ends {
            guard members.count > 1, end.side == .top || end.side == .bottom, let box = boxes[end.box] else { continue }
            let ordered = members.sorted { ($0.otherX, $0.route) < ($1.otherX, $1.route) }
            let usable = Metrics.boxWidth * 0.8
            let step = usable / Double(ordered.count)
            for (position, member) in ordered.enumerated() {
                let x = box.x + Metrics.boxWidth * 0.1 + step * (Double(position) + 0.5)
                if member.isStart { routes[member.route].start.x = x } else { routes[member.route].end.x = x }
            }
        }
        return routes
    }

    /// The middle of one side of a box.
    static func port(_ box: Box, _ side: Side) -> Port {
        switch side {
        case .top: Port(x: box.centerX, y: box.y, side: side)
        case .bottom: Port(x: box.centerX, y: box.y + Metrics.boxHeight, side: side)
        case .left: Port(x: box.x, y: box.centerY, side: side)
        case .right: Port(x: box.x + Metrics.boxWidth, y: box.centerY, side: side)
        }
    }

    /// The control point a curve leaves a port towards, `distance` away from its side.
    static func control(_ port: Port, _ distance: Double) -> (Double, Double) {
        switch port.side {
        case .top: (port.x, port.y - distance)
        case .bottom: (port.x, port.y + distance)
        case .left: (port.x - distance, port.y)
        case .right: (port.x + distance, port.y)
        }
    }

    static func edgePath(_ routed: RoutedEdge) -> String {
        let edge = routed.edge
        let (start, end) = (routed.start, routed.end)
        let distance: Double
        if start.side == .top && end.side == .top {
            distance = 30
        } else if start.side == .left || start.side == .right {
            distance = max(abs(end.x - start.x) / 2, 12)
        } else {
            distance = max(abs(end.y - start.y) / 2, 20)
        }
        let (c1x, c1y) = control(start, distance)
        let (c2x, c2y) = control(end, distance)
        let path = "M\(number(start.x)),\(number(start.y)) C\(number(c1x)),\(number(c1y)) \(number(c2x)),\(number(c2y)) \(number(end.x)),\(number(end.y))"
        let kinds = edge.kinds.sorted().joined(separator: " and ")
        var title = "\(edge.from) → \(edge.to) (\(kinds))"
        if edge.violation {
            title += edge.rules.isEmpty ? ": forbidden" : ": forbidden by " + edge.rules.sorted().joined(separator: ", ")
        }
        let importOnly = edge.kinds == ["import"]
        let classes = "edge" + (edge.violation ? " violation" : "") + (importOnly ? " import" : "")
        let stroke = edge.violation ? "#dc2626" : "#6b7280"
        let width = edge.violation ? "2.5" : "1.4"
        let dash = importOnly ? " stroke-dasharray=\"5 4\"" : ""
        let marker = edge.violation ? "arrow-violation" : "arrow"
        return "<path class=\"\(classes)\" d=\"\(path)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(width)\"\(dash) "
            + "marker-end=\"url(#\(marker))\"><title>\(MarkupText.escape(title))</title></path>"
    }

    /// A coordinate without needless decimals.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
