/// A named selection of rules: one per source document, plus `recommended` and `all`.
public enum Preset: String, Sendable, Codable, CaseIterable {
    /// The rules that hold in every document, with few false positives. The default.
    case recommended
    /// The modular MVVM-C clinic architecture (documents 000 and 004).
    case clinic
    /// The single-target MVVM conventions (document 001).
    case mvvm
    /// Clean architecture and state management (document 002).
    case clean
    /// The SwiftUI review checklist (document 003).
    case review
    /// The performance rules (document 004).
    case optimise
    /// Every rule.
    case all

    /// The prefixes of the rule IDs its document uses (see the rule catalog's conventions); empty
    /// for `recommended` and `all`, which show canonical IDs.
    public var idPrefixes: [String] {
        switch self {
        case .clinic: ["clinic-", "state-", "view-", "data-", "di-", "diff-", "layer-", "list-", "nav-", "conc-", "perf-", "anim-"]
        case .mvvm: ["mvvm-", "layout-", "naming-", "stub-", "preview-", "comp-", "repo-", "net-", "ext-", "err-", "config-", "persist-",
                     "theme-", "a11y-", "l10n-", "glass-", "ios26-", "asset-", "test-", "import-", "form-"]
        case .clean: ["clean-"]
        case .review: ["review-"]
        case .optimise: ["conc-", "perf-", "anim-"]
        case .recommended, .all: []
        }
    }

    /// The iOS deployment target assumed when neither the configuration nor a manifest gives
    /// one: iOS 26 for the documents written for it (clinic, optimise), iOS 17 otherwise.
    public var assumedIOSTarget: Version {
        switch self {
        case .clinic, .optimise: Version(26, 0)
        default: Version(17, 0)
        }
    }
}
