/// Which dependencies between layers the clinic architecture forbids, and under which rule.
///
/// The layers, top to bottom: `app` → `features` → `data` → `domain` → `designSystem`/`shared`.
/// Test modules may depend on anything. Modules of no known layer are judged by
/// `clinic-app-sole-convergence` on what they converge, not here.
public enum LayerPolicy {
    /// The rule that forbids a dependency from a module in `fromLayer` on one in `toLayer`, if any.
    public static func forbiddingRule(from fromLayer: String?, to toLayer: String?) -> String? {
        guard let fromLayer, let toLayer, fromLayer != "tests" else { return nil }
        switch fromLayer {
        case "features":
            if toLayer == "features" { return "clinic-feature-no-sibling-import" }
            return ["domain", "designSystem"].contains(toLayer) ? nil : "clinic-feature-import-allowlist"
        case "domain":
            // One Domain module may build on another (models split from protocols, say).
            return ["shared", "domain"].contains(toLayer) ? nil : "layer-dependency-rule"
        case "data":
            return ["app", "features"].contains(toLayer) ? "clinic-app-sole-convergence" : nil
        case "designSystem", "shared":
            return ["app", "features", "data", "domain"].contains(toLayer) && !(fromLayer == "designSystem" && toLayer == "shared")
                ? "clinic-app-sole-convergence" : nil
        default:
            return nil
        }
    }
}
