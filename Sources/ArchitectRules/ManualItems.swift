import ArchitectCore
import ArchitectSyntax

/// The catalog's `not-static` rows: review points no tool can check from source.
public enum ManualItems {
    public static let all: [ManualItem] = [
        ManualItem(id: "state-scoped-observation", title: "Rely on per-property observation tracking", presets: [.clinic]),
        ManualItem(id: "clinic-swr-optimistic-writes", title: "Stale-while-revalidate reads and optimistic queued writes", presets: [.clinic]),
        ManualItem(id: "mvvm-model-codingkeys", title: "CodingKeys where Swift names differ from the API", presets: [.mvvm]),
        ManualItem(id: "a11y-wcag-aa", title: "Colour contrast meets WCAG AA", presets: [.mvvm]),
        ManualItem(id: "a11y-manual-audit", title: "Audit with VoiceOver, Dynamic Type and display settings", presets: [.mvvm]),
        ManualItem(id: "l10n-same-commit", title: "Land string keys and catalog values together", presets: [.mvvm]),
        ManualItem(id: "glass-a11y-settings", title: "Test Liquid Glass under accessibility display settings", presets: [.mvvm]),
        ManualItem(id: "asset-sf-symbols-first", title: "Prefer SF Symbols to custom glyphs", presets: [.mvvm]),
        ManualItem(id: "mvvm-conc-sendable-closures", title: "Closures crossing isolation are Sendable", presets: [.mvvm]),
        ManualItem(id: "mvvm-root-splash-startup", title: "Splash validates the session and warms caches", presets: [.mvvm]),
        ManualItem(id: "mvvm-perf-granular-observation", title: "Use @Observable for per-property tracking", presets: [.mvvm]),
        ManualItem(id: "review-state-isolation", title: "Proper state isolation", presets: [.review]),
        ManualItem(id: "clean-test-naming-aaa", title: "Name tests test_<unit>_<condition>_<outcome> with Arrange/Act/Assert steps", presets: [.clean]),
        // Whether an icon and a text form one element, a heading, or a layout that must change at
        // accessibility sizes depends on what they mean and how long their words run: icon+text
        // rows inside buttons and links are already one element, large text is often a value, and
        // a short label/value row never truncates. None can be told from the syntax at 95 %.
        ManualItem(id: "review-a11y-combine-children", title: "Combine compound rows into one accessibility element", presets: [.review]),
        ManualItem(id: "review-a11y-header-trait", title: "Give section headings the header trait", presets: [.review]),
        ManualItem(id: "review-dynamic-type-layout", title: "Layouts adapt at accessibility text sizes", presets: [.review]),
        ManualItem(id: "perf-instruments-profiling", title: "Profile with Instruments in Release before optimising", presets: [.clinic, .optimise]),
    ]
}
