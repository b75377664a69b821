import ArchitectCore
import ArchitectSyntax

/// A dependency between layers that the clinic architecture forbids, by the kind of breach; each
/// kind is reported by one rule (see `ClinicSupport.rule(for:)` in ArchitectRules).
public enum LayerBreach: String, Sendable, CaseIterable {
    /// A feature depends on another feature.
    case siblingFeature
    /// A feature depends on a layer other than Domain and DesignSystem.
    case featureDependency
    /// Domain depends on a layer other than shared code and other Domain modules.
    case domainDependency
    /// A lower layer (Data, DesignSystem, shared code) depends on a higher one, so that it
    /// converges what only the App target may.
    case convergence
}

/// Which dependencies between layers the clinic architecture forbids.
///
/// The layers, top to bottom: `app` → `features` → `data` → `domain` → `designSystem`/`shared`.
/// Test modules may depend on anything. Modules of no known layer are judged by
/// `clinic-app-sole-convergence` on what they converge, not here.
public enum LayerPolicy {
    /// The breach a dependency from a module in `fromLayer` on one in `toLayer` is, if any.
    public static func breach(from fromLayer: Layer?, to toLayer: Layer?) -> LayerBreach? {
        guard let fromLayer, let toLayer, fromLayer != .tests else { return nil }
        switch fromLayer {
        case .features:
            if toLayer == .features { return .siblingFeature }
            return [.domain, .designSystem].contains(toLayer) ? nil : .featureDependency
        case .domain:
            // One Domain module may build on another (models split from protocols, say).
            return [.shared, .domain].contains(toLayer) ? nil : .domainDependency
        case .data:
            return [.app, .features].contains(toLayer) ? .convergence : nil
        case .designSystem, .shared:
            return [.app, .features, .data, .domain].contains(toLayer) && !(fromLayer == .designSystem && toLayer == .shared)
                ? .convergence : nil
        case .app, .tests:
            return nil
        }
    }
}
