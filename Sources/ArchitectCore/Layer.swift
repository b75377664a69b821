/// A layer of the clinic architecture that a module can belong to. The cases are listed in the
/// order module names are matched against the layers' patterns: test modules first, then the
/// App (so `AppFeature` is the App, not a feature), then the layers below it.
public enum Layer: String, Sendable, Codable, CaseIterable, Comparable {
    case tests, app, features, domain, data, designSystem, shared

    public static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
}
