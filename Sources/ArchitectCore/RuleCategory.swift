/// The area a rule belongs to. Each category has one folder under `Sources/ArchitectRules`, so the
/// file of a rule is found from its category and ID (`RuleCategory.folder`, `RuleDescription.typeName`).
public enum RuleCategory: String, Sendable, Codable, CaseIterable, Comparable {
    case a11y, anim, assets, clinic, composition, conc, config, data, di, diff, error, forms, glass, imports, input, io, ios26
    case l10n, layer, layout, list
    case modernAPI = "modern-api"
    case mvvmArchitecture = "mvvm-arch"
    case naming, nav, perf, previews, review, state, suppression, testing, theme, view

    /// The folder of `Sources/ArchitectRules` that holds the category's rules.
    public var folder: String {
        switch self {
        case .a11y: "Accessibility"
        case .anim: "Animation"
        case .assets: "Assets"
        case .clinic: "Clinic"
        case .composition: "Composition"
        case .conc: "Concurrency"
        case .config: "Configuration"
        case .data: "DataFlow"
        case .di: "Injection"
        case .diff: "Diffing"
        case .error: "Errors"
        case .forms: "Forms"
        case .glass: "LiquidGlass"
        case .imports: "Imports"
        case .input: "Input"
        case .io, .suppression: "Engine"
        case .ios26: "IOS26Design"
        case .l10n: "Localisation"
        case .layer: "Layers"
        case .layout: "Layout"
        case .list: "Lists"
        case .modernAPI: "ModernAPI"
        case .mvvmArchitecture: "MVVMArchitecture"
        case .naming: "Naming"
        case .nav: "Navigation"
        case .perf: "Performance"
        case .previews: "Previews"
        case .review: "Review"
        case .state: "State"
        case .testing: "Testing"
        case .theme: "Theming"
        case .view: "View"
        }
    }

    public static func < (lhs: RuleCategory, rhs: RuleCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}
