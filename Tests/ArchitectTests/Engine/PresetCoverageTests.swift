import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import Testing

/// The preset contents the rule catalog prescribes (its §1, §5 and §8 tables), by rule ID.
@Suite("Preset coverage")
struct PresetCoverageTests {
    /// Every row of the clinic document's table (catalog §1).
    static let clinicRows = [
        "diff-equatable-views", "diff-closure-skip", "diff-reference-types", "diff-identity-stability",
        "diff-avoid-anyview", "diff-printchanges-debug", "state-observable-class", "state-ownership",
        "state-single-source", "state-scoped-observation", "state-binding-minimal", "state-environment-global",
        "state-no-published", "view-body-complexity", "view-extract-subviews", "view-no-logic-in-body",
        "view-minimal-dependencies", "view-viewbuilder-composition", "view-no-init-sideeffects",
        "nav-coordinator-pattern", "nav-routes-enum", "nav-deeplink-support", "nav-modal-sheets",
        "nav-no-navigationlink", "layer-dependency-rule", "layer-usecase-protocol", "layer-repository-protocol",
        "layer-model-value-types", "layer-model-equatable-sendable", "layer-no-view-repository",
        "layer-viewmodel-boundary", "di-environment-injection", "di-protocol-abstraction", "di-container-composition",
        "di-no-hidden-singleton", "di-mock-testing", "list-constant-viewcount", "list-filter-in-model",
        "list-id-keypath", "list-lazy-stacks", "data-task-modifier", "data-async-init", "data-error-loadable",
        "data-combine-avoid", "data-cancellation", "clinic-feature-import-allowlist",
        "clinic-feature-no-sibling-import", "clinic-app-sole-convergence", "clinic-spm-local-packages",
        "clinic-domain-contracts", "clinic-coordinator-placement", "clinic-route-shell-destinations",
        "clinic-data-owns-io", "clinic-error-routing", "clinic-swr-optimistic-writes",
    ]

    /// Every row of the performance document's table (catalog §5).
    static let optimiseRows = [
        "conc-combine-to-async", "conc-mainactor-isolation", "conc-swift6-sendable", "conc-task-id-pattern",
        "conc-actor-for-shared-state", "conc-asyncsequence-streams", "conc-strict-concurrency-enabled",
        "perf-view-decomposition", "perf-instruments-profiling", "perf-no-formatter-in-body", "perf-lazy-containers",
        "perf-canvas-timeline", "perf-canvas-not-interactive", "perf-drawinggroup", "perf-equatable-views",
        "perf-task-modifier", "perf-async-image", "anim-spring", "anim-matchedgeometry", "anim-matchedgeometry-limits",
        "anim-gesture-driven", "anim-with-animation", "anim-transition-effects",
    ]

    /// The rows of the MVVM guide's table (catalog §2) about Swift code: the `mvvm-`, `stub-`,
    /// `preview-`, `comp-`, `repo-`, `net-`, `ext-`, `err-`, `persist-`, `test-`, `import-` and
    /// `form-` rows.
    static let mvvmSwiftRows = [
        "mvvm-arch-view-no-network", "mvvm-vm-foundation-only", "repo-stateless", "mvvm-arch-network-generic",
        "mvvm-arch-layer-direction", "mvvm-state-no-observableobject", "mvvm-state-no-stateobject",
        "mvvm-vm-observable", "mvvm-vm-mainactor", "mvvm-model-conformances", "mvvm-model-codingkeys",
        "mvvm-model-let-properties", "mvvm-model-no-empty-defaults", "mvvm-model-one-per-file",
        "mvvm-model-no-logic", "stub-model-companion", "comp-accept-models", "preview-stub-only",
        "stub-debug-wrapped", "stub-model-stub", "stub-model-stubs", "stub-edge-variants",
        "stub-boundary-values", "stub-vm-companion", "stub-vm-factory", "stub-vm-private-repo",
        "mvvm-vm-repo-injected", "mvvm-vm-async-methods", "mvvm-vm-defer-loading", "mvvm-vm-handle-result",
        "mvvm-vm-error-message", "mvvm-vm-verb-methods", "preview-required", "preview-state-coverage",
        "mvvm-view-task-not-onappear", "mvvm-view-refreshable", "mvvm-view-no-logic-in-body",
        "comp-screen-body-50", "comp-section-own-file", "comp-one-per-file", "preview-stub-exists",
        "comp-inline-private-limit", "repo-protocol", "repo-impl-class", "repo-result-no-throw",
        "repo-network-injected", "net-protocol", "net-result-no-throw", "net-session-token",
        "net-401-clears-session", "net-endpoint-enum", "net-iso8601-dates", "ext-file-naming", "ext-pure",
        "ext-group-related", "ext-prefer-over-globals", "err-no-silent-failure", "err-human-readable",
        "err-view-display", "mvvm-nav-route-enum", "mvvm-nav-stack-path", "mvvm-nav-router-environment",
        "mvvm-nav-associated-values", "mvvm-nav-modals-via-router", "mvvm-nav-deeplinks",
        "mvvm-root-splash-first", "mvvm-root-tab-stacks", "mvvm-root-splash-startup", "mvvm-root-auth-gate",
        "mvvm-root-animated-transition", "mvvm-di-container", "mvvm-di-protocol-typed", "mvvm-di-lazy-repos",
        "mvvm-di-env-access", "mvvm-di-preview-no-container", "mvvm-di-appstate-approuter",
        "persist-behind-protocol", "persist-private-keys", "persist-no-tokens-userdefaults",
        "persist-prefs-in-session-service", "persist-clear-session", "persist-swiftdata-structured",
        "test-swift-testing", "test-no-mock-frameworks", "test-reuse-stubs", "test-success-and-failure",
        "test-vm-coverage", "test-configurable-stub-repos", "test-require-unwrap", "test-independent",
        "mvvm-conc-repo-sendable", "mvvm-conc-network-sendable", "mvvm-conc-no-unchecked-sendable",
        "mvvm-conc-sendable-closures", "mvvm-conc-strict-setting", "import-grouping-order",
        "import-views-swiftui-only", "import-repo-foundation-only", "import-no-uikit", "import-no-unused",
        "import-testable-tests-only", "mvvm-task-store-repeating", "mvvm-task-check-cancellation",
        "mvvm-task-no-ignored-cancellation", "mvvm-pagination-guard", "form-one-vm", "form-validate-on-submit",
        "form-focus-in-view", "form-isformvalid", "mvvm-perf-lazy-10", "mvvm-perf-granular-observation",
        "mvvm-perf-equatable-children",
    ]

    /// The rows of catalog §2 about the app around the code (issue 13): layout, naming, theming,
    /// accessibility, localisation, Liquid Glass, iOS 26, assets and configuration.
    static let mvvmResourceRows = [
        "layout-top-level-folders", "layout-app-folder", "layout-core-subfolders", "layout-feature-subfolders",
        "layout-feature-file-names", "layout-network-files", "layout-navigation-files", "layout-resources",
        "layout-theme-files", "layout-no-nested-components", "naming-no-plus-in-filename",
        "naming-screen-owns-viewmodel", "theme-spacing-tokens", "theme-radius-tokens", "theme-semantic-colors",
        "config-compile-time-env", "config-single-base-url", "config-no-secrets", "config-feature-flags",
        "theme-color-asset-variants", "theme-contrast-comments", "a11y-scalable-fonts",
        "theme-tokens-value-types", "a11y-icon-button-label", "a11y-action-hint", "a11y-no-colour-only",
        "a11y-wcag-aa", "a11y-manual-audit", "a11y-reduce-motion", "l10n-no-hardcoded-strings",
        "l10n-appstrings-location", "l10n-key-in-catalog", "l10n-same-commit", "l10n-string-localized-nonview",
        "l10n-no-concatenation", "l10n-plural-variants", "l10n-key-constant-type", "glass-not-on-content",
        "glass-sparingly", "glass-no-custom-bar-background", "glass-no-stacking", "glass-scroll-edge-effect",
        "glass-system-button-styles", "glass-a11y-settings", "ios26-no-fight-list-metrics",
        "ios26-section-header-case", "ios26-controls-no-custom-glass", "ios26-action-sheet-source",
        "ios26-concentric-shapes", "asset-sf-symbols-first", "asset-catalog-organisation",
        "asset-typed-custom-fonts", "asset-fonts-registered", "asset-image-scales", "asset-symbol-effects",
        "asset-layered-app-icon",
    ]

    /// The canonical rules of the `recommended` preset (catalog §8).
    /// Every row of the clean-architecture guide's table (catalog §3).
    static let cleanRows = [
        "clean-no-observableobject", "clean-observable-final-class", "clean-state-owns-vm", "clean-pass-observable-down",
        "clean-wrapper-matrix", "clean-layer-separation", "clean-usecase-layer", "clean-domain-entity-shape",
        "clean-repo-protocol-sendable-async", "clean-dto-mapping", "clean-remote-source-actor", "clean-vm-mainactor",
        "clean-viewstate-enum", "clean-private-set-state", "clean-nav-value-based", "clean-route-enum",
        "clean-router-observable", "clean-no-heavy-body", "clean-task-respects-cancellation", "clean-no-mixed-observation",
        "clean-test-mock-repository", "clean-test-mainactor", "clean-test-naming-aaa",
    ]

    /// Every row of the review checklist's table (catalog §4).
    static let reviewRows = [
        "review-observable-vm", "review-no-stateobject-with-observable", "review-no-published-with-observable",
        "review-observable-mainactor", "review-state-isolation", "review-state-private", "review-state-not-passed-in",
        "review-no-readonly-binding", "review-environment-di", "review-single-source", "review-wrapper-selection",
        "review-no-state-for-objects", "review-navigationstack", "review-value-navigation", "review-task-not-onappear",
        "review-onchange-modern", "review-geometryreader-simple", "review-list-direct-data", "review-body-50-lines",
        "review-hierarchy-depth", "review-extract-subviews", "review-mark-subviews", "review-viewbuilder",
        "review-a11y-labels", "review-a11y-combine-children", "review-a11y-hints", "review-a11y-button-trait",
        "review-a11y-header-trait", "review-dynamic-type", "review-dynamic-type-layout", "review-equatable-vm",
        "review-no-heavy-body", "review-preview-macro", "review-preview-configurations", "review-route-enum",
        "review-route-complete", "review-route-ids-not-models", "review-routerpath", "review-routerpath-api",
        "review-central-destinations", "review-sheet-item", "review-sheet-destination-enum", "review-onopenurl-root",
        "review-no-url-parsing-in-views", "review-tab-independent-paths", "review-action-tabs", "review-theme-colors",
        "review-task-id-for-input", "review-silence-cancellation", "review-debounce-in-task", "review-loadstate-enum",
        "review-focus-enum", "review-focus-chaining",
    ]

    /// The §4 rows `review` does not cover yet. The test below fails as soon as a listed row is
    /// covered, so the list can only shrink; every row is covered now.
    static let reviewRowsNotYetCovered: Set<String> = []

    static let recommended = [
        "state-no-published", "data-task-modifier", "data-cancellation", "nav-no-navigationlink", "nav-routes-enum",
        "diff-avoid-anyview", "diff-identity-stability", "list-filter-in-model", "perf-no-formatter-in-body",
        "list-lazy-stacks", "data-async-init", "view-no-init-sideeffects", "diff-printchanges-debug",
        "conc-mainactor-isolation", "conc-swift6-sendable", "conc-asyncsequence-streams", "review-onchange-modern",
        "review-preview-macro", "a11y-scalable-fonts", "a11y-icon-button-label", "review-focus-enum",
        "review-tab-independent-paths", "review-sheet-destination-enum", "review-sheet-item", "state-binding-minimal",
        "view-viewbuilder-composition", "review-body-50-lines", "mvvm-arch-view-no-network",
        "import-testable-tests-only",
        // Beyond the catalog's table (issue 14 §2): crashes the compiler cannot see.
        "state-environment-injected", "preview-environment-injected",
    ]

    @Test func everyClinicRowIsARuleAnAliasOrAManualItem() throws {
        let catalog = Registry.catalog
        for id in Self.clinicRows + Self.optimiseRows {
            if let item = catalog.manualItem(for: id) {
                #expect(item.presets.contains(.clinic), "\(id) is a manual item outside clinic")
                continue
            }
            let rule = try #require(catalog.description(for: id), "\(id) is neither a rule, an alias nor a manual item")
            #expect(rule.presets.contains(.clinic), "\(id) (\(rule.id)) is not in the clinic preset")
        }
    }

    @Test func everyMVVMSwiftRowIsARuleAnAliasOrAManualItemOfMVVM() {
        Self.expectEachIsInMVVM(Self.mvvmSwiftRows)
    }

    /// Records an issue for each ID that is not a rule, an alias or a manual item of `mvvm`.
    static func expectEachIsInMVVM(_ ids: [String]) {
        expectEach(ids, isIn: .mvvm)
    }

    @Test func everyMVVMResourceRowIsARuleAnAliasOrAManualItemOfMVVM() {
        Self.expectEachIsInMVVM(Self.mvvmResourceRows)
        #expect(Self.mvvmResourceRows.count == 56)
    }

    @Test func everyPerformanceRowIsInOptimise() throws {
        for id in Self.optimiseRows where Registry.catalog.manualItem(for: id) == nil {
            let rule = try #require(Registry.catalog.description(for: id), "\(id) is missing")
            #expect(rule.presets.contains(.optimise), "\(id) is not in the optimise preset")
        }
    }

    @Test func everyCleanRowIsARuleAnAliasOrAManualItemOfClean() {
        Self.expectEach(Self.cleanRows, isIn: .clean)
        #expect(Self.cleanRows.count == 23)
    }

    @Test func everyReviewRowButTheListedOnesIsInReview() {
        #expect(Self.reviewRows.count == 53)
        let covered = Self.reviewRows.filter { !Self.reviewRowsNotYetCovered.contains($0) }
        Self.expectEach(covered, isIn: .review)
        for id in Self.reviewRowsNotYetCovered {
            let inReview = Registry.catalog.manualItem(for: id)?.presets.contains(.review) == true
                || Registry.catalog.description(for: id)?.presets.contains(.review) == true
            #expect(!inReview, "\(id) is covered now; remove it from reviewRowsNotYetCovered")
        }
    }

    /// Records an issue for each ID that is not a rule, an alias or a manual item of `preset`.
    static func expectEach(_ ids: [String], isIn preset: Preset) {
        let catalog = Registry.catalog
        for id in ids {
            if let item = catalog.manualItem(for: id) {
                #expect(item.presets.contains(preset), "\(id) is a manual item outside \(preset.rawValue)")
            } else if let rule = catalog.description(for: id) {
                #expect(rule.presets.contains(preset), "\(id) (\(rule.id)) is not in the \(preset.rawValue) preset")
            } else {
                Issue.record("\(id) is neither a rule, an alias nor a manual item")
            }
        }
    }

    @Test func recommendedIsExactlyTheCatalogTable() {
        let engineRules = Set(Registry.engineRules.map(\.id))
        let actual = Set(Registry.catalog.ruleIDs(in: .recommended)).subtracting(engineRules)
        #expect(actual == Set(Self.recommended))
    }

    @Test func allContainsEveryRule() {
        #expect(Set(Registry.catalog.ruleIDs(in: .all)) == Set(Registry.catalog.descriptions.map(\.id)))
    }

    @Test func noIDIsClaimedTwice() {
        var seen: [String: String] = [:]
        for rule in Registry.catalog.descriptions {
            for id in [rule.id] + rule.aliases {
                #expect(seen[id] == nil, "\(id) is claimed by \(rule.id) and \(seen[id] ?? "")")
                seen[id] = rule.id
            }
        }
        for item in Registry.catalog.manualItems {
            #expect(seen[item.id] == nil, "\(item.id) is both a rule and a manual item")
        }
    }
}
